import Foundation

extension PositionScale {
    /// How close to the data's first date, as a part of the stride, a unit's start must lie to be
    /// labelled at the plot's edge: a day for months, three days for quarters, 48 minutes for days.
    static let leadingUnitTolerance = 1.0 / 30

    /// `dates` with the start of the stride unit the data begin in put first, labelled at the
    /// plot's leading edge, when
    /// - the data begin only a little after it: daily readings from 1 January at 14:23 are labelled
    ///   "Jan" at the edge, rather than starting their axis at "Feb" with January shown unnamed; or
    /// - the data hold one point per unit its label names, and the first point lies in that unit:
    ///   monthly sales stamped on the 15th label their first month "Jan" on a monthly or quarterly
    ///   axis, as they would stamped on the 1st. `dataSpacing` is the gap between the data's first
    ///   two dates, in seconds. Daily readings from 10 January (a point a day) still start at "Feb".
    static func withLeadingUnit(_ dates: [Date], lo: Date, stride: TimeStride, calendar: Calendar,
                                dataSpacing: Double? = nil) -> [Date] {
        let start = TimeTicks.floor(lo, to: stride, calendar: calendar)
        guard start < lo, dates.first.map({ $0 > lo }) ?? true else { return dates }
        if lo.timeIntervalSince(start) <= stride.approximateDuration * leadingUnitTolerance { return [start] + dates }
        guard let spacing = dataSpacing, spacing.isFinite, let unit = namedUnit(of: stride),
              spacing >= TimeStride.unitDuration(of: unit) * 0.9,
              let unitEnd = calendar.date(byAdding: unit, value: 1, to: start), lo < unitEnd else { return dates }
        return [start] + dates
    }

    /// The calendar unit a tick's label names: the day for day and week strides ("15"), the month
    /// for month strides, quarters included ("Apr"), the year for years; nil for times of day,
    /// whose labels name an instant ("6 AM") that the plot's edge does not stand at.
    static func namedUnit(of stride: TimeStride) -> Calendar.Component? {
        switch stride.component {
        case .day, .weekday, .weekdayOrdinal, .weekOfYear, .weekOfMonth: .day
        case .month, .quarter: .month
        case .year: .year
        default: nil
        }
    }

    /// The gap between the first two distinct dates the marks place on `axis`, in seconds: one
    /// pass, keeping the two earliest.
    package static func leadingDataSpacing(of marks: [ResolvedMark], axis: PositionAxis) -> Double? {
        var first = Double.infinity, second = Double.infinity
        func add(_ slot: ValueSlot) {
            guard case .date(let d) = slot.value else { return }
            let t = d.timeIntervalSinceReferenceDate
            guard t.isFinite else { return }
            if t < first { second = first; first = t } else if t > first && t < second { second = t }
        }
        for m in marks {
            switch axis == .x ? m.spec.x : m.spec.y {
            case .value(let s): add(s)
            case .interval(let a, let b): add(a); add(b)
            case .absent, .fixed: break
            }
        }
        return second.isFinite ? second - first : nil
    }
}
