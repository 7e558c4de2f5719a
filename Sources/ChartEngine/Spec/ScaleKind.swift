import Foundation

/// How a scale maps data to its range: Swift Charts' `ScaleType`, as the engine sees it.
package enum ScaleKind: Hashable, Sendable {
    /// y = a·x + b.
    case linear
    /// Logarithmic; values at or below zero cannot be placed.
    case log
    /// A power scale with exponent 0.5.
    case squareRoot
    /// A power scale with the given exponent.
    case power(Double)
    /// y = a·sign(x)·log(1 + |x·slopeAtZero|) + b.
    case symmetricLog(slopeAtZero: Double)
    /// Linear in seconds since the reference date.
    case date
    /// Discrete values, each its own slot.
    case category

    /// Whether the scale maps a continuous interval rather than discrete values.
    package var isContinuous: Bool { self != .category }

    /// The value in the scale's transformed space, where interpolation is linear; NaN where the
    /// transform is undefined (the log of zero or of a negative number).
    package func transform(_ v: Double) -> Double {
        switch self {
        case .linear, .date, .category: return v
        case .log: return v > 0 ? Foundation.log(v) : .nan
        case .squareRoot: return Self.signedPower(v, 0.5)
        case .power(let e): return Self.signedPower(v, e.isFinite ? e : 1)
        case .symmetricLog(let c):
            let slope = c.isFinite && c > 0 ? c : 1
            return (v < 0 ? -1 : 1) * Foundation.log1p(abs(v * slope))
        }
    }

    /// A power that keeps the sign of its base, as d3-scale's pow scale does for negative values.
    static func signedPower(_ v: Double, _ e: Double) -> Double {
        v < 0 ? -Foundation.pow(-v, e) : Foundation.pow(v, e)
    }
}
