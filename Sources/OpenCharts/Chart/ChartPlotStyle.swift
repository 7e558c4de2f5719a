import ChartScene
import Foundation

/// Where a chart's plot area lands when its style is laid out, and what it draws there.
final class PlotAreaSlot: @unchecked Sendable {
    var rect: CGRect?
    var nodes: [SceneNode] = []
}

/// The plot area of a chart, handed to `chartPlotStyle` to be framed, filled or bordered like any view.
///
/// ```swift
/// .chartPlotStyle { plotArea in
///     plotArea
///         .background(.pink.opacity(0.2))
///         .border(.pink, width: 1)
/// }
/// ```
nonisolated public struct ChartPlotContent: View, PrimitiveView {
    public typealias Body = Never
    let slot: PlotAreaSlot
    func makeNode(_ env: EnvironmentValues) -> any LayoutNode { PlotAreaNode(slot: slot) }
}

/// The plot area in layout: it takes the room it is offered and draws the chart's grid and marks there.
struct PlotAreaNode: LayoutNode {
    let slot: PlotAreaSlot

    func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        CGSize(width: p.width.map { $0.isFinite ? max(0, $0) : ChartNode.idealSize.width } ?? ChartNode.idealSize.width,
               height: p.height.map { $0.isFinite ? max(0, $0) : ChartNode.idealSize.height } ?? ChartNode.idealSize.height)
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        slot.rect = rect
        return slot.nodes
    }
}

nonisolated extension View {
    /// Styles the plot area: a fixed size, a background, a border, rounded corners.
    public func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        EnvironmentModifiedView(content: self) { env in env.chartPlotStyle = { AnyView(content($0)) } }
    }
}
