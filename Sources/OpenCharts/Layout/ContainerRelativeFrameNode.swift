import ChartScene
import Foundation

/// The size of the nearest container (a scroll view's visible room, or a navigation container's
/// room under its bar) while that container lays out and draws its content.
enum ContainerSize {
    @TaskLocal static var current: CGSize?

    /// Runs `body` with `size` as the container size, when it is finite.
    static func within<T>(_ size: CGSize?, _ body: () -> T) -> T {
        guard let size, size.width.isFinite, size.height.isFinite else { return body() }
        return $current.withValue(size, operation: body)
    }
}

/// A frame sized from the nearest container's size along the axes given; along other axes the
/// child keeps its own size.
struct ContainerRelativeFrameNode: WrapperNode {
    var child: any LayoutNode
    var horizontal: Bool
    var vertical: Bool
    var alignment: Alignment
    var length: @Sendable (CGFloat, Axis) -> CGFloat

    func frameProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        let container = ContainerSize.current
        func dim(_ offered: CGFloat?, _ own: CGFloat?, _ axis: Axis) -> CGFloat? {
            guard let base = own ?? offered, base.isFinite else { return offered }
            let v = length(max(0, base), axis)
            return v.isFinite ? max(0, v) : offered
        }
        return ProposedViewSize(width: horizontal ? dim(p.width, container?.width, .horizontal) : p.width,
                                height: vertical ? dim(p.height, container?.height, .vertical) : p.height)
    }

    func size(_ p: ProposedViewSize, child measure: (ProposedViewSize) -> CGSize) -> CGSize {
        let q = frameProposal(p)
        let s = measure(q)
        return CGSize(width: horizontal ? (q.width ?? s.width) : s.width, height: vertical ? (q.height ?? s.height) : s.height)
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        let s = child.sizeThatFits(ProposedViewSize(rect.size))
        let r = CGRect(x: rect.minX + (rect.width - s.width) * alignment.horizontal.fraction,
                       y: rect.minY + (rect.height - s.height) * alignment.vertical.fraction, width: s.width, height: s.height)
        return child.render(in: r, recorder)
    }
}
