import ChartEngine
import Foundation

nonisolated extension View {
    func lineStyleScale(_ spec: StyleScaleSpec<LineStyleSpec>) -> some View {
        EnvironmentModifiedView(content: self) { $0.chartOptions.styleScales.lineStyle = spec }
    }

    /// Strokes each category with the style paired with it; the pairs' order is the legend's.
    ///
    /// ```swift
    /// .chartLineStyleScale(["Cupertino": StrokeStyle(lineWidth: 2), "San Francisco": StrokeStyle(lineWidth: 2, dash: [5, 3])])
    /// ```
    public func chartLineStyleScale<D: Plottable>(_ mapping: KeyValuePairs<D, StrokeStyle>) -> some View {
        lineStyleScale(StyleScaleSpec(pairs: mapping.map { (dataValue($0.key), $0.value.spec) }))
    }

    /// Fixes the categories, and their order, keeping the automatic dash patterns.
    public func chartLineStyleScale<D: Plottable>(domain: [D]) -> some View {
        lineStyleScale(StyleScaleSpec(domain: .values(dataValues(domain))))
    }

    /// Strokes the categories of `domain`, in order, with the styles of `range` in turn.
    public func chartLineStyleScale<D: Plottable>(domain: [D], range: [StrokeStyle]) -> some View {
        lineStyleScale(StyleScaleSpec(domain: .values(dataValues(domain)), range: .values(range.map(\.spec))))
    }

    /// Strokes the data's categories with the styles of `range` in turn.
    public func chartLineStyleScale(range: [StrokeStyle]) -> some View {
        lineStyleScale(StyleScaleSpec(range: .values(range.map(\.spec))))
    }

    /// Strokes the categories of `domain` with the style `mapping` gives each.
    public func chartLineStyleScale<Domain: Collection>(domain: Domain, mapping: @escaping (Domain.Element) -> StrokeStyle) -> some View
    where Domain.Element: Plottable {
        lineStyleScale(StyleScaleSpec(domain: .values(domain.map { dataValue($0) }), mapping: StyleMapping { v in
            plottable(v, as: Domain.Element.self).map { mapping($0).spec }
        }))
    }

    /// Strokes each category of the data with the style `mapping` gives it.
    public func chartLineStyleScale<D: Plottable>(mapping: @escaping (D) -> StrokeStyle) -> some View {
        lineStyleScale(StyleScaleSpec(mapping: StyleMapping { v in plottable(v, as: D.self).map { mapping($0).spec } }))
    }
}
