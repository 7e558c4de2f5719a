import ChartScene

/// Straight-line subpaths, stored flat: every point in one array and, per subpath, where it
/// ends and whether it is closed. `isCorner` marks points where two path elements meet, as
/// opposed to points inside a flattened curve, so the stroker joins only real corners.
struct Polylines {
    var points: [ScenePoint] = []
    var isCorner: [Bool] = []
    /// One past the last point of each subpath.
    var ends: [Int] = []
    var closed: [Bool] = []

    var count: Int { ends.count }

    func range(_ k: Int) -> Range<Int> { (k == 0 ? 0 : ends[k - 1])..<ends[k] }

    mutating func append(_ p: ScenePoint, corner: Bool) {
        points.append(p); isCorner.append(corner)
    }

    /// Appends the subpaths of `other` after these.
    mutating func append(_ other: Polylines) {
        let base = points.count
        points += other.points; isCorner += other.isCorner
        ends += other.ends.map { $0 + base }; closed += other.closed
    }

    /// Ends the subpath begun after the previous one; a subpath without points is dropped.
    mutating func endSubpath(closed isClosed: Bool) {
        let start = ends.last ?? 0
        guard points.count > start else { return }
        ends.append(points.count); closed.append(isClosed)
    }
}

/// Closed polygons ready for the scanline stage, all points in one array.
struct Contours {
    var points: [ScenePoint] = []
    var ends: [Int] = []

    var isEmpty: Bool { ends.isEmpty }

    mutating func append(_ p: ScenePoint) { points.append(p) }

    mutating func close() {
        let start = ends.last ?? 0
        if points.count - start >= 3 { ends.append(points.count) } else { points.removeSubrange(start...) }
    }

    mutating func append(_ other: Contours) {
        let base = points.count
        points += other.points
        ends += other.ends.map { $0 + base }
    }

    /// Every point mapped through `t`.
    func applying(_ t: SceneTransform) -> Contours {
        if t.isIdentity { return self }
        var out = self
        out.points.withUnsafeMutableBufferPointer { points in
            for i in points.indices { points[i] = t.apply(points[i]) }
        }
        return out
    }

    /// The smallest rectangle around every point, or nil when there are none.
    var bounds: (minX: Double, minY: Double, maxX: Double, maxY: Double)? {
        guard !points.isEmpty else { return nil }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in points {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        return (minX, minY, maxX, maxY)
    }
}

extension Polylines {
    /// The subpaths as polygons to fill: open subpaths are closed, as filling does.
    var contours: Contours {
        var c = Contours()
        c.points.reserveCapacity(points.count); c.ends.reserveCapacity(count)
        for k in 0..<count {
            c.points += points[range(k)]
            c.close()
        }
        return c
    }

    /// `contours.applying(t)` in one pass, with no copy of the points before they are moved.
    func contours(applying t: SceneTransform) -> Contours {
        if t.isIdentity { return contours }
        var c = Contours()
        c.points.reserveCapacity(points.count); c.ends.reserveCapacity(count)
        points.withUnsafeBufferPointer { points in
            for k in 0..<count {
                let r = range(k)
                // A subpath of fewer than three points is dropped, as ``Contours/close()`` drops it.
                guard r.count >= 3 else { continue }
                for i in r { c.points.append(t.apply(points[i])) }
                c.ends.append(c.points.count)
            }
        }
        return c
    }
}

extension ScenePoint {
    @inline(__always) static func + (a: ScenePoint, b: ScenePoint) -> ScenePoint { ScenePoint(a.x + b.x, a.y + b.y) }
    @inline(__always) static func - (a: ScenePoint, b: ScenePoint) -> ScenePoint { ScenePoint(a.x - b.x, a.y - b.y) }
    @inline(__always) static func * (a: ScenePoint, k: Double) -> ScenePoint { ScenePoint(a.x * k, a.y * k) }
    @inline(__always) func dot(_ b: ScenePoint) -> Double { x * b.x + y * b.y }
    @inline(__always) func cross(_ b: ScenePoint) -> Double { x * b.y - y * b.x }
    @inline(__always) var length: Double { (x * x + y * y).squareRoot() }
    var isFinitePoint: Bool { x.isFinite && y.isFinite }
}

extension SceneTransform {
    /// How much the transform can stretch a length at most (the larger column norm), so that a
    /// tolerance in pixels can be turned into one in user units.
    var maximumScale: Double {
        let s = max((a * a + b * b).squareRoot(), (c * c + d * d).squareRoot())
        return s.isFinite && s > 0 ? s : 1
    }

    var isFiniteTransform: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// The inverse, or nil when the transform squashes the plane to a line or point.
    var inverted: SceneTransform? {
        let det = a * d - b * c
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        return SceneTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                              tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}
