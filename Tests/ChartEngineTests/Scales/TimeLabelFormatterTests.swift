import Foundation
import Testing
@testable import ChartEngine

/// Expected strings are CLDR's, as swift-foundation prints them on Linux:
/// en_US puts U+202F (narrow no-break space) before AM/PM.
@Suite("TimeLabelFormatter")
struct TimeLabelFormatterTests {
    private typealias T = ScaleTestCalendars

    private func labels(_ ticks: [Date], _ component: Calendar.Component, count: Int = 1,
                        locale: String = "en_US", zone: String = "UTC") -> [String] {
        TimeLabelFormatter(stride: TimeStride(component: component, count: count), ticks: ticks,
                           calendar: T.gregorian(zone), locale: Locale(identifier: locale),
                           timeZone: TimeZone(identifier: zone)!).labels()
    }

    @Test("month labels add the year on a second line under the first tick and when the year changes")
    func months() {
        let ticks = [T.utc(2023, 11, 1), T.utc(2023, 12, 1), T.utc(2024, 1, 1), T.utc(2024, 2, 1)]
        #expect(labels(ticks, .month) == ["Nov\n2023", "Dec", "Jan\n2024", "Feb"])
        #expect(labels(ticks, .month, locale: "ja_JP") == ["11月\n2023年", "12月", "1月\n2024年", "2月"])
    }

    @Test("quarter labels are months: Jan over 2024, Apr, Jul, Oct")
    func quarters() {
        let ticks = [T.utc(2024, 1, 1), T.utc(2024, 4, 1), T.utc(2024, 7, 1), T.utc(2024, 10, 1)]
        #expect(labels(ticks, .month, count: 3) == ["Jan\n2024", "Apr", "Jul", "Oct"])
        // CLDR: German month names alone are stand-alone forms without the period ("Okt").
        #expect(labels(ticks, .month, count: 3, locale: "de_DE") == ["Jan\n2024", "Apr", "Jul", "Okt"])
    }

    @Test("a week or less of daily ticks is labelled by weekday")
    func weekdays() {
        let ticks = (3...7).map { T.utc(2024, 6, $0) }   // Monday to Friday
        #expect(labels(ticks, .day) == ["Mon", "Tue", "Wed", "Thu", "Fri"])
        #expect(labels(ticks, .day, locale: "ja_JP") == ["月", "火", "水", "木", "金"])
    }

    @Test("more than seven daily ticks, 2-day and weekly ticks show the day, the month under the first")
    func days() {
        let eight = (3...10).map { T.utc(2024, 6, $0) }
        #expect(labels(eight, .day).first == "3\nJun")
        #expect(labels(eight, .day).last == "10")
        #expect(labels([T.utc(2024, 6, 3), T.utc(2024, 6, 5)], .day, count: 2) == ["3\nJun", "5"])
        #expect(labels([T.utc(2024, 6, 3), T.utc(2024, 6, 10)], .weekOfYear) == ["3\nJun", "10"])
        // A new month names itself under its first tick.
        #expect(labels([T.utc(2024, 6, 24), T.utc(2024, 7, 1), T.utc(2024, 7, 8)], .weekOfYear) == ["24\nJun", "1\nJul", "8"])
        #expect(labels([T.utc(2024, 6, 3)], .weekOfYear, locale: "ja_JP") == ["3日\n6月"])
        // German writes a day number with a period, as its dates do ("3. Juni").
        #expect(labels([T.utc(2024, 6, 3)], .weekOfYear, locale: "de_DE") == ["3.\nJun"])
    }

    @Test("day numbers are written as each locale writes them in a date", arguments: [
        ("de_DE", ["1.\nJun", "3.", "5."]), ("fr_FR", ["1\njuin", "3", "5"]), ("ja_JP", ["1日\n6月", "3日", "5日"]),
        ("zh_CN", ["1日\n6月", "3日", "5日"]), ("es_ES", ["1\njun", "3", "5"]), ("en_GB", ["1\nJun", "3", "5"]),
    ])
    func dayNumbers(locale: String, expected: [String]) {
        let ticks = [T.utc(2024, 6, 1), T.utc(2024, 6, 3), T.utc(2024, 6, 5)]
        #expect(labels(ticks, .day, count: 2, locale: locale) == expected)
    }

