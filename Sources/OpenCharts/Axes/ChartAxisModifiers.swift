import ChartEngine
import Foundation

nonisolated extension View {
    /// The x axis drawn from the `AxisMarks` you list.
    ///
    /// ```swift
    /// .chartXAxis {
    ///     AxisMarks(values: .stride(by: .month)) { _ in
    ///         AxisGridLine()
    ///         AxisValueLabel(format: .dateTime.month(.narrow))
    ///     }
    /// }
    /// ```
    public func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let axis = AnyAxisContent(content())
        return EnvironmentModifiedView(content: self) { env in env.chartOptions.xAxis.marks = axis.specs(env) }
    }

    /// The y axis drawn from the `AxisMarks` you list, such as `AxisMarks(position: .leading)`.
    public func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        let axis = AnyAxisContent(content())
        return EnvironmentModifiedView(content: self) { env in env.chartOptions.yAxis.marks = axis.specs(env) }
    }

    /// A title for the x axis.
    public func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }

    /// A title for the x axis, from a string.
    @_disfavoredOverload
    public func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                   alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartXAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }

    /// A title for the x axis, drawn by a view.
    public func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                         spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        let view = content()
        return EnvironmentModifiedView(content: self) { env in
            env.chartOptions.xAxis.title = axisTitle(view, position: position, alignment: alignment, spacing: spacing, env: env)
        }
    }

    /// A title for the y axis.
    public func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic,
                                alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }

    /// A title for the y axis, from a string.
    @_disfavoredOverload
    public func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic,
                                                   alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        chartYAxisLabel(position: position, alignment: alignment, spacing: spacing) { Text(label) }
    }

    /// A title for the y axis, drawn by a view.
    public func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                         spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        let view = content()
        return EnvironmentModifiedView(content: self) { env in
            env.chartOptions.yAxis.title = axisTitle(view, position: position, alignment: alignment, spacing: spacing, env: env)
        }
    }
}

/// An axis title as the engine takes it: a view measured and drawn in the chart's environment,
/// in the axis labels' font and grey unless the view sets its own.
func axisTitle<C: View>(_ view: C, position: AnnotationPosition, alignment: Alignment?, spacing: CGFloat?,
                        env: EnvironmentValues) -> AxisTitleSpec {
    let a = alignment.map { (x: $0.horizontal.fraction, y: $0.vertical.fraction) }
    let gap = spacing.flatMap { $0.isFinite ? Double($0) : nil }
    return AxisTitleSpec(placement: position.placement, alignment: a, spacing: gap,
                         content: ViewSceneContent(view, in: env, font: .caption))
}

nonisolated extension View {
    /// Fixes the x scale's domain and range, and chooses its type.
    public func chartXScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range,
                                                                            type: ScaleType? = nil) -> some View {
        scale(.x, domain: domain, range: range, type: type)
    }

    /// Fixes the x scale's domain, such as `0...200`, `["A", "B"]` or `.automatic(includesZero: false)`.
    public func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        scale(.x, domain: domain, range: nil as PlotDimensionScaleRange?, type: type)
    }

    /// Sets the x scale's range, such as `.plotDimension(padding: 20)`.
    public func chartXScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        scale(.x, domain: nil as AutomaticScaleDomain?, range: range, type: type)
    }

    /// Chooses the x scale's type: `.log`, `.squareRoot`, `.date`…
    public func chartXScale(type: ScaleType? = nil) -> some View {
        scale(.x, domain: nil as AutomaticScaleDomain?, range: nil as PlotDimensionScaleRange?, type: type)
    }

    /// Fixes the y scale's domain and range, and chooses its type.
    public func chartYScale<Domain: ScaleDomain, Range: PositionScaleRange>(domain: Domain, range: Range,
                                                                            type: ScaleType? = nil) -> some View {
        scale(.y, domain: domain, range: range, type: type)
    }

    /// Fixes the y scale's domain: `.chartYScale(domain: 0...200)`.
    public func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        scale(.y, domain: domain, range: nil as PlotDimensionScaleRange?, type: type)
    }

    /// Sets the y scale's range.
    public func chartYScale<Range: PositionScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        scale(.y, domain: nil as AutomaticScaleDomain?, range: range, type: type)
    }

    /// Chooses the y scale's type.
    public func chartYScale(type: ScaleType? = nil) -> some View {
        scale(.y, domain: nil as AutomaticScaleDomain?, range: nil as PlotDimensionScaleRange?, type: type)
    }

    func scale<D: ScaleDomain, R: PositionScaleRange>(_ axis: PositionAxis, domain: D?, range: R?, type: ScaleType?) -> some View {
        let d = (domain as? any ScaleDomainSpecifying)?.domainSpec
        var modify: (@Sendable ([DataValue]) -> [DataValue])?
        if let f = (domain as? AutomaticScaleDomain)?.modify {
            let bound = RenderBound(value: f)
            modify = { bound.value($0) }
        }
        let r = (range as? PlotDimensionScaleRange)?.rangeSpec ?? (range as? ClosedRange<CGFloat>)?.positionRangeSpec
        return EnvironmentModifiedView(content: self) { env in
            func apply(_ o: inout PositionScaleOptions) {
                if let d { o.domain = d; o.modifyDomain = modify }
                if let r { o.range = r }
                if let type { o.type = type.kind }
            }
            if axis == .x { apply(&env.chartOptions.xAxis.scale) } else { apply(&env.chartOptions.yAxis.scale) }
        }
    }
}
