import ChartScene

/// `clipShape(_:style:)`: a shape drawn in a mark's frame, outside which the mark is cut away.
package struct MarkClipShape: Sendable {
    /// The shape's outline filling a rectangle.
    package let path: @Sendable (SceneRect) -> ScenePath
    package init(path: @escaping @Sendable (SceneRect) -> ScenePath) { self.path = path }
}

/// A mark's part in `mask(content:)`.
package enum MarkMaskRole: Hashable, Sendable {
    /// The mark shows only where the marks of mask `id` cover it.
    case masked(by: Int)
    /// The mark is not drawn; its shape is part of mask `id`.
    case mask(of: Int)
}
