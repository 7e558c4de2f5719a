import ChartScene
import Foundation

/// A lazy grid. Its items become tracks across the grid (columns of a `LazyVGrid`, rows of a
/// `LazyHGrid`) by SwiftUI's rule: fixed items take their size; flexible and adaptive items share
/// what is left after fixed items and spacing, each clamped to its bounds; an adaptive item then
/// holds as many tracks of at least its minimum as fit. Cells fill the tracks line by line; a
/// line is as deep as its deepest cell; section headers and footers take a line of their own.
struct LazyGridNode: LayoutNode {
    enum Entry {
        case cell(any LayoutNode)
        case full(any LayoutNode)
    }
    struct Track { var offset: CGFloat; var size: CGFloat; var alignment: Alignment }

    var flowsVertically: Bool
    var items: [GridItem]
    var alignment: Double
    var spacing: CGFloat?
    var entries: [Entry]

    init(flowsVertically: Bool, items: [GridItem], alignment: Double, spacing: CGFloat?, content: any LayoutNode) {
        self.flowsVertically = flowsVertically; self.items = items; self.alignment = alignment
        self.spacing = spacing.flatMap { $0.isFinite ? max(0, $0) : nil }
        entries = Self.entries(content)
    }

    static func entries(_ node: any LayoutNode) -> [Entry] {
        if let l = node.base as? ListNode { return l.children.flatMap(entries) }
        if let s = node.base as? SectionNode {
            return (s.header.map { [.full($0)] } ?? []) + entries(s.content) + (s.footer.map { [.full($0)] } ?? [])
        }
        if node.base is EmptyNode { return [] }
        return [.cell(node)]
    }

    static let defaultSpacing: CGFloat = 8

    func across(_ s: CGSize) -> CGFloat { flowsVertically ? s.width : s.height }
    func along(_ s: CGSize) -> CGFloat { flowsVertically ? s.height : s.width }
    func proposal(across a: CGFloat?) -> ProposedViewSize {
        flowsVertically ? ProposedViewSize(width: a, height: nil) : ProposedViewSize(width: nil, height: a)
    }
    func frame(across a: CGFloat, along b: CGFloat, _ sa: CGFloat, _ sb: CGFloat) -> CGRect {
        flowsVertically ? CGRect(x: a, y: b, width: sa, height: sb) : CGRect(x: b, y: a, width: sb, height: sa)
    }

    static func finite(_ v: CGFloat, _ fallback: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : fallback }

    /// The tracks for the room across the grid; with none offered, flexible items take the
    /// widest cell's ideal size within their bounds.
    func tracks(across room: CGFloat?) -> [Track] {
        guard !items.isEmpty else { return [] }
        let gaps = items.map { Self.finite($0.spacing ?? Self.defaultSpacing, Self.defaultSpacing) }
        var sizes = [CGFloat](repeating: 0, count: items.count)
        var flexible: [(index: Int, lo: CGFloat, hi: CGFloat)] = []
        var fixedTotal: CGFloat = 0
        for (i, item) in items.enumerated() {
            switch item.size {
            case .fixed(let v): sizes[i] = Self.finite(v, 0); fixedTotal += sizes[i]
            case .flexible(let lo, let hi), .adaptive(let lo, let hi):
                let l = Self.finite(lo, 0)
                flexible.append((i, l, hi.isNaN ? .infinity : max(l, hi)))
            }
        }
        if let room, room.isFinite {
            var remaining = max(0, room - fixedTotal - gaps.dropLast().reduce(0, +))
            var left = flexible.count
            // Items with the smallest upper bounds take their share first, leaving the rest more.
            for f in flexible.sorted(by: { ($0.hi, $0.index) < ($1.hi, $1.index) }) {
                let size = min(f.hi, max(f.lo, remaining / CGFloat(left)))
                sizes[f.index] = size
                remaining = max(0, remaining - size)
                left -= 1
            }
        } else {
            let ideal = entries.compactMap { e -> CGFloat? in
                if case .cell(let n) = e { return across(n.sizeThatFits(.unspecified)) } else { return nil }
            }.max() ?? 0
            for f in flexible { sizes[f.index] = min(f.hi, max(f.lo, ideal)) }
        }
        var tracks: [Track] = []
        var offset: CGFloat = 0
        for (i, item) in items.enumerated() {
            let align = item.alignment ?? .center
            if case .adaptive(let lo, let hi) = item.size, room != nil {
                let minimum = max(1, Self.finite(lo, 1))
                // At most a thousand tracks, so that a huge room cannot make a huge grid.
                let fit = ((sizes[i] + gaps[i]) / (minimum + gaps[i])).rounded(.down)
                let n = fit.isFinite ? max(1, Int(saturating: min(fit, 1000))) : 1
                let each = min(hi.isNaN ? .infinity : hi, (sizes[i] - CGFloat(n - 1) * gaps[i]) / CGFloat(n))
                for _ in 0..<n {
                    tracks.append(Track(offset: offset, size: max(0, each), alignment: align))
                    offset += max(0, each) + gaps[i]
                }
            } else {
                tracks.append(Track(offset: offset, size: sizes[i], alignment: align))
                offset += sizes[i] + gaps[i]
            }
        }
        return tracks
    }

