import ChartScene
import Foundation

/// A list laid out as iOS lays one out: blocks of cells (one per section, rows outside any
/// section making blocks of their own) under optional headers and over optional footers, rows at
/// least 44 points high, hairline separators inset to the rows' content. The list takes the
/// width it is offered (an iPhone's without an offer) and the height it is offered (its content's
/// without one); content past its bottom is cut off, as a list scrolled to its top shows it.
struct ListLayoutNode: LayoutNode {
    struct Row { var node: any LayoutNode; var traits: ListRowTraits }
    struct Block {
        var header: (any LayoutNode)?
        var rows: [Row]
        var footer: (any LayoutNode)?
        var traits: ListRowTraits
    }

    var metrics: ListMetrics
    var blocks: [Block]
    var scheme: ColorScheme
    var drawsBackground: Bool
    /// Room between rows; rows set apart are cells of their own, without separators.
    var rowSpacing: CGFloat = 0

    init(style: ListStyleKind, content: any LayoutNode, scheme: ColorScheme, drawsBackground: Bool) {
        metrics = ListMetrics(style)
        self.scheme = scheme
        self.drawsBackground = drawsBackground
        blocks = []
        var loose: [Row] = []
        func flush() {
            if !loose.isEmpty { blocks.append(Block(header: nil, rows: loose, footer: nil, traits: ListRowTraits())) }
            loose = []
        }
        for item in Self.items(content, ListRowTraits()) {
            switch item {
            case .row(let r): loose.append(r)
            case .section(let s, let traits):
                flush()
                let rows = Self.items(s.content, traits).flatMap { item -> [Row] in
                    switch item {
                    case .row(let r): return [r]
                    // A section inside a section gives its rows to the outer one, as on iOS.
                    case .section(let inner, let t): return Self.items(inner.content, t).compactMap { if case .row(let r) = $0 { return r } else { return nil } }
                    }
                }
                blocks.append(Block(header: s.header, rows: rows, footer: s.footer, traits: traits))
            }
        }
        flush()
    }

    enum Item {
        case row(Row)
        case section(SectionNode, ListRowTraits)
    }

    /// The rows and sections of a list's content, with the row traits each inherits.
    static func items(_ node: any LayoutNode, _ traits: ListRowTraits) -> [Item] {
        if let s = node.base as? SectionNode { return [.section(s, traits)] }
        if let t = node.base as? ListRowTraitsNode { return items(t.child, traits.overriding(with: t.traits)) }
        if let l = node.base as? ListNode { return l.children.flatMap { items($0, traits) } }
        if node.base is EmptyNode { return [] }
        return [.row(Row(node: node, traits: traits))]
    }

    func width(for p: ProposedViewSize) -> CGFloat {
        guard let w = p.width, w.isFinite else { return ListMetrics.defaultWidth }
        return max(0, w)
    }

    func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        let w = width(for: p)
        if let h = p.height, h.isFinite { return CGSize(width: w, height: max(0, h)) }
        return CGSize(width: w, height: place(width: w).height)
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        guard rect.isFiniteRect, rect.width > 0 else { return [] }
        let plan = place(width: rect.width)
        var nodes: [SceneNode] = []
        if drawsBackground {
            nodes.append(.shape(SceneShape(path: .rect(rect.sceneRect), fill: .color(metrics.background.resolved(scheme)))))
        }
        var inner: [SceneNode] = []
        for item in plan.items {
            let r = item.rect.offsetBy(dx: rect.minX, dy: rect.minY)
            switch item.kind {
            case .cells(let radius, let rowBackgrounds):
                inner += cells(r, radius: radius, rowBackgrounds.map { ($0.0, $0.1.offsetBy(dx: rect.minX, dy: rect.minY)) }, recorder)
            case .view(let node):
                inner += node.render(in: r, recorder)
            case .separator:
                inner.append(.shape(SceneShape(path: .rect(r.sceneRect), fill: .color(Color.separator.resolved(scheme)),
                                               semantics: SceneSemantics(classes: "separator"))))
            }
        }
        if plan.height > rect.height + 0.5 {
            nodes.append(.group(SceneGroup(children: inner, clip: rect.sceneRect)))
        } else {
            nodes += inner
        }
        return nodes
    }

    /// A section's block of cells. Rows with backgrounds of their own show those instead of the
    /// cell colour (a clear one lets the list's background through), all within the block's
    /// rounded outline.
    func cells(_ r: CGRect, radius: CGFloat, _ rowBackgrounds: [(any LayoutNode, CGRect)], _ recorder: RenderRecorder) -> [SceneNode] {
        let path = Path(roundedRect: r, cornerRadius: radius, style: .continuous).scenePath()
        let fill = Paint.color(metrics.cell.resolved(scheme))
        guard !rowBackgrounds.isEmpty else {
            return [.shape(SceneShape(path: path, fill: fill, semantics: SceneSemantics(classes: "list-section")))]
        }
        var drawn: [SceneNode] = []
        var y = r.minY
        for (_, rowRect) in rowBackgrounds.sorted(by: { $0.1.minY < $1.1.minY }) {
            if rowRect.minY > y + 0.001 {
                drawn.append(.shape(SceneShape(path: .rect(SceneRect(x: Double(r.minX), y: Double(y), width: Double(r.width), height: Double(rowRect.minY - y))),
                                               fill: fill, semantics: SceneSemantics(classes: "list-cell"))))
            }
            y = max(y, rowRect.maxY)
        }
        if r.maxY > y + 0.001 {
            drawn.append(.shape(SceneShape(path: .rect(SceneRect(x: Double(r.minX), y: Double(y), width: Double(r.width), height: Double(r.maxY - y))),
                                           fill: fill, semantics: SceneSemantics(classes: "list-cell"))))
        }
        drawn += rowBackgrounds.flatMap { bg, rowRect in bg.render(in: rowRect, recorder) }
        return [.group(SceneGroup(children: drawn, clipPath: radius > 0 ? path : nil))]
    }
}
