import Foundation

nonisolated extension View {
    /// Draws the view partly transparent: 0 is invisible, 1 opaque.
    public func opacity(_ opacity: Double) -> some View {
        LayoutModifiedView(content: self) { OpacityNode(child: $0, opacity: opacity) }
    }

    /// Fills the view's frame behind it with a style.
    ///
    /// ```swift
    /// Text("Total").padding(8).background(.yellow)
    /// ```
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background { Rectangle().fill(style) }
    }

    /// Fills a shape in the view's frame behind it with a style.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background { shape.fill(style) }
    }

    /// Draws views behind this one, offered its size and placed by `alignment`.
    ///
    /// ```swift
    /// Text("Spin").padding().background { RoundedRectangle(cornerRadius: 8).fill(.blue) }
    /// ```
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        layered(content(), alignment: alignment, behind: true)
    }

    /// Draws a view behind this one (the older form, still common in sample code).
    ///
    /// ```swift
    /// Text("916 sold").padding(8).background(RoundedRectangle(cornerRadius: 8).fill(.background))
    /// ```
    @_disfavoredOverload
    public func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        layered(background, alignment: alignment, behind: true)
    }

    /// Draws views in front of this one, offered its size and placed by `alignment`.
    ///
    /// ```swift
    /// Circle().fill(.blue).overlay { Text("1") }
    /// ```
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        layered(content(), alignment: alignment, behind: false)
    }

    /// Fills the view's frame in front of it with a style.
    public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        overlay { Rectangle().fill(style) }
    }

    /// Fills a shape in the view's frame in front of it with a style.
    public func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        overlay { shape.fill(style) }
    }

    /// Draws a border of `width` inside the view's frame.
    ///
    /// ```swift
    /// Text("Legend").padding(4).border(.gray)
    /// ```
    public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        overlay { Rectangle().strokeBorder(content, lineWidth: width) }
    }

    /// Clips the view to a shape drawn in its frame.
    ///
    /// ```swift
    /// Chart(sales) { … }.clipShape(RoundedRectangle(cornerRadius: 12))
    /// ```
    public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        LayoutModifiedView(content: self) { ClipNode(child: $0, shape: shape) }
    }

    /// Clips the view to its frame.
    public func clipped(antialiased: Bool = false) -> some View {
        LayoutModifiedView(content: self) { ClipNode(child: $0, shape: nil) }
    }

    /// Clips the view to its frame with rounded corners.
    public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius))
    }

    /// Sets the tint of controls in this view: the colour of buttons.
    ///
    /// ```swift
    /// Button("Spin") { spin() }.buttonStyle(.borderedProminent).tint(.orange)
    /// ```
    public func tint(_ tint: Color?) -> some View {
        EnvironmentModifiedView(content: self) { $0.tint = tint }
    }

    private func layered<V: View>(_ layer: V, alignment: Alignment, behind: Bool) -> some View {
        LayeredView(content: self, layer: layer, alignment: alignment, behind: behind)
    }
}

/// A view with another drawn behind or in front of it.
nonisolated struct LayeredView<Content: View, Layer: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let layer: Layer
    let alignment: Alignment
    let behind: Bool

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        LayerNode(child: makeLayoutNode(content, env), layer: makeLayoutNode(layer, env), alignment: alignment, behind: behind)
    }
}
