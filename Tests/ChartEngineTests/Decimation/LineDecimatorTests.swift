import ChartEngine
import ChartScene
import Testing

@Suite("M4 line decimation")
struct LineDecimatorTests {
    /// Points compared coordinate by coordinate, with NaN equal to NaN (a gap).
    func expect(_ actual: [ScenePoint], _ expected: [ScenePoint], sourceLocation: SourceLocation = #_sourceLocation) {
        func same(_ a: Double, _ b: Double) -> Bool { a == b || (a.isNaN && b.isNaN) }
        let equal = actual.count == expected.count && zip(actual, expected).allSatisfy { same($0.x, $1.x) && same($0.y, $1.y) }
        #expect(equal, "\(actual) is not \(expected)", sourceLocation: sourceLocation)
    }

    @Test("each column keeps its first, smallest-y, largest-y and last point, in their order")
    func keepsFourPerColumn() {
        let points = [
            ScenePoint(0.1, 5), ScenePoint(0.2, 1), ScenePoint(0.3, 9), ScenePoint(0.4, 4), ScenePoint(0.5, 6),
            ScenePoint(1.2, 3), ScenePoint(1.7, 3),
            ScenePoint(2.5, 7),
        ]
        // Column 0 drops (0.4, 4); column 1's tie keeps its first point; column 2 is one point.
        expect(LineDecimator.m4(points, originX: 0, columnWidth: 1), [
            ScenePoint(0.1, 5), ScenePoint(0.2, 1), ScenePoint(0.3, 9), ScenePoint(0.5, 6),
            ScenePoint(1.2, 3), ScenePoint(1.7, 3),
            ScenePoint(2.5, 7),
        ])
    }

    @Test("the largest y before the smallest keeps that order")
    func extremesInDataOrder() {
        let points = [ScenePoint(0, 0), ScenePoint(0.1, 9), ScenePoint(0.15, 4), ScenePoint(0.2, -3), ScenePoint(0.3, 1)]
        expect(LineDecimator.m4(points, originX: 0, columnWidth: 1),
               [ScenePoint(0, 0), ScenePoint(0.1, 9), ScenePoint(0.2, -3), ScenePoint(0.3, 1)])
    }

    @Test("columns are columnWidth wide from originX, and points left of it fall in earlier columns")
    func columnsFromOrigin() {
        let points = [
            ScenePoint(9.5, 8),
            ScenePoint(10, 1), ScenePoint(10.5, 5), ScenePoint(11, 3), ScenePoint(11.5, 0), ScenePoint(11.9, 2),
            ScenePoint(12, 4),
        ]
        // [10, 12) holds five points and drops (11, 3); 9.5 and 12 are columns of their own.
        expect(LineDecimator.m4(points, originX: 10, columnWidth: 2), [
            ScenePoint(9.5, 8),
            ScenePoint(10, 1), ScenePoint(10.5, 5), ScenePoint(11.5, 0), ScenePoint(11.9, 2),
            ScenePoint(12, 4),
        ])
    }

    @Test("a gap splits the line: each run is thinned alone, with one gap point between them")
    func gaps() {
        let points = [
            ScenePoint(.nan, 3),
            ScenePoint(0, 1), ScenePoint(0.2, 5), ScenePoint(0.4, 2), ScenePoint(0.6, 3), ScenePoint(0.8, 4),
            ScenePoint(0.9, .nan), ScenePoint(0.95, .nan),
            ScenePoint(0.97, 2), ScenePoint(1.5, 1),
        ]
        // The leading gap draws nothing; the first run's first point is also its smallest y.
        expect(LineDecimator.m4(points, originX: 0, columnWidth: 1), [
            ScenePoint(0, 1), ScenePoint(0.2, 5), ScenePoint(0.8, 4),
            ScenePoint(.nan, .nan),
            ScenePoint(0.97, 2), ScenePoint(1.5, 1),
        ])
    }

    @Test("x running backwards is thinned the same way")
    func fallingX() {
        let points = [ScenePoint(2.9, 1), ScenePoint(2.5, 4), ScenePoint(2.1, 0), ScenePoint(2.05, 2), ScenePoint(2.0, 3),
                      ScenePoint(1.5, 6)]
        expect(LineDecimator.m4(points, originX: 0, columnWidth: 1),
               [ScenePoint(2.9, 1), ScenePoint(2.5, 4), ScenePoint(2.1, 0), ScenePoint(2.0, 3), ScenePoint(1.5, 6)])
    }

    @Test("x is monotone when it never turns back; repeats and gaps do not count")
    func monotone() {
        #expect(LineDecimator.isMonotoneInX([ScenePoint(0, 0), ScenePoint(1, 1), ScenePoint(1, 2), ScenePoint(2, 0)]))
        #expect(LineDecimator.isMonotoneInX([ScenePoint(3, 0), ScenePoint(2, 0), ScenePoint(2, 1)]))
        #expect(LineDecimator.isMonotoneInX([ScenePoint(0, 0), ScenePoint(.nan, 1), ScenePoint(5, .nan), ScenePoint(1, 0)]))
        #expect(LineDecimator.isMonotoneInX([]))
        #expect(!LineDecimator.isMonotoneInX([ScenePoint(0, 0), ScenePoint(2, 0), ScenePoint(1, 0)]))
    }
}
