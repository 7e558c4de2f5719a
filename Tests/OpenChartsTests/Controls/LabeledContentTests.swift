import ChartScene
import Foundation
@testable import OpenCharts
import Testing

/// A chart card that says so when it has no data, as iOS 17 apps do.
private struct EmptyableSalesCard: View {
    let sales: [DaySteps]

    var body: some View {
        VStack {
            if sales.isEmpty {
                ContentUnavailableView("No Sales", systemImage: "chart.bar", description: Text("Sales appear after the first order."))
            } else {
                Chart(sales) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.count)) }
                LabeledContent("Average", value: 9_486, format: .number)
            }
        }
    }
}

@Suite("LabeledContent, ContentUnavailableView and ShareLink")
struct LabeledContentTests {
    @Test("labelled content is its label leading and its value trailing in grey")
    func labeledContent() throws {
        let d = DrawnView(LabeledContent("Average", value: 9_486, format: .number), width: 300)
        let value = try #require(d.text("9,486"))
        #expect(value.text.fill == .color(.hex(0x3C3C43, alpha: 0.6)))
        #expect(close(value.origin.x, 300 - Measure.size("9,486").width))
        #expect(DrawnView(LabeledContent("Region") { Text("North").foregroundStyle(.blue) }, width: 300).text("North")?.text.fill == .color(.hex(0x007AFF)))
        #expect(DrawnView(LabeledContent("Unit", value: "km"), width: 300).texts.map(\.text.string) == ["Unit", "km"])
    }

    @Test("with no data the card shows the unavailable view: a grey symbol, a bold title and a grey description")
    func unavailable() throws {
        let d = DrawnView(EmptyableSalesCard(sales: []), width: 390, height: 400)
        let title = try #require(d.text("No Sales"))
        #expect(title.text.font.weight == .bold && title.text.font.size == 22)
        #expect(close(title.origin.x, 195 - Measure.size("No Sales", .title2.bold()).width / 2))
        #expect(d.text("Sales appear after the first order.")?.text.fill == .color(.hex(0x3C3C43, alpha: 0.6)))
        #expect(d.shapes(classed: "symbol").allSatisfy { $0.shape.stroke?.paint == .color(.hex(0x3C3C43, alpha: 0.6)) })
        #expect(markCount(EmptyableSalesCard(sales: []), "bar") == 0)
        #expect(markCount(EmptyableSalesCard(sales: DaySteps.week), "bar") == 7)
        let noDescription = DrawnView(ContentUnavailableView("Offline", systemImage: "wifi"), width: 300, height: 300)
        #expect(noDescription.texts.map(\.text.string) == ["Offline"])
    }

    @Test("a share link is the share symbol and \"Share\" in the tint")
    func shareLink() throws {
        let d = DrawnView(ShareLink(item: URL(string: "https://example.com/report.pdf")!))
        #expect(try #require(d.text("Share")).text.fill == .color(.hex(0x007AFF)))
        #expect(!d.shapes(classed: "symbol").isEmpty)
    }
}
