import ChartScene
import Foundation

/// Children overlaid in one rectangle: each is offered the whole proposal and placed by the
/// alignment, as in SwiftUI's `ZStack`. The stack is as big as its biggest child in each
/// dimension (with one alignment for all children, that is also the union of their frames).
struct ZStackNode: LayoutNode {
    var alignment: Alignment
    var children: [any LayoutNode]

    init(alignment: Alignment, children: [any LayoutNode]) {
        self.alignment = alignment
        self.children = children.flatMap(\.stackMembers)
    }

    func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        children.reduce(CGSize.zero) { acc, c in
            let s = c.sizeThatFits(proposal)
            return CGSize(width: max(acc.width, s.width), height: max(acc.height, s.height))
        }
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        let proposal = ProposedViewSize(rect.size)
        return inZOrder(children.map { c in
            let s = c.sizeThatFits(proposal)
            let r = CGRect(x: rect.minX + (rect.width - s.width) * alignment.horizontal.fraction,
                           y: rect.minY + (rect.height - s.height) * alignment.vertical.fraction,
                           width: s.width, height: s.height)
            return (c.zIndex, c.render(in: r, recorder))
        })
    }
}
