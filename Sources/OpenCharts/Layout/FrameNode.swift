import ChartScene
import Foundation

/// A frame around a child: fixed dimensions, or minimum, ideal and maximum ones, with the child
/// placed by an alignment.
struct FrameNode: WrapperNode {
    var child: any LayoutNode
    var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    var alignment: Alignment

    init(child: any LayoutNode, minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?,
         minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?, alignment: Alignment) {
        typealias S = LayoutSanity
        self.child = child
        self.minWidth = S.dimension(minWidth, "a frame's minimum width")
        self.idealWidth = S.dimension(idealWidth, "a frame's width")
        self.maxWidth = S.dimension(maxWidth, "a frame's maximum width", infinite: true)
        self.minHeight = S.dimension(minHeight, "a frame's minimum height")
        self.idealHeight = S.dimension(idealHeight, "a frame's height")
        self.maxHeight = S.dimension(maxHeight, "a frame's maximum height", infinite: true)
        self.alignment = alignment
    }

    /// One dimension, by SwiftUI's rule for flexible frames: the proposal (or the ideal) clamped
    /// between the minimum and the maximum, where a bound not given is the child's own size.
    /// Without either bound, the child's size; with equal bounds, that fixed size.
    static func resolve(proposed: CGFloat?, ideal: CGFloat?, min lo: CGFloat?, max hi: CGFloat?, child: () -> CGFloat) -> CGFloat {
        if lo == nil && hi == nil { return child() }
        if let lo, lo == hi { return lo }
        let c = child()
        return Swift.max(lo ?? c, Swift.min(proposed ?? ideal ?? c, hi ?? c))
    }

    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        func one(_ v: CGFloat?, _ ideal: CGFloat?, _ lo: CGFloat?, _ hi: CGFloat?) -> CGFloat? {
            if let lo, lo == hi { return lo }
            guard var x = v ?? ideal else { return nil }
            if let hi { x = Swift.min(x, hi) }
            if let lo { x = Swift.max(x, lo) }
            return x
        }
        return ProposedViewSize(width: one(p.width, idealWidth, minWidth, maxWidth),
                                height: one(p.height, idealHeight, minHeight, maxHeight))
    }

    func size(_ p: ProposedViewSize, child measure: (ProposedViewSize) -> CGSize) -> CGSize {
        let cp = childProposal(p)
        var childSize: CGSize?
        func size() -> CGSize {
            if let childSize { return childSize }
            let s = measure(cp); childSize = s; return s
        }
        let w = Self.resolve(proposed: p.width, ideal: idealWidth, min: minWidth, max: maxWidth) { size().width }
        let h = Self.resolve(proposed: p.height, ideal: idealHeight, min: minHeight, max: maxHeight) { size().height }
        return CGSize(width: w, height: h)
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        let s = child.sizeThatFits(childProposal(ProposedViewSize(rect.size)))
        let w = s.width, h = s.height
        let r = CGRect(x: rect.minX + (rect.width - w) * alignment.horizontal.fraction,
                       y: rect.minY + (rect.height - h) * alignment.vertical.fraction, width: w, height: h)
        return child.render(in: r, recorder)
    }
}

/// Padding around a child.
struct PaddingNode: WrapperNode {
    var child: any LayoutNode
    var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat

    init(child: any LayoutNode, top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.child = child
        self.top = LayoutSanity.parameter(top, "a padding")
        self.leading = LayoutSanity.parameter(leading, "a padding")
        self.bottom = LayoutSanity.parameter(bottom, "a padding")
        self.trailing = LayoutSanity.parameter(trailing, "a padding")
    }

    func size(_ p: ProposedViewSize, child measure: (ProposedViewSize) -> CGSize) -> CGSize {
        let inner = ProposedViewSize(width: p.width.map { Swift.max(0, $0 - leading - trailing) },
                                     height: p.height.map { Swift.max(0, $0 - top - bottom) })
        let s = measure(inner)
        return CGSize(width: s.width + leading + trailing, height: s.height + top + bottom)
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        child.render(in: CGRect(x: rect.minX + leading, y: rect.minY + top,
                                width: Swift.max(0, rect.width - leading - trailing),
                                height: Swift.max(0, rect.height - top - bottom)), recorder)
    }
}
