import Foundation
import Testing
@testable import ChartEngine

@Suite("AxisMarkValues: which values an axis marks")
struct AxisValuesTests {
    static let utc = TimeZone(identifier: "UTC")!
    static let en = Locale(identifier: "en_US")

    func numberScale(_ lo: Double, _ hi: Double) -> PositionScale {
        var options = PositionScaleOptions()
        options.domain = .numbers(lo, hi)
        return PositionScaleBuilder(axis: .y, kind: .linear, calendar: EngineFixture.calendar)
            .build(marks: [], rangeStart: 200, rangeEnd: 0, options: options)
    }

    func timeScale(_ lo: Date, _ hi: Date, width: Double = 600) -> PositionScale {
        var options = PositionScaleOptions()
        options.domain = .dates(lo, hi)
        return PositionScaleBuilder(axis: .x, kind: .time, calendar: EngineFixture.calendar)
            .build(marks: [], rangeStart: 0, rangeEnd: width, options: options)
    }

    @Test("stride(by:) marks every multiple of the step inside the domain, without drift")
    func numericStride() {
        let ticks = numberScale(-20, 45).ticks(.stride(5), axis: .y, locale: Self.en, timeZone: Self.utc)
        #expect(ticks.map(\.value) == stride(from: -20.0, through: 45, by: 5).map { DataValue.number($0) })
        let tenths = numberScale(0, 1).ticks(.stride(0.1), axis: .y, locale: Self.en, timeZone: Self.utc)
        #expect(tenths.count == 11)
        #expect(tenths.map(\.label) == ["0.0", "0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7", "0.8", "0.9", "1.0"])
    }

    @Test("explicit values inside the domain are kept in order; outside ones are dropped")
    func explicitNumbers() {
        let ticks = numberScale(0, 100).ticks(.explicit([.number(0), .number(6.25), .number(100), .number(150)]),
                                              axis: .y, locale: Self.en, timeZone: Self.utc)
        #expect(ticks.map(\.label) == ["0", "6.25", "100"])
        // Positions: 200 points tall, y up.
        #expect(ticks.map(\.position) == [200, 187.5, 0])
    }

