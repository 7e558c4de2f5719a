import ChartScene
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
    /// when there are no values, `nil` when one is not finite. Each pass reads x and y on two
    /// threads when there are many (each sum is still taken in row order, on one thread).
    static func allFinite(x: [Double], y: [Double], threads: Int = TwoThreads.available) -> SeriesStatistics?? {
        let n = y.count
        guard n > 0 else { return x.allSatisfy(\.isFinite) ? .some(nil) : nil }
        let split = n >= Self.splitCount ? threads : 1
        var xPass = ColumnPass(), yPass = ColumnPass()
        var sxy = 0.0, sxx = 0.0
        x.withUnsafeBufferPointer { xs in
            y.withUnsafeBufferPointer { ys in
                TwoThreads.run(threads: split) { half in
                    if half == 0 { xPass = ColumnPass(xs) } else { yPass = ColumnPass(ys) }
                }
                guard xPass.finite, yPass.finite, n >= 2, ys[yPass.hi] - ys[yPass.lo] > 0 else { return }
                let mx = xPass.sum / Double(n), my = yPass.sum / Double(n)
                TwoThreads.run(threads: split) { half in
                    if half == 0 {
                        var s = 0.0
                        for i in 0..<n { s += (xs[i] - mx) * (ys[i] - my) }
                        sxy = s
                    } else {
                        var s = 0.0
                        for i in 0..<n {
                            let dx = xs[i] - mx
                            s += dx * dx
                        }
                        sxx = s
                    }
                }
            }
        }
        guard xPass.finite, yPass.finite else { return nil }
        let lo = yPass.lo, hi = yPass.hi
        let spread = y[hi] - y[lo], extent = x[xPass.hi] - x[xPass.lo]
        var trend = Trend.flat
        if n >= 2, spread > 0, sxx > 0 {
            let change = sxy / sxx * extent / spread
            if change >= 0.3 { trend = .rising } else if change <= -0.3 { trend = .falling }
        }
        return SeriesStatistics(minimum: lo, maximum: hi, first: xPass.lo, last: xPass.hi, trend: trend,
                                outliers: Self.outliers(y: y, idx: 0..<n), mean: yPass.sum / Double(n))
    }

    /// How many values a series needs before its passes are split over two threads.
    static let splitCount = 1 << 18

    /// One column's pass: the first indices of its smallest and largest values, its sum in row
    /// order, and whether it is all finite (the pass stops at the first value that is not).
    struct ColumnPass {
        var lo = 0, hi = 0, sum = 0.0, finite = true

        init() {}

        init(_ v: UnsafeBufferPointer<Double>) {
            guard !v.isEmpty else { return }
            // The extremes found so far are kept as values beside their indices, not read back.
            var low = v[0], high = v[0], sum = 0.0
            for i in 0..<v.count {
                let a = v[i]
                guard a.isFinite else { finite = false; return }
                if a < low { lo = i; low = a }
                if a > high { hi = i; high = a }
                sum += a
            }
            self.sum = sum
        }
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
        let below = q1 - 3 * iqr, above = q3 + 3 * iqr
        return y.withUnsafeBufferPointer { v in idx.filter { v[$0] < below || v[$0] > above } }
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
