import Foundation
@testable import OpenCharts
import Testing

/// Scales and axes as Apple's articles draw them, written as their sample code is.
@Suite("Scales and axes as Apple draws them")
struct AppleScalesTests {
    /// "Creating a chart using Swift Charts": three toy shapes and how many of each.
    struct ToyShape: Identifiable {
        var type: String
        var count: Double
        var id = UUID()
    }

    static let toys: [ToyShape] = [
        .init(type: "Cube", count: 5),
        .init(type: "Sphere", count: 4),
        .init(type: "Pyramid", count: 4),
    ]

    /// The numbers of labels, in order (bottom first for y, leading first for x).
    static func numbers(_ labels: [String]) -> [Double] {
        labels.compactMap { Double($0.replacingOccurrences(of: ",", with: "")) }
    }

    // MARK: Automatic number domains

    @Test("the first chart of Creating a chart: bars up to 5 stand on an axis to 6")
    func toyShapes() throws {
        let chart = Chart {
            BarMark(x: .value("Shape Type", Self.toys[0].type), y: .value("Total Count", Self.toys[0].count))
            BarMark(x: .value("Shape Type", Self.toys[1].type), y: .value("Total Count", Self.toys[1].count))
            BarMark(x: .value("Shape Type", Self.toys[2].type), y: .value("Total Count", Self.toys[2].count))
        }
        let r = try Rendered(chart, width: 400, height: 300)
        let y = Self.numbers(r.yLabels)
        #expect(y.first == 0)
        #expect(y.last == 6, "y labels \(r.yLabels)")
    }

    @Test("ScaleDomain's pictures: 12…85 on 0…100, 20…85 without zero on 20…100, bars up to 15 on 0…15")
    func scaleDomainPictures() throws {
        let dots = try proxy(of: Chart([12, 20, 50, 70, 85], id: \.self) { PointMark(x: .value("Value", $0)) })
        #expect(dots.xDomain(dataType: Double.self) == [0, 100])

        let noZero = try proxy(of: Chart([20, 30, 50, 70, 85], id: \.self) {
            PointMark(x: .value("Value", $0))
        }
        .chartXScale(domain: .automatic(includesZero: false)))
        #expect(noZero.xDomain(dataType: Double.self) == [20, 100])

        let bars = try proxy(of: Chart {
            BarMark(x: .value("Value", 5), y: .value("Category", "A"))
            BarMark(x: .value("Value", 10), y: .value("Category", "B"))
            BarMark(x: .value("Value", 15), y: .value("Category", "C"))
        })
        #expect(bars.xDomain(dataType: Double.self) == [0, 15])
    }

    @Test("a point at (5, 5) lies inside the plot, not on its corner")
    func pointInside() throws {
        let p = try proxy(of: Chart { PointMark(x: .value("x", 5), y: .value("y", 5)) })
        #expect(p.xDomain(dataType: Double.self) == [0, 6])
        #expect(p.yDomain(dataType: Double.self) == [0, 6])
        let point = try #require(p.position(for: (x: 5.0, y: 5.0)))
        #expect(point.x < p.plotSize.width - 10 && point.y > 10, "the point is at the plot's corner: \(point)")
    }

    @Test("a long axis is rounded out like a short one, and its ticks end on the domain's ends")
    func ticksReachEnds() throws {
        // 0…101: a third of the span is about 34, a step of 50, so the axis ends at 150 on a label.
        let r = try Rendered(Chart { BarMark(x: .value("Name", "A"), y: .value("Value", 101)) }, width: 400, height: 500)
        let y = Self.numbers(r.yLabels)
        #expect(y.first == 0)
        #expect(y.last == 150, "y labels \(r.yLabels)")
    }

    // MARK: Fixed and reversed domains

    /// "Customizing axes in Swift Charts": a battery level falling through a day.
    struct BatteryLevel: Identifiable {
        var date: Date
        var level: Double
        var id: Date { date }
    }

    static let day: [BatteryLevel] = (0..<24).map {
        BatteryLevel(date: TestRender.date(2024, 3, 14).addingTimeInterval(Double($0) * 3600), level: 40 - Double($0))
    }

