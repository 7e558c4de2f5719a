import ChartEngine
import ChartScene
import Testing

/// Expected control points follow d3-shape's published formulas, worked by hand in comments.
@Suite("Cardinal and Catmull–Rom curves")
struct SplineCurveTests {
    let arch = [ScenePoint(0, 0), ScenePoint(1, 1), ScenePoint(2, 0)]

    @Test("cardinal tension 0 uses tangents (p2 − p0)/6 and flat ends")
    func cardinalArch() {
        // Segment 1: c1 = p0; c2 = p1 − (p2 − p0)/6 = (1,1) − (2,0)/6 = (2/3, 1).
        // Segment 2: c1 = p1 + (p2 − p0)/6 = (4/3, 1); c2 = p2.
        CurveExpectations.expect(CurveBuilder.path(arch, curve: .cardinal(tension: 0)), equals: [
            .move(to: ScenePoint(0, 0)),
            .curve(to: ScenePoint(1, 1), control1: ScenePoint(0, 0), control2: ScenePoint(2.0 / 3, 1)),
            .curve(to: ScenePoint(2, 0), control1: ScenePoint(4.0 / 3, 1), control2: ScenePoint(2, 0)),
        ])
    }

    @Test("cardinal tension 0.5 halves the tangents: k = (1 − 0.5)/6 = 1/12")
    func cardinalHalfTension() {
        CurveExpectations.expect(CurveBuilder.path(arch, curve: .cardinal(tension: 0.5)), equals: [
            .move(to: ScenePoint(0, 0)),
            .curve(to: ScenePoint(1, 1), control1: ScenePoint(0, 0), control2: ScenePoint(5.0 / 6, 1)),
            .curve(to: ScenePoint(2, 0), control1: ScenePoint(7.0 / 6, 1), control2: ScenePoint(2, 0)),
        ])
    }

    @Test("cardinal through four points uses both neighbours on the middle segment")
    func cardinalFourPoints() {
        let zigzag = arch + [ScenePoint(3, 1)]
        // Middle: c1 = p1 + (p2 − p0)/6 = (4/3, 1); c2 = p2 − (p3 − p1)/6 = (2,0) − (2,0)/6 = (5/3, 0).
        // Last: c1 = p2 + (p3 − p1)/6 = (7/3, 0); c2 = p3.
        CurveExpectations.expect(CurveBuilder.path(zigzag, curve: .cardinal(tension: 0)), equals: [
            .move(to: ScenePoint(0, 0)),
            .curve(to: ScenePoint(1, 1), control1: ScenePoint(0, 0), control2: ScenePoint(2.0 / 3, 1)),
            .curve(to: ScenePoint(2, 0), control1: ScenePoint(4.0 / 3, 1), control2: ScenePoint(5.0 / 3, 0)),
            .curve(to: ScenePoint(3, 1), control1: ScenePoint(7.0 / 3, 0), control2: ScenePoint(3, 1)),
        ])
    }

    @Test("cardinal tension 1 puts every control point on its segment's end")
    func cardinalFullTension() {
        CurveExpectations.expect(CurveBuilder.path(arch, curve: .cardinal(tension: 1)), equals: [
            .move(to: ScenePoint(0, 0)),
            .curve(to: ScenePoint(1, 1), control1: ScenePoint(0, 0), control2: ScenePoint(1, 1)),
            .curve(to: ScenePoint(2, 0), control1: ScenePoint(1, 1), control2: ScenePoint(2, 0)),
        ])
    }

    @Test("centripetal Catmull–Rom on evenly spaced points has the uniform tangents")
    func catmullRomEvenSpacing() {
        // All chords are √2, so a = 6·d², n = 6·d² and c = p1 + (p2 − p0)/6, as for cardinal 0.
        CurveExpectations.expect(CurveBuilder.path(arch, curve: .catmullRom(alpha: 0.5)), equals: [
            .move(to: ScenePoint(0, 0)),
            .curve(to: ScenePoint(1, 1), control1: ScenePoint(0, 0), control2: ScenePoint(2.0 / 3, 1)),
            .curve(to: ScenePoint(2, 0), control1: ScenePoint(4.0 / 3, 1), control2: ScenePoint(2, 0)),
        ])
    }

    @Test("centripetal Catmull–Rom weights uneven chords by their square roots")
    func catmullRomUnevenSpacing() {
        // Chords 1, 4, 4, so d = |chord|^0.5 = 1, 2, 2 and d² = 1, 4, 4.
        // Seg 1: c2: b = 2·4 + 3·2·1 + 1 = 15, m = 3·2·3 = 18, c2 = (15·p1 + 4·p0 − 1·p2)/18 = (7/9, −2/9).
        // Seg 2: a = 2 + 6 + 4 = 12, n = 9, c1 = (12·p1 − 4·p0 + 1·p2)/9 = (13/9, 4/9);
        //        b = 8 + 12 + 4 = 24, m = 24, c2 = (24·p2 + 4·p1 − 4·p3)/24 = (1/3, 10/3).
        // Seg 3: a = 24, n = 24, c1 = (24·p2 − 4·p1 + 4·p3)/24 = (5/3, 14/3).
        let points = [ScenePoint(0, 0), ScenePoint(1, 0), ScenePoint(1, 4), ScenePoint(5, 4)]
        CurveExpectations.expect(CurveBuilder.path(points, curve: .catmullRom(alpha: 0.5)), equals: [
            .move(to: ScenePoint(0, 0)),
            .curve(to: ScenePoint(1, 0), control1: ScenePoint(0, 0), control2: ScenePoint(7.0 / 9, -2.0 / 9)),
            .curve(to: ScenePoint(1, 4), control1: ScenePoint(13.0 / 9, 4.0 / 9), control2: ScenePoint(1.0 / 3, 10.0 / 3)),
            .curve(to: ScenePoint(5, 4), control1: ScenePoint(5.0 / 3, 14.0 / 3), control2: ScenePoint(5, 4)),
        ])
    }

    @Test("uniform Catmull–Rom (alpha 0) is the cardinal spline of tension 0")
    func catmullRomUniform() {
        let points = [ScenePoint(0, 0), ScenePoint(1, 0), ScenePoint(1, 4), ScenePoint(5, 4)]
        // Middle segment: c1 = p1 + (p2 − p0)/6 = (7/6, 2/3); c2 = p2 − (p3 − p1)/6 = (1/3, 10/3).
        let path = CurveBuilder.path(points, curve: .catmullRom(alpha: 0))
        CurveExpectations.expect(ScenePath(Array(path.elements[2...2])), equals: [
            .curve(to: ScenePoint(1, 4), control1: ScenePoint(7.0 / 6, 2.0 / 3), control2: ScenePoint(1.0 / 3, 10.0 / 3)),
        ])
    }

    @Test("a Catmull–Rom through a repeated point stays finite")
    func catmullRomRepeatedPoint() {
        let points = [ScenePoint(0, 0), ScenePoint(1, 1), ScenePoint(1, 1), ScenePoint(2, 0)]
        let path = CurveBuilder.path(points, curve: .catmullRom(alpha: 0.5))
        #expect(path.elements.count == 4)
        #expect(CurveExpectations.coordinates(path).allSatisfy { $0.x.isFinite && $0.y.isFinite })
    }
}
