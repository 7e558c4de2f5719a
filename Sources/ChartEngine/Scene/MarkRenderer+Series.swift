import ChartScene
import Foundation

extension MarkRenderer {
    /// Lines are two points wide with round joins unless `lineStyle` says otherwise.
    static let defaultLine = LineStyleSpec(width: 2, cap: .round, join: .round)
    /// Symbols on lines are a little smaller than point marks.
    static let lineSymbolArea = 36.0

    /// One line per series, with its symbols when `symbol(by:)` or `symbol(_:)` is set.
    func line(_ series: [ResolvedMark], labelled: Bool) -> ([SceneNode], [SceneRect]) {
        guard let first = series.first else { return ([], []) }
        let style = first.spec.style
        let paint = geometry.styles.paint(for: first)
        var points: [ScenePoint] = []
        points.reserveCapacity(series.count)
        for m in series {
            let px = geometry.position(m.spec.x, axis: .x) ?? .nan
            let py = geometry.position(m.spec.y, axis: .y) ?? .nan
            points.append(ScenePoint(px + style.offset.x, py + style.offset.y))
        }
        let ls = style.lineStyle ?? Self.defaultLine
        let stroke = Stroke(paint: paint, width: ls.width, cap: ls.cap, join: ls.join, miterLimit: ls.miterLimit,
                            dash: ls.dash, dashPhase: ls.dashPhase)
        let label = labelled && !style.accessibilityHidden ? labels.seriesLabel(for: first, count: series.count) : nil
        var nodes: [SceneNode] = [.shape(SceneShape(path: CurveBuilder.path(points, curve: style.curve), stroke: stroke,
                                                    opacity: style.opacity,
                                                    semantics: SceneSemantics(classes: "mark line", label: label,
                                                                              hidden: style.accessibilityHidden)))]
        if let kind = geometry.styles.symbol(for: first) {
            let area = style.symbolSize ?? Self.lineSymbolArea
            for (m, p) in zip(series, points) where p.x.isFinite && p.y.isFinite {
                let l = labelled && !m.spec.style.accessibilityHidden ? labels.label(for: m) : nil
                nodes.append(.shape(SceneShape(path: SymbolPath.path(kind, at: p, area: area), fill: paint,
                                               opacity: style.opacity,
                                               semantics: SceneSemantics(classes: "mark point", label: l))))
            }
        }
        return (nodes, points.map { SceneRect(x: $0.x, y: $0.y, width: 0, height: 0) })
    }

    /// One filled area per series, between its stacked (or given) start and end.
    func area(_ series: [ResolvedMark], labelled: Bool) -> ([SceneNode], [SceneRect]) {
        guard let first = series.first else { return ([], []) }
        let style = first.spec.style
        let axis = first.valueAxis ?? .y
        var top: [ScenePoint] = [], bottom: [ScenePoint] = []
        for m in series {
            guard let v = geometry.valueExtent(m, axis: axis),
                  let c = geometry.position(axis == .y ? m.spec.x : m.spec.y, axis: axis.other) else {
                top.append(ScenePoint(.nan, .nan)); bottom.append(ScenePoint(.nan, .nan)); continue
            }
            if axis == .y {
                top.append(ScenePoint(c + style.offset.x, v.1 + style.offset.y))
                bottom.append(ScenePoint(c + style.offset.x, v.0 + style.offset.y))
            } else {
                top.append(ScenePoint(v.1 + style.offset.x, c + style.offset.y))
                bottom.append(ScenePoint(v.0 + style.offset.x, c + style.offset.y))
            }
        }
        let label = labelled && !style.accessibilityHidden ? labels.seriesLabel(for: first, count: series.count) : nil
        let shape = SceneShape(path: CurveBuilder.areaPath(top: top, bottom: bottom, curve: style.curve),
                               fill: geometry.styles.paint(for: first), opacity: style.opacity,
                               semantics: SceneSemantics(classes: "mark area", label: label, hidden: style.accessibilityHidden))
        return ([.shape(shape)], top.map { SceneRect(x: $0.x, y: $0.y, width: 0, height: 0) })
    }
}
