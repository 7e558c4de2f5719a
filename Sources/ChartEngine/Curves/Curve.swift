import ChartScene

/// The interpolation between successive points of a line or area edge, Swift Charts'
/// `InterpolationMethod` cases.
///
/// Each case follows the d3-shape curve of the same idea, so its geometry can be checked
/// against d3's published formulas:
///
/// ```swift
/// let path = CurveBuilder.path(points, curve: .monotone)
/// ```
package enum Curve: Hashable, Sendable {
    /// Straight segments between the points (d3 `curveLinear`).
    case linear
    /// A Catmull–Rom spline parameterised by `alpha`: 0 uniform, 0.5 centripetal, 1 chordal
    /// (Yuksel, Schaefer and Keyser 2011; d3 `curveCatmullRom`). Swift Charts' default is 0.5.
    case catmullRom(alpha: Double)
    /// A cardinal spline with the given tension; 0 gives the Catmull–Rom tangents, 1 straight
    /// lines (d3 `curveCardinal`).
    case cardinal(tension: Double)
    /// A cubic Hermite spline that keeps monotone data monotone in x and never overshoots
    /// (Steffen 1990, as d3 `curveMonotoneX`).
    case monotone
    /// A step function whose horizontal run starts at each data point, the value changing at
    /// the next point's x (Swift Charts: "the data point is at the start of the step";
    /// d3 `curveStepAfter`).
    case stepStart
    /// A step function that changes value midway between points (d3 `curveStep`).
    case stepCenter
    /// A step function whose horizontal run ends at each data point, the value changing at the
    /// previous point's x (Swift Charts: "the data point is at the end of the step";
    /// d3 `curveStepBefore`).
    case stepEnd


    /// The curve to draw the same edge with when its points are given in reverse order, as an
    /// area's bottom edge is. Steps swap sides so the reversed edge has the same corners, as
    /// d3's step curve flips `t` for the second line of an area.
    var reversed: Curve {
        switch self {
        case .stepStart: return .stepEnd
        case .stepEnd: return .stepStart
        default: return self
        }
    }
}
