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
    @usableFromInline let label: String
    @usableFromInline let erased: DataValue
    /// A unit, calendar or range end, which few values have: boxed, so that a plain value is a
    /// label and a number that code with concrete types builds and drops without any generic call.
    @usableFromInline let extra: PlottableValueExtra?

    /// The value as the engine takes it.
    @usableFromInline
    var slot: ValueSlot { ValueSlot(label: label, value: erased, unit: extra?.unit, calendar: extra?.calendar) }
    /// The upper end of a range value (a histogram's bin), which a mark spans from `slot`.
    @usableFromInline
    var rangeEnd: DataValue? { extra?.rangeEnd }

    /// Inlinable, with the initializers and `value` functions that call it, so that code written
    /// with concrete types (a `Double` from each row of a `ForEach`) builds its values without
    /// generic calls or metadata look-ups.
    @inlinable @inline(__always)
    init(label: String, value: Value, unit: Calendar.Component?, calendar: Calendar?) {
        self.label = label
        erased = dataValue(value)
        extra = unit == nil && calendar == nil ? nil : PlottableValueExtra(unit: unit, calendar: calendar, rangeEnd: nil)
    }

    init(label: String, lower: Value, upper: Value) {
        self.label = label
        erased = dataValue(lower)
        extra = PlottableValueExtra(unit: nil, calendar: nil, rangeEnd: dataValue(upper))
    }

    /// A value with a label.
    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.resolve(.posix), value: value, unit: nil, calendar: nil)
    }

    /// A value with a label from a string.
    @inlinable @inline(__always)
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: plottableLabel(label), value: value, unit: nil, calendar: nil)
    }

    /// A value with a label from a text.
    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.plainString(), value: value, unit: nil, calendar: nil)
    }

    /// A value with a label from a localized string resource.
    @_disfavoredOverload
    public static func value(_ label: LocalizedStringResource, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(localized: label), value: value, unit: nil, calendar: nil)
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
    @inlinable @inline(__always)
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component,
                                                calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(label: plottableLabel(label), value: value, unit: unit, calendar: calendar)
    }

    /// A date labelled by a `Text`, plotted as the calendar `unit` that holds it.
    public static func value(_ label: Text, _ value: Date, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(label: label.plainString(), value: value, unit: unit, calendar: calendar)
    }

    /// A date labelled by a localized string resource, plotted as the calendar `unit` that holds it.
    @_disfavoredOverload
    public static func value(_ label: LocalizedStringResource, _ value: Date, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> PlottableValue<Date> {
        PlottableValue(label: String(localized: label), value: value, unit: unit, calendar: calendar)
    }
}

/// A label as a `String`: a string as it is, without the generic conversion.
@inlinable @inline(__always)
func plottableLabel<S: StringProtocol>(_ label: S) -> String {
    if let string = label as? String { return string }
    return String(label)
}

/// The rarer parts of a `PlottableValue`: a date's unit and calendar, a range's upper end.
@usableFromInline
final class PlottableValueExtra {
    @usableFromInline let unit: Calendar.Component?
    @usableFromInline let calendar: Calendar?
    @usableFromInline let rangeEnd: DataValue?

    @usableFromInline
    init(unit: Calendar.Component?, calendar: Calendar?, rangeEnd: DataValue?) {
        self.unit = unit; self.calendar = calendar; self.rangeEnd = rangeEnd
    }
}