    @Test("the text after the day in a date pattern: a period in German, 日 in Japanese, nothing in English")
    func textAfterDay() {
        #expect(DayNumberStyle.textAfterDay("d. MMM") == ".")
        #expect(DayNumberStyle.textAfterDay("M月d日") == "日")
        #expect(DayNumberStyle.textAfterDay("MMM d") == "")
        #expect(DayNumberStyle.textAfterDay("d 'de' MMM") == "")
        #expect(DayNumberStyle.textAfterDay("dd.MM.") == ".")
        #expect(DayNumberStyle.textAfterDay("MMM") == "")
    }

    @Test("hour labels follow the locale's hour cycle: 9 AM, 9時, 09 Uhr")
    func hours() {
        let ticks = [T.utc(2024, 6, 3, 9), T.utc(2024, 6, 3, 12)]
        #expect(labels(ticks, .hour) == ["9\u{202F}AM\nJun 3", "12\u{202F}PM"])
        #expect(labels(ticks, .hour, locale: "ja_JP") == ["9時\n6月3日", "12時"])
        #expect(labels(ticks, .hour, locale: "de_DE") == ["09 Uhr\n3. Juni", "12 Uhr"])
    }

    @Test("minute labels are hour and minute; second labels add seconds")
    func minutesAndSeconds() {
        let tick = [T.utc(2024, 6, 3, 9, 5)]
        #expect(labels(tick, .minute) == ["9:05\u{202F}AM"])
        #expect(labels(tick, .minute, locale: "ja_JP") == ["9:05"])
        #expect(labels(tick, .minute, locale: "de_DE") == ["09:05"])
        #expect(labels([T.date(2024, 6, 3, 9, 5, 30)], .second, count: 30) == ["9:05:30\u{202F}AM"])
    }

    @Test("hour labels carry the day under the first tick and under each midnight")
    func hoursAcrossMidnight() {
        let ticks = [T.utc(2022, 5, 8, 6), T.utc(2022, 5, 8, 12), T.utc(2022, 5, 8, 18), T.utc(2022, 5, 9, 0), T.utc(2022, 5, 9, 6)]
        #expect(labels(ticks, .hour, count: 6) == ["6\u{202F}AM\nMay 8", "12\u{202F}PM", "6\u{202F}PM", "12\u{202F}AM\nMay 9", "6\u{202F}AM"])
        // Within one day, the day stands under the first tick only.
        let oneDay = [T.utc(2022, 5, 9, 0), T.utc(2022, 5, 9, 12)]
        #expect(labels(oneDay, .hour, count: 12) == ["12\u{202F}AM\nMay 9", "12\u{202F}PM"])
        // Minutes within one day keep one line; past midnight they carry the day as hours do.
        let lateMinutes = [T.utc(2022, 5, 8, 23, 30), T.utc(2022, 5, 9, 0), T.utc(2022, 5, 9, 0, 30)]
        #expect(labels(lateMinutes, .minute, count: 30) == ["11:30\u{202F}PM\nMay 8", "12:00\u{202F}AM\nMay 9", "12:30\u{202F}AM"])
        // The day is the time zone's: midnight in Tokyo is 15:00 UTC.
        let tokyo = [T.utc(2022, 5, 8, 9), T.utc(2022, 5, 8, 15), T.utc(2022, 5, 8, 21)]
        #expect(labels(tokyo, .hour, count: 6, zone: "Asia/Tokyo") == ["6\u{202F}PM\nMay 8", "12\u{202F}AM\nMay 9", "6\u{202F}AM"])
    }

    @Test("year labels are the year alone")
    func years() {
        let ticks = [T.utc(2020, 1, 1), T.utc(2022, 1, 1)]
        #expect(labels(ticks, .year, count: 2) == ["2020", "2022"])
        #expect(labels(ticks, .year, count: 2, locale: "ja_JP") == ["2020年", "2022年"])
    }

    @Test("labels are written in the given time zone")
    func timeZone() {
        // 08:00 UTC is midnight in Los Angeles in winter; its month is still December 2023 there at 07:00 UTC.
        #expect(labels([T.utc(2024, 1, 1, 8)], .hour, zone: "America/Los_Angeles") == ["12\u{202F}AM\nJan 1"])
        #expect(labels([T.utc(2024, 1, 1, 7)], .month, zone: "America/Los_Angeles") == ["Dec\n2023"])
    }

    @Test("no ticks give no labels")
    func empty() {
        #expect(labels([], .month).isEmpty)
    }
}
