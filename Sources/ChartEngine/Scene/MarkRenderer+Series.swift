import ChartScene
import Foundation

extension MarkRenderer {
    /// Lines are two points wide with round joins unless `lineStyle` says otherwise.
    static let defaultLine = LineStyleSpec(width: 2, cap: .round, join: .round)
    /// Symbols on lines are a little smaller than point marks.
    static let lineSymbolArea = 36.0

    /// One line per series, with its symbols when `symbol(by:)` or `symbol(_:)` is set.
    /// Returns the nodes and each mark's point, where its annotations attach.
    func line(_ members: [Int], of marks: [ResolvedMark], labelled: Bool) -> ([SceneNode], [ScenePoint]) {
        guard let firstIndex = members.first else { return ([], []) }
        let first = marks[firstIndex]
        let style = first.spec.style
        let paint = geometry.styles.paint(for: first)
        var points: [ScenePoint] = []
        points.reserveCapacity(members.count)
        let runs = members.contains { marks[$0].spec.run != nil }
        var starts: [Int] = []
        for i in members {
            if runs { starts.append(points.count) }
            if let run = marks[i].spec.run {
                points += runPoints(marks[i], run, offset: style.offset)
                continue
            }
            let px = geometry.position(of: marks[i], axis: .x) ?? .nan
            let py = geometry.position(of: marks[i], axis: .y) ?? .nan
            points.append(ScenePoint(px + style.offset.x, py + style.offset.y))
        }
        // Each point's mark, and its row when a run's: made only when symbols are drawn at the points.
        func owners() -> [(member: Int, row: Int?)] {
            guard runs else { return members.map { ($0, nil) } }
            return members.flatMap { i in marks[i].spec.run.map { run in (0..<run.count).map { (i, $0) } } ?? [(i, nil)] }
        }
        let rowCount = members.reduce(0) { $0 + marks[$1].spec.rowCount }
        let ls = style.lineStyle ?? geometry.styles.lineStyle(for: first) ?? Self.defaultLine
        let stroke = ls.stroke(paint)
        let label = labelled && !style.accessibilityHidden ? labels.seriesLabel(for: first, count: rowCount) : nil
        let path = CurveBuilder.path(pathPoints(points, curve: style.curve, dashed: !ls.dash.isEmpty), curve: style.curve)
        var nodes: [SceneNode] = [.shape(SceneShape(path: path, stroke: stroke, opacity: style.opacity,
                                                    semantics: SceneSemantics(classes: "mark line", label: label,
                                                                              hidden: style.accessibilityHidden)
                                                        .keyed(keyed ? "series|" + first.seriesKey : nil)))]
        if let view = style.symbolView {
            for (owner, p) in zip(owners(), points) where p.x.isFinite && p.y.isFinite {
                let i = owner.member
                let l = labelled && !marks[i].spec.style.accessibilityHidden ? labels.label(for: marks[i]) : nil
                nodes.append(symbolView(view, at: p, paint: paint, opacity: style.opacity,
                                        semantics: SceneSemantics(classes: "mark point", label: l)).0)
            }
        } else if let kind = geometry.styles.symbol(for: first) {
            let sized = geometry.styles.sizes != nil
            for (owner, p) in zip(owners(), points) where p.x.isFinite && p.y.isFinite {
                let i = owner.member
                let area = style.symbolSize ?? (sized ? geometry.styles.symbolSize(for: marks[i]) : nil) ?? Self.lineSymbolArea
                let l = labelled && owner.row == nil && !marks[i].spec.style.accessibilityHidden ? labels.label(for: marks[i]) : nil
                nodes.append(.shape(SymbolPath.shape(kind, at: p, area: area, paint: paint, opacity: style.opacity,
                                                     semantics: SceneSemantics(classes: "mark point", label: l))))
            }
        }
        // Annotations attach to each mark's point: a run's first.
        return (nodes, runs ? starts.map { $0 < points.count ? points[$0] : ScenePoint(.nan, .nan) } : points)
    }

    /// The points of a run's rows, in picture coordinates, moved by the mark's offset.
    func runPoints(_ m: ResolvedMark, _ run: MarkRun, offset: (x: Double, y: Double)) -> [ScenePoint] {
        guard case .value(let xs) = m.spec.x, case .value(let ys) = m.spec.y, let sx = geometry.x, let sy = geometry.y else {
            return Array(repeating: ScenePoint(.nan, .nan), count: run.count)
        }
        let px = sx.positions(of: run.xs, like: xs), py = sy.positions(of: run.ys, like: ys)
        return (0..<run.count).map { ScenePoint(px[$0] + offset.x, py[$0] + offset.y) }
    }

