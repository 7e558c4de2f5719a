import ChartEngine
import ChartScene
import Foundation

#if !canImport(CoreGraphics)
/// How the ends of a stroked line are drawn.
public enum CGLineCap: Int32, Sendable {
    /// A line with a squared-off end, drawn to the endpoint.
    case butt
    /// A line with a rounded end.
    case round
    /// A line with a squared-off end that extends past the endpoint by half the line width.
    case square
}
/// How the corners of a stroked path are drawn.
public enum CGLineJoin: Int32, Sendable {
    /// A join with a sharp, angled corner.
    case miter
    /// A join with a rounded end.
    case round
    /// A join with a squared-off end.
    case bevel
}
#endif

/// How a line is stroked: width, caps, joins and dashes.
///
/// ```swift
/// RuleMark(y: .value("Average", 130)).lineStyle(StrokeStyle(lineWidth: 3, dash: [5, 3]))
/// ```
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width in points.
    public var lineWidth: CGFloat
    /// How open ends are drawn.
    public var lineCap: CGLineCap
    /// How corners are drawn.
    public var lineJoin: CGLineJoin
    /// How far a mitred corner may reach, as a multiple of the line width, before it is bevelled.
    public var miterLimit: CGFloat
    /// Lengths of dashes and gaps, in turn; empty for a solid line.
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke of the given width, caps, joins and dashes.
    public init(lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
                miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0) {
        self.lineWidth = lineWidth; self.lineCap = lineCap; self.lineJoin = lineJoin
        self.miterLimit = miterLimit; self.dash = dash; self.dashPhase = dashPhase
    }

    /// The stroke an engine line style describes.
    init(spec s: LineStyleSpec) {
        let cap: CGLineCap = s.cap == .round ? .round : s.cap == .square ? .square : .butt
        let join: CGLineJoin = s.join == .round ? .round : s.join == .bevel ? .bevel : .miter
        self.init(lineWidth: CGFloat(s.width), lineCap: cap, lineJoin: join, miterLimit: CGFloat(s.miterLimit),
                  dash: s.dash.map { CGFloat($0) }, dashPhase: CGFloat(s.dashPhase))
    }

    var spec: LineStyleSpec {
        let cap: LineCap
        switch lineCap {
        case .round: cap = .round
        case .square: cap = .square
        default: cap = .butt
        }
        let join: LineJoin
        switch lineJoin {
        case .round: join = .round
        case .bevel: join = .bevel
        default: join = .miter
        }
        let finite = { (v: CGFloat) -> Double in v.isFinite ? max(0, Double(v)) : 0 }
        return LineStyleSpec(width: finite(lineWidth), cap: cap, join: join, miterLimit: finite(miterLimit),
                             dash: dash.map(finite), dashPhase: dashPhase.isFinite ? Double(dashPhase) : 0)
    }
}
