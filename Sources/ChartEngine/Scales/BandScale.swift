import ChartScene
/// Categories placed in equal bands along a range, as d3-scale's `scaleBand`
/// with `align(0.5)` and no rounding:
///
///     step      = length / max(1, n - paddingInner + 2 * paddingOuter)
///     bandwidth = step * (1 - paddingInner)
///
/// and the bands centred in the range, so the first band begins
/// `step * paddingOuter` from `rangeStart`.
///
/// The range may be reversed (`rangeStart > rangeEnd`): the first category
/// still sits at `rangeStart` and the rest follow towards `rangeEnd`.
///
///     let x = BandScale(domain: ["A", "B"], rangeStart: 0, rangeEnd: 100)
///     x.band(for: "B")   // (start: 50, end: 100)
package struct BandScale: Sendable {
    /// The categories, distinct and in order; a repeated category keeps its
    /// first place.
    package var domain: [String] {
        didSet { (domain, indices) = Self.distinct(domain) }
    }
    /// The position where the first category's side of the range begins.
    package var rangeStart: Double
    /// The position where the last category's side of the range ends.
    package var rangeEnd: Double
    /// The fraction of each step left empty between bands (used within 0...1).
    package var paddingInner: Double
    /// The space before the first and after the last band, in steps (used as >= 0).
    package var paddingOuter: Double

    /// Position of each category in `domain`, so a lookup costs O(1) per mark.
    private var indices: [String: Int]

    /// A band scale over `domain` (duplicates dropped) along `rangeStart...rangeEnd`.
    package init(domain: [String], rangeStart: Double, rangeEnd: Double,
                 paddingInner: Double = 0, paddingOuter: Double = 0) {
        (self.domain, self.indices) = Self.distinct(domain)
        self.rangeStart = rangeStart
        self.rangeEnd = rangeEnd
        self.paddingInner = paddingInner
        self.paddingOuter = paddingOuter
    }

    /// The distance from one band's start to the next band's start (positive).
    package var step: Double {
        // d3 divides by at least 1, so one band with inner padding is not
        // stretched past the range.
        let slots = Double(domain.count) - inner + 2 * outer
        return abs(rangeEnd - rangeStart) / max(1, slots)
    }

    /// The length of every band (positive).
    package var bandwidth: Double { step * (1 - inner) }

    /// The position of `value` in `domain`, nil for an unknown category.
    package func index(of value: String) -> Int? { indices[value] }

    /// The band of `value`: `start` is its end nearer `rangeStart`, so for a
    /// reversed range `start > end`. Nil for an unknown category.
    package func band(for value: String) -> (start: Double, end: Double)? {
        guard let i = index(of: value) else { return nil }
        let start = rangeStart + direction * (leadingSpace + step * Double(i))
        return (start, start + direction * bandwidth)
    }

    /// The centre of the band of `value`, nil for an unknown category.
    package func center(for value: String) -> Double? {
        band(for: value).map { ($0.start + $0.end) / 2 }
    }

    /// The category whose step contains position `p`: the band with the
    /// nearest centre, clamped to the first and last category. Nil for an empty
    /// domain or a NaN position.
    package func value(at p: Double) -> String? {
        guard !domain.isEmpty, !p.isNaN else { return nil }
        let firstCenter = leadingSpace + bandwidth / 2
        let slot = step > 0 ? ((p - rangeStart) * direction - firstCenter) / step : 0
        let last = Double(domain.count - 1)
        // A NaN slot (an infinite range) falls back to the first band.
        return domain[Int(saturating: min(max(slot.rounded(), 0), last))]
    }

    /// +1 when positions grow from `rangeStart` to `rangeEnd`, -1 otherwise.
    private var direction: Double { rangeEnd >= rangeStart ? 1 : -1 }

    /// Inner padding as used: clamped to 0...1 (d3 caps it at 1), NaN as 0.
    private var inner: Double { paddingInner.isNaN ? 0 : min(max(paddingInner, 0), 1) }

    /// Outer padding as used: at least 0, NaN as 0.
    private var outer: Double { paddingOuter.isNaN ? 0 : max(paddingOuter, 0) }

    /// Space from `rangeStart` to the first band: the room the bands leave,
    /// split evenly on both sides (d3's `align` of 0.5).
    private var leadingSpace: Double {
        (abs(rangeEnd - rangeStart) - step * (Double(domain.count) - inner)) / 2
    }

    /// `values` without repeats, in first-seen order, and each one's index.
    private static func distinct(_ values: [String]) -> ([String], [String: Int]) {
        var unique: [String] = []
        var indices: [String: Int] = [:]
        unique.reserveCapacity(values.count)
        for value in values where indices[value] == nil {
            indices[value] = unique.count
            unique.append(value)
        }
        return (unique, indices)
    }
}
