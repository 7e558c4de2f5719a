import ChartText
import ChartScene

/// Draws the default axes of Swift Charts from ordinary scene primitives: grid lines across the
/// plot behind the marks, and ticks and value labels in front, x at the bottom and y trailing.
package struct AxisRenderer {
    package var layout: ChartLayout
    package var context: ChartContext

    static let gridWidth = 0.5
    static let minimumLabelGap = 4.0

    package init(layout: ChartLayout, context: ChartContext) {
        self.layout = layout; self.context = context
    }

    var theme: ChartTheme { context.theme }
    var plot: SceneRect { layout.plot }

    /// Grid lines of both axes, drawn under the marks.
    package func grid() -> [SceneNode] {
        var nodes: [SceneNode] = []
        let stroke = Stroke(paint: .color(theme.gridLine), width: Self.gridWidth)
        if layout.yAxisVisible, let y = layout.y, y.kind != .band {
            let lines = layout.yTicks.map { SceneNode.shape(SceneShape(path: .line(from: ScenePoint(plot.minX, $0.position),
                                                                                   to: ScenePoint(plot.maxX, $0.position)),
                                                                       stroke: stroke)) }
            nodes.append(.group(SceneGroup(children: lines, semantics: SceneSemantics(classes: "grid y", hidden: true))))
        }
        if layout.xAxisVisible, let x = layout.x, x.kind != .band {
            let lines = layout.xTicks.map { SceneNode.shape(SceneShape(path: .line(from: ScenePoint($0.position, plot.minY),
                                                                                   to: ScenePoint($0.position, plot.maxY)),
                                                                       stroke: stroke)) }
            nodes.append(.group(SceneGroup(children: lines, semantics: SceneSemantics(classes: "grid x", hidden: true))))
        }
        return nodes
    }

    /// The x axis: ticks and labels below the plot.
    package func xAxis() -> SceneNode? {
        guard layout.xAxisVisible, let x = layout.x else { return nil }
        let font = theme.axisFont
        let m = context.measurer.measure("0", font: font)
        let baseline = plot.maxY + ChartLayout.axisLabelGap + m.ascent
        var children: [SceneNode] = []
        var lastEnd = -Double.infinity
        let tickStroke = Stroke(paint: .color(theme.gridLine), width: Self.gridWidth)
        for t in layout.xTicks {
            var label = t.label
            var w = context.measurer.measure(label, font: font).width
            // A category name longer than its band is truncated to it, as iOS does by default.
            if let band = t.band, w > abs(band.end - band.start) - 2 {
                label = context.measurer.truncate(label, toWidth: max(0, abs(band.end - band.start) - 2), font: font)
                w = context.measurer.measure(label, font: font).width
            }
            guard !label.isEmpty else { continue }
            // Continuous values (dates and numbers) read from their tick onwards, as on iOS;
            // categories centre on their band.
            let leading = x.kind != .band
            let start = leading ? t.position + 2 : t.position - w / 2
            if leading {
                children.append(.shape(SceneShape(path: .line(from: ScenePoint(t.position, plot.maxY),
                                                               to: ScenePoint(t.position, plot.maxY + ChartLayout.axisLabelGap + m.ascent + m.descent)),
                                                   stroke: tickStroke)))
            }
            guard start >= lastEnd + Self.minimumLabelGap, start >= layout.frame.minX - 0.5,
                  start + w <= layout.frame.maxX + 0.5 else { continue }
            lastEnd = start + w
            children.append(.text(SceneText(string: label, origin: ScenePoint(leading ? start : t.position, baseline),
                                            anchor: leading ? .start : .middle, font: font, fill: .color(theme.axisLabel))))
        }
        return .group(SceneGroup(children: children, semantics: SceneSemantics(classes: "axis x")))
    }

    /// The y axis: labels on the trailing edge, centred on their grid lines or bands.
    package func yAxis() -> SceneNode? {
        guard layout.yAxisVisible, layout.y != nil else { return nil }
        let font = theme.axisFont
        let m = context.measurer.measure("0", font: font)
        let x = plot.maxX + ChartLayout.yLabelGap
        let available = layout.frame.maxX - x
        var children: [SceneNode] = []
        var lastTop = Double.infinity
        let lineHeight = m.ascent + m.descent
        // Walk from the bottom up so the zero label wins ties, as greedy resolution on iOS does.
        for t in layout.yTicks.sorted(by: { $0.position > $1.position }) {
            let top = t.position - lineHeight / 2
            guard top + lineHeight + 1 <= lastTop else { continue }
            lastTop = top
            let width = context.measurer.measure(t.label, font: font).width
            let text = width <= available + 0.5 ? t.label : context.measurer.truncate(t.label, toWidth: available, font: font)
            children.append(.text(SceneText(string: text, origin: ScenePoint(x, t.position + (m.ascent - m.descent) / 2),
                                            anchor: .start, font: font, fill: .color(theme.axisLabel))))
        }
        return .group(SceneGroup(children: children, semantics: SceneSemantics(classes: "axis y")))
    }
}
