import Foundation

/// A column of a `LazyVGrid`, or a row of a `LazyHGrid`: its size, the spacing after it, and how
/// its cells align.
///
/// ```swift
/// let columns = [GridItem(.flexible()), GridItem(.flexible())]
/// ```
public struct GridItem: Sendable {
    /// How big a grid item is across the grid's flow.
    public enum Size: Sendable {
        /// One item of exactly this size.
        case fixed(CGFloat)
        /// One item sharing the room left by fixed items, within bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many items of at least `minimum` as fit in the room of one flexible item.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's size.
    public var size: Size
    /// The room after this item; `nil` is the default, 8 points.
    public var spacing: CGFloat?
    /// How cells align in this item; `nil` centres them.
    public var alignment: Alignment?

    /// A grid item.
    public init(_ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size; self.spacing = spacing; self.alignment = alignment
    }
}

/// Cells in columns, filling rows top to bottom, as SwiftUI sizes them: fixed columns first, then
/// flexible and adaptive ones sharing what is left.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 160))], spacing: 16) {
///     ForEach(stores) { StoreCard(store: $0) }
/// }
/// ```
nonisolated public struct LazyVGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let columns: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid of columns; pinned views are accepted and drawn in place.
    public init(columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.columns = columns; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        LazyGridNode(flowsVertically: true, items: columns, alignment: alignment.fraction,
                     spacing: spacing, content: makeLayoutNode(content, env))
    }
}

/// Cells in rows, filling columns leading to trailing.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHGrid(rows: [GridItem(.fixed(80)), GridItem(.fixed(80))]) { ForEach(days) { DayCell(day: $0) } }
/// }
/// ```
nonisolated public struct LazyHGrid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let rows: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A grid of rows; pinned views are accepted and drawn in place.
    public init(rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.rows = rows; self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        LazyGridNode(flowsVertically: false, items: rows, alignment: alignment.fraction,
                     spacing: spacing, content: makeLayoutNode(content, env))
    }
}
