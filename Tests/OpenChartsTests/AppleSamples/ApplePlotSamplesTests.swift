import Foundation
@testable import OpenCharts
import Testing

// Samples from Apple's pages on the vectorized and function plots (documentation/charts/lineplot,
// .../areaplot, .../barplot, .../pointplot, .../ruleplot, .../rectangleplot, .../sectorplot).

enum PlotSamples {
    struct StockPrice {
        let symbol: String
        let date: Date
        let price: Double
    }

    static let stocks: [StockPrice] = (0..<20).flatMap { day -> [StockPrice] in
        let date = TestRender.date(2024, 3, day + 1)
        return [StockPrice(symbol: "AAPL", date: date, price: 170 + Double(day % 5) * 2 + Double(day) * 0.5),
                StockPrice(symbol: "MSFT", date: date, price: 400 + Double(day % 4) * 3 - Double(day) * 0.4)]
    }

    struct PortfolioElement {
        let date: Date
        let assetValue: Double
        let asset: String
    }

    static let portfolioElements: [PortfolioElement] = (0..<12).flatMap { month -> [PortfolioElement] in
        let date = TestRender.date(2024, month + 1, 1)
        return [PortfolioElement(date: date, assetValue: 10_000 + Double(month) * 400, asset: "Stocks"),
                PortfolioElement(date: date, assetValue: 6_000 + Double(month) * 100, asset: "Bonds"),
                PortfolioElement(date: date, assetValue: 2_000 + Double(month % 3) * 250, asset: "Cash")]
    }

    struct Vote {
        let party: String
        let voteCount: Int
        let partyShapeStyle: Color
    }

    static let votes: [Vote] = [
        Vote(party: "Green", voteCount: 1_250, partyShapeStyle: .green),
        Vote(party: "Blue", voteCount: 2_100, partyShapeStyle: .blue),
        Vote(party: "Orange", voteCount: 800, partyShapeStyle: .orange),
        Vote(party: "Purple", voteCount: 450, partyShapeStyle: .purple)
    ]

    struct FlightDelay {
        let airline: String
        let distance: Double
        let delay: Double
        let passengerCount: Int
        let opacity: CGFloat
    }

    static let flightDelays: [FlightDelay] = (0..<30).map { i in
        FlightDelay(airline: ["Skyways", "Coastal", "Northern"][i % 3], distance: 200 + Double(i) * 90,
                    delay: Double((i * 37) % 120) - 10, passengerCount: 80 + (i * 53) % 220,
                    opacity: i % 2 == 0 ? 0.9 : 0.6)
    }

    struct ProjectTask {
        let project: String
        let status: String
        let startTime: Date
        let endTime: Date
        let opacity: CGFloat
    }

    static let tasks: [ProjectTask] = [
        ProjectTask(project: "Website", status: "Done", startTime: TestRender.date(2024, 1, 1), endTime: TestRender.date(2024, 1, 20), opacity: 1),
        ProjectTask(project: "Website", status: "In progress", startTime: TestRender.date(2024, 1, 22), endTime: TestRender.date(2024, 2, 10), opacity: 0.8),
        ProjectTask(project: "App", status: "Done", startTime: TestRender.date(2024, 1, 5), endTime: TestRender.date(2024, 1, 30), opacity: 1),
        ProjectTask(project: "App", status: "Planned", startTime: TestRender.date(2024, 2, 1), endTime: TestRender.date(2024, 2, 25), opacity: 0.5),
        ProjectTask(project: "Backend", status: "In progress", startTime: TestRender.date(2024, 1, 10), endTime: TestRender.date(2024, 2, 15), opacity: 0.8)
    ]
}

@Suite("Apple's samples: vectorized and function plots")
struct ApplePlotSamplesTests {
    @Test("LinePlot from a collection: one line per asset, coloured by asset, with a legend")
    func linePlotCollection() throws {
        let stocks = PlotSamples.stocks
        let chart = Chart {
            LinePlot(
                stocks,
                x: .value("Date", \.date),
                y: .value("Price", \.price),
                series: .value("Asset", \.symbol)
            )
            .foregroundStyle(by: .value("Asset", \.symbol))
        }
        let picture = try SamplePicture(chart)
        #expect(picture.marks("line").count == 2)
        #expect(picture.legend == ["AAPL", "MSFT"])
        #expect(picture.strokes("line") == [SystemPalette.blue, SystemPalette.green])
    }

