import ChartScene

extension MarkRenderer {
    /// Draws mark `i` into `points` when it is a point drawn as a plain symbol (no symbol view, clip
    /// or mask) in a chart too dense to label, adding its annotations to `annotations`; whether it
    /// did. A point that cannot be placed is taken and draws nothing, as ``single(_:labelled:)`` does.
    func addDensePoint(_ m: ResolvedMark, at i: Int, to points: inout DensePointMerger, annotations: inout [SceneNode]) -> Bool {
        if m.kind == .rectangle, let run = m.spec.run, let nodes = heatRun(m, run) {
            points.append(nodes, order: m.index, zIndex: m.spec.style.zIndex)
            return true
        }
        guard m.kind == .point else { return false }
        if let run = m.spec.run {
            if let columns = run.styles {
                addStyledDenseRun(m, run, columns, at: i, to: &points)
                return true
            }
            addDenseRun(m, run, at: i, to: &points)
            return true
        }
        let plain = m.spec.style.isDefault
        if !plain && (m.spec.style.symbolView != nil || m.isDecorated) { return false }
        points.begin(mark: i, order: m.index, zIndex: plain ? 0 : m.spec.style.zIndex)
        if !points.placement.isRead { points.placement = DensePointPlacement(geometry) }
        let placement = points.placement
        guard let px = densePosition(m, axis: .x, placement), let py = densePosition(m, axis: .y, placement),
              px.isFinite, py.isFinite else { return true }
        if plain {
            // A mark no modifier touched has no offset, colour, symbol or size of its own: all such
            // marks share the style the first one finds.
            points.addPlain(ScenePoint(px, py), style: denseStyle(m, plain: true))
            return true
        }
        let (dx, dy) = m.spec.style.offset
        let c = ScenePoint(px + dx, py + dy)
        guard c.x.isFinite, c.y.isFinite else { return true }
        let style = denseStyle(m, plain: false)
        // A shape of no finite opacity is not drawn; leaving it out here keeps such points from each
        // making a style of their own (NaN equals nothing).
        if style.opacity.isFinite { points.add(c, style: style) }
        if !m.spec.style.annotations.isEmpty {
            annotations += annotate(m, anchor: SymbolPath.path(style.kind, at: c, area: style.area).controlPointBounds)
        }
        return true
    }

    /// Draws every row of a scatter's run into `points`: their positions mapped over the columns at
    /// once, in the one style all the rows share. Rows that cannot be placed draw nothing.
    func addDenseRun(_ m: ResolvedMark, _ run: MarkRun, at i: Int, to points: inout DensePointMerger) {
        let plain = m.spec.style.isDefault
        points.begin(mark: i, order: m.index, zIndex: plain ? 0 : m.spec.style.zIndex)
        guard case .value(let xSlot) = m.spec.x, case .value(let ySlot) = m.spec.y, let sx = geometry.x, let sy = geometry.y else { return }
        let (dx, dy) = plain ? (0, 0) : m.spec.style.offset
        let style = denseStyle(m, plain: plain)
        guard style.opacity.isFinite else { return }
        // Numbers on plain linear scales are mapped as they are read, with no column of positions.
        let placement = DensePointPlacement(geometry)
        if let mx = placement.x, let my = placement.y, case .number = xSlot.value, case .number = ySlot.value,
           xSlot.unit == nil, ySlot.unit == nil {
            run.xs.withUnsafeBufferPointer { xs in
                run.ys.withUnsafeBufferPointer { ys in
                    points.addMapped(xs: xs, ys: ys, x: mx, y: my, dx: dx, dy: dy, plain: plain, style: style)
                }
            }
            return
        }
        // Otherwise placed a slice at a time: ten million rows need no column of ten million positions.
        var start = 0
        while start < run.count {
            let end = min(run.count, start + Self.placementSlice)
            let px = sx.positions(of: Array(run.xs[start..<end]), like: xSlot), py = sy.positions(of: Array(run.ys[start..<end]), like: ySlot)
            for r in px.indices {
                let c = ScenePoint(px[r] + dx, py[r] + dy)
                guard c.x.isFinite, c.y.isFinite else { continue }
                if plain { points.addPlain(c, style: style) } else { points.add(c, style: style) }
            }
            start = end
        }
    }

    /// How many rows of a dense run are placed at once.
    static let placementSlice = 65_536

    /// How point `m` is drawn: its symbol, size, paint, opacity and whether it is hidden.
    func denseStyle(_ m: ResolvedMark, plain: Bool) -> DensePointMerger.Style {
        let asked = (plain ? nil : m.spec.style.symbolSize) ?? geometry.styles.symbolSize(for: m) ?? SymbolPath.defaultArea
        // As the symbol draws it: an area that is not finite is the default one.
        let area = max(0, asked.isFinite ? asked : SymbolPath.defaultArea)
        return DensePointMerger.Style(kind: geometry.styles.symbol(for: m) ?? .circle, area: area, paint: geometry.styles.paint(for: m),
                                      opacity: plain ? 1 : m.spec.style.opacity,
                                      hidden: plain ? false : m.spec.style.accessibilityHidden)
    }
}

/// The linear position scales of a dense chart, read once rather than per point: a number on such
/// a scale is mapped straight, as ``PositionScale/map(_:)`` maps it.
package struct DensePointPlacement {
    private(set) var isRead = false
    /// An axis's map, when its scale is linear with no transform.
    private(set) var x: LinearScale?, y: LinearScale?

    /// Nothing read yet.
    init() {}

    /// The placement for `geometry`'s chart.
    init(_ geometry: MarkGeometry) {
        func plain(_ s: PositionScale?) -> LinearScale? {
            guard let s, s.kind == .linear, s.transform == .identity else { return nil }
            return s.linear
        }
        isRead = true; x = plain(geometry.x); y = plain(geometry.y)
    }
}

extension MarkRenderer {
    /// The coordinate of point `m` on `axis`, as ``MarkGeometry/position(of:axis:)`` finds it; a
    /// number on a plain linear scale is mapped without copying the scale.
    @inline(__always)
    func densePosition(_ m: ResolvedMark, axis: PositionAxis, _ p: DensePointPlacement) -> Double? {
        if let map = axis == .x ? p.x : p.y, let value = axis == .x ? Self.singleNumber(m.spec.x) : Self.singleNumber(m.spec.y) {
            guard let v = value, v.isFinite else { return nil }
            return map.map(v)
        }
        return geometry.position(of: m, axis: axis)
    }

    /// The number of a single-value encoding, read in place: `nil` for any other encoding, and
    /// `.some(nil)` for a single value that is not a number.
    @inline(__always)
    static func singleNumber(_ e: borrowing AxisEncoding) -> Double?? {
        switch e {
        case .value(let s):
            if case .number(let v) = s.value { return .some(v) }
            return .some(nil)
        default:
            return nil
        }
    }
}
