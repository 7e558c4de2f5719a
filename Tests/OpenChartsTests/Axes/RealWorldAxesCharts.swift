import Foundation
@testable import OpenCharts

/// One real-world-shaped chart: what it is, the room it gets, and what its axes must show.
struct RealWorldChart: Sendable, CustomStringConvertible {
    var name: String
    var width: Double
    var height: Double = 240
    var locale: String = "en_US"
    /// The categories of the x axis (or y, for horizontal bars), each of which must be labelled
    /// unless the axis says why not.
    var categories: [String] = []
    var categoryAxis = "x"
    /// Whether the x axis is a date axis whose ticks must be evenly spaced in calendar terms.
    var dates = false
    var render: @Sendable (RealWorldChart) -> String

    var description: String { "\(name) at \(Int(saturating: width)) pt (\(locale))" }

    func svg() -> String { render(self) }

    /// Renders `view` at this chart's size and locale, in UTC.
    func draw<V: View>(_ view: V) -> String {
        var r = ChartRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: width, height: height)
        r.locale = Locale(identifier: locale)
        r.timeZone = TimeZone(identifier: "UTC")!
        r.calendar = TestRender.calendar
        return r.svg()
    }
}

typealias D = RealWorldData

/// Charts over time, from minutes to decades.
enum TimeCharts {
    static func line(_ s: [D.Sample], _ c: RealWorldChart) -> String {
        c.draw(Chart(s) { LineMark(x: .value("Time", $0.date), y: .value("Value", $0.value)) })
    }
    static func bars(_ s: [D.Sample], unit: Calendar.Component, _ c: RealWorldChart) -> String {
        c.draw(Chart(s) { BarMark(x: .value("Day", $0.date, unit: unit), y: .value("Steps", $0.value)) })
    }

    static let soundLevel = D.series(from: D.at(2024, 3, 9, 7, 59), count: 120, every: .second, base: 60, spread: 20, seed: 12)
    static let heartRate = D.series(from: D.at(2024, 3, 9, 7, 40), count: 90, every: .second, by: 30, base: 120, spread: 30)
    static let cpu = D.series(from: D.at(2024, 3, 9, 22, 0), count: 150, every: .minute, base: 40, spread: 35)
    static let hourlyTemps = D.series(from: D.at(2024, 7, 14), count: 25, every: .hour, base: 24, spread: 7)
    static let threeDays = D.series(from: D.at(2024, 2, 28), count: 72, every: .hour, base: 8, spread: 9, seed: 4)
    static let week = D.series(from: D.at(2024, 5, 27), count: 7, every: .day, base: 8_000, spread: 4_000)
    static let fortnight = D.series(from: D.at(2024, 4, 20), count: 14, every: .day, base: 9_000, spread: 5_000)
    static let month = D.series(from: D.at(2024, 1, 1), count: 31, every: .day, base: 7_500, spread: 5_000)
    static let twentyDays = D.series(from: D.at(2024, 3, 20), count: 20, every: .day, base: 12, spread: 8)
    static let sixtyDays = D.series(from: D.at(2024, 3, 1), count: 60, every: .day, base: 180, spread: 20, seed: 5)
    static let quarterPrices = D.series(from: D.at(2023, 10, 2), count: 90, every: .day, base: 172, spread: 14, seed: 6)
    static let halfYearWeeks = D.series(from: D.at(2024, 1, 1), count: 26, every: .weekOfYear, base: 52_000, spread: 15_000)
    static let year = D.series(from: D.at(2023, 1, 1), count: 12, every: .month, base: 412, spread: 200)
    static let twoYears = D.series(from: D.at(2022, 1, 1), count: 24, every: .month, base: 3_200, spread: 1_500)
    static let fiveYears = D.series(from: D.at(2019, 1, 1), count: 60, every: .month, base: 140, spread: 60, seed: 7)
    static let decade = D.series(from: D.at(2014, 1, 1), count: 10, every: .year, base: 2_400_000, spread: 900_000)
    static let thirtyYears = D.series(from: D.at(1994, 1, 1), count: 30, every: .year, base: 82_000_000, spread: 2_000_000)
    static let century = D.series(from: D.at(1925, 1, 1), count: 100, every: .year, base: 14.2, spread: 0.9, seed: 8)

