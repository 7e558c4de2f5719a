import ChartScene

/// Turns polylines into the outline of their stroke: polygons that, filled by the non-zero
/// rule, cover exactly what the stroke paints.
///
/// Each open subpath becomes one contour: its left side forward, the end cap, its right side
/// backward, the start cap. A closed subpath becomes two contours, one per side, in opposite
/// directions, so the inside of the ring stays empty. Outer corners get the join (a miter
/// within the limit, else a bevel; a round arc; a bevel); inner corners pass through the
/// corner point itself, as Skia's stroker does, which the non-zero rule fills correctly.
/// Points inside a flattened curve are joined round, which is what a curve's own outline is.
struct Stroker {
    var halfWidth: Double
    var cap: LineCap
    var join: LineJoin
    var miterLimit: Double
    /// How far a round part may stray from the true arc, in the polyline's units.
    var tolerance: Double

    /// The cosine of the widest turn a round join draws with no point between its ends (one
    /// step of ``arcSteps(_:)``), less a margin for rounding; 2 when there is no such turn.
    private var cosineOfOneStep = 2.0

    init(width: Double, cap: LineCap, join: LineJoin, miterLimit: Double, tolerance: Double) {
        halfWidth = width / 2; self.cap = cap; self.join = join
        // SVG treats a miter limit below 1 as an error; the SVG writer writes 4 for a non-finite one.
        self.miterLimit = miterLimit.isFinite ? max(1, miterLimit) : 4
        self.tolerance = tolerance
        let r = halfWidth
        let step = r > tolerance ? 2 * (2 * tolerance / r).squareRoot() : Double.pi / 2
        if step.isFinite && step <= Double.pi { cosineOfOneStep = StrokeMath.cosine(step) + 1e-9 }
    }

    func stroke(_ lines: Polylines) -> Contours {
        var out = Contours()
        for k in 0..<lines.count {
            var pts: [ScenePoint] = [], corner: [Bool] = []
            for i in lines.range(k) {
                let p = lines.points[i]
                if let last = pts.last, (p - last).length <= 1e-9 { corner[corner.count - 1] = corner.last! || lines.isCorner[i]; continue }
                pts.append(p); corner.append(lines.isCorner[i])
            }
            // Points so far apart that their distance overflows have no direction to stroke along.
            guard zip(pts, pts.dropFirst()).allSatisfy({ ($1 - $0).length.isFinite }) else { continue }
            let closed = lines.closed[k]
            if closed, pts.count > 2, (pts[0] - pts[pts.count - 1]).length <= 1e-9 { pts.removeLast(); corner.removeLast() }
            if pts.count == 1 {
                if lines.range(k).count > 1 { dot(at: pts[0], to: &out) }
                continue
            }
            if closed {
                side(pts, corner, closed: true, to: &out); out.close()
                side(pts.reversed(), corner.reversed(), closed: true, to: &out); out.close()
            } else {
                side(pts, corner, closed: false, to: &out)
                capEnd(at: pts[pts.count - 1], direction: unit(pts[pts.count - 1] - pts[pts.count - 2]), to: &out)
                side(pts.reversed(), corner.reversed(), closed: false, to: &out)
                capEnd(at: pts[0], direction: unit(pts[0] - pts[1]), to: &out)
                out.close()
            }
        }
        return out
    }

    @inline(__always) private func unit(_ v: ScenePoint) -> ScenePoint {
        let l = v.length
        return l > 0 ? v * (1 / l) : ScenePoint(1, 0)
    }

    /// The left normal of a unit direction, half a width long (y points down, so this is the
    /// right-hand side on screen; any consistent side will do).
    @inline(__always) private func normal(_ d: ScenePoint) -> ScenePoint { ScenePoint(-d.y * halfWidth, d.x * halfWidth) }

    /// The offset points of one side, walking `pts` in order, with joins at each vertex.
    private func side(_ pts: [ScenePoint], _ corner: [Bool], closed: Bool, to out: inout Contours) {
        let n = pts.count
        let segments = closed ? n : n - 1
        var dirs: [ScenePoint] = []
        dirs.reserveCapacity(segments)
        for i in 0..<segments { dirs.append(unit(pts[(i + 1) % n] - pts[i])) }
        if !closed { out.append(pts[0] + normal(dirs[0])) }
        let vertices = closed ? 0..<n : 1..<(n - 1)
        for i in vertices {
            let d0 = dirs[(i - 1 + segments) % segments], d1 = dirs[i % segments]
            joinAt(pts[i], from: d0, to: d1, roundOnly: !corner[i], to: &out)
        }
        if !closed { out.append(pts[n - 1] + normal(dirs[segments - 1])) }
    }

