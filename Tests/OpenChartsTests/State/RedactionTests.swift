import ChartScene
import Foundation
@testable import OpenCharts
import Testing

/// A card shown as a placeholder while its data loads, with a title that stays readable.
struct SalesCard: View {
    let isLoading: Bool
    var body: some View {
        VStack(alignment: .leading) {
            Text("Weekly sales").unredacted()
            Text("484 pancakes")
            Text("Best day: Saturday")
        }
        .redacted(reason: isLoading ? .placeholder : [])
    }
}

@Suite("Redaction and accepted modifiers")
struct RedactionTests {
    @Test("redacted(reason: .placeholder) draws each text as a grey rounded bar of its width; unredacted text stays")
    func placeholder() throws {
        let d = DrawnView(SalesCard(isLoading: true))
        #expect(d.text("Weekly sales") != nil)
        #expect(d.text("484 pancakes") == nil)
        #expect(d.text("Best day: Saturday") == nil)
        let bars = d.shapes.map(\.bounds)
        try #require(bars.count == 2)
        // Each bar is as wide as its text, 0.8 of the 17-point body size tall.
        #expect(close(bars[0].width, Measure.size("484 pancakes").width))
        #expect(close(bars[1].width, Measure.size("Best day: Saturday").width))
        #expect(close(bars[0].height, 17 * 0.8))
        #expect(d.shapes.allSatisfy { close($0.shape.opacity, 0.16) })
        // The kept title, not a redacted text, titles the document.
        #expect(TestRender.renderer(SalesCard(isLoading: true)).svg().contains("<title id=\"oc-title\">Weekly sales</title>"))
    }

    @Test("with no reasons the card draws its text")
    func notRedacted() {
        let d = DrawnView(SalesCard(isLoading: false))
        #expect(d.text("484 pancakes") != nil)
        #expect(d.shapes.count == 0)
    }

    @Test("a redacted view sees .placeholder in @Environment(\\.redactionReasons)")
    func reasonsInEnvironment() {
        struct Reasons: View {
            @Environment(\.redactionReasons) var reasons
            var body: some View { Text(reasons.contains(.placeholder) ? "placeholder" : "plain").unredacted() }
        }
        #expect(DrawnView(Reasons().redacted(reason: .placeholder)).text("placeholder") != nil)
        #expect(DrawnView(Reasons()).text("plain") != nil)
    }

    @Test("modifiers that only matter on a screen are accepted and change nothing in the picture")
    func accepted() {
        let query = State(wrappedValue: "")
        let plain = TestRender.renderer(Text("Sales")).svg()
        let modified = TestRender.renderer(
            Text("Sales")
                .id(3).tag("week").allowsHitTesting(false).contentShape(Rectangle())
                .refreshable {}.searchable(text: query.projectedValue)
                .keyboardShortcut("r", modifiers: [.command, .shift]).help("Reload").contextMenu { Text("Copy") }
                .transaction { $0.animation = nil }.animation(.easeIn, value: 2)
        ).svg()
        #expect(plain == modified)
        var t = Transaction(animation: .default)
        t.disablesAnimations = true
        #expect(withTransaction(t) { 5 } == 5)
        var pair = AnimatablePair(2.0, 4.0)
        pair.scale(by: 0.5)
        #expect(pair == AnimatablePair(1.0, 2.0))
    }
}
