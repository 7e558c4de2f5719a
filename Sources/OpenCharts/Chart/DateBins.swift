import ChartEngine
import Foundation

/// Bins of dates for a histogram over time: calendar units (days, weeks, months), a fixed
/// interval, nice strides over a range or over data, or thresholds of your own.
///
/// ```swift
/// let bins = DateBins(unit: .day, range: firstWorkout...lastWorkout)
/// Chart(bins.indices, id: \.self) { i in
///     BarMark(x: .value("Day", bins[i]), y: .value("Workouts", counts[i, default: 0]))
/// }
/// ```
public struct DateBins: RandomAccessCollection {
    /// Bins are numbered from 0.
    public typealias Index = Int
    /// Each bin is a range of values.
    public typealias Element = ChartBinRange<Date>

    var bins: BinThresholds<Date>

    /// Bins between successive dates: `n` thresholds make `n - 1` bins.
    public init(thresholds: [Date]) {
        var sorted: [Date] = []
        for t in thresholds.sorted() where t.timeIntervalSinceReferenceDate.isFinite && sorted.last != t { sorted.append(t) }
        bins = BinThresholds(values: sorted)
    }

    /// Bins `timeInterval` seconds long from the range's lower bound until they cover its upper bound.
    public init(timeInterval: TimeInterval, range: ClosedRange<Date>) {
        let t = BinMath.uniform(lo: range.lowerBound.timeIntervalSinceReferenceDate,
                                hi: range.upperBound.timeIntervalSinceReferenceDate, step: timeInterval)
        self.init(thresholds: t.map(Date.init(timeIntervalSinceReferenceDate:)))
    }

    /// Bins of `step` calendar units (days, weeks, months…), on the unit's boundaries in
    /// `calendar`, from the boundary at or before the range's start to the one after its end.
    public init(unit: Calendar.Component, by step: Int = 1, range: ClosedRange<Date>, calendar: Calendar = .current) {
        self.init(thresholds: Self.boundaries(unit: unit, step: Swift.max(step, 1), range: range, calendar: calendar))
    }

    /// About `desiredCount` bins of a nice calendar stride (as a date axis chooses its ticks)
    /// covering the range.
    public init(range: ClosedRange<Date>, desiredCount: Int = 10, calendar: Calendar = .current) {
        let stride = TimeTicks.stride(from: range.lowerBound, to: range.upperBound, count: Swift.max(desiredCount, 1))
        self.init(thresholds: Self.boundaries(unit: stride.component, step: stride.count, range: range, calendar: calendar))
    }

    /// Nice bins covering the dates: `desiredCount` of them, or as many as Scott's normal
    /// reference rule gives, at most 200.
    public init(data: [Date], desiredCount: Int? = nil, calendar: Calendar = .current) {
        let dates = data.filter { $0.timeIntervalSinceReferenceDate.isFinite }
        guard let lo = dates.min(), let hi = dates.max() else { self.init(thresholds: []); return }
        let count = desiredCount ?? BinMath.scottCount(dates.map(\.timeIntervalSinceReferenceDate))
        self.init(range: lo...hi, desiredCount: count, calendar: calendar)
    }

    /// The dates that surround the bins, in ascending order.
    public var thresholds: [Date] { bins.values }

    /// The bin `date` falls in: dates before the first bin count in the first, after the last in the last.
    public func index(for date: Date) -> Int { bins.index(for: date) }

    /// The first bin's number, 0.
    public var startIndex: Int { 0 }
    /// The number of bins: one fewer than the thresholds.
    public var endIndex: Int { bins.count }
    /// The bin at `position`: from its threshold up to the next.
    public subscript(position: Int) -> ChartBinRange<Date> { bins.bin(position) }

    /// Unit boundaries `step` units apart covering `range`: from the start of the unit holding
    /// the lower bound to the first boundary past the upper bound (or on it).
    static func boundaries(unit: Calendar.Component, step: Int, range: ClosedRange<Date>, calendar: Calendar) -> [Date] {
        guard range.lowerBound.timeIntervalSinceReferenceDate.isFinite, range.upperBound.timeIntervalSinceReferenceDate.isFinite else { return [] }
        let stride = TimeStride(component: unit, count: step)
        let start = calendar.dateInterval(of: stride.component, for: range.lowerBound)?.start ?? range.lowerBound
        var t: [Date] = [start]
        for j in 1...maximumBinCount {
            guard let next = calendar.date(byAdding: stride.component, value: j * stride.count, to: start), next > t.last! else { break }
            t.append(next)
            if next > range.upperBound || (next == range.upperBound && t.count > 2) { break }
        }
        if t.count == 1 { t.append(start.addingTimeInterval(Swift.max(1, stride.approximateDuration))) }
        return t
    }
}
