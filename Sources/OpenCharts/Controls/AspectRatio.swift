import ChartScene
import Foundation

/// How a view keeps its aspect ratio in a frame of another shape: inside it, or covering it.
public enum ContentMode: Hashable, Sendable, CaseIterable {
    /// An option that resizes the content so it's all within the available space, both vertically and horizontally.
    case fit
    /// An option that resizes the content so it occupies all available space, both vertically and horizontally.
    case fill
}

nonisolated extension View {
    /// Sizes the view to an aspect ratio (width over height; `nil` is the view's own), fitting
    /// inside or filling the room it is offered.
    ///
    /// ```swift
    /// Image(systemName: "chart.pie.fill").resizable().aspectRatio(contentMode: .fit)
    /// Chart(sales) { … }.aspectRatio(1.6, contentMode: .fit)
    /// ```
    public func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        LayoutModifiedView(content: self) { AspectRatioNode(child: $0, ratio: aspectRatio, mode: contentMode) }
    }

    /// Sizes the view to the aspect ratio of a size, fitting inside or filling its room.
    public func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        let r = aspectRatio.height != 0 ? aspectRatio.width / aspectRatio.height : nil
        return self.aspectRatio(r, contentMode: contentMode)
    }

    /// Scales the view to fit its room, keeping its aspect ratio.
    ///
    /// ```swift
    /// Image(systemName: "star.fill").resizable().scaledToFit()
    /// ```
    public func scaledToFit() -> some View { aspectRatio(nil, contentMode: .fit) }

    /// Scales the view to fill its room, keeping its aspect ratio; it may overflow.
    public func scaledToFill() -> some View { aspectRatio(nil, contentMode: .fill) }
}

/// A child proposed the largest (fit) or smallest (fill) size of its aspect ratio for the room
/// it is offered, and centred in what it gets.
struct AspectRatioNode: WrapperNode {
    var child: any LayoutNode
    let ratio: CGFloat?
    let mode: ContentMode

    /// The ratio to keep: the one given, or the child's ideal shape; nil when neither is usable.
    func effectiveRatio() -> Double? {
        if let ratio { return ratio.isFinite && ratio > 0 ? Double(ratio) : nil }
        let ideal = child.sizeThatFits(.unspecified)
        guard ideal.width > 0, ideal.height > 0, ideal.width.isFinite, ideal.height.isFinite else { return nil }
        return Double(ideal.width / ideal.height)
    }

    /// The proposal for the child: the offered room reshaped to the ratio.
    func childProposal(_ p: ProposedViewSize) -> ProposedViewSize {
        guard let r = effectiveRatio() else { return p }
        func usable(_ v: CGFloat?) -> Double? { v.flatMap { $0.isFinite && $0 >= 0 ? Double($0) : nil } }
        let w = usable(p.width), h = usable(p.height)
        switch (w, h) {
        case let (w?, h?):
            let byWidth = (w, w / r), byHeight = (h * r, h)
            let fits = byWidth.1 <= h
            let pick = (mode == .fit) == fits ? byWidth : byHeight
            return ProposedViewSize(width: pick.0, height: pick.1)
        case let (w?, nil): return ProposedViewSize(width: w, height: w / r)
        case let (nil, h?): return ProposedViewSize(width: h * r, height: h)
        case (nil, nil):
            let ideal = child.sizeThatFits(.unspecified)
            return ProposedViewSize(width: ideal.width, height: Double(ideal.width) / r)
        }
    }

    func size(_ p: ProposedViewSize, child measure: (ProposedViewSize) -> CGSize) -> CGSize { measure(childProposal(p)) }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        let s = child.sizeThatFits(childProposal(ProposedViewSize(rect.size)))
        return child.render(in: CGRect(x: rect.midX - s.width / 2, y: rect.midY - s.height / 2, width: s.width, height: s.height), recorder)
    }
}
