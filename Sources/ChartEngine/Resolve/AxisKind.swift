/// The two position axes.
package enum PositionAxis: Hashable, Sendable {
    case x, y
    package var other: PositionAxis { self == .x ? .y : .x }
}

/// The type of scale a position axis needs, inferred from the data plotted on it.
package enum PositionScaleKind: Hashable, Sendable {
    /// Numbers: a continuous linear scale.
    case linear
    /// Strings: equal bands in order of first appearance.
    case band
    /// Dates: a continuous time scale with calendar-aware ticks.
    case time

    /// Infers the kind from the values on an axis: any string makes it nominal, then any date
    /// makes it temporal, else quantitative. `nil` when the axis carries no data.
    package static func infer(from values: [DataValue]) -> PositionScaleKind? {
        var sawNumber = false, sawDate = false
        for v in values {
            switch v {
            case .string: return .band
            case .date: sawDate = true
            case .number: sawNumber = true
            }
        }
        if sawDate { return .time }
        return sawNumber ? .linear : nil
    }
}
