import Foundation

/// The transform a continuous numeric scale applies to values before mapping them linearly to
/// the plot: d3-scale's log, pow and symlog scales, with Swift Charts' parameters.
///
///     ScaleTransform.log.apply(1000)             // 3
///     ScaleTransform.power(0.5).apply(-9)        // -3 (sign kept, as in d3)
///     ScaleTransform.symlog(1).apply(-(M_E - 1)) // -1
package enum ScaleTransform: Hashable, Sendable {
    case identity
    /// Base-10 logarithm; only positive values have a position.
    case log
    /// `sign(x)·|x|^k`.
    case power(Double)
    /// `sign(x)·ln(1 + |x·slopeAtZero|)`.
    case symlog(Double)

    /// The transformed value, or NaN for a value the transform cannot take (zero or less on a log scale).
    package func apply(_ v: Double) -> Double {
        switch self {
        case .identity: return v
        case .log: return v > 0 ? log10(v) : .nan
        case .power(let k): return v < 0 ? -pow(-v, k) : pow(v, k)
        case .symlog(let c): return v < 0 ? -log1p(-v * c) : log1p(v * c)
        }
    }

    /// The value whose transform is `t`.
    package func invert(_ t: Double) -> Double {
        switch self {
        case .identity: return t
        case .log: return pow(10, t)
        case .power(let k): return t < 0 ? -pow(-t, 1 / k) : pow(t, 1 / k)
        case .symlog(let c): return (t < 0 ? -expm1(-t) : expm1(t)) / c
        }
    }

    /// Whether a value has a position on this scale.
    package func accepts(_ v: Double) -> Bool { v.isFinite && (self != .log || v > 0) }
}
