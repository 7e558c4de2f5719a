import ChartEngine
import ChartScene
import Foundation

/// Domains that say what they mean to a style scale.
protocol StyleScaleDomainProviding {
    var styleDomainSpec: StyleDomainSpec? { get }
}

extension AutomaticScaleDomain: StyleScaleDomainProviding {
    var styleDomainSpec: StyleDomainSpec? {
        guard includesZero != nil || reversed != nil else { return nil }
        return .automatic(includesZero: includesZero ?? false, reversed: reversed ?? false)
    }
}

extension ClosedRange: StyleScaleDomainProviding where Bound: Plottable {
    var styleDomainSpec: StyleDomainSpec? { styleBounds(lowerBound, upperBound) }
}

extension Range: StyleScaleDomainProviding where Bound: Plottable {
    var styleDomainSpec: StyleDomainSpec? { styleBounds(lowerBound, upperBound) }
}

extension Array: StyleScaleDomainProviding where Element: Plottable {
    var styleDomainSpec: StyleDomainSpec? { .values(map(dataValue)) }
}

/// A style domain from its two ends: an interval of numbers or dates, else the two as categories.
func styleBounds<B: Plottable>(_ lower: B, _ upper: B) -> StyleDomainSpec {
    let a = dataValue(lower), b = dataValue(upper)
    if let x = a.continuousNumber, let y = b.continuousNumber { return .interval(x, y) }
    return .values([a, b])
}

/// Any array is a scale's range: its elements are the visual values, in order.
extension Array: ScaleRange {
    public typealias VisualValue = Element
}

extension Gradient: ScaleRange {
    /// A gradient's colours are its visual values, spread over a continuous domain.
    public typealias VisualValue = Gradient
}

extension AnyGradient: ScaleRange {
    /// A gradient's colours are its visual values, spread over a continuous domain.
    public typealias VisualValue = AnyGradient
}

/// Ranges that can colour a foreground style scale.
protocol PaintRangeProviding {
    func paintRange(_ env: EnvironmentValues) -> StyleRangeSpec<Paint>?
}

extension Array: PaintRangeProviding {
    func paintRange(_ env: EnvironmentValues) -> StyleRangeSpec<Paint>? {
        let paints = compactMap { ($0 as? any ShapeStyle)?.resolvePaint(in: env) }
        return paints.count == count ? .values(paints) : nil
    }
}

extension Gradient: PaintRangeProviding {
    func paintRange(_ env: EnvironmentValues) -> StyleRangeSpec<Paint>? { .gradient(sceneStops(env.colorScheme)) }
}

extension AnyGradient: PaintRangeProviding {
    func paintRange(_ env: EnvironmentValues) -> StyleRangeSpec<Paint>? { .gradient(stops(env)) }
}

nonisolated extension View {
    /// Colours the chart's foreground style scale with any domain and range: an automatic domain
    /// with options, a range or array of values, and an array of styles or a gradient.
    ///
    /// ```swift
    /// .chartForegroundStyleScale(domain: .automatic(includesZero: true), range: Gradient(colors: [.blue, .red]))
    /// ```
    public func chartForegroundStyleScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View
    where Range.VisualValue: ShapeStyle {
        let d = (domain as? StyleScaleDomainProviding)?.styleDomainSpec
        return foregroundStyleScale { spec, env in
            spec = StyleScaleSpec(domain: d, range: (range as? PaintRangeProviding)?.paintRange(env), kind: type?.kind)
        }
    }

    /// Sets the domain of the chart's foreground style scale, any of the forms a domain takes.
    ///
    /// ```swift
    /// .chartForegroundStyleScale(domain: .automatic(includesZero: true))
    /// ```
    public func chartForegroundStyleScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        let d = (domain as? StyleScaleDomainProviding)?.styleDomainSpec
        return foregroundStyleScale { spec, _ in spec = StyleScaleSpec(domain: d, kind: type?.kind) }
    }

    /// Sets the range of the chart's foreground style scale: an array of styles or a gradient.
    public func chartForegroundStyleScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View
    where Range.VisualValue: ShapeStyle {
        foregroundStyleScale { spec, env in spec = StyleScaleSpec(range: (range as? PaintRangeProviding)?.paintRange(env), kind: type?.kind) }
    }
}
