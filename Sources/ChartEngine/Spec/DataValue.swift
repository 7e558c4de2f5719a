import Foundation

/// A plotted value after type erasure: the three kinds of data Swift Charts knows.
@usableFromInline
package enum DataValue: Hashable, Sendable {
    /// Quantitative data: every integer and floating-point type.
    case number(Double)
    /// Nominal data: strings and string-backed enums.
    case string(String)
    /// Temporal data.
    case date(Date)

    package var number: Double? { if case .number(let v) = self { return v } else { return nil } }
    package var string: String? { if case .string(let v) = self { return v } else { return nil } }
    package var date: Date? { if case .date(let v) = self { return v } else { return nil } }

    /// The value as a category key: nominal data keeps its string; other kinds print plainly.
    package var categoryKey: String {
        switch self {
        case .string(let s): return s
        case .number(let v): return v.rounded() == v && abs(v) < 1e15 ? String(Int64(saturating: v)) : String(v)
        case .date(let d): return String(d.timeIntervalSinceReferenceDate)
        }
    }

    /// Whether a continuous value is finite (strings always are).
    package var isFinite: Bool {
        switch self {
        case .number(let v): return v.isFinite
        case .date(let d): return d.timeIntervalSinceReferenceDate.isFinite
        case .string: return true
        }
    }
}

/// One `PlottableValue` after erasure: the label that names the channel, the value, and
/// for dates the calendar unit the value stands for.
@usableFromInline
package struct ValueSlot: Sendable {
    @usableFromInline package var label: String
    @usableFromInline package var value: DataValue
    @usableFromInline package var unit: Calendar.Component?
    @usableFromInline package var calendar: Calendar?

    @usableFromInline
    package init(label: String, value: DataValue, unit: Calendar.Component? = nil, calendar: Calendar? = nil) {
        self.label = label; self.value = value; self.unit = unit; self.calendar = calendar
    }
}
