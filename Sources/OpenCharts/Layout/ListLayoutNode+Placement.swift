import ChartScene
import Foundation

/// Where a list's parts go, in the list's own coordinates.
struct ListPlan {
    struct Item {
        enum Kind {
            /// A section's block of cells, with its corner radius and the custom row backgrounds
            /// drawn in it.
            case cells(CGFloat, [(any LayoutNode, CGRect)])
            case view(any LayoutNode)
            case separator
        }
        var kind: Kind
        var rect: CGRect
    }
    var items: [Item] = []
    var height: CGFloat = 0
}

extension ListLayoutNode {
    func place(width: CGFloat) -> ListPlan {
        let m = metrics
        var plan = ListPlan()
        let cellX = min(m.margin, width / 2), cellW = max(0, width - 2 * cellX)
        let textX = cellX + m.rowInsets.leading
        let textW = max(0, cellW - m.rowInsets.leading - m.rowInsets.trailing)
        let hairline = DividerNode.thickness
        var y: CGFloat = 0
        for (i, block) in blocks.enumerated() {
            if let header = block.header {
                y += i == 0 ? m.firstHeaderTop : m.headerTop
                let s = header.sizeThatFits(ProposedViewSize(width: textW, height: nil))
                plan.items.append(.init(kind: .view(header), rect: CGRect(x: textX, y: y, width: s.width, height: s.height)))
                y += s.height + m.headerBottom
            } else {
                y += i == 0 ? m.firstGap : m.gap
            }
            let top = y
            var contents: [ListPlan.Item] = []
            var backgrounds: [(any LayoutNode, CGRect)] = []
            var separators: [CGRect] = []
            for (j, row) in block.rows.enumerated() {
                let insets = (row.traits.insets ?? nil) ?? m.rowInsets
                let cw = max(0, cellW - insets.leading - insets.trailing)
                let s = row.node.sizeThatFits(ProposedViewSize(width: cw, height: nil))
                let h = max(m.minRowHeight, s.height + insets.top + insets.bottom)
                let rowRect = CGRect(x: cellX, y: y, width: cellW, height: h)
                let inner = h - insets.top - insets.bottom
                contents.append(.init(kind: .view(row.node),
                                      rect: CGRect(x: cellX + insets.leading, y: y + insets.top + (inner - s.height) / 2,
                                                   width: min(s.width, cw), height: s.height)))
                if case .some(.some(let bg)) = row.traits.background { backgrounds.append((bg, rowRect)) }
                y += h
                if rowSpacing > 0 {
                    // Rows set apart are cells of their own, with no separators between them.
                    plan.items.append(.init(kind: .cells(m.cornerRadius, backgrounds), rect: rowRect))
                    backgrounds = []
                    if j + 1 < block.rows.count { y += rowSpacing }
                    continue
                }
                let separatorX = cellX + insets.leading
                let separator = CGRect(x: separatorX, y: y - hairline, width: max(0, rowRect.maxX - separatorX), height: hairline)
                if j + 1 < block.rows.count {
                    let next = block.rows[j + 1]
                    if row.traits.separatorBottom != .hidden && next.traits.separatorTop != .hidden { separators.append(separator) }
                } else if m.edgeSeparators == .bottom, row.traits.separatorBottom != .hidden,
                          block.traits.sectionSeparatorBottom != .hidden {
                    separators.append(separator)
                }
            }
            if !block.rows.isEmpty {
                if rowSpacing <= 0 {
                    plan.items.append(.init(kind: .cells(m.cornerRadius, backgrounds), rect: CGRect(x: cellX, y: top, width: cellW, height: y - top)))
                }
                plan.items += contents
                if m.edgeSeparators == .both {
                    if block.traits.sectionSeparatorTop != .hidden { separators.append(CGRect(x: cellX, y: top, width: cellW, height: hairline)) }
                    if block.traits.sectionSeparatorBottom != .hidden { separators.append(CGRect(x: cellX, y: y - hairline, width: cellW, height: hairline)) }
                }
                plan.items += separators.map { .init(kind: .separator, rect: $0) }
            }
            if let footer = block.footer {
                y += m.footerTop
                let s = footer.sizeThatFits(ProposedViewSize(width: textW, height: nil))
                plan.items.append(.init(kind: .view(footer), rect: CGRect(x: textX, y: y, width: s.width, height: s.height)))
                y += s.height + m.footerBottom
            }
        }
        plan.height = blocks.isEmpty ? 0 : y + m.bottom
        return plan
    }
}
