import ChartScene

/// A piece of user interface: Apple's SwiftUI `View`, in the small subset that chart code touches.
///
/// ```swift
/// struct SalesChart: View {
///     var body: some View {
///         Chart(sales) { BarMark(x: .value("Style", $0.name), y: .value("Sales", $0.sales)) }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body is made of.
    associatedtype Body: View
    /// The content of the view.
    @ViewBuilder var body: Body { get }
}

nonisolated extension Never: View {
    /// `Never` has no body; reading it stops the program.
    nonisolated public var body: Never { return fatalError("Never has no body") }
}

/// Views that lay themselves out instead of returning a body.
protocol PrimitiveView {
    func makeNode(_ env: EnvironmentValues) -> any LayoutNode
}

/// A view that stands for content it was handed as a view, such as a style configuration's
/// label: it draws that content as it is.
protocol ErasedContentView: PrimitiveView {
    var view: AnyView { get }
}

extension ErasedContentView {
    func makeNode(_ env: EnvironmentValues) -> any LayoutNode { view.make(env) }
}

nonisolated extension View where Body == Never {
    /// Primitive views are drawn directly and have no body.
    public var body: Never { fatalError("\(Self.self) is drawn directly and has no body") }
}

/// Resolves a view into its layout node, following bodies down to primitive views; the node's
/// sizes and rectangles pass through `LayoutSanity`.
func makeLayoutNode<V: View>(_ view: V, _ env: EnvironmentValues) -> any LayoutNode {
    SanitizedNode.wrapping(makePrimitiveNode(view, env))
}

private func makePrimitiveNode<V: View>(_ view: V, _ env: EnvironmentValues) -> any LayoutNode {
    if let p = view as? any PrimitiveView { return p.makeNode(env) }
    // Fills @Environment properties and runs lifecycle actions before and between builds of the body.
    return ViewHost.evaluate(view, env)
}

/// A type-erased view.
nonisolated public struct AnyView: View, PrimitiveView {
    public typealias Body = Never
    let make: (EnvironmentValues) -> any LayoutNode
    /// `view`, with its type erased.
    public init<V: View>(_ view: V) { make = { makeLayoutNode(view, $0) } }
    /// `view`, with its type erased.
    public init<V: View>(erasing view: V) { self.init(view) }
    func makeNode(_ env: EnvironmentValues) -> any LayoutNode { make(env) }
}

/// A view that draws nothing and takes no room.
nonisolated public struct EmptyView: View, PrimitiveView {
    public typealias Body = Never
    /// A view that draws nothing.
    public init() {}
    func makeNode(_ env: EnvironmentValues) -> any LayoutNode { EmptyNode() }
}

/// Several views side by side in a builder, laid out by the enclosing stack.
nonisolated public struct TupleView: View, PrimitiveView {
    public typealias Body = Never
    let children: [AnyView]
    init(_ children: [AnyView]) { self.children = children }
    func makeNode(_ env: EnvironmentValues) -> any LayoutNode { ListNode(children: children.map { $0.make(env) }) }
}

/// The result builder of view content, as in SwiftUI: every statement becomes an ``AnyView``, so
/// an `if`, `if let`, `switch`, `for` or `#available` may stand beside any number of siblings.
@resultBuilder
public enum ViewBuilder {
    /// A view, erased so that siblings of any type can stand together.
    public static func buildExpression<V: View>(_ view: V) -> AnyView { AnyView(view) }
    /// No views.
    public static func buildBlock() -> AnyView { AnyView(TupleView([])) }
    /// One view.
    public static func buildBlock(_ view: AnyView) -> AnyView { view }
    /// Several views, laid out by the enclosing stack.
    public static func buildBlock(_ views: AnyView...) -> AnyView { AnyView(TupleView(views)) }
    /// The view of an `if` without `else`; nothing when the condition is false.
    public static func buildOptional(_ view: AnyView?) -> AnyView { view ?? AnyView(EmptyView()) }
    /// The view of an `if` or `switch` branch.
    public static func buildEither(first: AnyView) -> AnyView { first }
    /// The view of an `else` or later `switch` branch.
    public static func buildEither(second: AnyView) -> AnyView { second }
    /// The views of a `for` loop.
    public static func buildArray(_ views: [AnyView]) -> AnyView { AnyView(TupleView(views)) }
    /// The view of an `if #available` branch.
    public static func buildLimitedAvailability(_ view: AnyView) -> AnyView { view }
    /// The finished content.
    public static func buildFinalResult(_ view: AnyView) -> TupleView { TupleView([view]) }
}
