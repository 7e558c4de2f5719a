import Testing
@testable import ChartScene

@Suite("Scene geometry")
struct GeometryTests {
    @Test("a rounded rectangle's corner radius is clamped to half the shorter side")
    func cornerRadiusClamped() {
        let path = ScenePath.rect(SceneRect(x: 0, y: 0, width: 10, height: 4), cornerRadius: 50)
        // With radius 2 (half of 4) the first point is 2 pt in from the left edge.
        #expect(path.elements.first == .move(to: ScenePoint(2, 0)))
        #expect(path.controlPointBounds == SceneRect(x: 0, y: 0, width: 10, height: 4))
    }

    @Test("a rectangle with negative height is standardized before drawing")
    func negativeRect() {
        let r = SceneRect(x: 5, y: 10, width: -5, height: -10).standardized
        #expect(r == SceneRect(x: 0, y: 0, width: 5, height: 10))
    }

    @Test("translation then rotation by 90° maps (1, 0) to (0, 1) before the shift")
    func transforms() {
        let t = SceneTransform.translation(10, 20).concatenating(.rotation(Double.pi / 2))
        let p = t.apply(ScenePoint(1, 0))
        #expect(abs(p.x - 10) < 1e-9)
        #expect(abs(p.y - 21) < 1e-9)
    }

    /// The point at t of a cubic Bézier, by de Casteljau's formula.
    static func bezier(_ p0: ScenePoint, _ c1: ScenePoint, _ c2: ScenePoint, _ p3: ScenePoint, _ t: Double) -> ScenePoint {
        let u = 1 - t
        let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
        return ScenePoint(a * p0.x + b * c1.x + c * c2.x + d * p3.x, a * p0.y + b * c1.y + c * c2.y + d * p3.y)
    }

    @Test("an arc of 180° is two quarter Béziers that stay on the circle", arguments: [0.0, 0.25, 0.5, 0.75, 1.0])
    func arcStaysOnCircle(t: Double) {
        var path = ScenePath()
        path.addArc(center: ScenePoint(50, 50), radius: 10, startAngle: 0, endAngle: Double.pi)
        #expect(path.elements.count == 3)
        #expect(path.elements[0] == .move(to: ScenePoint(60, 50)))
        var previous = ScenePoint(60, 50)
        for e in path.elements.dropFirst() {
            guard case .curve(let to, let c1, let c2) = e else { Issue.record("expected a curve"); return }
            let p = Self.bezier(previous, c1, c2, to, t)
            let r = ((p.x - 50) * (p.x - 50) + (p.y - 50) * (p.y - 50)).squareRoot()
            // A quarter circle drawn this way strays at most 0.027% from the radius.
            #expect(abs(r - 10) < 0.003)
            previous = to
        }
        // Swept clockwise on screen: through the bottom (y = 60) to the left end.
        #expect(abs(previous.x - 40) < 1e-9 && abs(previous.y - 50) < 1e-9)
    }

    @Test("an arc after a point joins it with a line; a negative sweep runs the other way")
    func arcJoinsAndReverses() {
        var path = ScenePath()
        path.move(to: ScenePoint(0, 0))
        path.addArc(center: ScenePoint(0, 0), radius: 2, startAngle: 0, endAngle: -Double.pi / 2)
        #expect(path.elements[1] == .line(to: ScenePoint(2, 0)))
        guard case .curve(let end, _, _) = path.elements[2] else { Issue.record("expected a curve"); return }
        #expect(abs(end.x) < 1e-9 && abs(end.y + 2) < 1e-9)
    }
}
