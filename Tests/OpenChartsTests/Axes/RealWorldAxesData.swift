import Foundation
@testable import OpenCharts

/// Data shaped like real apps': step counts, stock prices, temperatures, downloads by country.
enum RealWorldData {
    static let utc: Calendar = TestRender.calendar

    /// A repeatable wobble in 0...1, so the data look measured without a random generator.
    static func wobble(_ i: Int, _ seed: Int = 1) -> Double {
        let v = sin(Double(i) * 12.9898 + Double(seed) * 78.233) * 43_758.5453
        return v - v.rounded(.down)
    }

    struct Sample: Identifiable {
        var date: Date
        var value: Double
        var id: Date { date }
    }

    /// `count` samples `step` apart from `start`, drifting around `base` by up to `spread`.
    static func series(from start: Date, count: Int, every step: Calendar.Component, by n: Int = 1,
                       base: Double, spread: Double, seed: Int = 1) -> [Sample] {
        (0..<count).map { i in
            let d = utc.date(byAdding: step, value: i * n, to: start)!
            return Sample(date: d, value: (base + spread * (wobble(i, seed) - 0.5) * 2).rounded())
        }
    }

    static func at(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ min: Int = 0) -> Date {
        utc.date(from: DateComponents(year: y, month: m, day: d, hour: h, minute: min))!
    }

    struct Named: Identifiable {
        var name: String
        var value: Double
        var id: String { name }
    }

    static let countries = [
        "United States", "China", "Japan", "Germany", "United Kingdom", "France", "India", "Brazil", "Canada",
        "South Korea", "Italy", "Australia", "Spain", "Mexico", "Indonesia", "Netherlands", "Saudi Arabia",
        "Türkiye", "Switzerland", "Poland", "Sweden", "Belgium", "Argentina", "Norway", "Austria", "Ireland",
        "Israel", "United Arab Emirates", "Thailand", "Nigeria", "Egypt", "Singapore", "Malaysia", "South Africa",
        "Philippines", "Denmark", "Vietnam", "Bangladesh", "Chile", "Colombia", "Finland", "Romania", "Czechia",
        "Portugal", "New Zealand", "Peru", "Greece", "Iraq", "Algeria", "Qatar", "Kazakhstan", "Hungary",
        "Kuwait", "Morocco", "Ukraine", "Ecuador", "Slovakia", "Kenya", "Ethiopia", "Dominican Republic",
    ]

    static let months = ["January", "February", "March", "April", "May", "June", "July", "August",
                         "September", "October", "November", "December"]
    static let weekdays = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
    static let products = [
        "Wireless Noise-Cancelling Headphones", "Smart Watch Series 9", "USB-C Charging Cable (2 m)",
        "Mechanical Keyboard", "4K Monitor 27-inch", "Ergonomic Office Chair", "Portable SSD 1 TB",
        "Bluetooth Speaker", "Laptop Stand", "Webcam Full HD", "Wireless Mouse", "Phone Case",
        "Screen Protector (2-pack)", "Desk Lamp with Wireless Charger", "Travel Adapter",
    ]

    /// Downloads by the first `n` countries, falling off as real app stores do.
    static func downloads(_ n: Int, names: [String] = countries) -> [Named] {
        (0..<n).map { i in Named(name: names[i % names.count], value: (120_000 / Double(i + 1) * (0.8 + 0.4 * wobble(i, 3))).rounded()) }
    }

    static func named(_ names: [String], base: Double, spread: Double, seed: Int = 2) -> [Named] {
        names.enumerated().map { i, n in Named(name: n, value: (base + spread * (wobble(i, seed) - 0.5) * 2).rounded()) }
    }
}
