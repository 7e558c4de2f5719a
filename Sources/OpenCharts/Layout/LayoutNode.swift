import ChartEngine
import ChartScene
import Foundation

/// A view resolved for layout: it says what size it wants for a proposal, and draws itself into
/// the rectangle its parent gives it. Rectangles are in scene coordinates: top-left origin, y down,
/// the same space for every node, so a node knows where it is on the page.
protocol LayoutNode: Sendable {
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    /// The size inside a stack running along `axis`: spacers and dividers stretch only along
    /// (spacers) or across (dividers) their stack.
    func sizeThatFits(_ proposal: ProposedViewSize, inStackAlong axis: StackNode.Axis) -> CGSize
    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode]
    /// The nodes a stack lays out for this one: itself, or a list's members.
    var stackMembers: [any LayoutNode] { get }
    /// Spacers grow before any other view does.
    var isSpacer: Bool { get }
    /// The drawing order among siblings: a higher index draws later, on top. Layout keeps the
    /// order of the source.
    var zIndex: Double { get }
    /// The node itself, seen through the sanitizing wrapper every view's node gets, so that
    /// containers can recognise the kinds of node they hold (sections, rows, tags).
    var base: any LayoutNode { get }
}

extension LayoutNode {
    func sizeThatFits(_ proposal: ProposedViewSize, inStackAlong axis: StackNode.Axis) -> CGSize { sizeThatFits(proposal) }
    var stackMembers: [any LayoutNode] { [self] }
    var isSpacer: Bool { false }
    var zIndex: Double { 0 }
    var base: any LayoutNode { self }
}

/// A node that wraps one child (a modifier): it keeps the child's drawing order, and sizes itself
/// from the child's size however the child is measured, so that a child in a stack (a divider,
/// say) is measured as in that stack through any number of modifiers.
protocol WrapperNode: LayoutNode {
    var child: any LayoutNode { get }
    /// This node's size for `p`, given how to measure the child for a proposal.
    func size(_ p: ProposedViewSize, child measure: (ProposedViewSize) -> CGSize) -> CGSize
}

extension WrapperNode {
    var zIndex: Double { child.zIndex }
    /// By default a wrapper is as big as its child.
    func size(_ p: ProposedViewSize, child measure: (ProposedViewSize) -> CGSize) -> CGSize { measure(p) }
    func sizeThatFits(_ p: ProposedViewSize) -> CGSize { size(p) { child.sizeThatFits($0) } }
    func sizeThatFits(_ p: ProposedViewSize, inStackAlong axis: StackNode.Axis) -> CGSize {
        size(p) { child.sizeThatFits($0, inStackAlong: axis) }
    }
}

/// Collects, while drawing, what the renderer reports: warnings, chart summaries, the first text.
final class RenderRecorder: @unchecked Sendable {
    var warnings: [String] = []
    var summaries: [String] = []
    /// The first text drawn, which titles the picture.
    var firstText: String?
    /// The `accessibilityChartDescriptor` of each chart drawn, in drawing order: the first one's
    /// title and summary become the document's `<title>` and `<desc>`, and the whole descriptor
    /// (axes, series, data points) is what a data table or an audio graph is made from.
    var chartDescriptors: [AXChartDescriptor] = []
    /// What each chart drawn shows (its descriptor's, where it has one), for Describe Chart,
    /// the data table and the audio graph.
    var descriptions: [ChartDescription] = []
    /// How many `redacted(reason: .placeholder)` views enclose the node being drawn.
    var redactionDepth = 0
    /// What `unredacted()` views drew inside a redacted one, kept out of its redaction.
    var unredacted: [[SceneNode]] = []

    /// The appearance a `preferredColorScheme` in the view asks the whole picture to take.
    var preferredColorScheme: ColorScheme?

    /// The charts drawn, in drawing order, with what an interactive page needs of them.
    var charts: [ChartCapture] = []
    /// The 3D charts drawn, in drawing order: each one's geometry as JSON, made only when an
    /// offline page asks for it, so that its script can turn the chart.
    var turning3D: [@Sendable () -> String] = []
    /// The sheets, covers and alerts drawn views present, drawn over the screen after it.
    var presentations: [PendingPresentation] = []
}

/// A node that is nothing.
struct EmptyNode: LayoutNode {
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] { [] }
    var stackMembers: [any LayoutNode] { [] }
}

/// The children of a builder block; stacks lay them out one by one, anything else overlays
/// them, centred, as a `ZStack` does.
struct ListNode: LayoutNode {
    var children: [any LayoutNode]
    var stackMembers: [any LayoutNode] { children.flatMap(\.stackMembers) }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        ZStackNode(alignment: .center, children: stackMembers).sizeThatFits(proposal)
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        ZStackNode(alignment: .center, children: stackMembers).render(in: rect, recorder)
    }
}

/// The scene nodes of siblings in drawing order: by z-index, and in source order among equals.
func inZOrder(_ drawn: [(zIndex: Double, nodes: [SceneNode])]) -> [SceneNode] {
    guard drawn.contains(where: { $0.zIndex != 0 }) else { return drawn.flatMap(\.nodes) }
    func key(_ z: Double) -> Double { z.isNaN ? 0 : z }
    return drawn.indices.sorted { (key(drawn[$0].zIndex), $0) < (key(drawn[$1].zIndex), $1) }.flatMap { drawn[$0].nodes }
}

extension CGRect {
    var sceneRect: SceneRect { SceneRect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height)) }

    /// Whether every coordinate is finite, so that the rectangle can be drawn into.
    var isFiniteRect: Bool { origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite }
}
