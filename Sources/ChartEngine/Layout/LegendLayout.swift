import ChartText
import ChartScene

/// The legend's items placed in rows that wrap within a width, or in one column for a legend
/// beside the plot.
package struct LegendLayout: Sendable {
    /// An item and its box, relative to the legend's top-leading corner.
    package struct Placed: Sendable {
        package var item: LegendItem
        package var frame: SceneRect
    }

    package var items: [Placed]
    package var size: SceneSize
    /// The height of a line of legend text.
    package var textHeight: Double

    static let swatchGap = 4.0
    static let entryGap = 12.0
    static let rowGap = 4.0
    /// A colour bar's size, and the gap between it and its labels.
    static let gradientBar = SceneSize(width: 120, height: 8)
    static let gradientLabelGap = 2.0

    package init(items: [LegendItem], maxWidth: Double, vertical: Bool = false, font: SceneFont, measurer: any TextMeasurer) {
        let m = measurer.measure("Hg", font: font)
        textHeight = m.height
        let baseRow = max(textHeight, 10)
        var sizes: [SceneSize] = []
        for item in items {
            switch item {
            case .entry(let e):
                let s = e.swatch.size
                sizes.append(SceneSize(width: s.width + Self.swatchGap + measurer.measure(e.label, font: font).width,
                                       height: max(baseRow, s.height)))
            case .title(let t):
                sizes.append(SceneSize(width: measurer.measure(t, font: font).width, height: baseRow))
            case .gradient(let g):
                let labels = measurer.measure(g.lowerLabel, font: font).width + measurer.measure(g.upperLabel, font: font).width
                sizes.append(SceneSize(width: max(Self.gradientBar.width, labels + Self.entryGap),
                                       height: Self.gradientBar.height + Self.gradientLabelGap + textHeight))
            }
        }
        // Rows: items flow leading to trailing and wrap; a vertical legend has one item per row.
        var rows: [[Int]] = [], x = 0.0
        for (i, s) in sizes.enumerated() {
            // A scale's title starts a row of its own, as iOS sets a size legend below the colours.
            let startsGroup: Bool
            if case .title = items[i], x > 0 { startsGroup = true } else { startsGroup = false }
            if rows.isEmpty || vertical || startsGroup || (x > 0 && x + s.width > maxWidth) {
                rows.append([]); x = 0
            }
            rows[rows.count - 1].append(i)
            x += s.width + Self.entryGap
        }
        var placed: [Placed] = [], y = 0.0, widest = 0.0
        for row in rows {
            let h = row.map { sizes[$0].height }.max() ?? baseRow
            var x = 0.0
            for i in row {
                placed.append(Placed(item: items[i], frame: SceneRect(x: x, y: y + (h - sizes[i].height) / 2,
                                                                      width: sizes[i].width, height: sizes[i].height)))
                widest = max(widest, x + sizes[i].width)
                x += sizes[i].width + Self.entryGap
            }
            y += h + Self.rowGap
        }
        self.items = placed
        size = placed.isEmpty ? .zero : SceneSize(width: widest, height: y - Self.rowGap)
    }
}
