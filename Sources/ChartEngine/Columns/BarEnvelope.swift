import ChartScene

/// Draws the bars of a long run as the outline they make together, per device pixel column,
/// instead of a rectangle per bar.
///
/// Bars of one run share one style and grow from one baseline, so the bars on one side of it that
/// touch a pixel column cover it from the baseline to the farthest end among them: their union is
/// that column's envelope. Each column of ``columnWidth`` (a pixel of the default 2× PNG) is drawn
/// from the leftmost to the rightmost edge of the bars that touch it, so a lone bar keeps its exact
/// edges; bars wider than a column cover each of their columns. Bars narrower than a column merge
/// per eighth of a column instead, so that the share of a pixel the tallest of them cover, which
/// its shade shows, is kept. Neighbouring columns join into one polygon per stretch of touching bars, with
/// a corner only where the envelope changes, so a million bars become a few thousand points.
/// Bars on either side of the baseline are drawn apart.
///
/// ```swift
/// let path = BarEnvelope.path(cross: xs, value: ys, base: 300, halfWidth: 0.2, span: (40, 640)) {
///     ScenePoint($0, $1)   // vertical bars: cross is x, value is y
/// }
/// ```
package enum BarEnvelope {
    /// The width of a column: half a point, a pixel of the default 2× PNG (as lines are thinned).
    package static let columnWidth = 0.5
    /// Bars are gathered into bins this much finer than a column: a bin stands for its bars'
    /// extreme edges, so a bar in a bin next to a column is counted in it only when one of them reaches it.
    static let binsPerColumn = 8

    /// The outline of the bars centred at `cross` (across the bars) whose ends lie at `value` (along
    /// the value axis, as is `base`), each `2 × halfWidth` wide, over the columns of `span` (the
    /// plot's extent across the bars); `point` makes a picture point from a cross and a value
    /// coordinate. Rows whose coordinates are not finite draw nothing.
    ///
    /// With `crossMap` or `valueMap`, that column holds values, placed by the map as they are read,
    /// so no column of a million positions is made.
    package static func path(cross: [Double], value: [Double], crossMap: LinearScale? = nil, valueMap: LinearScale? = nil,
                             base: Double, halfWidth: Double, span: (lo: Double, hi: Double),
                             point: (Double, Double) -> ScenePoint) -> ScenePath {
        var path = ScenePath()
        guard halfWidth > 0, halfWidth.isFinite, base.isFinite, span.lo.isFinite, span.hi.isFinite, span.hi > span.lo else { return path }
        let cw = columnWidth, bw = cw / Double(binsPerColumn)
        // Columns a bar centred inside the span may touch, and a column either side.
        let first = Int(saturating: ((span.lo - halfWidth) / cw).rounded(.down)) - 1
        let last = Int(saturating: ((span.hi + halfWidth) / cw).rounded(.down)) + 1
        let columns = last - first + 1
        guard columns > 0, columns <= 1 << 22 else { return path }
        let bins = columns * binsPerColumn
        let origin = Double(first) * cw
        // Per bin and side (0: ends before the baseline, 1: after): the farthest reach and the extreme
        // centres, in flat buffers (side 1's bins after side 0's) written through pointers: the loop
        // runs once per bar, and a nested array's checks on each write cost more than the bar.
        let reachAll = UnsafeMutableBufferPointer<Double>.allocate(capacity: 2 * bins)
        let lowAll = UnsafeMutableBufferPointer<Double>.allocate(capacity: 2 * bins)
        let highAll = UnsafeMutableBufferPointer<Double>.allocate(capacity: 2 * bins)
        defer { reachAll.deallocate(); lowAll.deallocate(); highAll.deallocate() }
        reachAll.initialize(repeating: 0); lowAll.initialize(repeating: .infinity); highAll.initialize(repeating: -.infinity)
        let n = min(cross.count, value.count)
        let binCount = Double(bins)
        cross.withUnsafeBufferPointer { cs in
            value.withUnsafeBufferPointer { vs in
                for i in 0..<n {
                    let c = crossMap.map { m in cs[i].isFinite ? m.map(cs[i]) : .nan } ?? cs[i]
                    let d = (valueMap.map { m in vs[i].isFinite ? m.map(vs[i]) : .nan } ?? vs[i]) - base
                    // The bin as a fraction: NaN and positions off either end fail the test, so the
                    // conversion sees only numbers in 0..<bins, which it takes exactly.
                    let f = ((c - origin) / bw).rounded(.down)
                    guard f >= 0, f < binCount, d.isFinite, d != 0 else { continue }
                    let k = Int(exactly: f) ?? 0
                    let at = d < 0 ? k : bins + k, r = abs(d)
                    if r > reachAll[at] { reachAll[at] = r }
                    if c < lowAll[at] { lowAll[at] = c }
                    if c > highAll[at] { highAll[at] = c }
                }
            }
        }
        // Bars narrower than a column are outlined per bin: in a column of many thin bars, only some
        // reach the top, and a pixel they cover in part is drawn lighter; a bin keeps that share.
        let cell = 2 * halfWidth < cw ? bw : cw
        let cells = Int(saturating: (Double(columns) * cw / cell).rounded())
        // Many bars to a pixel cover the pixel the baseline crosses more than any one of them does: each
        // is blended over the others, so the row is drawn whole, as the outline's edge there is.
        let dense = Double(n) >= 4 * (span.hi - span.lo) / cw
        for s in 0..<2 {
            let sign = s == 0 ? -1.0 : 1.0
            let edge = dense ? (s == 0 ? (base / cw).rounded(.up) : (base / cw).rounded(.down)) * cw : base
            var outline: [(cross: Double, value: Double)] = []
            var openEnd = -Double.infinity
            func close() {
                guard let start = outline.first else { return }
                path.move(to: point(start.cross, edge))
                for p in outline { path.addLine(to: point(p.cross, p.value)) }
                path.addLine(to: point(openEnd, edge))
                path.closeSubpath()
                outline.removeAll(keepingCapacity: true)
            }
            let side = s * bins
            let reach = UnsafeBufferPointer(rebasing: reachAll[side..<side + bins])
            let low = UnsafeBufferPointer(rebasing: lowAll[side..<side + bins])
            let high = UnsafeBufferPointer(rebasing: highAll[side..<side + bins])
            for column in 0..<cells {
                let start = origin + Double(column) * cell, end = start + cell
                // Bins whose bars may touch the column: centres within half a bar of it.
                let from = max(0, Int(saturating: ((start - halfWidth - origin) / bw).rounded(.down)))
                let to = min(bins - 1, Int(saturating: ((end + halfWidth - origin) / bw).rounded(.down)))
                guard from <= to else { continue }
                var r = 0.0, left = Double.infinity, right = -Double.infinity
                for k in from...to where high[k] >= low[k] && low[k] - halfWidth < end && high[k] + halfWidth > start {
                    if reach[k] > r { r = reach[k] }
                    left = min(left, low[k] - halfWidth); right = max(right, high[k] + halfWidth)
                }
                left = max(left, start); right = min(right, end)
                guard r > 0, right > left else { continue }
                let v = base + sign * r
                if !outline.isEmpty && left == openEnd {
                    if let previous = outline.last, previous.value == v {
                        // A flat stretch: the last corner moves on.
                        outline[outline.count - 1].cross = right
                    } else {
                        outline.append((left, v)); outline.append((right, v))
                    }
                } else {
                    close()
                    outline.append((left, v)); outline.append((right, v))
                }
                openEnd = right
            }
            close()
        }
        return path
    }
}
