import ChartScene
import Foundation
import Testing
@testable import OpenCharts

@Suite("Markdown in text literals")
struct TextMarkdownTests {
    @Test("strong, emphasis, strikethrough, code and links style their spans")
    func styles() throws {
        let view = DrawnView(VStack {
            Text("Sales are **up 12%** this week")
            Text("An *early* estimate")
            Text("Was ~~$14~~ now $12")
            Text("Run `openchart render` again")
            Text("See [the report](https://example.com/report) for more")
        })
        let up = try #require(view.text("up 12%"))
        #expect(up.text.font.weight == .bold)
        let before = try #require(view.text("Sales are "))
        #expect(before.text.font.weight == .regular)
        #expect(close(up.origin.x - before.origin.x, Measure.size("Sales are ").width))
        #expect(try #require(view.text("early")).text.font.italic)
        #expect(view.text("$14") != nil)
        #expect(try #require(view.text("openchart render")).text.font.design == .monospaced)
        let link = try #require(view.text("the report"))
        #expect(link.text.fill.representativeColor == RGBA(hex: 0x007AFF))
        #expect(!view.texts.contains { $0.text.string.contains("example.com") || $0.text.string.contains("*") })
        // The strikethrough draws a line over "$14" only.
        #expect(view.shapes.count == 1)
        #expect(close(view.shapes[0].bounds.width, Measure.size("$14").width))
    }

    @Test("interpolated values and unpaired markers are shown as they are")
    func literalOnly() {
        let name = "**Cachapa**"
        let view = DrawnView(VStack {
            Text("Top style: \(name)")
            Text("2 * 3 = 6")
            Text(verbatim: "**verbatim**")
            Text(String("**a string**"))
            Text("Total: **\(42)**")
        })
        let strings = view.texts.map(\.text.string)
        #expect(strings.contains("Top style: **Cachapa**"))
        #expect(strings.contains("2 * 3 = 6"))
        #expect(strings.contains("**verbatim**") && strings.contains("**a string**"))
        #expect(view.text("42")?.text.font.weight == .bold)
    }
}