    @Test("chartYScale(domain: [0, 100]) on a number axis sets its domain (step two of Customizing axes)")
    func arrayDomainOnNumbers() throws {
        let chart = Chart(Self.day) {
            BarMark(x: .value("Time", $0.date, unit: .hour), y: .value("Battery Level", $0.level))
        }
        .chartYScale(domain: [0, 100])
        let r = try Rendered(chart)
        let y = Self.numbers(r.yLabels)
        #expect(y.first == 0)
        #expect(y.last == 100, "y labels \(r.yLabels)")
        // The first bar, 40 of 100, is 40% of the plot's height.
        let bar = try #require(r.boxes("mark bar").first)
        let zero = try r.yPosition(of: 0), hundred = try r.yPosition(of: 100)
        #expect(abs(bar.height / abs(zero - hundred) - 0.4) < 0.01)
    }

    @Test("an array domain on a category axis still lists its categories")
    func arrayDomainOnCategories() throws {
        let chart = Chart(Self.toys) { BarMark(x: .value("Shape Type", $0.type), y: .value("Total Count", $0.count)) }
            .chartXScale(domain: ["Sphere", "Cube", "Pyramid"])
        let r = try Rendered(chart)
        #expect(r.xLabels == ["Sphere", "Cube", "Pyramid"])
    }

    @Test(".automatic(reversed: true) runs from the rounded-out end back to zero")
    func reversedKeepsZero() throws {
        let chart = Chart([20, 30, 50, 70, 85], id: \.self) { PointMark(x: .value("Value", $0)) }
            .chartXScale(domain: .automatic(reversed: true))
        let p = try proxy(of: chart)
        #expect(p.xDomain(dataType: Double.self) == [0, 100])
        #expect(p.position(forX: 100.0) == 0)
        #expect(abs(try #require(p.position(forX: 0.0)) - p.plotSize.width) < 1e-9)
    }

    // MARK: Rules and empty charts

    @Test("RuleMark(xStart:xEnd:) and RuleMark(yStart:yEnd:) take their defaulted position: the plot's middle")
    func rulesWithDefaultedPosition() throws {
        let horizontal = try Rendered(Chart {
            RuleMark(xStart: .value("Start", 2), xEnd: .value("End", 8))
        }
        .chartXScale(domain: 0...10).chartYScale(domain: 0...10))
        let h = try #require(horizontal.boxes("mark rule").first)
        let grid = horizontal.gridY
        #expect(h.height < 1 && h.width > 50)
        let middle = ((grid.ys.first ?? 0) + (grid.ys.last ?? 0)) / 2
        #expect(abs(h.minY - middle) < 1, "the rule is at y \(h.minY), the plot's middle at \(middle)")

        let vertical = try Rendered(Chart {
            RuleMark(yStart: .value("Start", 2), yEnd: .value("End", 8))
        }
        .chartXScale(domain: 0...10).chartYScale(domain: 0...10))
        let v = try #require(vertical.boxes("mark rule").first)
        #expect(v.width < 1 && v.height > 50, "a y interval at a fixed x draws a vertical rule: \(v)")
        let plot = vertical.gridY
        #expect(abs(v.minX - (plot.minX + plot.maxX) / 2) < 1)
    }

    @Test("an empty Chart with explicit domains draws its axes and grid")
    func emptyChartWithDomains() throws {
        let chart = Chart {}.chartXScale(domain: 0...10).chartYScale(domain: 0...100)
        let r = try Rendered(chart)
        #expect(Self.numbers(r.xLabels).first == 0)
        #expect(Self.numbers(r.yLabels).first == 0)
        #expect(Self.numbers(r.yLabels).last == 100, "y labels \(r.yLabels)")
        #expect(r.gridY.ys.count >= 3)
        let p = try proxy(of: chart)
        #expect(p.xDomain(dataType: Double.self) == [0, 10])
        #expect(p.yDomain(dataType: Double.self) == [0, 100])
    }

    // MARK: Labels