    @Test("LinePlot of y = x²: a parabola on −10…10 by −10…10")
    func parabola() throws {
        let chart = Chart {
            LinePlot(x: "x", y: "y") { x in x * x }
        }
        .chartXScale(domain: -10 ... 10)
        .chartYScale(domain: -10 ... 10)
        let picture = try SamplePicture(chart)
        #expect(picture.marks("line").count == 1)
        #expect(picture.domain("x")?.lo == -10 && picture.domain("x")?.hi == 10)
        #expect(picture.domain("y")?.lo == -10 && picture.domain("y")?.hi == 10)
        #expect(picture.axisNumbers("x").min() == -10 && picture.axisNumbers("y").max() == 10)
        // The vertex (0, 0) sits at the middle of the plot: the lowest point of the curve is halfway down.
        let line = try #require(picture.marks("line").first)
        let points = PathDataReader.points(line.attributes["d"] ?? "")
        let lowest = try #require(points.max { $0.y < $1.y })
        let grid = picture.doc.elements.filter { $0.parent.map { picture.doc.elements[$0].has("grid") } ?? false }
        _ = grid
        let left = points.map(\.x).min() ?? 0, right = points.map(\.x).max() ?? 0
        #expect(abs(lowest.x - (left + right) / 2) < 3)
    }

    @Test("LinePlot of sin and cos: two thick, rounded, 80% opaque lines in two colours with a legend")
    func sineAndCosine() throws {
        let chart = Chart {
            LinePlot(x: "x", y: "y = sin(x)") { sin($0) }
                .foregroundStyle(by: .value("expression", "y=sin(x)"))
                .lineStyle(StrokeStyle(lineWidth: 5, lineCap: .round))
                .opacity(0.8)

            LinePlot(x: "x", y: "y = cos(x)") { cos($0) }
                .foregroundStyle(by: .value("expression", "y=cos(x)"))
                .lineStyle(StrokeStyle(lineWidth: 5, lineCap: .round))
                .opacity(0.8)
        }
        .chartXScale(domain: -10 ... 10)
        .chartYScale(domain: -10 ... 10)
        let picture = try SamplePicture(chart)
        let lines = picture.marks("line")
        #expect(lines.count == 2)
        #expect(picture.legend == ["y=sin(x)", "y=cos(x)"])
        #expect(picture.strokes("line") == [SystemPalette.blue, SystemPalette.green])
        #expect(lines.allSatisfy { $0.attributes["stroke-width"] == "5" && $0.attributes["stroke-linecap"] == "round" })
        #expect(lines.allSatisfy { ($0.attributes["opacity"] ?? $0.attributes["stroke-opacity"]) == "0.8" })
    }

    @Test("LinePlot of a parametric rose: one closed curve within ±10")
    func rose() throws {
        let chart = Chart {
            LinePlot(x: "x", y: "y", t: "t", domain: 0 ... .pi * 2) {
                t in (x: 10 * cos(5 * t) * cos(t), y: 10 * cos(5 * t) * sin(t))
            }
        }
        .chartXScale(domain: -10 ... 10)
        .chartYScale(domain: -10 ... 10)
        let picture = try SamplePicture(chart)
        let line = try #require(picture.marks("line").first)
        let points = PathDataReader.points(line.attributes["d"] ?? "")
        #expect(points.count > 50)
        // It starts and ends at (10, 0).
        if let first = points.first, let last = points.last {
            #expect(abs(first.x - last.x) < 1 && abs(first.y - last.y) < 1)
        }
    }

    @Test("AreaPlot from a collection: stacked areas per asset with a legend")
    func areaPlotCollection() throws {
        let portfolioElements = PlotSamples.portfolioElements
        let chart = Chart {
            AreaPlot(
                portfolioElements,
                x: .value("Date", \.date),
                y: .value("Asset value", \.assetValue),
                series: .value("Asset", \.asset),
                stacking: .standard
            )
            .foregroundStyle(by: .value("Asset", \.asset))
        }
        let picture = try SamplePicture(chart)
        #expect(picture.marks("area").count == 3)
        #expect(picture.legend == ["Stocks", "Bonds", "Cash"])
        // Stacked: the top reaches the sum of the last month, 14,400 + 7,100 + 2,500 = 24,000.
        #expect((picture.axisNumbers("y").max() ?? 0) >= 24_000)
    }

    @Test("AreaPlot between y = x and y = x² − 1 on −2…2 by −4…4")
    func areaBetweenFunctions() throws {
        let chart = Chart {
            AreaPlot(x: "x", yStart: "x", yEnd: "x^2 - 1") { x in (yStart: x, yEnd: x * x - 1) }
        }
        .chartXScale(domain: -2 ... 2)
        .chartYScale(domain: -4 ... 4)
        let picture = try SamplePicture(chart)
        #expect(picture.marks("area").count >= 1)
        #expect(picture.domain("x")?.lo == -2 && picture.domain("x")?.hi == 2)
        #expect(picture.domain("y")?.lo == -4 && picture.domain("y")?.hi == 4)
    }

