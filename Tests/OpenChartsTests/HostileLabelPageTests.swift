import Foundation
@testable import OpenCharts
import Testing

@Suite("HostileLabelPage")
struct HostileLabelPageTests {
    struct Labels: View {
        @State var selected: String?
        let names = ["<script>window.__pwned=1</script>", "<img src=x onerror=\"window.__pwned=2\">", "Crêpe & \"Dosa\""]
        var body: some View {
            Chart {
                ForEach(Array(names.enumerated()), id: \.offset) { i, n in
                    BarMark(x: .value("Name", n), y: .value("Sales", 10 + i))
                }
                if let selected {
                    RuleMark(x: .value("Name", selected)).annotation(position: .top) { Text(selected) }
                }
            }
            .chartXSelection(value: $selected)
            .padding(.top, 30)
        }
    }

    @Test("labels with markup stay text in an interactive page, in the picture and in every state")
    func hostile() throws {
        var r = ChartRenderer(content: Labels())
        r.proposedSize = ProposedViewSize(width: 420, height: 260)
        let page = try r.html()
        #expect(!page.contains("<script>window"))
        #expect(!page.contains("<img"))
        #expect(page.contains("&lt;script&gt;"))
        if let folder = ProcessInfo.processInfo.environment["OPENCHARTS_HTML_FIXTURES"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try page.write(toFile: folder + "/hostile.html", atomically: true, encoding: .utf8)
        }
    }

    @Test("two charts embedded in one page as fragments keep their own ids and scripts")
    func twoFragments() throws {
        var r = ChartRenderer(content: Labels())
        r.proposedSize = ProposedViewSize(width: 420, height: 260)
        let a = try r.htmlFragment(id: "first")
        let b = try r.htmlFragment(id: "second")
        #expect(a.components(separatedBy: "<script").count - 1 == 4)
        #expect(!a.contains("\"second") && !b.contains("\"first"))
        let page = "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Two charts</title></head><body>\n"
            + a + "<p>Between the charts</p>\n" + b + "</body></html>\n"
        if let folder = ProcessInfo.processInfo.environment["OPENCHARTS_HTML_FIXTURES"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try page.write(toFile: folder + "/two-fragments.html", atomically: true, encoding: .utf8)
        }
    }
}
