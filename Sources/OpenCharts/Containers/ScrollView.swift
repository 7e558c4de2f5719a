import Foundation

/// A scrollable view, drawn as it first appears: its content from the start, cut off at the
/// view's edges. Several views inside are stacked along the scrolling axis.
///
/// ```swift
/// ScrollView {
///     LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))]) {
///         ForEach(stores) { StoreCard(store: $0) }
///     }
/// }
/// ```
nonisolated public struct ScrollView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    /// The scrollable axes.
    public var axes: Axis.Set
    /// Whether scroll indicators show; a picture before scrolling shows none.
    public var showsIndicators: Bool
    /// The content.
    public var content: Content

    /// A scroll view along the given axes.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes; self.showsIndicators = showsIndicators; self.content = content()
    }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        let horizontal = axes.contains(.horizontal), vertical = axes.contains(.vertical)
        let stackAxis: StackNode.Axis = horizontal && !vertical ? .horizontal : .vertical
        var inner = env
        inner.containers.scrollMargins = nil
        let members = makeLayoutNode(content, inner).stackMembers
        var stacked: any LayoutNode = members.count == 1 ? members[0]
            : StackNode(axis: stackAxis, alignment: 0.5, spacing: nil, children: members)
        if let m = env.containers.scrollMargins {
            stacked = PaddingNode(child: stacked, top: m.top, leading: m.leading, bottom: m.bottom, trailing: m.trailing)
        }
        return ScrollViewNode(content: stacked, horizontal: horizontal, vertical: vertical)
    }
}

/// Gives its content a proxy that scrolls to views by their `id`; a picture is drawn before any
/// scrolling, so the proxy does nothing.
///
/// ```swift
/// ScrollViewReader { proxy in
///     ScrollView { … }.onAppear { proxy.scrollTo(today, anchor: .center) }
/// }
/// ```
nonisolated public struct ScrollViewReader<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: (ScrollViewProxy) -> Content

    /// A reader whose content the builder makes from a proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) { self.content = content }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode { makeLayoutNode(content(ScrollViewProxy()), env) }
}

/// Scrolls the scroll views of a `ScrollViewReader`; here it does nothing.
public struct ScrollViewProxy: Sendable {
    /// Scrolls to the view with an identifier; a picture does not scroll.
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {}
}

/// Picks the first of its views that fits the room offered, along the axes given.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Text("Revenue"); Text("$12,480") }
///     Text("$12,480")
/// }
/// ```
nonisolated public struct ViewThatFits<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let axes: Axis.Set
    let content: Content

    /// Chooses among the views the builder makes, testing their ideal size along `axes`.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes; self.content = content()
    }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        ViewThatFitsNode(children: makeLayoutNode(content, env).stackMembers,
                         horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical))
    }
}

nonisolated extension View {
    /// Shows or hides scroll indicators; a picture before scrolling shows none.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }

    /// Turns scrolling off; a picture does not scroll either way.
    public func scrollDisabled(_ disabled: Bool) -> some View { self }
}

/// Whether scroll indicators show.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    /// The platform decides.
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    /// Indicators show while scrolling.
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    /// Indicators hide unless the platform needs them.
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    /// Indicators never show.
    public static let never = ScrollIndicatorVisibility(name: "never")
}
