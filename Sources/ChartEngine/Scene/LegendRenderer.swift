import ChartText
import ChartScene

/// Draws the legend in its frame: the user's view, or per entry a swatch and a label, and per
/// continuous colour scale a colour bar with its ends labelled.
package struct LegendRenderer {
    package var placement: LegendPlacement
    package var frame: SceneRect
    package var context: ChartContext

    package init(placement: LegendPlacement, frame: SceneRect, context: ChartContext) {
        self.placement = placement; self.frame = frame; self.context = context
    }

    package func render() -> SceneNode {
        if let content = placement.content {
            return .group(SceneGroup(children: content.render(in: frame), semantics: SceneSemantics(classes: "legend")))
        }
        var children: [SceneNode] = []
        for placed in placement.layout?.items ?? [] {
            let box = SceneRect(x: frame.minX + placed.frame.minX, y: frame.minY + placed.frame.minY,
                                width: placed.frame.width, height: placed.frame.height)
            switch placed.item {
            case .entry(let e): children.append(entry(e, in: box))
            case .gradient(let g): children.append(gradient(g, in: box))
            case .title(let t): children.append(title(t, in: box))
            }
        }
        return .group(SceneGroup(children: children, semantics: SceneSemantics(classes: "legend", role: "list")))
    }

    /// A swatch centred in its box at the leading edge, then the label, centred on the row.
    func entry(_ e: LegendEntry, in box: SceneRect) -> SceneNode {
        let font = context.theme.legendFont
        let m = context.measurer.measure("Hg", font: font)
        let swatchWidth = e.swatch.size.width
        let centre = ScenePoint(box.minX + swatchWidth / 2, box.minY + box.height / 2)
        let baseline = box.minY + (box.height + m.ascent - m.descent) / 2
        let text = SceneText(string: e.label, origin: ScenePoint(box.minX + swatchWidth + LegendLayout.swatchGap, baseline),
                             font: font, fill: .color(context.theme.legendLabel))
        let swatch = LegendSwatchRenderer.nodes(e.swatch, color: e.color, centre: centre)
        return .group(SceneGroup(children: swatch + [.text(text)],
                                 semantics: SceneSemantics(classes: "legend-entry", label: e.label, role: "listitem")))
    }

    /// The title of a scale's entries, in the legend's label colour.
    func title(_ t: String, in box: SceneRect) -> SceneNode {
        let font = context.theme.legendFont
        let m = context.measurer.measure("Hg", font: font)
        let baseline = box.minY + (box.height + m.ascent - m.descent) / 2
        let text = SceneText(string: t, origin: ScenePoint(box.minX, baseline), font: font, fill: .color(context.theme.legendLabel))
        return .group(SceneGroup(children: [.text(text)], semantics: SceneSemantics(classes: "legend-title")))
    }

    /// A bar filled with the gradient from leading to trailing, the domain's ends below its ends.
    func gradient(_ g: LegendGradient, in box: SceneRect) -> SceneNode {
        let font = context.theme.legendFont
        let m = context.measurer.measure("Hg", font: font)
        let bar = SceneRect(x: box.minX, y: box.minY, width: box.width, height: LegendLayout.gradientBar.height)
        let paint = Paint.linearGradient(LinearGradientPaint(stops: g.stops, start: ScenePoint(0, 0.5), end: ScenePoint(1, 0.5)))
        let baseline = bar.maxY + LegendLayout.gradientLabelGap + m.ascent
        let fill = Paint.color(context.theme.legendLabel)
        let nodes: [SceneNode] = [
            .shape(SceneShape(path: .rect(bar, cornerRadius: 2), fill: paint, semantics: SceneSemantics(classes: "legend-gradient"))),
            .text(SceneText(string: g.lowerLabel, origin: ScenePoint(bar.minX, baseline), anchor: .start, font: font, fill: fill)),
            .text(SceneText(string: g.upperLabel, origin: ScenePoint(bar.maxX, baseline), anchor: .end, font: font, fill: fill)),
        ]
        return .group(SceneGroup(children: nodes, semantics: SceneSemantics(classes: "legend-entry", label: "\(g.lowerLabel) to \(g.upperLabel)", role: "listitem")))
    }
}

/// The shapes of a legend swatch around its centre.
package enum LegendSwatchRenderer {
    package static func nodes(_ swatch: LegendSwatch, color: RGBA, centre c: ScenePoint) -> [SceneNode] {
        switch swatch {
        case .dot:
            // A circle filling the 8-point box.
            return [.shape(SceneShape(path: SymbolPath.path(.circle, at: c, area: 64 * Double.pi / 4), fill: .color(color)))]
        case .symbol(let kind, let area):
            return [.shape(SymbolPath.shape(kind, at: c, area: area, paint: .color(color)))]
        case .line(let ls, let symbol):
            let half = swatch.size.width / 2
            let stroke = ls.stroke(.color(color))
            var nodes: [SceneNode] = [.shape(SceneShape(path: .line(from: ScenePoint(c.x - half, c.y), to: ScenePoint(c.x + half, c.y)),
                                                        stroke: stroke))]
            if let symbol {
                nodes.append(.shape(SymbolPath.shape(symbol, at: c, area: 30, paint: .color(color))))
            }
            return nodes
        }
    }
}
