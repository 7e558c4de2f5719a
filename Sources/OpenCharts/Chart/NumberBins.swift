import ChartEngine
import Foundation

/// Bins of numbers for a histogram: uniform bins of nice sizes over a range or over data, or
/// bins between thresholds of your own. A collection of `ChartBinRange`s.
///
/// ```swift
/// let bins = NumberBins(data: scores.map(\.value), desiredCount: 10)
/// let counts = Dictionary(grouping: scores) { bins.index(for: $0.value) }
/// Chart(counts.keys.sorted(), id: \.self) { i in
///     BarMark(x: .value("Score", bins[i]), y: .value("Students", counts[i]!.count))
/// }
/// ```
public struct NumberBins<Value: Comparable & Numeric>: RandomAccessCollection {
    /// Bins are numbered from 0.
    public typealias Index = Int
    /// Each bin is a range of values.
    public typealias Element = ChartBinRange<Value>

    var bins: BinThresholds<Value>

    /// Bins between successive thresholds: `n` thresholds make `n - 1` bins. Thresholds are
    /// sorted and repeated ones dropped.
    public init(thresholds: [Value]) {
        var sorted: [Value] = []
        for t in thresholds.sorted() where sorted.last != t { sorted.append(t) }
        bins = BinThresholds(values: sorted)
    }

    /// The values that surround the bins, in ascending order.
    public var thresholds: [Value] { bins.values }

    /// The bin `value` falls in: values below the first bin count in the first, values past the
    /// last in the last.
    public func index(for value: Value) -> Int { bins.index(for: value) }

    /// The first bin's number, 0.
    public var startIndex: Int { 0 }
    /// The number of bins: one fewer than the thresholds.
    public var endIndex: Int { bins.count }
    /// The bin at `position`: from its threshold up to the next.
    public subscript(position: Int) -> ChartBinRange<Value> { bins.bin(position) }
}

/// The most bins an initializer makes, so that a tiny size over a wide range stays cheap.
let maximumBinCount = 10_000

extension NumberBins where Value: BinaryFloatingPoint {
    /// Bins `size` wide from the range's lower bound until they cover its upper bound.
    public init(size: Value, range: ClosedRange<Value>) {
        let lo = Double(range.lowerBound), hi = Double(range.upperBound), step = Double(size)
        self.init(thresholds: BinMath.uniform(lo: lo, hi: hi, step: step).map { Value($0) })
    }

    /// Exactly `count` bins of equal size from the range's lower bound to its upper bound.
    public init(range: ClosedRange<Value>, count: Int) {
        let lo = Double(range.lowerBound), hi = Double(range.upperBound)
        self.init(thresholds: BinMath.split(lo: lo, hi: hi, count: count).map { Value($0) })
    }

    /// About `desiredCount` bins of a nice size (1, 2 or 5 times a power of ten, at least
    /// `minimumStride`) on multiples of that size, covering the range.
    public init(range: ClosedRange<Value>, desiredCount: Int = 10, minimumStride: Value = 0) {
        let lo = Double(range.lowerBound), hi = Double(range.upperBound)
        self.init(thresholds: BinMath.nice(lo: lo, hi: hi, count: desiredCount, minimumStride: Double(minimumStride)).map { Value($0) })
    }

    /// Nice bins covering the data: `desiredCount` of them, or when `nil` as many as Scott's
    /// normal reference rule gives, at most 200.
    public init(data: [Value], desiredCount: Int? = nil, minimumStride: Value = 0) {
        let values = data.map(Double.init).filter(\.isFinite)
        let lo = values.min() ?? 0, hi = values.max() ?? 0
        let count = desiredCount ?? BinMath.scottCount(values)
        self.init(thresholds: BinMath.nice(lo: lo, hi: hi, count: count, minimumStride: Double(minimumStride)).map { Value($0) })
    }
}

extension NumberBins where Value: BinaryInteger {
    /// Bins `size` wide from the range's lower bound until they cover its upper bound.
    public init(size: Value, range: ClosedRange<Value>) {
        let step = Swift.max(Double(size).rounded(), 1)
        self.init(thresholds: BinMath.uniform(lo: Double(range.lowerBound), hi: Double(range.upperBound), step: step).compactMap(Value.init(exactly:)))
    }

    /// Exactly `count` bins from the range's lower bound to its upper bound; the range's length
    /// should be a multiple of `count`, or the bins' sizes differ by one.
    public init(range: ClosedRange<Value>, count: Int) {
        let t = BinMath.split(lo: Double(range.lowerBound), hi: Double(range.upperBound), count: count)
        self.init(thresholds: t.map { Value(exactly: $0.rounded()) ?? range.lowerBound })
    }

    /// About `desiredCount` bins of a nice whole size, at least `minimumStride`, covering the range.
    public init(range: ClosedRange<Value>, desiredCount: Int = 10, minimumStride: Value = 1) {
        let t = BinMath.nice(lo: Double(range.lowerBound), hi: Double(range.upperBound), count: desiredCount,
                             minimumStride: Swift.max(1, Double(minimumStride)))
        self.init(thresholds: t.compactMap { Value(exactly: $0.rounded()) })
    }

    /// Nice whole bins covering the data: `desiredCount` of them, or as many as Scott's rule gives.
    public init(data: [Value], desiredCount: Int? = nil, minimumStride: Value = 1) {
        let values = data.map(Double.init)
        let t = BinMath.nice(lo: values.min() ?? 0, hi: values.max() ?? 0, count: desiredCount ?? BinMath.scottCount(values),
                             minimumStride: Swift.max(1, Double(minimumStride)))
        self.init(thresholds: t.compactMap { Value(exactly: $0.rounded()) })
    }
}
