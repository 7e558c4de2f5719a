import ChartEngine
import Foundation

/// A data value with the label that names it, for a mark's `x`, `y` or style channel.
///
/// ```swift
/// BarMark(x: .value("Day", day, unit: .day), y: .value("Sales", sales))
/// ```
public struct PlottableValue<Value: Plottable> {
    /// The value erased when it is made. No stored property depends on `Value`, so marks read it
    /// without looking up generic metadata, which matters at a million marks.
    let slot: ValueSlot
    /// The upper end of a range value (a histogram's bin), which a mark spans from `slot`.
    let rangeEnd: DataValue?

    init(label: String, value: Value, unit: Calendar.Component?, calendar: Calendar?) {
        slot = ValueSlot(label: label, value: dataValue(value), unit: unit, calendar: calendar)
        rangeEnd = nil
    }

    init(label: String, lower: Value, upper: Value) {
        slot = ValueSlot(label: label, value: dataValue(lower))
        rangeEnd = dataValue(upper)
    }

    /// A value with a label.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.resolve(.posix), value: value, unit: nil, calendar: nil)
    }

    /// A value with a label from a string.
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), value: value, unit: nil, calendar: nil)
    }

    /// A value with a label from a text.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.plainString(), value: value, unit: nil, calendar: nil)
    }
}

extension PlottableValue where Value == Date {
    /// A date that stands for a whole calendar unit: bars span it, points sit in its middle.
    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(label: label.resolve(.posix), value: value, unit: unit, calendar: calendar)
    }

    /// A date labelled `label`, plotted as the calendar `unit` that holds it (a bar a day wide, a tick per month).
    ///
    /// ```swift
    /// BarMark(x: .value("Day", sale.day, unit: .day), y: .value("Sales", sale.count))
    /// ```
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component,
                                                calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(label: String(label), value: value, unit: unit, calendar: calendar)
    }

    /// A date labelled by a `Text`, plotted as the calendar `unit` that holds it.
    public static func value(_ label: Text, _ value: Date, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(label: label.plainString(), value: value, unit: unit, calendar: calendar)
    }
}
