import ChartScene
import Foundation

/// A geometry reader: it takes what it is offered (10 points for an unspecified dimension) and
/// builds its content only when drawn, once its frame is known, placing it at the top-leading
/// corner.
struct GeometryReaderNode: LayoutNode, @unchecked Sendable {
    // The content closure is the user's and need not be Sendable; a node lives within one render.
    let content: (GeometryProxy) -> any LayoutNode

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { proposal.replacingUnspecifiedDimensions() }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        guard rect.isFiniteRect else { return [] }
        let node = content(GeometryProxy(frame: rect))
        return ZStackNode(alignment: .topLeading, children: [node]).render(in: rect, recorder)
    }
}
