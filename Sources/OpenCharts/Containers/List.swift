import Foundation

/// Rows of views, grouped in sections, drawn as iOS draws a list: inset grouped by default, or in
/// the style `listStyle` sets. A rendered list shows its top, as a list does before it scrolls.
///
/// ```swift
/// List {
///     Section("This week") {
///         Chart(sales) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales)) }
///             .frame(height: 200)
///     }
/// }
/// ```
nonisolated public struct List<SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    init(content: Content) { self.content = content }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        Self.node(style: env.containers.listStyle, content: content, env)
    }

    /// A list node for content, in a style; forms use it too.
    static func node<V: View>(style: ListStyleKind, content: V, _ env: EnvironmentValues) -> any LayoutNode {
        var inner = env
        inner.containers.enclosingList = style
        inner.containers.isInList = true
        let draws = env.containers.scrollContentBackground != .hidden
        var list = ListLayoutNode(style: style, content: makeLayoutNode(content, inner), scheme: env.colorScheme, drawsBackground: draws)
        if let s = env.containers.sectionSpacing, s.isFinite { list.metrics.gap = max(0, s); list.metrics.headerTop = max(0, s) - 13 }
        if let s = env.containers.rowSpacing, s.isFinite, s > 0 { list.rowSpacing = s }
        let minHeight = env.defaultMinListRowHeight
        if minHeight.isFinite { list.metrics.minRowHeight = max(0, minHeight) }
        return list
    }
}

extension List where SelectionValue == Never {
    /// A list of the rows and sections the builder makes.
    public init(@ViewBuilder content: () -> Content) { self.init(content: content()) }

    /// A list with a row for each element of identifiable data.
    ///
    /// ```swift
    /// List(sales) { item in
    ///     HStack { Text(item.name); Spacer(); Text(item.sales, format: .number) }
    /// }
    /// ```
    public init<Data, RowContent>(_ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent))
    }

    /// A list with a row for each element, identified by a key path.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(content: ForEach(data, id: id, content: rowContent))
    }

    /// A list with a row for each integer of a range.
    public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        self.init(content: ForEach(data, content: rowContent))
    }
}

extension List {
    /// A list whose selection is bound; a picture shows no selection.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) { self.init(content: content()) }

    /// A list whose multiple selection is bound; a picture shows no selection.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) { self.init(content: content()) }

    /// A list of identifiable data whose selection is bound.
    public init<Data, RowContent>(_ data: Data, selection: Binding<SelectionValue?>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent))
    }

    /// A list of identifiable data whose multiple selection is bound.
    public init<Data, RowContent>(_ data: Data, selection: Binding<Set<SelectionValue>>?, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable {
        self.init(content: ForEach(data, content: rowContent))
    }

    /// A list of data identified by a key path, whose selection is bound.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(content: ForEach(data, id: id, content: rowContent))
    }

    /// A list of data identified by a key path, whose multiple selection is bound.
    public init<Data, ID, RowContent>(_ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
                                      @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent)
    where Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable, RowContent: View {
        self.init(content: ForEach(data, id: id, content: rowContent))
    }
}

/// Sections of controls and values, drawn as an inset grouped list, as iOS draws a form.
///
/// ```swift
/// Form {
///     Section("Chart") { Text("Weekly revenue") }
///     Section { Text("Export as PDF") } footer: { Text("Exports include every store.") }
/// }
/// ```
nonisolated public struct Form<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let content: Content

    /// A form of the sections the builder makes.
    public init(@ViewBuilder content: () -> Content) { self.content = content() }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        List<Never, Content>.node(style: .insetGrouped, content: content, env)
    }
}

extension ForEach where Content: View {
    /// Lets the rows be deleted by swiping; a picture shows them as they are.
    public func onDelete(perform action: ((IndexSet) -> Void)?) -> some View { self }

    /// Lets the rows be moved by dragging; a picture shows them as they are.
    public func onMove(perform action: ((IndexSet, Int) -> Void)?) -> some View { self }
}

nonisolated extension View {
    /// Swipe actions for a list row; a picture does not show them.
    public func swipeActions<T: View>(edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
                                      @ViewBuilder content: () -> T) -> some View { self }
}
