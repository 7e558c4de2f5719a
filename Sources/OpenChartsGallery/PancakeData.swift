import Foundation
import OpenCharts

// The food-truck data of the WWDC22 talk "Swift Charts: Raise the bar": pancake styles sold
// over the last 30 days, daily sales, weekday sales in two cities, and monthly daily averages.

/// Sales of one pancake style.
struct Pancakes: Identifiable {
    let name: String
    let sales: Int
    var id: String { name }
}

let sales: [Pancakes] = [
    .init(name: "Cachapa", sales: 916),
    .init(name: "Injera", sales: 850),
    .init(name: "Crêpe", sales: 802),
    .init(name: "Jian Bing", sales: 753),
    .init(name: "Dosa", sales: 654),
    .init(name: "American", sales: 618),
]

/// The calendar the data is written in: Gregorian, in UTC, so every machine builds the same dates.
let dataCalendar: Calendar = {
    var c = Calendar(identifier: .gregorian)
    c.timeZone = TimeZone(identifier: "UTC")!
    return c
}()

func date(_ year: Int, _ month: Int, _ day: Int) -> Date {
    dataCalendar.date(from: DateComponents(year: year, month: month, day: day))!
}

/// Pancakes delivered each day over 30 days from 8 May 2022.
let dailySales: [(day: Date, sales: Int)] = {
    let counts = [168, 154, 120, 142, 175, 196, 210, 151, 139, 118, 160, 181, 203, 224,
                  149, 131, 127, 158, 187, 199, 231, 162, 144, 136, 151, 190, 214, 236, 171, 148]
    return counts.enumerated().map { i, n in
        (day: dataCalendar.date(byAdding: .day, value: i, to: date(2022, 5, 8))!, sales: n)
    }
}()

/// Sales on one weekday.
struct WeekdaySales: Identifiable {
    let weekday: Date
    let sales: Int
    var id: Date { weekday }
}

/// Weekday sales from Monday 2 May 2022 to Sunday 8 May 2022.
func week(_ counts: [Int]) -> [WeekdaySales] {
    counts.enumerated().map { i, n in
        WeekdaySales(weekday: dataCalendar.date(byAdding: .day, value: i, to: date(2022, 5, 2))!, sales: n)
    }
}

let cupertinoData = week([54, 42, 88, 49, 42, 125, 67])
let sfData = week([81, 90, 52, 72, 84, 84, 137])

let seriesData = [
    (city: "Cupertino", data: cupertinoData),
    (city: "San Francisco", data: sfData),
]

/// Daily sales statistics of one month.
struct MonthlySales: Identifiable {
    let month: Date
    let dailyAverage: Double
    let dailyMin: Int
    let dailyMax: Int
    var id: Date { month }
}

let monthlyData: [MonthlySales] = [
    (78, 49, 112), (85, 55, 120), (101, 63, 138), (112, 70, 151), (126, 82, 170), (142, 96, 188),
    (151, 104, 196), (147, 99, 191), (131, 88, 174), (117, 75, 160), (96, 60, 139), (88, 52, 131),
].enumerated().map { i, v in
    MonthlySales(month: date(2022, i + 1, 1), dailyAverage: Double(v.0), dailyMin: v.1, dailyMax: v.2)
}

/// The average of the daily averages over the year.
let averageValue = Int(saturating: (monthlyData.map(\.dailyAverage).reduce(0, +) / Double(monthlyData.count)).rounded())
