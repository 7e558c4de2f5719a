import ChartScene
import Foundation

/// What the engine gives back for one chart: its nodes, a one-paragraph summary for `<desc>`,
/// and the problems it met.
package struct ChartOutput: Sendable {
    /// What is drawn in the plot area: grid lines and marks.
    package var plotNodes: [SceneNode]
    /// What is drawn around and over it: axes, titles, legend, annotations.
    package var furnitureNodes: [SceneNode]
    /// Everything, in drawing order.
    package var nodes: [SceneNode] { plotNodes + furnitureNodes }
    /// The chart detail of Describe Chart (``ChartDescriber/detail(for:)``), made when asked for.
    package var summary: String {
        chartDescription.map { ChartDescriber(locale: locale).detail(for: $0) } ?? ""
    }
    /// The locale the summary is written for.
    package var locale: Locale
    package var warnings: [ChartWarning]
    /// The plot area's frame, for `ChartProxy` and plot-area styling.
    package var plotFrame: SceneRect
    /// Where the sectors sit, for `ChartProxy.angle(at:)`, `value(atAngle:)` and `chartAngleSelection`;
    /// `nil` for a chart without sector marks.
    package var polar: PolarLayout? = nil
    /// The position scales, for `ChartProxy`.
    package var x: PositionScale? = nil
    package var y: PositionScale? = nil
    /// The style scales, for `ChartProxy`'s style lookups.
    package var styles: StyleScales? = nil
    /// The whole plot content: wider than `plotFrame` when the chart scrolls.
    package var contentFrame: SceneRect? = nil
    /// What the chart shows, for Describe Chart, a data table and an audio graph.
    package var chartDescription: ChartDescription? = nil
}

/// A chart's marks resolved and its style scales built, ready to be laid out at any size.
package struct PreparedChart: Sendable {
    package var marks: [ResolvedMark]
    package var kinds: (x: PositionScaleKind?, y: PositionScaleKind?)
    package var styles: StyleScales
    package var options: ChartOptions
    package var context: ChartContext
    /// Problems met so far; drawing may add more.
    package var warnings: [ChartWarning]

    /// The layout in `frame`, around `plotRect` when `chartPlotStyle` fixed it.
    package func layout(in frame: SceneRect, plotRect: SceneRect? = nil) -> ChartLayout {
        ChartLayout(frame: frame, marks: marks, kinds: kinds, legendItems: styles.legendItems(locale: context.locale),
                    options: options, context: context, plotRect: plotRect)
    }
}