    @Test("AreaPlot of y = x² − 1 filled down to zero on −2…2 by −4…4")
    func areaUnderFunction() throws {
        let chart = Chart {
            AreaPlot(x: "x", y: "x^2 - 1") { x in x * x - 1 }
        }
        .chartXScale(domain: -2 ... 2)
        .chartYScale(domain: -4 ... 4)
        let picture = try SamplePicture(chart)
        let areas = picture.boxes("area")
        #expect(areas.count >= 1)
        // From y = −1 (the vertex) up to y = 3 (at x = ±2): 4 units of 8, half the plot's height.
        let top = areas.map(\.minY).min() ?? 0, bottom = areas.map(\.maxY).max() ?? 0
        let ys = picture.doc.texts(inside: "axis y")
        let y4 = ys.first { $0.text == "4" }.flatMap { Double($0.attributes["y"] ?? "") }
        let yMinus4 = ys.first { $0.text == "-4" || $0.text == "−4" }.flatMap { Double($0.attributes["y"] ?? "") }
        if let y4, let yMinus4 { #expect(abs((bottom - top) / (yMinus4 - y4) - 0.5) < 0.02) }
    }

    @Test("BarPlot of votes: one bar per party in the party's own colour")
    func barPlot() throws {
        let votes = PlotSamples.votes
        let chart = Chart {
            BarPlot(
                votes,
                x: .value("Party", \.party),
                y: .value("Vote count", \.voteCount)
            )
            .foregroundStyle(by: \.partyShapeStyle)
            .cornerRadius(4)
        }
        let picture = try SamplePicture(chart)
        #expect(picture.marks("bar").count == 4)
        #expect(picture.axisLabels("x") == ["Green", "Blue", "Orange", "Purple"])
        #expect(picture.fills("bar") == [SystemPalette.green, SystemPalette.blue, SystemPalette.orange, SystemPalette.purple])
    }

    @Test("PointPlot of flight delays: one circle per flight, coloured by airline, sized by passengers")
    func pointPlot() throws {
        let flightDelays = PlotSamples.flightDelays
        let chart = Chart {
            PointPlot(
                flightDelays,
                x: .value("Flight Distance", \.distance),
                y: .value("Flight Delay", \.delay)
            )
            .foregroundStyle(by: .value("Airline", \.airline))
            .opacity(\.opacity)
            .symbolSize(by: .value("Capacity", \.passengerCount))
            .symbol(.circle)
        }
        let picture = try SamplePicture(chart)
        let points = picture.boxes("point")
        #expect(points.count == 30)
        #expect(picture.legend.contains("Skyways") && picture.legend.contains("Coastal") && picture.legend.contains("Northern"))
        // Sizes follow the passenger counts: not all the same.
        #expect(Set(points.map { ($0.width * 10).rounded() }).count > 3)
    }

    @Test("RulePlot of tasks: one thick rounded rule per task, on project rows, coloured by status")
    func rulePlot() throws {
        let tasks = PlotSamples.tasks
        let chart = Chart {
            RulePlot(
                tasks,
                xStart: .value("Start time", \.startTime),
                xEnd: .value("End time", \.endTime),
                y: .value("Project", \.project)
            )
            .foregroundStyle(by: .value("Status", \.status))
            .opacity(\.opacity)
            .lineStyle(StrokeStyle(lineWidth: 8, lineCap: .round))
        }
        let picture = try SamplePicture(chart)
        let rules = picture.marks("rule")
        #expect(rules.count == 5)
        #expect(rules.allSatisfy { $0.attributes["stroke-width"] == "8" && $0.attributes["stroke-linecap"] == "round" })
        #expect(picture.axisLabels("y") == ["Website", "App", "Backend"])
        #expect(picture.legend == ["Done", "In progress", "Planned"])
    }

    @Test("RectanglePlot of tasks: one rectangle per task spanning its time range")
    func rectanglePlot() throws {
        let tasks = PlotSamples.tasks
        let chart = Chart {
            RectanglePlot(
                tasks,
                x: .value("Time", \.startTime, \.endTime),
                y: .value("Project", \.project)
            )
            .foregroundStyle(by: .value("Status", \.status))
            .cornerRadius(4)
        }
        let picture = try SamplePicture(chart)
        let boxes = picture.boxes("rectangle")
        #expect(boxes.count == 5)
        #expect(picture.axisLabels("y") == ["Website", "App", "Backend"])
        // Website's first task (19 days) and the backend's (36 days).
        if boxes.count == 5 { #expect(abs(boxes[4].width / boxes[0].width - 36.0 / 19.0) < 0.05) }
        #expect(picture.legend == ["Done", "In progress", "Planned"])
    }

    @Test("SectorPlot of votes: one sector per party with a legend")
    func sectorPlot() throws {
        let votes = PlotSamples.votes
        let chart = Chart {
            SectorPlot(
                votes,
                angle: .value("Vote count", \.voteCount),
                angularInset: 1
            )
            .foregroundStyle(by: .value("Party", \.party))
            .cornerRadius(4)
        }
        let picture = try SamplePicture(chart)
        #expect(picture.marks("sector").count == 4)
        #expect(picture.legend == ["Green", "Blue", "Orange", "Purple"])
    }
}
