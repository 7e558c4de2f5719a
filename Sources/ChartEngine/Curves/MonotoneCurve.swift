import ChartScene

/// A monotone cubic Hermite spline in x, after d3-shape's `curveMonotoneX`.
///
/// Interior tangents follow Steffen, "A simple method for monotonic interpolation in one
/// dimension" (Astron. Astrophys. 239, 1990): with secants s₀, s₁ either side of a point and
/// intervals h₀, h₁, the slope is `(sign s₀ + sign s₁) · min(|s₀|, |s₁|, ½·|p|)` where
/// `p = (s₀·h₁ + s₁·h₀) / (h₀ + h₁)`, so it is 0 at every local extremum and the curve never
/// overshoots its data. End slopes are one-sided, `(3·s − t) / 2`. Each Hermite segment becomes
/// the Bézier `p₀, p₀ + (h/3, h/3·t₀), p₁ − (h/3, h/3·t₁), p₁`.
///
/// Points with decreasing or repeated x still give finite curves (not monotone ones): a zero
/// interval takes the neighbouring interval's sign, and a slope that cannot be formed is 0.
enum MonotoneCurve {
    /// Draws `points` through Hermite segments.
    static func draw(_ points: ArraySlice<ScenePoint>, into sink: inout CurveSink) {
        // Repeated points carry no slope information; d3 ignores them too.
        var q: [ScenePoint] = []
        q.reserveCapacity(points.count)
        for p in points where q.last != p { q.append(p) }
        guard sink.startSpline(q[...]) else { return }
        let n = q.count
        var tangents = [Double](repeating: 0, count: n)
        for i in 1..<(n - 1) {
            tangents[i] = interiorSlope(q[i - 1], q[i], q[i + 1])
        }
        tangents[0] = endSlope(q[0], q[1], neighbour: tangents[1])
        tangents[n - 1] = endSlope(q[n - 2], q[n - 1], neighbour: tangents[n - 2])
        for i in 1..<n {
            let p0 = q[i - 1], p1 = q[i]
            let dx = (p1.x - p0.x) / 3
            sink.curve(to: p1,
                       control1: ScenePoint(p0.x + dx, p0.y + dx * tangents[i - 1]),
                       control2: ScenePoint(p1.x - dx, p1.y - dx * tangents[i]))
        }
    }

    /// Steffen's slope at `p1` (d3's `slope3`).
    static func interiorSlope(_ p0: ScenePoint, _ p1: ScenePoint, _ p2: ScenePoint) -> Double {
        let h0 = p1.x - p0.x, h1 = p2.x - p1.x
        // A zero interval borrows the other interval's sign, as d3's `h0 || h1 < 0 && -0`.
        let s0 = (p1.y - p0.y) / (h0 != 0 ? h0 : signedZero(like: h1))
        let s1 = (p2.y - p1.y) / (h1 != 0 ? h1 : signedZero(like: h0))
        let p = (s0 * h1 + s1 * h0) / (h0 + h1)
        guard !s0.isNaN, !s1.isNaN, !p.isNaN else { return 0 }
        let slope = (sign(s0) + sign(s1)) * min(abs(s0), abs(s1), 0.5 * abs(p))
        return slope.isFinite ? slope : 0
    }

    /// The one-sided slope at an end of the segment `p0`–`p1`, given the slope `t` at the
    /// segment's other end (d3's `slope2`).
    static func endSlope(_ p0: ScenePoint, _ p1: ScenePoint, neighbour t: Double) -> Double {
        let h = p1.x - p0.x
        guard h != 0 else { return t }
        let slope = (3 * (p1.y - p0.y) / h - t) / 2
        return slope.isFinite ? slope : 0
    }

    /// d3's `sign`: −1 for negative numbers, otherwise 1 (so a flat secant counts as rising).
    private static func sign(_ x: Double) -> Double { x < 0 ? -1 : 1 }

    /// Zero carrying the sign of `h` when `h` is negative, so `y / 0` points the right way.
    private static func signedZero(like h: Double) -> Double { h < 0 ? -0.0 : 0.0 }
}
