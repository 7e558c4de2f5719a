import ChartScene

/// Draws the points of a chart too dense to label point by point (see ``MarkRenderer/labelLimit``)
/// straight into one shape per style, without a scene node per point. Points taken one after
/// another at one z-index form a run; each run becomes one shape per style (symbol, size, paint,
/// opacity), in the order the styles first appear, as a plotting library draws one collection after
/// another. A point whose centre falls on a pixel already holding a point of its style in the run is
/// left out, since it would cover the same pixels with the same paint. A chart this dense carries no
/// per-point labels; its `<desc>` summarises it.
///
/// ```swift
/// var points = DensePointMerger(plot: plot)
/// points.begin(mark: 0, order: 0, zIndex: 0)
/// points.add(ScenePoint(10.2, 20.3), style: blueCircle)
/// var nodes: [SceneNode] = [], drawn: [MarkRenderer.Drawn] = []
/// points.finish(into: &nodes, drawn: &drawn)   // one shape per style and run
/// ```
package struct DensePointMerger {
    /// How a point is drawn; points of one style in a run share one shape.
    package struct Style: Hashable {
        package var kind: SymbolKind
        package var area: Double
        package var paint: Paint
        package var opacity: Double
        package var hidden: Bool

        package init(kind: SymbolKind = .circle, area: Double = SymbolPath.defaultArea, paint: Paint, opacity: Double = 1,
                     hidden: Bool = false) {
            self.kind = kind; self.area = area; self.paint = paint; self.opacity = opacity; self.hidden = hidden
        }
    }

    /// What the renderer reads once for all points (see ``MarkRenderer/addDensePoint(_:at:to:annotations:)``).
    package var placement = DensePointPlacement()
    /// The style of every point no modifier touched, found at the first such point.
    private var plainStyle: Style?

    private var cells: PixelCells
    /// The open run: its styles in order of first appearance and each style's kept centres.
    private var styles: [Style] = [], centres: [[ScenePoint]] = []
    /// Each style's index in ``styles``, so that a chart of many colours finds them at once.
    private var styleIndex: [Style: Int] = [:]
    private var open = false, zIndex = 0.0, order = 0, lastMark = Int.min, lastStyle = 0
    /// The plain style's index in the open run, once a plain point has been added to it.
    private var plainIndex: Int?
    /// Runs already drawn: where they sit in z-order and their shapes.
    private var runs: [(zIndex: Double, order: Int, nodes: [SceneNode])] = []

    /// A merger for points drawn over `plot`.
    package init(plot: SceneRect) {
        cells = PixelCells(around: plot)
    }

    /// Starts mark `mark` (its index in the list of marks): it continues the open run when it is the
    /// next mark at the same z-index, else it starts a new run placed at `order` in z-order.
    package mutating func begin(mark: Int, order: Int, zIndex: Double) {
        let sameZ = zIndex == self.zIndex || (zIndex.isNaN && self.zIndex.isNaN)
        if !open || mark != lastMark &+ 1 || !sameZ {
            endRun()
            open = true; self.zIndex = zIndex; self.order = order
        }
        lastMark = mark
    }

    /// Adds a point of `style` centred on `c` (finite) to the open run, unless its pixel already holds one.
    package mutating func add(_ c: ScenePoint, style: Style) {
        // Points of one style usually come in runs, so the last style is tried first.
        var s = lastStyle
        if s >= styles.count || styles[s] != style {
            if let found = styleIndex[style] {
                s = found
            } else {
                s = styles.count
                styles.append(style); centres.append([]); styleIndex[style] = s
            }
            lastStyle = s
        }
        insert(c, style: s)
    }

    /// Adds a point of the chart's plain style (that of every point no modifier touched; `style` is
    /// asked for once), centred on `c` (finite), to the open run, as ``add(_:style:)`` does.
    package mutating func addPlain(_ c: ScenePoint, style: @autoclosure () -> Style) {
        if let s = plainIndex { insert(c, style: s); return }
        if plainStyle == nil { plainStyle = style() }
        guard let style = plainStyle else { return }
        add(c, style: style)
        plainIndex = lastStyle
    }

    /// The indices in the open run of each of `list`, each style added when new: points of a run
    /// styled per row are then added by index (see ``add(_:styleID:)``) with no style compared.
    package mutating func styleIDs(_ list: [Style]) -> [Int] {
        list.map { style in
            if let found = styleIndex[style] { return found }
            let s = styles.count
            styles.append(style); centres.append([]); styleIndex[style] = s
            return s
        }
    }

    /// Adds a point centred on `c` (finite) in the style `styleIDs` gave `id` in the open run,
    /// unless its pixel already holds one of that style.
    package mutating func add(_ c: ScenePoint, styleID id: Int) {
        insert(c, style: id)
    }

    /// Adds the rows of `xs` and `ys` (one length) at `(x.map(xs[r]) + dx, y.map(ys[r]) + dy)` to the
    /// open run, all in one style, as ``addPlain(_:style:)`` (when `plain`) or ``add(_:style:)`` adds
    /// them one by one in row order, the same centres kept in the same order. A row whose position is
    /// not finite is skipped. Past ``splitRows`` rows the two halves are looked at on two threads,
    /// each with pixels of its own; the second half's kept centres then go through this run's pixels
    /// in order, so the centres kept are those of one thread, whatever the number of cores.
    package mutating func addMapped(xs: UnsafeBufferPointer<Double>, ys: UnsafeBufferPointer<Double>, x: LinearScale, y: LinearScale,
                                    dx: Double, dy: Double, plain: Bool, style: Style, threads: Int = DensePointMerger.threads) {
        let count = min(xs.count, ys.count)
        // The first placeable row goes the way of one point, which finds (or makes) the style.
        var first = 0
        while first < count {
            let c = ScenePoint(x.map(xs[first]) + dx, y.map(ys[first]) + dy)
            first += 1
            guard c.x.isFinite, c.y.isFinite else { continue }
            if plain { addPlain(c, style: style) } else { add(c, style: style) }
            break
        }
        guard first < count else { return }
        let s = lastStyle
        var kept = centres[s]
        centres[s] = []
        defer { centres[s] = kept }
        let rest = first..<count
        guard threads > 1, rest.count >= Self.splitRows else {
            cells.insertMapped(style: s, xs: xs, ys: ys, rows: rest, x: x, y: y, dx: dx, dy: dy, into: &kept)
            return
        }
        let middle = rest.lowerBound + rest.count / 2
        var second = cells.emptyCopy(), secondKept: [ScenePoint] = []
        withUnsafeMutablePointer(to: &cells) { cells in
            withUnsafeMutablePointer(to: &kept) { kept in
                withUnsafeMutablePointer(to: &second) { second in
                    withUnsafeMutablePointer(to: &secondKept) { secondKept in
                        TwoThreads.run { half in
                            if half == 0 {
                                cells.pointee.insertMapped(style: s, xs: xs, ys: ys, rows: rest.lowerBound..<middle, x: x, y: y,
                                                           dx: dx, dy: dy, into: &kept.pointee)
                            } else {
                                second.pointee.insertMapped(style: 0, xs: xs, ys: ys, rows: middle..<rest.upperBound, x: x, y: y,
                                                            dx: dx, dy: dy, into: &secondKept.pointee)
                            }
                        }
                    }
                }
            }
        }
        for c in secondKept where cells.insert(style: s, x: c.x, y: c.y) { kept.append(c) }
    }

    /// How many rows ``addMapped(xs:ys:x:y:dx:dy:plain:style:threads:)`` takes before it splits them
    /// over two threads.
    package static let splitRows = 1 << 18
    /// The threads a dense scatter's rows are split over: two when the machine has them.
    package static let threads = TwoThreads.available

    @inline(__always)
    private mutating func insert(_ c: ScenePoint, style s: Int) {
        guard cells.insert(style: s, x: c.x, y: c.y) else { return }
        centres[s].append(c)
    }

    /// Ends the open run and adds `nodes` as a run of their own at `order` and `zIndex`: shapes the
    /// renderer made itself for a run of rows (a heat map), kept in z-order among the points.
    package mutating func append(_ nodes: [SceneNode], order: Int, zIndex: Double) {
        endRun()
        runs.append((zIndex, order, nodes))
    }

    /// Appends every run's shapes to `nodes`, each run with its place in z-order in `drawn`.
    package mutating func finish(into nodes: inout [SceneNode], drawn: inout [MarkRenderer.Drawn]) {
        endRun()
        for run in runs where !run.nodes.isEmpty {
            drawn.append(MarkRenderer.Drawn(zIndex: run.zIndex, order: run.order, nodes: nodes.count..<nodes.count + run.nodes.count))
            nodes += run.nodes
        }
        runs = []
    }

    /// Draws the open run as one shape per style and clears it.
    private mutating func endRun() {
        guard open else { return }
        var shapes: [SceneNode] = []
        for (style, points) in zip(styles, centres) where !points.isEmpty {
            let path = SymbolPath.path(style.kind, area: style.area, at: points)
            guard !path.isEmpty else { continue }
            let semantics = SceneSemantics(classes: Self.pointClasses, hidden: style.hidden)
            shapes.append(.shape(SymbolPath.shape(style.kind, path: path, paint: style.paint, opacity: style.opacity,
                                                  semantics: semantics)))
        }
        runs.append((zIndex, order, shapes))
        styles.removeAll(keepingCapacity: true); centres.removeAll(keepingCapacity: true); styleIndex.removeAll()
        cells.removeAll()
        open = false; lastStyle = 0; plainIndex = nil
    }

    static let pointClasses = MarkRenderer.markClasses(.point)
}
