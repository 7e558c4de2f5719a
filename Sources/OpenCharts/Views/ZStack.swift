import Foundation

/// Views overlaid back to front, each offered the stack's whole size and placed by one alignment.
///
/// ```swift
/// ZStack {
///     Chart(items, id: \.name) { SectorMark(angle: .value("Rate", $0.rate)) }
///     Button("Spin") { spin() }.buttonStyle(.borderedProminent)
/// }
/// ```
nonisolated public struct ZStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let content: Content

    /// A stack whose children are placed by `alignment`, centred by default.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        ZStackNode(alignment: alignment, children: [makeLayoutNode(content, env)])
    }
}

/// Views listed together with nothing added: modifiers and stacks see its children as their own.
///
/// ```swift
/// VStack {
///     Group {
///         Text("Sales")
///         Text("Revenue")
///     }
///     .font(.headline)
/// }
/// ```
public struct Group<Content> {
    let content: Content
}

nonisolated extension Group: View, PrimitiveView where Content: View {
    public typealias Body = Never

    /// A group of the views the builder lists.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode { makeLayoutNode(content, env) }
}
