import Foundation

/// How a list draws its rows and sections.
///
/// ```swift
/// List { … }.listStyle(.insetGrouped)
/// ```
public protocol ListStyle {}

/// A style known to the renderer.
protocol ResolvableListStyle { var kind: ListStyleKind { get } }

/// The platform's default: inset grouped on iPhone.
public struct DefaultListStyle: ListStyle, ResolvableListStyle, Sendable {
    /// Makes the style.
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}

/// Rows edge to edge with separators between them, on the plain background.
public struct PlainListStyle: ListStyle, ResolvableListStyle, Sendable {
    /// Makes the style.
    public init() {}
    var kind: ListStyleKind { .plain }
}

/// Sections as edge-to-edge blocks of cells on the grouped background.
public struct GroupedListStyle: ListStyle, ResolvableListStyle, Sendable {
    /// Makes the style.
    public init() {}
    var kind: ListStyleKind { .grouped }
}

/// Sections as rounded blocks of cells inset from the edges, on the grouped background.
public struct InsetGroupedListStyle: ListStyle, ResolvableListStyle, Sendable {
    /// Makes the style.
    public init() {}
    var kind: ListStyleKind { .insetGrouped }
}

/// Rows inset from the edges in rounded blocks, on the plain background.
public struct InsetListStyle: ListStyle, ResolvableListStyle, Sendable {
    /// Makes the style.
    public init() {}
    var kind: ListStyleKind { .inset }
}

/// The sidebar style; on iPhone drawn as inset grouped with prominent headers.
public struct SidebarListStyle: ListStyle, ResolvableListStyle, Sendable {
    /// Makes the style.
    public init() {}
    var kind: ListStyleKind { .sidebar }
}

extension ListStyle where Self == DefaultListStyle {
    /// The platform's default list style: inset grouped on iPhone.
    public static var automatic: DefaultListStyle { DefaultListStyle() }
}

extension ListStyle where Self == PlainListStyle {
    /// Rows edge to edge with separators between them.
    public static var plain: PlainListStyle { PlainListStyle() }
}

extension ListStyle where Self == GroupedListStyle {
    /// Sections as edge-to-edge blocks on the grouped background.
    public static var grouped: GroupedListStyle { GroupedListStyle() }
}

extension ListStyle where Self == InsetGroupedListStyle {
    /// Sections as rounded blocks inset from the edges, on the grouped background.
    public static var insetGrouped: InsetGroupedListStyle { InsetGroupedListStyle() }
}

extension ListStyle where Self == InsetListStyle {
    /// Rows inset from the edges in rounded blocks.
    public static var inset: InsetListStyle { InsetListStyle() }
}

extension ListStyle where Self == SidebarListStyle {
    /// The sidebar style.
    public static var sidebar: SidebarListStyle { SidebarListStyle() }
}

/// How a form draws; every style draws a form as an inset grouped list on iPhone.
public protocol FormStyle {}

/// The platform's default form style.
public struct AutomaticFormStyle: FormStyle, Sendable {
    /// Creates an automatic form style.
    public init() {}
}
/// Sections as rounded blocks of rows.
public struct GroupedFormStyle: FormStyle, Sendable {
    /// Creates a grouped form style.
    public init() {}
}
/// Labels and controls in columns (macOS); drawn grouped here.
public struct ColumnsFormStyle: FormStyle, Sendable {
    /// Creates a columns form style.
    public init() {}
}

extension FormStyle where Self == AutomaticFormStyle {
    /// The platform's default form style: grouped on iPhone.
    public static var automatic: AutomaticFormStyle { AutomaticFormStyle() }
}
extension FormStyle where Self == GroupedFormStyle {
    /// Sections as rounded blocks of rows.
    public static var grouped: GroupedFormStyle { GroupedFormStyle() }
}
extension FormStyle where Self == ColumnsFormStyle {
    /// Labels and controls in columns; drawn grouped here.
    public static var columns: ColumnsFormStyle { ColumnsFormStyle() }
}

nonisolated extension View {
    /// Sets the style of lists in this view.
    ///
    /// ```swift
    /// List(sales) { SalesRow(item: $0) }.listStyle(.plain)
    /// ```
    public func listStyle<S: ListStyle>(_ style: S) -> some View {
        let kind = (style as? any ResolvableListStyle)?.kind ?? .insetGrouped
        return EnvironmentModifiedView(content: self) { $0.containers.listStyle = kind }
    }

    /// Sets the style of forms in this view; on iPhone every style is drawn grouped.
    public func formStyle<S: FormStyle>(_ style: S) -> some View { self }

    /// Shows or hides the background of lists and scroll views in this view; hidden, what is
    /// behind shows through around the cells.
    ///
    /// ```swift
    /// List { … }.scrollContentBackground(.hidden).background(.indigo.opacity(0.1))
    /// ```
    public func scrollContentBackground(_ visibility: Visibility) -> some View {
        EnvironmentModifiedView(content: self) { $0.containers.scrollContentBackground = visibility }
    }
}
