import ChartScene

/// Builds line and area paths through points with a `Curve`.
///
/// Points with a non-finite coordinate are gaps: the curve ends before them and a new subpath
/// starts after them, as d3-shape's `line.defined` does.
///
/// ```swift
/// let line = CurveBuilder.path(points, curve: .catmullRom(alpha: 0.5))
/// let area = CurveBuilder.areaPath(top: tops, bottom: baselines, curve: .monotone)
/// ```
package enum CurveBuilder {
    /// Appends the curve through `points` to `path`.
    ///
    /// If `connect` is true the first point is joined to the path's current point with a line
    /// (for closing areas); otherwise, and for every run after a gap, it starts with a move.
    /// 0 points draw nothing; 1 point draws just the move (or line). Curves that need
    /// neighbours draw a straight segment through 2 points, as d3's do.
    package static func append(_ points: [ScenePoint], curve: Curve, to path: inout ScenePath, connect: Bool = false) {
        var sink = CurveSink(path: path, connect: connect)
        // Release the caller's storage while drawing so appends do not copy it.
        path = ScenePath()
        for run in definedRuns(count: points.count, isDefined: { CurveMath.isFinite(points[$0]) }) {
            draw(points[run], curve: curve, into: &sink)
        }
        path = sink.path
    }

    /// A new path holding the curve through `points`.
    package static func path(_ points: [ScenePoint], curve: Curve) -> ScenePath {
        var path = ScenePath()
        append(points, curve: curve, to: &path)
        return path
    }

    /// An area between a top and a bottom edge that share x (or y, for vertical areas):
    /// the top edge forward with the curve, a line to the bottom edge's last point, the bottom
    /// edge backward with the curve, and a close, as d3-shape's `area` draws.
    ///
    /// `top[i]` and `bottom[i]` belong together; an index where either is not finite splits the
    /// area into separate closed subpaths. Extra points of the longer edge are ignored.
    package static func areaPath(top: [ScenePoint], bottom: [ScenePoint], curve: Curve) -> ScenePath {
        let count = min(top.count, bottom.count)
        let runs = definedRuns(count: count) { CurveMath.isFinite(top[$0]) && CurveMath.isFinite(bottom[$0]) }
        var sink = CurveSink(path: ScenePath(), connect: false)
        for run in runs {
            sink.connectNextRun = false
            draw(top[run], curve: curve, into: &sink)
            sink.connectNextRun = true
            draw(ArraySlice(bottom[run].reversed()), curve: curve.reversed, into: &sink)
            sink.path.closeSubpath()
        }
        return sink.path
    }

    /// The maximal ranges of consecutive indices in `0..<count` that are defined.
    static func definedRuns(count: Int, isDefined: (Int) -> Bool) -> [Range<Int>] {
        var runs: [Range<Int>] = []
        var start: Int?
        for i in 0..<count {
            if isDefined(i) {
                if start == nil { start = i }
            } else if let s = start {
                runs.append(s..<i)
                start = nil
            }
        }
        if let s = start { runs.append(s..<count) }
        return runs
    }

    /// Draws one run of finite points with `curve`.
    static func draw(_ points: ArraySlice<ScenePoint>, curve: Curve, into sink: inout CurveSink) {
        switch curve {
        case .linear:
            StepCurve.drawLinear(points, into: &sink)
        case .catmullRom(let alpha):
            CatmullRomCurve(alpha: alpha).draw(points, into: &sink)
        case .cardinal(let tension):
            CardinalCurve(tension: tension).draw(points, into: &sink)
        case .monotone:
            MonotoneCurve.draw(points, into: &sink)
        case .stepStart:
            StepCurve(t: 1).draw(points, into: &sink)
        case .stepCenter:
            StepCurve(t: 0.5).draw(points, into: &sink)
        case .stepEnd:
            StepCurve(t: 0).draw(points, into: &sink)
        }
    }
}
