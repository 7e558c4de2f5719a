import ChartEngine
import ChartScene
import Testing

/// Expected tangents follow Steffen 1990 as d3-shape's `curveMonotoneX` computes them.
@Suite("Monotone curve")
struct MonotoneCurveTests {
    @Test("a step-like series gets zero tangents at its corners and flat control points")
    func stepLike() {
        // Secants 0, 1, 0: every interior slope has a zero secant beside it, so it is 0;
        // the end slopes (3·0 − 0)/2 are 0 too. Controls sit at x ± 1/3 at the ends' heights.
        let points = [ScenePoint(0, 0), ScenePoint(1, 0), ScenePoint(2, 1), ScenePoint(3, 1)]
        CurveExpectations.expect(CurveBuilder.path(points, curve: .monotone), equals: [
            .move(to: ScenePoint(0, 0)),
            .curve(to: ScenePoint(1, 0), control1: ScenePoint(1.0 / 3, 0), control2: ScenePoint(2.0 / 3, 0)),
            .curve(to: ScenePoint(2, 1), control1: ScenePoint(4.0 / 3, 0), control2: ScenePoint(5.0 / 3, 1)),
            .curve(to: ScenePoint(3, 1), control1: ScenePoint(7.0 / 3, 1), control2: ScenePoint(8.0 / 3, 1)),
        ])
    }

    @Test("rising data takes Steffen's limited slope and one-sided end slopes")
    func rising() {
        // Secants 1 and 2, p = (1·1 + 2·1)/2 = 1.5, slope at p1 = 2·min(1, 2, 0.75) = 1.5.
        // End slopes: (3·1 − 1.5)/2 = 0.75 and (3·2 − 1.5)/2 = 2.25; handles are h/3 = 1/3.
        let points = [ScenePoint(0, 0), ScenePoint(1, 1), ScenePoint(2, 3)]
        CurveExpectations.expect(CurveBuilder.path(points, curve: .monotone), equals: [
            .move(to: ScenePoint(0, 0)),
            .curve(to: ScenePoint(1, 1), control1: ScenePoint(1.0 / 3, 0.25), control2: ScenePoint(2.0 / 3, 0.5)),
            .curve(to: ScenePoint(2, 3), control1: ScenePoint(4.0 / 3, 1.5), control2: ScenePoint(5.0 / 3, 2.25)),
        ])
    }

    @Test("no control point leaves the range of its segment's end points")
    func noOvershoot() {
        let ys: [Double] = [0, 0, 10, 10, 10, 0, 5, 5, 4, 9, 9.5, 0]
        let points = ys.enumerated().map { ScenePoint(Double($0.offset), $0.element) }
        let path = CurveBuilder.path(points, curve: .monotone)
        var start = points[0]
        for element in path.elements.dropFirst() {
            guard case .curve(let end, let c1, let c2) = element else {
                Issue.record("expected only curves, got \(element)")
                continue
            }
            let low = min(start.y, end.y), high = max(start.y, end.y)
            #expect((low...high).contains(c1.y) && (low...high).contains(c2.y), "\(start) → \(end): \(c1), \(c2)")
            start = end
        }
    }

    @Test("repeated points are ignored, leaving a straight segment for two distinct points")
    func repeatedPoints() {
        let points = [ScenePoint(0, 0), ScenePoint(0, 0), ScenePoint(1, 1)]
        CurveExpectations.expect(CurveBuilder.path(points, curve: .monotone), equals: [
            .move(to: ScenePoint(0, 0)), .line(to: ScenePoint(1, 1)),
        ])
    }

    @Test("duplicate x, unsorted x and vertical data give finite curves through every point")
    func irregularX() {
        let cases: [[ScenePoint]] = [
            [ScenePoint(0, 0), ScenePoint(1, 1), ScenePoint(1, 2), ScenePoint(2, 3)],
            [ScenePoint(0, 0), ScenePoint(2, 1), ScenePoint(1, 3), ScenePoint(3, 0)],
            [ScenePoint(0, 0), ScenePoint(0, 1), ScenePoint(0, 2), ScenePoint(0, 3)],
        ]
        for points in cases {
            let path = CurveBuilder.path(points, curve: .monotone)
            #expect(path.elements.count == points.count)
            #expect(CurveExpectations.coordinates(path).allSatisfy { $0.x.isFinite && $0.y.isFinite })
            if case .curve(let end, _, _)? = path.elements.last {
                #expect(end == points.last)
            }
        }
    }

    @Test("vertical data draws straight segments, its Bézier handles collapsing onto the ends")
    func verticalData() {
        let points = [ScenePoint(0, 0), ScenePoint(0, 1), ScenePoint(0, 3)]
        let path = CurveBuilder.path(points, curve: .monotone)
        CurveExpectations.expect(path, equals: [
            .move(to: ScenePoint(0, 0)),
            .curve(to: ScenePoint(0, 1), control1: ScenePoint(0, 0), control2: ScenePoint(0, 1)),
            .curve(to: ScenePoint(0, 3), control1: ScenePoint(0, 1), control2: ScenePoint(0, 3)),
        ])
    }
}
