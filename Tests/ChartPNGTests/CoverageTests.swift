@testable import ChartPNG
import ChartScene
import Testing

@Suite("Anti-aliased coverage")
struct CoverageTests {
    @Test("a coverage value becomes its byte toward zero: whole numbers as they are, the float below each one less")
    func coverageByte() {
        #expect(CoverageAccumulator.byte(.nan) == 0)
        #expect(CoverageAccumulator.byte(0) == 0)
        #expect(CoverageAccumulator.byte(0.5) == 0)
        #expect(CoverageAccumulator.byte(127.5) == 127)
        #expect(CoverageAccumulator.byte(255.5) == 255)
        for k in 0...255 {
            #expect(CoverageAccumulator.byte(Float(k)) == UInt8(k))
            if k < 255 { #expect(CoverageAccumulator.byte(Float(k + 1).nextDown) == UInt8(k)) }
            #expect(CoverageAccumulator.byte(Float(k) + 0.5) == UInt8(k))
        }
        // Full and empty coverage under both rules.
        #expect(CoverageAccumulator.coverage(1, .nonZero) == 255 && CoverageAccumulator.coverage(-3, .nonZero) == 255)
        #expect(CoverageAccumulator.coverage(2, .evenOdd) == 0 && CoverageAccumulator.coverage(0.5, .nonZero) == 128)
    }

    @Test("a 10×10 square at half-pixel offsets covers a quarter of each corner pixel and half of each edge pixel")
    func halfPixelSquare() {
        let p = Raster.render([Raster.rect(0.5, 0.5, 10, 10)])
        #expect(Raster.alpha(p, 0, 0) == 64)    // 0.25 × 255 = 63.75
        #expect(Raster.alpha(p, 10, 10) == 64)
        #expect(Raster.alpha(p, 5, 0) == 128)   // 0.5 × 255 = 127.5
        #expect(Raster.alpha(p, 0, 5) == 128)
        #expect(Raster.alpha(p, 10, 5) == 128)
        #expect(Raster.alpha(p, 5, 5) == 255)
        #expect(Raster.alpha(p, 11, 5) == 0)
        // Rounding each partial pixel to a byte moves the sum by at most half a level per pixel.
        #expect(abs(Raster.area(p) - 100) < 44 * 0.5 / 255)
    }

    @Test("a triangle's diagonal pixels are half covered")
    func diagonal() {
        let tri = ScenePath.polygon([ScenePoint(0, 0), ScenePoint(10, 0), ScenePoint(0, 10)])
        let p = Raster.render([.shape(SceneShape(path: tri, fill: Raster.black))])
        // The hypotenuse x + y = 10 cuts pixel (4, 5) from corner to corner.
        #expect(Raster.alpha(p, 4, 5) == 128)
        #expect(Raster.alpha(p, 3, 5) == 255)
        #expect(Raster.alpha(p, 5, 5) == 0)
        #expect(abs(Raster.area(p) - 50) < 20 * 0.5 / 255)
    }

    @Test("an even-odd ring has a hole; the same outlines under non-zero fill it")
    func evenOddRing() {
        // Both squares run clockwise, so non-zero counts the inner one twice.
        var c = Contours()
        for (x0, x1) in [(2.0, 22.0), (7.0, 17.0)] {
            c.append(ScenePoint(x0, x0)); c.append(ScenePoint(x1, x0)); c.append(ScenePoint(x1, x1)); c.append(ScenePoint(x0, x1))
            c.close()
        }
        for (rule, hole) in [(FillRule.evenOdd, 0), (.nonZero, 255)] {
            var canvas = Canvas(width: 30, height: 30, options: RasterOptions())
            canvas.fill(c, rule: rule, shader: .solid(PremultipliedColor(r: 0, g: 0, b: 0, a: 255)), mask: nil)
            #expect(Raster.alpha(canvas.target, 12, 12) == hole)
            #expect(Raster.alpha(canvas.target, 4, 12) == 255)
            #expect(Raster.alpha(canvas.target, 25, 12) == 0)
        }
    }

    @Test("a path wider than the picture is cut at its edges with the winding kept")
    func offCanvas() {
        let p = Raster.render([Raster.rect(-100, 10.5, 1000, 5)])
        #expect(Raster.alpha(p, 0, 12) == 255)
        #expect(Raster.alpha(p, 39, 12) == 255)
        #expect(Raster.alpha(p, 20, 10) == 128)
        #expect(abs(Raster.area(p) - 40 * 5) < 80 * 0.5 / 255)
    }

    @Test("a circle's area is πr² within the flattening tolerance")
    func circleArea() {
        let p = Raster.render([.shape(SceneShape(path: .ellipse(in: SceneRect(x: 5, y: 5, width: 20, height: 20)), fill: Raster.black))])
        // π·10² = 314.16. Chords at most 0.1 pixel inside the arc cut off segments of at most
        // 2/3 × 0.1 × their length: 2/3 × 0.1 × 62.8 ≈ 4.2 pixels in all.
        #expect(Raster.area(p) > 314.16 - 4.2 && Raster.area(p) < 314.16 + 0.5)
    }

    @Test("a segment with a NaN point lifts the pen instead of drawing a stray edge")
    func nonFiniteLiftsPen() {
        var path = ScenePath()
        path.move(to: ScenePoint(0, 5)); path.addLine(to: ScenePoint(10, 5))
        path.addLine(to: ScenePoint(.nan, 5)); path.addLine(to: ScenePoint(30, 5)); path.addLine(to: ScenePoint(39, 5))
        let p = Raster.render([.shape(SceneShape(path: path, stroke: Stroke(paint: Raster.black, width: 2)))])
        #expect(Raster.alpha(p, 5, 4) == 255)
        #expect(Raster.alpha(p, 20, 4) == 0)   // the gap
        #expect(Raster.alpha(p, 35, 4) == 255)
    }
}

@Suite("Hostile geometry")
struct HostileGeometryTests {
    @Test("coordinates near the limits of Double, huge transforms and empty scenes draw without crashing")
    func extremes() {
        let huge = ScenePath.polygon([ScenePoint(-1e308, -1e308), ScenePoint(1e308, 5), ScenePoint(3, 1e308)])
        let scaled = SceneGroup(children: [Raster.rect(0, 0, 1, 1)], transform: SceneTransform(a: 1e200, b: 0, c: 0, d: 1e200, tx: -1e300, ty: 0))
        let singular = SceneGroup(children: [Raster.rect(0, 0, 10, 10)], transform: SceneTransform(a: 0, b: 0, c: 0, d: 0, tx: 5, ty: 5))
        let p = Raster.render([.shape(SceneShape(path: huge, fill: Raster.black, stroke: Stroke(paint: Raster.black, width: 1e300))),
                               .shape(SceneShape(path: huge, stroke: Stroke(paint: Raster.black, width: 1e300, cap: .round, join: .round))),
                               .shape(SceneShape(path: huge, stroke: Stroke(paint: Raster.black, width: 1e-300, cap: .round, join: .round, dash: [1e-300]))),
                               .group(scaled), .group(singular),
                               .shape(SceneShape(path: ScenePath(), fill: Raster.black))])
        #expect(p.width == 40)
        let empty = Raster.render([], width: 0, height: .nan)
        #expect((empty.width, empty.height) == (1, 1))
    }
}
