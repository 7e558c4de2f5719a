import ChartEngine
import ChartScene
import Testing

@Suite("Curve edge cases")
struct CurveEdgeCaseTests {
    @Test("no points draw nothing", arguments: CurveExpectations.allCurves)
    func noPoints(curve: Curve) {
        #expect(CurveBuilder.path([], curve: curve).isEmpty)
        #expect(CurveBuilder.areaPath(top: [], bottom: [], curve: curve).isEmpty)
    }

    @Test("one point draws just the move", arguments: CurveExpectations.allCurves)
    func onePoint(curve: Curve) {
        CurveExpectations.expect(CurveBuilder.path([ScenePoint(3, 4)], curve: curve), equals: [.move(to: ScenePoint(3, 4))])
    }

    @Test("one point appended with connect draws a line from the current point", arguments: CurveExpectations.allCurves)
    func onePointConnected(curve: Curve) {
        var path = ScenePath.line(from: ScenePoint(0, 0), to: ScenePoint(1, 0))
        CurveBuilder.append([ScenePoint(3, 4)], curve: curve, to: &path, connect: true)
        #expect(path.elements.last == .line(to: ScenePoint(3, 4)))
        #expect(path.elements.count == 3)
    }

    @Test("connect on an empty path starts with a move, since there is nothing to join")
    func connectOnEmptyPath() {
        var path = ScenePath()
        CurveBuilder.append([ScenePoint(3, 4), ScenePoint(5, 6)], curve: .linear, to: &path, connect: true)
        #expect(path.elements == [.move(to: ScenePoint(3, 4)), .line(to: ScenePoint(5, 6))])
    }

    @Test("two points draw a straight segment with every smooth curve",
          arguments: [Curve.linear, .catmullRom(alpha: 0.5), .cardinal(tension: 0), .monotone])
    func twoPoints(curve: Curve) {
        CurveExpectations.expect(CurveBuilder.path([ScenePoint(0, 0), ScenePoint(2, 1)], curve: curve), equals: [
            .move(to: ScenePoint(0, 0)), .line(to: ScenePoint(2, 1)),
        ])
    }

    @Test("a non-finite point splits the line into separate subpaths")
    func gaps() {
        let points = [ScenePoint(0, 0), ScenePoint(1, 1), ScenePoint(.nan, 2), ScenePoint(3, 3),
                      ScenePoint(4, .infinity), ScenePoint(5, 5), ScenePoint(6, 6)]
        CurveExpectations.expect(CurveBuilder.path(points, curve: .cardinal(tension: 0)), equals: [
            .move(to: ScenePoint(0, 0)), .line(to: ScenePoint(1, 1)),
            .move(to: ScenePoint(3, 3)),
            .move(to: ScenePoint(5, 5)), .line(to: ScenePoint(6, 6)),
        ])
    }

    @Test("a non-finite point on either edge splits an area into closed pieces")
    func areaGaps() {
        let top = [ScenePoint(0, 0), ScenePoint(1, 1), ScenePoint(2, 2), ScenePoint(3, 3)]
        let bottom = [ScenePoint(0, 5), ScenePoint(1, .nan), ScenePoint(2, 5), ScenePoint(3, 5)]
        CurveExpectations.expect(CurveBuilder.areaPath(top: top, bottom: bottom, curve: .monotone), equals: [
            .move(to: ScenePoint(0, 0)), .line(to: ScenePoint(0, 5)), .closeSubpath,
            .move(to: ScenePoint(2, 2)), .line(to: ScenePoint(3, 3)),
            .line(to: ScenePoint(3, 5)), .line(to: ScenePoint(2, 5)), .closeSubpath,
        ])
    }

    @Test("an area uses only the indices both edges have")
    func areaUnevenEdges() {
        let top = [ScenePoint(0, 0), ScenePoint(1, 1), ScenePoint(2, 2)]
        let bottom = [ScenePoint(0, 5), ScenePoint(1, 5)]
        CurveExpectations.expect(CurveBuilder.areaPath(top: top, bottom: bottom, curve: .linear), equals: [
            .move(to: ScenePoint(0, 0)), .line(to: ScenePoint(1, 1)),
            .line(to: ScenePoint(1, 5)), .line(to: ScenePoint(0, 5)), .closeSubpath,
        ])
    }

    @Test("every curve gives finite coordinates through hostile data", arguments: CurveExpectations.allCurves)
    func hostileData(curve: Curve) {
        // A seeded linear congruential generator (Knuth's MMIX constants) keeps the data fixed.
        var state: UInt64 = 0x5EED
        func next() -> Double {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Double(state >> 11) / Double(1 << 53)
        }
        var points: [ScenePoint] = []
        for i in 0..<200 {
            switch i % 7 {
            case 0: points.append(ScenePoint(next() * 10, next() * 10))               // unsorted x
            case 1: points.append(points.last ?? .zero)                               // repeated point
            case 2: points.append(ScenePoint(points.last?.x ?? 0, next() * 1e300))    // duplicate x, huge y
            case 3: points.append(ScenePoint(Double(i), -1e-300))                     // tiny y
            case 4: points.append(ScenePoint(.nan, 1))                                // gap
            default: points.append(ScenePoint(Double(i) + next(), next() * 100 - 50))
            }
        }
        let line = CurveBuilder.path(points, curve: curve)
        let area = CurveBuilder.areaPath(top: points, bottom: points.map { ScenePoint($0.x, 0) }, curve: curve)
        for path in [line, area] {
            #expect(!path.isEmpty)
            #expect(CurveExpectations.coordinates(path).allSatisfy { $0.x.isFinite && $0.y.isFinite })
        }
    }

    @Test("out-of-range curve parameters still draw through the points")
    func oddParameters() {
        let points = [ScenePoint(0, 0), ScenePoint(1, 1), ScenePoint(2, 0)]
        for curve in [Curve.catmullRom(alpha: .nan), .catmullRom(alpha: -3), .cardinal(tension: .infinity)] {
            let path = CurveBuilder.path(points, curve: curve)
            #expect(path.elements.count == 3)
            #expect(CurveExpectations.coordinates(path).allSatisfy { $0.x.isFinite && $0.y.isFinite })
        }
    }
}
