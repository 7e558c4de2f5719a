import ChartScene

/// The automatic values of the style scales, where the user sets none. Apple documents none of
/// them; the choices are listed in Docs/Differences.md.
package enum StyleDefaults {
    /// Swift Charts' automatic symbol order (observed on iOS 18).
    package static let symbols: [SymbolKind] = [.circle, .square, .triangle, .diamond, .pentagon]

    /// The smallest and largest symbol areas of `symbolSize(by:)`, in square points: circles
    /// about 4.5 and 18 points across, either side of a plain point's 50.
    package static let symbolAreas: (min: Double, max: Double) = (16, 256)

    /// Areas for `count` categories, spread evenly from the smallest to the largest.
    package static func symbolAreas(count: Int) -> [Double] {
        guard count > 1 else { return [SymbolPath.defaultArea] }
        return (0..<count).map { symbolAreas.min + (symbolAreas.max - symbolAreas.min) * Double($0) / Double(count - 1) }
    }

    /// The dash patterns of `lineStyle(by:)` for categories: solid, dashed, dotted, dash-dot and
    /// long dashes, on the two-point round-capped line of a default line mark. Round caps add a
    /// point to each end of a dash, so a `[6, 6]` dash shows 8 points on and 4 off.
    package static let lineStyles: [LineStyleSpec] = [[], [6, 6], [1, 5], [8, 5, 1, 5], [14, 6]].map {
        LineStyleSpec(width: 2, cap: .round, join: .round, dash: $0)
    }

    /// The gradient of `foregroundStyle(by:)` for numbers: from a pale tint of the palette's
    /// first colour (70% white) to the colour itself.
    package static func gradient(palette: [RGBA]) -> [GradientStop] {
        let c = palette.first ?? RGBA(hex: 0x007AFF)
        let pale = RGBA(red: c.red + (1 - c.red) * 0.7, green: c.green + (1 - c.green) * 0.7,
                        blue: c.blue + (1 - c.blue) * 0.7, alpha: c.alpha)
        return [GradientStop(color: pale, location: 0), GradientStop(color: c, location: 1)]
    }
}