    @Test("hours without a day period read 3, 6, 9, not 03 (step three of Customizing axes)")
    func hourLabels() throws {
        let calendar = TestRender.calendar
        let chart = Chart(Self.day) {
            BarMark(x: .value("Time", $0.date, unit: .hour), y: .value("Battery Level", $0.level))
        }
        .chartYScale(domain: [0, 100])
        .chartXAxis {
            AxisMarks(values: .stride(by: .hour, count: 3)) { value in
                if let date = value.as(Date.self) {
                    let hour = calendar.component(.hour, from: date)
                    switch hour {
                    case 0, 12:
                        AxisValueLabel(format: .dateTime.hour())
                    default:
                        AxisValueLabel(format: .dateTime.hour(.defaultDigits(amPM: .omitted)))
                    }
                }
                AxisGridLine()
                AxisTick()
            }
        }
        let r = try Rendered(chart, width: 600, height: 300)
        let labels = r.xLabels.map { $0.replacingOccurrences(of: "\u{202F}", with: " ") }
        #expect(labels == ["12 AM", "3", "6", "9", "12 PM", "3", "6", "9"], "x labels \(r.xLabels)")
    }

    @Test("hour formats of every digits choice print as Apple prints them in en_US")
    func hourFormats() {
        let date = TestRender.date(2024, 3, 14).addingTimeInterval(15 * 3600)
        let morning = TestRender.date(2024, 3, 14).addingTimeInterval(3 * 3600)
        let setting = TextFormatting(locale: Locale(identifier: "en_US"), calendar: TestRender.calendar,
                                     timeZone: TimeZone(identifier: "UTC")!)
        #expect(formatted(morning, .dateTime.hour(.defaultDigits(amPM: .omitted)), setting) == "3")
        #expect(formatted(date, .dateTime.hour(.defaultDigits(amPM: .omitted)), setting) == "3")
        #expect(formatted(morning, .dateTime.hour(.twoDigits(amPM: .omitted)), setting) == "03")
        #expect(formatted(morning.addingTimeInterval(1800), .dateTime.hour(.defaultDigits(amPM: .omitted)).minute(), setting) == "3:30")
        // A 24-hour locale keeps its two digits, as on Apple platforms.
        var german = setting
        german.locale = Locale(identifier: "de_DE")
        #expect(formatted(morning, .dateTime.hour(.defaultDigits(amPM: .omitted)), german).hasPrefix("03"))
    }

    // MARK: The default locale

    @Test("the default locale follows LC_ALL, else LANG; C, POSIX or neither keep Foundation's")
    func localeFromEnvironment() {
        #expect(RenderSettings.locale(environment: ["LANG": "en_US.UTF-8"])?.identifier == "en_US")
        #expect(RenderSettings.locale(environment: ["LANG": "en_US.UTF-8", "LC_ALL": "de_DE.UTF-8@euro"])?.identifier == "de_DE")
        #expect(RenderSettings.locale(environment: ["LC_ALL": "", "LANG": "fr_FR"])?.identifier == "fr_FR")
        #expect(RenderSettings.locale(environment: ["LANG": "C.UTF-8"]) == nil)
        #expect(RenderSettings.locale(environment: ["LC_ALL": "POSIX", "LANG": "de_DE"]) == nil)
        #expect(RenderSettings.locale(environment: [:]) == nil)
        #expect(ChartRenderer(content: Chart {}).locale == RenderSettings.defaultLocale)
        #expect(EnvironmentValues().locale == RenderSettings.defaultLocale)
    }

    @Test("en_US, as LANG=en_US.UTF-8 gives it, prints $155.82 and Mar 14, 2024")
    func usFormats() throws {
        let us = try #require(RenderSettings.locale(environment: ["LANG": "en_US.UTF-8"]))
        let setting = TextFormatting(locale: us, calendar: TestRender.calendar, timeZone: TimeZone(identifier: "UTC")!)
        #expect(formatted(155.82, .currency(code: "USD"), setting) == "$155.82")
        #expect(formatted(TestRender.date(2024, 3, 14), .dateTime.month().day().year(), setting) == "Mar 14, 2024")
    }
}
