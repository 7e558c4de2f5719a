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
              let sx = geometry.x, let sy = geometry.y, sx.kind != .band, sy.kind != .band,
              let across = heatAxis(m, .x, sx, starts: run.xs, ends: run.xEnds, dimension: m.spec.width, step: geometry.step(.x)),
              let down = heatAxis(m, .y, sy, starts: run.ys, ends: run.yEnds, dimension: m.spec.height, step: geometry.step(.y))
        else { return nil }
        let opacity = m.spec.style.opacity
        guard opacity.isFinite else { return [] }
        let base = DensePointMerger.Style(paint: geometry.styles.paint(for: m), opacity: opacity)
        let table = RunStyleTable(m, RunStyleColumns(color: columns.color), geometry: geometry, base: base)
        // Each row's cell, as ``MarkGeometry/rectangleRect(_:)`` places a mark's.
        func cell(_ r: Int) -> (x0: Double, x1: Double, y0: Double, y1: Double)? {
            let xs = across.extent(r), ys = down.extent(r)
            let c = (x0: xs.lo, x1: xs.hi, y0: ys.lo, y1: ys.hi)
            guard c.x0.isFinite, c.x1.isFinite, c.y0.isFinite, c.y1.isFinite else { return nil }
            return c
        }
        let hidden = m.spec.style.accessibilityHidden
        let semantics = SceneSemantics(classes: Self.markClasses(.rectangle), hidden: hidden)
        if run.count >= Self.heatImageMinimumCells,
           let image = heatImage(m, run, table, across: across, down: down, opacity: opacity, semantics: semantics) {
            return [image]
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
        var nodes: [SceneNode] = []
        for (style, elements) in zip(table.styles, paths) where !elements.isEmpty {
            nodes.append(.shape(SceneShape(path: ScenePath(elements), fill: style.paint, opacity: opacity, semantics: semantics)))
        }
        return nodes
    }

    /// Where each row's cell lies along one axis, as ``MarkGeometry/rectangleRect(_:)`` places a
    /// mark's: a number of no unit centred in its width (the dimension against the step between
    /// numbers), or an interval between two numbers, moved by the mark's range offset and offset;
    /// `nil` for anything else (then the rows are drawn one by one).
    func heatAxis(_ m: ResolvedMark, _ axis: PositionAxis, _ scale: PositionScale, starts: [Double], ends: [Double]?,
                  dimension: DimensionSpec, step: Double) -> HeatAxis? {
        let o = m.spec.style.rangeOffset
        let shift = o.isZero ? nil : axis == .x ? (o.xStart, o.xEnd) : (o.yStart, o.yEnd)
        let offset = axis == .x ? m.spec.style.offset.0 : m.spec.style.offset.1
        switch axis == .x ? m.spec.x : m.spec.y {
        case .value(let slot):
            guard ends == nil, slot.unit == nil, scale.span(of: slot) == nil else { return nil }
            let w = dimension.length(step: step, fallbackRatio: MarkGeometry.rectangleRatio)
            guard w.isFinite else { return nil }
            // Cells narrower than the step between numbers (a rectangle's automatic size) stand a step apart.
            let pitch = step.isFinite && w < step ? step : w
            return HeatAxis(starts: scale.positions(of: starts, like: slot), ends: nil, half: w / 2, pitch: pitch, shift: shift,
                            offset: offset)
        case .interval(let a, let b):
            guard let ends, a.unit == nil, b.unit == nil, scale.span(of: a) == nil, scale.span(of: b) == nil else { return nil }
            return HeatAxis(starts: scale.positions(of: starts, like: a), ends: scale.positions(of: ends, like: b), half: 0,
                            pitch: nil, shift: shift, offset: offset)
        default:
            return nil
        }
    }

    /// The fewest cells a heat map has to be drawn as a picture of cells: below it the rectangles
    /// are few enough to write out.
    static let heatImageMinimumCells = 1_024

    /// A heat map whose cells lie on a regular lattice (one width and one height, each cell's
    /// corner a whole number of steps from the first, each cell a solid colour) as a picture of
    /// one pixel per step; `nil` when the cells do not (then they are drawn as rectangles). A step
    /// is a cell, or for cells narrower than the step between their numbers (a rectangle of the
    /// automatic size), the cell and the gap after it: then the picture is clipped to the columns
    /// and rows of cells, two paths of a stripe per column or row, which leaves the gaps. Cells
    /// the rows leave empty are holes. A cell drawn twice keeps the later colour when both are
    /// opaque, as painting them in order does; with a translucent one the two would blend, which a
    /// picture of cells cannot show, so such a run is drawn as rectangles.
    func heatImage(_ m: ResolvedMark, _ run: MarkRun, _ table: RunStyleTable, across: HeatAxis, down: HeatAxis,
                   opacity: Double, semantics: SceneSemantics) -> SceneNode? {
        // Each style's colour as bytes.
        var colours: [UInt32] = []
        colours.reserveCapacity(table.styles.count)
        for style in table.styles {
            guard case .color(let c) = style.paint else { return nil }
            colours.append(RunStyleTable.key(.color(c)))
        }
        // The cells are read twice rather than kept: placing one costs less than storing it. First
        // their size, one for all, the top-left corner and the corner farthest from it.
        var width = Double.nan, height = Double.nan, minX = Double.infinity, minY = Double.infinity
        var maxX = -Double.infinity, maxY = -Double.infinity
        for r in 0..<run.count {
            let (x0, x1) = across.extent(r), (y0, y1) = down.extent(r)
            guard x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite else { continue }
            let w = x1 - x0, h = y1 - y0
            if width.isNaN { width = w; height = h }
            guard abs(w - width) <= 1e-6 * max(1, width), abs(h - height) <= 1e-6 * max(1, height) else { return nil }
            minX = min(minX, x0); minY = min(minY, y0); maxX = max(maxX, x0); maxY = max(maxY, y0)
        }
        guard !width.isNaN, width > 0, height > 0 else { return nil }
        // The lattice's steps: a cell, or a cell and its gap.
        let stepX = max(width, across.pitch ?? width), stepY = max(height, down.pitch ?? height)
        // Each cell's place on the lattice, a whole number of cells from the top-left one.
        @inline(__always)
        func index(_ v: Double, from origin: Double, step: Double) -> Int? {
            let f = (v - origin) / step
            // `f` is not negative: to the nearest whole number, halves away from zero, as `rounded()` takes it.
            guard f >= 0, f < 1e7 else { return nil }
            let i = WholeNumber.nearest(f)
            guard abs(f - Double(i)) <= 1e-3, i < 10_000_000 else { return nil }
            return i
        }
        // The places only rise with the corners, so the farthest corner has the last column and row.
        guard let lastColumn = index(maxX, from: minX, step: stepX), let lastRow = index(maxY, from: minY, step: stepY) else { return nil }
        let columns = lastColumn + 1, rows = lastRow + 1
        // A sparse lattice (a few cells far apart) is better drawn as its rectangles.
        guard columns.multipliedReportingOverflow(by: rows).overflow == false,
              columns * rows <= max(4 * run.count, 4_096), columns * rows <= 16_777_216 else { return nil }
        var pixels = [UInt8](repeating: 0, count: columns * rows * 4)
        let filled = pixels.withUnsafeMutableBufferPointer { pixels in
            table.rowStyle.withUnsafeBufferPointer { rowStyle in
                for r in 0..<run.count {
                    let (x0, x1) = across.extent(r), (y0, y1) = down.extent(r)
                    guard x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite else { continue }
                    guard let i = index(x0, from: minX, step: stepX), let j = index(y0, from: minY, step: stepY),
                          i < columns, j < rows else { return false }
                    let o = (j * columns + i) * 4
                    let colour = colours[Int(rowStyle[r])]
                    if pixels[o + 3] != 0 {
                        // A second cell on the same place: only opaque over opaque keeps the picture's meaning.
                        if colour & 0xFF != 0xFF || pixels[o + 3] != 255 { return false }
                    }
                    pixels[o] = UInt8(truncatingIfNeeded: colour >> 24); pixels[o + 1] = UInt8(truncatingIfNeeded: colour >> 16)
                    pixels[o + 2] = UInt8(truncatingIfNeeded: colour >> 8); pixels[o + 3] = UInt8(truncatingIfNeeded: colour)
                }
                return true
            }
        }
        guard filled else { return nil }
        var semantics = semantics
        if !semantics.hidden { semantics.label = heatLabel(m, columns: columns, rows: rows) }
        let gapX = width < stepX - 1e-9 * stepX, gapY = height < stepY - 1e-9 * stepY
        // Clipped, the picture is the mark's outermost group, which carries its semantics (its class
        // snaps the stripes' edges to pixels in a PNG, as a rectangle mark's are).
        let image = SceneImage(rect: SceneRect(x: minX, y: minY, width: Double(columns) * stepX, height: Double(rows) * stepY),
                               columns: columns, rows: rows, pixels: pixels, opacity: opacity,
                               semantics: gapX || gapY ? .none : semantics)
        var node = SceneNode.image(image)
        // The gaps between rows, then between columns: the picture within a stripe per row and one per column.
        if gapY {
            var stripes: [PathElement] = []
            stripes.reserveCapacity(5 * rows)
            for j in 0..<rows {
                stripes += ScenePath.rect(SceneRect(x: minX, y: minY + Double(j) * stepY, width: image.rect.width, height: height)).elements
            }
            node = .group(SceneGroup(children: [node], clipPath: ScenePath(stripes)))
        }
        if gapX {
            var stripes: [PathElement] = []
            stripes.reserveCapacity(5 * columns)
            for i in 0..<columns {
                stripes += ScenePath.rect(SceneRect(x: minX + Double(i) * stepX, y: minY, width: width, height: image.rect.height)).elements
            }
            node = .group(SceneGroup(children: [node], clipPath: ScenePath(stripes)))
        }
        if gapX || gapY, case .group(var outer) = node {
            outer.semantics = semantics
            node = .group(outer)
        }
        return node
    }

    /// The spoken label of a heat map drawn as a picture: what colours it, against what, and its size,
    /// such as "Reading by Column and Row, 100 × 80 cells".
    func heatLabel(_ m: ResolvedMark, columns: Int, rows: Int) -> String {
        if let l = m.spec.style.accessibilityLabel { return l }
        let x = m.spec.x.firstSlot?.label ?? "x", y = m.spec.y.firstSlot?.label ?? "y"
        let by = m.spec.style.foregroundBy?.label ?? "Value"
        return "\(by) by \(x) and \(y), \(columns) × \(rows) cells"
    }

    /// Whether an edge at `a` and one at `b` are the same to within a millionth of a point.
    @inline(__always)
    static func meets(_ a: Double, _ b: Double) -> Bool { abs(a - b) <= 1e-6 }
}

/// Where a heat map's cells lie along one axis: each row's position (the centre of a number, or the
/// start of an interval whose end `ends` holds), the half width of a centred cell, the step between
/// centred cells' numbers when it is more than their width, the mark's range offset at the two ends
/// and its offset, read per row without a closure.
struct HeatAxis {
    let starts: [Double]
    let ends: [Double]?
    let half: Double
    let pitch: Double?
    let shift: (start: Double, end: Double)?
    let offset: Double

    /// Row `r`'s cell along the axis, its lower edge first, as ``MarkGeometry/rectangleRect(_:)``
    /// places a mark's (each edge moved by the range offset, then the two ordered, then offset).
    @inline(__always)
    func extent(_ r: Int) -> (lo: Double, hi: Double) {
        var a: Double, b: Double
        if let ends { a = starts[r]; b = ends[r] } else { a = starts[r] - half; b = starts[r] + half }
        if let shift { a += shift.start; b += shift.end }
        return (min(a, b) + offset, max(a, b) + offset)
    }
}
