import Foundation

/// A stack of screens with a navigation bar; a picture shows its root screen under the bar, with
/// the title and bar items the screen sets.
///
/// ```swift
/// NavigationStack {
///     List { … }
///         .navigationTitle("Sales")
/// }
/// ```
nonisolated public struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    public typealias Body = Never
    let root: Root
    let path: NavigationPathAccess?

    init(root: Root, path: NavigationPathAccess? = nil) { self.root = root; self.path = path }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode { makeNavigationNode(root, env, path: path) }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack showing the root view the builder makes.
    public init(@ViewBuilder root: () -> Root) { self.init(root: root()) }

    /// A stack whose path of pushed values is bound: it shows the screen of its last value, which
    /// a `navigationDestination(for:)` makes, and links and the back button push and pop values.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.init(root: root(), path: NavigationPathAccess(values: { path.wrappedValue.elements },
                                                           append: { path.wrappedValue.elements.append($0); return true },
                                                           removeLast: { path.wrappedValue.removeLast($0) }))
    }
}

extension NavigationStack where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
                                Data.Element: Hashable {
    /// A stack whose path of pushed values is bound: it shows the screen of its last value, which
    /// a `navigationDestination(for:)` makes, and links and the back button push and pop values.
    ///
    /// ```swift
    /// @State private var path: [Store] = []
    /// NavigationStack(path: $path) { StoreList().navigationDestination(for: Store.self) { StoreDetail($0) } }
    /// ```
    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.init(root: root(), path: NavigationPathAccess(
            values: { path.wrappedValue.map { AnyHashable($0) } },
            append: { value in
                guard let element = value.base as? Data.Element else { return false }
                path.wrappedValue.append(element)
                return true
            },
            removeLast: { k in path.wrappedValue.removeLast(min(max(0, k), path.wrappedValue.count)) }))
    }
}

/// A list of values pushed on a navigation stack.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable] = []
    /// An empty path.
    public init() {}
    /// A path of the values of a sequence.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable { self.elements = elements.map { AnyHashable($0) } }
    /// How many values the path holds.
    public var count: Int { elements.count }
    /// Whether the path is empty.
    public var isEmpty: Bool { elements.isEmpty }
    /// Pushes a value.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }
    /// Pops values.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(max(0, k), elements.count)) }
}

/// The navigation container of earlier releases, drawn as a `NavigationStack`.
///
/// ```swift
/// NavigationView { SalesList().navigationBarTitle("Sales") }
/// ```
nonisolated public struct NavigationView<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// A navigation view of the content the builder makes.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode { makeNavigationNode(content, env) }
}

/// Columns of navigation. A picture shows the detail column, under its navigation bar.
///
/// ```swift
/// NavigationSplitView {
///     List(stores, selection: $store) { Text($0.name) }
/// } detail: {
///     StoreSalesChart(store: store)
/// }
/// ```
nonisolated public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View, PrimitiveView {
    public typealias Body = Never
    let detail: Detail

    /// Three columns: sidebar, content and detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.detail = detail()
    }

    /// Three columns whose visibility is bound.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail) {
        self.detail = detail()
    }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode { makeNavigationNode(detail, env) }
}

extension NavigationSplitView where Content == EmptyView {
    /// Two columns: sidebar and detail.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.detail = detail()
    }

    /// Two columns whose visibility is bound.
    public init(columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
                @ViewBuilder detail: () -> Detail) {
        self.detail = detail()
    }
}

/// Which columns of a split view show.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    /// The platform decides which columns show.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Every column shows.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The content and detail columns show.
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// Only the detail column shows.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

/// The colour behind a navigation bar: a root list's own background, which runs up under the bar
/// as a scrolled list does, or else the system background.
func rootBackground(_ node: any LayoutNode) -> Color {
    var n = node
    while true {
        if let list = n.base as? ListLayoutNode { return list.drawsBackground ? list.metrics.background : .systemBackground }
        if n.base is ListNode, n.stackMembers.count == 1 { n = n.stackMembers[0]; continue }
        guard let wrapper = n.base as? any WrapperNode else { return .systemBackground }
        n = wrapper.child
    }
}

nonisolated extension View {
    /// The style of navigation views; every style draws as a stack here.
    public func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }

    /// The style of split views; a picture shows the detail column whatever the style.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> some View { self }

    /// The width of a split view column; accepted.
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> some View { self }

    /// The width range of a split view column; accepted.
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil) -> some View { self }
}

/// How a navigation view draws.
public protocol NavigationViewStyle {}
/// Screens stacked one over another.
public struct StackNavigationViewStyle: NavigationViewStyle, Sendable {
    /// Creates a stack navigation view style.
    public init() {}
}
/// The platform's default.
public struct DefaultNavigationViewStyle: NavigationViewStyle, Sendable {
    /// Creates a default navigation view style.
    public init() {}
}
/// Columns side by side.
public struct ColumnNavigationViewStyle: NavigationViewStyle, Sendable {
    /// Creates a column navigation view style.
    public init() {}
}
extension NavigationViewStyle where Self == StackNavigationViewStyle {
    /// Screens stacked one over another.
    public static var stack: StackNavigationViewStyle { StackNavigationViewStyle() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle {
    /// The platform's default navigation view style.
    public static var automatic: DefaultNavigationViewStyle { DefaultNavigationViewStyle() }
}
extension NavigationViewStyle where Self == ColumnNavigationViewStyle {
    /// Columns side by side.
    public static var columns: ColumnNavigationViewStyle { ColumnNavigationViewStyle() }
}

/// How a split view draws.
public protocol NavigationSplitViewStyle {}
/// Columns side by side, the detail narrowed.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle, Sendable {
    /// Creates a balanced navigation split view style.
    public init() {}
}
/// The sidebar over the detail.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle, Sendable {
    /// Creates a prominent detail navigation split view style.
    public init() {}
}
/// The platform's default.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle, Sendable {
    /// Creates an automatic navigation split view style.
    public init() {}
}
extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    /// Columns side by side, the detail narrowed.
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    /// The sidebar over the detail.
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle { ProminentDetailNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    /// The platform's default split view style.
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}
