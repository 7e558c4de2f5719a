import Foundation

extension TimeTicks {
    /// Start of the calendar unit containing `date` in the calendar's time zone:
    /// its midnight for `.day`, its first of the month for `.month`, its first
    /// weekday (the calendar's `firstWeekday`) for `.weekOfYear`, and so on.
    package static func floor(_ date: Date, to component: Calendar.Component, calendar: Calendar) -> Date {
        interval(containing: date, unit: component, calendar: calendar).start
    }

    /// The whole calendar unit containing `date`, `[start, end)`, with `end`
    /// the start of the next unit (so a DST day is 23 or 25 hours long).
    package static func interval(
        containing date: Date, unit component: Calendar.Component, calendar: Calendar
    ) -> (start: Date, end: Date) {
        guard isUsable(date) else { return (date, date) }
        if let fast = FixedOffsetUnits.interval(containing: date, unit: component, calendar: calendar) { return fast }
        if let unit = calendar.dateInterval(of: component, for: date) {
            return (unit.start, unit.end)
        }
        return (date, calendar.date(byAdding: component, value: 1, to: date) ?? date)
    }

    /// The domain `lo...hi` widened to stride boundaries, as d3-time's
    /// `interval.floor` and `interval.ceil`: `lo` down to the last boundary at or
    /// before it, `hi` up to the first at or after it. Keeps the input's order.
    package static func nice(lo: Date, hi: Date, stride: TimeStride, calendar: Calendar) -> (lo: Date, hi: Date) {
        guard isUsable(lo), isUsable(hi) else { return (lo, hi) }
        let start = floor(min(lo, hi), to: stride, calendar: calendar)
        let end = ceil(max(lo, hi), to: stride, calendar: calendar)
        return lo <= hi ? (start, end) : (end, start)
    }

    /// The last stride boundary at or before `date`.
    static func floor(_ date: Date, to stride: TimeStride, calendar: Calendar) -> Date {
        let base = floor(date, to: stride.component, calendar: calendar)
        if stride.component == .year {
            let year = alignedYearOffset(base, every: stride.count, calendar: calendar)
            return calendar.date(byAdding: .year, value: year.offset, to: year.base) ?? base
        }
        // Fields fall by one per unit back (or restart at 0), so a multiple of
        // the count is at most `count` units back; DST gaps add a step or two.
        for j in 0...(min(stride.count, maximumSteps) + 2) {
            guard let unit = calendar.date(byAdding: stride.component, value: -j, to: base) else { break }
            if isAligned(unit, to: stride, calendar: calendar) { return unit }
        }
        return base
    }

    /// The first stride boundary at or after `date`; `date` itself when no
    /// boundary lies within reach (a stride of more years than the calendar holds).
    static func ceil(_ date: Date, to stride: TimeStride, calendar: Calendar) -> Date {
        let below = floor(date, to: stride, calendar: calendar)
        if below >= date { return below }
        if stride.component == .year {
            guard stride.count <= maximumSteps,
                  let next = calendar.date(byAdding: .year, value: stride.count, to: below),
                  isUsable(next) else { return date }
            return next
        }
        for j in 1...maximumSteps {
            guard let next = calendar.date(byAdding: stride.component, value: j, to: below) else { break }
            if next >= date, isAligned(next, to: stride, calendar: calendar) { return next }
        }
        return date
    }

    /// Whether `date` (a unit start) is a boundary of `stride`: its unit's number, counted from
    /// 1 January 2001 in the calendar's wall-clock time, is a multiple of the count. For counts that
    /// divide their parent unit (15 minutes, 6 hours, quarters) these are d3-time's boundaries
    /// (minute 0, 15, 30, 45; January, April...); for others (2 days, 5 hours) the ticks stay evenly
    /// spaced across the parent's end, where d3-time would restart them on each month's 1st.
    static func isAligned(_ date: Date, to stride: TimeStride, calendar: Calendar) -> Bool {
        guard stride.count > 1 else { return true }
        if let n = continuousUnitNumber(date, stride.component, calendar: calendar) {
            return n % Int64(stride.count) == 0
        }
        let field = calendar.component(stride.component, from: date)
        return field % stride.count == 0
    }

    /// The number of whole units (seconds to weeks, or months) from 1 January 2001 to `date`'s
    /// wall-clock time in the calendar's time zone; nil for other units.
    static func continuousUnitNumber(_ date: Date, _ component: Calendar.Component, calendar: Calendar) -> Int64? {
        if component == .month {
            let c = calendar.dateComponents([.year, .month], from: date)
            guard let y = c.year, let m = c.month else { return nil }
            return (Int64(y) - 2001) * 12 + Int64(m - 1)
        }
        let unit: Double
        switch component {
        case .second: unit = 1
        case .minute: unit = 60
        case .hour: unit = 3_600
        case .day: unit = 86_400
        case .weekOfYear, .weekOfMonth: unit = 604_800
        default: return nil
        }
        let local = date.timeIntervalSinceReferenceDate + Double(calendar.timeZone.secondsFromGMT(for: date))
        // Floored, so that units before the epoch keep the same rhythm; weeks count from the
        // calendar's own first weekday, since `date` starts one.
        let n = component == .weekOfYear || component == .weekOfMonth
            ? ((local / 86_400).rounded(.down) / 7).rounded(.down) : (local / unit).rounded(.down)
        guard n.isFinite, abs(n) < 1e15 else { return nil }
        return Int64(saturating: n)
    }

    /// For the start of a year, `base`: the number of years (0 or negative) back
    /// to the nearest year divisible by `k`.
    static func alignedYearOffset(_ base: Date, every k: Int, calendar: Calendar) -> (base: Date, offset: Int) {
        let year = calendar.component(.year, from: base)
        let k = max(k, 1)
        // Floored modulo (Swift's % keeps the dividend's sign), so the offset is never positive.
        let remainder = year % k
        return (base, remainder < 0 ? -(remainder + k) : -remainder)
    }
}
