import ChartScene
import Foundation

/// A child drawn moved by `dx`, `dy`; its layout, and its parent's, are unchanged.
struct OffsetNode: WrapperNode {
    var child: any LayoutNode
    var dx: CGFloat, dy: CGFloat

    init(child: any LayoutNode, dx: CGFloat, dy: CGFloat) {
        self.child = child
        self.dx = LayoutSanity.parameter(dx, "an offset")
        self.dy = LayoutSanity.parameter(dy, "an offset")
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        let r = rect.offsetBy(dx: dx.isFinite ? dx : 0, dy: dy.isFinite ? dy : 0)
        return child.render(in: r, recorder)
    }
}

/// A child centred on a point of the room it is offered; it takes all that room (10 points for
/// an unspecified dimension) and offers the same to the child.
struct PositionNode: WrapperNode {
    var child: any LayoutNode
    var x: CGFloat, y: CGFloat

    func size(_ p: ProposedViewSize, child measure: (ProposedViewSize) -> CGSize) -> CGSize { p.replacingUnspecifiedDimensions() }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        guard x.isFinite, y.isFinite else { return [] }
        let s = child.sizeThatFits(ProposedViewSize(rect.size))
        let r = CGRect(x: rect.minX + x - s.width / 2, y: rect.minY + y - s.height / 2, width: s.width, height: s.height)
        return child.render(in: r, recorder)
    }
}

/// A child drawn in a different order among its siblings; a list's members each take the index.
struct ZIndexNode: WrapperNode {
    var child: any LayoutNode
    var zIndex: Double

    var stackMembers: [any LayoutNode] {
        let members = child.stackMembers
        return members.count == 1 ? [self] : members.map { ZIndexNode(child: $0, zIndex: zIndex) }
    }
    var isSpacer: Bool { child.isSpacer }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] { child.render(in: rect, recorder) }
}
