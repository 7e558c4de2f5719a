import Foundation
@testable import OpenCharts
import Testing

// Samples from Apple's pages on LineMark and BarMark (documentation/charts/linemark, .../barmark and
// their initializer pages), each with only the data it needs. Expected values come from the pages'
// descriptions of their pictures.

enum SunshineSample {
    struct MonthlyHoursOfSunshine {
        var date: Date
        var hoursOfSunshine: Double

        init(month: Int, hoursOfSunshine: Double) {
            let calendar = Calendar.autoupdatingCurrent
            self.date = calendar.date(from: DateComponents(year: 2020, month: month))!
            self.hoursOfSunshine = hoursOfSunshine
        }
    }

    struct CityHoursOfSunshine {
        var city: String
        var date: Date
        var hoursOfSunshine: Double

        init(city: String, month: Int, hoursOfSunshine: Double) {
            let calendar = Calendar.autoupdatingCurrent
            self.city = city
            self.date = calendar.date(from: DateComponents(year: 2020, month: month))!
            self.hoursOfSunshine = hoursOfSunshine
        }
    }

    static let seattle: [Double] = [74, 99, 154, 201, 247, 234, 304, 248, 197, 122, 77, 62]
    static let cupertino: [Double] = [196, 204, 253, 288, 311, 342, 360, 331, 300, 246, 212, 199]

    static let data: [MonthlyHoursOfSunshine] = seattle.enumerated().map {
        MonthlyHoursOfSunshine(month: $0.offset + 1, hoursOfSunshine: $0.element)
    }
    static let cityData: [CityHoursOfSunshine] = (0..<12).flatMap { i in
        [CityHoursOfSunshine(city: "Seattle", month: i + 1, hoursOfSunshine: seattle[i]),
         CityHoursOfSunshine(city: "Cupertino", month: i + 1, hoursOfSunshine: cupertino[i])]
    }
}

extension SunshineSample.MonthlyHoursOfSunshine: Identifiable { var id: Date { date } }
extension SunshineSample.CityHoursOfSunshine: Identifiable { var id: String { city + "\(date.timeIntervalSince1970)" } }

enum ProfitSample {
    struct Profit: Identifiable {
        let department: String
        let profit: Double
        var id: String { department }
    }

    struct ProfitByCategory: Identifiable {
        let department: String
        let profit: Double
        let productCategory: String
        var id: String { department + productCategory }
    }

    struct Job: Identifiable {
        let job: String
        let start: Double
        let end: Double
        let id = UUID()
    }

    struct Task: Identifiable {
        let start: Double
        let end: Double
        var id: Double { start }
    }

    static let profits: [Profit] = [
        Profit(department: "Production", profit: 15000),
        Profit(department: "Marketing", profit: 8000),
        Profit(department: "Finance", profit: 10000)
    ]

    static let byCategory: [ProfitByCategory] = [
        ProfitByCategory(department: "Production", profit: 4000, productCategory: "Gizmos"),
        ProfitByCategory(department: "Production", profit: 5000, productCategory: "Gadgets"),
        ProfitByCategory(department: "Production", profit: 6000, productCategory: "Widgets"),
        ProfitByCategory(department: "Marketing", profit: 2000, productCategory: "Gizmos"),
        ProfitByCategory(department: "Marketing", profit: 1000, productCategory: "Gadgets"),
        ProfitByCategory(department: "Marketing", profit: 5000, productCategory: "Widgets"),
        ProfitByCategory(department: "Finance", profit: 2000, productCategory: "Gizmos"),
        ProfitByCategory(department: "Finance", profit: 3000, productCategory: "Gadgets"),
        ProfitByCategory(department: "Finance", profit: 5000, productCategory: "Widgets")
    ]

    /// The production department's values, which the 1D samples plot.
    static let production = byCategory.filter { $0.department == "Production" }

    static let jobs: [Job] = [
        Job(job: "Job 1", start: 0, end: 15),
        Job(job: "Job 2", start: 5, end: 25),
        Job(job: "Job 1", start: 20, end: 35),
        Job(job: "Job 1", start: 40, end: 55),
        Job(job: "Job 2", start: 30, end: 60),
        Job(job: "Job 2", start: 30, end: 60)
    ]

    /// Task 1's five intervals of the one-category interval pages.
    static let tasks: [Task] = [Task(start: 0, end: 5), Task(start: 10, end: 20), Task(start: 25, end: 40),
                                Task(start: 45, end: 65), Task(start: 70, end: 95)]
}

