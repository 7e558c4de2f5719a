import ChartText
import ChartScene

/// Draws the legend: a swatch (a dot, or the series' symbol) and a label per entry.
package struct LegendRenderer {
    package var layout: LegendLayout
    package var origin: ScenePoint
    package var context: ChartContext

    package init(layout: LegendLayout, origin: ScenePoint, context: ChartContext) {
        self.layout = layout; self.origin = origin; self.context = context
    }

    package func render() -> SceneNode {
        let font = context.theme.legendFont
        let m = context.measurer.measure("Hg", font: font)
        var entries: [SceneNode] = []
        for (e, o) in zip(layout.entries, layout.origins) {
            let top = origin.y + o.y
            let centre = ScenePoint(origin.x + o.x + layout.swatchSize / 2, top + layout.rowHeight / 2)
            let area = layout.swatchSize * layout.swatchSize * (e.showsSymbol ? 0.8 : Double.pi / 4)
            let swatch = SceneShape(path: SymbolPath.path(e.showsSymbol ? e.symbol : .circle, at: centre, area: area),
                                    fill: .color(e.color))
            let baseline = top + (layout.rowHeight + m.ascent - m.descent) / 2
            let text = SceneText(string: e.label, origin: ScenePoint(origin.x + o.x + layout.swatchSize + LegendLayout.swatchGap, baseline),
                                 font: font, fill: .color(context.theme.legendLabel))
            entries.append(.group(SceneGroup(children: [.shape(swatch), .text(text)],
                                             semantics: SceneSemantics(classes: "legend-entry", label: e.label, role: "listitem"))))
        }
        return .group(SceneGroup(children: entries, semantics: SceneSemantics(classes: "legend", role: "list")))
    }
}
