import Foundation

/// What Describe Chart says of one series: its extremes, its trend and its outliers.
///
/// - The trend is the least-squares slope of y over x, carried across the series' x extent and
///   compared with the spread of its values: a change of at least 30 % of the spread reads as
///   rising or falling, anything smaller as no clear trend.
/// - Outliers are values beyond Tukey's outer fences, 3 interquartile ranges outside the quartiles
///   (quartiles interpolated linearly between sorted values), for series of five values or more.
///   Past 50,000 values the quartiles come from an even sample of 50,000 of them.
package struct SeriesStatistics: Sendable, Equatable {
    /// The direction the values take along x.
    package enum Trend: Sendable, Equatable { case rising, falling, flat }

    /// The index of the smallest value (the first, when several are equal).
    package var minimum: Int
    /// The index of the largest value (the first, when several are equal).
    package var maximum: Int
    /// The indices of the points with a value at the smallest and largest x (the first such, on ties).
    package var first: Int, last: Int
    package var trend: Trend
    /// The indices of outlying values, in x order.
    package var outliers: [Int]
    /// The mean of the values.
    package var mean: Double

    /// The statistics of a series' finite values; `nil` when it has none.
    package init?(x: [Double], y: [Double]) {
        // A series of millions is usually all finite: it is then read through pointers, its extremes,
        // sums and spread in two passes, with no array of indices made.
        if x.count == y.count, let all = Self.allFinite(x: x, y: y) {
            guard let all else { return nil }
            self = all
            return
        }
        self.init(x: x, y: y, idx: y.indices.filter { y[$0].isFinite && x[$0].isFinite })
    }

    /// The statistics of `x` and `y` (of one length) when every value is finite, as
    /// ``init(x:y:idx:)`` finds them over all indices, sums taken in the same order; `.some(nil)`
    /// when there are no values, `nil` when one is not finite.
    static func allFinite(x: [Double], y: [Double]) -> SeriesStatistics?? {
        let n = y.count
        var lo = 0, hi = 0, left = 0, right = 0, sumX = 0.0, sumY = 0.0, finite = true
        var sxy = 0.0, sxx = 0.0
        x.withUnsafeBufferPointer { xs in
            y.withUnsafeBufferPointer { ys in
                for i in 0..<n {
                    let a = xs[i], b = ys[i]
                    guard a.isFinite && b.isFinite else { finite = false; return }
                    if b < ys[lo] { lo = i }
                    if b > ys[hi] { hi = i }
                    if a < xs[left] { left = i }
                    if a > xs[right] { right = i }
                    sumX += a; sumY += b
                }
                guard n >= 2, ys[hi] - ys[lo] > 0 else { return }
                let mx = sumX / Double(n), my = sumY / Double(n)
                for i in 0..<n {
                    let dx = xs[i] - mx
                    sxy += dx * (ys[i] - my); sxx += dx * dx
                }
            }
        }
        guard finite else { return nil }
        guard n > 0 else { return .some(nil) }
        let spread = y[hi] - y[lo], extent = x[right] - x[left]
        var trend = Trend.flat
        if n >= 2, spread > 0, sxx > 0 {
            let change = sxy / sxx * extent / spread
            if change >= 0.3 { trend = .rising } else if change <= -0.3 { trend = .falling }
        }
        return SeriesStatistics(minimum: lo, maximum: hi, first: left, last: right, trend: trend,
                                outliers: Self.outliers(y: y, idx: 0..<n), mean: sumY / Double(n))
    }

    init(minimum: Int, maximum: Int, first: Int, last: Int, trend: Trend, outliers: [Int], mean: Double) {
        self.minimum = minimum; self.maximum = maximum; self.first = first; self.last = last
        self.trend = trend; self.outliers = outliers; self.mean = mean
    }

    /// The statistics of the points `idx`, ascending, each with finite values.
    init?<Indices: RandomAccessCollection<Int>>(x: [Double], y: [Double], idx: Indices) {
        guard let f = idx.first else { return nil }
        var lo = f, hi = f, left = f, right = f, sum = 0.0
        for i in idx {
            if y[i] < y[lo] { lo = i }
            if y[i] > y[hi] { hi = i }
            if x[i] < x[left] { left = i }
            if x[i] > x[right] { right = i }
            sum += y[i]
        }
        first = left; last = right
        minimum = lo; maximum = hi
        mean = sum / Double(idx.count)
        trend = Self.trend(x: x, y: y, idx: idx, spread: y[hi] - y[lo], extent: x[right] - x[left])
        outliers = Self.outliers(y: y, idx: idx)
    }

    static func trend<Indices: RandomAccessCollection<Int>>(x: [Double], y: [Double], idx: Indices, spread: Double,
                                                            extent: Double) -> Trend {
        guard idx.count >= 2, spread > 0 else { return .flat }
        let n = Double(idx.count)
        let mx = idx.reduce(0) { $0 + x[$1] } / n, my = idx.reduce(0) { $0 + y[$1] } / n
        var sxy = 0.0, sxx = 0.0
        for i in idx { sxy += (x[i] - mx) * (y[i] - my); sxx += (x[i] - mx) * (x[i] - mx) }
        guard sxx > 0 else { return .flat }
        let change = sxy / sxx * extent / spread
        if change >= 0.3 { return .rising }
        if change <= -0.3 { return .falling }
        return .flat
    }

    static func outliers<Indices: RandomAccessCollection<Int>>(y: [Double], idx: Indices) -> [Int] {
        guard idx.count >= 5 else { return [] }
        let step = max(1, idx.count / 50_000)
        var sample = stride(from: 0, to: idx.count, by: step).map { y[idx[idx.index(idx.startIndex, offsetBy: $0)]] }
        // Each quartile needs only the two sorted values around it: selected, not sorted for.
        func quantile(_ p: Double) -> Double {
            let h = p * Double(sample.count - 1), i = Int(saturating: h.rounded(.down))
            let a = Self.select(i, in: &sample)
            guard i + 1 < sample.count else { return a }
            let b = sample[(i + 1)...].min() ?? a
            return a + (h - Double(i)) * (b - a)
        }
        let q1 = quantile(0.25), q3 = quantile(0.75), iqr = q3 - q1
        guard iqr > 0 else { return [] }
        return idx.filter { y[$0] < q1 - 3 * iqr || y[$0] > q3 + 3 * iqr }
    }

    /// The value that would sit at `k` if `values` were sorted ascending (Hoare's selection,
    /// pivoting on the median of three). Leaves it there, the smaller values before it and the
    /// larger after, in linear time on average.
    package static func select(_ k: Int, in values: inout [Double]) -> Double {
        var lo = 0, hi = values.count - 1
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            let pivot = max(min(values[lo], values[mid]), min(max(values[lo], values[mid]), values[hi]))
            var i = lo, j = hi
            while i <= j {
                while values[i] < pivot { i += 1 }
                while values[j] > pivot { j -= 1 }
                if i <= j { values.swapAt(i, j); i += 1; j -= 1 }
            }
            if k <= j { hi = j } else if k >= i { lo = i } else { break }
        }
        return values[k]
    }
}
