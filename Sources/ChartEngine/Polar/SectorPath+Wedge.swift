import ChartScene
import Foundation

extension SectorPath {
    /// A sector of less than a full turn, with its inset clamped so that it keeps some area.
    struct Wedge {
        var start: Double
        var sweep: Double
        var inner: Double
        var outer: Double
        /// The inset actually applied.
        var inset: Double
        /// Half the sweep, at most a quarter turn: the angle between each edge and the bisector
        /// that decides where the moved edges meet.
        var half: Double
        var sinHalf: Double

        init(start: Double, sweep: Double, inner: Double, outer: Double, inset: Double) {
            self.start = start; self.sweep = sweep; self.outer = outer
            half = min(sweep / 2, Double.pi / 2)
            sinHalf = sin(half)
            // A thin sector keeps at least half its rim: the inset shrinks rather than turn it inside out.
            self.inset = min(inset, outer * sinHalf / 2)
            // Past half a turn the moved edges never meet; the centre is cut by a circle of the inset.
            self.inner = sweep >= Double.pi ? max(inner, self.inset) : inner
        }

        var end: Double { start + sweep }

        /// Whether, with corners of radius `r`, the inner side is an arc (else the edges meet in a tip).
        func hasInnerArc(_ r: Double) -> Bool {
            sweep >= Double.pi || (inner + r) * sinHalf >= inset + r
        }

        /// Whether corners of radius `r` fit: the two rim corners meet at most on the middle angle,
        /// and the inner corners (or the tip) stay nearer the centre than the rim corners.
        func fits(_ r: Double) -> Bool {
            let offset = inset + r, rim = outer - r
            guard rim > 0, offset <= rim * sinHalf else { return false }
            let rimAlong = (rim * rim - offset * offset).squareRoot()
            if hasInnerArc(r) { return inner + r <= rim }
            return offset * cos(half) / sinHalf <= rimAlong
        }

        /// `radius`, or the largest radius below it that fits (found by bisection).
        func fittingCornerRadius(_ radius: Double) -> Double {
            if radius == 0 || fits(radius) { return radius }
            var low = 0.0, high = radius
            for _ in 0..<40 {
                let mid = (low + high) / 2
                if fits(mid) { low = mid } else { high = mid }
            }
            return low
        }

        /// The outline, clockwise on screen: the start edge outwards, the rim, the end edge inwards,
        /// then the inner arc backwards or the tip. A corner radius of 0 leaves sharp corners.
        func outline(center c: ScenePoint, cornerRadius r: Double) -> ScenePath {
            // `screen(θ)` turns an angle clockwise from 12 o'clock into `addArc`'s, from the positive x axis.
            func screen(_ a: Double) -> Double { a - Double.pi / 2 }
            func point(_ radius: Double, _ a: Double) -> ScenePoint { PolarSector.point(center: c, radius: radius, angle: a) }
            let offset = inset + r, rim = outer - r
            let rimTurn = asin(min(1, offset / rim))
            let rimAlong = (rim * rim - offset * offset).squareRoot()
            // A point `along` the start edge, moved `inset` into the sector.
            func onStartEdge(_ along: Double) -> ScenePoint {
                let p = point(along, start), n = point(inset, start + Double.pi / 2)
                return ScenePoint(p.x + n.x - c.x, p.y + n.y - c.y)
            }
            var p = ScenePath()
            p.move(to: onStartEdge(rimAlong))
            p.addArc(center: point(rim, start + rimTurn), radius: r, startAngle: screen(start - Double.pi / 2),
                     endAngle: screen(start + rimTurn))
            p.addArc(center: c, radius: outer, startAngle: screen(start + rimTurn), endAngle: screen(end - rimTurn))
            p.addArc(center: point(rim, end - rimTurn), radius: r, startAngle: screen(end - rimTurn),
                     endAngle: screen(end + Double.pi / 2))
            if hasInnerArc(r) {
                let hub = inner + r
                let hubTurn = hub > 0 ? asin(min(1, offset / hub)) : Double.pi / 2
                p.addArc(center: point(hub, end - hubTurn), radius: r, startAngle: screen(end + Double.pi / 2),
                         endAngle: screen(end - hubTurn + Double.pi))
                p.addArc(center: c, radius: inner, startAngle: screen(end - hubTurn), endAngle: screen(start + hubTurn))
                p.addArc(center: point(hub, start + hubTurn), radius: r, startAngle: screen(start + hubTurn + Double.pi),
                         endAngle: screen(start + 3 * Double.pi / 2))
            } else {
                // The tip: a circle tangent to both moved edges, on the middle angle.
                let tip = offset / sinHalf
                p.addArc(center: point(tip, start + sweep / 2), radius: r, startAngle: screen(end + Double.pi / 2),
                         endAngle: screen(start + 3 * Double.pi / 2))
            }
            p.closeSubpath()
            return p
        }
    }
}
