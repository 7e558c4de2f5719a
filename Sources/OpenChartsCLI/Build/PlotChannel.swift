import OpenCharts

/// A channel of a mark bound to a typed column (or to one constant), so that the mark's
/// initializer sees the Swift type a hand-written chart would pass to `.value`.
protocol PlotChannel<Value> {
    associatedtype Value: Plottable
    /// `.value(label, value)` for row `i`.
    func value(_ i: Int) -> PlottableValue<Value>
    /// The raw value of row `i`.
    func raw(_ i: Int) -> Value
    /// The label of `.value`.
    var label: String { get }
    /// Whether every row has the same value.
    var isConstant: Bool { get }
}

struct NumberChannel: PlotChannel {
    let label: String
    let values: [Double]
    var isConstant: Bool { false }
    func raw(_ i: Int) -> Double { values[i] }
    func value(_ i: Int) -> PlottableValue<Double> { .value(label, values[i]) }
}

struct DateChannel: PlotChannel {
    let label: String
    let seconds: [Double]
    let unit: Calendar.Component?
    let calendar: Calendar
    var isConstant: Bool { false }
    func raw(_ i: Int) -> Date { Date(timeIntervalSince1970: seconds[i]) }
    func value(_ i: Int) -> PlottableValue<Date> {
        if let unit { return .value(label, raw(i), unit: unit, calendar: calendar) }
        return .value(label, raw(i))
    }
}

struct TextChannel: PlotChannel {
    let label: String
    let values: [String]
    var isConstant: Bool { false }
    func raw(_ i: Int) -> String { values[i] }
    func value(_ i: Int) -> PlottableValue<String> { .value(label, values[i]) }
}

struct ConstantChannel<V: Plottable>: PlotChannel {
    let label: String
    let constant: V
    var unit: Calendar.Component? = nil
    var calendar: Calendar? = nil
    var isConstant: Bool { true }
    func raw(_ i: Int) -> V { constant }
    func value(_ i: Int) -> PlottableValue<V> {
        if let unit, let date = constant as? Date, let v = PlottableValue<Date>.value(label, date, unit: unit, calendar: calendar) as? PlottableValue<V> {
            return v
        }
        return .value(label, constant)
    }
}

extension PlotChannel {
    /// `other` seen as a channel of this channel's type, for the start and end of a range.
    func same(_ other: any PlotChannel, _ name: String) throws -> Self.ValueChannel {
        guard let o = other as? any PlotChannel<Value> else {
            throw CLIError("\(name): the start and end of a range must be of one type (both numbers, both dates or both text)")
        }
        return ValueChannel(base: o)
    }

    typealias ValueChannel = AnyChannel<Value>
}

/// A channel of a known value type, whatever its storage.
struct AnyChannel<V: Plottable>: PlotChannel {
    let base: any PlotChannel<V>
    var label: String { base.label }
    var isConstant: Bool { base.isConstant }
    func raw(_ i: Int) -> V { base.raw(i) }
    func value(_ i: Int) -> PlottableValue<V> { base.value(i) }
}
