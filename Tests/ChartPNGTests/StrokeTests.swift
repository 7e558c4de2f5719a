@testable import ChartPNG
import ChartScene
import Testing

@Suite("Strokes: caps, joins and dashes")
struct StrokeTests {
    static func line(cap: LineCap, dash: [Double] = [], phase: Double = 0) -> Pixmap {
        let stroke = Stroke(paint: Raster.black, width: 10, cap: cap, dash: dash, dashPhase: phase)
        return Raster.render([.shape(SceneShape(path: .line(from: ScenePoint(20, 20), to: ScenePoint(40, 20)), stroke: stroke))],
                             width: 60, height: 40)
    }

    @Test("a butt-capped line 20 long and 10 wide covers 200 pixels, a square-capped one 300")
    func buttAndSquareCaps() {
        #expect(abs(Raster.area(Self.line(cap: .butt)) - 200) < 0.05)
        #expect(abs(Raster.area(Self.line(cap: .square)) - 300) < 0.05)
    }

    @Test("round caps add a disc of the stroke's width: 200 + π·5² pixels")
    func roundCapArea() {
        let area = Raster.area(Self.line(cap: .round))
        #expect(abs(area - (200 + Double.pi * 25)) < 1.5)
        #expect(Raster.alpha(Self.line(cap: .round), 16, 20) == 255)  // inside the left cap
        #expect(Raster.alpha(Self.line(cap: .round), 15, 15) == 0)    // outside it, at the corner
    }

    @Test("dashes of 4 on, 2 off cover two thirds of the line; a phase of 3 shifts them left")
    func dashes() {
        let dashed = Self.line(cap: .butt, dash: [4, 2])
        // 20 long: on 0–4, 6–10, 12–16, 18–20: 14 units, 10 wide.
        #expect(abs(Raster.area(dashed) - 140) < 0.05)
        #expect(Raster.alpha(dashed, 21, 20) == 255)  // x = 1 along the line
        #expect(Raster.alpha(dashed, 24, 20) == 0)    // x = 4...6 is off
        #expect(Raster.alpha(dashed, 26, 20) == 255)
        let shifted = Self.line(cap: .butt, dash: [4, 2], phase: 3)
        // Starting 3 into the pattern: on 0–1, off 1–3, on 3–7, off 7–9, on 9–13, off 13–15, on 15–19, off 19–20.
        #expect(abs(Raster.area(shifted) - 130) < 0.05)
        #expect(Raster.alpha(shifted, 21, 20) == 0)
        #expect(Raster.alpha(shifted, 23, 20) == 255)
    }

    @Test("an odd dash list repeats twice, as SVG does")
    func oddDashList() {
        // [5] is [5, 5]: on 0–5, off 5–10, on 10–15, off 15–20.
        #expect(abs(Raster.area(Self.line(cap: .butt, dash: [5])) - 100) < 0.05)
    }

    @Test("a miter join fills the corner square; a bevel cuts it in half")
    func joins() {
        var corner = ScenePath()
        corner.move(to: ScenePoint(10, 30)); corner.addLine(to: ScenePoint(30, 30)); corner.addLine(to: ScenePoint(30, 10))
        func draw(_ join: LineJoin) -> Pixmap {
            Raster.render([.shape(SceneShape(path: corner, stroke: Stroke(paint: Raster.black, width: 4, join: join)))], height: 40)
        }
        // Two 20 × 4 arms overlapping on a 2 × 2 square inside the corner; the outer 2 × 2
        // corner square is the miter, half of it the bevel.
        #expect(abs(Raster.area(draw(.miter)) - (80 + 80 - 4 + 4)) < 0.05)
        #expect(abs(Raster.area(draw(.bevel)) - (80 + 80 - 4 + 2)) < 0.05)
        #expect(Raster.alpha(draw(.miter), 31, 31) == 255)
        // The bevel's edge x + y = 62 cuts pixel (31, 30) corner to corner and misses (31, 31).
        #expect(Raster.alpha(draw(.bevel), 31, 30) == 128)
        #expect(Raster.alpha(draw(.bevel), 31, 31) == 0)
    }

    @Test("a closed rectangle's stroke is a ring with an empty middle")
    func closedRing() {
        let path = ScenePath.rect(SceneRect(x: 10, y: 10, width: 20, height: 10))
        let p = Raster.render([.shape(SceneShape(path: path, stroke: Stroke(paint: Raster.black, width: 2)))])
        #expect(Raster.alpha(p, 20, 15) == 0)
        #expect(Raster.alpha(p, 20, 9) == 255)
        // Outer 22 × 12 less inner 18 × 8.
        #expect(abs(Raster.area(p) - (264 - 144)) < 0.05)
    }

    @Test("a hostile dash pattern of a billion dashes draws the line solid instead of hanging")
    func hostileDashes() {
        let p = Self.line(cap: .butt, dash: [1e-9, 1e-9])
        #expect(abs(Raster.area(p) - 200) < 0.05)
    }
}

@Suite("Deterministic trigonometry")
struct StrokeMathTests {
    @Test("sine, cosine and arc tangent give the textbook values to 15 digits", arguments: [
        (Double.pi / 6, 0.5, 0.866_025_403_784_438_6),
        (Double.pi / 4, 0.707_106_781_186_547_5, 0.707_106_781_186_547_5),
        (2 * Double.pi / 3, 0.866_025_403_784_438_6, -0.5),
        (-5 * Double.pi / 4, 0.707_106_781_186_547_5, -0.707_106_781_186_547_5),
        (7.0, 0.656_986_598_718_789_1, 0.753_902_254_343_304_6),
    ])
    func trig(angle: Double, sin: Double, cos: Double) {
        let v = StrokeMath.sineCosine(angle)
        #expect(abs(v.sin - sin) < 1e-15)
        #expect(abs(v.cos - cos) < 1e-15)
        let back = StrokeMath.arcTangent2(sin, cos)
        let expected = (angle + Double.pi).truncatingRemainder(dividingBy: 2 * Double.pi) - Double.pi
        #expect(abs(back - (expected < -Double.pi ? expected + 2 * Double.pi : expected)) < 1e-14)
    }
}
