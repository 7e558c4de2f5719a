import ChartScene

/// How a legend entry shows its style, matching the marks it stands for.
package enum LegendSwatch: Sendable, Equatable {
    /// A filled circle: bars, areas, rectangles, sectors, and lines without a symbol or line style.
    case dot
    /// A filled symbol of the given area: `symbol(by:)` and `symbolSize(by:)`.
    case symbol(SymbolKind, area: Double)
    /// A short line segment in the given stroke, with a symbol on it when the line has one:
    /// `lineStyle(by:)`.
    case line(LineStyleSpec, symbol: SymbolKind?)

    /// The swatch's box: wide enough for a segment, or for the symbol's largest extent.
    package var size: SceneSize {
        switch self {
        case .dot: return SceneSize(width: 8, height: 8)
        case .symbol(_, let area):
            let side = max(8, (area.isFinite ? max(0, area) : 0).squareRoot() * 1.1)
            return SceneSize(width: side, height: side)
        case .line(let style, _): return SceneSize(width: 18, height: max(8, style.width))
        }
    }
}

/// One entry of the legend: a swatch and its label.
package struct LegendEntry: Sendable, Equatable {
    package var label: String
    package var color: RGBA
    package var swatch: LegendSwatch

    package init(label: String, color: RGBA, swatch: LegendSwatch) {
        self.label = label; self.color = color; self.swatch = swatch
    }
}

/// The legend of a continuous colour scale: a bar of the gradient, labelled at both ends.
package struct LegendGradient: Sendable, Equatable {
    package var stops: [GradientStop]
    package var lowerLabel: String
    package var upperLabel: String

    package init(stops: [GradientStop], lowerLabel: String, upperLabel: String) {
        self.stops = stops; self.lowerLabel = lowerLabel; self.upperLabel = upperLabel
    }
}

/// What a legend lists: entries, a colour bar, or the title of a scale's group of entries
/// (which starts a row of its own).
package enum LegendItem: Sendable, Equatable {
    case entry(LegendEntry)
    case gradient(LegendGradient)
    case title(String)
}
