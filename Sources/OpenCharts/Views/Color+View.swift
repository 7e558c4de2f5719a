import Foundation

nonisolated extension Color: View {
    /// A colour used as a view fills the room it is offered.
    ///
    /// ```swift
    /// Color.blue.opacity(0.1).frame(height: 40)
    /// ```
    public var body: _ShapeView<Rectangle, Color> { return Rectangle().fill(self) }
}

nonisolated extension LinearGradient: View {
    /// A gradient used as a view fills the room it is offered.
    public var body: _ShapeView<Rectangle, LinearGradient> { return Rectangle().fill(self) }
}
