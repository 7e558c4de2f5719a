import ChartScene
import Foundation

/// A child offered no size (its ideal one) in the fixed dimensions, whatever its parent offers;
/// it is drawn at that size, centred in the room it is given.
struct FixedSizeNode: WrapperNode {
    var child: any LayoutNode
    var horizontal: Bool
    var vertical: Bool

    func fixed(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
    }

    func size(_ p: ProposedViewSize, child measure: (ProposedViewSize) -> CGSize) -> CGSize { measure(fixed(p)) }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        let s = child.sizeThatFits(fixed(ProposedViewSize(rect.size)))
        let r = CGRect(x: rect.midX - s.width / 2, y: rect.midY - s.height / 2, width: s.width, height: s.height)
        return child.render(in: r, recorder)
    }
}
