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

    /// The transform a continuous numeric scale applies before its linear map; `nil` for dates and categories.
    package var scaleTransform: ScaleTransform? {
        switch self {
        case .linear: return .identity
        case .log: return .log
        case .squareRoot: return .power(0.5)
        case .power(let k): return k == 1 || !k.isFinite || k <= 0 ? .identity : .power(k)
        case .symmetricLog(let slope): return .symlog(slope.isFinite && slope > 0 ? slope : 1)
        case .date, .category: return nil
        }
    }

    /// The value in the scale's transformed space, where interpolation is linear; NaN where the
    /// transform is undefined (the log of zero or of a negative number).
    package func transform(_ v: Double) -> Double {
        (scaleTransform ?? .identity).apply(v)
    }
}
