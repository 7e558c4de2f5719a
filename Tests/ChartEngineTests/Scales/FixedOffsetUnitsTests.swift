import Foundation
import Testing
@testable import ChartEngine

@Suite("Calendar units by arithmetic in fixed-offset zones")
struct FixedOffsetUnitsTests {
    /// Zones of whole, half and three-quarter hour offsets, none with daylight saving time since 1970.
    static let zones = ["UTC", "Asia/Tokyo", "Asia/Kolkata", "Pacific/Honolulu"]

    @Test("every unit agrees with Foundation's calendar, for dates across fifty years", arguments: zones)
    func agreesWithCalendar(zone: String) throws {
        for firstWeekday in [1, 2] {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = try #require(TimeZone(identifier: zone))
            calendar.firstWeekday = firstWeekday
            var t = 1.0e3   // seconds after the reference date, stepping irregularly over 50 years
            while t < 1.6e9 {
                let date = Date(timeIntervalSinceReferenceDate: t)
                for unit: Calendar.Component in [.second, .minute, .hour, .day, .weekday, .weekOfYear, .weekOfMonth] {
                    let fast = try #require(FixedOffsetUnits.interval(containing: date, unit: unit, calendar: calendar))
                    let slow = try #require(calendar.dateInterval(of: unit, for: date))
                    #expect(fast.start == slow.start && fast.end == slow.end, "\(zone) \(unit) \(date)")
                }
                t = t * 1.37 + 12_345.678
            }
        }
    }

    @Test("zones with daylight saving time, dates before 1970 and other units are left to the calendar")
    func fallsBack() throws {
        var la = Calendar(identifier: .gregorian)
        la.timeZone = try #require(TimeZone(identifier: "America/Los_Angeles"))
        #expect(FixedOffsetUnits.interval(containing: Date(), unit: .day, calendar: la) == nil)
        var tokyo = Calendar(identifier: .gregorian)
        tokyo.timeZone = try #require(TimeZone(identifier: "Asia/Tokyo"))
        #expect(FixedOffsetUnits.interval(containing: Date(timeIntervalSince1970: -1e8), unit: .day, calendar: tokyo) == nil)
        #expect(FixedOffsetUnits.interval(containing: Date(), unit: .month, calendar: tokyo) == nil)
        // Kathmandu moved from +5:30 to +5:45 in 1986: not one offset since 1970.
        var kathmandu = Calendar(identifier: .gregorian)
        kathmandu.timeZone = try #require(TimeZone(identifier: "Asia/Kathmandu"))
        #expect(FixedOffsetUnits.interval(containing: Date(), unit: .day, calendar: kathmandu) == nil)
    }
}
