import Foundation
import Testing
@testable import ChartEngine

@Suite("TimeTicks.ticks")
struct TimeTicksTests {
    private typealias T = ScaleTestCalendars
    private let utc = T.gregorian()
    private let la = T.gregorian("America/Los_Angeles")

    @Test("a quarter asks for months where weeks would crowd twice the count asked for")
    func quarterPrefersMonths() {
        let lo = T.utc(2024, 1, 1), hi = T.utc(2024, 3, 31)
        // 90 days / 7 = 12.9 days a tick: d3 takes weeks (1.84 weeks against 2.33 per month), which
        // gives 13 ticks for 7 asked; more than 1.5 times as many, so months.
        #expect(TimeTicks.stride(from: lo, to: hi, count: 7) == TimeStride(component: .month, count: 1))
        // 90 / 10 = 9 days a tick: 1.29 weeks, few enough; weeks stay.
        #expect(TimeTicks.stride(from: lo, to: hi, count: 10) == TimeStride(component: .weekOfYear, count: 1))
        // Five weeks / 3 = 11.7 days a tick, but months would give one tick: weeks stay.
        #expect(TimeTicks.stride(from: lo, to: T.utc(2024, 2, 5), count: 3) == TimeStride(component: .weekOfYear, count: 1))
    }

    @Test("day ticks are UTC midnights inside the span")
    func utcDays() {
        let ticks = TimeTicks.ticks(from: T.utc(2024, 6, 3, 10), to: T.utc(2024, 6, 7, 12),
                                    stride: TimeStride(component: .day), calendar: utc)
        #expect(ticks == [T.utc(2024, 6, 4), T.utc(2024, 6, 5), T.utc(2024, 6, 6), T.utc(2024, 6, 7)])
    }

    @Test("day ticks are Los Angeles midnights across the March 2024 DST change (UTC-8 then UTC-7)")
    func dstDays() {
        let ticks = TimeTicks.ticks(from: T.utc(2024, 3, 8, 20), to: T.utc(2024, 3, 12, 19),
                                    stride: TimeStride(component: .day), calendar: la)
        #expect(ticks == [T.utc(2024, 3, 9, 8), T.utc(2024, 3, 10, 8), T.utc(2024, 3, 11, 7), T.utc(2024, 3, 12, 7)])
    }

