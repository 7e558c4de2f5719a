@testable import ChartPNG
import ChartScene
import Testing

@Suite("Text through a glyph outliner")
struct TextPlacementTests {
    /// A stand-in font: every character a box 6 wide and 7 tall standing on the baseline,
    /// advancing 6 per character, at size 10.
    static let boxes: GlyphOutliner = { string, _, size in
        let w = size * 0.6, h = size * 0.7
        var path = ScenePath()
        for i in 0..<string.count {
            let x = Double(i) * w
            path.move(to: ScenePoint(x + 0.5, -h)); path.addLine(to: ScenePoint(x + w - 0.5, -h))
            path.addLine(to: ScenePoint(x + w - 0.5, 0)); path.addLine(to: ScenePoint(x + 0.5, 0)); path.closeSubpath()
        }
        return (path, w * Double(string.count))
    }

    static func draw(_ anchor: SceneTextAnchor, rotation: Double = 0, outliner: GlyphOutliner? = boxes) -> Pixmap {
        let text = SceneText(string: "Mon", origin: ScenePoint(30, 20), anchor: anchor, font: SceneFont(size: 10),
                             fill: .color(.black), rotation: rotation)
        return Raster.render([.text(text)], width: 60, height: 60, options: RasterOptions(glyphOutliner: outliner))
    }

    /// The first and last columns with ink on row `y`.
    static func inkColumns(_ p: Pixmap, row y: Int) -> ClosedRange<Int>? {
        let xs = (0..<p.width).filter { Raster.alpha(p, $0, y) > 0 }
        guard let a = xs.first, let b = xs.last else { return nil }
        return a...b
    }

    @Test("start, middle and end anchors put the run after, around and before the origin, as text-anchor does")
    func anchors() {
        // "Mon" advances 18: start runs 30...48, middle 21...39, end 12...30 (each box inset by 0.5).
        #expect(Self.inkColumns(Self.draw(.start), row: 17) == 30...47)
        #expect(Self.inkColumns(Self.draw(.middle), row: 17) == 21...38)
        #expect(Self.inkColumns(Self.draw(.end), row: 17) == 12...29)
    }

    @Test("the origin is on the baseline: glyphs stand above it")
    func baseline() {
        let p = Self.draw(.start)
        #expect(Raster.alpha(p, 33, 19) == 255)  // just above the baseline at y = 20
        #expect(Raster.alpha(p, 33, 20) == 0)
        #expect(Raster.alpha(p, 33, 13) == 255)  // 7 tall: up to y = 13
        #expect(Raster.alpha(p, 33, 12) == 0)
    }

    @Test("a rotation of 90° turns the run clockwise about its origin, so it reads downwards")
    func rotation() {
        let p = Self.draw(.start, rotation: 90)
        // The run now goes from y = 20 down to 38, its glyphs to the right of x = 30.
        #expect(Raster.alpha(p, 32, 23) == 255)
        #expect(Raster.alpha(p, 27, 25) == 0)
        #expect(Raster.alpha(p, 33, 10) == 0)
    }

    @Test("with no outliner, text draws nothing")
    func noOutliner() {
        #expect(Raster.area(Self.draw(.start, outliner: nil)) == 0)
    }
}
