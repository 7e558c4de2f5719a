import Foundation

/// Rows grouped under an optional header and footer. In a `List` or `Form` a section is drawn as
/// iOS draws one (a rounded block of cells in the inset grouped style, its header in small grey
/// capitals above it); anywhere else it is its header, content and footer one after the other.
///
/// ```swift
/// Section {
///     Chart(sales) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales)) }
/// } header: {
///     Text("This week")
/// } footer: {
///     Text("Sales include refunds.")
/// }
/// ```
public struct Section<Parent, Content, Footer> {
    let header: Parent
    let content: Content
    let footer: Footer
    /// A collapsed section shows its header only.
    var isCollapsed = false
}

nonisolated extension Section: View, PrimitiveView where Parent: View, Content: View, Footer: View {
    public typealias Body = Never

    /// A section with a header and a footer made by builders.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.init(header: header(), content: content(), footer: footer())
    }

    /// A section with a header and a footer.
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: footer)
    }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        guard let style = env.containers.enclosingList else {
            return SectionNode(header: Self.node(header, env), content: contentNode(env),
                               footer: Self.node(footer, env), style: nil)
        }
        var outside = env
        outside.containers.enclosingList = nil
        outside.containers.isInList = false
        var h = outside, f = outside
        f.font = .footnote
        f.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
        let prominent = env.containers.headerProminence == .increased || style == .sidebar
        if prominent {
            h.font = .headline
        } else if style == .plain {
            h.font = Font.subheadline.weight(.semibold)
            h.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
        } else {
            // iOS 17 sets the headers of grouped lists in small grey capitals.
            h.font = .footnote
            h.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary)
            h.textCase = h.textCase ?? .uppercase
        }
        return SectionNode(header: Self.node(header, h), content: contentNode(env),
                           footer: Self.node(footer, f), style: style)
    }

    private func contentNode(_ env: EnvironmentValues) -> any LayoutNode {
        isCollapsed ? EmptyNode() : makeLayoutNode(content, env)
    }

    private static func node<V: View>(_ view: V, _ env: EnvironmentValues) -> (any LayoutNode)? {
        let n = makeLayoutNode(view, env)
        return n.stackMembers.isEmpty ? nil : n
    }
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A section with a header made by a builder.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView())
    }

    /// A section with a header.
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, content: content(), footer: EmptyView())
    }

    /// A collapsible section with a header made by a builder; collapsed, only its header shows.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(header: header(), content: content(), footer: EmptyView(), isCollapsed: !isExpanded.wrappedValue)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// A section with a footer made by a builder.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(header: EmptyView(), content: content(), footer: footer())
    }

    /// A section with a footer.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: footer)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// A section with neither header nor footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), content: content(), footer: EmptyView())
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A section titled by a string literal, localized like `Text`.
    ///
    /// ```swift
    /// Section("Revenue") { RevenueChart() }
    /// ```
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView())
    }

    /// A section titled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView())
    }

    /// A collapsible section titled by a string; collapsed, only its header shows.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content(), footer: EmptyView(), isCollapsed: !isExpanded.wrappedValue)
    }

    /// A collapsible section titled by a string literal; collapsed, only its header shows.
    public init(_ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content(), footer: EmptyView(), isCollapsed: !isExpanded.wrappedValue)
    }
}
