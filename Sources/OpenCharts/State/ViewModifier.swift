import Foundation

/// A reusable set of modifiers, as in SwiftUI; its `@Environment` and `@State` properties work
/// as a view's do.
///
/// ```swift
/// struct CardStyle: ViewModifier {
///     @Environment(\.colorScheme) private var colorScheme
///     func body(content: Content) -> some View {
///         content
///             .padding()
///             .background(colorScheme == .dark ? Color.black : Color.white, in: RoundedRectangle(cornerRadius: 12))
///     }
/// }
/// Chart(sales) { … }.modifier(CardStyle())
/// ```
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier makes.
    associatedtype Body: View
    /// The view being modified, as the modifier's body receives it.
    typealias Content = _ViewModifier_Content<Self>
    /// The modified view, made from `content`.
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a ``ViewModifier`` modifies, standing for it in the modifier's body.
nonisolated public struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    public typealias Body = Never
    let content: AnyView
    func makeNode(_ env: EnvironmentValues) -> any LayoutNode { content.make(env) }
}

/// A view with a modifier applied, or two modifiers combined.
public struct ModifiedContent<Content, Modifier> {
    /// The view or modifier being modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// `modifier` applied to `content`.
    public init(content: Content, modifier: Modifier) { self.content = content; self.modifier = modifier }
}

nonisolated extension ModifiedContent: View, PrimitiveView where Content: View, Modifier: ViewModifier {
    public typealias Body = Never

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        let proxy = _ViewModifier_Content<Modifier>(content: AnyView(content))
        let content = MainQueueCarrier(value: proxy)
        return ViewHost.host(modifier, env) { makeLayoutNode(MainQueue.call(modifier) { $0.body(content: content.value) }, env) }
    }
}

nonisolated extension ModifiedContent: ViewModifier where Content: ViewModifier, Modifier: ViewModifier {
    /// The first modifier, then the second.
    public func body(content: _ViewModifier_Content<Self>) -> some View {
        content.modifier(self.content).modifier(modifier)
    }
}

nonisolated extension View {
    /// Applies a modifier to this view.
    ///
    /// ```swift
    /// Chart(sales) { … }.modifier(CardStyle())
    /// ```
    public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

nonisolated extension ViewModifier {
    /// This modifier, then `modifier`.
    public func concat<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}
