import ChartScene
import Foundation

/// The outline of a sector: an annular wedge between two radii and two angles, its straight edges
/// moved in by the angular inset and its corners rounded.
///
/// The inset moves each straight edge parallel to itself, so two neighbours are separated by a gap
/// of constant width, twice the inset, from the centre to the rim. Where the moved edges meet before
/// reaching the inner radius, the sector ends in a tip on its middle angle. Each corner is rounded
/// by a circle tangent to the edge and to the arc (or to both edges, at a tip), as d3-shape's arc
/// does; the radius shrinks until the corners fit.
package enum SectorPath {
    /// The outline of `sector` about `center`, with corners of `cornerRadius` points.
    package static func path(center: ScenePoint, sector s: PolarSector, cornerRadius: Double) -> ScenePath {
        path(center: center, startAngle: s.startAngle, endAngle: s.endAngle, innerRadius: s.innerRadius,
             outerRadius: s.outerRadius, inset: s.angularInset, cornerRadius: cornerRadius)
    }

    /// The outline of a sector about `center`. Angles are radians clockwise from 12 o'clock; radii,
    /// inset and corner radius are points. Empty when the sector has no area.
    package static func path(center: ScenePoint, startAngle: Double, endAngle: Double, innerRadius: Double,
                             outerRadius: Double, inset: Double, cornerRadius: Double) -> ScenePath {
        let sweep = endAngle - startAngle
        guard center.x.isFinite, center.y.isFinite, startAngle.isFinite, sweep.isFinite, innerRadius.isFinite,
              outerRadius.isFinite, sweep > 0, outerRadius > 0, outerRadius > innerRadius else { return ScenePath() }
        let inner = max(0, innerRadius)
        if sweep >= 2 * Double.pi - 1e-9 { return ring(center: center, inner: inner, outer: outerRadius) }
        let w = Wedge(start: startAngle, sweep: sweep, inner: inner, outer: outerRadius,
                      inset: inset.isFinite ? max(0, inset) : 0)
        let radius = w.fittingCornerRadius(cornerRadius.isFinite ? max(0, cornerRadius) : 0)
        return withoutEmptyLines(w.outline(center: center, cornerRadius: radius))
    }

    /// A full disc, or a ring with its hole drawn the other way round so that it stays empty.
    static func ring(center: ScenePoint, inner: Double, outer: Double) -> ScenePath {
        // Screen angles from the positive x axis: 12 o'clock is -π/2.
        let top = -Double.pi / 2
        var p = ScenePath()
        p.addArc(center: center, radius: outer, startAngle: top, endAngle: top + 2 * Double.pi)
        p.closeSubpath()
        if inner > 0 {
            p.addArc(center: center, radius: inner, startAngle: top + 2 * Double.pi, endAngle: top)
            p.closeSubpath()
        }
        return p
    }

    /// `path` without lines to the point they start from, which joining arcs end to end leaves.
    static func withoutEmptyLines(_ path: ScenePath) -> ScenePath {
        var kept: [PathElement] = []
        var current: ScenePoint?
        for e in path.elements {
            switch e {
            case .line(let p):
                if let c = current, abs(c.x - p.x) < 1e-9, abs(c.y - p.y) < 1e-9 { continue }
                current = p
            case .move(let p), .quadCurve(let p, _), .curve(let p, _, _):
                current = p
            case .closeSubpath:
                current = nil
            }
            kept.append(e)
        }
        return ScenePath(kept)
    }
}
