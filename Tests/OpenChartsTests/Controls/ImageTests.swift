import ChartScene
import Foundation
@testable import OpenCharts
import Testing

@Suite("Image and SF Symbols")
struct ImageTests {
    @Test("every built-in symbol reads from its catalogue entry")
    func catalogueParses() {
        #expect(SymbolGlyph.all.count == SymbolCatalog.entries.count)
        #expect(SymbolGlyph.all.count >= 40)
        for name in ["chevron.right", "chevron.up.chevron.down", "plus", "minus", "xmark", "checkmark", "star", "star.fill",
                     "heart", "heart.fill", "circle", "circle.fill", "square", "info.circle", "exclamationmark.triangle", "gear",
                     "calendar", "clock", "chart.bar", "chart.bar.fill", "chart.line.uptrend.xyaxis", "chart.pie", "arrow.up",
                     "arrow.down", "arrow.left", "arrow.right", "arrow.up.right", "person", "house", "magnifyingglass", "trash",
                     "square.and.arrow.up", "bell", "cart", "dollarsign.circle", "flame", "bolt", "cloud", "sun.max", "drop",
                     "leaf", "figure.walk"] {
            #expect(SymbolGlyph.all[name] != nil, "missing \(name)")
        }
    }

    @Test("a symbol is drawn at its font: its frame is 1.2 times the font size high")
    func sizedByFont() {
        // star is 24 units wide on a 24-unit grid; a unit is a twentieth of the font size.
        #expect(DrawnView(Image(systemName: "star")).size == SceneSize(width: 20.4, height: 20.4))
        let title = DrawnView(Image(systemName: "star").font(.title))
        #expect(close(title.size.width, 33.6) && close(title.size.height, 33.6))
        // chevron.right is 12 units wide.
        let chevron = DrawnView(Image(systemName: "chevron.right").font(.system(size: 20)))
        #expect(close(chevron.size.width, 12) && close(chevron.size.height, 24))
        let large = DrawnView(Image(systemName: "star").imageScale(.large))
        #expect(close(large.size.height, 20.4 * 1.29))
    }

    @Test("a symbol is stroked in the foreground style with round ends, thicker for bolder fonts")
    func strokedInForeground() throws {
        let d = DrawnView(Image(systemName: "chevron.right").foregroundStyle(.orange))
        let stroke = try #require(d.shapes.first?.shape.stroke)
        #expect(stroke.paint == .color(.hex(0xFF9500)))
        #expect(stroke.cap == .round)
        #expect(close(stroke.width, 1.75 * 17 / 20))
        let bold = try #require(DrawnView(Image(systemName: "chevron.right").fontWeight(.bold)).shapes.first?.shape.stroke)
        #expect(close(bold.width, 2.5 * 17 / 20))
        #expect(DrawnView(Image(systemName: "plus"), colorScheme: .dark).shapes.first?.shape.stroke?.paint == .color(.white))
    }

    @Test("fill variants are filled; symbolVariant(.fill) picks them")
    func fillVariant() {
        let outline = DrawnView(Image(systemName: "heart"))
        #expect(outline.shapes.allSatisfy { $0.shape.fill == nil })
        for filled in [AnyView(Image(systemName: "heart.fill")), AnyView(Image(systemName: "heart").symbolVariant(.fill))] {
            #expect(DrawnView(filled).shapes.contains { $0.shape.fill == .color(.black) })
        }
        #expect(SymbolNames.resolve("plus", variants: .circle.fill) == "plus.circle.fill")
        #expect(SymbolNames.resolve("heart", variants: .circle) == "heart")
    }

    @Test("an unknown symbol draws a rounded square placeholder and a warning naming it")
    func unknownSymbol() {
        var r = TestRender.renderer(Image(systemName: "figure.surfing"), width: 40, height: 40)
        let svg = r.svg()
        #expect(svg.contains("<path"))
        #expect(r.warnings == ["Image(systemName: \"figure.surfing\") is not among the built-in symbols; a placeholder is drawn."])
        r.content = Image(systemName: "figure.surfing")
        _ = r.svg()
        #expect(r.warnings.count == 1)
    }

    @Test("an asset image draws a placeholder and says the asset cannot be loaded, escaping its name")
    func assetImage() {
        let r = TestRender.renderer(Image("Logo<&>"), width: 40, height: 40)
        let svg = r.svg()
        #expect(!svg.contains("Logo<&>"))
        #expect(r.warnings.first?.contains("Image(\"Logo<&>\")") == true)
    }

    @Test("a resizable symbol stretches to its frame; scaledToFit keeps its shape")
    func resizable() throws {
        let stretched = DrawnView(Image(systemName: "circle.fill").resizable().frame(width: 80, height: 40))
        let disc = try #require(stretched.shapes.first)
        #expect(close(disc.bounds.width, 2 * 10.4 * 80 / 24))
        #expect(close(disc.bounds.height, 2 * 10.4 * 40 / 24))
        let fitted = DrawnView(Image(systemName: "circle.fill").resizable().scaledToFit().frame(width: 80, height: 40))
        let round = try #require(fitted.shapes.first)
        #expect(close(round.bounds.width, round.bounds.height))
        #expect(close(round.bounds.height, 2 * 10.4 * 40 / 24))
        #expect(close(round.bounds.midX, 40))
    }

    @Test("Label puts the icon before its title, and its styles drop one or the other")
    func labels() throws {
        let both = DrawnView(Label("Steps", systemImage: "figure.walk"))
        let title = try #require(both.text("Steps"))
        #expect(close(title.origin.x, 20.4 + 8))
        #expect(!both.shapes(classed: "symbol").isEmpty)
        let titleOnly = DrawnView(Label("Steps", systemImage: "figure.walk").labelStyle(.titleOnly))
        #expect(titleOnly.shapes.isEmpty && titleOnly.text("Steps") != nil)
        let iconOnly = DrawnView(Label("Steps", systemImage: "figure.walk").labelStyle(.iconOnly))
        #expect(iconOnly.texts.isEmpty && !iconOnly.shapes.isEmpty)
        let built = DrawnView(Label { Text("Revenue") } icon: { Image(systemName: "dollarsign.circle") }.labelStyle(.titleAndIcon))
        #expect(built.text("Revenue") != nil && !built.shapes.isEmpty)
    }
}
