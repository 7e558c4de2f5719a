import Foundation

/// A position scale's domain as the user fixed it with `chartXScale(domain:)` / `chartYScale(domain:)`.
package enum ScaleDomainSpec: Sendable {
    /// `ScaleDomain.automatic(includesZero:reversed:)`: inferred from the data, with these overrides.
    case automatic(includesZero: Bool?, reversed: Bool?)
    /// A closed range of numbers.
    case numbers(Double, Double)
    /// A closed range of dates.
    case dates(Date, Date)
    /// Categories, in the order given.
    case categories([String])
    /// An array of values (`chartYScale(domain: [0, 100])`): its categories on a category axis, the
    /// extent of its numbers or dates on a number or date axis, as Swift Charts reads an array.
    case values([DataValue])

    /// The domain as an axis of `kind` reads it: an array becomes categories, or the range from its
    /// least to its greatest number or date.
    package func resolved(for kind: PositionScaleKind?) -> ScaleDomainSpec {
        guard case .values(let values) = self else { return self }
        switch kind {
        case .linear?:
            let numbers = values.compactMap(\.number).filter(\.isFinite)
            if let lo = numbers.min(), let hi = numbers.max() { return .numbers(lo, hi) }
        case .time?:
            let dates = values.compactMap(\.date).filter { $0.timeIntervalSinceReferenceDate.isFinite }
            if let lo = dates.min(), let hi = dates.max() { return .dates(lo, hi) }
        case .band?, nil:
            break
        }
        return .categories(values.map(\.categoryKey))
    }

    /// The kind of axis the domain implies when no mark says: numbers, dates or categories.
    package var impliedKind: PositionScaleKind? {
        switch self {
        case .numbers: return .linear
        case .dates: return .time
        case .categories: return .band
        case .values(let values):
            if !values.isEmpty, values.allSatisfy({ $0.number != nil }) { return .linear }
            if !values.isEmpty, values.allSatisfy({ $0.date != nil }) { return .time }
            return .band
        case .automatic: return nil
        }
    }
}

/// `PositionScaleRange.plotDimension(startPadding:endPadding:)`: how far in from the plot's edges
/// the scale's range starts and ends, in points.
package struct ScaleRangeSpec: Hashable, Sendable {
    package var startPadding: Double
    package var endPadding: Double
    /// `chartXScale(range: 0...128)`: the positions, in points from the range's start, that the
    /// domain runs between; when set, the paddings are not used.
    package var positions: ClosedRange<Double>?
    package init(startPadding: Double, endPadding: Double) {
        self.startPadding = startPadding; self.endPadding = endPadding
    }
}

/// Everything `chartXScale` / `chartYScale` set for one axis; each call overrides only what it names.
package struct PositionScaleOptions: Sendable {
    package var domain: ScaleDomainSpec?
    package var range: ScaleRangeSpec?
    package var type: ScaleKind?
    /// `.automatic(…modifyInferredDomain:)`: changes the inferred domain (the categories, or the
    /// two ends of numbers and dates) before it is rounded.
    package var modifyDomain: (@Sendable ([DataValue]) -> [DataValue])?
    package init() {}

    /// Whether the domain is fixed by the user, so that marks outside it are clipped to the plot.
    package var hasFixedDomain: Bool {
        switch domain {
        case .numbers, .dates, .categories, .values: return true
        case .automatic, nil: return false
        }
    }

    /// Whether the scale runs the other way (`reversed: true`).
    package var isReversed: Bool {
        if case .automatic(_, let reversed)? = domain { return reversed ?? false }
        return false
    }
}
