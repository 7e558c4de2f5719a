import ChartEngine
import Foundation

/// An engine value as a plottable type; numbers found by inverting a scale are rounded for integer
/// types, and a category's text becomes a number when the type asks for one.
func plottable<P: Plottable>(_ value: DataValue, as type: P.Type) -> P? {
    if let exact = primitiveValue(value, as: P.PrimitivePlottable.self) { return P(primitivePlottable: exact) }
    switch value {
    case .number(let v):
        let rounded = v.rounded()
        guard rounded.isFinite, rounded != v else { return nil }
        return primitiveValue(.number(rounded), as: P.PrimitivePlottable.self).flatMap(P.init(primitivePlottable:))
    case .string(let s):
        guard let v = Double(s) else { return nil }
        return primitiveValue(.number(v), as: P.PrimitivePlottable.self).flatMap(P.init(primitivePlottable:))
    case .date:
        return nil
    }
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