    static let all: [RealWorldChart] = [
        .init(name: "sound level over two minutes", width: 600, dates: true) { line(soundLevel, $0) },
        .init(name: "sound level over two minutes in German", width: 300, locale: "de_DE", dates: true) { line(soundLevel, $0) },
        .init(name: "heart rate over 45 minutes", width: 360, dates: true) { line(heartRate, $0) },
        .init(name: "CPU load over 2½ hours", width: 600, dates: true) { line(cpu, $0) },
        .init(name: "hourly temperature over a day", width: 320, dates: true) { line(hourlyTemps, $0) },
        .init(name: "hourly temperature over three days across a month end", width: 800, dates: true) { line(threeDays, $0) },
        .init(name: "steps over a week", width: 360, dates: true) { bars(week, unit: .day, $0) },
        .init(name: "steps over a fortnight", width: 400, dates: true) { bars(fortnight, unit: .day, $0) },
        .init(name: "steps over January", width: 358, dates: true) { bars(month, unit: .day, $0) },
        .init(name: "temperature over January", width: 200, dates: true) { line(month, $0) },
        .init(name: "rain over 20 days across a month end", width: 800, dates: true) { line(twentyDays, $0) },
        .init(name: "weight over 60 days", width: 400, dates: true) { line(sixtyDays, $0) },
        .init(name: "share price over a quarter", width: 700, dates: true) { line(quarterPrices, $0) },
        .init(name: "weekly steps over half a year", width: 360, dates: true) { bars(halfYearWeeks, unit: .weekOfYear, $0) },
        .init(name: "monthly sales over a year", width: 358, dates: true) { bars(year, unit: .month, $0) },
        .init(name: "monthly sales over two years", width: 400, dates: true) { bars(twoYears, unit: .month, $0) },
        .init(name: "monthly sales over two years, stride by month", width: 400, dates: true) { c in
            c.draw(Chart(twoYears) { BarMark(x: .value("Month", $0.date, unit: .month), y: .value("Sales", $0.value)) }
                .chartXAxis { AxisMarks(values: .stride(by: .month)) })
        },
        .init(name: "share price over five years", width: 1_200, dates: true) { line(fiveYears, $0) },
        .init(name: "yearly downloads over a decade", width: 320, dates: true) { bars(decade, unit: .year, $0) },
        .init(name: "population over thirty years", width: 600, dates: true) { line(thirtyYears, $0) },
        .init(name: "mean temperature over a century", width: 500, dates: true) { line(century, $0) },
        .init(name: "steps over January in Japanese", width: 400, locale: "ja_JP", dates: true) { bars(month, unit: .day, $0) },
        .init(name: "hourly temperature in Japanese", width: 360, locale: "ja_JP", dates: true) { line(hourlyTemps, $0) },
        .init(name: "monthly sales over two years in Japanese", width: 360, locale: "ja_JP", dates: true) { bars(twoYears, unit: .month, $0) },
        .init(name: "share price over a quarter in German", width: 500, locale: "de_DE", dates: true) { line(quarterPrices, $0) },
        .init(name: "weight over 60 days in German", width: 300, locale: "de_DE", dates: true) { line(sixtyDays, $0) },
    ]
}

