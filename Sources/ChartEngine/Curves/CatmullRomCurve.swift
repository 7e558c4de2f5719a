#if canImport(Foundation)
import Foundation
#endif
import ChartScene

/// A Catmull–Rom spline with the knot parameterisation `alpha`, after d3-shape's
/// `curveCatmullRom` (Yuksel, Schaefer and Keyser, "Parameterization and applications of
/// Catmull–Rom curves", 2011).
///
/// For the segment p₁ → p₂ with neighbours p₀ and p₃, let `dᵢⱼ = |pⱼ − pᵢ|^alpha`. The Bézier
/// control points are
///
///     c₁ = (p₁·a − p₀·d₁₂² + p₂·d₀₁²) / n,  a = 2·d₀₁² + 3·d₀₁·d₁₂ + d₁₂²,  n = 3·d₀₁·(d₀₁ + d₁₂)
///     c₂ = (p₂·b + p₁·d₂₃² − p₃·d₁₂²) / m,  b = 2·d₂₃² + 3·d₂₃·d₁₂ + d₁₂²,  m = 3·d₂₃·(d₂₃ + d₁₂)
///
/// and where a neighbour is missing (or coincides) the control point is the segment's end
/// point itself. `alpha` 0 is the uniform spline, which d3 draws as a cardinal spline of
/// tension 0; two points give a straight segment.
struct CatmullRomCurve {
    /// The knot parameter, clamped to 0...1: 0 uniform, 0.5 centripetal, 1 chordal.
    let alpha: Double

    /// Distances below this are treated as coincident points, as d3's `epsilon`.
    private static let epsilon = 1e-12

    init(alpha: Double) {
        self.alpha = alpha.isFinite ? min(max(alpha, 0), 1) : 0.5
    }

    /// Draws `points` through cubic Béziers.
    func draw(_ points: ArraySlice<ScenePoint>, into sink: inout CurveSink) {
        guard alpha > 0 else {
            CardinalCurve(tension: 0).draw(points, into: &sink)
            return
        }
        let s = points.startIndex, n = points.count
        guard sink.startSpline(points) else { return }
        // lengths[i] = |pᵢ₊₁ − pᵢ|^(2·alpha), the squared knot interval d².
        let lengths = (0..<(n - 1)).map { i in
            pow(CurveMath.squaredDistance(points[s + i], points[s + i + 1]), alpha)
        }
        for i in 1..<n {
            let p1 = points[s + i - 1], p2 = points[s + i]
            let l01 = i >= 2 ? lengths[i - 2] : 0
            let l12 = lengths[i - 1]
            let l23 = i + 1 < n ? lengths[i] : 0
            var c1 = p1, c2 = p2
            if l01.squareRoot() > Self.epsilon {
                let p0 = points[s + i - 2]
                let d01 = l01.squareRoot(), d12 = l12.squareRoot()
                let a = 2 * l01 + 3 * d01 * d12 + l12
                let m = 3 * d01 * (d01 + d12)
                c1 = ScenePoint((p1.x * a - p0.x * l12 + p2.x * l01) / m,
                                (p1.y * a - p0.y * l12 + p2.y * l01) / m)
            }
            if l23.squareRoot() > Self.epsilon {
                let p3 = points[s + i + 1]
                let d23 = l23.squareRoot(), d12 = l12.squareRoot()
                let b = 2 * l23 + 3 * d23 * d12 + l12
                let m = 3 * d23 * (d23 + d12)
                c2 = ScenePoint((p2.x * b + p1.x * l23 - p3.x * l12) / m,
                                (p2.y * b + p1.y * l23 - p3.y * l12) / m)
            }
            sink.curve(to: p2, control1: c1, control2: c2)
        }
    }
}
