import Foundation

/// Views in rows and columns, each column as wide as its widest cell and each row as tall as its
/// tallest cell. A view outside any `GridRow` takes a row of its own, across every column.
///
/// ```swift
/// Grid(alignment: .leading, horizontalSpacing: 12) {
///     GridRow { Text("Store"); Text("Sales") }
///     Divider()
///     ForEach(stores) { store in
///         GridRow { Text(store.name); Text(store.sales, format: .number) }
///     }
/// }
/// ```
nonisolated public struct Grid<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// A grid of the rows the builder makes.
    public init(alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
                @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing; self.content = content()
    }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        GridNode(alignment: alignment, horizontalSpacing: horizontalSpacing ?? 8, verticalSpacing: verticalSpacing ?? 8,
                 content: makeLayoutNode(content, env))
    }
}

/// A row of a `Grid`: each view is a cell of the next column. Outside a grid it is an `HStack`.
nonisolated public struct GridRow<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment?
    let content: Content

    /// A row whose cells align vertically by `alignment`, or by the grid's when `nil`.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.content = content()
    }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        GridRowNode(cells: makeLayoutNode(content, env).stackMembers, alignment: alignment)
    }
}

nonisolated extension View {
    /// How many columns of a `Grid` this cell spans.
    ///
    /// ```swift
    /// GridRow { Text("Total").gridCellColumns(2); Text(total, format: .number) }
    /// ```
    public func gridCellColumns(_ count: Int) -> some View {
        gridCell { $0.columns = min(1_000, max(1, count)) }
    }

    /// How the cells of this cell's column align horizontally.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> some View {
        gridCell { $0.columnAlignment = guide }
    }

    /// Where this cell sits in its room: a point of the cell matched to the same point of the room.
    public func gridCellAnchor(_ anchor: UnitPoint) -> some View {
        gridCell { $0.anchor = anchor }
    }

    /// Axes along which this cell takes the room its column or row has, without asking for any.
    ///
    /// ```swift
    /// Color.gray.frame(height: 1).gridCellUnsizedAxes(.horizontal)
    /// ```
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> some View {
        gridCell { $0.unsizedAxes = axes }
    }

    private func gridCell(_ change: @escaping (inout GridCellTraits) -> Void) -> some View {
        LayoutModifiedView(content: self) { child in
            var traits = (child.base as? GridCellNode)?.traits ?? GridCellTraits()
            change(&traits)
            return GridCellNode(child: (child.base as? GridCellNode)?.child ?? child, traits: traits)
        }
    }
}
