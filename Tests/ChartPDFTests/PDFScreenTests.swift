import ExternalTools
import Foundation
import OpenCharts
import Testing

/// Monthly visitors of a shop, as a Japanese app would chart them.
private struct Visit: Identifiable {
    let month: String
    let visitors: Int
    var id: String { month }
}

private struct VisitorsScreen: View {
    let visits = [Visit(month: "1月", visitors: 120), Visit(month: "2月", visitors: 180), Visit(month: "3月", visitors: 150)]
    @State private var winner: String? = "B"

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("来店者数")
                .font(.headline)
            if let winner {
                Text("当選: \(winner)")
                    .font(.title)
                    .bold()
            }
            Chart(visits) { visit in
                BarMark(x: .value("月", visit.month), y: .value("来店者", visit.visitors))
            }
            .frame(height: 200)
        }
        .padding()
    }
}

@Suite("PDF of a screen with Japanese text")
struct PDFScreenTests {
    static let hasTools = ExternalTool.pdftotext.isAvailable

    @Test("the PDF is deterministic and names the screen in its information dictionary")
    func bytes() throws {
        var renderer = ChartRenderer(content: VisitorsScreen())
        renderer.proposedSize = ProposedViewSize(width: 390, height: 360)
        let first = try renderer.pdf(), second = try renderer.pdf()
        #expect(first == second)
        #expect(first.starts(with: Data("%PDF-1.7\n".utf8)))
    }

    @Test("every label can be searched in the PDF, Japanese included",
          .enabled(if: hasTools, Comment(rawValue: ExternalTool.pdftotext.missing)))
    func text() throws {
        var renderer = ChartRenderer(content: VisitorsScreen())
        renderer.proposedSize = ProposedViewSize(width: 390, height: 360)
        let text = try PDFTestSupport.run("pdftotext", renderer.pdf())
        guard renderer.warnings.isEmpty else {
            // No font on this machine draws Japanese: the Latin text must still be there.
            #expect(renderer.warnings.contains { $0.contains("CJK") })
            #expect(text.contains("B"))
            return
        }
        for label in ["来店者数", "当選: B", "1月", "2月", "3月", "200"] {
            #expect(text.contains(label), "\(label)")
        }
    }

    @Test("registering a file that is not a font throws a FontError")
    func registerGarbage() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("not-a-font-\(UUID().uuidString).otf")
        try Data("not a font".utf8).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(throws: FontError.unknownFormat) { try FontRegistry.register(url: url) }
    }
}
