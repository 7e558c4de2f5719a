import ChartScene
import Foundation

extension LifecycleSession {
    /// Builds the root of a render in this session, as a frame of its own, and returns a node
    /// that sizes and draws it in the session too, so views built while drawing (a
    /// `GeometryReader`'s content) run their lifecycle actions.
    func root(_ type: Any.Type, build: () -> any LayoutNode) -> any LayoutNode {
        beginBuild()
        let child = run { frame(for: type, inputs: [], build: build) }
        return SessionNode(child: child, session: self)
    }
}

/// The root of a render: sizes and draws its child inside the render's lifecycle session.
struct SessionNode: WrapperNode {
    var child: any LayoutNode
    let session: LifecycleSession

    func sizeThatFits(_ p: ProposedViewSize) -> CGSize { session.run { child.sizeThatFits(p) } }

    func sizeThatFits(_ p: ProposedViewSize, inStackAlong axis: StackNode.Axis) -> CGSize {
        session.run { child.sizeThatFits(p, inStackAlong: axis) }
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        session.run { child.render(in: rect, recorder) }
    }
}
