import Foundation

/// Moves dates plotted with a unit to the start of their unit, so that two values in the same
/// day (or month, …) share one position. Consecutive marks usually fall in the same or the next
/// unit, so the last interval is kept and the calendar asked only when a date leaves it.
struct UnitFloor {
    var calendar: Calendar
    private var last: (start: Double, end: Double, unit: Calendar.Component, custom: Bool)?

    init(calendar: Calendar) { self.calendar = calendar }

    mutating func floor(_ e: AxisEncoding) -> AxisEncoding {
        guard case .value(var slot) = e, let unit = slot.unit, let date = slot.value.date else { return e }
        let t = date.timeIntervalSinceReferenceDate
        guard t.isFinite else { return e }
        let custom = slot.calendar != nil
        if let l = last, l.unit == unit, l.custom == custom, !custom, t >= l.start, t < l.end {
            slot.value = .date(Date(timeIntervalSinceReferenceDate: l.start))
            return .value(slot)
        }
        let iv = TimeTicks.interval(containing: date, unit: unit, calendar: slot.calendar ?? calendar)
        let start = iv.start.timeIntervalSinceReferenceDate
        last = (start, iv.end.timeIntervalSinceReferenceDate, unit, custom)
        slot.value = .date(iv.start)
        return .value(slot)
    }
}
