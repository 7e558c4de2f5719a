import Foundation
@testable import OpenCharts
import Testing

/// A screen whose registered font appears only after a tap, and then draws a character past the
/// Latin set the page's first rules carry.
struct LateBrandScreen: View {
    @State private var step = 0
    var body: some View {
        VStack(spacing: 12) {
            Button("Next") { step += 1 }
            if step >= 1 { Text(step >= 2 ? "Ωmega" : "Omega").font(.custom("Liberation Sans", size: 20)) }
            Text("Step \(step)")
        }
        .frame(width: 300)
    }
}

@Suite("Live pages receive the fonts later renders draw")
struct LiveFontUpdateTests {
    /// The bundled Liberation Sans, registered by its own name: the same glyphs text falls back to.
    static let registered: Bool = {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/ChartText/Resources/LiberationSans-Regular.ttf")
        return (try? FontRegistry.register(url: file)) != nil
    }()

    @Test("a registered font first drawn after a tap comes with that render, and again only for new characters")
    func lateFont() throws {
        try #require(Self.registered)
        let session = ScreenSession { LateBrandScreen() }
        let first = session.render(width: 390)
        #expect(first.fontFaceCSS.isEmpty)
        #expect(first.fontUpdateCSS == nil)
        let next = try #require(first.targets.first { $0.kind == "button" })
        func tap() { _ = session.handle(.tap(x: next.x + next.width / 2, y: next.y + next.height / 2)) }

        tap()
        let second = session.render(width: 390)
        #expect(second.svg.contains("Omega"))
        let rules = try #require(second.fontUpdateCSS)
        #expect(rules.hasPrefix("@font-face{font-family:\"Liberation Sans\""))
        #expect(rules.components(separatedBy: "@font-face").count == 2)

        // The same text again: the page has its glyphs.
        #expect(session.render(width: 390).fontUpdateCSS == nil)

        // Omega is past the Latin set sent with every rule: the face is sent again with it.
        tap()
        let third = session.render(width: 390)
        #expect(third.svg.contains("Ωmega"))
        #expect(third.fontUpdateCSS != nil)
        #expect(session.render(width: 390).fontUpdateCSS == nil)
    }

    @Test("rules cover a face when they hold its weights and characters")
    func coverage() {
        let sent = ["a": PageFonts.Coverage(weights: 400...600, characters: ["a", "b"])]
        #expect(!PageFonts.needsMore(["a": .init(weights: 400...400, characters: ["a"])], than: sent))
        #expect(PageFonts.needsMore(["a": .init(weights: 300...400, characters: ["a"])], than: sent))
        #expect(PageFonts.needsMore(["a": .init(weights: 500...700, characters: ["a"])], than: sent))
        #expect(PageFonts.needsMore(["a": .init(weights: 400...400, characters: ["c"])], than: sent))
        // Characters every rule carries besides those drawn need nothing more.
        #expect(!PageFonts.needsMore(["a": .init(weights: 400...400, characters: ["c"])], than: sent, besides: ["c"]))
        #expect(PageFonts.needsMore(["b": .init(weights: 400...400, characters: [])], than: sent))
        #expect(!PageFonts.needsMore([:], than: sent))
    }
}
