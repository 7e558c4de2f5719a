import ChartEngine
import Foundation

/// A mark's width or height.
///
/// ```swift
/// BarMark(x: .value("Month", month, unit: .month), yStart: …, yEnd: …, width: .ratio(0.6))
/// ```
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Hashable, Sendable {
    @usableFromInline let value: DimensionSpec
    /// Chosen by the chart.
    public static let automatic = MarkDimension(value: .automatic)
    /// A size in points.
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(value: .fixed(finite(value))) }
    /// A fraction of the step between values (0...1).
    public static func ratio(_ ratio: CGFloat) -> MarkDimension { MarkDimension(value: .ratio(finite(ratio))) }
    /// The step minus an inset on each side.
    public static func inset(_ inset: CGFloat) -> MarkDimension { MarkDimension(value: .inset(finite(inset))) }
    /// A size in points, written as a number: `width: 12.5`.
    public init(floatLiteral value: Double) { self.value = .fixed(Self.finite(CGFloat(value))) }
    /// A size in points, written as a whole number: `width: 12`.
    public init(integerLiteral value: Int) { self.value = .fixed(Double(value)) }
    init(value: DimensionSpec) { self.value = value }
    static func finite(_ v: CGFloat) -> Double { v.isFinite ? Double(v) : 0 }
}

/// How bars and areas that share a position stack.
public struct MarkStackingMethod: Hashable, Sendable {
    let method: StackingMethod
    /// Stacked from zero; negative values stack below zero.
    public static let standard = MarkStackingMethod(method: .standard)
    /// Stacked and scaled to fill 0...1.
    public static let normalized = MarkStackingMethod(method: .normalized)
    /// Stacked around a centre line, as in a stream graph.
    public static let center = MarkStackingMethod(method: .center)
    /// Not stacked: every mark starts at zero.
    public static let unstacked = MarkStackingMethod(method: .unstacked)
}

/// How a line or an area's edge runs between its points.
///
/// ```swift
/// LineMark(x: .value("Day", day), y: .value("Steps", steps)).interpolationMethod(.catmullRom)
/// ```
public struct InterpolationMethod: Hashable, Sendable {
    let curve: Curve
    /// Straight segments from point to point.
    public static var linear: InterpolationMethod { InterpolationMethod(curve: .linear) }
    /// A centripetal Catmull–Rom spline through the points.
    public static var catmullRom: InterpolationMethod { InterpolationMethod(curve: .catmullRom(alpha: 0.5)) }
    /// A Catmull–Rom spline: `alpha` 0 is uniform, 0.5 centripetal and 1 chordal.
    public static func catmullRom(alpha: CGFloat) -> InterpolationMethod {
        InterpolationMethod(curve: .catmullRom(alpha: alpha.isFinite ? Double(alpha) : 0.5))
    }
    /// A cardinal spline through the points.
    public static var cardinal: InterpolationMethod { InterpolationMethod(curve: .cardinal(tension: 0)) }
    /// A cardinal spline: `tension` 0 gives Catmull–Rom tangents, 1 straight segments.
    public static func cardinal(tension: CGFloat) -> InterpolationMethod {
        InterpolationMethod(curve: .cardinal(tension: tension.isFinite ? Double(tension) : 0))
    }
    /// A cubic spline that keeps the data's monotonicity.
    public static var monotone: InterpolationMethod { InterpolationMethod(curve: .monotone) }
    /// A step that starts at each point.
    public static var stepStart: InterpolationMethod { InterpolationMethod(curve: .stepStart) }
    /// A step with each point at its centre.
    public static var stepCenter: InterpolationMethod { InterpolationMethod(curve: .stepCenter) }
    /// A step that ends at each point.
    public static var stepEnd: InterpolationMethod { InterpolationMethod(curve: .stepEnd) }
}

/// Where an annotation sits relative to its mark.
public struct AnnotationPosition: Hashable, Sendable {
    let placement: AnnotationPlacement
    /// Chosen by the mark: above bars, beside points.
    public static let automatic = AnnotationPosition(placement: .automatic)
    /// Over the middle of the mark.
    public static let overlay = AnnotationPosition(placement: .overlay)
    /// Above the mark.
    public static let top = AnnotationPosition(placement: .top)
    /// Below the mark.
    public static let bottom = AnnotationPosition(placement: .bottom)
    /// Before the mark's leading edge.
    public static let leading = AnnotationPosition(placement: .leading)
    /// After the mark's trailing edge.
    public static let trailing = AnnotationPosition(placement: .trailing)
    /// Above the mark, at its leading edge.
    public static let topLeading = AnnotationPosition(placement: .topLeading)
    /// Above the mark, at its trailing edge.
    public static let topTrailing = AnnotationPosition(placement: .topTrailing)
    /// Below the mark, at its leading edge.
    public static let bottomLeading = AnnotationPosition(placement: .bottomLeading)
    /// Below the mark, at its trailing edge.
    public static let bottomTrailing = AnnotationPosition(placement: .bottomTrailing)
}

/// The style of a rounded corner.
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter-circle rounded rect corners.
    case circular
    /// Continuous curvature rounded rect corners.
    case continuous
}
