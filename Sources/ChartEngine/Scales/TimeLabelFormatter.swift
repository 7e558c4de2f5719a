import Foundation

/// Automatic date-axis labels as Swift Charts shows them on iOS, in the given
/// locale through Foundation's `Date.FormatStyle` (so ja_JP gives "1月", never
/// an English month name):
///
/// | stride             | en_US             | style                          |
/// |--------------------|-------------------|--------------------------------|
/// | seconds            | "9:05:30 AM"      | `.hour().minute().second()`    |
/// | minutes            | "9:05 AM"         | `.hour().minute()` [over the day] |
/// | hours              | "9 AM", "12 AM\nJul 15" | `.hour()` over the day    |
/// | 1 day, ≤ 7 ticks   | "Mon"             | `.weekday(.abbreviated)`       |
/// | days, weeks        | "5", "1\nJun"     | the day as in `MMMd` [over `.month()`] |
/// | months, quarters   | "Feb", "Jan\n2024"| `.month(.abbreviated)` [over `.year()`] |
/// | years              | "2024"            | `.year()`                      |
///
/// Day labels add the month on a second line under the first tick and wherever the month
/// changes; month labels add the year the same way, and hour labels the day (minute labels
/// too when they run past midnight), as iOS writes its date axes.
/// en_US puts a narrow no-break space (U+202F) before "AM"/"PM". Day numbers are written as the
/// locale writes them in a date: German, Danish, Norwegian, Finnish and Czech end them with a
/// period ("1.", "15."), Japanese and Chinese with 日 ("1日"), English, French and Spanish bare ("1").
package struct TimeLabelFormatter: Sendable {
    /// The stride the ticks were made with; it picks the label style.
    package var stride: TimeStride
    /// The tick dates, in axis order.
    package var ticks: [Date]
    /// The calendar the ticks follow.
    package var calendar: Calendar
    /// The locale for names, digits and hour cycle.
    package var locale: Locale
    /// The time zone the labels are written in.
    package var timeZone: TimeZone

    /// A formatter for `ticks`, made with `stride`, written for `locale` in `timeZone`.
    package init(stride: TimeStride, ticks: [Date], calendar: Calendar, locale: Locale, timeZone: TimeZone) {
        self.stride = stride
        self.ticks = ticks
        self.calendar = calendar
        self.locale = locale
        self.timeZone = timeZone
    }

    /// One label per tick, in the same order.
    package func labels() -> [String] {
        let base = Date.FormatStyle(date: nil, time: nil, locale: locale, calendar: calendar, timeZone: timeZone)
        switch stride.component {
        case .nanosecond, .second:
            // Seconds are shown: "h:mm" alone would repeat one label per minute.
            return ticks.map { base.hour().minute().second().format($0) }
        case .minute:
            return withDays(ticks.map { base.hour().minute().format($0) }, base, always: false)
        case .hour:
            return withDays(ticks.map { base.hour().format($0) }, base, always: true)
        case .day where stride.count == 1 && ticks.count <= 7:
            // A week or less of daily ticks: weekday names are distinct and shortest.
            return ticks.map { base.weekday(.abbreviated).format($0) }
        case .day, .weekday, .weekdayOrdinal, .weekOfYear, .weekOfMonth:
            let day = DayNumberStyle(locale: locale, base: base)
            return twoLine(.month, first: { day.format($0) }, second: { base.month(.abbreviated).format($0) })
        case .month, .quarter:
            return twoLine(.year, first: { base.month(.abbreviated).format($0) }, second: { base.year().format($0) })
        default:
            return ticks.map { base.year().format($0) }
        }
    }

    /// Times keep their own labels, with the day on a line below under the first tick and under
    /// each midnight ("12 AM\nJul 15"), as iOS writes hourly axes. Minutes and seconds within one
    /// day keep one line.
    private func withDays(_ labels: [String], _ base: Date.FormatStyle, always: Bool) -> [String] {
        var zoned = calendar
        zoned.timeZone = timeZone
        guard let first = ticks.first, let last = ticks.last,
              always || !zoned.isDate(first, inSameDayAs: last) else { return labels }
        let day = base.month(.abbreviated).day()
        var previous: Date?
        return zip(ticks, labels).map { date, label in
            let start = zoned.startOfDay(for: date)
            defer { previous = start }
            return start == previous ? label : label + "\n" + day.format(date)
        }
    }

    /// `first` on every tick, with `second` on a line below on the first tick and on every tick
    /// whose `unit` (month or year) differs from the previous tick's ("1\nJun", "8", "15").
    private func twoLine(_ unit: Calendar.Component, first: (Date) -> String, second: (Date) -> String) -> [String] {
        var zoned = calendar
        zoned.timeZone = timeZone
        var previous: Int?
        return ticks.map { date in
            let value = zoned.component(unit, from: date) + (unit == .month ? 100 * zoned.component(.year, from: date) : 0)
            defer { previous = value }
            return value == previous ? first(date) : first(date) + "\n" + second(date)
        }
    }
}
