import ChartScene

/// A heat map of many rows (`RectangleMark`s at numbers, sized against the step and coloured by
/// value) drawn as a picture rather than a mark per row: each row's cell is placed over the columns
/// at once, the colour taken to 8 bits per component as in a scatter's run (``RunStyleTable``),
/// neighbouring rows of one colour on one line of cells are joined into one rectangle, and the
/// rectangles of each colour make one shape. Cells of a heat map tile the plot without overlapping,
/// so the order of the colours changes nothing.
extension MarkRenderer {
    /// The shapes of a run of rectangles styled by value, one per colour in order of first
    /// appearance; `nil` when the run is not one this draws (then its rows are drawn one by one).
    func heatRun(_ m: ResolvedMark, _ run: MarkRun) -> [SceneNode]? {
        guard m.kind == .rectangle, let columns = run.styles, columns.color != nil, columns.count == run.count,
              m.spec.style.cornerRadius == 0,
              case .value(let xSlot) = m.spec.x, case .value(let ySlot) = m.spec.y,
              let sx = geometry.x, let sy = geometry.y, sx.kind != .band, sy.kind != .band,
              xSlot.unit == nil, ySlot.unit == nil, sx.span(of: xSlot) == nil, sy.span(of: ySlot) == nil else { return nil }
        let opacity = m.spec.style.opacity
        guard opacity.isFinite else { return [] }
        let w = m.spec.width.length(step: geometry.step(.x), fallbackRatio: MarkGeometry.rectangleRatio)
        let h = m.spec.height.length(step: geometry.step(.y), fallbackRatio: MarkGeometry.rectangleRatio)
        guard w.isFinite, h.isFinite else { return nil }
        let base = DensePointMerger.Style(paint: geometry.styles.paint(for: m), opacity: opacity)
        let table = RunStyleTable(m, RunStyleColumns(color: columns.color), geometry: geometry, base: base)
        let px = sx.positions(of: run.xs, like: xSlot), py = sy.positions(of: run.ys, like: ySlot)
        let (dx, dy) = m.spec.style.offset
        // Each row's cell, as ``MarkGeometry/rectangleRect(_:)`` places a mark's.
        func cell(_ r: Int) -> (x0: Double, x1: Double, y0: Double, y1: Double)? {
            let xs = geometry.shifted((px[r] - w / 2, px[r] + w / 2), m, axis: .x)
            let ys = geometry.shifted((py[r] - h / 2, py[r] + h / 2), m, axis: .y)
            let c = (x0: min(xs.0, xs.1) + dx, x1: max(xs.0, xs.1) + dx, y0: min(ys.0, ys.1) + dy, y1: max(ys.0, ys.1) + dy)
            guard c.x0.isFinite, c.x1.isFinite, c.y0.isFinite, c.y1.isFinite else { return nil }
            return c
        }
        var paths = [[PathElement]](repeating: [], count: table.styles.count)
        var open: (style: Int, x0: Double, x1: Double, y0: Double, y1: Double)? = nil
        func close() {
            guard let o = open else { return }
            let r = SceneRect(x: o.x0, y: o.y0, width: o.x1 - o.x0, height: o.y1 - o.y0)
            paths[o.style] += ScenePath.rect(r).elements
            open = nil
        }
        // Rows that follow each other along a line of cells (either way) join while their colour holds.
        for r in 0..<run.count {
            guard let c = cell(r) else { continue }
            let s = Int(table.rowStyle[r])
            if let o = open, o.style == s {
                if o.y0 == c.y0, o.y1 == c.y1, Self.meets(o.x1, c.x0) { open?.x1 = c.x1; continue }
                if o.x0 == c.x0, o.x1 == c.x1, Self.meets(o.y1, c.y0) { open?.y1 = c.y1; continue }
            }
            close()
            open = (s, c.x0, c.x1, c.y0, c.y1)
        }
        close()
        let hidden = m.spec.style.accessibilityHidden
        let semantics = SceneSemantics(classes: Self.markClasses(.rectangle), hidden: hidden)
        var nodes: [SceneNode] = []
        for (style, elements) in zip(table.styles, paths) where !elements.isEmpty {
            nodes.append(.shape(SceneShape(path: ScenePath(elements), fill: style.paint, opacity: opacity, semantics: semantics)))
        }
        return nodes
    }

    /// Whether an edge at `a` and one at `b` are the same to within a millionth of a point.
    @inline(__always)
    static func meets(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 }
}
