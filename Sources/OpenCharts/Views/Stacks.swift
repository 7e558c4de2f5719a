import Foundation

/// Views arranged top to bottom.
///
/// ```swift
/// VStack(alignment: .leading) {
///     Text("Most Sold Style").font(.callout).foregroundStyle(.secondary)
///     Chart(sales) { … }
/// }
/// ```
nonisolated public struct VStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A column of the views `content` builds, aligned and spaced as given (8 points when `spacing` is `nil`).
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        StackNode(axis: .vertical, alignment: alignment.fraction, spacing: spacing.map(Double.init),
                  children: [makeLayoutNode(content, env)])
    }
}

/// Views arranged leading to trailing.
nonisolated public struct HStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A row of the views `content` builds, aligned and spaced as given (8 points when `spacing` is `nil`).
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        StackNode(axis: .horizontal, alignment: alignment.fraction, spacing: spacing.map(Double.init),
                  children: [makeLayoutNode(content, env)])
    }
}
