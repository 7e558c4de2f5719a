import Foundation
@testable import OpenCharts
import Testing

/// Date axes in the locale and time zone of the app's user: step counts in Berlin, sales in Tokyo,
/// monthly totals stamped mid-month. Expected labels are written from the calendar by hand.
@Suite("Date axes write their labels as the user's locale does")
struct RealWorldAxesLocales {
    struct Day: Identifiable {
        var date: Date
        var value: Double
        var id: Date { date }
    }

    static func calendar(_ zone: String) -> Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: zone)!
        return c
    }

    static func date(_ y: Int, _ m: Int, _ d: Int, in zone: String) -> Date {
        calendar(zone).date(from: DateComponents(year: y, month: m, day: d))!
    }

    /// June 2024 in Berlin: a step count per day, midnight local time.
    static let berlinSteps = (1...30).map { d in
        Day(date: date(2024, 6, d, in: "Europe/Berlin"), value: (7_500 + 3_000 * RealWorldData.wobble(d, 4)).rounded())
    }
    /// A Tokyo shop's sales per month of 2024.
    static let tokyoSales = (1...12).map { m in
        Day(date: date(2024, m, 1, in: "Asia/Tokyo"), value: (1_800_000 + 700_000 * RealWorldData.wobble(m, 6)).rounded())
    }
    /// A Tokyo shop's sales from November 2023 to April 2024: the year changes in the middle.
    static let tokyoWinter = (0..<6).map { i in
        Day(date: calendar("Asia/Tokyo").date(byAdding: .month, value: i, to: date(2023, 11, 1, in: "Asia/Tokyo"))!,
            value: (1_500_000 + 500_000 * RealWorldData.wobble(i, 7)).rounded())
    }
    /// Monthly revenue booked on the 15th of each month of 2024, in UTC.
    static let midMonthRevenue = (1...12).map { m in
        Day(date: date(2024, m, 15, in: "UTC"), value: (42_000 + 15_000 * RealWorldData.wobble(m, 8)).rounded())
    }

    /// The chart's x labels, drawn at `width` in `locale` and `zone` (the app's calendar).
    static func labels<V: View>(_ name: String, _ view: V, width: Double, locale: String, zone: String) throws -> [String] {
        var r = ChartRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: width, height: 240)
        r.locale = Locale(identifier: locale)
        r.timeZone = TimeZone(identifier: zone)!
        var c = calendar(zone)
        c.locale = r.locale
        r.calendar = c
        let svg = r.svg()
        RealWorldAxesFollowUps.dump(name, svg)
        let doc = try #require(ParsedSVG(svg))
        let checker = AxisLegibilityChecker(doc)
        #expect(checker.problems().isEmpty, "\(name): \(checker.problems())")
        return checker.labels.filter { $0.axis == "x" }.map(\.text)
    }

    @Test("daily steps in Berlin: German day numbers end with a period, the month under the first")
    func berlinSteps() throws {
        func chart() -> some View {
            Chart(Self.berlinSteps) { BarMark(x: .value("Tag", $0.date, unit: .day), y: .value("Schritte", $0.value)) }
        }
        // June 2024 begins on a Saturday: weekly ticks fall on the Mondays 3, 10, 17 and 24.
        #expect(try Self.labels("steps-de-390", chart(), width: 390, locale: "de_DE", zone: "Europe/Berlin")
                == ["3.\nJun", "10.", "17.", "24."])
        // Wider, every other day from the 1st.
        #expect(try Self.labels("steps-de-800", chart(), width: 800, locale: "de_DE", zone: "Europe/Berlin")
                == ["1.\nJun"] + stride(from: 3, through: 29, by: 2).map { "\($0)." })
        // The same days in English keep bare numbers.
        #expect(try Self.labels("steps-en-390", chart(), width: 390, locale: "en_GB", zone: "Europe/Berlin")
                == ["3\nJun", "10", "17", "24"])
    }

    @Test("monthly sales in Tokyo: the year under the first month and under each January, in Japanese as in English")
    func tokyoSales() throws {
        let bars = Chart(Self.tokyoSales) { BarMark(x: .value("月", $0.date, unit: .month), y: .value("売上", $0.value)) }
        #expect(try Self.labels("sales-ja-390", bars, width: 390, locale: "ja_JP", zone: "Asia/Tokyo")
                == ["1月\n2024年", "4月", "7月", "10月"])
        let winter = Chart(Self.tokyoWinter) { LineMark(x: .value("月", $0.date), y: .value("売上", $0.value)) }
        // The line ends on 1 April, whose label would have no room: November to March.
        #expect(try Self.labels("winter-ja-390", winter, width: 390, locale: "ja_JP", zone: "Asia/Tokyo")
                == ["11月\n2023年", "12月", "1月\n2024年", "2月", "3月"])
        #expect(try Self.labels("winter-zh-390", winter, width: 390, locale: "zh_CN", zone: "Asia/Tokyo")
                == ["11月\n2023年", "12月", "1月\n2024年", "2月", "3月"])
        #expect(try Self.labels("winter-en-390", winter, width: 390, locale: "en_US", zone: "Asia/Tokyo")
                == ["Nov\n2023", "Dec", "Jan\n2024", "Feb", "Mar"])
    }

    @Test("monthly revenue booked on the 15th labels its first month at the plot's leading edge")
    func midMonth() throws {
        let line = Chart(Self.midMonthRevenue) { LineMark(x: .value("Month", $0.date), y: .value("Revenue", $0.value)) }
        // Quarterly at phone width: January's label stands at the edge, where its first point is.
        #expect(try Self.labels("mid-en-390", line, width: 390, locale: "en_US", zone: "UTC") == ["Jan\n2024", "Apr", "Jul", "Oct"])
        #expect(try Self.labels("mid-ja-390", line, width: 390, locale: "ja_JP", zone: "UTC") == ["1月\n2024年", "4月", "7月", "10月"])
        #expect(try Self.labels("mid-fr-390", line, width: 390, locale: "fr_FR", zone: "UTC") == ["janv.\n2024", "avr.", "juil.", "oct."])
        // Monthly on a wide screen: every month named, January first.
        #expect(try Self.labels("mid-en-800", line, width: 800, locale: "en_US", zone: "UTC")
                == ["Jan\n2024", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
    }

    struct Reading { let date: Date; let value: Double }

    @Test("hours over a day come every six on a phone-wide chart and every three on a wide one; a week's days one by one")
    func timeOfDayDensity() throws {
        let start = try #require(Self.calendar("UTC").date(from: DateComponents(year: 2024, month: 6, day: 3)))
        let day = (0..<48).map { Reading(date: start.addingTimeInterval(Double($0) * 1800), value: Double(40 - $0 / 2)) }
        let line = Chart(day, id: \.date) { LineMark(x: .value("Time", $0.date), y: .value("Level", $0.value)) }
        // At 400 points every third hour would step 46 points for labels about 30 wide: 11 points apart,
        // under half a label. Every sixth hour steps 92.
        let phone = try Self.labels("hours-en-400", line, width: 400, locale: "en_US", zone: "UTC").map(Self.firstLine)
        #expect(phone == ["12 AM", "6 AM", "12 PM", "6 PM"])
        // At 800 points every third hour steps 97 points: all eight stay.
        let wide = try Self.labels("hours-en-800", line, width: 800, locale: "en_US", zone: "UTC").map(Self.firstLine)
        #expect(wide == ["12 AM", "3 AM", "6 AM", "9 AM", "12 PM", "3 PM", "6 PM", "9 PM"])
        let week = (0..<7).map { Reading(date: start.addingTimeInterval(Double($0) * 86_400), value: Double(6_000 + 500 * $0)) }
        let bars = Chart(week, id: \.date) { BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.value)) }
        #expect(try Self.labels("week-en-360", bars, width: 360, locale: "en_US", zone: "UTC").count == 7)
    }

    static func firstLine(_ s: String) -> String {
        String(s.split(separator: "\n").first ?? "").replacingOccurrences(of: "\u{202F}", with: " ")
    }

    @Test("where January's label has no room beside February's, the axis starts at February with the year")
    func midMonthCrowded() throws {
        let line = Chart(Self.midMonthRevenue) { LineMark(x: .value("Month", $0.date), y: .value("Revenue", $0.value)) }
        let labels = try Self.labels("mid-en-600", line, width: 600, locale: "en_US", zone: "UTC")
        #expect(labels.first == "Feb\n2024" && labels.count == 11, "\(labels)")
    }

    @Test("an explicit monthly stride marks exactly the month starts inside the data, as asked")
    func explicitStride() throws {
        let line = Chart(Self.midMonthRevenue) { LineMark(x: .value("Month", $0.date), y: .value("Revenue", $0.value)) }
            .chartXAxis { AxisMarks(values: .stride(by: .month)) }
        let labels = try Self.labels("mid-stride-800", line, width: 800, locale: "en_US", zone: "UTC")
        #expect(labels == ["Feb\n2024", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"])
    }
}
