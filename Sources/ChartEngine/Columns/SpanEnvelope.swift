import ChartScene

/// Draws many spans of one style (rules between two values, rectangles) as the region they cover
/// together, merged per device pixel column, instead of an element per span.
///
/// Each span covers `crossLo...crossHi` across the columns and `valueLo...valueHi` along them. Spans
/// are gathered in the column their middle falls in, an eighth of a pixel of the default 2× PNG
/// wide; there, spans whose values overlap or touch are drawn as one rectangle from the leftmost to
/// the rightmost edge among them, and spans apart along the values stay apart. So a lone span keeps
/// its exact edges, a wide one is drawn whole, and where spans that share a column end at different
/// values, the picture moves by at most that eighth of a pixel; a million rules of a 600-point plot
/// become about ten thousand rectangles. All rectangles turn the same way, so the one path they make
/// fills their union.
///
/// ```swift
/// let path = SpanEnvelope.path(crossLo: xs0, crossHi: xs1, valueLo: ys0, valueHi: ys1) {
///     ScenePoint($0, $1)   // columns across x, values along y
/// }
/// ```
package enum SpanEnvelope {
    /// The width of a column: an eighth of half a point, the pixel of the default 2× PNG.
    package static let columnWidth = 0.5 / 8

    /// The union of the spans `i` of the four columns (picture coordinates; a span's ends in either
    /// order), as rectangles; `point` makes a picture point from a cross and a value coordinate.
    /// Spans with a coordinate that is not finite, or of no extent, draw nothing.
    package static func path(crossLo: [Double], crossHi: [Double], valueLo: [Double], valueHi: [Double],
                             point: (Double, Double) -> ScenePoint) -> ScenePath {
        var path = ScenePath()
        let n = min(crossLo.count, crossHi.count, valueLo.count, valueHi.count)
        guard n > 0 else { return path }
        let cw = columnWidth
        func rectangle(_ a: Double, _ b: Double, _ u: Double, _ w: Double) {
            path.move(to: point(a, u)); path.addLine(to: point(b, u)); path.addLine(to: point(b, w)); path.addLine(to: point(a, w))
            path.closeSubpath()
        }
        // The columns the spans fall in.
        var lo = Double.infinity, hi = -Double.infinity
        for i in 0..<n {
            let m = (crossLo[i] + crossHi[i]) / 2
            if m.isFinite { lo = min(lo, m); hi = max(hi, m) }
        }
        guard lo <= hi else { return path }
        let first = (lo / cw).rounded(.down), columns = Int(saturating: (hi / cw).rounded(.down) - first) + 1
        // Spans too far apart for columns (over more than 250,000 points) are all drawn whole.
        let narrowOK = columns > 0 && columns <= 1 << 22
        // Counting sort of the spans by column: where each column's spans start in `order`.
        var column = [Int32](repeating: -1, count: n)
        var starts = [Int](repeating: 0, count: narrowOK ? columns + 1 : 1)
        for i in 0..<n {
            let a = min(crossLo[i], crossHi[i]), b = max(crossLo[i], crossHi[i])
            let u = min(valueLo[i], valueHi[i]), w = max(valueLo[i], valueHi[i])
            guard a.isFinite, b.isFinite, u.isFinite, w.isFinite, b > a, w > u else { continue }
            if !narrowOK {
                rectangle(a, b, u, w)
                continue
            }
            let k = Int(saturating: ((a + b) / 2 / cw).rounded(.down) - first)
            guard k >= 0, k < columns else { rectangle(a, b, u, w); continue }
            column[i] = Int32(truncatingIfNeeded: k)
            starts[k + 1] += 1
        }
        guard narrowOK else { return path }
        for k in 0..<columns { starts[k + 1] += starts[k] }
        var order = [Int32](repeating: 0, count: starts[columns])
        var next = Array(starts.dropLast())
        for i in 0..<n where column[i] >= 0 {
            let k = Int(column[i])
            order[next[k]] = Int32(truncatingIfNeeded: i)
            next[k] += 1
        }
        column = []; next = []
        // Per column, the spans by their lower value (then their row, so that the same spans always
        // draw the same path), merged where they overlap or touch.
        // The spans of a column are in row order; they are sorted by one integer key each: the lower
        // value as a single-precision number's ordered bits (a picture coordinate, to well under a
        // thousandth of a point), then the place in the column, which is the row's order. Each span is
        // then read whole, its values exact.
        var keys: [UInt64] = []
        for k in 0..<columns where starts[k] < starts[k + 1] {
            keys.removeAll(keepingCapacity: true)
            for j in starts[k]..<starts[k + 1] {
                let i = Int(order[j])
                let bits = Float(min(valueLo[i], valueHi[i])).bitPattern
                let ordered = bits >> 31 == 1 ? ~bits : bits | 1 << 31
                keys.append(UInt64(ordered) << 32 | UInt64(j - starts[k]))
            }
            if !keys.indices.dropFirst().allSatisfy({ keys[$0 - 1] <= keys[$0] }) { keys.sort() }
            func span(_ key: UInt64) -> (u: Double, w: Double, a: Double, b: Double) {
                let i = Int(order[starts[k] + Int(key & 0xFFFF_FFFF)])
                return (min(valueLo[i], valueHi[i]), max(valueLo[i], valueHi[i]), min(crossLo[i], crossHi[i]), max(crossLo[i], crossHi[i]))
            }
            var piece = span(keys[0])
            for key in keys.dropFirst() {
                let s = span(key)
                if s.u <= piece.w {
                    // Spans whose lower values round to one key may come in either order: the lowest starts the piece.
                    piece.u = min(piece.u, s.u)
                    piece.w = max(piece.w, s.w); piece.a = min(piece.a, s.a); piece.b = max(piece.b, s.b)
                } else {
                    rectangle(piece.a, piece.b, piece.u, piece.w)
                    piece = s
                }
            }
            rectangle(piece.a, piece.b, piece.u, piece.w)
        }
        return path
    }
}
