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
}
