import ChartScene
import Foundation

/// A view whose environment is changed for its content: fonts, styles, chart settings.
nonisolated struct EnvironmentModifiedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let change: (inout EnvironmentValues) -> Void
    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        var env = env
        change(&env)
        return makeLayoutNode(content, env)
    }
}

/// A view wrapped in a layout node of its own: frames and padding.
nonisolated struct LayoutModifiedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let wrap: (any LayoutNode) -> any LayoutNode
    func makeNode(_ env: EnvironmentValues) -> any LayoutNode { wrap(makeLayoutNode(content, env)) }
}

nonisolated extension View {
    /// Sets the font of text in this view.
    public func font(_ font: Font?) -> some View {
        EnvironmentModifiedView(content: self) { $0.font = font }
    }

    /// Sets the weight of text in this view.
    public func fontWeight(_ weight: Font.Weight?) -> some View {
        EnvironmentModifiedView(content: self) { $0.fontWeight = weight }
    }

    /// Makes text in this view bold.
    public func bold(_ isActive: Bool = true) -> some View {
        EnvironmentModifiedView(content: self) { if isActive { $0.fontWeight = .bold } }
    }

    /// Sets the style of text and shapes in this view.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { $0.foregroundStyle = AnyShapeStyle(style) }
    }

    /// Sets the colour of text and shapes in this view.
    public func foregroundColor(_ color: Color?) -> some View {
        EnvironmentModifiedView(content: self) { $0.foregroundStyle = color.map(AnyShapeStyle.init) }
    }

    /// Sets an environment value for this view.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View {
        EnvironmentModifiedView(content: self) { $0[keyPath: keyPath] = value }
    }

    /// A fixed size in one or both dimensions.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        LayoutModifiedView(content: self) {
            FrameNode(child: $0, minWidth: width, idealWidth: width, maxWidth: width,
                      minHeight: height, idealHeight: height, maxHeight: height, alignment: alignment)
        }
    }

    /// A flexible frame: the view takes the size its parent offers, within the bounds given.
    public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
                      minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
                      alignment: Alignment = .center) -> some View {
        LayoutModifiedView(content: self) {
            FrameNode(child: $0, minWidth: minWidth, idealWidth: idealWidth, maxWidth: maxWidth,
                      minHeight: minHeight, idealHeight: idealHeight, maxHeight: maxHeight, alignment: alignment)
        }
    }

    /// Padding on the given edges; 16 points when no length is given, as on iOS.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let l = length ?? 16
        return LayoutModifiedView(content: self) {
            PaddingNode(child: $0, top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                        bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0)
        }
    }

    /// The same padding on every edge.
    public func padding(_ length: CGFloat) -> some View { padding(.all, length) }

    /// Padding by edge insets.
    public func padding(_ insets: EdgeInsets) -> some View {
        LayoutModifiedView(content: self) {
            PaddingNode(child: $0, top: insets.top, leading: insets.leading, bottom: insets.bottom, trailing: insets.trailing)
        }
    }
}
