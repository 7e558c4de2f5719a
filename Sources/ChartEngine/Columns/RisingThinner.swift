/// M4 fed one row at a time, for a series whose x rises from its first row to its last: what
/// ``ColumnThinner`` keeps of the same rows, found without storing the rows first, so a million rows
/// read from a `ForEach` cost no columns. It gives up (``add(_:x:y:)`` returns `false`) at a row
/// that is not finite or whose x turns back; the caller then thins the rows the usual way.
///
/// ```swift
/// var m4 = RisingThinner(from: xs[0], to: xs[n - 1])
/// for r in 0..<n where !m4.add(r, x: xs[r], y: ys[r]) { break }
/// let (rows, x, y) = m4.finish()
/// ```
package struct RisingThinner {
    @usableFromInline let lo: Double, scale: Double, buckets: Int
    /// The rows kept so far, ascending, and their values.
    @usableFromInline var rows: [Int] = [], xs: [Double] = [], ys: [Double] = []
    @usableFromInline var open = false, edge = -Double.infinity, previous = -Double.infinity
    @usableFromInline var first = Point(), low = Point(), high = Point(), last = Point()

    @usableFromInline
    struct Point {
        @usableFromInline var row = 0, x = 0.0, y = 0.0

        @inlinable init(row: Int = 0, x: Double = 0, y: Double = 0) { self.row = row; self.x = x; self.y = y }
    }

    /// Buckets over `lo...hi` as ``ColumnThinner`` makes them; `nil` unless `lo < hi`, both finite.
    package init?(from lo: Double, to hi: Double, buckets: Int = ColumnThinner.bucketCount) {
        guard lo.isFinite, hi.isFinite, lo < hi else { return nil }
        self.lo = lo; scale = Double(buckets) / (hi - lo); self.buckets = buckets
        rows.reserveCapacity(4 * buckets + 16); xs.reserveCapacity(4 * buckets + 16); ys.reserveCapacity(4 * buckets + 16)
    }

    /// Takes the next row; `false` when it is not finite or x turns back, which this thinner does not handle.
    /// Inlinable, so that the reader of each row runs it in its own loop.
    @inlinable @inline(__always)
    package mutating func add(_ row: Int, x v: Double, y w: Double) -> Bool {
        guard v >= previous, v.isFinite, w.isFinite else { return false }
        previous = v
        if open && v < edge {
            last = Point(row: row, x: v, y: w)
            if w < low.y { low = last } else if w > high.y { high = last }
            return true
        }
        if open { flush() }
        let b = min(buckets - 1, max(0, Int(saturating: (v - lo) * scale)))
        edge = b == buckets - 1 ? .infinity : lo + Double(b + 1) / scale
        first = Point(row: row, x: v, y: w); low = first; high = first; last = first; open = true
        return true
    }

    /// Takes `count` rows at once, numbered from `firstRow`, their values in `xs` and `ys` (read from
    /// index 0: a chunk of a reader's rows, or the rows of an array's elements in place); `false`
    /// at the first row that ``add(_:x:y:)`` would refuse (the rows before it are taken). The usual
    /// rows (in the open bucket, x not turning back, finite) go through a loop of their own that
    /// keeps its state in registers: a reader calls this with a few hundred rows at a time.
    package mutating func add(_ count: Int, from firstRow: Int, x xs: StridedColumn, y ys: StridedColumn) -> Bool {
        var i = 0
        while i < count {
            if open {
                // One scalar per register: the last row's x is `p`, and rows are found again by index.
                var p = previous, lastI = -1, lastY = last.y
                var lowI = -1, lowY = low.y, highI = -1, highY = high.y
                let e = edge
                while i < count {
                    let v = xs[i], w = ys[i]
                    guard v < e && v >= p && w.isFinite else { break }
                    p = v; lastI = i; lastY = w
                    if w < lowY { lowI = i; lowY = w } else if w > highY { highI = i; highY = w }
                    i += 1
                }
                previous = p
                if lastI >= 0 { last = Point(row: firstRow + lastI, x: p, y: lastY) }
                if lowI >= 0 { low = Point(row: firstRow + lowI, x: xs[lowI], y: lowY) }
                if highI >= 0 { high = Point(row: firstRow + highI, x: xs[highI], y: highY) }
                if i == count { return true }
            }
            guard add(firstRow + i, x: xs[i], y: ys[i]) else { return false }
            i += 1
        }
        return true
    }

    /// The kept rows, ascending, with their x and y.
    package mutating func finish() -> (rows: [Int], x: [Double], y: [Double]) {
        if open { flush(); open = false }
        return (rows, xs, ys)
    }

    /// Appends a bucket's four rows in ascending order, each once, as ``ColumnThinner`` does.
    @usableFromInline
    mutating func flush() {
        let (a, b) = low.row <= high.row ? (low, high) : (high, low)
        keep(first)
        if a.row != first.row { keep(a) }
        if b.row != a.row { keep(b) }
        if last.row != b.row { keep(last) }
    }

    private mutating func keep(_ p: Point) {
        rows.append(p.row); xs.append(p.x); ys.append(p.y)
    }
}
