import ChartScene

/// The small drawing surface every curve writes into, in the spirit of d3-shape's path
/// context: a curve only starts a run, draws lines and draws cubic Béziers.
///
/// The sink is the last guard of "no NaN in the output": a Bézier whose control points are
/// not finite (from overflow in extreme data) is drawn as a straight segment instead.
struct CurveSink {
    /// The path being built.
    var path: ScenePath
    /// Whether the next run's first point joins the current point with a line.
    var connectNextRun: Bool

    init(path: ScenePath, connect: Bool) {
        self.path = path
        self.connectNextRun = connect
    }

    /// Begins a run at `p`: a line from the current point if asked and there is one,
    /// otherwise a move. Later runs always start with a move.
    mutating func start(_ p: ScenePoint) {
        if connectNextRun && !path.isEmpty {
            path.addLine(to: p)
        } else {
            path.move(to: p)
        }
        connectNextRun = false
    }

    /// Starts a spline through `points` and draws it whole when it is too short to bend:
    /// nothing for no points, a move for one, a straight segment for two, as d3's splines do.
    /// Returns `true` when the caller still has the curve to draw.
    mutating func startSpline(_ points: ArraySlice<ScenePoint>) -> Bool {
        guard let first = points.first else { return false }
        start(first)
        if points.count == 2 { line(to: points[points.startIndex + 1]) }
        return points.count > 2
    }

    /// A straight segment to `p`.
    mutating func line(to p: ScenePoint) {
        path.addLine(to: p)
    }

    /// A cubic Bézier to `p`, or a straight segment when a control point is not finite.
    mutating func curve(to p: ScenePoint, control1 c1: ScenePoint, control2 c2: ScenePoint) {
        if CurveMath.isFinite(c1) && CurveMath.isFinite(c2) {
            path.addCurve(to: p, control1: c1, control2: c2)
        } else {
            path.addLine(to: p)
        }
    }
}

/// Point arithmetic for the spline formulas, kept in a namespace so it cannot collide with
/// helpers other parts of the engine define on `ScenePoint`.
enum CurveMath {
    /// Both coordinates are finite numbers.
    static func isFinite(_ p: ScenePoint) -> Bool { p.x.isFinite && p.y.isFinite }

    /// `p + k · (a − b)`: a point moved along the direction from `b` to `a`.
    static func offset(_ p: ScenePoint, by k: Double, along a: ScenePoint, from b: ScenePoint) -> ScenePoint {
        ScenePoint(p.x + k * (a.x - b.x), p.y + k * (a.y - b.y))
    }

    /// The squared distance between two points.
    static func squaredDistance(_ a: ScenePoint, _ b: ScenePoint) -> Double {
        let dx = a.x - b.x, dy = a.y - b.y
        return dx * dx + dy * dy
    }
}
