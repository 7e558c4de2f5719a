import ChartScene
import Foundation

/// A navigation bar made ready to draw: its title in the large or inline font, and its items.
struct NavigationBar: Sendable {
    var title: (any LayoutNode)?
    var large: Bool
    var leading: (any LayoutNode)?
    var trailing: (any LayoutNode)?
    var principal: (any LayoutNode)?
    var isHidden: Bool
    /// The back button of a pushed screen.
    var back: BackButton?

    /// The bar's own height; a large title takes the room below it.
    static let barHeight: CGFloat = 44
    static let largeTitleHeight: CGFloat = 52
    /// The distance of titles and items from the screen's sides.
    static let margin: CGFloat = 16

    /// The bar of a screen; `large` says how a pushed screen shows its title (else the automatic
    /// mode is large, as iOS shows a root screen).
    init(box: NavigationBarBox, env: EnvironmentValues, large: Bool? = nil, back: BackButton? = nil) {
        var env = env
        env.foregroundStyle = nil
        env.lineLimit = 1
        env.textCase = nil
        let mode = box.displayMode ?? .automatic
        self.large = large ?? (mode != .inline)
        self.back = back
        let large = self.large
        var titleEnv = env
        titleEnv.font = large ? Font.largeTitle.bold() : Font.headline
        title = box.title.map { makeLayoutNode($0, titleEnv) }
        func row(_ slot: ToolbarItemPlacement.Slot) -> (any LayoutNode)? {
            let nodes = box.items.filter { $0.placement.slot == slot }.map { makeLayoutNode($0.view, env) }
            guard !nodes.isEmpty else { return nil }
            return StackNode(axis: .horizontal, alignment: 0.5, spacing: 16, children: nodes)
        }
        leading = row(.leading); trailing = row(.trailing); principal = row(.principal)
        isHidden = box.isBarHidden
    }

    /// The height the bar takes above the content.
    var height: CGFloat {
        if isHidden { return 0 }
        return Self.barHeight + (large && title != nil ? Self.largeTitleHeight : 0)
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        guard !isHidden else { return [] }
        var nodes: [SceneNode] = []
        let m = Self.margin
        let barMidY = rect.minY + Self.barHeight / 2
        func place(_ node: any LayoutNode, maxWidth: CGFloat, x: (CGFloat) -> CGFloat, midY: CGFloat) {
            let s = node.sizeThatFits(ProposedViewSize(width: max(0, maxWidth), height: nil))
            let r = CGRect(x: x(s.width), y: midY - s.height / 2, width: s.width, height: s.height)
            nodes += node.render(in: r, recorder)
        }
        var leadingWidth: CGFloat = 0, trailingWidth: CGFloat = 0
        var leadingX = rect.minX + m
        if let back {
            // The label may take the room the centred title leaves, less a gap.
            let middle = principal ?? (large ? nil : title)
            let middleWidth = middle.map { min($0.sizeThatFits(.unspecified).width, rect.width - 2 * m) } ?? 0
            let labelX = BackButton.inset + BackButton.chevronSize.width + BackButton.gap
            let bar = CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: Self.barHeight)
            let (drawn, end) = back.render(bar: bar, room: (rect.width - middleWidth) / 2 - labelX - 8, recorder)
            nodes += drawn
            leadingX = end + 8
            leadingWidth = end - rect.minX - m
        }
        if let leading {
            leadingWidth += leading.sizeThatFits(.unspecified).width
            place(leading, maxWidth: rect.width / 2 - m, x: { _ in leadingX }, midY: barMidY)
        }
        if let trailing {
            trailingWidth = trailing.sizeThatFits(.unspecified).width
            place(trailing, maxWidth: rect.width / 2 - m, x: { rect.maxX - m - $0 }, midY: barMidY)
        }
        let side = max(leadingWidth, trailingWidth) + m + 8
        if let principal {
            place(principal, maxWidth: rect.width - 2 * side, x: { rect.midX - $0 / 2 }, midY: barMidY)
        } else if let title, !large {
            place(title, maxWidth: rect.width - 2 * side, x: { rect.midX - $0 / 2 }, midY: barMidY)
        }
        if let title, large {
            // The large title sits at the leading margin, low in the room under the bar.
            let s = title.sizeThatFits(ProposedViewSize(width: max(0, rect.width - 2 * m), height: nil))
            let r = CGRect(x: rect.minX + m, y: rect.minY + height - 4 - s.height, width: s.width, height: s.height)
            nodes += title.render(in: r, recorder)
        }
        return nodes
    }
}

/// A navigation container: the bar at the top, the root view under it, and the root's
/// background (a list's grey, or the system background) behind both.
struct NavigationNode: LayoutNode {
    var content: any LayoutNode
    var bar: NavigationBar
    var background: RGBA
    /// How many screens are pushed above the root: a live page slides a screen in when it grows
    /// and out when it shrinks.
    var depth = 0

    func width(_ p: ProposedViewSize) -> CGFloat {
        guard let w = p.width, w.isFinite else { return ListMetrics.defaultWidth }
        return max(0, w)
    }

    func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        let w = width(p)
        if let h = p.height, h.isFinite { return CGSize(width: w, height: max(0, h)) }
        let inner = ContainerSize.within(nil) { content.sizeThatFits(ProposedViewSize(width: w, height: nil)) }
        return CGSize(width: w, height: bar.height + inner.height)
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        guard rect.isFiniteRect else { return [] }
        LiveRecorder.current?.noteNavigation(depth: depth, frame: rect.sceneRect)
        let nodes: [SceneNode] = [.shape(SceneShape(path: .rect(rect.sceneRect), fill: .color(background)))]
        let area = CGRect(x: rect.minX, y: rect.minY + bar.height, width: rect.width, height: max(0, rect.height - bar.height))
        return ContainerSize.within(area.size) { draw(in: rect, area: area, background: nodes, recorder) }
    }

    private func draw(in rect: CGRect, area: CGRect, background: [SceneNode], _ recorder: RenderRecorder) -> [SceneNode] {
        var nodes = background
        let s = content.sizeThatFits(ProposedViewSize(area.size))
        // The root view is centred in the room under the bar, or set at its top when taller.
        let y = s.height > area.height ? area.minY : area.minY + (area.height - s.height) / 2
        let r = CGRect(x: area.minX + (area.width - s.width) / 2, y: y, width: s.width, height: s.height)
        // The title names the picture, though the bar is drawn over the content.
        if recorder.firstText == nil, let title = bar.title?.base as? TextNode { recorder.firstText = title.string }
        let drawn = content.render(in: r, recorder)
        nodes += s.height > area.height + 0.5 ? [.group(SceneGroup(children: drawn, clip: area.sceneRect))] : drawn
        nodes += bar.render(in: rect, recorder)
        return nodes
    }
}
