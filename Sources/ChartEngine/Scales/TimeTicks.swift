import ChartScene
import Foundation

/// Calendar-aware time ticks, like d3-time's `ticks` and Swift Charts' automatic
/// date axes.
///
/// A stride is chosen from `TimeStride.candidates` (1, 5, 15, 30 seconds and
/// minutes; 1, 3, 6, 12 hours; 1, 2 days; 1 week; 1, 3 months; 1 year, then
/// 1-2-5 multiples of years) by d3's `tickInterval`. Ticks then fall on
/// calendar boundaries in the calendar's time zone: midnights, firsts of the
/// month, January 1sts, the first weekday of the calendar's weeks, and only
/// boundaries whose field is a multiple of the count (hours 0, 3, 6, ...;
/// months January, April, July, October for quarters; years divisible by 10).
///
///     var calendar = Calendar(identifier: .gregorian)
///     calendar.timeZone = TimeZone(identifier: "UTC")!
///     TimeTicks.ticks(from: jan1, to: dec31, count: 5, calendar: calendar)
///     // quarters: Jan 1, Apr 1, Jul 1, Oct 1
package enum TimeTicks {
    /// The most ticks one call lists, so a tiny stride over a long span stays cheap.
    static let maximumTicks = 10_000
    /// The most calendar units one call walks through.
    static let maximumSteps = 100_000
    /// Dates further than this from 2001 (about 31,000 years) get no ticks:
    /// calendar arithmetic there is meaningless.
    static let maximumMagnitude: TimeInterval = 1e12
    /// How many times the asked-for count of weekly ticks is too many, when months would do.
    static let weekCrowding = 1.5

    /// The stride giving about `count` ticks over `lo...hi` (either order), as
    /// d3-time's `tickInterval`: bisect the candidates on duration, then take
    /// the neighbour whose ratio to `span / count` is smaller. Spans of more
    /// than `count` years use a 1-2-5 count of years; spans under `count`
    /// seconds use 1 second (the finest stride offered).
    package static func stride(from lo: Date, to hi: Date, count: Int) -> TimeStride {
        let span = abs(hi.timeIntervalSince(lo))
        let target = span / Double(max(count, 1))
        let candidates = TimeStride.candidates
        guard target.isFinite else { return candidates[0] }
        // bisector(duration).right: the first candidate longer than the target.
        let i = candidates.firstIndex { $0.approximateDuration > target } ?? candidates.count
        if i == 0 { return candidates[0] }
        if i == candidates.count { return yearStride(from: lo, to: hi, count: count) }
        let shorter = candidates[i - 1]
        let longer = candidates[i]
        var useShorter = target / shorter.approximateDuration < longer.approximateDuration / target
        // Weeks that would give half as many ticks again as asked for read as a crowd of day numbers
        // where months say more: a quarter of days is labelled by month, as iOS does.
        if useShorter, shorter.component == .weekOfYear, longer.component == .month,
           target / shorter.approximateDuration > weekCrowding, span / longer.approximateDuration >= 2.5 {
            useShorter = false
        }
        return useShorter ? shorter : longer
    }

    /// Ticks on `stride` boundaries inside `lo...hi` (inclusive, either order),
    /// ascending. Empty for non-finite dates; at most `maximumTicks` of them.
    package static func ticks(from lo: Date, to hi: Date, stride: TimeStride, calendar: Calendar) -> [Date] {
        guard isUsable(lo), isUsable(hi) else { return [] }
        let start = min(lo, hi)
        let end = max(lo, hi)
        if stride.component == .year {
            return yearTicks(from: start, to: end, every: stride.count, calendar: calendar)
        }
        // Walk whole units from the unit containing `start`, adding j units to
        // one base date (not one unit at a time) so months and DST days never drift.
        let base = floor(start, to: stride.component, calendar: calendar)
        var ticks: [Date] = []
        for j in 0..<maximumSteps {
            guard ticks.count < maximumTicks,
                  let date = calendar.date(byAdding: stride.component, value: j, to: base),
                  date <= end else { break }
            if date >= start, isAligned(date, to: stride, calendar: calendar) {
                ticks.append(date)
            }
        }
        return ticks
    }

    /// Automatic ticks: `stride(from:to:count:)`, then `ticks(from:to:stride:calendar:)`.
    package static func ticks(from lo: Date, to hi: Date, count: Int, calendar: Calendar) -> [Date] {
        ticks(from: lo, to: hi, stride: stride(from: lo, to: hi, count: count), calendar: calendar)
    }

    /// d3-time's fallback beyond the longest candidate: `year.every(tickStep(
    /// lo / year, hi / year, count))`, a 1-2-5 number of years.
    private static func yearStride(from lo: Date, to hi: Date, count: Int) -> TimeStride {
        let year = TimeStride.unitDuration(of: .year)
        let years = NumericTicks.step(
            lo: lo.timeIntervalSince1970 / year, hi: hi.timeIntervalSince1970 / year, count: count)
        let whole = years.isFinite ? min(max(years.rounded(), 1), 1e9) : 1
        return TimeStride(component: .year, count: Int(saturating: whole, nan: 1))
    }

    /// January 1sts of years divisible by `k` inside `start...end`.
    private static func yearTicks(from start: Date, to end: Date, every k: Int, calendar: Calendar) -> [Date] {
        var year = alignedYearOffset(floor(start, to: .year, calendar: calendar), every: k, calendar: calendar)
        let base = year.base
        var ticks: [Date] = []
        while ticks.count < maximumTicks,
              let date = calendar.date(byAdding: .year, value: year.offset, to: base),
              isUsable(date), date <= end {
            if date >= start { ticks.append(date) }
            let (next, overflow) = year.offset.addingReportingOverflow(k)
            if overflow { break }
            year.offset = next
        }
        return ticks
    }

    /// Whether a date can take part in calendar arithmetic.
    static func isUsable(_ date: Date) -> Bool {
        abs(date.timeIntervalSinceReferenceDate) <= maximumMagnitude
    }
}