/// The pipeline of one chart: spec → resolve → scales → layout → scene.
package enum ChartEngine {
    /// Whether ``draw(_:layout:)`` works out what the chart shows (``ChartOutput/chartDescription``).
    /// A live screen's pointer moves render many times a second, and keep the description of the
    /// screen's last other render instead.
    @TaskLocal package static var describes = true

    /// Draws the chart in `frame`; with `plotRect`, the plot area is where `chartPlotStyle` put it.
    package static func render(_ spec: ChartSpec, in frame: SceneRect, context: ChartContext,
                               plotRect: SceneRect? = nil) -> ChartOutput {
        let chart = prepare(spec, context: context)
        return draw(chart, layout: chart.layout(in: frame, plotRect: plotRect))
    }

    /// The stages that do not depend on the chart's size: drawable marks resolved, scale kinds
    /// and style scales. A chart laid out more than once (`chartPlotStyle`) prepares once.
    package static func prepare(_ spec: ChartSpec, context: ChartContext) -> PreparedChart {
        var source = spec.marks, runSkips = RunSkips()
        if source.contains(where: { $0.run != nil }) { runSkips = Self.settleRuns(&source, options: spec.options) }
        let skipped = Self.undrawableCount(source) + runSkips.notFinite
        var warnings: [ChartWarning] = []
        if skipped > 0 { warnings.append(.skipped(skipped, "mark", because: "NaN or infinite values cannot be placed on a scale")) }
        // Most charts skip nothing; their specs are then shared rather than copied.
        let drawable = skipped == runSkips.notFinite ? source : source.filter(Self.isDrawable)
        var (marks, outside) = StyleDomainFilter.apply(drawable, options: spec.options.styleScales)
        warnings += outside
        Self.limitIndividualMarks(&marks, to: context.maximumMarks, warnings: &warnings)
        let kinds = Self.scaleKinds(inferred: MarkResolver.scaleKinds(of: marks), options: spec.options)
        Self.skipUnplaceable(&marks, options: spec.options, alreadySkipped: runSkips.unplaceable, warnings: &warnings)
        var resolver = MarkResolver(calendar: context.calendar)
        let resolved = resolver.resolve(marks, xKind: kinds.x, yKind: kinds.y)
        warnings += resolver.warnings
        let overflowed = resolved.filter { m in m.stacked.map { !($0.start.isFinite && $0.end.isFinite) } ?? false }.count
        if overflowed > 0 {
            warnings.append(.skipped(overflowed, "stacked mark", because: "the stack's total is too large to place on a scale"))
        }
        var styles = StyleScales(marks: resolved, palette: context.theme.palette, options: spec.options.styleScales)
        styles.markForeground = context.theme.markForeground
        return PreparedChart(marks: resolved, kinds: kinds, styles: styles, options: spec.options, context: context,
                             warnings: warnings)
    }

    /// The scene of a prepared chart laid out in `layout`.
    package static func draw(_ chart: PreparedChart, layout: ChartLayout) -> ChartOutput {
        let layout = AnnotationScalePadding.padded(chart, layout: layout)
        let context = chart.context, resolved = chart.marks, styles = chart.styles
        var warnings = chart.warnings
        let polar = PolarLayout(plot: layout.plot, marks: resolved)
        warnings += polar?.warnings ?? []
        let geometry = MarkGeometry(layout: layout, marks: resolved, styles: styles, polar: polar)
        let labeler = MarkLabeler(locale: context.locale, timeZone: context.timeZone, calendar: context.calendar)
        let drawn = MarkRenderer(geometry: geometry, labels: labeler).render(resolved)

        let axes = AxisRenderer(layout: layout, context: context)
        var plotNodes = axes.grid()
        // With a domain of the user's, marks beyond it are cut off at the plot's edges, as on iOS.
        let clips = (layout.x?.clipsToPlot ?? false) || (layout.y?.clipsToPlot ?? false)
        plotNodes.append(.group(SceneGroup(children: drawn.marks, clip: clips ? layout.plot : nil, semantics: SceneSemantics(classes: "plot"))))
        // A scrolling chart draws its plot, x axis and annotations over the whole content, inside
        // groups that a page can slide; the y axis, titles and legend stay with the window.
        let fixed = layout.viewport == nil ? axes : AxisRenderer(layout: layout.fixedToViewport, context: context)
        let vertical = layout.scrollsVertically
        if let viewport = layout.viewport { plotNodes = [Self.scrolling(plotNodes, clip: viewport, vertical: vertical)] }
        var nodes: [SceneNode] = []
        if vertical, let viewport = layout.viewport {
            // Scrolling up and down, the y axis slides with the plot and the x axis stays.
            if let x = fixed.xAxis() { nodes.append(x) }
            if let y = axes.yAxis() { nodes.append(Self.scrolling([y], clip: Self.verticalBand(viewport, layout.frame), vertical: true)) }
        } else {
            if let x = axes.xAxis() { nodes.append(layout.viewport.map { Self.scrolling([x], clip: Self.band($0, layout.frame)) } ?? x) }
            if let y = fixed.yAxis() { nodes.append(y) }
        }
        nodes += fixed.titles()
        if let legend = layout.legend {
            nodes.append(LegendRenderer(placement: legend, frame: layout.legendFrame, context: context).render())
        }
        let annotations = SceneNode.group(SceneGroup(children: drawn.annotations, semantics: SceneSemantics(classes: "annotations")))
        if let viewport = layout.viewport {
            let clip = vertical ? Self.verticalBand(viewport, layout.frame) : Self.band(viewport, layout.frame)
            nodes.append(Self.scrolling([annotations], clip: clip, vertical: vertical))
        } else if !drawn.annotations.isEmpty {
            nodes.append(annotations)
        }
        // What the chart shows, for Describe Chart: left out where the caller keeps an earlier one.
        let described = Self.describes ? ChartDescription(marks: resolved, layout: layout, styles: styles, labeler: labeler) : nil
        return ChartOutput(plotNodes: plotNodes, furnitureNodes: nodes, locale: context.locale, warnings: warnings,
                           plotFrame: layout.viewport ?? layout.plot, polar: polar, x: layout.x, y: layout.y, styles: styles,
                           contentFrame: layout.plot, chartDescription: described)
    }

    /// Leaves out marks a log scale cannot place (values of zero or less), and says how many.
    static func skipUnplaceable(_ marks: inout [MarkSpec], options: ChartOptions, alreadySkipped: Int = 0,
                                warnings: inout [ChartWarning]) {
        guard let logs = LogAxes(options) else { return }
        func placeable(_ e: AxisEncoding) -> Bool {
            for s in e.slots { if let v = s.value.number, v <= 0 { return false } }
            return true
        }
        let before = marks.count
        marks.removeAll { (logs.x && !placeable($0.x)) || (logs.y && !placeable($0.y)) }
        let n = before - marks.count + alreadySkipped
        if n > 0 { warnings.append(.skipped(n, "mark", because: "a log scale has no place for values of zero or less")) }
    }

    /// The scale kind of each axis: the one the data imply, unless the user asked for dates or
    /// categories with `chartXScale(type:)` / `chartYScale(type:)`.
    static func scaleKinds(inferred: (x: PositionScaleKind?, y: PositionScaleKind?),
                           options: ChartOptions) -> (x: PositionScaleKind?, y: PositionScaleKind?) {
        func kind(_ k: PositionScaleKind?, _ type: ScaleKind?, _ domain: ScaleDomainSpec?) -> PositionScaleKind? {
            // A chart without marks on an axis takes the kind of the domain the user gave it.
            guard let k = k ?? domain?.impliedKind else { return nil }
            switch type {
            case .category?: return .band
            case .date? where k == .time: return .time
            default: return k
            }
        }
        return (kind(inferred.x, options.xAxis.scale.type, options.xAxis.scale.domain),
                kind(inferred.y, options.yAxis.scale.type, options.yAxis.scale.domain))
    }

    /// A mark is drawn only when every continuous value it plots is finite.
    static func isDrawable(_ m: MarkSpec) -> Bool {
        isFinite(m.x) && isFinite(m.y)
    }

    static func isFinite(_ e: AxisEncoding) -> Bool {
        switch e {
        case .value(let s): return s.value.isFinite
        case .interval(let a, let b): return a.value.isFinite && b.value.isFinite
        case .absent, .fixed: return true
        }
    }

    static func undrawableCount(_ marks: [MarkSpec]) -> Int {
        var count = 0
        for i in marks.indices where !isDrawable(marks[i]) { count += 1 }
        return count
    }

}
