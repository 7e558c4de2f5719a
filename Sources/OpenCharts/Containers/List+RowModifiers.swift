import ChartScene
import Foundation

nonisolated extension View {
    /// Shows or hides the separators above and below this row of a list.
    ///
    /// ```swift
    /// ForEach(sales) { SalesRow(item: $0) }.listRowSeparator(.hidden)
    /// ```
    public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        var t = ListRowTraits()
        if edges.contains(.top) { t.separatorTop = visibility }
        if edges.contains(.bottom) { t.separatorBottom = visibility }
        return rowTraits(t)
    }

    /// Sets the insets of this row's content in its list; `nil` keeps the list's own.
    ///
    /// ```swift
    /// Chart(sales) { … }.listRowInsets(EdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8))
    /// ```
    public func listRowInsets(_ insets: EdgeInsets?) -> some View {
        var t = ListRowTraits()
        t.insets = .some(insets)
        return rowTraits(t)
    }

    /// Draws a view behind this row of a list, in place of the list's cell background.
    ///
    /// ```swift
    /// Text("Overdue").listRowBackground(Color.red.opacity(0.15))
    /// ```
    public func listRowBackground<V: View>(_ view: V?) -> some View {
        LayoutFromEnvironment(content: self) { child, env in
            var t = ListRowTraits()
            t.background = .some(view.map { makeLayoutNode($0, env) })
            return ListRowTraitsNode(child: child, traits: t)
        }
    }

    /// Shows or hides the separators at the top and bottom of this section of a list.
    public func listSectionSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all) -> some View {
        var t = ListRowTraits()
        if edges.contains(.top) { t.sectionSeparatorTop = visibility }
        if edges.contains(.bottom) { t.sectionSeparatorBottom = visibility }
        return rowTraits(t)
    }

    /// Tints this row's separators; accepted, separators keep the system grey.
    public func listRowSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    /// Tints this section's separators; accepted, separators keep the system grey.
    public func listSectionSeparatorTint(_ color: Color?, edges: VerticalEdge.Set = .all) -> some View { self }

    private func rowTraits(_ traits: ListRowTraits) -> some View {
        LayoutModifiedView(content: self) { ListRowTraitsNode(child: $0, traits: traits) }
    }
}

/// A view wrapped in a layout node made with the environment, for modifiers that hold views.
nonisolated struct LayoutFromEnvironment<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let wrap: (any LayoutNode, EnvironmentValues) -> any LayoutNode
    func makeNode(_ env: EnvironmentValues) -> any LayoutNode { wrap(makeLayoutNode(content, env), env) }
}

/// The top and bottom edges.
public enum VerticalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// The top edge.
    case top
    /// The bottom edge.
    case bottom

    /// A set of vertical edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits of the set.
        public let rawValue: Int8
        /// A set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The top edge.
        public static let top = Set(rawValue: 1)
        /// The bottom edge.
        public static let bottom = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.top, .bottom]
    }
}

/// The leading and trailing edges.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    /// The leading edge.
    case leading
    /// The trailing edge.
    case trailing

    /// A set of horizontal edges.
    public struct Set: OptionSet, Hashable, Sendable {
        /// The bits of the set.
        public let rawValue: Int8
        /// A set from its bits.
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The leading edge.
        public static let leading = Set(rawValue: 1)
        /// The trailing edge.
        public static let trailing = Set(rawValue: 2)
        /// Both edges.
        public static let all: Set = [.leading, .trailing]
    }
}

/// The room between the sections of a list.
public struct ListSectionSpacing: Hashable, Sendable {
    let points: CGFloat?
    /// The style's own spacing.
    public static let `default` = ListSectionSpacing(points: nil)
    /// A tighter spacing, 20 points.
    public static let compact = ListSectionSpacing(points: 20)
    /// A spacing of your own.
    public static func custom(_ spacing: CGFloat) -> ListSectionSpacing { ListSectionSpacing(points: spacing) }
}

nonisolated extension View {
    /// Sets the room between the sections of lists in this view.
    ///
    /// ```swift
    /// List { … }.listSectionSpacing(.compact)
    /// ```
    public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View {
        EnvironmentModifiedView(content: self) { $0.containers.sectionSpacing = spacing.points }
    }

    /// Sets the room between the sections of lists in this view, in points.
    public func listSectionSpacing(_ spacing: CGFloat) -> some View { listSectionSpacing(.custom(spacing)) }

    /// Sets the room between the rows of lists in this view; rows set apart are drawn as cells of
    /// their own.
    ///
    /// ```swift
    /// List(reports) { ReportRow(report: $0) }.listRowSpacing(8)
    /// ```
    public func listRowSpacing(_ spacing: CGFloat?) -> some View {
        EnvironmentModifiedView(content: self) { $0.containers.rowSpacing = spacing }
    }
}

nonisolated extension View {
    /// A count at the trailing end of a list row, in grey; zero shows none.
    ///
    /// ```swift
    /// NavigationLink("Late orders") { LateOrders() }.badge(3)
    /// ```
    public func badge(_ count: Int) -> some View { badge(count == 0 ? nil : Text(verbatim: "\(count)")) }

    /// A label at the trailing end of a list row, in grey; `nil` shows none.
    public func badge(_ label: Text?) -> some View {
        LayoutFromEnvironment(content: self) { child, env in
            guard let label, env.containers.isInList else { return child }
            var grey = env
            grey.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
            return BadgedRowNode(child: child, badge: makeLayoutNode(label, grey))
        }
    }

    /// A label from a string literal at the trailing end of a list row.
    public func badge(_ key: LocalizedStringKey?) -> some View { badge(key.map { Text($0) }) }

    /// A label from a string at the trailing end of a list row.
    @_disfavoredOverload
    public func badge<S: StringProtocol>(_ label: S?) -> some View { badge(label.map { Text($0) }) }
}

/// A list row with a badge: the row's content, then the badge at the trailing end, before a
/// navigation link's chevron when the row has one.
struct BadgedRowNode: WrapperNode {
    var child: any LayoutNode
    var badge: any LayoutNode

    var row: StackNode {
        // A navigation link's row already ends in a spacer and its chevron: the badge goes before them.
        if let link = child.base as? StackNode, link.axis == .horizontal, link.children.count == 3, link.children[1].isSpacer {
            return StackNode(axis: .horizontal, alignment: 0.5, spacing: nil,
                             children: [link.children[0], SpacerNode(minLength: 0), badge, link.children[2]])
        }
        return StackNode(axis: .horizontal, alignment: 0.5, spacing: nil, children: [child, SpacerNode(minLength: 0), badge])
    }

    func size(_ p: ProposedViewSize, child measure: (ProposedViewSize) -> CGSize) -> CGSize { row.sizeThatFits(p) }
    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] { row.render(in: rect, recorder) }
}
