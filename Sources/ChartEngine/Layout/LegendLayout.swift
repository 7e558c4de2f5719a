import ChartText
import ChartScene

/// One entry of the legend: a swatch and its label.
package struct LegendEntry: Sendable {
    package var label: String
    package var color: RGBA
    package var symbol: SymbolKind
    /// The entry's swatch draws a symbol shape (for `symbol(by:)`) rather than a plain dot.
    package var showsSymbol: Bool
}

/// The legend's entries placed in rows that wrap within the chart's width.
package struct LegendLayout: Sendable {
    package var entries: [LegendEntry]
    /// Origin of each entry's swatch box, relative to the legend's top-leading corner.
    package var origins: [ScenePoint]
    package var size: SceneSize
    package var swatchSize: Double
    package var rowHeight: Double

    static let swatchGap = 4.0
    static let entryGap = 12.0

    package init(entries: [LegendEntry], maxWidth: Double, font: SceneFont, measurer: any TextMeasurer) {
        self.entries = entries
        let m = measurer.measure("Hg", font: font)
        rowHeight = max(m.ascent + m.descent, 10)
        swatchSize = 8
        var origins: [ScenePoint] = [], x = 0.0, y = 0.0, widest = 0.0
        for e in entries {
            let w = swatchSize + Self.swatchGap + measurer.measure(e.label, font: font).width
            if x > 0 && x + w > maxWidth {
                x = 0; y += rowHeight + 4
            }
            origins.append(ScenePoint(x, y))
            widest = max(widest, x + w)
            x += w + Self.entryGap
        }
        self.origins = origins
        size = entries.isEmpty ? .zero : SceneSize(width: widest, height: y + rowHeight)
    }
}