@Suite("Apple's samples: LineMark and BarMark pages")
struct AppleLineBarSamplesTests {
    @Test("LineMark overview and init(x:y:): one line through 12 months of sunshine, 62 to 304 hours")
    func singleLine() throws {
        let data = SunshineSample.data
        let chart = Chart(data) {
            LineMark(
                x: .value("Month", $0.date),
                y: .value("Hours of Sunshine", $0.hoursOfSunshine)
            )
        }
        let picture = try SamplePicture(chart)
        #expect(picture.marks("line").count == 1)
        let line = try #require(picture.marks("line").first)
        // Twelve points: one move and eleven segments.
        #expect(PathDataReader.points(line.attributes["d"] ?? "").count == 12)
        // The y axis starts at zero and reaches past July's 304 hours.
        let ys = picture.axisNumbers("y")
        #expect(ys.first == 0 && (ys.max() ?? 0) >= 300)
        #expect(picture.legend.isEmpty)
    }

    @Test("LineMark multi-series and init(x:y:series:): a Seattle line and a Cupertino line, two colours, a legend")
    func cityLines() throws {
        let sunshineData = SunshineSample.cityData
        let chart = Chart(sunshineData) {
            LineMark(
                x: .value("Month", $0.date),
                y: .value("Hours of Sunshine", $0.hoursOfSunshine)
            )
            .foregroundStyle(by: .value("City", $0.city))
        }
        let picture = try SamplePicture(chart)
        #expect(picture.marks("line").count == 2)
        #expect(Set(picture.strokes("line")) == [SystemPalette.blue, SystemPalette.green])
        #expect(picture.legend == ["Seattle", "Cupertino"])
        #expect((picture.axisNumbers("y").max() ?? 0) >= 360)
    }

    @Test("BarMark overview and init(x:y:width:height:stacking:): three department bars, y from 0 to 15000")
    func departmentBars() throws {
        let data = ProfitSample.profits
        let chart = Chart(data) {
            BarMark(
                x: .value("Department", $0.department),
                y: .value("Profit", $0.profit)
            )
        }
        let picture = try SamplePicture(chart)
        #expect(picture.marks("bar").count == 3)
        #expect(picture.axisLabels("x") == ["Production", "Marketing", "Finance"])
        let ys = picture.axisNumbers("y")
        #expect(ys.first == 0 && ys.max() == 15000)
        // Heights in proportion 15 : 8 : 10.
        let heights = picture.boxes("bar").map(\.height)
        #expect(heights.count == 3)
        if heights.count == 3 {
            #expect(abs(heights[1] / heights[0] - 8.0 / 15.0) < 0.01)
            #expect(abs(heights[2] / heights[0] - 10.0 / 15.0) < 0.01)
        }
    }

    @Test("BarMark stacked without a colour: nine pieces stack to the same three totals in one colour")
    func stackedOneColour() throws {
        let data = ProfitSample.byCategory
        let chart = Chart(data) {
            BarMark(
                x: .value("Category", $0.department),
                y: .value("Profit", $0.profit)
            )
        }
        let picture = try SamplePicture(chart)
        #expect(picture.marks("bar").count == 9)
        #expect(Set(picture.fills("bar")) == [SystemPalette.blue])
        #expect(picture.axisLabels("x") == ["Production", "Marketing", "Finance"])
        #expect(picture.legend.isEmpty)
        // Each column's pieces touch: the column spans its department's total.
        let boxes = picture.boxes("bar")
        let production = boxes.prefix(3)
        let top = production.map(\.minY).min() ?? 0, bottom = production.map(\.maxY).max() ?? 0
        let total = production.map(\.height).reduce(0, +)
        #expect(abs((bottom - top) - total) < 0.05)
        #expect((picture.axisNumbers("y").max() ?? 0) >= 15000)
    }

