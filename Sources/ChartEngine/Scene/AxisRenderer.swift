import ChartText
import ChartScene

/// Draws the axes from ordinary scene primitives, as each `AxisMarks` asks: grid lines across the
/// plot behind the marks, and ticks and value labels in front. The default axis has x at the
/// bottom and y on the trailing edge.
package struct AxisRenderer {
    package var layout: ChartLayout
    package var context: ChartContext

    static let gridWidth = 0.5
    static let minimumLabelGap = 4.0
    /// Labels above their grid line (extended and inset presets) sit this far above it.
    static let raisedLabelGap = 2.0

    package init(layout: ChartLayout, context: ChartContext) {
        self.layout = layout; self.context = context
    }

    var theme: ChartTheme { context.theme }
    var plot: SceneRect { layout.plot }

    /// Whether the plot is the whole content of a chart that scrolls sideways, wider than its window.
    var scrollsSideways: Bool {
        guard let viewport = layout.viewport else { return false }
        return plot.width > viewport.width + 0.5
    }

    /// Grid lines of both axes, drawn under the marks.
    package func grid() -> [SceneNode] {
        var nodes: [SceneNode] = []
        for (plans, name) in [(layout.yPlans, "grid y"), (layout.xPlans, "grid x")] {
            var lines: [SceneNode] = []
            for plan in plans {
                // Categories get no grid lines unless the user's content draws them.
                if plan.isDefault && plan.entries.first?.tick.band != nil { continue }
                // Grid lines stay with every value the user asked for; those of categories left
                // unlabelled for lack of room go, and so do those under labels that were left out
                // when the extended preset carries grid lines through the label row.
                let bare = plan.preset == .extended ? unlabelled(plan) : plan.entries.map(\.thinned)
                for (i, e) in plan.entries.enumerated() where !bare[i] {
                    for case .gridLine(let g) in e.elements {
                        if let line = gridLine(g, entry: e, plan: plan) { lines.append(line) }
                    }
                }
            }
            if !lines.isEmpty {
                nodes.append(.group(SceneGroup(children: lines, semantics: SceneSemantics(classes: name, hidden: true))))
            }
        }
        return nodes
    }

    /// The x axis: ticks and labels of every x `AxisMarks`.
    package func xAxis() -> SceneNode? {
        guard layout.xAxisVisible, layout.x != nil else { return nil }
        return .group(SceneGroup(children: layout.xPlans.flatMap(marks), semantics: axisSemantics("axis x", layout.xPlans)))
    }

    /// The y axis: ticks and labels of every y `AxisMarks`.
    package func yAxis() -> SceneNode? {
        guard layout.yAxisVisible, layout.y != nil else { return nil }
        return .group(SceneGroup(children: layout.yPlans.flatMap(marks), semantics: axisSemantics("axis y", layout.yPlans)))
    }

    /// The axis titles, turned along their axis where they sit beside it.
    package func titles() -> [SceneNode] {
        layout.titles.map { t in
            let nodes = t.content.render(in: t.rect)
            guard t.rotation != 0 else {
                return .group(SceneGroup(children: nodes, semantics: SceneSemantics(classes: "axis-title")))
            }
            let c = ScenePoint(t.rect.midX, t.rect.midY)
            let turn = SceneTransform.translation(c.x, c.y)
                .concatenating(.rotation(t.rotation * Double.pi / 180))
                .concatenating(.translation(-c.x, -c.y))
            return .group(SceneGroup(children: nodes, transform: turn, semantics: SceneSemantics(classes: "axis-title")))
        }
    }

    // MARK: Elements

    /// Where an element of `entry` sits along the axis: the value, the middle of its stretch when
    /// centred, or the start of its band when not.
    func position(_ e: AxisEntry, centered: Bool?) -> Double {
        if centered == true, let s = e.tick.span { return (s.start + s.end) / 2 }
        if centered == false, let b = e.tick.band { return b.start }
        return e.tick.position
    }

    /// The user's stroke (already made finite by the DSL), or the default hairline, in `paint` or the grid's grey.
    func stroke(_ spec: LineStyleSpec?, paint: Paint?) -> Stroke {
        let paint = paint ?? .color(theme.gridLine)
        return spec?.stroke(paint) ?? Stroke(paint: paint, width: Self.gridWidth)
    }

    func gridLine(_ g: AxisGridLineSpec, entry: AxisEntry, plan: AxisPlan) -> SceneNode? {
        let p = position(entry, centered: g.centered)
        let (dx, dy) = g.style.offset
        // The extended preset carries grid lines under the labels too.
        let extra = plan.preset == .extended ? plan.thickness : 0
        let path: ScenePath
        switch plan.axis {
        case .x:
            guard p >= plot.minX - 0.5, p <= plot.maxX + 0.5 else { return nil }
            let y0 = plan.side == .top ? plot.minY - extra : plot.minY
            let y1 = plan.side == .top ? plot.maxY : plot.maxY + extra
            path = .line(from: ScenePoint(p + dx, y0 + dy), to: ScenePoint(p + dx, y1 + dy))
        case .y:
            guard p >= plot.minY - 0.5, p <= plot.maxY + 0.5 else { return nil }
            let x0 = plan.side == .leading ? plot.minX - extra : plot.minX
            let x1 = plan.side == .leading ? plot.maxX : plot.maxX + extra
            path = .line(from: ScenePoint(x0 + dx, p + dy), to: ScenePoint(x1 + dx, p + dy))
        }
        return .shape(SceneShape(path: path, stroke: stroke(g.stroke, paint: g.style.paint)))
    }

    /// The length of a tick, outwards from the plot's edge (inwards for inset marks).
    func tickLength(_ t: AxisTickSpec, entry: AxisEntry, plan: AxisPlan) -> Double {
        let m = context.measurer.measure("0", font: theme.axisFont)
        let across = { (l: AxisLabelBox) in plan.axis == .x ? l.box.height : l.box.width }
        switch t.length {
        case .automatic:
            // Continuous x values get a tick through the label row, as on iOS; other axes none.
            return plan.axis == .x && entry.tick.band == nil ? plan.gap + m.height : 0
        case .label(let extra):
            return plan.gap + (entry.labels.first.map(across) ?? m.height) + extra
        case .longestLabel(let extra):
            return plan.gap + plan.longestLabel + extra
        case .fixed(let l):
            return l
        }
    }

    func tick(_ t: AxisTickSpec, entry: AxisEntry, plan: AxisPlan) -> SceneNode? {
        let length = tickLength(t, entry: entry, plan: plan)
        guard length > 0, length.isFinite else { return nil }
        let p = position(entry, centered: t.centered)
        let (dx, dy) = t.style.offset
        let inward: Double = plan.preset == .inset ? -1 : 1
        let path: ScenePath
        switch plan.side {
        case .top: path = .line(from: ScenePoint(p + dx, plot.minY + dy), to: ScenePoint(p + dx, plot.minY - inward * length + dy))
        case .leading: path = .line(from: ScenePoint(plot.minX + dx, p + dy), to: ScenePoint(plot.minX - inward * length + dx, p + dy))
        case .trailing: path = .line(from: ScenePoint(plot.maxX + dx, p + dy), to: ScenePoint(plot.maxX + inward * length + dx, p + dy))
        default: path = .line(from: ScenePoint(p + dx, plot.maxY + dy), to: ScenePoint(p + dx, plot.maxY + inward * length + dy))
        }
        // A tick is furniture: screen readers read the labels beside it, not the line.
        return .shape(SceneShape(path: path, stroke: stroke(t.stroke, paint: t.style.paint), semantics: SceneSemantics(hidden: true)))
    }

    /// The ticks and labels of one `AxisMarks`, value by value in the order the content lists them;
    /// labels that collide are left out first.
    func marks(_ plan: AxisPlan) -> [SceneNode] {
        let shown = visibleLabels(plan)
        let bare = unlabelled(plan, shown: shown)
        let drawn = shown.flatMap { $0.compactMap { $0?.rect } }
        var nodes: [SceneNode] = []
        for (i, e) in plan.entries.enumerated() {
            var labelIndex = 0
            for element in e.elements {
                switch element {
                case .gridLine: break
                case .tick(let t):
                    if !bare[i], let n = tick(t, entry: e, plan: plan), !crossesLabel(n, labels: drawn) { nodes.append(n) }
                case .label:
                    defer { labelIndex += 1 }
                    guard let placed = shown[i][labelIndex] else { continue }
                    nodes += draw(e.labels[labelIndex], in: placed.rect, alignment: placed.alignment)
                }
            }
        }
        return nodes
    }

    // MARK: Labels

    /// The rectangle of a label on the page: its anchor point (by default its leading or centre
    /// edge facing the axis) placed at the value's point beside the plot.
    func labelRect(_ l: AxisLabelBox, entry e: AxisEntry, plan: AxisPlan) -> (rect: SceneRect, alignment: Double) {
        let b = l.box, spec = l.spec
        let band = e.tick.band
        let centered = spec.centered ?? (band != nil)
        var p = position(e, centered: centered)
        switch plan.axis {
        case .x:
            p += l.shift
            var ax: Double = centered || l.rotation != 0 ? 0.5 : 0
            if plan.preset == .aligned, let band { p = band.start; ax = 0 }
            let dx = spec.horizontalSpacing ?? (ax == 0 && band == nil ? AxisPlan.xLabelInset : 0)
            let vs = spec.verticalSpacing ?? plan.gap
            var ay: Double, y: Double
            switch (plan.side, plan.preset) {
            case (.top, .inset): (ay, y) = (0, plot.minY + Self.raisedLabelGap)
            case (.top, _): (ay, y) = (1, plot.minY - vs)
            case (_, .inset): (ay, y) = (1, plot.maxY - Self.raisedLabelGap)
            default: (ay, y) = (0, plot.maxY + vs)
            }
            if let a = spec.anchor { ax = a.x; ay = a.y }
            return (SceneRect(origin: ScenePoint(p + dx - ax * b.width, y - ay * b.height), size: b), ax)
        case .y:
            let hs = spec.horizontalSpacing ?? plan.gap
            let raised = spec.verticalSpacing ?? Self.raisedLabelGap
            let leading = plan.side == .leading
            var ax: Double, ay: Double, x: Double, y = p
            switch plan.preset {
            case .extended, .aligned:
                // Above the grid line, flush with the outer edge of the axis's room.
                (ax, ay) = (leading ? 0 : 1, 1)
                x = leading ? plot.minX - plan.thickness : plot.maxX + plan.thickness
                y = p - raised
            case .inset:
                (ax, ay) = (leading ? 0 : 1, 1)
                x = leading ? plot.minX + hs : plot.maxX - hs
                y = p - raised
            case .automatic:
                (ax, ay) = (leading ? 1 : 0, 0.5)
                x = leading ? plot.minX - hs : plot.maxX + hs
            }
            if let a = spec.anchor { ax = a.x; ay = a.y }
            return (SceneRect(origin: ScenePoint(x - ax * b.width, y - ay * b.height), size: b), ax)
        }
    }

    /// Which labels of a plan are drawn, and where: greedy by default, as on iOS (in value order
    /// along x, from the bottom up along y, higher priorities first), every label when disabled.
    func visibleLabels(_ plan: AxisPlan) -> [[(rect: SceneRect, alignment: Double)?]] {
        var rects: [[(rect: SceneRect, alignment: Double)?]] = plan.entries.map { e in e.labels.map { l in labelRect(l, entry: e, plan: plan) } }
        var order: [(entry: Int, label: Int)] = []
        for (i, e) in plan.entries.enumerated() { for j in e.labels.indices { order.append((i, j)) } }
        if plan.axis == .y { order.reverse() }
        func priority(_ k: (entry: Int, label: Int)) -> Double {
            if case .greedy(let p, _) = plan.entries[k.entry].labels[k.label].spec.collision { return p }
            return 0
        }
        order = order.enumerated().sorted { a, b in
            let pa = priority(a.element), pb = priority(b.element)
            return pa != pb ? pa > pb : a.offset < b.offset
        }.map(\.element)
        // x labels keep clear of the y axis's labels beside the plot's corners. Scrolling sideways,
        // they are laid out over the whole content, clipped to the window, which the y labels are beside.
        let scrolls = plan.axis == .x && scrollsSideways
        var placed: [SceneRect] = plan.axis == .x && !scrolls ? yLabelRects() : []
        let bounds = scrolls ? (lo: plot.minX, hi: plot.maxX) : (lo: layout.frame.minX, hi: layout.frame.maxX)
        let obstacles = placed.count
        for k in order {
            let l = plan.entries[k.entry].labels[k.label]
            guard var r = rects[k.entry][k.label]?.rect else { continue }
            if l.text?.isEmpty == true || !(r.minX.isFinite && r.minY.isFinite) { rects[k.entry][k.label] = nil; continue }
            if case .disabled = l.spec.collision { continue }
            var spacing = plan.axis == .x ? Self.minimumLabelGap : AxisPlan.yLabelSpacing
            if case .greedy(_, let s?) = l.spec.collision, s.isFinite { spacing = s }
            // Along x a label must also fit inside the chart's frame (inside the content, when it
            // scrolls sideways), with room for a viewer's wider font on the side the text grows towards.
            let grow = r.width * (AxisPlan.widthSafety - 1)
            var a = rects[k.entry][k.label]?.alignment ?? 0
            // A label that would start at a value on the chart's trailing edge and run off the chart (the last
            // number of a horizontal bar chart with nothing beside its plot) ends at its value instead.
            if plan.axis == .x, !scrolls, a < 0.25, l.spec.anchor == nil, l.spec.horizontalSpacing == nil,
               r.maxX + grow > bounds.hi + 0.5 {
                let flipped = SceneRect(x: r.minX - 2 * AxisPlan.xLabelInset - r.width, y: r.minY, width: r.width, height: r.height)
                if flipped.minX - grow >= bounds.lo - 0.5 {
                    r = flipped; a = 1
                    rects[k.entry][k.label] = (r, a)
                }
            }
            let (lead, trail) = a < 0.25 ? (0.0, grow) : a > 0.75 ? (grow, 0.0) : (grow / 2, grow / 2)
            if plan.axis == .x && (r.minX - lead < bounds.lo - 0.5 || r.maxX + trail > bounds.hi + 0.5) {
                rects[k.entry][k.label] = nil; continue
            }
            let collides = placed.enumerated().contains { j, o in
                if j < obstacles {
                    return r.minX < o.maxX + AxisPlan.yLabelSpacing && r.maxX + AxisPlan.yLabelSpacing > o.minX
                        && r.minY < o.maxY + AxisPlan.yLabelSpacing && r.maxY + AxisPlan.yLabelSpacing > o.minY
                }
                return plan.axis == .x ? r.minX < o.maxX + spacing && r.maxX + spacing > o.minX
                                       : r.minY < o.maxY + spacing && r.maxY + spacing > o.minY
            }
            if collides { rects[k.entry][k.label] = nil; continue }
            placed.append(r)
        }
        return rects
    }

    /// A label drawn in its rectangle: text anchored on the side it is aligned by, or a view.
    func draw(_ l: AxisLabelBox, in rect: SceneRect, alignment: Double) -> [SceneNode] {
        let rect = rect.offsetBy(dx: l.spec.style.offset.x, dy: l.spec.style.offset.y)
        if let c = l.content {
            let inner = SceneRect(x: rect.midX - l.size.width / 2, y: rect.midY - l.size.height / 2,
                                  width: l.size.width, height: l.size.height)
            return c.render(in: inner)
        }
        guard let text = l.text, !text.isEmpty else { return [] }
        let m = context.measurer.measure("0", font: l.font)
        let fill = l.spec.style.paint ?? .color(theme.axisLabel)
        if l.rotation != 0 {
            // Turned about its middle: the baseline runs along the rectangle's centre line.
            let shift = (m.ascent - m.descent) / 2
            let origin = ScenePoint(rect.midX + (l.rotation < 0 ? shift : -shift), rect.midY)
            return [.text(SceneText(string: text, origin: origin, anchor: .middle, font: l.font, fill: fill, rotation: l.rotation))]
        }
        let baseline = rect.minY + m.ascent
        // Text keeps the alignment it was placed by, so that it stays put whatever font draws it;
        // the lines of a label of several lines align as `multiLabelAlignment` says, if it does.
        let lines = l.spec.lineAlignment.map { $0.isFinite ? $0 : alignment } ?? alignment
        let (x, anchor): (Double, SceneTextAnchor) = lines < 0.25 ? (rect.minX, .start)
            : lines > 0.75 ? (rect.maxX, .end) : (rect.midX, .middle)
        // A second line ("Jun" under "1") sits one line height below the first.
        return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap { i, line in
            guard !line.isEmpty else { return nil }
            return .text(SceneText(string: String(line), origin: ScenePoint(x, baseline + Double(i) * m.height), anchor: anchor,
                                   font: l.font, fill: fill))
        }
    }
}
