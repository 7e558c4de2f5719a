import ChartEngine
import Foundation

/// A labelled way to read a plotted value from each element of a vectorized plot's data:
/// a key path, a constant, or a pair of them for a range.
///
/// ```swift
/// LinePlot(prices, x: .value("Date", \.date), y: .value("Price", \.close))
/// ```
public struct PlottableProjection<DataElement, DataValue: Plottable> {
    let label: String
    let read: ProjectionRead<DataElement, DataValue>
    let unit: Calendar.Component?
    let calendar: Calendar?

    init(label: String, read: ProjectionRead<DataElement, DataValue>, unit: Calendar.Component? = nil, calendar: Calendar? = nil) {
        self.label = label; self.read = read; self.unit = unit; self.calendar = calendar
    }

    /// The value at `keyPath` of each element.
    public static func value<S: StringProtocol>(_ label: S, _ keyPath: KeyPath<DataElement, DataValue>) -> Self {
        Self(label: String(label), read: .keyPath(keyPath))
    }

    /// The value at `keyPath` of each element, with a label to localize.
    public static func value(_ label: LocalizedStringKey, _ keyPath: KeyPath<DataElement, DataValue>) -> Self {
        Self(label: label.resolve(.posix), read: .keyPath(keyPath))
    }

    /// The value at `keyPath` of each element, labelled with a text.
    public static func value(_ label: Text, _ keyPath: KeyPath<DataElement, DataValue>) -> Self {
        Self(label: label.plainString(), read: .keyPath(keyPath))
    }

    /// The same value for every element.
    public static func value<S: StringProtocol>(_ label: S, _ constant: DataValue) -> Self {
        Self(label: String(label), read: .constant(constant))
    }

    /// The same value for every element, with a label to localize.
    public static func value(_ label: LocalizedStringKey, _ constant: DataValue) -> Self {
        Self(label: label.resolve(.posix), read: .constant(constant))
    }

    /// A range from the value at `start` to the value at `end` of each element.
    public static func value<S: StringProtocol>(_ label: S, _ start: KeyPath<DataElement, DataValue>,
                                                _ end: KeyPath<DataElement, DataValue>) -> Self {
        Self(label: String(label), read: .range(.keyPath(start), .keyPath(end)))
    }

    /// A range between two constants, the same for every element.
    public static func value<S: StringProtocol>(_ label: S, _ start: DataValue, _ end: DataValue) -> Self {
        Self(label: String(label), read: .range(.constant(start), .constant(end)))
    }

    /// The same value for every element, labelled with a text.
    public static func value(_ label: Text, _ constant: DataValue) -> Self {
        Self(label: label.plainString(), read: .constant(constant))
    }

    /// A range from the value at `start` to the value at `end` of each element, labelled with a text.
    public static func value(_ label: Text, _ start: KeyPath<DataElement, DataValue>, _ end: KeyPath<DataElement, DataValue>) -> Self {
        Self(label: label.plainString(), read: .range(.keyPath(start), .keyPath(end)))
    }

    /// A range between two constants, labelled with a text.
    public static func value(_ label: Text, _ start: DataValue, _ end: DataValue) -> Self {
        Self(label: label.plainString(), read: .range(.constant(start), .constant(end)))
    }

    /// The value at `keyPath` of each element, labelled with a localized string resource.
    @_disfavoredOverload
    public static func value(_ label: LocalizedStringResource, _ keyPath: KeyPath<DataElement, DataValue>) -> Self {
        Self(label: String(localized: label), read: .keyPath(keyPath))
    }

    /// The same value for every element, labelled with a localized string resource.
    @_disfavoredOverload
    public static func value(_ label: LocalizedStringResource, _ constant: DataValue) -> Self {
        Self(label: String(localized: label), read: .constant(constant))
    }

    /// A range from the value at `start` to the value at `end` of each element, labelled with a localized string resource.
    @_disfavoredOverload
    public static func value(_ label: LocalizedStringResource, _ start: KeyPath<DataElement, DataValue>, _ end: KeyPath<DataElement, DataValue>) -> Self {
        Self(label: String(localized: label), read: .range(.keyPath(start), .keyPath(end)))
    }

    /// A range between two constants, labelled with a localized string resource.
    @_disfavoredOverload
    public static func value(_ label: LocalizedStringResource, _ start: DataValue, _ end: DataValue) -> Self {
        Self(label: String(localized: label), read: .range(.constant(start), .constant(end)))
    }

