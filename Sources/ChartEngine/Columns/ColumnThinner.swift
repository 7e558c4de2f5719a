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
    package static func m4<Rows: Collection<Int>>(x: [Double], y: [Double], rows: Rows, buckets: Int = bucketCount) -> [Int] {
        guard rows.count > 4 * buckets else { return Array(rows) }
        var lo = Double.infinity, hi = -Double.infinity
        var rising = true, falling = true, previous = Double.nan
        for r in rows {
            let v = x[r], w = y[r]
            guard v.isFinite, w.isFinite else { continue }
            if v < previous { rising = false }
            if v > previous { falling = false }
            previous = v
            lo = min(lo, v); hi = max(hi, v)
        }
        guard rising || falling, hi > lo else { return Array(rows) }
        let scale = Double(buckets) / (hi - lo)
        var kept: [Int] = []
        kept.reserveCapacity(4 * buckets + 16)
        var key = -1, first = 0, last = 0, low = 0, high = 0, open = false
        func flush() {
            guard open else { return }
            var four = [first, low, high, last]
            four.sort()
            for (k, r) in four.enumerated() where k == 0 || r != four[k - 1] { kept.append(r) }
            open = false
        }
        for r in rows {
            let v = x[r], w = y[r]
            guard v.isFinite, w.isFinite else { flush(); kept.append(r); continue }
            let b = min(buckets - 1, Int((v - lo) * scale))
            if open && b == key {
                last = r
                if w < y[low] { low = r }
                if w > y[high] { high = r }
            } else {
                flush()
                key = b; first = r; last = r; low = r; high = r; open = true
            }
        }
        flush()
        return kept
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
