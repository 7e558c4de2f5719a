import ChartScene
import Foundation

/// A horizontal or vertical stack, laid out by SwiftUI's rule: the least flexible children are
/// offered their share of the room first, and what they leave goes to the more flexible ones.
struct StackNode: LayoutNode {
    enum Axis { case horizontal, vertical }
    var axis: Axis
    /// Cross-axis alignment as a fraction: 0 leading/top, 0.5 centre, 1 trailing/bottom.
    var alignment: Double
    var spacing: Double
    var children: [any LayoutNode]

    init(axis: Axis, alignment: Double, spacing: Double?, children: [any LayoutNode]) {
        self.axis = axis; self.alignment = alignment
        self.spacing = LayoutSanity.dimension(spacing.map { CGFloat($0) }, "a stack's spacing", negative: true).map(Double.init) ?? 8
        self.children = children.flatMap(\.stackMembers)
    }

    func main(_ s: CGSize) -> CGFloat { axis == .horizontal ? s.width : s.height }
    func cross(_ s: CGSize) -> CGFloat { axis == .horizontal ? s.height : s.width }
    func proposal(main m: CGFloat?, cross c: CGFloat?) -> ProposedViewSize {
        axis == .horizontal ? ProposedViewSize(width: m, height: c) : ProposedViewSize(width: c, height: m)
    }

    func measure(_ child: any LayoutNode, _ p: ProposedViewSize) -> CGSize { child.sizeThatFits(p, inStackAlong: axis) }

    /// The size of each child for a proposal.
    func sizes(for p: ProposedViewSize) -> [CGSize] {
        let pm = axis == .horizontal ? p.width : p.height
        let pc = axis == .horizontal ? p.height : p.width
        guard let total = pm else { return children.map { measure($0, proposal(main: nil, cross: pc)) } }
        let spacingTotal = CGFloat(spacing) * CGFloat(max(0, children.count - 1))
        // Drawn at exactly the size its children want, as a parent that measured the stack
        // places it, each child takes its ideal size: the shares below could squeeze one.
        let ideal = children.map { measure($0, proposal(main: nil, cross: pc)) }
        if !children.contains(where: \.isSpacer), abs(ideal.reduce(0) { $0 + main($1) } + spacingTotal - total) < 0.01 { return ideal }
        // Flexibility is how much a child's size changes between the smallest and largest offer.
        let flexibility = children.map { c -> CGFloat in
            if c.isSpacer { return .infinity }
            let lo = main(measure(c, proposal(main: 0, cross: pc)))
            let hi = main(measure(c, proposal(main: .infinity, cross: pc)))
            let f = hi - lo
            return f.isNaN ? .infinity : f
        }
        let order = children.indices.sorted { (flexibility[$0], $0) < (flexibility[$1], $1) }
        var remaining = max(0, total - spacingTotal)
        var result = [CGSize](repeating: .zero, count: children.count)
        var spacersLeft = children.filter(\.isSpacer).count
        for (n, i) in order.enumerated() {
            // A view of limited flexibility shares the room with the views left, not with the
            // spacers, which take what remains: a text beside a spacer keeps its one line.
            let sharers = flexibility[i].isFinite ? max(1, order.count - n - spacersLeft) : order.count - n
            if children[i].isSpacer { spacersLeft -= 1 }
            let share = remaining / CGFloat(sharers)
            let s = measure(children[i], proposal(main: share, cross: pc))
            result[i] = s
            remaining = max(0, remaining - main(s))
        }
        return result
    }

    func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        let s = sizes(for: p)
        let m = s.reduce(0) { $0 + main($1) } + CGFloat(spacing) * CGFloat(max(0, s.count - 1))
        let c = s.map(cross).max() ?? 0
        return axis == .horizontal ? CGSize(width: m, height: c) : CGSize(width: c, height: m)
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        let s = sizes(for: ProposedViewSize(rect.size))
        var offset: CGFloat = 0
        var drawn: [(zIndex: Double, nodes: [SceneNode])] = []
        for (child, size) in zip(children, s) {
            let r: CGRect
            if axis == .horizontal {
                r = CGRect(x: rect.minX + offset, y: rect.minY + (rect.height - size.height) * alignment, width: size.width, height: size.height)
            } else {
                r = CGRect(x: rect.minX + (rect.width - size.width) * alignment, y: rect.minY + offset, width: size.width, height: size.height)
            }
            drawn.append((child.zIndex, child.render(in: r, recorder)))
            offset += main(size) + CGFloat(spacing)
        }
        return inZOrder(drawn)
    }
}
