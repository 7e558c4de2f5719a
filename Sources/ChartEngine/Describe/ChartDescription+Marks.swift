import Foundation

extension ChartDescription {
    /// The description VoiceOver would give of a chart drawn from `marks` in `layout`: the axis
    /// the marks stand along becomes x (the y axis of horizontal bars), the axis they measure
    /// becomes y, and marks group into series by their `series:`, `foregroundStyle(by:)`,
    /// `symbol(by:)` or `lineStyle(by:)` value. Marks hidden with `accessibilityHidden` are left
    /// out, and rules too when other marks are there (they usually mark a threshold or average).
    package init(marks all: [ResolvedMark], layout: ChartLayout, styles: StyleScales, labeler: MarkLabeler) {
        var marks = all
        // Most charts hide nothing and draw no rules: their marks are then shared, not copied.
        if marks.contains(where: { $0.spec.style.accessibilityHidden }) { marks.removeAll { $0.spec.style.accessibilityHidden } }
        if marks.contains(where: { $0.kind == .rule }), marks.contains(where: { $0.kind != .rule }) { marks.removeAll { $0.kind == .rule } }
        if !marks.isEmpty, marks.allSatisfy({ $0.kind == .sector }) {
            self = Self.sectors(marks, labeler: labeler)
            return
        }
        let kinds = Set(marks.map(\.kind))
        let kind = kinds.count == 1 ? Kind(rawValue: kinds.first!.rawValue) ?? .mixed : (kinds.isEmpty ? .custom : .mixed)
        // A heat map's value is its colour: rectangles (or marks on two category axes) coloured by a number.
        let valueFromColor = !marks.isEmpty && marks.allSatisfy { $0.spec.style.foregroundBy?.value.number != nil }
            && (kinds == [.rectangle] || (layout.x?.kind == .band && layout.y?.kind == .band))
        let along = Self.independentAxis(marks, layout: layout, valueFromColor: valueFromColor)
        let xScale = along == .x ? layout.x : layout.y, yScale = along == .x ? layout.y : layout.x
        let xTicks = along == .x ? layout.xTicks : layout.yTicks, yTicks = along == .x ? layout.yTicks : layout.xTicks
        let names = along == .x ? ("X", "Y") : ("Y", "X")
        var x = xScale.map { Self.axis($0, ticks: xTicks, title: Self.title(marks, along), labeler: labeler, position: names.0) }
        var y = yScale.map { Self.axis($0, ticks: yTicks, title: Self.title(marks, along.other), labeler: labeler, position: names.1) }
        if valueFromColor {
            let values = marks.compactMap { $0.spec.style.foregroundBy?.value.number }.filter(\.isFinite)
            y = values.min().map { lo in
                AxisDescription(title: styles.colorLabel ?? "Value", range: lo...(values.max() ?? lo), position: "colour",
                                words: ValueWords { labeler.format(ValueSlot(label: "", value: .number($0))) })
            }
        }
        if x == nil, let y { x = AxisDescription(title: "", categories: [y.title], words: y.words) }
        let index = Dictionary((x?.categories ?? []).enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        func xValue(_ m: ResolvedMark) -> Double? {
            guard let slot = Self.slot(along == .x ? m.spec.x : m.spec.y, last: false) else { return xScale == nil ? 0 : nil }
            return Self.number(slot.value, categories: index)
        }
        func yValue(_ m: ResolvedMark) -> Double {
            if valueFromColor { return m.spec.style.foregroundBy?.value.number ?? .nan }
            guard let last = Self.slot(along == .x ? m.spec.y : m.spec.x, last: true) else { return .nan }
            return last.value.number ?? last.value.date?.timeIntervalSinceReferenceDate ?? .nan
        }
        func key(_ m: ResolvedMark) -> String {
            // A heat map's rows are its series; a colour by number names no series.
            if valueFromColor { return (along == .x ? m.spec.y : m.spec.x).firstSlot.map(labeler.format) ?? "" }
            if m.spec.style.foregroundBy?.value.number != nil, m.spec.series == nil { return "" }
            return m.seriesKey
        }
        // Series in order of first appearance, by name and mark kind; points in x order.
        // Neighbours usually share a series: only a change of key costs a lookup.
        // Marks are kept once and series hold their indices: a million points are not copied.
        var order: [GroupKey] = [], slots: [GroupKey: Int] = [:], members: [[Int]] = []
        var lastKey: GroupKey? = nil, lastSlot = 0
        for (i, m) in marks.enumerated() {
            let k = GroupKey(kind: m.kind, name: key(m))
            if k != lastKey {
                if let s = slots[k] { lastSlot = s } else {
                    lastSlot = members.count; slots[k] = lastSlot; order.append(k); members.append([])
                }
                lastKey = k
            }
            members[lastSlot].append(i)
        }
        let all = marks
        var series: [SeriesDescription] = []
        for (slot, _) in order.enumerated() {
            guard let head = members[slot].first else { continue }
            let first = all[head]
            // Where each described point comes from: a mark's index and, for a run's row, the row; -1 for any other mark.
            let rowAt: @Sendable (Int) -> (i: Int, r: Int)?
            var xs: [Double], ys: [Double], lows: [Double], runRows = 0
            if let run = Self.loneLongRun(members[slot], all, along: along, categories: index) {
                // A long run alone in its series (a scatter or line of millions) is described from its own
                // columns, in drawing order as any series this long is, with no row copied.
                (xs, ys) = along == .x ? (run.xs, run.ys) : (run.ys, run.xs)
                lows = []
                runRows = run.rowCount - run.count
                let n = run.count
                rowAt = { (0..<n).contains($0) ? (head, $0) : nil }
            } else {
                var rows: [(x: Double, y: Double, i: Int, r: Int)] = []
                rows.reserveCapacity(members[slot].count)
                for i in members[slot] {
                    if let run = all[i].spec.run {
                        let described = Self.runRows(all[i], run, along: along, categories: index)
                        rows += described.rows.map { ($0.x, $0.y, i, $0.r) }
                        runRows += run.rowCount - run.count + described.thinnedAway
                    } else if let xv = xValue(all[i]) {
                        rows.append((xv, yValue(all[i]), i, -1))
                    }
                }
                if rows.count <= Self.sortLimit { rows = Self.stableSorted(rows) }
                guard !rows.isEmpty else { continue }
                let ordered = rows.map { (i: $0.i, r: $0.r) }
                xs = rows.map(\.x); ys = rows.map(\.y)
                lows = valueFromColor ? [] : ordered.map { o -> Double in
                    guard o.r < 0, case .interval(let a, _) = (along == .x ? all[o.i].spec.y : all[o.i].spec.x) else { return .nan }
                    return a.value.number ?? a.value.date?.timeIntervalSinceReferenceDate ?? .nan
                }
                rowAt = { ordered.indices.contains($0) ? ordered[$0] : nil }
            }
            let name = key(first).isEmpty ? Self.valueName(first, along: along, fallback: y?.title) : key(first)
            // Points drawn over their own line say nothing new.
            if series.contains(where: { $0.x == xs && $0.y.elementsEqual(ys) { $0 == $1 || ($0.isNaN && $1.isNaN) } }) { continue }
            @Sendable func spec(_ o: (i: Int, r: Int)) -> MarkSpec { o.r < 0 ? all[o.i].spec : all[o.i].spec.row(o.r) }
            var described = SeriesDescription(name: name, isContinuous: first.kind == .line || first.kind == .area, x: xs, y: ys,
                                              labels: PointLabels { rowAt($0).map { labeler.label(for: spec($0)) } ?? "" })
            // An area from one constant start (a gradient under a line, `yStart: .value("", 0)`) stands
            // on a baseline: the series is its ends, and the constant is not its lowest value.
            let finiteLows = lows.filter(\.isFinite)
            let baseline = first.kind == .area && finiteLows.count > 1 && finiteLows.allSatisfy { $0 == finiteLows[0] }
            if !finiteLows.isEmpty, !baseline { described.low = lows }
            if runRows > 0 { described.rowCount = xs.count + runRows }
            if let sx = layout.x, let sy = layout.y {
                described.places = PointPlaces { i in
                    guard let o = rowAt(i) else { return nil }
                    return o.r < 0 ? Self.place(all[o.i], x: sx, y: sy) : Self.place(spec(o), stackEnd: nil, x: sx, y: sy)
                }
            }
            series.append(described)
        }
        self.init(kind: kind, x: x, y: y, series: series)
        let first = marks.first?.spec
        seriesTitle = valueFromColor ? Self.title(marks, along.other)
            : first?.series?.label ?? first?.style.foregroundBy?.label ?? first?.style.symbolBy?.label ?? first?.style.lineStyleBy?.label
    }

    /// The axis the marks stand along: y for horizontal bars and for marks on a category y
    /// axis over a continuous x; the continuous axis of a heat map; x otherwise.
    static func independentAxis(_ marks: [ResolvedMark], layout: ChartLayout, valueFromColor: Bool) -> PositionAxis {
        if layout.x == nil && layout.y != nil { return .y }
        if valueFromColor { return layout.x?.kind == .band && layout.y?.kind != .band ? .y : .x }
        let alongY = marks.filter { $0.valueAxis == .x }.count > marks.filter { $0.valueAxis == .y }.count
        return alongY || (layout.y?.kind == .band && layout.x.map { $0.kind != .band } == true) ? .y : .x
    }

    /// The name of an unnamed series: the `.value` label of what it measures, "Min to Max" for a range.
    static func valueName(_ m: ResolvedMark, along: PositionAxis, fallback: String?) -> String {
        let labels = (along == .x ? m.spec.y : m.spec.x).slots.map(\.label)
        if labels.count == 2, labels[0] != labels[1] { return labels[0] + " – " + labels[1] }
        return labels.first ?? fallback ?? "Series"
    }

    /// Where a mark's value is drawn: its point, or the end of its bar, in picture coordinates.
    static func place(_ m: ResolvedMark, x: PositionScale, y: PositionScale) -> (x: Double, y: Double)? {
        place(m.spec, stackEnd: m.valueAxis.flatMap { axis in m.stacked.map { (axis, $0.end) } }, x: x, y: y)
    }

    /// Where a mark (or a run's row, ``MarkSpec/row(_:)``) is drawn: its value's position, or on the
    /// axis of its stack, `stackEnd`'s.
    static func place(_ spec: MarkSpec, stackEnd: (axis: PositionAxis, end: Double)?, x: PositionScale,
                      y: PositionScale) -> (x: Double, y: Double)? {
        func coordinate(_ e: AxisEncoding, _ scale: PositionScale, _ axis: PositionAxis) -> Double? {
            if let s = stackEnd, s.axis == axis { return scale.map(s.end) }
            guard let last = e.lastSlot else { return nil }
            return scale.position(of: last)
        }
        guard let px = coordinate(spec.x, x, .x), let py = coordinate(spec.y, y, .y), px.isFinite, py.isFinite else { return nil }
        return (px, py)
    }

    /// The run of a series that is one run of more rows than are sorted (``sortLimit``), each row a
    /// single value along `along` and none a category, which is described as it is (as ``runRows``
    /// describes it: its values along, and its values or interval starts across); `nil` otherwise.
    static func loneLongRun(_ members: [Int], _ marks: [ResolvedMark], along: PositionAxis, categories: [String: Int]) -> MarkRun? {
        guard members.count == 1, categories.isEmpty, case let spec = marks[members[0]].spec, let run = spec.run,
              run.count > sortLimit, run.stacked == nil, case .value = along == .x ? spec.x : spec.y,
              // Long bars are described by the rows a line of them would keep (see ``runRows``).
              !(marks[members[0]].kind == .bar && run.count > 4 * ColumnThinner.bucketCount) else { return nil }
        return run
    }

    /// The rows of a run as described points: x along `along`, y across it, each with its row.
    static func runRows(_ m: ResolvedMark, _ run: MarkRun, along: PositionAxis,
                        categories: [String: Int]) -> (rows: [(x: Double, y: Double, r: Int)], thinnedAway: Int) {
        let (xs, ys) = along == .x ? (run.xs, run.ys) : (run.ys, run.xs)
        guard case .value(let slot) = along == .x ? m.spec.x : m.spec.y else { return ([], 0) }
        // Numbers and dates are described by their own values; only categories need looking up.
        if categories.isEmpty {
            // Long bars are described by the rows a line of them would keep (M4: each slice's first,
            // lowest, highest and last), as a long line is: the extremes and ends are the same.
            if m.kind == .bar && run.count > 4 * ColumnThinner.bucketCount {
                let kept = ColumnThinner.m4(x: xs, y: ys, rows: 0..<run.count)
                return (kept.map { (xs[$0], ys[$0], $0) }, run.count - kept.count)
            }
            return ((0..<run.count).map { (xs[$0], ys[$0], $0) }, 0)
        }
        return ((0..<run.count).compactMap { r in number(slot.with(xs[r]).value, categories: categories).map { ($0, ys[r], r) } }, 0)
    }

    /// The first or last value of an encoding, without making the array `slots` makes.
    static func slot(_ e: AxisEncoding, last: Bool) -> ValueSlot? {
        switch e {
        case .value(let s): return s
        case .interval(let a, let b): return last ? b : a
        case .absent, .fixed: return nil
        }
    }

    /// A series: marks of one kind with one name.
    struct GroupKey: Hashable { var kind: MarkKind; var name: String }

    /// Series longer than this keep their drawing order: sorting a million points would cost
    /// more than the rest of the description, and the statistics do not need it.
    static let sortLimit = 50_000

    /// A pie or donut: one series of sectors, their names along x and their values as y.
    static func sectors(_ marks: [ResolvedMark], labeler: MarkLabeler) -> ChartDescription {
        let names = marks.enumerated().map { i, m in
            m.spec.style.foregroundBy.map(labeler.format) ?? m.spec.series.map(labeler.format) ?? "\(i + 1)"
        }
        let values = marks.map { $0.spec.sector?.angle.value.number ?? .nan }
        let finite = values.filter(\.isFinite)
        let angleTitle = marks.first?.spec.sector?.angle.label ?? "Value"
        let nameTitle = marks.first?.spec.style.foregroundBy?.label ?? marks.first?.spec.series?.label ?? ""
        let x = AxisDescription(title: nameTitle, categories: names, words: ValueWords { "\($0)" })
        let y = AxisDescription(title: angleTitle, range: 0...max(0, finite.max() ?? 0),
                                words: ValueWords { labeler.format(ValueSlot(label: "", value: .number($0))) })
        let series = SeriesDescription(name: angleTitle, isContinuous: false, x: names.indices.map(Double.init), y: values,
                                       labels: PointLabels { marks.indices.contains($0) ? labeler.label(for: marks[$0]) : "" })
        return ChartDescription(kind: .sector, x: x, y: y, series: [series])
    }

    /// A position axis as described: categories of a band scale, the range of a numeric or
    /// date scale, with its grid lines where its ticks are.
    static func axis(_ scale: PositionScale, ticks: [AxisTickMark], title: String, labeler: MarkLabeler,
                     position: String? = nil) -> AxisDescription {
        switch scale.kind {
        case .band:
            let categories = scale.band?.domain ?? []
            return AxisDescription(title: title, categories: categories, gridlines: categories.indices.map(Double.init),
                                   position: position, words: ValueWords { v in
                                       guard let i = AxisDescription.index(v), categories.indices.contains(i) else { return "" }; return categories[i]
                                   })
        case .linear:
            let lo = min(scale.domain.lo, scale.domain.hi), hi = max(scale.domain.lo, scale.domain.hi)
            return AxisDescription(title: title, range: lo...hi, gridlines: ticks.compactMap { $0.value.number },
                                   isLogarithmic: scale.transform == .log, position: position,
                                   words: ValueWords { labeler.format(ValueSlot(label: "", value: .number($0))) })
        case .time:
            let lo = min(scale.domain.lo, scale.domain.hi), hi = max(scale.domain.lo, scale.domain.hi)
            return AxisDescription(title: title, range: lo...hi,
                                   gridlines: ticks.compactMap { $0.value.date?.timeIntervalSinceReferenceDate }, isDate: true,
                                   position: position, words: ValueWords {
                                       labeler.format(ValueSlot(label: "", value: .date(Date(timeIntervalSinceReferenceDate: $0)), unit: .day))
                                   })
        }
    }

    /// The `.value` label of the first mark plotting something along `axis`.
    static func title(_ marks: [ResolvedMark], _ axis: PositionAxis) -> String {
        for m in marks {
            switch axis == .x ? m.spec.x : m.spec.y {
            case .value(let s): return s.label
            case .interval(let a, let b): return a.label == b.label ? a.label : a.label + " – " + b.label
            case .absent, .fixed: continue
            }
        }
        return ""
    }

    /// A value as a number on its axis: itself, seconds since 2001, or its category's index.
    static func number(_ v: DataValue, categories: [String: Int]) -> Double? {
        switch v {
        case .number(let n): return categories.isEmpty ? n : categories[v.categoryKey].map(Double.init)
        case .date(let d): return categories.isEmpty ? d.timeIntervalSinceReferenceDate : categories[v.categoryKey].map(Double.init)
        case .string: return categories[v.categoryKey].map(Double.init)
        }
    }

    /// Rows sorted by x, rows of equal x keeping their order.
    static func stableSorted<Row>(_ rows: [(x: Double, y: Double, i: Int, r: Row)]) -> [(x: Double, y: Double, i: Int, r: Row)] {
        var sorted = true
        for i in rows.indices.dropFirst() where rows[i].x < rows[i - 1].x { sorted = false; break }
        if sorted { return rows }
        return rows.enumerated().sorted { a, b in a.element.x != b.element.x ? a.element.x < b.element.x : a.offset < b.offset }.map(\.element)
    }
}
