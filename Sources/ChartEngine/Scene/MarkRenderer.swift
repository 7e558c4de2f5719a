import ChartScene
import Foundation

/// Draws marks into scene nodes. Lines and areas draw one path per series; the other marks one
/// element each. Every element carries `class="mark <kind>"` and, below a size limit, a spoken label.
package struct MarkRenderer {
    package var geometry: MarkGeometry
    package var labels: MarkLabeler
    /// Beyond this many marks, elements carry no `aria-label`, to keep large charts small.
    package static let labelLimit = 2_000

    /// A drawn item: nodes to draw, where it sits in z-order, and the rectangle its annotations attach to.
    package struct Drawn {
        package var zIndex: Double
        package var order: Int
        package var nodes: [SceneNode]
    }

    package init(geometry: MarkGeometry, labels: MarkLabeler) {
        self.geometry = geometry; self.labels = labels
    }

    /// All marks, grouped into series where the mark type asks for it, in z-order.
    package func render(_ marks: [ResolvedMark]) -> (marks: [SceneNode], annotations: [SceneNode]) {
        var drawn: [Drawn] = []
        var annotations: [SceneNode] = []
        let labelled = marks.count <= Self.labelLimit
        var seriesOrder: [String: Int] = [:]
        var seriesMembers: [[Int]] = []
        for (i, m) in marks.enumerated() {
            switch m.kind {
            case .line, .area:
                let key = "\(m.kind.rawValue)|\(m.seriesKey)"
                if let s = seriesOrder[key] { seriesMembers[s].append(i) } else {
                    seriesOrder[key] = seriesMembers.count; seriesMembers.append([i])
                }
            default:
                guard let (nodes, anchor) = single(m, labelled: labelled) else { continue }
                drawn.append(Drawn(zIndex: m.spec.style.zIndex, order: m.index, nodes: nodes))
                annotations += annotate(m, anchor: anchor)
            }
        }
        for members in seriesMembers {
            let series = members.map { marks[$0] }
            guard let first = series.first else { continue }
            let (nodes, anchors) = first.kind == .line ? line(series, labelled: labelled) : area(series, labelled: labelled)
            drawn.append(Drawn(zIndex: first.spec.style.zIndex, order: first.index, nodes: nodes))
            for (m, a) in zip(series, anchors) where !m.spec.style.annotations.isEmpty {
                annotations += annotate(m, anchor: a)
            }
        }
        drawn.sort { ($0.zIndex, $0.order) < ($1.zIndex, $1.order) }
        return (drawn.flatMap(\.nodes), annotations)
    }

    /// A bar, rectangle, rule or point, with the rectangle its annotations attach to.
    func single(_ m: ResolvedMark, labelled: Bool) -> ([SceneNode], SceneRect)? {
        let style = m.spec.style
        let paint = geometry.styles.paint(for: m)
        let semantics = SceneSemantics(classes: "mark \(m.kind.rawValue)",
                                       label: labelled && !style.accessibilityHidden ? labels.label(for: m) : nil,
                                       hidden: style.accessibilityHidden)
        let dx = style.offset.x, dy = style.offset.y
        switch m.kind {
        case .bar, .rectangle:
            guard var r = m.kind == .bar ? geometry.barRect(m) : geometry.rectangleRect(m), r.isFinite else { return nil }
            r = r.offsetBy(dx: dx, dy: dy)
            let shape = SceneShape(path: .rect(r, cornerRadius: style.cornerRadius), fill: paint,
                                   opacity: style.opacity, semantics: semantics)
            return ([.shape(shape)], r)
        case .rule:
            guard let (a, b) = ruleEnds(m) else { return nil }
            let a2 = ScenePoint(a.x + dx, a.y + dy), b2 = ScenePoint(b.x + dx, b.y + dy)
            let ls = style.lineStyle ?? LineStyleSpec(width: 1)
            let stroke = Stroke(paint: paint, width: ls.width, cap: ls.cap, join: ls.join, miterLimit: ls.miterLimit,
                                dash: ls.dash, dashPhase: ls.dashPhase)
            let shape = SceneShape(path: .line(from: a2, to: b2), stroke: stroke, opacity: style.opacity, semantics: semantics)
            let r = SceneRect(x: min(a2.x, b2.x), y: min(a2.y, b2.y), width: abs(b2.x - a2.x), height: abs(b2.y - a2.y))
            return ([.shape(shape)], r)
        case .point:
            guard let px = geometry.position(m.spec.x, axis: .x), let py = geometry.position(m.spec.y, axis: .y),
                  px.isFinite, py.isFinite else { return nil }
            let c = ScenePoint(px + dx, py + dy)
            let area = style.symbolSize ?? SymbolPath.defaultArea
            let kind = geometry.styles.symbol(for: m) ?? .circle
            let path = SymbolPath.path(kind, at: c, area: area)
            let shape = SceneShape(path: path, fill: paint, opacity: style.opacity, semantics: semantics)
            return ([.shape(shape)], path.controlPointBounds)
        case .line, .area, .sector:
            return nil
        }
    }

    /// The two ends of a rule: vertical at an x value, or horizontal at a y value.
    func ruleEnds(_ m: ResolvedMark) -> (ScenePoint, ScenePoint)? {
        let plot = geometry.plot
        let vertical: Bool
        switch (m.spec.x, m.spec.y) {
        case (.value, .value): vertical = false
        case (.value, _): vertical = true
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
        guard span.0.isFinite, span.1.isFinite else { return nil }
        return vertical ? (ScenePoint(p, span.0), ScenePoint(p, span.1)) : (ScenePoint(span.0, p), ScenePoint(span.1, p))
    }
}

extension SceneRect {
    var isFinite: Bool { x.isFinite && y.isFinite && width.isFinite && height.isFinite }
}
