import ChartScene

/// A view drawn at each point of a mark in place of a symbol: `symbol { … }`. The layer above
/// the engine measures and draws it; shapes in it without a style of their own take the mark's
/// foreground.
package protocol SymbolSceneContent: Sendable {
    /// The view's own size (what it takes when offered none).
    func idealSize() -> SceneSize
    /// The view drawn in `rect`, with `foreground` as its foreground style.
    func render(in rect: SceneRect, foreground: Paint) -> [SceneNode]
}
