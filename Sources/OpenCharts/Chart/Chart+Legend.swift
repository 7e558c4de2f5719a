import ChartEngine
import Foundation

nonisolated extension View {
    /// Places the legend of charts in this view: below them (the default), above, beside, or over
    /// the plot, aligned within its room and `spacing` points from the chart.
    ///
    /// ```swift
    /// .chartLegend(position: .top, alignment: .trailing, spacing: 8)
    /// ```
    public func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                            spacing: CGFloat? = nil) -> some View {
        EnvironmentModifiedView(content: self) { env in
            env.chartOptions.legendOptions.position = position.placement
            env.chartOptions.legendOptions.alignment = alignment.map { ($0.horizontal.fraction, $0.vertical.fraction) }
            env.chartOptions.legendOptions.spacing = spacing.map { Double($0) }
            env.chartOptions.legendOptions.content = nil
        }
    }

    /// Draws a view of your own as the legend of charts in this view, placed as
    /// `chartLegend(position:alignment:spacing:)` places the automatic one.
    ///
    /// ```swift
    /// .chartLegend(position: .top, alignment: .leading) {
    ///     HStack { Text("Cupertino").foregroundStyle(.green); Text("San Francisco").foregroundStyle(.purple) }
    /// }
    /// ```
    public func chartLegend<Content: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil,
                                           spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) -> some View {
        let view = content()
        return EnvironmentModifiedView(content: self) { env in
            env.chartOptions.legendOptions.position = position.placement
            env.chartOptions.legendOptions.alignment = alignment.map { ($0.horizontal.fraction, $0.vertical.fraction) }
            env.chartOptions.legendOptions.spacing = spacing.map { Double($0) }
            env.chartOptions.legendOptions.content = ViewSceneContent(view, in: env, font: .caption)
        }
    }
}
