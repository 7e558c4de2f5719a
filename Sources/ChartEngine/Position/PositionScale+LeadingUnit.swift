import Foundation

extension PositionScale {
    /// How close to the data's first date, as a part of the stride, a unit's start must lie to be
    /// labelled at the plot's edge: a day for months, three days for quarters, 48 minutes for days.
    static let leadingUnitTolerance = 1.0 / 30

    /// `dates` with the start of the stride unit the data begin in put first, when the data begin
    /// only a little after it: daily readings from 1 January at 14:23 are labelled "Jan" at the
    /// plot's leading edge, rather than starting their axis at "Feb" with January shown unnamed.
    static func withLeadingUnit(_ dates: [Date], lo: Date, stride: TimeStride, calendar: Calendar) -> [Date] {
        let start = TimeTicks.floor(lo, to: stride, calendar: calendar)
        guard start < lo, dates.first.map({ $0 > lo }) ?? true,
              lo.timeIntervalSince(start) <= stride.approximateDuration * leadingUnitTolerance else { return dates }
        return [start] + dates
    }
}
