/// Thins columns of numbers before any mark exists: a vectorized line or area of a million rows
/// keeps, per bucket of x, the rows that decide its picture (M4 aggregation, Jugel et al., VLDB 2014:
/// the first, lowest, highest and last row of each bucket, in their original order).
///
/// The buckets are narrower than any plot's pixel columns (``bucketCount`` across the data's x extent),
/// so the line the renderer thins again per pixel column is the same line. Rows whose x or y is not
/// finite are kept, so the stages after this one report and skip them as they do for marks.
///
/// ```swift
/// let kept = ColumnThinner.m4(x: xs, y: ys, rows: Array(xs.indices))   // ascending row indices
/// ```
package enum ColumnThinner {
    /// Buckets across the x extent: twice the pixel columns of a 1,024-point-wide plot.
    package static let bucketCount = 2_048

    /// The rows of `rows` (one series, in drawing order) that M4 keeps, ascending. All of them when
    /// there are few, or when x turns back (M4 merges only rows that come one after another in x).
    package static func m4(x: [Double], y: [Double], rows: Range<Int>, buckets: Int = bucketCount) -> [Int] {
        thin(x, y, rows, buckets)
    }

    /// The rows of `rows`, ascending, that M4 keeps; see the range form.
    package static func m4(x: [Double], y: [Double], rows: [Int], buckets: Int = bucketCount) -> [Int] {
        thin(x, y, rows, buckets)
    }

    /// The rows `0..<count` that M4 keeps, ascending, reading each row's x and y where they lie in
    /// memory (the stored properties of an array's elements) instead of from columns copied out first.
    package static func m4(x: StridedColumn, y: StridedColumn, count: Int, buckets: Int = bucketCount) -> [Int] {
        thin(x, y, 0..<count, buckets)
    }

    /// M4 over `rows`, inlined into each concrete form so that the loop is specialized.
    @inline(__always)
    static func thin<Rows: BidirectionalCollection<Int>>(_ x: [Double], _ y: [Double], _ rows: Rows, _ buckets: Int) -> [Int] {
        guard rows.count > 4 * buckets else { return Array(rows) }
        return x.withUnsafeBufferPointer { xs in
            y.withUnsafeBufferPointer { ys in thin(xs, ys, rows, buckets) }
        }
    }

    @inline(__always)
    static func thin<Column: ThinnedColumn, Rows: BidirectionalCollection<Int>>(_ xs: Column, _ ys: Column, _ rows: Rows,
                                                                                 _ buckets: Int) -> [Int] {
        guard rows.count > 4 * buckets else { return Array(rows) }
        // A monotone x spans from its first finite row to its last; the pass checks monotony as it goes.
        guard let a = rows.first(where: { xs[$0].isFinite && ys[$0].isFinite }),
              let b = rows.last(where: { xs[$0].isFinite && ys[$0].isFinite }) else { return Array(rows) }
        let lo = min(xs[a], xs[b]), hi = max(xs[a], xs[b])
        guard hi > lo else { return Array(rows) }
        return m4(xs, ys, rows, lo: lo, scale: Double(buckets) / (hi - lo), buckets: buckets,
                  increasing: xs[a] < xs[b]) ?? Array(rows)
    }

    /// One pass over the rows, keeping each bucket's first, lowest, highest and last row; `nil` when x turns back.
    @inline(__always)
    static func m4<Column: ThinnedColumn, Rows: Collection<Int>>(_ x: Column, _ y: Column, _ rows: Rows,
                                                                 lo: Double, scale: Double, buckets: Int, increasing: Bool) -> [Int]? {
        var kept: [Int] = []
        kept.reserveCapacity(4 * buckets + 16)
        var key = -1, first = 0, last = 0, low = 0, high = 0, lowY = 0.0, highY = 0.0, open = false
        var rising = true, falling = true, previous = Double.nan, edge = Double.infinity
        var index = rows.startIndex
        while index != rows.endIndex {
            if increasing && open {
                // The usual rows of a rising series (finite, in the open bucket, x not turning back), in a
                // loop of their own that keeps its few variables in registers.
                var i = index, p = previous, lastRow = last, lowRow = low, highRow = high, loY = lowY, hiY = highY
                while i != rows.endIndex {
                    let r = rows[i], v = x[r], w = y[r]
                    guard v < edge && v >= p && w.isFinite else { break }
                    p = v; lastRow = r
                    if w < loY { lowRow = r; loY = w } else if w > hiY { highRow = r; hiY = w }
                    rows.formIndex(after: &i)
                }
                previous = p; last = lastRow; low = lowRow; high = highRow; lowY = loY; highY = hiY
                index = i
                if index == rows.endIndex { break }
            }
            let r = rows[index]
            rows.formIndex(after: &index)
            let v = x[r], w = y[r]
            guard v.isFinite, w.isFinite else {
                if open { flush(first, low, high, last, into: &kept); open = false }
                kept.append(r)
                continue
            }
            rising = rising && !(v < previous)
            falling = falling && !(v > previous)
            previous = v
            // Rising x (the usual time series) stays in its bucket while below the bucket's far edge: one
            // comparison per row instead of a conversion to an integer.
            if open && (increasing ? v < edge : min(buckets - 1, max(0, Int(saturating: (v - lo) * scale))) == key) {
                last = r
                if w < lowY { low = r; lowY = w }
                if w > highY { high = r; highY = w }
            } else {
                if open { flush(first, low, high, last, into: &kept) }
                let b = min(buckets - 1, max(0, Int(saturating: (v - lo) * scale)))
                edge = b == buckets - 1 ? .infinity : lo + Double(b + 1) / scale
                key = b; first = r; last = r; low = r; high = r; lowY = w; highY = w; open = true
            }
        }
        if open { flush(first, low, high, last, into: &kept) }
        // A series whose first finite x is below its last cannot have fallen all along, and the other way round.
        return (increasing ? rising : falling) ? kept : nil
    }

    /// Appends a bucket's four rows in ascending order, each once.
    @inline(__always)
    static func flush(_ first: Int, _ low: Int, _ high: Int, _ last: Int, into kept: inout [Int]) {
        let a = min(low, high), b = max(low, high)
        kept.append(first)
        if a != first { kept.append(a) }
        if b != a { kept.append(b) }
        if last != b { kept.append(last) }
    }

    /// Rows grouped by series key, each group in row order; groups in order of first appearance.
    package static func groups(_ keys: [String]?, count: Int) -> [[Int]] {
        guard let keys else { return [Array(0..<count)] }
        var index: [String: Int] = [:], groups: [[Int]] = []
        var last: (key: String, group: Int)?
        for r in 0..<count {
            let k = keys[r]
            if let l = last, l.key == k { groups[l.group].append(r); continue }
            if let g = index[k] { groups[g].append(r); last = (k, g); continue }
            index[k] = groups.count; last = (k, groups.count); groups.append([r])
        }
        return groups
    }

    /// The rows every series keeps, ascending: the order their marks are made in.
    package static func thinnedRows(x: [Double], y: [Double], seriesKeys: [String]?) -> [Int] {
        guard seriesKeys != nil else { return m4(x: x, y: y, rows: x.indices) }
        let groups = groups(seriesKeys, count: x.count)
        if groups.count == 1 { return m4(x: x, y: y, rows: groups[0]) }
        var kept: [Int] = []
        for g in groups { kept += m4(x: x, y: y, rows: g) }
        kept.sort()
        return kept
    }
}

/// A column of numbers that ``ColumnThinner`` reads by row.
package protocol ThinnedColumn {
    subscript(row: Int) -> Double { get }
}

extension UnsafeBufferPointer: ThinnedColumn where Element == Double {}

/// A column read in place: a `Double` every `stride` bytes from `base`, valid while that memory is.
package struct StridedColumn: ThinnedColumn {
    package var base: UnsafeRawPointer
    package var stride: Int

    package init(base: UnsafeRawPointer, stride: Int) { self.base = base; self.stride = stride }

    @inline(__always)
    package subscript(row: Int) -> Double { (base + row &* stride).loadUnaligned(as: Double.self) }
}
