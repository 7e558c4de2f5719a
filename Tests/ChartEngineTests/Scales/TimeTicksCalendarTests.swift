import Foundation
import Testing
@testable import ChartEngine

@Suite("TimeTicks floor, interval and nice")
struct TimeTicksCalendarTests {
    private typealias T = ScaleTestCalendars
    private let utc = T.gregorian()
    /// 2024-03-10 15:30 in Los Angeles (PDT, UTC-7), the day clocks sprang forward.
    private let afternoon = T.utc(2024, 3, 10, 22, 30)

    @Test("floor finds the start of the hour, day, week, month and year in the calendar's zone")
    func floor() {
        let la = T.gregorian("America/Los_Angeles", firstWeekday: 2)
        #expect(TimeTicks.floor(afternoon, to: .hour, calendar: la) == T.utc(2024, 3, 10, 22))
        #expect(TimeTicks.floor(afternoon, to: .day, calendar: la) == T.utc(2024, 3, 10, 8))
        #expect(TimeTicks.floor(afternoon, to: .weekOfYear, calendar: la) == T.utc(2024, 3, 4, 8))
        #expect(TimeTicks.floor(afternoon, to: .month, calendar: la) == T.utc(2024, 3, 1, 8))
        #expect(TimeTicks.floor(afternoon, to: .year, calendar: la) == T.utc(2024, 1, 1, 8))
    }

    @Test("the day of the DST change is a 23-hour interval")
    func interval() {
        let la = T.gregorian("America/Los_Angeles")
        let day = TimeTicks.interval(containing: afternoon, unit: .day, calendar: la)
        #expect(day.start == T.utc(2024, 3, 10, 8))
        #expect(day.end == T.utc(2024, 3, 11, 7))
        let month = TimeTicks.interval(containing: T.utc(2024, 2, 10), unit: .month, calendar: utc)
        #expect(month.start == T.utc(2024, 2, 1) && month.end == T.utc(2024, 3, 1))
    }

    @Test("nice widens to quarter boundaries: mid-January...November to January 1st...next January 1st")
    func niceQuarters() {
        let nice = TimeTicks.nice(lo: T.utc(2024, 1, 15), hi: T.utc(2024, 11, 20),
                                  stride: TimeStride(component: .month, count: 3), calendar: utc)
        #expect(nice.lo == T.utc(2024, 1, 1) && nice.hi == T.utc(2025, 1, 1))
    }

    @Test("nice widens to midnights and keeps ends already on a boundary")
    func niceDays() {
        let day = TimeStride(component: .day)
        let nice = TimeTicks.nice(lo: T.utc(2024, 6, 3, 10), hi: T.utc(2024, 6, 7, 12), stride: day, calendar: utc)
        #expect(nice.lo == T.utc(2024, 6, 3) && nice.hi == T.utc(2024, 6, 8))
        let exact = TimeTicks.nice(lo: T.utc(2024, 6, 1), hi: T.utc(2024, 7, 1),
                                   stride: TimeStride(component: .month), calendar: utc)
        #expect(exact.lo == T.utc(2024, 6, 1) && exact.hi == T.utc(2024, 7, 1))
    }

    @Test("nice to 10 years widens 2013...2027 to 2010...2030, reversed stays reversed")
    func niceDecades() {
        let decade = TimeStride(component: .year, count: 10)
        let nice = TimeTicks.nice(lo: T.utc(2013, 5, 1), hi: T.utc(2027, 2, 1), stride: decade, calendar: utc)
        #expect(nice.lo == T.utc(2010, 1, 1) && nice.hi == T.utc(2030, 1, 1))
        let reversed = TimeTicks.nice(lo: T.utc(2027, 2, 1), hi: T.utc(2013, 5, 1), stride: decade, calendar: utc)
        #expect(reversed.lo == T.utc(2030, 1, 1) && reversed.hi == T.utc(2010, 1, 1))
    }

    @Test("nice to 6 hours in Los Angeles ends on local 6:00 and 18:00")
    func niceHours() {
        let la = T.gregorian("America/Los_Angeles")
        // 7:10 PDT ... 15:30 PDT on 2024-06-03 -> 6:00 PDT ... 18:00 PDT.
        let nice = TimeTicks.nice(lo: T.utc(2024, 6, 3, 14, 10), hi: T.utc(2024, 6, 3, 22, 30),
                                  stride: TimeStride(component: .hour, count: 6), calendar: la)
        #expect(nice.lo == T.utc(2024, 6, 3, 13) && nice.hi == T.utc(2024, 6, 4, 1))
    }
}
