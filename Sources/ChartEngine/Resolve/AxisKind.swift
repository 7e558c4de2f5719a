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
}

/// The kinds of data seen on one axis, gathered value by value without keeping the values.
struct ValueKinds {
    private var sawString = false, sawDate = false, sawNumber = false

    mutating func add(_ v: DataValue) {
        switch v {
        case .string: sawString = true
        case .date: sawDate = true
        case .number: sawNumber = true
        }
    }

    mutating func add(_ e: AxisEncoding) {
        switch e {
        case .value(let s): add(s.value)
        case .interval(let a, let b): add(a.value); add(b.value)
        case .absent, .fixed: break
        }
    }

    /// Whether more than one kind of data was seen.
    var isMixed: Bool { [sawString, sawDate, sawNumber].filter { $0 }.count > 1 }

    /// Any string makes the axis nominal, then any date temporal, else quantitative; `nil` for no data.
    var scaleKind: PositionScaleKind? {
        if sawString { return .band }
        if sawDate { return .time }
        return sawNumber ? .linear : nil
    }
}
