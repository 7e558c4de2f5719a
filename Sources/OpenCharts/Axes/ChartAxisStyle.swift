import ChartScene
import Foundation

/// Where a chart's axis lands when its style is laid out, and what it draws there.
final class AxisSlot: @unchecked Sendable {
    var nodes: [SceneNode] = []
}

/// An axis of a chart, handed to `chartXAxisStyle` or `chartYAxisStyle` to be styled like any
/// view: made translucent, given a background, a border or a shadow.
///
/// ```swift
/// .chartXAxisStyle { axis in
///     axis.opacity(0.5)
/// }
/// ```
nonisolated public struct ChartAxisContent: View, PrimitiveView {
    public typealias Body = Never
    let slot: AxisSlot
    func makeNode(_ env: EnvironmentValues) -> any LayoutNode { AxisSlotNode(slot: slot) }
}

/// The axis in layout: it takes the room it is offered and draws the axis as the chart placed it.
struct AxisSlotNode: LayoutNode {
    let slot: AxisSlot
    func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        CGSize(width: p.width.map { $0.isFinite ? max(0, $0) : 0 } ?? 0, height: p.height.map { $0.isFinite ? max(0, $0) : 0 } ?? 0)
    }
    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] { slot.nodes }
}

nonisolated extension View {
    /// Styles the x axis of charts in this view: its ticks and labels, in the band under (or over)
    /// the plot that they take, drawn through the view `content` makes of the axis.
    ///
    /// ```swift
    /// Chart(data) { BarMark(x: .value("Category", $0.category)) }
    ///     .chartXAxisStyle { axis in axis.opacity(0.5) }
    /// ```
    public func chartXAxisStyle<Content: View>(@ViewBuilder content: @escaping (ChartAxisContent) -> Content) -> some View {
        EnvironmentModifiedView(content: self) { env in env.chartXAxisStyle = { AnyView(content($0)) } }
    }

    /// Styles the y axis of charts in this view, as `chartXAxisStyle(content:)` styles the x axis.
    ///
    /// ```swift
    /// .chartYAxisStyle { axis in axis.background(.gray.opacity(0.1)) }
    /// ```
    public func chartYAxisStyle<Content: View>(@ViewBuilder content: @escaping (ChartAxisContent) -> Content) -> some View {
        EnvironmentModifiedView(content: self) { env in env.chartYAxisStyle = { AnyView(content($0)) } }
    }
}

extension ChartNode {
    /// The chart's furniture with its x and y axes drawn through the styles of `chartXAxisStyle`
    /// and `chartYAxisStyle`, each laid out in the band beside the plot that its axis takes.
    func styledAxes(_ nodes: [SceneNode], plot: CGRect, frame: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        var nodes = nodes
        for (name, style) in [("axis x", env.chartXAxisStyle), ("axis y", env.chartYAxisStyle)] {
            guard let style, let i = nodes.firstIndex(where: { node in
                if case .group(let g) = node { return g.semantics.classes == name }
                return false
            }) else { continue }
            let band: CGRect
            if name == "axis x" {
                let below = frame.maxY - plot.maxY, above = plot.minY - frame.minY
                band = below >= above ? CGRect(x: plot.minX, y: plot.maxY, width: plot.width, height: below)
                                      : CGRect(x: plot.minX, y: frame.minY, width: plot.width, height: above)
            } else {
                let trailing = frame.maxX - plot.maxX, leading = plot.minX - frame.minX
                band = trailing >= leading ? CGRect(x: plot.maxX, y: plot.minY, width: trailing, height: plot.height)
                                           : CGRect(x: frame.minX, y: plot.minY, width: leading, height: plot.height)
            }
            let slot = AxisSlot()
            slot.nodes = [nodes[i]]
            let styled = makeLayoutNode(style(ChartAxisContent(slot: slot)), env.insideChart)
            nodes[i] = .group(SceneGroup(children: styled.render(in: band, recorder), semantics: SceneSemantics(classes: "axis-style")))
        }
        return nodes
    }
}
