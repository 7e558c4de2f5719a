import ChartScene
import Foundation

/// A scroll view: its content is offered unlimited room along the scrolling axes and the scroll
/// view's own room across them. The scroll view takes the room it is offered (its content's size
/// where none is offered) and shows its content from the start, as before any scrolling: at the
/// top and leading edge, centred across the axis when narrower, cut off at the view's edges.
struct ScrollViewNode: LayoutNode {
    var content: any LayoutNode
    var horizontal: Bool
    var vertical: Bool

    func contentProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        ProposedViewSize(width: horizontal ? nil : p.width.flatMap { $0.isFinite ? $0 : nil },
                         height: vertical ? nil : p.height.flatMap { $0.isFinite ? $0 : nil })
    }

    /// The room the scroll view shows, where its proposal says it.
    func visible(_ p: ProposedViewSize) -> CGSize? {
        guard let w = p.width, let h = p.height else { return nil }
        return CGSize(width: w, height: h)
    }

    func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        let cs = ContainerSize.within(visible(p)) { content.sizeThatFits(contentProposal(p)) }
        func pick(_ offered: CGFloat?, _ own: CGFloat) -> CGFloat {
            guard let offered, offered.isFinite else { return own }
            return max(0, offered)
        }
        return CGSize(width: pick(p.width, cs.width), height: pick(p.height, cs.height))
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        guard rect.isFiniteRect else { return [] }
        return ContainerSize.within(rect.size) { draw(in: rect, recorder) }
    }

    private func draw(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        let cs = content.sizeThatFits(contentProposal(ProposedViewSize(rect.size)))
        let x = horizontal || cs.width > rect.width ? rect.minX : rect.minX + (rect.width - cs.width) / 2
        let y = vertical || cs.height > rect.height ? rect.minY : rect.minY + (rect.height - cs.height) / 2
        let drawn = content.render(in: CGRect(x: x, y: y, width: cs.width, height: cs.height), recorder)
        let overflows = cs.width > rect.width + 0.5 || cs.height > rect.height + 0.5
        return overflows ? [.group(SceneGroup(children: drawn, clipPath: .rect(rect.sceneRect)))] : drawn
    }
}

/// A lazy stack: a stack that, across its axis, takes all the room it is offered.
struct LazyStackNode: LayoutNode {
    var stack: StackNode

    func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        let s = stack.sizeThatFits(p)
        switch stack.axis {
        case .vertical:
            guard let w = p.width, w.isFinite else { return s }
            return CGSize(width: max(s.width, w), height: s.height)
        case .horizontal:
            guard let h = p.height, h.isFinite else { return s }
            return CGSize(width: s.width, height: max(s.height, h))
        }
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] { stack.render(in: rect, recorder) }
}

/// The first of several views that fits, in its ideal size along the axes given, in the room
/// offered; the last when none does.
struct ViewThatFitsNode: LayoutNode {
    var children: [any LayoutNode]
    var horizontal: Bool
    var vertical: Bool

    func choice(_ p: ProposedViewSize) -> (any LayoutNode)? {
        for c in children {
            let ideal = c.sizeThatFits(ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height))
            let fitsW = !horizontal || p.width.map { ideal.width <= $0 + 0.01 } ?? true
            let fitsH = !vertical || p.height.map { ideal.height <= $0 + 0.01 } ?? true
            if fitsW && fitsH { return c }
        }
        return children.last
    }

    func sizeThatFits(_ p: ProposedViewSize) -> CGSize { choice(p)?.sizeThatFits(p) ?? .zero }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        choice(ProposedViewSize(rect.size))?.render(in: rect, recorder) ?? []
    }
}
