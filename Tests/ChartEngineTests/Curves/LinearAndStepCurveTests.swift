import ChartScene
import ChartEngine
import Testing

@Suite("Linear and step curves")
struct LinearAndStepCurveTests {
    let points = [ScenePoint(0, 0), ScenePoint(2, 2), ScenePoint(4, 1)]

    @Test("linear joins the points with straight segments")
    func linear() {
        CurveExpectations.expect(CurveBuilder.path(points, curve: .linear), equals: [
            .move(to: ScenePoint(0, 0)), .line(to: ScenePoint(2, 2)), .line(to: ScenePoint(4, 1)),
        ])
    }

    @Test("stepStart holds each value from its point to the next x, then jumps")
    func stepStart() {
        CurveExpectations.expect(CurveBuilder.path(points, curve: .stepStart), equals: [
            .move(to: ScenePoint(0, 0)),
            .line(to: ScenePoint(2, 0)), .line(to: ScenePoint(2, 2)),
            .line(to: ScenePoint(4, 2)), .line(to: ScenePoint(4, 1)),
        ])
    }

    @Test("stepEnd jumps at the previous x, then holds the value into its point")
    func stepEnd() {
        CurveExpectations.expect(CurveBuilder.path(points, curve: .stepEnd), equals: [
            .move(to: ScenePoint(0, 0)),
            .line(to: ScenePoint(0, 2)), .line(to: ScenePoint(2, 2)),
            .line(to: ScenePoint(2, 1)), .line(to: ScenePoint(4, 1)),
        ])
    }

    @Test("stepCenter jumps midway between points and finishes into the last point")
    func stepCenter() {
        CurveExpectations.expect(CurveBuilder.path(points, curve: .stepCenter), equals: [
            .move(to: ScenePoint(0, 0)),
            .line(to: ScenePoint(1, 0)), .line(to: ScenePoint(1, 2)),
            .line(to: ScenePoint(3, 2)), .line(to: ScenePoint(3, 1)),
            .line(to: ScenePoint(4, 1)),
        ])
    }

    @Test("a step area's bottom edge, drawn backwards, keeps the forward edge's corners")
    func stepArea() {
        let bottom = [ScenePoint(0, 6), ScenePoint(2, 7), ScenePoint(4, 8)]
        CurveExpectations.expect(CurveBuilder.areaPath(top: points, bottom: bottom, curve: .stepStart), equals: [
            .move(to: ScenePoint(0, 0)),
            .line(to: ScenePoint(2, 0)), .line(to: ScenePoint(2, 2)),
            .line(to: ScenePoint(4, 2)), .line(to: ScenePoint(4, 1)),
            // The forward stepStart bottom is (0,6) (2,6) (2,7) (4,7) (4,8); this is it reversed.
            .line(to: ScenePoint(4, 8)),
            .line(to: ScenePoint(4, 7)), .line(to: ScenePoint(2, 7)),
            .line(to: ScenePoint(2, 6)), .line(to: ScenePoint(0, 6)),
            .closeSubpath,
        ])
    }

    @Test("a linear area runs along the top, down, back along the bottom and closes")
    func linearArea() {
        let top = [ScenePoint(0, 0), ScenePoint(1, 1), ScenePoint(2, 0)]
        let bottom = [ScenePoint(0, 5), ScenePoint(1, 5), ScenePoint(2, 5)]
        CurveExpectations.expect(CurveBuilder.areaPath(top: top, bottom: bottom, curve: .linear), equals: [
            .move(to: ScenePoint(0, 0)), .line(to: ScenePoint(1, 1)), .line(to: ScenePoint(2, 0)),
            .line(to: ScenePoint(2, 5)), .line(to: ScenePoint(1, 5)), .line(to: ScenePoint(0, 5)),
            .closeSubpath,
        ])
    }
}
