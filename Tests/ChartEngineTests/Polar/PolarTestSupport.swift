import ChartEngine
import ChartScene
import Foundation

/// Sector marks and the geometry to check them with.
enum PolarFixture {
    /// A sector mark of angle value `v`, coloured by `name` when given.
    static func sector(_ v: Double, name: String? = nil, inner: DimensionSpec = .automatic, outer: DimensionSpec = .automatic,
                       inset: Double? = nil) -> MarkSpec {
        var style = MarkStyle()
        style.foregroundBy = name.map { EngineFixture.category("Name", $0) }
        let spec = SectorSpec(angle: EngineFixture.number("Sales", v), innerRadius: inner, outerRadius: outer, angularInset: inset)
        return MarkSpec(kind: .sector, x: .absent, y: .absent, sector: spec, style: style)
    }

    /// Degrees from radians, for readable expectations.
    static func degrees(_ radians: Double) -> Double { radians * 180 / Double.pi }

    /// The end points of a path's elements, control points left out.
    static func ends(_ path: ScenePath) -> [ScenePoint] {
        path.elements.compactMap { e -> ScenePoint? in
            switch e {
            case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
            case .closeSubpath: return nil
            }
        }
    }

    static func distance(_ a: ScenePoint, _ b: ScenePoint) -> Double { hypot(a.x - b.x, a.y - b.y) }

    /// The distance from `p` to the line through `a` and `b`.
    static func distance(_ p: ScenePoint, toLineThrough a: ScenePoint, _ b: ScenePoint) -> Double {
        let dx = b.x - a.x, dy = b.y - a.y
        return abs(dx * (a.y - p.y) - dy * (a.x - p.x)) / hypot(dx, dy)
    }
}
