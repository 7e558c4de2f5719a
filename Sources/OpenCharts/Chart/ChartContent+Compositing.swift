import Foundation

/// A stand-in for content that a modifier's closure styles, as `compositingLayer(style:)` hands
/// it: the closure may add view modifiers to it, which the chart takes no size or place from.
nonisolated public struct PlaceholderContentView<Content>: View, PrimitiveView {
    public typealias Body = Never
    init() {}
    func makeNode(_ env: EnvironmentValues) -> any LayoutNode { EmptyNode() }
}

extension ChartContent {
    /// Draws the content as one layer, so that overlapping marks blend with what is behind them
    /// once rather than one by one. The picture is the same as without it here: marks are opaque
    /// unless made translucent, and a translucent mark is drawn over the others as it would be.
    ///
    /// ```swift
    /// ForEach(data) { AreaMark(x: .value("Day", $0.day), y: .value("Value", $0.value)) }
    ///     .compositingLayer()
    /// ```
    public func compositingLayer() -> some ChartContent { modified { _, _ in } }

    /// Draws the content as one layer styled by `style`, as `compositingLayer { $0.shadow(radius: 4) }`
    /// does. The style's effects (blurs and shadows) are accepted and not drawn, as `blur(radius:)`
    /// is not (see Docs/Differences.md).
    public func compositingLayer<V: View>(style: (PlaceholderContentView<Self>) -> V) -> some ChartContent {
        _ = style(PlaceholderContentView())
        return modified { _, _ in }
    }
}

extension AxisContent {
    /// Draws the axis marks as one layer; the picture is the same as without it.
    ///
    /// ```swift
    /// .chartXAxis { AxisMarks().compositingLayer() }
    /// ```
    public func compositingLayer() -> some AxisContent { AnyAxisContent(self) }

    /// Draws the axis marks as one layer styled by `style`; the style's effects are accepted and
    /// not drawn.
    public func compositingLayer<V: View>(@ViewBuilder style: (PlaceholderContentView<Self>) -> V) -> some AxisContent {
        _ = style(PlaceholderContentView())
        return AnyAxisContent(self)
    }
}
