import ChartScene
import Foundation

/// What the engine gives back for one chart: its nodes, a one-paragraph summary for `<desc>`,
/// and the problems it met.
package struct ChartOutput: Sendable {
    package var nodes: [SceneNode]
    package var summary: String
    package var warnings: [ChartWarning]
    /// The plot area's frame, for `ChartProxy` and plot-area styling.
    package var plotFrame: SceneRect
}

/// The pipeline of one chart: spec → resolve → scales → layout → scene.
package enum ChartEngine {
    package static func render(_ spec: ChartSpec, in frame: SceneRect, context: ChartContext) -> ChartOutput {
        let skipped = Self.undrawableCount(spec.marks)
        var warnings = Self.warnings(skipped: skipped)
        // Most charts skip nothing; their specs are then shared rather than copied.
        let drawable = skipped == 0 ? spec.marks : spec.marks.filter(Self.isDrawable)
        let (marks, outside) = StyleDomainFilter.apply(drawable, options: spec.options.styleScales)
        warnings += outside
        let kinds = MarkResolver.scaleKinds(of: marks)
        var resolver = MarkResolver(calendar: context.calendar)
        let resolved = resolver.resolve(marks, xKind: kinds.x, yKind: kinds.y)
        warnings += resolver.warnings
        let overflowed = resolved.filter { m in m.stacked.map { !($0.start.isFinite && $0.end.isFinite) } ?? false }.count
        if overflowed > 0 {
            warnings.append(ChartWarning("\(overflowed) stacked mark\(overflowed == 1 ? " was" : "s were") skipped: the stack's total is too large to place on a scale."))
        }

        let styles = StyleScales(marks: resolved, palette: context.theme.palette, options: spec.options.styleScales)
        let layout = ChartLayout(frame: frame, marks: resolved, kinds: kinds, legendItems: styles.legendItems(locale: context.locale),
                                 options: spec.options, context: context)
        let geometry = MarkGeometry(layout: layout, marks: resolved, styles: styles)
        let labeler = MarkLabeler(locale: context.locale, timeZone: context.timeZone, calendar: context.calendar)
        let drawn = MarkRenderer(geometry: geometry, labels: labeler).render(resolved)

        let axes = AxisRenderer(layout: layout, context: context)
        var nodes = axes.grid()
        nodes.append(.group(SceneGroup(children: drawn.marks, semantics: SceneSemantics(classes: "plot"))))
        if let x = axes.xAxis() { nodes.append(x) }
        if let y = axes.yAxis() { nodes.append(y) }
        if let legend = layout.legend {
            nodes.append(LegendRenderer(placement: legend, frame: layout.legendFrame, context: context).render())
        }
        if !drawn.annotations.isEmpty {
            nodes.append(.group(SceneGroup(children: drawn.annotations, semantics: SceneSemantics(classes: "annotations"))))
        }
        let summary = ChartSummary(marks: resolved, layout: layout, styles: styles).text
        return ChartOutput(nodes: nodes, summary: summary, warnings: warnings, plotFrame: layout.plot)
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

    static func warnings(skipped: Int) -> [ChartWarning] {
        var warnings: [ChartWarning] = []
        if skipped > 0 {
            warnings.append(ChartWarning("\(skipped) mark\(skipped == 1 ? " was" : "s were") skipped: NaN or infinite values cannot be placed on a scale."))
        }
        return warnings
    }
}
