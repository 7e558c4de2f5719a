import Foundation
import Testing
@testable import OpenChartsCLI

@Suite("Reading ISO 8601 dates")
struct ISODateTests {
    let utc = TimeZone(identifier: "UTC")!

    @Test("a calendar date is midnight UTC: 2024-03-01 is 19,783 days after 1970-01-01")
    func calendarDate() {
        // 1970 → 2024 is 54 years with 13 leap days: 54·365 + 13 = 19,723; then January's 31 and February's 29.
        #expect(ISODate.parse("2024-03-01", timeZone: nil) == Double(19_783 * 86_400))
    }

    @Test("a month alone is its first day")
    func monthOnly() {
        #expect(ISODate.parse("2024-03", timeZone: nil) == Double(19_783 * 86_400))
    }

    @Test("times with T or a space, seconds and fractions, and zones Z or ±hh:mm")
    func times() {
        let day = 19_783.0 * 86_400
        #expect(ISODate.parse("2024-03-01T09:30:00Z", timeZone: nil) == day + 9 * 3600 + 30 * 60)
        #expect(ISODate.parse("2024-03-01 09:30", timeZone: nil) == day + 9 * 3600 + 30 * 60)
        #expect(ISODate.parse("2024-03-01T09:30:15.5Z", timeZone: nil) == day + 9 * 3600 + 30 * 60 + 15.5)
        // 09:30 at +02:00 is 07:30 UTC.
        #expect(ISODate.parse("2024-03-01T09:30:00+02:00", timeZone: nil) == day + 7 * 3600 + 30 * 60)
        #expect(ISODate.parse("2024-03-01T09:30:00-0500", timeZone: nil) == day + 14 * 3600 + 30 * 60)
    }

    @Test("a date without a zone is read in the time zone given: midnight in Paris is 23:00 UTC in winter")
    func localZone() {
        let paris = TimeZone(identifier: "Europe/Paris")!
        #expect(ISODate.parse("2024-03-01", timeZone: paris) == Double(19_783 * 86_400 - 3600))
    }

    @Test("impossible dates and trailing text are not dates", arguments: ["2023-02-29", "2024-13-01", "2024-04-31", "2024-03-01x", "24-03-01", "2024/03/01", ""])
    func rejects(_ text: String) {
        #expect(ISODate.parse(text[...], timeZone: nil) == nil)
    }

    @Test("the days before 1970 count backwards: 1969-12-31 is day -1")
    func beforeEpoch() {
        #expect(ISODate.parse("1969-12-31", timeZone: nil) == -86_400)
    }

    @Test("common forms are found from a column's values: day.month.year, month/day/year, month names")
    func detection() {
        #expect(DateParser.detect(["01.03.2024", "15.03.2024"], timeZone: utc) == .pattern("dd.MM.yyyy"))
        #expect(DateParser.detect(["03/01/2024", "03/15/2024"], timeZone: utc) == .pattern("MM/dd/yyyy"))
        #expect(DateParser.detect(["Mar 2024", "Apr 2024"], timeZone: utc) == .pattern("MMM yyyy"))
        #expect(DateParser.detect(["2024-03-01", "2024-03-02T10:00:00Z"], timeZone: utc) == .iso)
        #expect(DateParser.detect(["North", "South"], timeZone: utc) == nil)
    }

    @Test("a date format pattern reads day-first dates")
    func pattern() {
        let p = DateParser(form: .pattern("dd/MM/yyyy"), timeZone: utc)
        #expect(p.parse("01/03/2024") == Double(19_783 * 86_400))
        #expect(p.parse("2024-03-01") == nil)
    }
}

@Suite("Date patterns and their separators")
struct DatePatternTests {
    let utc = TimeZone(identifier: "UTC")!

    @Test("01.02.2024 is the first of February, never read as month/day because a formatter overlooks the dots")
    func dotsAreDayFirst() {
        #expect(DateParser.detect(["01.02.2024", "15.02.2024"], timeZone: utc) == .pattern("dd.MM.yyyy"))
        #expect(DateParser(form: .pattern("MM/dd/yyyy"), timeZone: utc).parse("01.02.2024") == nil)
        // 2024-02-01 is 19,754 days after 1970-01-01 (19,723 to New Year, then January's 31).
        #expect(DateParser(form: .pattern("dd.MM.yyyy"), timeZone: utc).parse("01.02.2024") == Double(19_754 * 86_400))
    }

    @Test("quoted letters in a pattern are literals, not separators")
    func quotedLiterals() {
        let p = DateParser(form: .pattern("yyyy-MM-dd'T'HH:mm"), timeZone: utc)
        #expect(p.parse("2024-02-01T06:00") == Double(19_754 * 86_400 + 6 * 3600))
    }
}