    @Test("BarMark stacked by product category: Gizmos, Gadgets, Widgets in blue, green, orange with a legend")
    func stackedByCategory() throws {
        let data = ProfitSample.byCategory
        let chart = Chart(data) {
            BarMark(
                x: .value("Category", $0.department),
                y: .value("Profit", $0.profit)
            )
            .foregroundStyle(by: .value("Product Category", $0.productCategory))
        }
        let picture = try SamplePicture(chart)
        #expect(picture.marks("bar").count == 9)
        #expect(picture.legend == ["Gizmos", "Gadgets", "Widgets"])
        #expect(picture.fills("bar") == [SystemPalette.blue, SystemPalette.green, SystemPalette.orange,
                                         SystemPalette.blue, SystemPalette.green, SystemPalette.orange,
                                         SystemPalette.blue, SystemPalette.green, SystemPalette.orange])
        #expect(picture.axisNumbers("y").max() == 15000)
    }

    @Test("BarMark 1D and init(x:yStart:yEnd:width:stacking:): one horizontal bar of stacked categories, x to 15000")
    func horizontalOneDimensional() throws {
        let data = ProfitSample.production
        let chart = Chart(data) { // Get the Production values.
            BarMark(
                x: .value("Profit", $0.profit)
            )
            .foregroundStyle(by: .value("Product Category", $0.productCategory))
        }
        let picture = try SamplePicture(chart)
        let boxes = picture.boxes("bar")
        #expect(boxes.count == 3)
        #expect(picture.legend == ["Gizmos", "Gadgets", "Widgets"])
        // One bar: the pieces share their vertical extent and follow each other along x.
        if boxes.count == 3 {
            #expect(Set(boxes.map(\.minY)).count == 1 && Set(boxes.map(\.maxY)).count == 1)
            #expect(abs(boxes[0].maxX - boxes[1].minX) < 0.05 && abs(boxes[1].maxX - boxes[2].minX) < 0.05)
            // 4000 : 5000 : 6000.
            #expect(abs(boxes[1].width / boxes[0].width - 1.25) < 0.01)
        }
        // The scale runs from 0 to 15,000; the last label, at the chart's trailing edge, ends at its value.
        #expect(picture.domain("x")?.lo == 0 && picture.domain("x")?.hi == 15000)
        #expect(picture.axisNumbers("x") == [0, 5000, 10000, 15000])
    }

    @Test("BarMark init(xStart:xEnd:y:height:stacking:): one vertical bar of stacked categories, y to 15000")
    func verticalOneDimensional() throws {
        let data = ProfitSample.production
        let chart = Chart(data) {
            BarMark(
                y: .value("Profit", $0.profit)
            )
            .foregroundStyle(by: .value("Product Category", $0.productCategory))
        }
        let picture = try SamplePicture(chart)
        let boxes = picture.boxes("bar")
        #expect(boxes.count == 3)
        if boxes.count == 3 {
            #expect(Set(boxes.map(\.minX)).count == 1 && Set(boxes.map(\.maxX)).count == 1)
            #expect(abs(boxes[0].minY - boxes[1].maxY) < 0.05)
        }
        #expect(picture.axisNumbers("y").max() == 15000)
        #expect(picture.legend == ["Gizmos", "Gadgets", "Widgets"])
    }

    @Test("BarMark Gantt and init(xStart:xEnd:y:height:): five intervals on two job rows (one is drawn twice)")
    func ganttBars() throws {
        let data = ProfitSample.jobs
        let chart = Chart(data) {
            BarMark(
                xStart: .value("Start Time", $0.start),
                xEnd: .value("End Time", $0.end),
                y: .value("Job", $0.job)
            )
        }
        let picture = try SamplePicture(chart)
        let boxes = picture.boxes("bar")
        #expect(boxes.count == 6)
        #expect(picture.axisLabels("y") == ["Job 1", "Job 2"])
        // Two rows: Job 1's three bars share one band, Job 2's three another.
        #expect(Set(boxes.map { ($0.minY * 100).rounded() }).count == 2)
        // Job 1 spans 0–15 and Job 2's longest bar 30–60: twice as wide.
        if boxes.count == 6 { #expect(abs(boxes[4].width / boxes[0].width - 2) < 0.01) }
        #expect(picture.axisNumbers("x").max() == 60)
    }

    @Test("BarMark init(x:yStart:yEnd:width:): the same intervals as vertical bars on job columns")
    func verticalIntervals() throws {
        let data = ProfitSample.jobs
        let chart = Chart(data) {
           BarMark(
               x: .value("Job", $0.job),
               yStart: .value("Start Time", $0.start),
               yEnd: .value("End Time", $0.end)
           )
        }
        let picture = try SamplePicture(chart)
        let boxes = picture.boxes("bar")
        #expect(boxes.count == 6)
        #expect(picture.axisLabels("x") == ["Job 1", "Job 2"])
        #expect(Set(boxes.map { ($0.minX * 100).rounded() }).count == 2)
        #expect(picture.axisNumbers("y").max() == 60)
    }

    @Test("BarMark init(xStart:xEnd:yStart:yEnd:) with values on x: five horizontal intervals on one row, 0 to 95")
    func oneRowIntervals() throws {
        let data = ProfitSample.tasks
        let chart = Chart(data) {
           BarMark(
               xStart: .value("Start Time", $0.start),
               xEnd: .value("End Time", $0.end)
           )
        }
        let picture = try SamplePicture(chart)
        let boxes = picture.boxes("bar")
        #expect(boxes.count == 5)
        #expect(Set(boxes.map(\.minY)).count == 1)
        // 0–5, 10–20, 25–40, 45–65, 70–95: widths 5, 10, 15, 20, 25.
        if boxes.count == 5 { #expect(abs(boxes[4].width / boxes[0].width - 5) < 0.01) }
        #expect((picture.domain("x")?.hi ?? 0) >= 95)
    }

    @Test("BarMark init(xStart:xEnd:yStart:yEnd:) with values on y: five vertical intervals in one column")
    func oneColumnIntervals() throws {
        let data = ProfitSample.tasks
        let chart = Chart(data) {
           BarMark(
               yStart: .value("Start Time", $0.start),
               yEnd: .value("End Time", $0.end)
           )
        }
        let picture = try SamplePicture(chart)
        let boxes = picture.boxes("bar")
        #expect(boxes.count == 5)
        #expect(Set(boxes.map(\.minX)).count == 1)
        if boxes.count == 5 { #expect(abs(boxes[4].height / boxes[0].height - 5) < 0.01) }
        #expect((picture.axisNumbers("y").max() ?? 0) >= 95)
    }

    @Test("Chart overview: bars A, B, C of 5, 9 and 7 in one colour, y from 0 to 10")
    func chartOverview() throws {
        struct ValuePerCategory {
            var category: String
            var value: Double
        }

        let data: [ValuePerCategory] = [
            .init(category: "A", value: 5),
            .init(category: "B", value: 9),
            .init(category: "C", value: 7)
        ]
        let chart = Chart(data, id: \.category) { item in
            BarMark(
                x: .value("Category", item.category),
                y: .value("Value", item.value)
            )
        }
        let picture = try SamplePicture(chart)
        #expect(picture.marks("bar").count == 3)
        #expect(Set(picture.fills("bar")).count == 1)
        #expect(picture.axisLabels("x") == ["A", "B", "C"])
        let ys = picture.axisNumbers("y")
        #expect(ys.first == 0 && ys.max() == 10)
    }

    @Test("Chart overview: two company lines in blue and green with a red threshold rule at 400")
    func chartSeries() throws {
        struct ProfitOverTime {
            var date: Date
            var profit: Double
        }
        let a: [Double] = [120, 150, 170, 160, 210, 240, 230, 280, 310, 300, 350, 380, 360, 420, 450,
                           440, 470, 500, 490, 530, 560, 540, 580, 600, 590, 620, 650, 640, 670, 700]
        let b: [Double] = [80, 90, 120, 110, 140, 170, 160, 190, 220, 210, 240, 230, 270, 300, 290,
                           320, 350, 340, 370, 360, 400, 430, 420, 450, 480, 470, 500, 530, 520, 560]
        let departmentAProfit: [ProfitOverTime] = a.enumerated().map { .init(date: TestRender.date(2023, 6, $0.offset + 1), profit: $0.element) }
        let departmentBProfit: [ProfitOverTime] = b.enumerated().map { .init(date: TestRender.date(2023, 6, $0.offset + 1), profit: $0.element) }

        let chart = Chart {
            ForEach(departmentAProfit, id: \.date) { item in
                LineMark(
                    x: .value("Date", item.date),
                    y: .value("Profit A", item.profit),
                    series: .value("Company", "A")
                )
                .foregroundStyle(.blue)
            }
            ForEach(departmentBProfit, id: \.date) { item in
                LineMark(
                    x: .value("Date", item.date),
                    y: .value("Profit B", item.profit),
                    series: .value("Company", "B")
                )
                .foregroundStyle(.green)
            }
            RuleMark(
                y: .value("Threshold", 400)
            )
            .foregroundStyle(.red)
        }
        let picture = try SamplePicture(chart)
        #expect(picture.strokes("line") == [SystemPalette.blue, SystemPalette.green])
        #expect(picture.strokes("rule") == [SystemPalette.red])
        // The rule is horizontal and spans the plot.
        let rule = try #require(picture.boxes("rule").first)
        #expect(rule.height < 0.01 && rule.width > 300)
        let ys = picture.axisNumbers("y")
        #expect(ys.first == 0 && (ys.max() ?? 0) >= 700)
    }
}
