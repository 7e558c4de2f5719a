import OpenCharts

/// Applies a spec's chart modifiers to a chart view: scales, axes, axis labels, legend and
/// the colour scale, each through the Swift Charts modifier of the same name.
struct ChartModifiers {
    let spec: ChartSpec
    let calendar: Calendar

    func apply(to chart: AnyView) throws -> AnyView {
        var v = chart
        if let s = spec.chartXScale { v = try scale(v, s, x: true) }
        if let s = spec.chartYScale { v = try scale(v, s, x: false) }
        if let a = spec.chartXAxis { v = try axis(v, a, x: true) }
        if let a = spec.chartYAxis { v = try axis(v, a, x: false) }
        if let l = spec.chartXAxisLabel { v = AnyView(v.chartXAxisLabel(l)) }
        if let l = spec.chartYAxisLabel { v = AnyView(v.chartYAxisLabel(l)) }
        if let legend = spec.chartLegend { v = self.legend(v, legend) }
        if let scale = spec.chartForegroundStyleScale {
            let colours = scale.range.compactMap(SpecColor.parse)
            v = AnyView(v.chartForegroundStyleScale(domain: scale.domain, range: colours))
        }
        return v
    }

    static func scaleType(_ s: ScaleSpec) -> ScaleType? {
        switch s.type {
        case "linear": return .linear
        case "log": return .log
        case "date": return .date
        case "category": return .category
        case "squareRoot": return .squareRoot
        case "symmetricLog": return .symmetricLog
        case "power": return .power(exponent: s.exponent ?? 1)
        default: return nil
        }
    }

    func scale(_ v: AnyView, _ s: ScaleSpec, x: Bool) throws -> AnyView {
        let type = Self.scaleType(s)
        guard let domain = s.domain else {
            let auto = AutomaticScaleDomain.automatic(includesZero: s.includesZero, reversed: s.reversed)
            return AnyView(x ? AnyView(v.chartXScale(domain: auto, type: type)) : AnyView(v.chartYScale(domain: auto, type: type)))
        }
        let numbers = domain.compactMap { if case .number(let d) = $0 { return d } else { return nil } }
        let texts = domain.compactMap { if case .text(let t) = $0 { return t } else { return nil } }
        let iso = DateParser(form: .iso, timeZone: calendar.timeZone)
        let dates = texts.compactMap { iso.parse($0) }.map { Date(timeIntervalSince1970: $0) }
        let axis = x ? "chartXScale" : "chartYScale"
        if numbers.count == domain.count {
            guard numbers.count == 2 else { throw CLIError("\(axis): a numeric domain has two ends, as [0, 100]") }
            return apply(v, x: x, domain: min(numbers[0], numbers[1])...max(numbers[0], numbers[1]), type: type)
        }
        if dates.count == domain.count, dates.count == 2 {
            return apply(v, x: x, domain: min(dates[0], dates[1])...max(dates[0], dates[1]), type: type)
        }
        guard texts.count == domain.count else {
            throw CLIError("\(axis): a domain is two numbers, two dates or a list of categories, not a mix")
        }
        return x ? AnyView(v.chartXScale(domain: texts, type: type)) : AnyView(v.chartYScale(domain: texts, type: type))
    }

    func apply<B: Plottable & Comparable>(_ v: AnyView, x: Bool, domain: ClosedRange<B>, type: ScaleType?) -> AnyView {
        return x ? AnyView(v.chartXScale(domain: domain, type: type)) : AnyView(v.chartYScale(domain: domain, type: type))
    }

    func legend(_ v: AnyView, _ l: LegendSpec) -> AnyView {
        switch l.visibility {
        case "hidden": return AnyView(v.chartLegend(.hidden))
        case "visible": return AnyView(v.chartLegend(.visible))
        case "automatic": return AnyView(v.chartLegend(.automatic))
        default: break
        }
        let position: AnnotationPosition
        switch l.position {
        case "top": position = .top
        case "bottom": position = .bottom
        case "leading": position = .leading
        case "trailing": position = .trailing
        case "overlay": position = .overlay
        default: position = .automatic
        }
        let alignment: Alignment?
        switch l.alignment {
        case "leading": alignment = .leading
        case "center": alignment = .center
        case "trailing": alignment = .trailing
        default: alignment = nil
        }
        return AnyView(v.chartLegend(position: position, alignment: alignment))
    }
}
