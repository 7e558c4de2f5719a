import ChartEngine
import Foundation

nonisolated extension View {
    func symbolScale(_ spec: StyleScaleSpec<SymbolKind>) -> some View {
        EnvironmentModifiedView(content: self) { $0.chartOptions.styleScales.symbol = spec }
    }

    func symbolSizeScale(_ spec: StyleScaleSpec<Double>) -> some View {
        EnvironmentModifiedView(content: self) { $0.chartOptions.styleScales.symbolSize = spec }
    }

    /// Gives each category the symbol paired with it, of any symbol type; the pairs' order is the legend's.
    ///
    /// ```swift
    /// .chartSymbolScale(["Walk": BasicChartSymbolShape.circle, "Run": Circle().strokeBorder(lineWidth: 2)])
    /// ```
    public func chartSymbolScale<D: Plottable>(_ mapping: KeyValuePairs<D, any ChartSymbolShape>) -> some View {
        symbolScale(StyleScaleSpec(pairs: mapping.map { (dataValue($0.key), symbolKind($0.value)) }))
    }

    /// Fixes the categories, and their order, keeping the automatic symbols.
    public func chartSymbolScale<D: Plottable>(domain: [D]) -> some View {
        symbolScale(StyleScaleSpec(domain: .values(dataValues(domain))))
    }

    /// Gives the categories of `domain`, in order, the symbols of `range` in turn.
    public func chartSymbolScale<D: Plottable>(domain: [D], range: [any ChartSymbolShape]) -> some View {
        symbolScale(StyleScaleSpec(domain: .values(dataValues(domain)), range: .values(range.map(symbolKind))))
    }

    /// Gives the categories of `domain`, in order, the symbol `mapping` gives each.
    public func chartSymbolScale<Domain: Collection, S: ChartSymbolShape>(domain: Domain, mapping: @escaping (Domain.Element) -> S) -> some View
    where Domain.Element: Plottable {
        symbolScale(StyleScaleSpec(domain: .values(domain.map { dataValue($0) }), mapping: StyleMapping { v in
            plottable(v, as: Domain.Element.self).map { symbolKind(mapping($0)) }
        }))
    }

    /// Gives each category of the data the symbol `mapping` gives it.
    public func chartSymbolScale<D: Plottable, S: ChartSymbolShape>(mapping: @escaping (D) -> S) -> some View {
        symbolScale(StyleScaleSpec(mapping: StyleMapping { v in plottable(v, as: D.self).map { symbolKind(mapping($0)) } }))
    }

    /// Gives the data's categories the symbols of `range` in turn.
    ///
    /// ```swift
    /// .chartSymbolScale(range: [.diamond, .cross])
    /// ```
    public func chartSymbolScale(range: [any ChartSymbolShape]) -> some View {
        symbolScale(StyleScaleSpec(range: .values(range.map(symbolKind))))
    }

    /// Gives the data's categories the symbols of `range` in turn.
    public func chartSymbolScale(range: [BasicChartSymbolShape]) -> some View {
        symbolScale(StyleScaleSpec(range: .values(range.map(\.kind))))
    }

    /// Gives each category the symbol area (in square points) paired with it.
    public func chartSymbolSizeScale<D: Plottable>(_ mapping: KeyValuePairs<D, CGFloat>) -> some View {
        symbolSizeScale(StyleScaleSpec(pairs: mapping.map { (dataValue($0.key), area($0.value)) }))
    }

    /// Sizes the numbers of `domain` from the first to the last area of `range`.
    ///
    /// ```swift
    /// .chartSymbolSizeScale(domain: 0...300, range: 20...400)
    /// ```
    public func chartSymbolSizeScale<D: Plottable & Comparable>(domain: ClosedRange<D>, range: ClosedRange<CGFloat>,
                                                                 type: ScaleType? = nil) -> some View {
        symbolSizeScale(StyleScaleSpec(domain: interval(domain), range: .values([area(range.lowerBound), area(range.upperBound)]), kind: type?.kind))
    }

    /// Gives the categories of `domain`, in order, the areas of `range` in turn.
    public func chartSymbolSizeScale<D: Plottable>(domain: [D], range: [CGFloat], type: ScaleType? = nil) -> some View {
        symbolSizeScale(StyleScaleSpec(domain: .values(dataValues(domain)), range: .values(range.map(area)), kind: type?.kind))
    }

    /// Fixes the numeric domain of the size scale.
    public func chartSymbolSizeScale<D: Plottable & Comparable>(domain: ClosedRange<D>, type: ScaleType? = nil) -> some View {
        symbolSizeScale(StyleScaleSpec(domain: interval(domain), kind: type?.kind))
    }

    /// Fixes the categories of the size scale, and their order.
    public func chartSymbolSizeScale<D: Plottable>(domain: [D], type: ScaleType? = nil) -> some View {
        symbolSizeScale(StyleScaleSpec(domain: .values(dataValues(domain)), kind: type?.kind))
    }

    /// Gives the categories of `domain` the area `mapping` gives each.
    public func chartSymbolSizeScale<Domain: Collection>(domain: Domain, mapping: @escaping (Domain.Element) -> CGFloat) -> some View
    where Domain.Element: Plottable {
        symbolSizeScale(StyleScaleSpec(domain: .values(domain.map { dataValue($0) }), mapping: StyleMapping { v in
            plottable(v, as: Domain.Element.self).map { area(mapping($0)) }
        }))
    }

    /// Gives each category of the data the area `mapping` gives it.
    public func chartSymbolSizeScale<D: Plottable>(mapping: @escaping (D) -> CGFloat) -> some View {
        symbolSizeScale(StyleScaleSpec(mapping: StyleMapping { v in plottable(v, as: D.self).map { area(mapping($0)) } }))
    }

    /// Sizes the data's numbers from the first to the last area of `range`.
    public func chartSymbolSizeScale(range: ClosedRange<CGFloat>, type: ScaleType? = nil) -> some View {
        symbolSizeScale(StyleScaleSpec(range: .values([area(range.lowerBound), area(range.upperBound)]), kind: type?.kind))
    }

    /// Gives the data's categories the areas of `range` in turn, or spreads its numbers along them.
    public func chartSymbolSizeScale(range: [CGFloat], type: ScaleType? = nil) -> some View {
        symbolSizeScale(StyleScaleSpec(range: .values(range.map(area)), kind: type?.kind))
    }

    /// Sets the type of the size scale: `.category` sizes numbers as categories.
    public func chartSymbolSizeScale(type: ScaleType? = nil) -> some View {
        symbolSizeScale(StyleScaleSpec(kind: type?.kind))
    }
}

/// A symbol area made finite and non-negative.
func area(_ v: CGFloat) -> Double { v.isFinite ? max(0, Double(v)) : 0 }
