import ChartScene

/// The size of a single line of text: its advance width and its extent above and below the
/// baseline, in points.
package struct TextMetrics: Hashable, Sendable {
    /// The advance width of the whole line.
    package var width: Double
    /// The distance from the baseline up to the top of the line box.
    package var ascent: Double
    /// The distance from the baseline down to the bottom of the line box (positive).
    package var descent: Double

    package init(width: Double, ascent: Double, descent: Double) {
        self.width = width
        self.ascent = ascent
        self.descent = descent
    }

    /// The height of the line box, `ascent + descent`.
    package var height: Double { ascent + descent }

}

/// Measures single-line strings. One measurer serves every backend, so SVG, PNG and PDF lay
/// out alike.
///
/// ```swift
/// let measurer: any TextMeasurer = MetricsTableMeasurer()
/// let width = measurer.measure("Cachapa", font: SceneFont(size: 11)).width   // 44.022
/// ```
package protocol TextMeasurer: Sendable {
    /// The metrics of `string` set on one line in `font`.
    func measure(_ string: String, font: SceneFont) -> TextMetrics
}
