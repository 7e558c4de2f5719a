import ChartEngine
import Foundation

/// The value an `AxisMarks` content closure draws marks for: its place among the axis's values and
/// the value itself.
///
/// ```swift
/// AxisMarks(values: .stride(by: .month)) { value in
///     if let date = value.as(Date.self), Calendar.current.component(.month, from: date) % 3 == 1 {
///         AxisValueLabel(format: .dateTime.month(.narrow))
///     }
/// }
/// ```
public struct AxisValue {
    /// The position of this value among the axis's values, from 0.
    public let index: Int
    /// How many values the axis marks.
    public let count: Int
    let value: DataValue

    init(_ info: AxisValueInfo) {
        index = info.index; count = info.count; value = info.value
    }

    /// The value as a plottable type, or `nil` when it is of another kind.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        guard let primitive = primitiveValue(value, as: P.PrimitivePlottable.self) else { return nil }
        return P(primitivePlottable: primitive)
    }
}

/// An engine value as a primitive plottable type: numbers convert between numeric types when exact
/// (an axis value of 50.0 is the `Int` 50), strings and dates only to themselves.
func primitiveValue<T: PrimitivePlottableProtocol>(_ value: DataValue, as type: T.Type) -> T? {
    switch value {
    case .string(let s): return s as? T
    case .date(let d): return d as? T
    case .number(let v):
        if let t = v as? T { return t }
        if let t = Float(v) as? T { return t }
        if let t = CGFloat(v) as? T { return t }
        if T.self == Decimal.self { return Decimal(plotted: v) as? T }
        if T.self == Int.self, let i = Int(exactly: v) { return i as? T }
        guard v.isFinite, v == v.rounded() else { return nil }
        if let i = Int64(exactly: v) {
            if let t = Int(exactly: i) as? T { return t }
            if let t = Int8(exactly: i) as? T { return t }
            if let t = Int16(exactly: i) as? T { return t }
            if let t = Int32(exactly: i) as? T { return t }
            if let t = i as? T { return t }
            if let t = UInt(exactly: i) as? T { return t }
            if let t = UInt8(exactly: i) as? T { return t }
            if let t = UInt16(exactly: i) as? T { return t }
            if let t = UInt32(exactly: i) as? T { return t }
            if let t = UInt64(exactly: i) as? T { return t }
        }
        return nil
    }
}