    private func joinAt(_ p: ScenePoint, from d0: ScenePoint, to d1: ScenePoint, roundOnly: Bool, to out: inout Contours) {
        let n0 = normal(d0), n1 = normal(d1)
        out.append(p + n0)
        let cosTurn = d0.dot(d1)
        if n0.dot(d1) >= 0 || cosTurn > 0.999_999 {
            // The inner side of the turn (or no turn): through the corner point.
            if cosTurn <= 0.999_999 { out.append(p) }
            out.append(p + n1)
            return
        }
        switch roundOnly ? .round : join {
        case .bevel:
            break
        case .miter:
            // The miter is 1 / cos(turn / 2) half-widths long; SVG's limit is on that ratio.
            let cosHalf = ((1 + cosTurn) / 2).squareRoot()
            if cosHalf > 0, 1 / cosHalf <= miterLimit {
                let m = (n0 + n1) * (1 / (1 + cosTurn))
                out.append(p + m)
            }
        case .round:
            // A turn within one step has no point between its ends: skip the angles.
            if cosTurn <= cosineOfOneStep { arc(center: p, from: n0, to: n1, clockwiseHint: d0, to: &out) }
        }
        out.append(p + n1)
    }

    /// Points on the circle of radius halfWidth from `p + a` to `p + b` (not included), taking
    /// the arc that leaves `a` in the direction of `towards`. The angle between the ends takes
    /// one arc tangent and the step one sine and cosine; the points follow by rotating `a`.
    private func arc(center p: ScenePoint, from a: ScenePoint, to b: ScenePoint, clockwiseHint towards: ScenePoint,
                     to out: inout Contours) {
        var sweep = StrokeMath.arcTangent2(a.cross(b), a.dot(b))
        // The sign that moves from a towards `towards` first.
        let leavesPositive = a.cross(towards) > 0
        if leavesPositive && sweep <= 0 { sweep += 2 * .pi }
        if !leavesPositive && sweep >= 0 { sweep -= 2 * .pi }
        let steps = arcSteps(sweep)
        guard steps > 1 else { return }
        // Chords cut inside the arc; pushing the inner vertices out by h²/3 of the radius
        // (h half a step) makes the chords' mean distance the radius, so areas come out right.
        let h = sweep / Double(steps) / 2
        let (sn, cs) = StrokeMath.sineCosine(2 * h)
        var v = a * (1 / (1 - h * h / 3))
        for _ in 1..<steps {
            v = ScenePoint(v.x * cs - v.y * sn, v.x * sn + v.y * cs)
            out.append(p + v)
        }
    }

    /// Pieces for an arc of `sweep` radians whose chords stay within the tolerance.
    private func arcSteps(_ sweep: Double) -> Int {
        let r = halfWidth
        guard sweep.isFinite else { return 1 }
        guard r > tolerance else { return max(1, Int(saturating: (abs(sweep) / (.pi / 2)).rounded(.up))) }
        // The chord of angle θ strays r(1 − cos θ/2) ≈ rθ²/8 from the arc: θ = 2√(2·tolerance/r).
        let step = 2 * (2 * tolerance / r).squareRoot()
        let pieces = (abs(sweep) / step).rounded(.up)
        return pieces.isFinite ? max(1, Int(saturating: min(1000, pieces))) : 1000
    }

    /// The cap at `p`, where the line arrives travelling along `d`: from `p + n` to `p - n`.
    private func capEnd(at p: ScenePoint, direction d: ScenePoint, to out: inout Contours) {
        let n = normal(d)
        switch cap {
        case .butt:
            break
        case .square:
            let e = d * halfWidth
            out.append(p + n + e); out.append(p - n + e)
        case .round:
            arc(center: p, from: n, to: n * -1, clockwiseHint: d, to: &out)
        }
    }

    /// A zero-length subpath: a round cap draws a disc, a square cap a square, a butt cap nothing.
    private func dot(at p: ScenePoint, to out: inout Contours) {
        let r = halfWidth
        switch cap {
        case .butt:
            return
        case .square:
            out.append(ScenePoint(p.x - r, p.y - r)); out.append(ScenePoint(p.x + r, p.y - r))
            out.append(ScenePoint(p.x + r, p.y + r)); out.append(ScenePoint(p.x - r, p.y + r))
        case .round:
            let steps = max(8, arcSteps(2 * .pi))
            let h = Double.pi / Double(steps), rr = r / (1 - h * h / 3)
            for s in 0..<steps {
                let t = 2 * Double.pi * Double(s) / Double(steps)
                let (sn, cs) = StrokeMath.sineCosine(t)
                out.append(ScenePoint(p.x + rr * cs, p.y + rr * sn))
            }
        }
        out.close()
    }

}
