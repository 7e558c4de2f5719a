import Foundation

/// Calendars and dates for the time-scale tests, built only from Foundation so
/// expectations never come from the code under test.
enum ScaleTestCalendars {
    /// A Gregorian calendar in `zone`, weeks starting on `firstWeekday` (1 = Sunday).
    static func gregorian(_ zone: String = "UTC", firstWeekday: Int = 1) -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: zone)!
        calendar.firstWeekday = firstWeekday
        return calendar
    }

    /// The date with these fields in `zone`.
    static func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0,
                     _ second: Int = 0, zone: String = "UTC") -> Date {
        let components = DateComponents(year: year, month: month, day: day,
                                        hour: hour, minute: minute, second: second)
        return gregorian(zone).date(from: components)!
    }

    /// A UTC date: the way to state an instant in Los Angeles by its known offset.
    static func utc(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 0, _ minute: Int = 0) -> Date {
        date(year, month, day, hour, minute)
    }
}