/// Charts of categories: 3 to 60, short and long names.
enum CategoryCharts {
    static func bars(_ rows: [D.Named], _ c: RealWorldChart) -> String {
        c.draw(Chart(rows) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) })
    }
    static func horizontal(_ rows: [D.Named], _ c: RealWorldChart) -> String {
        c.draw(Chart(rows) { BarMark(x: .value("Value", $0.value), y: .value("Name", $0.name)) })
    }

    static let months = D.named(D.months, base: 420, spread: 300)
    static let germanMonths = D.named(["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August",
                                       "September", "Oktober", "November", "Dezember"], base: 1_234_567, spread: 600_000)
    static let japaneseMonths = D.named((1...12).map { "\($0)月" }, base: 120, spread: 80)
    static let weekdays = D.named(D.weekdays, base: 9_000, spread: 4_000)

    static let all: [RealWorldChart] = [
        .init(name: "three fruit", width: 200, categories: ["Apples", "Pears", "Plums"]) { c in
            bars(D.named(["Apples", "Pears", "Plums"], base: 30, spread: 20), c)
        },
        .init(name: "weekday names", width: 200, categories: D.weekdays) { bars(weekdays, $0) },
        .init(name: "weekday names, wide", width: 600, categories: D.weekdays) { bars(weekdays, $0) },
        .init(name: "full month names", width: 358, categories: D.months) { bars(months, $0) },
        .init(name: "full month names, wide", width: 1_200, categories: D.months) { bars(months, $0) },
        .init(name: "German month names", width: 300, locale: "de_DE", categories: germanMonths.map(\.name)) { bars(germanMonths, $0) },
        .init(name: "Japanese month names", width: 240, locale: "ja_JP", categories: japaneseMonths.map(\.name)) { bars(japaneseMonths, $0) },
        .init(name: "downloads in 20 countries", width: 400, categories: Array(D.countries.prefix(20))) { bars(D.downloads(20), $0) },
        .init(name: "downloads in 60 countries", width: 1_200, categories: D.countries) { bars(D.downloads(60), $0) },
        .init(name: "downloads in 60 countries, narrow", width: 360, categories: D.countries) { bars(D.downloads(60), $0) },
        .init(name: "sales of 15 products", width: 600, categories: D.products) { bars(D.named(D.products, base: 800, spread: 600), $0) },
        .init(name: "sales of 15 products, horizontal", width: 360, height: 420, categories: D.products, categoryAxis: "y") {
            horizontal(D.named(D.products, base: 800, spread: 600), $0)
        },
        .init(name: "downloads in 40 countries, horizontal", width: 400, height: 600,
              categories: Array(D.countries.prefix(40)), categoryAxis: "y") { horizontal(D.downloads(40), $0) },
    ]
}

/// Charts of numbers, annotations and legends.
enum NumberCharts {
    struct Point: Identifiable { var x: Double; var y: Double; var city: String; var id: Double { x } }
    static let scatter = (0..<40).map { i in
        Point(x: (D.wobble(i, 9) * 1_000_000).rounded(), y: (D.wobble(i, 10) * 5.5).rounded() / 10,
              city: ["Cupertino", "San Francisco", "Tokyo"][i % 3])
    }
    static let negatives = D.named(D.months, base: 9, spread: 21, seed: 11)

