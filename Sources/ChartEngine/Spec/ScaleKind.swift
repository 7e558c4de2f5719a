/// The scale types of Swift Charts' `ScaleType`, as the engine sees them.
package enum ScaleKind: Hashable, Sendable {
    case linear
    case log
    case squareRoot
    case power(Double)
    case symmetricLog(slopeAtZero: Double)
    case date
    case category

    /// The transform a continuous numeric scale applies before its linear map; `nil` for dates and categories.
    package var transform: ScaleTransform? {
        switch self {
        case .linear: return .identity
        case .log: return .log
        case .squareRoot: return .power(0.5)
        case .power(let k): return k == 1 ? .identity : .power(k)
        case .symmetricLog(let slope): return .symlog(slope)
        case .date, .category: return nil
        }
    }
}
