import ChartEngine
import ChartScene
import Foundation

nonisolated extension View {
    /// Sets the foreground style scale of charts in this view.
    func foregroundStyleScale(_ change: @escaping (inout StyleScaleSpec<Paint>, EnvironmentValues) -> Void) -> some View {
        EnvironmentModifiedView(content: self) { env in
            var spec = StyleScaleSpec<Paint>()
            change(&spec, env)
            env.chartOptions.styleScales.foreground = spec
        }
    }

    /// Colours each category with the style paired with it; the pairs' order is the legend's.
    ///
    /// ```swift
    /// .chartForegroundStyleScale(["San Francisco": .purple, "Cupertino": .green])
    /// ```
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<D, S>) -> some View {
        let pairs = mapping.map { (dataValue($0.key), $0.value) }
        return foregroundStyleScale { spec, env in spec = StyleScaleSpec(pairs: pairs.map { ($0.0, $0.1.resolvePaint(in: env)) }) }
    }

    /// Colours the categories of `domain`, in that order, with the styles of `range` in turn.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(domain: [D], range: [S], type: ScaleType? = nil) -> some View {
        let values = dataValues(domain)
        return foregroundStyleScale { spec, env in
            spec = StyleScaleSpec(domain: .values(values), range: .values(range.map { $0.resolvePaint(in: env) }), kind: type?.kind)
        }
    }

    /// Colours the numbers of `domain` with the styles of `range` spread evenly from its start to its end.
    public func chartForegroundStyleScale<D: Plottable & Comparable, S: ShapeStyle>(domain: ClosedRange<D>, range: [S],
                                                                                  type: ScaleType? = nil) -> some View {
        let d = interval(domain)
        return foregroundStyleScale { spec, env in
            spec = StyleScaleSpec(domain: d, range: .values(range.map { $0.resolvePaint(in: env) }), kind: type?.kind)
        }
    }

    /// Colours the numbers of `domain` along a gradient, with a colour bar in the legend.
    ///
    /// ```swift
    /// .chartForegroundStyleScale(domain: 0...250, range: Gradient(colors: [.yellow, .orange, .red]))
    /// ```
    public func chartForegroundStyleScale<D: Plottable & Comparable>(domain: ClosedRange<D>, range: Gradient,
                                                                     type: ScaleType? = nil) -> some View {
        let d = interval(domain)
        return foregroundStyleScale { spec, env in
            spec = StyleScaleSpec(domain: d, range: .gradient(range.sceneStops(env.colorScheme)), kind: type?.kind)
        }
    }

    /// Colours the numbers of `domain` along a colour's gradient.
    public func chartForegroundStyleScale<D: Plottable & Comparable>(domain: ClosedRange<D>, range: AnyGradient,
                                                                     type: ScaleType? = nil) -> some View {
        let d = interval(domain)
        return foregroundStyleScale { spec, env in spec = StyleScaleSpec(domain: d, range: .gradient(range.stops(env)), kind: type?.kind) }
    }

    /// Colours the categories of `domain` with colours taken evenly along a gradient.
    public func chartForegroundStyleScale<D: Plottable>(domain: [D], range: Gradient, type: ScaleType? = nil) -> some View {
        let values = dataValues(domain)
        return foregroundStyleScale { spec, env in
            spec = StyleScaleSpec(domain: .values(values), range: .gradient(range.sceneStops(env.colorScheme)), kind: type?.kind)
        }
    }

    /// Fixes the domain, and with it the legend's order, keeping the automatic colours.
    public func chartForegroundStyleScale<D: Plottable>(domain: [D], type: ScaleType? = nil) -> some View {
        let values = dataValues(domain)
        return foregroundStyleScale { spec, _ in spec = StyleScaleSpec(domain: .values(values), kind: type?.kind) }
    }

    /// Fixes the numeric domain of a continuous colour scale.
    public func chartForegroundStyleScale<D: Plottable & Comparable>(domain: ClosedRange<D>, type: ScaleType? = nil) -> some View {
        let d = interval(domain)
        return foregroundStyleScale { spec, _ in spec = StyleScaleSpec(domain: d, kind: type?.kind) }
    }

    /// Colours the categories of `domain`, in that order, with the style `mapping` gives each.
    public func chartForegroundStyleScale<Domain: Collection, S: ShapeStyle>(domain: Domain, mapping: @escaping (Domain.Element) -> S) -> some View
    where Domain.Element: Plottable {
        let values = domain.map { dataValue($0) }
        return foregroundStyleScale { spec, env in
            spec = StyleScaleSpec(domain: .values(values), mapping: StyleMapping { v in
                plottable(v, as: Domain.Element.self).map { mapping($0).resolvePaint(in: env) }
            })
        }
    }

    /// Colours each category of the data with the style `mapping` gives it.
    public func chartForegroundStyleScale<D: Plottable, S: ShapeStyle>(mapping: @escaping (D) -> S) -> some View {
        foregroundStyleScale { spec, env in
            spec = StyleScaleSpec(mapping: StyleMapping { v in plottable(v, as: D.self).map { mapping($0).resolvePaint(in: env) } })
        }
    }

    /// Colours the data's categories with the styles of `range` in turn, or its numbers along them.
    public func chartForegroundStyleScale<S: ShapeStyle>(range: [S], type: ScaleType? = nil) -> some View {
        foregroundStyleScale { spec, env in spec = StyleScaleSpec(range: .values(range.map { $0.resolvePaint(in: env) }), kind: type?.kind) }
    }

    /// Colours the data's numbers along a gradient, from their smallest to their largest.
    public func chartForegroundStyleScale(range: Gradient, type: ScaleType? = nil) -> some View {
        foregroundStyleScale { spec, env in spec = StyleScaleSpec(range: .gradient(range.sceneStops(env.colorScheme)), kind: type?.kind) }
    }

    /// Colours the data's numbers along a colour's gradient.
    public func chartForegroundStyleScale(range: AnyGradient, type: ScaleType? = nil) -> some View {
        foregroundStyleScale { spec, env in spec = StyleScaleSpec(range: .gradient(range.stops(env)), kind: type?.kind) }
    }

    /// Sets the type of the foreground style scale: `.category` colours numbers as categories,
    /// `.linear`, `.log` and the others colour them along a gradient.
    public func chartForegroundStyleScale(type: ScaleType? = nil) -> some View {
        foregroundStyleScale { spec, _ in spec = StyleScaleSpec(kind: type?.kind) }
    }
}

extension AnyGradient {
    /// The gradient's stops in an appearance.
    func stops(_ env: EnvironmentValues) -> [GradientStop] {
        if case .linearGradient(let g) = paint(in: env) { return g.stops }
        return []
    }
}
