import ChartEngine
import Foundation

/// The input values of a scale: a closed range of numbers or dates, an array of categories, or
/// `.automatic` with options.
public protocol ScaleDomain {}

/// Domains that say what they mean to the engine.
protocol ScaleDomainSpecifying {
    var domainSpec: ScaleDomainSpec { get }
}

/// A domain inferred from the data.
public struct AutomaticScaleDomain: ScaleDomain, ScaleDomainSpecifying, @unchecked Sendable {
    let includesZero: Bool?
    let reversed: Bool?
    /// The user's change to the inferred domain, on engine values.
    var modify: (([DataValue]) -> [DataValue])? = nil
    var domainSpec: ScaleDomainSpec { .automatic(includesZero: includesZero, reversed: reversed) }
}

extension ScaleDomain where Self == AutomaticScaleDomain {
    /// The domain the data imply.
    public static var automatic: AutomaticScaleDomain { AutomaticScaleDomain(includesZero: nil, reversed: nil) }

    /// The data's domain, with or without zero, and optionally running the other way.
    public static func automatic(includesZero: Bool? = nil, reversed: Bool? = nil) -> AutomaticScaleDomain {
        AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
    }

    /// The data's domain, changed by a closure: the inferred categories, or the low and high
    /// ends of numbers and dates, which the closure may replace, extend or reorder.
    ///
    /// ```swift
    /// .chartXScale(domain: .automatic(dataType: String.self) { $0.append("Waffle") })
    /// ```
    public static func automatic<DataType: Plottable>(includesZero: Bool? = nil, reversed: Bool? = nil, dataType: DataType.Type,
                                                      modifyInferredDomain: @escaping (inout [DataType]) -> Void) -> AutomaticScaleDomain {
        var d = AutomaticScaleDomain(includesZero: includesZero, reversed: reversed)
        d.modify = { inferred in
            var values = inferred.compactMap { plottable($0, as: DataType.self) }
            modifyInferredDomain(&values)
            return values.map(dataValue)
        }
        return d
    }
}

extension ClosedRange: ScaleDomain where Bound: Plottable {}

extension ClosedRange: ScaleDomainSpecifying where Bound: Plottable {
    var domainSpec: ScaleDomainSpec { boundsSpec(lowerBound, upperBound) }
}

extension Range: ScaleDomain where Bound: Plottable {}

extension Range: ScaleDomainSpecifying where Bound: Plottable {
    var domainSpec: ScaleDomainSpec { boundsSpec(lowerBound, upperBound) }
}

/// A domain from its two ends: numbers, dates, or (for anything else) the two as categories.
func boundsSpec<B: Plottable>(_ lower: B, _ upper: B) -> ScaleDomainSpec {
    switch (dataValue(lower), dataValue(upper)) {
    case (.number(let a), .number(let b)): return .numbers(a, b)
    case (.date(let a), .date(let b)): return .dates(a, b)
    case (let a, let b): return .categories([a.categoryKey, b.categoryKey])
    }
}

extension Array: ScaleDomain where Element: Plottable {}

extension Array: ScaleDomainSpecifying where Element: Plottable {
    // Categories on a category axis; on a number or date axis, the range its values span.
    var domainSpec: ScaleDomainSpec { .values(map(dataValue)) }
}

/// The output values of a scale.
public protocol ScaleRange {
    /// The type of the visual values the range maps data values to.
    associatedtype VisualValue
}

/// The range of a position scale: the plot's length, padded at either end.
public protocol PositionScaleRange: ScaleRange {}

/// A position range along the plot's dimension.
public struct PlotDimensionScaleRange: PositionScaleRange, Sendable {
    /// Positions are in points.
    public typealias VisualValue = CGFloat
    /// Points left empty before the first value.
    public let startPadding: CGFloat
    /// Points left empty after the last value.
    public let endPadding: CGFloat
    var rangeSpec: ScaleRangeSpec { ScaleRangeSpec(startPadding: Double(startPadding), endPadding: Double(endPadding)) }
}

extension PositionScaleRange where Self == PlotDimensionScaleRange {
    /// The whole length of the plot.
    public static var plotDimension: PlotDimensionScaleRange { PlotDimensionScaleRange(startPadding: 0, endPadding: 0) }
    /// The plot's length less `padding` at each end.
    public static func plotDimension(padding: CGFloat) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: padding, endPadding: padding)
    }
    /// The plot's length less the given padding at the start and the end.
    public static func plotDimension(startPadding: CGFloat = 0, endPadding: CGFloat = 0) -> PlotDimensionScaleRange {
        PlotDimensionScaleRange(startPadding: startPadding, endPadding: endPadding)
    }
}