    @Test("desiredCount and minimumStride steer the automatic values")
    func automaticCounts() {
        let s = numberScale(0, 100)
        #expect(s.ticks(.automatic(desiredCount: 2, minimumStride: nil), axis: .y, locale: Self.en, timeZone: Self.utc)
            .map(\.label) == ["0", "50", "100"])
        #expect(s.ticks(.automatic(desiredCount: 10, minimumStride: 25), axis: .y, locale: Self.en, timeZone: Self.utc)
            .map(\.label) == ["0", "25", "50", "75", "100"])
    }

    @Test("calendar strides mark every unit of every component",
          arguments: [
            (Calendar.Component.second, 15, 0, 0, 0, 1, 0, 5),     // 0:00:00 … 0:01:00 by 15 s → 0, 15, 30, 45 (end excluded)
            (.minute, 10, 0, 0, 0, 1, 0, 6),                          // one hour by 10 min
            (.hour, 6, 0, 0, 1, 0, 0, 4),                             // one day by 6 h
            (.day, 1, 0, 7, 0, 0, 0, 7),                              // one week by day
            (.weekOfYear, 1, 0, 28, 0, 0, 0, 4),                      // four weeks by week
            (.month, 1, 12, 0, 0, 0, 0, 12),                          // a year by month
            (.quarter, 1, 12, 0, 0, 0, 0, 4),                         // a year by quarter
            (.year, 1, 60, 0, 0, 0, 0, 5),                            // five years by year
          ])
    func dateStrides(component: Calendar.Component, count: Int, months: Int, days: Int, hoursTimes24: Int,
                     hours: Int, minutes: Int, expected: Int) {
        // Start on a Monday at midnight, 1 January 2024, so that weeks, months and years all align.
        let start = ScaleTestCalendars.date(2024, 1, 1)
        var end = EngineFixture.calendar.date(byAdding: .month, value: months, to: start)!
        end = EngineFixture.calendar.date(byAdding: .day, value: days + hoursTimes24, to: end)!
        end = EngineFixture.calendar.date(byAdding: .hour, value: hours, to: end)!
        end = EngineFixture.calendar.date(byAdding: .minute, value: minutes, to: end)!
        if component == .second { end = start.addingTimeInterval(60) }
        let ticks = timeScale(start, end).ticks(.dateStride(component, count: count, calendar: nil), axis: .x,
                                                locale: Self.en, timeZone: Self.utc)
        #expect(ticks.count == (component == .second ? 4 : expected))
        // Weeks begin on Sunday in this calendar: the first is 7 January.
        let first = component == .weekOfYear ? ScaleTestCalendars.date(2024, 1, 7) : start
        #expect(ticks.first?.value == .date(first))
        // Neighbouring values are exactly `count` units apart in the calendar.
        let unit: Calendar.Component = component == .quarter ? .month : component
        let step = component == .quarter ? 3 * count : count
        for (a, b) in zip(ticks, ticks.dropFirst()) {
            guard case .date(let da) = a.value, case .date(let db) = b.value else { Issue.record("dates expected"); return }
            #expect(EngineFixture.calendar.date(byAdding: unit, value: step, to: da) == db)
        }
    }

    @Test("a stride of months labels each month; the last month's stretch runs to the next month")
    func monthStretch() throws {
        let start = ScaleTestCalendars.date(2022, 1, 1), end = ScaleTestCalendars.date(2023, 1, 1)
        let s = timeScale(start, end, width: 365)
        let ticks = s.ticks(.dateStride(.month, count: 1, calendar: nil), axis: .x, locale: Self.en, timeZone: Self.utc)
        #expect(ticks.count == 12)
        let december = try #require(ticks.last?.interval)
        // December has 31 days: 334 to 365 points at a point a day.
        #expect(abs(december.start - 334) < 1e-9 && abs(december.end - 365) < 1e-9)
    }

    @Test("labels follow the locale: Japanese months and grouped numbers")
    func localeLabels() {
        let start = ScaleTestCalendars.date(2022, 1, 1), end = ScaleTestCalendars.date(2023, 1, 1)
        let ja = Locale(identifier: "ja_JP")
        let months = timeScale(start, end).ticks(.dateStride(.month, count: 3, calendar: nil), axis: .x, locale: ja, timeZone: Self.utc)
        #expect(months.map(\.label) == ["1月\n2022年", "4月", "7月", "10月"])
        let numbers = numberScale(0, 5000).ticks(.stride(2500), axis: .y, locale: ja, timeZone: Self.utc)
        #expect(numbers.map(\.label) == ["0", "2,500", "5,000"])
        let german = numberScale(0, 5000).ticks(.stride(2500), axis: .y, locale: Locale(identifier: "de_DE"), timeZone: Self.utc)
        #expect(german.map(\.label) == ["0", "2.500", "5.000"])
    }

    @Test("a desired count on categories keeps every k-th category; explicit categories keep their own")
    func categories() {
        let marks = ["A", "B", "C", "D", "E", "F"].map { EngineFixture.bar($0, 1) }
        var resolver = MarkResolver(calendar: EngineFixture.calendar)
        let resolved = resolver.resolve(marks, xKind: .band, yKind: .linear)
        let s = PositionScaleBuilder(axis: .x, kind: .band, calendar: EngineFixture.calendar).build(marks: resolved, rangeStart: 0, rangeEnd: 60)
        #expect(s.ticks(.automatic(desiredCount: 3, minimumStride: nil), axis: .x, locale: Self.en, timeZone: Self.utc)
            .map(\.label) == ["A", "C", "E"])
        #expect(s.ticks(.explicit([.string("E"), .string("B"), .string("Z")]), axis: .x, locale: Self.en, timeZone: Self.utc)
            .map(\.label) == ["B", "E"])
    }

    @Test("an axis keeps at most 1,000 values: every k-th of a longer list")
    func cap() {
        // 0…1,000,000 by 1 is 1,000,001 values; every 1,001st leaves 0, 1001, …, 999,999: 1,000 of them.
        let ticks = numberScale(0, 1_000_000).ticks(.stride(1), axis: .y, locale: Self.en, timeZone: Self.utc)
        #expect(ticks.count == 1000)
        #expect(ticks.first?.value == .number(0) && ticks.last?.value == .number(999_999))
    }
}
