/// `chartLegend(position:alignment:spacing:)` and `chartLegend(position:alignment:spacing:content:)`.
package struct LegendOptions: Sendable {
    /// Where the legend goes; `.automatic` is below the chart.
    package var position: AnnotationPlacement = .automatic
    /// Alignment within the legend's room as unit fractions (0 leading/top, 1 trailing/bottom);
    /// `nil` is the default for the position.
    package var alignment: (x: Double, y: Double)?
    /// The distance between the legend and the chart; `nil` is the default.
    package var spacing: Double?
    /// A view drawn instead of the automatic legend.
    package var content: (any SceneContent)?
    package init() {}
}
