import Foundation
@testable import OpenCharts
import Testing

/// Date axes as apps draw them: the first month labelled, German quarters by month, hours with their day.
@Suite("Date axes label their first month, German quarters and hours with their day")
struct RealWorldAxesFollowUps {
    struct Revenue: Identifiable {
        var month: Date
        var amount: Double
        var id: Date { month }
    }

    struct Sale: Identifiable {
        var day: Date
        var store: String
        var units: Double
        var id: String { store + "\(day.timeIntervalSinceReferenceDate)" }
    }

    static let revenue2024: [Revenue] = (0..<12).map { i in
        Revenue(month: D.at(2024, 1 + i, 1), amount: 18_000 + 9_000 * D.wobble(i, 3))
    }
    static let revenueMid: [Revenue] = (0..<12).map { i in
        Revenue(month: D.at(2024, 1 + i, 15), amount: 18_000 + 9_000 * D.wobble(i, 3))
    }
    /// Months stored as midnight in Los Angeles, drawn in UTC.
    static let revenuePST: [Revenue] = (0..<12).map { i in
        Revenue(month: D.at(2024, 1 + i, 1, 8), amount: 18_000 + 9_000 * D.wobble(i, 3))
    }
    static let dailyVisits = D.series(from: D.at(2024, 1, 1), count: 152, every: .day, base: 1_200, spread: 400, seed: 9)
    /// Daily figures stamped with the time of day they were read, as a health app stores them.
    static let dailyReadings = D.series(from: D.at(2024, 1, 1, 14, 23), count: 152, every: .day, base: 1_200, spread: 400, seed: 9)
    static let quarterSales: [Sale] = (0..<91).flatMap { i in
        ["Berlin", "München"].enumerated().map { s, store in
            Sale(day: D.utc.date(byAdding: .day, value: i, to: D.at(2024, 1, 1))!, store: store,
                 units: (40 + 30 * D.wobble(i, 11 + s)).rounded())
        }
    }

    static func x(_ svg: String) throws -> [String] {
        let doc = try #require(ParsedSVG(svg))
        return AxisLegibilityChecker(doc).labels.filter { $0.axis == "x" }.map(\.text)
    }

    static func dump(_ name: String, _ svg: String) {
        guard let dir = ProcessInfo.processInfo.environment["AXES_DUMP_DIR"] else { return }
        try? svg.write(toFile: dir + "/" + name + ".svg", atomically: true, encoding: .utf8)
    }

    @Test("monthly revenue bars label January first at every width, whatever day stands for the month",
          arguments: [300.0, 358, 390, 500, 640, 800])
    func monthlyBarsStartWithJanuary(width: Double) throws {
        for (name, data) in [("first", Self.revenue2024), ("mid", Self.revenueMid), ("8am", Self.revenuePST)] {
            let c = RealWorldChart(name: "monthly revenue", width: width) { c in
                c.draw(Chart(data) { BarMark(x: .value("Month", $0.month, unit: .month), y: .value("Revenue", $0.amount)) })
            }
            let svg = c.svg()
            Self.dump("revenue-\(name)-\(Int(saturating: width))", svg)
            let labels = try Self.x(svg)
            #expect(labels.first == "Jan\n2024", "\(name) at \(width): \(labels)")
        }
    }

    @Test("a daily line over five months labels January first, read at midnight or in the afternoon", arguments: [300.0, 390, 500, 800])
    func dailyLineStartsWithJanuary(width: Double) throws {
        let c = RealWorldChart(name: "daily visits", width: width) { c in
            c.draw(Chart(Self.dailyVisits) { LineMark(x: .value("Day", $0.date), y: .value("Visits", $0.value)) })
        }
        let svg = c.svg()
        Self.dump("visits-\(Int(saturating: width))", svg)
        let labels = try Self.x(svg)
        #expect(labels.first == "Jan\n2024", "\(labels)")
        let r = RealWorldChart(name: "daily readings", width: width) { c in
            c.draw(Chart(Self.dailyReadings) { LineMark(x: .value("Day", $0.date), y: .value("Visits", $0.value)) })
        }
        let readings = r.svg()
        Self.dump("readings-\(Int(saturating: width))", readings)
        let read = try Self.x(readings)
        #expect(read.first == "Jan\n2024", "\(read)")
        // Readings from 10 January begin well inside the month: the first whole month is labelled first.
        let late = RealWorldChart(name: "readings from the 10th", width: width) { c in
            c.draw(Chart(Self.dailyReadings.dropFirst(9)) { LineMark(x: .value("Day", $0.date), y: .value("Visits", $0.value)) })
        }
        #expect(try Self.x(late.svg()).first == "Feb\n2024")
    }

    @Test("a quarter of daily bars by store takes monthly ticks in German as in English",
          arguments: ["en_US", "de_DE"], [300.0, 390, 430, 500])
    func germanQuarterByMonth(locale: String, width: Double) throws {
        let chart = Chart(Self.quarterSales) {
            BarMark(x: .value("Tag", $0.day, unit: .day), y: .value("Stück", $0.units))
                .foregroundStyle(by: .value("Filiale", $0.store))
                .position(by: .value("Filiale", $0.store))
        }
        var r = ChartRenderer(content: chart)
        r.proposedSize = ProposedViewSize(width: width, height: 240)
        r.locale = Locale(identifier: locale)
        r.timeZone = TimeZone(identifier: "UTC")!
        var calendar = Calendar(identifier: .gregorian)
        calendar.locale = Locale(identifier: locale)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        r.calendar = calendar
        let svg = r.svg()
        Self.dump("stores-\(locale)-\(Int(saturating: width))", svg)
        let labels = try Self.x(svg)
        #expect(labels.count == 3, "\(labels)")
    }

    @Test("hourly temperatures over two days write the day under the first hour and under midnight")
    func hoursCarryTheirDay() throws {
        let temps = D.series(from: D.at(2024, 7, 14, 6), count: 36, every: .hour, base: 24, spread: 6)
        let c = RealWorldChart(name: "hourly temperature", width: 390) { c in
            c.draw(Chart(temps) {
                LineMark(x: .value("Hour", $0.date), y: .value("°C", $0.value))
                    .interpolationMethod(.catmullRom)
            })
        }
        let svg = c.svg()
        Self.dump("hours", svg)
        let labels = try Self.x(svg)
        let n = "\u{202F}"
        // 06:00 on 14 July to 17:00 on 15 July in 6-hour steps: the day under 6 AM and under midnight.
        #expect(labels == ["6\(n)AM\nJul 14", "12\(n)PM", "6\(n)PM", "12\(n)AM\nJul 15", "6\(n)AM", "12\(n)PM"], "\(labels)")
        let doc = try #require(ParsedSVG(svg))
        #expect(AxisLegibilityChecker(doc).problems().isEmpty)
    }
}
