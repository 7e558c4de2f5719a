import ChartScene

/// Straight and stepped interpolation, after d3-shape's `curveLinear` and `curveStep`.
///
/// A step curve is a piecewise-constant function: between two points it runs horizontally at
/// the first point's y to `x = x₀·(1 − t) + x₁·t`, jumps vertically to the second point's y,
/// then continues horizontally. `t = 0` steps at the previous x (d3 `curveStepBefore`),
/// `t = 1` at the next x (d3 `curveStepAfter`), `t = 0.5` midway (d3 `curveStep`).
struct StepCurve {
    /// Where between two points the vertical jump happens, 0...1.
    var t: Double

    /// Draws `points` with straight segments.
    static func drawLinear(_ points: ArraySlice<ScenePoint>, into sink: inout CurveSink) {
        guard let first = points.first else { return }
        sink.start(first)
        for p in points.dropFirst() { sink.line(to: p) }
    }

    /// Draws `points` as a step function.
    func draw(_ points: ArraySlice<ScenePoint>, into sink: inout CurveSink) {
        guard var previous = points.first else { return }
        sink.start(previous)
        for p in points.dropFirst() {
            if t <= 0 {
                // Vertical first at the previous x, then horizontal into the point.
                sink.line(to: ScenePoint(previous.x, p.y))
                sink.line(to: p)
            } else {
                let x = previous.x * (1 - t) + p.x * t
                sink.line(to: ScenePoint(x, previous.y))
                sink.line(to: ScenePoint(x, p.y))
            }
            previous = p
        }
        // A midway step ends half a step short of the last point: finish the run into it.
        if t > 0 && t < 1 && points.count >= 2 {
            sink.line(to: previous)
        }
    }
}
