import Foundation

/// A view with a tag: the value a `Picker` or `TabView` selects it by.
struct TaggedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let tag: AnyHashable
    func makeNode(_ env: EnvironmentValues) -> any LayoutNode { makeLayoutNode(content, env) }
}

extension View {
    /// Tags the view with the value a `Picker` or `TabView` selects it by.
    ///
    /// ```swift
    /// Picker("Range", selection: $range) {
    ///     Text("Week").tag(Range.week)
    ///     Text("Month").tag(Range.month)
    /// }
    /// ```
    public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        TaggedView(content: self, tag: AnyHashable(tag))
    }
}
