import ChartScene

extension ChartEngine {
    /// Content that scrolls: clipped to `clip` by an outer group, and held by an inner group of
    /// class `scroll-x` (or `scroll-y` when it scrolls up and down) that an interactive page moves.
    static func scrolling(_ nodes: [SceneNode], clip: SceneRect, vertical: Bool = false) -> SceneNode {
        let inner = SceneGroup(children: nodes, semantics: SceneSemantics(classes: vertical ? "scroll-y" : "scroll-x"))
        return .group(SceneGroup(children: [.group(inner)], clip: clip, semantics: SceneSemantics(classes: "scroll-window")))
    }

    /// The window's horizontal stretch, the whole frame's height and more: what scrolls with the
    /// plot (axis labels, annotations above it) is cut only at the window's sides.
    static func band(_ viewport: SceneRect, _ frame: SceneRect) -> SceneRect {
        SceneRect(x: viewport.minX, y: frame.minY - frame.height, width: viewport.width, height: frame.height * 3)
    }

    /// The window's vertical stretch, the whole frame's width and more: what scrolls up and down
    /// with the plot (the y axis labels) is cut only at the window's top and bottom.
    static func verticalBand(_ viewport: SceneRect, _ frame: SceneRect) -> SceneRect {
        SceneRect(x: frame.minX - frame.width, y: viewport.minY, width: frame.width * 3, height: viewport.height)
    }
}
