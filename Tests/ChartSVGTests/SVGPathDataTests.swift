import ChartScene
import Testing
@testable import ChartSVG

@Suite("SVG path data")
struct SVGPathDataTests {
    private let p = TestSupport.point

    @Test("a polyline is one moveto followed by implicit linetos")
    func polyline() {
        #expect(TestSupport.pathData([.move(to: p(1, 2)), .line(to: p(3, 4)), .line(to: p(5.5, 6))]) == "M1 2 3 4 5.5 6")
    }

    @Test("a minus sign separates numbers without a space")
    func negatives() {
        #expect(TestSupport.pathData([.move(to: p(-1, -2)), .line(to: p(3, -4.25))]) == "M-1-2 3-4.25")
    }

    @Test("a command letter is written only when the command changes")
    func commandLetters() {
        let d = TestSupport.pathData([
            .move(to: p(0, 0)),
            .curve(to: p(3, 3), control1: p(1, 0), control2: p(2, 1)),
            .curve(to: p(6, 6), control1: p(4, 4), control2: p(5, 5)),
            .quadCurve(to: p(8, 8), control: p(7, 6)),
            .line(to: p(9, 9)),
            .closeSubpath,
            .line(to: p(1, 1)),
            .move(to: p(10, 10)),
            .move(to: p(11, 11)),
        ])
        #expect(d == "M0 0C1 0 2 1 3 3 4 4 5 5 6 6Q7 6 8 8L9 9ZL1 1M10 10M11 11")
    }

    @Test("coordinates are rounded to two fraction digits")
    func rounding() {
        #expect(TestSupport.pathData([.move(to: p(0.125, 1.0049)), .line(to: p(-0.001, 2.999))]) == "M0.13 1 0 3")
    }

    @Test("a non-finite point leaves a gap and the next segment starts a new subpath")
    func gaps() {
        let d = TestSupport.pathData([
            .move(to: p(0, 0)), .line(to: p(1, 1)), .line(to: p(.nan, 2)),
            .line(to: p(3, 3)), .line(to: p(4, .infinity)), .line(to: p(5, 5)), .line(to: p(6, 6)),
        ])
        #expect(d == "M0 0 1 1M3 3M5 5 6 6")
    }

    @Test("a segment with a non-finite control point is dropped like a non-finite end point")
    func controlPoints() {
        let d = TestSupport.pathData([
            .move(to: p(0, 0)), .curve(to: p(3, 3), control1: p(.nan, 0), control2: p(2, 1)),
            .quadCurve(to: p(4, 4), control: p(3, 4)), .line(to: p(5, 5)),
        ])
        #expect(d == "M0 0M4 4 5 5")
    }

    @Test("a path may start without a moveto: its first segment becomes one")
    func missingMove() {
        #expect(TestSupport.pathData([.line(to: p(1, 1)), .line(to: p(2, 2)), .closeSubpath]) == "M1 1 2 2Z")
        #expect(TestSupport.pathData([.closeSubpath, .move(to: p(1, 1))]) == "M1 1")
    }

    @Test("a path draws something only when a segment survives", arguments: [
        ([PathElement](), false),
        ([.move(to: ScenePoint(1, 1))], false),
        ([.move(to: ScenePoint(1, 1)), .move(to: ScenePoint(2, 2))], false),
        ([.line(to: ScenePoint(1, 1))], false),
        ([.move(to: ScenePoint(.nan, 1)), .line(to: ScenePoint(1, .nan))], false),
        ([.move(to: ScenePoint(1, 1)), .line(to: ScenePoint(.nan, 1)), .line(to: ScenePoint(2, 2))], false),
        ([.move(to: ScenePoint(1, 1)), .closeSubpath], true),
        ([.move(to: ScenePoint(1, 1)), .line(to: ScenePoint(1, 1))], true),
        ([.line(to: ScenePoint(1, 1)), .line(to: ScenePoint(2, 2))], true),
    ])
    func drawsAnything(elements: [PathElement], expected: Bool) {
        #expect(SVGPathData.drawsAnything(ScenePath(elements)) == expected)
    }
}
