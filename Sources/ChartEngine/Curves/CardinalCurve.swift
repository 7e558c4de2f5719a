import ChartScene

/// A cardinal spline, after d3-shape's `curveCardinal`.
///
/// The segment from pᵢ to pᵢ₊₁ is the cubic Bézier with control points
/// `pᵢ + k·(pᵢ₊₁ − pᵢ₋₁)` and `pᵢ₊₁ − k·(pᵢ₊₂ − pᵢ)`, where `k = (1 − tension) / 6`.
/// At the ends the missing neighbour is replaced so that the end tangent vanishes: the first
/// control point of the first segment is p₀ and the last control point of the last segment is
/// pₙ₋₁, exactly as d3 does. Two points give a straight segment.
struct CardinalCurve {
    /// The tangent scale `(1 − tension) / 6`; tension 0 gives Catmull–Rom tangents.
    let k: Double

    init(tension: Double) {
        // A non-finite tension falls back to Swift Charts' default of 0.
        let tension = tension.isFinite ? tension : 0
        k = (1 - tension) / 6
    }

    /// Draws `points` through cubic Béziers.
    func draw(_ points: ArraySlice<ScenePoint>, into sink: inout CurveSink) {
        let s = points.startIndex, n = points.count
        guard sink.startSpline(points) else { return }
        for i in 1..<n {
            let p1 = points[s + i - 1], p2 = points[s + i]
            // d3 starts with x0 = p1 and ends with x3 = p0 of the last segment, zeroing the end tangents.
            let p0 = i >= 2 ? points[s + i - 2] : p2
            let p3 = i + 1 < n ? points[s + i + 1] : p1
            sink.curve(to: p2,
                       control1: CurveMath.offset(p1, by: k, along: p2, from: p0),
                       control2: CurveMath.offset(p2, by: k, along: p1, from: p3))
        }
    }
}