    static let all: [RealWorldChart] = [
        .init(name: "app downloads against rating", width: 360) { c in
            c.draw(Chart(scatter) { PointMark(x: .value("Downloads", $0.x), y: .value("Rating", $0.y)) })
        },
        .init(name: "temperatures below and above zero", width: 300, categories: D.months) { c in
            CategoryCharts.bars(negatives, c)
        },
        .init(name: "tiny decimals", width: 300) { c in
            c.draw(Chart((0..<20).map { D.Named(name: "\($0)", value: 0.0012 + 0.0004 * Double($0)) }) {
                LineMark(x: .value("Run", Double($0.name)!), y: .value("Error", $0.value))
            })
        },
        .init(name: "German revenue in millions", width: 250, locale: "de_DE", categories: CategoryCharts.germanMonths.map(\.name)) { c in
            CategoryCharts.bars(CategoryCharts.germanMonths, c)
        },
        .init(name: "a full-height rule with a popover", width: 400, dates: true) { c in
            c.draw(Chart {
                ForEach(TimeCharts.fortnight) { BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.value)) }
                RuleMark(x: .value("Day", D.at(2024, 4, 22), unit: .day))
                    .foregroundStyle(.gray.opacity(0.3))
                    .annotation(position: .top) {
                        VStack(alignment: .leading) { Text("Monday, April 22"); Text("12,345 steps").font(.headline) }
                            .padding(6).background(Color.gray.opacity(0.15))
                    }
            })
        },
        .init(name: "bar values labelled at every position", width: 320, dates: true) { c in
            c.draw(Chart(TimeCharts.week) { d in
                BarMark(x: .value("Day", d.date, unit: .day), y: .value("Steps", d.value))
                    .annotation(position: .top) { Text("\(Int(saturating: d.value)) steps") }
            })
        },
        .init(name: "last price labelled at the trailing edge", width: 300, dates: true) { c in
            c.draw(Chart(TimeCharts.quarterPrices) { d in
                LineMark(x: .value("Day", d.date), y: .value("Price", d.value))
                if d.date == TimeCharts.quarterPrices.last!.date {
                    PointMark(x: .value("Day", d.date), y: .value("Price", d.value))
                        .annotation(position: .trailing) { Text("$\(Int(saturating: d.value)).00 today") }
                }
            })
        },
        .init(name: "a steps sparkline without an x axis", width: 200, height: 120) { c in
            c.draw(Chart(TimeCharts.month) { LineMark(x: .value("Day", $0.date), y: .value("Steps", $0.value)) }
                .chartXAxis(.hidden))
        },
        .init(name: "temperature without a y axis", width: 240, dates: true) { c in
            c.draw(Chart(TimeCharts.sixtyDays) { LineMark(x: .value("Day", $0.date), y: .value("Weight", $0.value)) }
                .chartYAxis(.hidden))
        },
        .init(name: "share price with a leading y axis", width: 320, dates: true) { c in
            c.draw(Chart(TimeCharts.quarterPrices) { AreaMark(x: .value("Day", $0.date), y: .value("Price", $0.value)) }
                .chartYAxis { AxisMarks(position: .leading) })
        },
        .init(name: "daily ticks asked for over a month", width: 358, dates: true) { c in
            c.draw(Chart(TimeCharts.month) { BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.value)) }
                .chartXAxis { AxisMarks(values: .stride(by: .day)) })
        },
        .init(name: "monthly temperatures of three cities, with titles and a legend", width: 360, dates: true) { c in
            let cities = ["Cupertino", "Tokyo", "Berlin"]
            let rows = cities.enumerated().flatMap { i, city in
                D.series(from: D.at(2023, 1, 1), count: 12, every: .month, base: 15 + Double(i) * 3, spread: 10, seed: i + 20)
                    .map { (city: city, sample: $0) }
            }
            return c.draw(Chart(rows, id: \.sample.date) { r in
                LineMark(x: .value("Month", r.sample.date, unit: .month), y: .value("Temperature", r.sample.value))
                    .foregroundStyle(by: .value("City", r.city))
            }
            .chartXAxisLabel("Month")
            .chartYAxisLabel("°C"))
        },
        .init(name: "monthly sales with centred month labels", width: 358, dates: true) { c in
            c.draw(Chart(TimeCharts.year) { BarMark(x: .value("Month", $0.date, unit: .month), y: .value("Sales", $0.value)) }
                .chartXAxis {
                    AxisMarks(values: .stride(by: .month)) { _ in
                        AxisGridLine()
                        AxisTick()
                        AxisValueLabel(format: .dateTime.month(.abbreviated), centered: true)
                    }
                })
        },
        .init(name: "steps with an extended leading y axis", width: 320, dates: true) { c in
            c.draw(Chart(TimeCharts.fortnight) { BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.value)) }
                .chartYAxis { AxisMarks(preset: .extended, position: .leading) })
        },
        .init(name: "share price with x labels on top and inset y labels", width: 360, dates: true) { c in
            c.draw(Chart(TimeCharts.quarterPrices) { LineMark(x: .value("Day", $0.date), y: .value("Price", $0.value)) }
                .chartXAxis { AxisMarks(position: .top) }
                .chartYAxis { AxisMarks(preset: .inset) })
        },
        .init(name: "city temperatures with a size legend", width: 400) { c in
            c.draw(Chart(scatter) { p in
                PointMark(x: .value("Downloads", p.x), y: .value("Rating", p.y))
                    .foregroundStyle(by: .value("City", p.city))
                    .symbolSize(by: .value("Reviews", p.y * 100))
            })
        },
    ]
}

enum RealWorldCharts {
    static let all: [RealWorldChart] = TimeCharts.all + CategoryCharts.all + NumberCharts.all
}