    /// The points a line's path goes through: all of them, or for a straight-segment line with
    /// more than four points per pixel column, the four per column that decide its pixels (M4, see
    /// ``LineDecimator``). Curves keep every point, since their control points depend on the
    /// neighbours; dashed lines too, since thinning shortens the path and moves the dashes.
    func pathPoints(_ points: [ScenePoint], curve: Curve, dashed: Bool) -> [ScenePoint] {
        let columns = geometry.plot.width / Self.decimationColumnWidth
        guard curve == .linear, !dashed, Double(points.count) > Double(LineDecimator.pointsPerColumn) * columns,
              LineDecimator.isMonotoneInX(points) else { return points }
        return LineDecimator.m4(points, originX: geometry.plot.minX, columnWidth: Self.decimationColumnWidth)
    }

    /// The width of a pixel column for decimation: half a point, a pixel of a 2× display, so that a
    /// thinned line looks the same on high-resolution screens too. Rasterized at 2×, a 100,000-point
    /// line thinned in one-point columns changes 0.20% of its pixels by more than a quarter of their
    /// value (anti-aliasing along the stroke's edges); in half-point columns, 0.06%.
    package static let decimationColumnWidth = 0.5

    /// One filled area per series, between its stacked (or given) start and end.
    /// Returns the node and each mark's point on the area's top edge, where its annotations attach.
    func area(_ members: [Int], of marks: [ResolvedMark], labelled: Bool) -> ([SceneNode], [ScenePoint]) {
        guard let firstIndex = members.first else { return ([], []) }
        let first = marks[firstIndex]
        let style = first.spec.style
        let axis = first.valueAxis ?? .y
        var top: [ScenePoint] = [], bottom: [ScenePoint] = []
        top.reserveCapacity(members.count); bottom.reserveCapacity(members.count)
        // Where each mark's points start in `top`, when a run gives a mark many points.
        let runs = members.contains { marks[$0].spec.run != nil }
        var starts: [Int] = []
        for i in members {
            let m = marks[i]
            if runs { starts.append(top.count) }
            if let run = m.spec.run, let stacked = run.stacked, axis == .y, let sy = geometry.scale(.y) {
                // A run stacked in columns fills between each row's stacked start and end.
                guard case .value(let s) = m.spec.y else { continue }
                let ends = sy.positions(of: stacked.ends, like: s), starts = sy.positions(of: stacked.starts, like: s)
                for (k, p) in runPoints(m, run, offset: style.offset).enumerated() {
                    top.append(ScenePoint(p.x, ends[k] + style.offset.y))
                    bottom.append(ScenePoint(p.x, starts[k] + style.offset.y))
                }
                continue
            }
            if let run = m.spec.run {
                // A run fills from the value axis's baseline (zero, or the domain's end) to each row.
                let base = geometry.scale(axis)?.baseline ?? .nan
                for p in runPoints(m, run, offset: style.offset) {
                    top.append(p)
                    bottom.append(axis == .y ? ScenePoint(p.x, base + style.offset.y) : ScenePoint(base + style.offset.x, p.y))
                }
                continue
            }
            guard let v = geometry.valueExtent(m, axis: axis).map({ geometry.shifted($0, m, axis: axis) }),
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
        let rowCount = members.reduce(0) { $0 + marks[$1].spec.rowCount }
        let label = labelled && !style.accessibilityHidden ? labels.seriesLabel(for: first, count: rowCount) : nil
        let shape = SceneShape(path: CurveBuilder.areaPath(top: top, bottom: bottom, curve: style.curve),
                               fill: geometry.styles.paint(for: first), opacity: style.opacity,
                               semantics: SceneSemantics(classes: "mark area", label: label, hidden: style.accessibilityHidden)
                                   .keyed(keyed ? "series|" + first.seriesKey : nil))
        return ([.shape(shape)], runs ? starts.map { $0 < top.count ? top[$0] : ScenePoint(.nan, .nan) } : top)
    }
}

extension SceneSemantics {
    /// The semantics with `key` as the element's identity across renders.
    func keyed(_ key: String?) -> SceneSemantics {
        var s = self
        s.key = key
        return s
    }
}