    /// The lines of the grid: their entries, offsets and depths along the flow.
    struct Line { var entries: [Entry]; var offset: CGFloat; var depth: CGFloat; var isFull: Bool }

    func lines(_ tracks: [Track], totalAcross: CGFloat) -> (lines: [Line], depth: CGFloat) {
        let gap = spacing ?? Self.defaultSpacing
        var groups: [(entries: [Entry], full: Bool)] = []
        var current: [Entry] = []
        for e in entries {
            switch e {
            case .cell:
                current.append(e)
                if current.count == max(1, tracks.count) { groups.append((current, false)); current = [] }
            case .full:
                if !current.isEmpty { groups.append((current, false)); current = [] }
                groups.append(([e], true))
            }
        }
        if !current.isEmpty { groups.append((current, false)) }
        var result: [Line] = []
        var offset: CGFloat = 0
        for g in groups {
            var depth: CGFloat = 0
            for (j, e) in g.entries.enumerated() {
                switch e {
                case .cell(let n): depth = max(depth, along(n.sizeThatFits(proposal(across: tracks.isEmpty ? nil : tracks[j].size))))
                case .full(let n): depth = max(depth, along(n.sizeThatFits(proposal(across: totalAcross))))
                }
            }
            result.append(Line(entries: g.entries, offset: offset, depth: depth, isFull: g.full))
            offset += depth + gap
        }
        return (result, result.isEmpty ? 0 : offset - gap)
    }

    func totalAcross(_ tracks: [Track]) -> CGFloat { tracks.last.map { $0.offset + $0.size } ?? 0 }

    func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        let room = flowsVertically ? p.width : p.height
        let t = tracks(across: room)
        let total = totalAcross(t)
        let depth = lines(t, totalAcross: total).depth
        return flowsVertically ? CGSize(width: total, height: depth) : CGSize(width: depth, height: total)
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        guard rect.isFiniteRect else { return [] }
        let room = across(rect.size)
        let t = tracks(across: room)
        let total = totalAcross(t)
        let start = (flowsVertically ? rect.minX : rect.minY) + (room - total) * alignment
        let base = flowsVertically ? rect.minY : rect.minX
        var nodes: [SceneNode] = []
        for line in lines(t, totalAcross: total).lines {
            for (j, e) in line.entries.enumerated() {
                let node: any LayoutNode, cellStart: CGFloat, cellSize: CGFloat, align: Alignment
                switch e {
                case .cell(let n): node = n; cellStart = t.isEmpty ? 0 : t[j].offset; cellSize = t.isEmpty ? 0 : t[j].size
                    align = t.isEmpty ? .center : t[j].alignment
                case .full(let n): node = n; cellStart = 0; cellSize = total; align = .center
                }
                let s = node.sizeThatFits(proposal(across: cellSize))
                let fa = flowsVertically ? align.horizontal.fraction : align.vertical.fraction
                let fb = flowsVertically ? align.vertical.fraction : align.horizontal.fraction
                let a = start + cellStart + (cellSize - across(s)) * fa
                let b = base + line.offset + (line.depth - along(s)) * fb
                nodes += node.render(in: frame(across: a, along: b, across(s), along(s)), recorder)
            }
        }
        return nodes
    }
}
