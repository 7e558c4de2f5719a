import ChartScene
import Foundation

/// A view resolved for layout: it says what size it wants for a proposal, and draws itself into
/// the rectangle its parent gives it.
protocol LayoutNode: Sendable {
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode]
    /// The nodes a stack lays out for this one: itself, or a list's members.
    var stackMembers: [any LayoutNode] { get }
    /// Spacers grow before any other view does.
    var isSpacer: Bool { get }
}

extension LayoutNode {
    var stackMembers: [any LayoutNode] { [self] }
    var isSpacer: Bool { false }
}

/// Collects, while drawing, what the renderer reports: warnings, chart summaries, the first text.
final class RenderRecorder: @unchecked Sendable {
    var warnings: [String] = []
    var summaries: [String] = []
    var texts: [String] = []
    var plotFrames: [CGRect] = []
}

/// A node that is nothing.
struct EmptyNode: LayoutNode {
    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { .zero }
    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] { [] }
    var stackMembers: [any LayoutNode] { [] }
}

/// The children of a builder block; stacks lay them out one by one, anything else as a z-stack.
struct ListNode: LayoutNode {
    var children: [any LayoutNode]
    var stackMembers: [any LayoutNode] { children.flatMap(\.stackMembers) }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        stackMembers.reduce(CGSize.zero) { acc, c in
            let s = c.sizeThatFits(proposal)
            return CGSize(width: max(acc.width, s.width), height: max(acc.height, s.height))
        }
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        stackMembers.flatMap { c -> [SceneNode] in
            let s = c.sizeThatFits(ProposedViewSize(rect.size))
            let r = CGRect(x: rect.midX - s.width / 2, y: rect.midY - s.height / 2, width: s.width, height: s.height)
            return c.render(in: r, recorder)
        }
    }
}

extension CGRect {
    var sceneRect: SceneRect { SceneRect(x: Double(minX), y: Double(minY), width: Double(width), height: Double(height)) }
}

extension SceneSize {
    var cgSize: CGSize { CGSize(width: width, height: height) }
}
