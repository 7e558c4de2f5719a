import Foundation

/// The values one bin of a histogram holds: from its lower bound up to, but not including, its
/// upper bound; the last bin of a set includes its upper bound too.
///
/// ```swift
/// let bins = NumberBins(range: 0...100, desiredCount: 5)
/// BarMark(x: .value("Score", bins[0]), y: .value("Students", 4))
/// ```
public struct ChartBinRange<Bound: Comparable>: RangeExpression {
    /// The smallest value in the bin.
    public let lowerBound: Bound
    /// The bin's end: outside it, except for the last bin.
    public let upperBound: Bound
    /// Whether the upper bound belongs to the bin.
    let isClosed: Bool

    init(lowerBound: Bound, upperBound: Bound, isClosed: Bool) {
        self.lowerBound = lowerBound; self.upperBound = upperBound; self.isClosed = isClosed
    }

    /// Whether `value` falls in the bin.
    public func contains(_ value: Bound) -> Bool {
        value >= lowerBound && (value < upperBound || isClosed && value == upperBound)
    }

    /// The bin as a half-open range of indices of `collection`.
    public func relative<C: Collection>(to collection: C) -> Range<Bound> where C.Index == Bound {
        lowerBound..<(isClosed ? collection.index(after: upperBound) : upperBound)
    }
}

extension ChartBinRange: Equatable where Bound: Equatable {}
extension ChartBinRange: Hashable where Bound: Hashable {}
extension ChartBinRange: Sendable where Bound: Sendable {}

extension ChartBinRange: CustomStringConvertible {
    /// The bin written as a range: `10..<20`, or `90...100` for the last.
    public var description: String { "\(lowerBound)\(isClosed ? "..." : "..<")\(upperBound)" }
}

/// The bins between successive thresholds, shared by `NumberBins` and `DateBins`.
struct BinThresholds<Value: Comparable> {
    var values: [Value]

    var count: Int { Swift.max(0, values.count - 1) }

    func bin(_ i: Int) -> ChartBinRange<Value> {
        precondition(i >= 0 && i < count, "bin index \(i) out of range 0..<\(count)")
        return ChartBinRange(lowerBound: values[i], upperBound: values[i + 1], isClosed: i == count - 1)
    }

    /// The bin `value` falls in; values below the first bin are in the first, values from the
    /// last threshold on in the last.
    func index(for value: Value) -> Int {
        guard count > 0 else { return 0 }
        // The last threshold at or below the value, by bisection.
        var lo = 0, hi = values.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if values[mid] <= value { lo = mid + 1 } else { hi = mid }
        }
        return Swift.min(Swift.max(lo - 1, 0), count - 1)
    }
}
