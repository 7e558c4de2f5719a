import ChartEngine
import Foundation

/// A value of a user's plottable type from an engine value, for the user's mapping closures;
/// `nil` when the value is of another kind or does not fit the type.
func plottable<D: Plottable>(_ value: DataValue, as type: D.Type = D.self) -> D? {
    let primitive = D.PrimitivePlottable.self
    let raw: Any?
    switch value {
    case .string(let s): raw = s
    case .date(let d): raw = d
    case .number(let v):
        if primitive == Double.self { raw = v }
        else if let t = primitive as? any BinaryInteger.Type { raw = v.isFinite ? t.init(exactly: v) : nil }
        else if let t = primitive as? any BinaryFloatingPoint.Type { raw = t.init(v) }
        else { raw = nil }
    }
    return (raw as? D.PrimitivePlottable).flatMap(D.init(primitivePlottable:))
}

/// The engine values of a domain written as an array.
func dataValues<D: Plottable>(_ values: [D]) -> [DataValue] { values.map(dataValue) }

/// The ends of a domain written as a range of numbers or dates.
func interval<D: Plottable & Comparable>(_ range: ClosedRange<D>) -> StyleDomainSpec? {
    guard let a = dataValue(range.lowerBound).continuousNumber, let b = dataValue(range.upperBound).continuousNumber else {
        return .values([dataValue(range.lowerBound), dataValue(range.upperBound)])
    }
    return .interval(a, b)
}