    /// The same value for every element, with a label to localize.
    public static func value(_ label: LocalizedStringKey, _ start: KeyPath<DataElement, DataValue>, _ end: KeyPath<DataElement, DataValue>) -> Self {
        Self(label: label.resolve(.posix), read: .range(.keyPath(start), .keyPath(end)))
    }
}

extension PlottableProjection where DataValue == Date {
    /// A date at `keyPath` that stands for a whole calendar unit.
    public static func value<S: StringProtocol>(_ label: S, _ keyPath: KeyPath<DataElement, Date>, unit: Calendar.Component,
                                                calendar: Calendar? = nil) -> Self {
        Self(label: String(label), read: .keyPath(keyPath), unit: unit, calendar: calendar)
    }

    /// A date at `keyPath` that stands for a whole calendar unit, with a label to localize.
    public static func value(_ label: LocalizedStringKey, _ keyPath: KeyPath<DataElement, Date>, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> Self {
        Self(label: label.resolve(.posix), read: .keyPath(keyPath), unit: unit, calendar: calendar)
    }

    /// A date at `keyPath` that stands for a whole calendar unit, labelled with a text.
    public static func value(_ label: Text, _ keyPath: KeyPath<DataElement, Date>, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> Self {
        Self(label: label.plainString(), read: .keyPath(keyPath), unit: unit, calendar: calendar)
    }

    /// The same date for every element, standing for a whole calendar unit, labelled with a text.
    public static func value(_ label: Text, _ constant: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> Self {
        Self(label: label.plainString(), read: .constant(constant), unit: unit, calendar: calendar)
    }

    /// A date at `keyPath` that stands for a whole calendar unit, labelled with a localized string resource.
    @_disfavoredOverload
    public static func value(_ label: LocalizedStringResource, _ keyPath: KeyPath<DataElement, Date>, unit: Calendar.Component,
                             calendar: Calendar? = nil) -> Self {
        Self(label: String(localized: label), read: .keyPath(keyPath), unit: unit, calendar: calendar)
    }

    /// The same date for every element, standing for a whole calendar unit, labelled with a localized string resource.
    @_disfavoredOverload
    public static func value(_ label: LocalizedStringResource, _ constant: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> Self {
        Self(label: String(localized: label), read: .constant(constant), unit: unit, calendar: calendar)
    }

    /// The same date for every element, standing for a whole calendar unit.
    public static func value<S: StringProtocol>(_ label: S, _ constant: Date, unit: Calendar.Component, calendar: Calendar? = nil) -> Self {
        Self(label: String(label), read: .constant(constant), unit: unit, calendar: calendar)
    }
}

/// How a projection reads its value.
indirect enum ProjectionRead<Element, Value: Plottable> {
    case keyPath(KeyPath<Element, Value>)
    case constant(Value)
    case range(ProjectionRead, ProjectionRead)

    func value(_ element: Element) -> Value? {
        switch self {
        case .keyPath(let kp): return element[keyPath: kp]
        case .constant(let v): return v
        case .range: return nil
        }
    }
}

extension PlottableProjection {
    /// The erased value of one element (the start of a range).
    func slot(_ element: DataElement) -> ValueSlot {
        slot(of: read, element)
    }

    func slot(of read: ProjectionRead<DataElement, DataValue>, _ element: DataElement) -> ValueSlot {
        switch read {
        case .keyPath, .constant:
            return ValueSlot(label: label, value: dataValue(read.value(element)!), unit: unit, calendar: calendar)
        case .range(let a, _): return slot(of: a, element)
        }
    }

    /// The axis encoding of one element: a value, or an interval for a range projection.
    func encoding(_ element: DataElement) -> AxisEncoding {
        if case .range(let a, let b) = read { return .interval(slot(of: a, element), slot(of: b, element)) }
        return .value(slot(element))
    }

    /// Whether the projection reads a range.
    var isRange: Bool { if case .range = read { return true } else { return false } }

    /// An interval encoding from two projections, as `xStart:`/`xEnd:` give it.
    static func interval(_ a: Self, _ b: Self, _ element: DataElement) -> AxisEncoding {
        .interval(a.slot(element), b.slot(element))
    }
}
