import ChartScene
import Foundation

extension Chart3DRenderer {
    var legendRowHeight: Double { max(12, theme.legendFont.size * 1.4) }

    /// The legend below the chart, as a 2D chart draws it: a swatch and a name per category.
    func legend(_ title: String, _ keys: [String], paints: MarkPaints, in rect: SceneRect) -> SceneNode {
        let font = theme.legendFont
        let swatch = 8.0
        var x = rect.x
        let cy = rect.midY
        var children: [SceneNode] = []
        for key in keys {
            let m = measurer.measure(key, font: font)
            guard x + swatch + 4 + m.width <= rect.maxX || children.isEmpty else { break }
            children.append(.shape(SceneShape(path: .ellipse(in: SceneRect(x: x, y: cy - swatch / 2, width: swatch, height: swatch)),
                                              fill: .color(paints.seriesColor(key)))))
            if !key.isEmpty {
                children.append(.text(SceneText(string: key, origin: ScenePoint(x + swatch + 4, cy + (m.ascent - m.descent) / 2),
                                                font: font, fill: .color(theme.legendLabel))))
            }
            x += swatch + 4 + m.width + 12
        }
        return .group(SceneGroup(children: children, semantics: SceneSemantics(classes: "legend", label: title.isEmpty ? nil : title)))
    }
}
