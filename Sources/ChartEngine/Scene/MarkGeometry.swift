import ChartScene
import Foundation

/// Turns resolved marks into plot coordinates, given the scales of the layout stage.
package struct MarkGeometry: Sendable {
    package var plot: SceneRect
    /// The chart's whole frame, which annotations stay inside.
    package var frame: SceneRect
    package var x: PositionScale?
    package var y: PositionScale?
    package var styles: StyleScales
    /// Where sector marks sit, when the chart has any.
    package var polar: PolarLayout?
    /// The smallest distance between distinct positions on each continuous axis: the "step" that
    /// sizes bars and rectangles on an axis without bands.
    package var xStep: Double
    package var yStep: Double
    /// Whether the rectangle marks' own numbers differ along each axis: rectangles of one number with no
    /// step among them reach from zero to it.
    var xRectanglesVary = false
    var yRectanglesVary = false

    /// Bars fill 80% of their band or calendar unit unless sized explicitly.
    static let barRatio = 0.8
    /// Rectangles default to 70% of the step, as Swift Charts documents.
    static let rectangleRatio = 0.7
    /// Size used on a continuous axis where no step can be found.
    static let fallbackWidth = 10.0

    package init(layout: ChartLayout, marks: [ResolvedMark], styles: StyleScales, polar: PolarLayout? = nil) {
        plot = layout.plot; frame = layout.frame; x = layout.x; y = layout.y; self.styles = styles; self.polar = polar
        // Only marks with an extent across an axis use the step; lines and points alone skip the sort.
        let sized = marks.contains { $0.kind == .bar || $0.kind == .rectangle || $0.kind == .area }
        xStep = (sized ? Self.minimumStep(marks: marks, axis: .x, scale: layout.x) : nil) ?? Self.fallbackWidth
        yStep = (sized ? Self.minimumStep(marks: marks, axis: .y, scale: layout.y) : nil) ?? Self.fallbackWidth
        if marks.contains(where: { $0.kind == .rectangle }) {
            xRectanglesVary = Self.rectanglesVary(marks, axis: .x)
            yRectanglesVary = Self.rectanglesVary(marks, axis: .y)
        }
    }

    /// Whether the rectangle marks place at least two different numbers along `axis`.
    static func rectanglesVary(_ marks: [ResolvedMark], axis: PositionAxis) -> Bool {
        var first: Double?
        for m in marks where m.kind == .rectangle {
            guard case .value(let s) = axis == .x ? m.spec.x : m.spec.y, let v = s.value.number else { continue }
            // A vectorized plot's run holds many rows: keep sizing its rectangles by their step.
            if m.spec.run != nil { return true }
            if let f = first, f != v { return true }
            first = first ?? v
        }
        return false
    }

    /// Whether `m`'s positions on `axis` count towards its step: those across a mark's value axis,
    /// and both of a rectangle's, which is sized against the step on each axis (a heat map's cells
    /// are as tall as its rows are apart, as they are as wide as its columns).
    static func steps(_ m: ResolvedMark, _ axis: PositionAxis) -> Bool {
        m.valueAxis != axis || m.kind == .rectangle
    }

    static func minimumStep(marks: [ResolvedMark], axis: PositionAxis, scale: PositionScale?) -> Double? {
        guard let scale, scale.kind != .band else { return nil }
        if let step = loneRunStep(marks: marks, axis: axis, scale: scale) { return step }
        var positions: [Double] = []
        for m in marks where Self.steps(m, axis) {
            guard case .value(let s) = axis == .x ? m.spec.x : m.spec.y, s.unit == nil else { continue }
            if let run = m.spec.run {
                positions += scale.positions(of: axis == .x ? run.xs : run.ys, like: s).filter { !$0.isNaN }
            } else if let p = scale.position(of: s.value) {
                positions.append(p)
            }
        }
        guard positions.count > 1 else { return nil }
        // A long run's positions usually rise already: checking costs a pass, sorting a million of them far more.
        let sorted = positions.withUnsafeBufferPointer { p in (1..<p.count).allSatisfy { p[$0 - 1] <= p[$0] } }
        // Only the distinct positions count: a grid's million cells lie on a thousand columns, whose
        // positions are found once each and sorted instead of the million.
        if !sorted { positions = Self.distinctPositions(positions) ?? positions.sorted() }
        var best = Double.infinity
        for i in 1..<positions.count where positions[i] - positions[i - 1] > 0.5 {
            best = min(best, positions[i] - positions[i - 1])
        }
        if !best.isFinite {
            // Spread over the distinct positions: a grid's rows repeat each column's position once per row.
            var distinct = 1
            for i in 1..<positions.count where positions[i] > positions[i - 1] { distinct += 1 }
            best = denseStep(span: positions[positions.count - 1] - positions[0], count: distinct)
        }
        return best.isFinite ? min(best, scale.length / 2) : nil
    }

    /// The distinct values of `positions`, sorted (a negative zero taken for zero); `nil` when there
    /// are too many distinct values for them to be found faster than all are sorted.
    static func distinctPositions(_ positions: [Double]) -> [Double]? {
        guard positions.count > 4_096 else { return nil }
        let capacity = 1 << 14, limit = capacity / 2, mask = capacity - 1
        var table = [UInt64](repeating: 0, count: capacity), used = [Bool](repeating: false, count: capacity)
        var distinct: [Double] = []
        let complete = positions.withUnsafeBufferPointer { p in
            table.withUnsafeMutableBufferPointer { table in
                used.withUnsafeMutableBufferPointer { used in
                    for v in p {
                        let bits = (v + 0).bitPattern
                        var h = Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> 50) & mask
                        while used[h], table[h] != bits { h = (h + 1) & mask }
                        if used[h] { continue }
                        guard distinct.count < limit else { return false }
                        used[h] = true; table[h] = bits
                        distinct.append(v + 0)
                    }
                    return true
                }
            }
        }
        guard complete else { return nil }
        distinct.sort()
        return distinct
    }

    /// The step of positions that are all within half a point of the next: their mean spacing, so
    /// that bars too dense to be told apart fill the plot as wide as their data and no wider
    /// (a million bars across a 600-point plot are each a sliver, and together an area).
    /// Infinite when they do not spread at all.
    static func denseStep(span: Double, count: Int) -> Double {
        guard count > 1, span.isFinite, span > 0 else { return .infinity }
        return span / Double(count - 1)
    }

    /// The step of a chart whose only positions on `axis` are one run's that rise or fall all the way
    /// (a long set of bars): found in one pass over the run, with no column of positions made or
    /// sorted. `nil` when the chart is not like that; `.some(nil)` when it has no step.
    static func loneRunStep(marks: [ResolvedMark], axis: PositionAxis, scale: PositionScale) -> Double?? {
        var lone: (run: MarkRun, slot: ValueSlot)?
        for m in marks where Self.steps(m, axis) {
            guard case .value(let s) = axis == .x ? m.spec.x : m.spec.y, s.unit == nil else { continue }
            guard lone == nil, let run = m.spec.run else { return nil }
            lone = (run, s)
        }
        guard let (run, slot) = lone, scale.transform == .identity else { return nil }
        switch (scale.kind, slot.value) {
        case (.linear, .number), (.time, .date): break
        default: return nil
        }
        let values = axis == .x ? run.xs : run.ys
        let linear = scale.linear
        var best = Double.infinity, previous = Double.nan, count = 0, rising: Bool?, first = Double.nan, distinct = 1
        for v in values where v.isFinite {
            let p = linear.map(v)
            if count == 0 { first = p }
            count += 1
            if !previous.isNaN {
                let d = p - previous
                if d != 0 {
                    if let r = rising, r != (d > 0) { return nil }
                    rising = d > 0
                    distinct += 1
                }
                if abs(d) > 0.5 { best = min(best, abs(d)) }
            }
            previous = p
        }
        guard count > 1 else { return .some(nil) }
        // Spread over the distinct positions: a grid's rows, row after row, repeat each row's position.
        if !best.isFinite { best = denseStep(span: abs(previous - first), count: distinct) }
        return .some(best.isFinite ? min(best, scale.length / 2) : nil)
    }

    func scale(_ axis: PositionAxis) -> PositionScale? { axis == .x ? x : y }
    func plotStart(_ axis: PositionAxis) -> Double { axis == .x ? plot.minX : plot.minY }
    func plotEnd(_ axis: PositionAxis) -> Double { axis == .x ? plot.maxX : plot.maxY }
    func step(_ axis: PositionAxis) -> Double { axis == .x ? xStep : yStep }

    /// The coordinate of a mark on `axis`, as `position(_:axis:)` gives it for the mark's encoding;
    /// a single value is matched in place, which copies less than passing the whole encoding.
    package func position(of m: ResolvedMark, axis: PositionAxis) -> Double? {
        switch axis {
        case .x:
            if case .value(let s) = m.spec.x { return x?.position(of: s) }
            return position(m.spec.x, axis: .x)
        case .y:
            if case .value(let s) = m.spec.y { return y?.position(of: s) }
            return position(m.spec.y, axis: .y)
        }
    }

    /// The coordinate of a single value on `axis` (band or unit centre), or a fixed coordinate.
    package func position(_ e: AxisEncoding, axis: PositionAxis) -> Double? {
        switch e {
        case .value(let s): return axis == .x ? x?.position(of: s) : y?.position(of: s)
        case .interval(let a, let b):
            guard let p = axis == .x ? x?.position(of: a) : y?.position(of: a),
                  let q = axis == .x ? x?.position(of: b) : y?.position(of: b) else { return nil }
            return (p + q) / 2
        case .fixed(let s, _):
            return plotStart(axis) + (s ?? (plotEnd(axis) - plotStart(axis)) / 2)
        case .absent:
            return (plotStart(axis) + plotEnd(axis)) / 2
        }
    }

    /// The extent of a mark across `axis` when the axis is not its value axis: its band or unit,
    /// sized by `dimension` (with `ratio` for `.automatic`) and split for `position(by:)`.
    package func crossExtent(_ m: ResolvedMark, axis: PositionAxis, dimension: DimensionSpec, ratio: Double) -> (Double, Double)? {
        let e = axis == .x ? m.spec.x : m.spec.y
        switch e {
        case .interval(let a, let b):
            guard let s = scale(axis) else { return nil }
            let sa = s.span(of: a), sb = s.span(of: b)
            guard let p = sa?.start ?? s.position(of: a), let q = sb?.end ?? s.position(of: b) else { return nil }
            return (p, q)
        case .fixed(let s, let t):
            return (plotStart(axis) + (s ?? 0), plotStart(axis) + (t ?? (plotEnd(axis) - plotStart(axis))))
        case .absent:
            return (plotStart(axis), plotEnd(axis))
        case .value(let slot):
            guard let s = scale(axis) else { return nil }
            var span: (start: Double, end: Double)
            var hasSpan = true
            if let sp = s.span(of: slot) { span = sp } else {
                guard let p = s.position(of: slot) else { return nil }
                let w = step(axis)
                span = (p - w / 2, p + w / 2); hasSpan = false
            }
            let full = abs(span.end - span.start), mid = (span.start + span.end) / 2
            if let dodge = m.spec.style.dodge, let key = m.dodgeKey, let i = styles.dodgeIndex[key] {
                let group = dodge.span.length(step: full, fallbackRatio: ratio)
                let n = Double(styles.dodgeDomain.count)
                let sub = group / n
                let start = mid - group / 2 + Double(i) * sub
                let w = dimension == .automatic ? sub : dimension.length(step: sub, fallbackRatio: 1)
                let c = start + sub / 2
                return (c - w / 2, c + w / 2)
            }
            let w = hasSpan || dimension != .automatic ? dimension.length(step: full, fallbackRatio: ratio) : full * ratio
            return (mid - w / 2, mid + w / 2)
        }
    }

    /// The extent of a bar or area along its value axis: its stack, its interval, or fixed coordinates.
    package func valueExtent(_ m: ResolvedMark, axis: PositionAxis) -> (Double, Double)? {
        let e = axis == .x ? m.spec.x : m.spec.y
        guard let s = scale(axis) else {
            if case .fixed = e { return crossExtent(m, axis: axis, dimension: .automatic, ratio: 1) }
            return nil
        }
        if let st = m.stacked, s.kind == .linear {
            guard let end = s.map(st.end) else { return nil }
            return (st.start == 0 ? s.baseline : s.map(st.start) ?? s.baseline, end)
        }
        switch e {
        case .interval(let a, let b):
            guard let p = s.position(of: a.value), let q = s.position(of: b.value) else { return nil }
            return (p, q)
        case .value(let slot):
            if s.kind == .linear, let v = slot.value.number, v.isFinite {
                guard let p = s.map(v) else { return nil }
                return (s.baseline, p)
            }
            return crossExtent(m, axis: axis, dimension: .automatic, ratio: 1)
        case .fixed, .absent:
            return crossExtent(m, axis: axis, dimension: .automatic, ratio: 1)
        }
    }

    /// The rectangle of a bar: its value extent along the value axis and its band across.
    package func barRect(_ m: ResolvedMark) -> SceneRect? {
        let axis = m.valueAxis ?? .y
        let crossDim = axis == .y ? m.spec.width : m.spec.height
        guard let v = valueExtent(m, axis: axis),
              let c = crossExtent(m, axis: axis.other, dimension: crossDim, ratio: Self.barRatio) else { return nil }
        return rect(valueAxis: axis, value: shifted(v, m, axis: axis), cross: shifted(c, m, axis: axis.other))
    }

    /// The rectangle of a rectangle mark: on each axis its interval, or its value sized by the dimension.
    package func rectangleRect(_ m: ResolvedMark) -> SceneRect? {
        guard let x0 = rectExtent(m, axis: .x, dimension: m.spec.width),
              let y0 = rectExtent(m, axis: .y, dimension: m.spec.height) else { return nil }
        let xs = shifted(x0, m, axis: .x), ys = shifted(y0, m, axis: .y)
        return SceneRect(x: min(xs.0, xs.1), y: min(ys.0, ys.1), width: abs(xs.1 - xs.0), height: abs(ys.1 - ys.0))
    }

    func rectExtent(_ m: ResolvedMark, axis: PositionAxis, dimension: DimensionSpec) -> (Double, Double)? {
        let e = axis == .x ? m.spec.x : m.spec.y
        if case .value(let slot) = e, let s = scale(axis), s.span(of: slot) == nil, let p = s.position(of: slot) {
            // A number with no size given and no step between the rectangles' numbers reaches from the baseline to
            // the value, as a one-dimensional bar does: Apple's RectangleMark pages draw
            // `RectangleMark(x: .value("Rect X", 3))` from 0 to 3 across the plot.
            let vary = axis == .x ? xRectanglesVary : yRectanglesVary
            if dimension == .automatic, !vary, s.kind == .linear, let v = slot.value.number, v.isFinite, let q = s.map(v) {
                return (s.baseline, q)
            }
            // A continuous value: centred, sized by the dimension against the step.
            let w = dimension.length(step: step(axis), fallbackRatio: Self.rectangleRatio)
            return (p - w / 2, p + w / 2)
        }
        return crossExtent(m, axis: axis, dimension: dimension, ratio: Self.rectangleRatio)
    }

    func rect(valueAxis: PositionAxis, value: (Double, Double), cross: (Double, Double)) -> SceneRect {
        let (v0, v1) = (min(value.0, value.1), max(value.0, value.1))
        let (c0, c1) = (min(cross.0, cross.1), max(cross.0, cross.1))
        return valueAxis == .y
            ? SceneRect(x: c0, y: v0, width: c1 - c0, height: v1 - v0)
            : SceneRect(x: v0, y: c0, width: v1 - v0, height: c1 - c0)
    }
}
