import ChartScene
import Foundation

/// Draws marks into scene nodes. Lines and areas draw one path per series; the other marks one
/// element each. Every element carries `class="mark <kind>"` and, below a size limit, a spoken label.
package struct MarkRenderer {
    package var geometry: MarkGeometry
    package var labels: MarkLabeler
    /// Beyond this many marks, elements carry no `aria-label`, to keep large charts small.
    package static let labelLimit = 2_000

    /// A drawn item: where its nodes sit in the list of all nodes, and where it sits in z-order.
    package struct Drawn {
        package var zIndex: Double
        package var order: Int
        package var nodes: Range<Int>
    }

    /// Whether marks carry their identity as a key, as live renders ask (read once per chart).
    let keyed = SceneKeys.enabled

    package init(geometry: MarkGeometry, labels: MarkLabeler) {
        self.geometry = geometry; self.labels = labels
    }

    /// All marks, grouped into series where the mark type asks for it, in z-order.
    package func render(_ marks: [ResolvedMark]) -> (marks: [SceneNode], annotations: [SceneNode]) {
        var nodes: [SceneNode] = [], drawn: [Drawn] = []
        var annotations: [SceneNode] = []
        // A run counts its rows: a line of many rows is as dense as its marks would be.
        let labelled = marks.count <= Self.labelLimit && marks.reduce(0, { $0 + $1.spec.rowCount }) <= Self.labelLimit
        let masks = marks.contains { !$0.spec.style.isDefault && $0.spec.style.mask != nil } ? maskPaths(marks) : [:]
        var points = DensePointMerger(plot: geometry.plot)
        for i in marks.indices where marks[i].kind != .line && marks[i].kind != .area && !marks[i].isMask {
            let m = marks[i]
            if m.kind == .bar, let run = m.spec.run {
                // A run of bars is one outline (see ``BarEnvelope``), never a mark per row.
                if let node = barRun(m, run) {
                    drawn.append(Drawn(zIndex: m.spec.style.zIndex, order: m.index, nodes: nodes.count..<nodes.count + 1))
                    nodes.append(node)
                }
                continue
            }
            if Self.isSpanRun(m), let run = m.spec.run {
                // A run of rules or rectangles is the region they cover (see ``SpanEnvelope``).
                if let node = spanRun(m, run) {
                    drawn.append(Drawn(zIndex: m.spec.style.zIndex, order: m.index, nodes: nodes.count..<nodes.count + 1))
                    nodes.append(node)
                }
                continue
            }
            if !labelled && addDensePoint(m, at: i, to: &points, annotations: &annotations) { continue }
            guard var (node, anchor) = single(m, labelled: labelled) else { continue }
            if m.isDecorated { node = decorated([node], m, masks: masks)[0] }
            drawn.append(Drawn(zIndex: m.spec.style.zIndex, order: m.index, nodes: nodes.count..<nodes.count + 1))
            nodes.append(node)
            if !m.spec.style.annotations.isEmpty { annotations += annotate(m, anchor: anchor) }
        }
        points.finish(into: &nodes, drawn: &drawn)
        for members in Self.series(of: marks) {
            guard let first = members.first.map({ marks[$0] }) else { continue }
            var (seriesNodes, anchors) = first.kind == .line ? line(members, of: marks, labelled: labelled)
                                                             : area(members, of: marks, labelled: labelled)
            if first.isDecorated { seriesNodes = decorated(seriesNodes, first, masks: masks) }
            drawn.append(Drawn(zIndex: first.spec.style.zIndex, order: first.index,
                               nodes: nodes.count..<nodes.count + seriesNodes.count))
            nodes += seriesNodes
            for (i, a) in zip(members, anchors) where !marks[i].spec.style.annotations.isEmpty {
                annotations += annotate(marks[i], anchor: SceneRect(x: a.x, y: a.y, width: 0, height: 0))
            }
        }
        let ordered = Self.inZOrder(nodes, drawn)
        return (ordered, annotations)
    }

    /// The lines' and areas' marks, one array of indices per series, in order of first appearance.
    static func series(of marks: [ResolvedMark]) -> [[Int]] {
        var seriesOrder: [SeriesKey: Int] = [:]
        var members: [[Int]] = []
        // Points of one series usually come one after another, so the last series is tried first.
        var last: (key: SeriesKey, series: Int)?
        for i in marks.indices where (marks[i].kind == .line || marks[i].kind == .area) && !marks[i].isMask {
            let key = SeriesKey(kind: marks[i].kind, series: marks[i].seriesKey)
            if let last, last.key == key {
                members[last.series].append(i)
            } else if let s = seriesOrder[key] {
                members[s].append(i); last = (key, s)
            } else {
                seriesOrder[key] = members.count; last = (key, members.count); members.append([i])
            }
        }
        return members
    }

    /// `nodes` reordered by z-index, then declaration order; as they are when already so ordered.
    static func inZOrder(_ nodes: [SceneNode], _ drawn: [Drawn]) -> [SceneNode] {
        let sorted = drawn.sorted { ($0.zIndex, $0.order) < ($1.zIndex, $1.order) }
        if zip(sorted, sorted.dropFirst()).allSatisfy({ $0.nodes.upperBound == $1.nodes.lowerBound }) { return nodes }
        var ordered: [SceneNode] = []
        ordered.reserveCapacity(nodes.count)
        for d in sorted { ordered += nodes[d.nodes] }
        return ordered
    }

    /// The marks of one line or area: same kind, same series key.
    struct SeriesKey: Hashable {
        var kind: MarkKind
        var series: String
    }

    /// A bar, rectangle, rule or point, with the rectangle its annotations attach to.
    func single(_ m: ResolvedMark, labelled: Bool) -> (SceneNode, SceneRect)? {
        // Fields are read one by one: a copy of the whole style costs more than drawing a point.
        let paint = geometry.styles.paint(for: m)
        let hidden = m.spec.style.accessibilityHidden, opacity = m.spec.style.opacity
        var semantics = SceneSemantics(classes: Self.markClasses(m.kind),
                                       label: labelled && !hidden ? labels.label(for: m) : nil, hidden: hidden)
        if keyed { semantics.key = Self.identity(m.spec) }
        let (dx, dy) = m.spec.style.offset
        switch m.kind {
        case .bar, .rectangle:
            guard var r = m.kind == .bar ? geometry.barRect(m) : geometry.rectangleRect(m), r.isFinite else { return nil }
            r = r.offsetBy(dx: dx, dy: dy)
            let shape = SceneShape(path: .rect(r, cornerRadius: m.spec.style.cornerRadius), fill: paint,
                                   opacity: opacity, semantics: semantics)
            return (.shape(shape), r)
        case .rule:
            guard let (a, b) = ruleEnds(m) else { return nil }
            let a2 = ScenePoint(a.x + dx, a.y + dy), b2 = ScenePoint(b.x + dx, b.y + dy)
            let ls = m.spec.style.lineStyle ?? geometry.styles.lineStyle(for: m).map { LineStyleSpec(width: 1, dash: $0.dash) } ?? LineStyleSpec(width: 1)
            let stroke = ls.stroke(paint)
            let shape = SceneShape(path: .line(from: a2, to: b2), stroke: stroke, opacity: opacity, semantics: semantics)
            let r = SceneRect(x: min(a2.x, b2.x), y: min(a2.y, b2.y), width: abs(b2.x - a2.x), height: abs(b2.y - a2.y))
            return (.shape(shape), r)
        case .point:
            guard let px = geometry.position(of: m, axis: .x), let py = geometry.position(of: m, axis: .y),
                  px.isFinite, py.isFinite else { return nil }
            let c = ScenePoint(px + dx, py + dy)
            if let view = m.spec.style.symbolView {
                return symbolView(view, at: c, paint: paint, opacity: opacity, semantics: semantics)
            }
            let area = m.spec.style.symbolSize ?? geometry.styles.symbolSize(for: m) ?? SymbolPath.defaultArea
            let kind = geometry.styles.symbol(for: m) ?? .circle
            let shape = SymbolPath.shape(kind, at: c, area: area, paint: paint, opacity: opacity, semantics: semantics)
            return (.shape(shape), m.spec.style.annotations.isEmpty ? .zero : shape.path.controlPointBounds)
        case .sector:
            return sector(m, paint: paint, opacity: opacity, semantics: semantics)
        case .line, .area:
            return nil
        }
    }

    /// The class names of a mark's element, `mark bar` and so on, made once rather than per mark.
    /// What a mark stands for across renders: its series and the categories (strings, dates) it
    /// sits at, not the numbers it measures; `nil` when it has none, as a point of two numbers.
    static func identity(_ spec: MarkSpec) -> String? {
        var parts: [String] = []
        if let s = spec.series { parts.append(s.value.categoryKey) }
        for e in [spec.x, spec.y] {
            for slot in e.slots {
                if case .number = slot.value { continue }
                parts.append(slot.value.categoryKey)
            }
        }
        return parts.isEmpty ? nil : parts.joined(separator: "|")
    }

    static func markClasses(_ kind: MarkKind) -> String {
        switch kind {
        case .bar: return "mark bar"
        case .line: return "mark line"
        case .point: return "mark point"
        case .area: return "mark area"
        case .rule: return "mark rule"
        case .rectangle: return "mark rectangle"
        case .sector: return "mark sector"
        }
    }

    /// The two ends of a rule: vertical at an x value, or horizontal at a y value.
    func ruleEnds(_ m: ResolvedMark) -> (ScenePoint, ScenePoint)? {
        let plot = geometry.plot
        let vertical: Bool
        switch (m.spec.x, m.spec.y) {
        case (.value, .value): vertical = false
        case (.value, _): vertical = true
        // A y interval at a fixed x (`RuleMark(yStart:yEnd:)`) is vertical too.
        case (.fixed, .interval), (.absent, .interval): vertical = true
        default: vertical = false
        }
        let along: PositionAxis = vertical ? .y : .x
        let at: PositionAxis = vertical ? .x : .y
        guard let p = geometry.position(vertical ? m.spec.x : m.spec.y, axis: at), p.isFinite else { return nil }
        let e = vertical ? m.spec.y : m.spec.x
        var span: (Double, Double)
        switch e {
        case .interval(let a, let b):
            guard let s = geometry.scale(along), let p0 = s.position(of: a.value), let p1 = s.position(of: b.value) else { return nil }
            span = (p0, p1)
        case .fixed(let s, let t):
            let start = vertical ? plot.minY : plot.minX, len = vertical ? plot.height : plot.width
            span = (start + (s ?? 0), start + (t ?? len))
        case .absent, .value:
            span = vertical ? (plot.minY, plot.maxY) : (plot.minX, plot.maxX)
        }
        span = geometry.shifted(span, m, axis: along)
        guard span.0.isFinite, span.1.isFinite else { return nil }
        return vertical ? (ScenePoint(p, span.0), ScenePoint(p, span.1)) : (ScenePoint(span.0, p), ScenePoint(span.1, p))
    }
}

extension ResolvedMark {
    /// Whether the mark is part of a mask, drawn only as the mask's outline.
    var isMask: Bool {
        if spec.style.isDefault { return false }
        if case .mask? = spec.style.mask { return true }
        return false
    }

    /// Whether the mark is clipped by a shape or a mask, or its gradients span the plot.
    var isDecorated: Bool {
        if spec.style.isDefault { return false }
        if spec.style.clipShape != nil || spec.style.alignsToPlot { return true }
        if case .masked? = spec.style.mask { return true }
        return false
    }
}

extension SceneRect {
    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}
