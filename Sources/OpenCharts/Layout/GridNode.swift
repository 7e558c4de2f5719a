import ChartScene
import Foundation

/// How a cell sits in a `Grid`.
struct GridCellTraits: Sendable {
    var columns = 1
    var columnAlignment: HorizontalAlignment?
    var anchor: UnitPoint?
    var unsizedAxes: Axis.Set = []
}

/// A view carrying grid-cell traits; outside a grid it is its child.
struct GridCellNode: WrapperNode {
    var child: any LayoutNode
    var traits: GridCellTraits
    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] { child.render(in: rect, recorder) }
}

/// A grid row's cells; outside a grid, an `HStack` of them.
struct GridRowNode: LayoutNode {
    var cells: [any LayoutNode]
    var alignment: VerticalAlignment?

    private var stack: StackNode { StackNode(axis: .horizontal, alignment: (alignment ?? .center).fraction, spacing: nil, children: cells) }
    func sizeThatFits(_ p: ProposedViewSize) -> CGSize { stack.sizeThatFits(p) }
    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] { stack.render(in: rect, recorder) }
}

/// A grid laid out as SwiftUI's `Grid`: columns share the width offered as a stack's children do
/// (the least flexible first), each as wide as its widest single-column cell; rows are as tall as
/// their tallest cell; a cell spanning columns takes their widths and the spacing between them.
struct GridNode: LayoutNode {
    struct Cell { var node: any LayoutNode; var traits: GridCellTraits; var column: Int }
    struct Row { var cells: [Cell]; var alignment: VerticalAlignment?; var full: (any LayoutNode)? }

    var alignment: Alignment
    var horizontalSpacing: CGFloat
    var verticalSpacing: CGFloat
    var rows: [Row]
    var columnCount: Int

    init(alignment: Alignment, horizontalSpacing: CGFloat, verticalSpacing: CGFloat, content: any LayoutNode) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing.isFinite ? max(0, horizontalSpacing) : 8
        self.verticalSpacing = verticalSpacing.isFinite ? max(0, verticalSpacing) : 8
        rows = content.stackMembers.map { member in
            guard let r = member.base as? GridRowNode else { return Row(cells: [], alignment: nil, full: member) }
            var column = 0
            let cells = r.cells.map { node -> Cell in
                let traits = (node.base as? GridCellNode)?.traits ?? GridCellTraits()
                defer { column += traits.columns }
                return Cell(node: node, traits: traits, column: column)
            }
            return Row(cells: cells, alignment: r.alignment, full: nil)
        }
        columnCount = rows.map { $0.cells.last.map { $0.column + $0.traits.columns } ?? 0 }.max() ?? 0
    }

    /// The cells that size a column: those in it alone, that do not leave their width to it.
    func sizingCells(_ c: Int) -> [any LayoutNode] {
        rows.flatMap { $0.cells.filter { $0.column == c && $0.traits.columns == 1 && !$0.traits.unsizedAxes.contains(.horizontal) }.map(\.node) }
    }

    func columnWidths(_ width: CGFloat?) -> [CGFloat] {
        let columns = (0..<columnCount).map(sizingCells)
        func widest(_ cells: [any LayoutNode], _ w: CGFloat?) -> CGFloat {
            cells.map { $0.sizeThatFits(ProposedViewSize(width: w, height: nil)).width }.max() ?? 0
        }
        guard let width, width.isFinite else { return columns.map { widest($0, nil) } }
        let flexibility = columns.map { widest($0, .infinity) - widest($0, 0) }
        var remaining = max(0, width - horizontalSpacing * CGFloat(max(0, columnCount - 1)))
        var result = [CGFloat](repeating: 0, count: columnCount)
        let order = columns.indices.sorted { (flexibility[$0].isNaN ? .infinity : flexibility[$0], $0) < (flexibility[$1].isNaN ? .infinity : flexibility[$1], $1) }
        for (n, c) in order.enumerated() {
            let share = remaining / CGFloat(order.count - n)
            result[c] = min(widest(columns[c], share), max(share, widest(columns[c], 0)))
            remaining = max(0, remaining - result[c])
        }
        return result
    }

    func span(_ widths: [CGFloat], _ cell: Cell) -> (x: CGFloat, width: CGFloat) {
        let x = widths.prefix(cell.column).reduce(0, +) + horizontalSpacing * CGFloat(cell.column)
        let end = min(widths.count, cell.column + cell.traits.columns)
        let w = widths[cell.column..<end].reduce(0, +) + horizontalSpacing * CGFloat(max(0, end - cell.column - 1))
        return (x, w)
    }

    func rowHeights(_ widths: [CGFloat], total: CGFloat) -> [CGFloat] {
        rows.map { row in
            if let full = row.full { return full.sizeThatFits(ProposedViewSize(width: total, height: nil)).height }
            return row.cells.filter { !$0.traits.unsizedAxes.contains(.vertical) }
                .map { $0.node.sizeThatFits(ProposedViewSize(width: span(widths, $0).width, height: nil)).height }.max() ?? 0
        }
    }

    func totalWidth(_ widths: [CGFloat]) -> CGFloat {
        widths.reduce(0, +) + horizontalSpacing * CGFloat(max(0, widths.count - 1))
    }

    func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        let widths = columnWidths(p.width)
        var total = totalWidth(widths)
        if columnCount == 0 { total = rows.compactMap { $0.full?.sizeThatFits(ProposedViewSize(width: p.width, height: nil)).width }.max() ?? 0 }
        let heights = rowHeights(widths, total: total)
        return CGSize(width: total, height: heights.reduce(0, +) + verticalSpacing * CGFloat(max(0, heights.count - 1)))
    }

    func columnAlignment(_ c: Int) -> HorizontalAlignment? {
        rows.lazy.compactMap { $0.cells.first { $0.column == c }?.traits.columnAlignment }.first
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        guard rect.isFiniteRect else { return [] }
        let widths = columnWidths(rect.width)
        let total = columnCount == 0 ? rect.width : totalWidth(widths)
        let heights = rowHeights(widths, total: total)
        let x0 = rect.minX + (rect.width - total) * alignment.horizontal.fraction
        var y = rect.minY
        var nodes: [SceneNode] = []
        for (row, h) in zip(rows, heights) {
            if let full = row.full {
                let s = full.sizeThatFits(ProposedViewSize(width: total, height: h))
                nodes += full.render(in: CGRect(x: x0 + (total - s.width) * alignment.horizontal.fraction, y: y, width: s.width, height: s.height), recorder)
            }
            for cell in row.cells where cell.column < columnCount {
                let (dx, w) = span(widths, cell)
                let s = cell.node.sizeThatFits(ProposedViewSize(width: w, height: h))
                let fx = cell.traits.anchor.map { Double($0.x) } ?? (columnAlignment(cell.column) ?? alignment.horizontal).fraction
                let fy = cell.traits.anchor.map { Double($0.y) } ?? (row.alignment ?? alignment.vertical).fraction
                let r = CGRect(x: x0 + dx + (w - s.width) * fx, y: y + (h - s.height) * fy, width: s.width, height: s.height)
                nodes += cell.node.render(in: r, recorder)
            }
            y += h + verticalSpacing
        }
        return nodes
    }
}