    @Test("3-hour ticks on the spring-forward day are local hours 0, 3, 6, 9, 12 (2:00 does not exist)")
    func dstHours() {
        let ticks = TimeTicks.ticks(from: T.utc(2024, 3, 10, 8), to: T.utc(2024, 3, 10, 19),
                                    stride: TimeStride(component: .hour, count: 3), calendar: la)
        #expect(ticks == [T.utc(2024, 3, 10, 8), T.utc(2024, 3, 10, 10), T.utc(2024, 3, 10, 13),
                          T.utc(2024, 3, 10, 16), T.utc(2024, 3, 10, 19)])
    }

    @Test("hourly ticks on the fall-back day show 1:00 twice, once in PDT and once in PST")
    func fallBackHours() {
        let ticks = TimeTicks.ticks(from: T.utc(2024, 11, 3, 7), to: T.utc(2024, 11, 3, 11),
                                    stride: TimeStride(component: .hour), calendar: la)
        #expect(ticks.count == 5)
        #expect(ticks.map { la.component(.hour, from: $0) } == [0, 1, 1, 2, 3])
    }

    @Test("15-minute ticks fall on quarter hours and include the end")
    func quarterHours() {
        let ticks = TimeTicks.ticks(from: T.utc(2024, 6, 3, 9, 7), to: T.utc(2024, 6, 3, 10),
                                    stride: TimeStride(component: .minute, count: 15), calendar: utc)
        #expect(ticks == [T.utc(2024, 6, 3, 9, 15), T.utc(2024, 6, 3, 9, 30), T.utc(2024, 6, 3, 9, 45), T.utc(2024, 6, 3, 10)])
    }

    @Test("month ticks are firsts of the month")
    func months() {
        let ticks = TimeTicks.ticks(from: T.utc(2024, 1, 15), to: T.utc(2024, 6, 20),
                                    stride: TimeStride(component: .month), calendar: utc)
        #expect(ticks == [T.utc(2024, 2, 1), T.utc(2024, 3, 1), T.utc(2024, 4, 1), T.utc(2024, 5, 1), T.utc(2024, 6, 1)])
    }

    @Test("quarter ticks are January, April, July and October firsts")
    func quarters() {
        let ticks = TimeTicks.ticks(from: T.utc(2023, 11, 10), to: T.utc(2024, 12, 31),
                                    stride: TimeStride(component: .quarter), calendar: utc)
        #expect(ticks == [T.utc(2024, 1, 1), T.utc(2024, 4, 1), T.utc(2024, 7, 1), T.utc(2024, 10, 1)])
    }

    @Test("weekly ticks start on the calendar's first weekday: Mondays, or Sundays")
    func weeks() {
        let lo = T.utc(2024, 6, 1), hi = T.utc(2024, 6, 30)   // a Saturday to a Sunday
        let mondays = TimeTicks.ticks(from: lo, to: hi, stride: TimeStride(component: .weekOfYear),
                                      calendar: T.gregorian(firstWeekday: 2))
        #expect(mondays == [T.utc(2024, 6, 3), T.utc(2024, 6, 10), T.utc(2024, 6, 17), T.utc(2024, 6, 24)])
        let sundays = TimeTicks.ticks(from: lo, to: hi, stride: TimeStride(component: .weekOfYear), calendar: utc)
        #expect(sundays == [T.utc(2024, 6, 2), T.utc(2024, 6, 9), T.utc(2024, 6, 16), T.utc(2024, 6, 23), T.utc(2024, 6, 30)])
    }

    @Test("2-day ticks stay two days apart across a 31-day month's end")
    func twoDays() {
        // 29 January 2024 is day 8,428 after 1 January 2001 (23 years of 365 days, 5 leap days, 28 more): even.
        let ticks = TimeTicks.ticks(from: T.utc(2024, 1, 28), to: T.utc(2024, 2, 4),
                                    stride: TimeStride(component: .day, count: 2), calendar: utc)
        #expect(ticks == [T.utc(2024, 1, 29), T.utc(2024, 1, 31), T.utc(2024, 2, 2), T.utc(2024, 2, 4)])
    }

    @Test("5-hour ticks stay five hours apart across midnight")
    func fiveHours() {
        // 1 January 2024 is day 8,400 after 1 January 2001, hour 201,600: a multiple of 5.
        let ticks = TimeTicks.ticks(from: T.utc(2024, 1, 1, 18), to: T.utc(2024, 1, 2, 12),
                                    stride: TimeStride(component: .hour, count: 5), calendar: utc)
        #expect(ticks == [T.utc(2024, 1, 1, 20), T.utc(2024, 1, 2, 1), T.utc(2024, 1, 2, 6), T.utc(2024, 1, 2, 11)])
    }

    @Test("automatic ticks over ten years are every other January 1st")
    func automaticYears() {
        let ticks = TimeTicks.ticks(from: T.utc(2020, 1, 1), to: T.utc(2030, 1, 1), count: 5, calendar: utc)
        #expect(ticks == [2020, 2022, 2024, 2026, 2028, 2030].map { T.utc($0, 1, 1) })
    }

    @Test("a reversed span gives the same ascending ticks")
    func reversed() {
        let ticks = TimeTicks.ticks(from: T.utc(2024, 6, 20), to: T.utc(2024, 1, 15),
                                    stride: TimeStride(component: .month, count: 3), calendar: utc)
        #expect(ticks == [T.utc(2024, 4, 1)])
    }

    @Test("NaN and absurd dates give no ticks; a tiny stride over decades is capped")
    func badInput() {
        let nan = Date(timeIntervalSinceReferenceDate: .nan)
        let far = Date(timeIntervalSinceReferenceDate: 1e300)
        #expect(TimeTicks.ticks(from: nan, to: T.utc(2024, 1, 1), count: 5, calendar: utc).isEmpty)
        #expect(TimeTicks.ticks(from: T.utc(2024, 1, 1), to: far, count: 5, calendar: utc).isEmpty)
        let many = TimeTicks.ticks(from: T.utc(2000, 1, 1), to: T.utc(2030, 1, 1),
                                   stride: TimeStride(component: .second), calendar: utc)
        #expect(many.count == TimeTicks.maximumTicks)
    }

    @Test("an enormous stride count neither overflows nor hangs; only unit 0 is a multiple of it")
    func enormousCount() {
        let lo = T.utc(1999, 6, 1), hi = T.utc(2024, 6, 1)
        // Days count from 1 January 2001, the only day whose number is a multiple of Int.max.
        let days = TimeTicks.ticks(from: lo, to: hi, stride: TimeStride(component: .day, count: .max), calendar: utc)
        #expect(days == [T.utc(2001, 1, 1)])
        let years = TimeTicks.ticks(from: lo, to: hi, stride: TimeStride(component: .year, count: .max), calendar: utc)
        #expect(years.isEmpty)
        for component in [Calendar.Component.hour, .month, .year] {
            let nice = TimeTicks.nice(lo: lo, hi: hi, stride: TimeStride(component: component, count: .max), calendar: utc)
            #expect(nice.lo <= lo && nice.hi >= hi)
        }
    }
}
