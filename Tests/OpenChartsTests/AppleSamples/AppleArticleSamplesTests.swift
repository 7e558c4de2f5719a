import Foundation
@testable import OpenCharts
import Testing

// Samples from Apple's articles "Creating a chart using Swift Charts" and "Customizing axes in Swift Charts"
// (documentation/charts/creating-a-chart-using-swift-charts, .../customizing-axes-in-swift-charts) and the
// chartXAxis(content:) and chartYAxis(content:) pages under SwiftUI's View, which reuse the battery chart.

enum ToySample {
    struct ToyShape: Identifiable {
        var type: String
        var count: Double
        var id = UUID()
    }

    static let data: [ToyShape] = [
        .init(type: "Cube", count: 5),
        .init(type: "Sphere", count: 4),
        .init(type: "Pyramid", count: 4)
    ]

    struct ColoredToyShape: Identifiable {
        var color: String
        var type: String
        var count: Double
        var id = UUID()
    }

    static let stackedBarData: [ColoredToyShape] = [
        .init(color: "Green", type: "Cube", count: 2),
        .init(color: "Green", type: "Sphere", count: 0),
        .init(color: "Green", type: "Pyramid", count: 1),
        .init(color: "Purple", type: "Cube", count: 1),
        .init(color: "Purple", type: "Sphere", count: 1),
        .init(color: "Purple", type: "Pyramid", count: 1),
        .init(color: "Pink", type: "Cube", count: 1),
        .init(color: "Pink", type: "Sphere", count: 2),
        .init(color: "Pink", type: "Pyramid", count: 0),
        .init(color: "Yellow", type: "Cube", count: 1),
        .init(color: "Yellow", type: "Sphere", count: 1),
        .init(color: "Yellow", type: "Pyramid", count: 2)
    ]
}

struct BatteryData {
    let date: Date
    let level: Double

    /// Forty-eight half hours of June 1, 2023 from midnight, the level falling from 40 to 10.
    static let data: [BatteryData] = (0..<48).map { i in
        BatteryData(date: TestRender.date(2023, 6, 1).addingTimeInterval(Double(i) * 1800), level: 40 - Double(i) * 30 / 47)
    }
}

extension SamplePicture {
    /// The number of grid lines drawn across the plot for one axis.
    func gridLines(_ axis: String) -> Int {
        guard let group = doc.index(classed: "grid \(axis)") else { return 0 }
        return doc.elements.filter { $0.parent == group && $0.name == "path" }.count
    }
}

@Suite("Apple's samples: the charts articles and the axis modifiers")
struct AppleArticleSamplesTests {
    struct BarChart: View {
        var body: some View {
            Chart {
                // Add marks here.
            }
        }
    }

    @Test("Creating a chart: the empty chart view to add marks to draws no marks and no legend")
    func emptyChart() throws {
        let picture = try SamplePicture(BarChart())
        #expect(picture.doc.elements.filter { $0.has("mark") }.isEmpty)
        #expect(picture.legend.isEmpty)
        #expect(picture.warnings.isEmpty)
    }

    @Test("ChartContent overview: three explicit bars, Cube 5, Sphere 6, Pyramid 4, all one colour")
    func chartContentBars() throws {
        let chart = Chart {
            BarMark(
                x: .value("Shape Type", "Cube"),
                y: .value("Total Count", 5)
            )
            BarMark(
                x: .value("Shape Type", "Sphere"),
                y: .value("Total Count", 6)
            )
            BarMark(
                x: .value("Shape Type", "Pyramid"),
                y: .value("Total Count", 4)
            )
        }
        let picture = try SamplePicture(chart)
        #expect(picture.fills("bar") == [SystemPalette.blue, SystemPalette.blue, SystemPalette.blue])
        #expect(picture.axisLabels("x") == ["Cube", "Sphere", "Pyramid"])
        let heights = picture.boxes("bar").map(\.height)
        if heights.count == 3 { #expect(abs(heights[1] / heights[0] - 1.2) < 0.01 && abs(heights[2] / heights[0] - 0.8) < 0.01) }
    }

    @Test("ChartContent overview: foregroundStyle(.red) on the sphere's bar makes it red between two blue bars")
    func chartContentRedBar() throws {
        let chart = Chart {
            BarMark(
                x: .value("Shape Type", "Cube"),
                y: .value("Total Count", 5)
            )
            BarMark(
                x: .value("Shape Type", "Sphere"),
                y: .value("Total Count", 6)
            )
            .foregroundStyle(.red)
            BarMark(
                x: .value("Shape Type", "Pyramid"),
                y: .value("Total Count", 4)
            )
        }
        let picture = try SamplePicture(chart)
        #expect(picture.fills("bar") == [SystemPalette.blue, SystemPalette.red, SystemPalette.blue])
    }

    @Test("Creating a chart: three BarMarks written out — Cube 5, Sphere 4, Pyramid 4 on a 0…6 scale")
    func threeBars() throws {
        let data = ToySample.data
        let chart = Chart {
            BarMark(
                x: .value("Shape Type", data[0].type),
                y: .value("Total Count", data[0].count)
            )
            BarMark(
                 x: .value("Shape Type", data[1].type),
                 y: .value("Total Count", data[1].count)
            )
            BarMark(
                 x: .value("Shape Type", data[2].type),
                 y: .value("Total Count", data[2].count)
            )
        }
        let picture = try SamplePicture(chart)
        #expect(picture.marks("bar").count == 3)
        #expect(picture.axisLabels("x") == ["Cube", "Sphere", "Pyramid"])
        let ys = picture.axisNumbers("y")
        #expect(ys.first == 0 && ys.contains(4) && (ys.max() ?? 0) >= 5)
    }

    @Test("Creating a chart: the same bars from a ForEach")
    func forEachBars() throws {
        let data = ToySample.data
        let chart = Chart {
            ForEach(data) { shape in
                BarMark(
                    x: .value("Shape Type", shape.type),
                    y: .value("Total Count", shape.count)
                )
            }
        }
        let picture = try SamplePicture(chart)
        #expect(picture.marks("bar").count == 3)
        #expect(picture.axisLabels("x") == ["Cube", "Sphere", "Pyramid"])
    }

    @Test("Creating a chart: bars stacked by shape colour, with a legend of the four colours")
    func stackedToys() throws {
        let stackedBarData = ToySample.stackedBarData
        let chart = Chart {
            ForEach(stackedBarData) { shape in
                BarMark(
                    x: .value("Shape Type", shape.type),
                    y: .value("Total Count", shape.count)
                )
                .foregroundStyle(by: .value("Shape Color", shape.color))
            }
        }
        let picture = try SamplePicture(chart)
        // Cube has four non-empty segments, Sphere and Pyramid three each.
        let visible = picture.boxes("bar").filter { $0.height > 0.01 }
        #expect(visible.count == 10)
        #expect(picture.legend == ["Green", "Purple", "Pink", "Yellow"])
        #expect(picture.axisLabels("x") == ["Cube", "Sphere", "Pyramid"])
    }

    @Test("Creating a chart: chartForegroundStyleScale maps each colour name to its colour")
    func styleScale() throws {
        let stackedBarData = ToySample.stackedBarData
        let chart = Chart {
            ForEach(stackedBarData) { shape in
                BarMark(
                    x: .value("Shape Type", shape.type),
                    y: .value("Total Count", shape.count)
                )
                .foregroundStyle(by: .value("Shape Color", shape.color))
            }
        }
        .chartForegroundStyleScale([
            "Green": .green, "Purple": .purple, "Pink": .pink, "Yellow": .yellow
        ])
        let picture = try SamplePicture(chart)
        let bars = picture.marks("bar")
        let byName = Dictionary(grouping: bars) { $0.attributes["aria-label"]?.components(separatedBy: ",").first ?? "" }
        #expect(byName["Green"]?.allSatisfy { $0.attributes["fill"] == SystemPalette.green } == true)
        #expect(byName["Purple"]?.allSatisfy { $0.attributes["fill"] == SystemPalette.purple } == true)
        #expect(byName["Pink"]?.allSatisfy { $0.attributes["fill"] == SystemPalette.pink } == true)
        #expect(byName["Yellow"]?.allSatisfy { $0.attributes["fill"] == SystemPalette.yellow } == true)
        let legendFills = picture.doc.elements.indices.filter { picture.doc.elements[$0].has("legend-entry") }.compactMap { i in
            picture.doc.elements.first { $0.parent == i && $0.name == "path" }?.attributes["fill"]
        }
        #expect(legendFills == [SystemPalette.green, SystemPalette.purple, SystemPalette.pink, SystemPalette.yellow])
        #expect(picture.legend == ["Green", "Purple", "Pink", "Yellow"])
    }

    /// The battery chart every axis sample starts from.
    static func batteryChart() -> some View {
        Chart(BatteryData.data, id: \.date) {
            BarMark(
                // Create one bar for every 1800 seconds (30 minutes).
                x: .value("Time", $0.date ..< $0.date.advanced(by: 1800)),
                y: .value("Battery Level", $0.level)
            )
            .foregroundStyle(.green)
        }
    }

    @Test("Customizing axes, default axes: 48 green bars, y labels 0 to 40, hours with AM or PM every six hours")
    func batteryDefault() throws {
        let picture = try SamplePicture(Self.batteryChart())
        #expect(picture.marks("bar").count == 48)
        #expect(Set(picture.fills("bar")) == [SystemPalette.green])
        // The page's picture labels 0, 10, 20, 30 and 40 and every sixth hour. At 400 × 300 points the y axis
        // aims for a gap per 60 points, about four: 10 gives four gaps (5 would give eight). Every third
        // hour would put eight labels of about 30 points in 46-point steps, too close: every sixth remains.
        #expect(picture.domain("y")?.lo == 0 && picture.domain("y")?.hi == 40)
        #expect(picture.axisNumbers("y") == [0, 10, 20, 30, 40])
        let xs = picture.axisLabels("x")
        // AM or PM on every hour label.
        let hours = xs.filter { $0.first?.isNumber == true }
        #expect(hours == ["12 AM", "6 AM", "12 PM", "6 PM"], "\(xs)")
        // The bars touch: each spans its half hour.
        let boxes = picture.boxes("bar")
        if boxes.count == 48 { #expect(boxes[1].minX - boxes[0].maxX < 2) }
    }

    @Test("Customizing axes, chartYScale(domain: [0, 100]): labels at 0, 25, 50, 75, 100")
    func batteryDomain() throws {
        let chart = Self.batteryChart()
            .chartYScale(domain: [0, 100])
        let picture = try SamplePicture(chart)
        // The page's picture labels 0, 25, 50, 75, 100: about four gaps of 60 points, 25 gives four
        // (20 would give five).
        #expect(picture.domain("y")?.lo == 0 && picture.domain("y")?.hi == 100)
        #expect(picture.axisNumbers("y") == [0, 25, 50, 75, 100])
    }

    @Test("Customizing axes, AxisMarks(values: .automatic(desiredCount: 3)): labels at 0, 50, 100")
    func batteryDesiredCount() throws {
        let chart = Self.batteryChart()
            .chartYScale(domain: [0, 100])
            .chartYAxis {
                AxisMarks(values: .automatic(desiredCount: 3))
            }
        let picture = try SamplePicture(chart)
        #expect(picture.axisNumbers("y") == [0, 50, 100])
    }

    @Test("Customizing axes, AxisMarks(values: [0, 50, 100]): labels at 0, 50, 100")
    func batteryExplicitValues() throws {
        let chart = Self.batteryChart()
            .chartYScale(domain: [0, 100])
            .chartYAxis {
                AxisMarks(values: [0, 50, 100])
            }
        let picture = try SamplePicture(chart)
        #expect(picture.axisNumbers("y") == [0, 50, 100])
        #expect(picture.gridLines("y") == 3)
    }

    @Test("Customizing axes, percent format: labels 0%, 50%, 100%")
    func batteryPercent() throws {
        let chart = Self.batteryChart()
            .chartYScale(domain: [0, 100])
            .chartYAxis {
                AxisMarks(
                    format: Decimal.FormatStyle.Percent.percent.scale(1),
                    values: [0, 50, 100]
                )
            }
        let picture = try SamplePicture(chart)
        #expect(picture.axisLabels("y") == ["0%", "50%", "100%"])
    }

    @Test("Customizing axes, composed marks: labels at 0%, 50%, 100% and grid lines at every quarter")
    func batteryComposed() throws {
        let chart = Self.batteryChart()
            .chartYScale(domain: [0, 100])
            .chartYAxis {
                AxisMarks(
                    values: [0, 50, 100]
                ) {
                    AxisValueLabel(format: Decimal.FormatStyle.Percent.percent.scale(1))
                }

                AxisMarks(
                    values: [0, 25, 50, 75, 100]
                ) {
                    AxisGridLine()
                }
            }
        let picture = try SamplePicture(chart)
        #expect(picture.axisLabels("y") == ["0%", "50%", "100%"])
        #expect(picture.gridLines("y") == 5)
    }

    @Test("Customizing axes, conditional labels: every three hours, AM and PM only at midnight and noon")
    func batteryConditionalLabels() throws {
        let chart = Self.batteryChart()
            .chartXAxis {
                AxisMarks(values: .stride(by: .hour, count: 3)) { value in
                    if let date = value.as(Date.self) {
                        let hour = Calendar.current.component(.hour, from: date)
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
        let picture = try SamplePicture(chart)
        let xs = picture.axisLabels("x")
        #expect(Array(xs.prefix(8)) == ["12 AM", "3", "6", "9", "12 PM", "3", "6", "9"])
        #expect(picture.gridLines("x") >= 8)
    }

    @Test("Customizing axes, styled grid: the date under the first label, thin lines at midnight")
    func batteryDateUnderFirstLabel() throws {
        let chart = Self.batteryChart()
            .chartXAxis {
                AxisMarks(values: .stride(by: .hour, count: 3)) { value in
                    if let date = value.as(Date.self) {
                        let hour = Calendar.current.component(.hour, from: date)
                        AxisValueLabel {
                            VStack(alignment: .leading) {
                                switch hour {
                                case 0, 12:
                                    Text(date, format: .dateTime.hour())
                                default:
                                    Text(date, format: .dateTime.hour(.defaultDigits(amPM: .omitted)))
                                }
                                if value.index == 0 || hour == 0 {
                                    Text(date, format: .dateTime.month().day())
                                }
                            }
                        }

                        if hour == 0 {
                            AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5))
                            AxisTick(stroke: StrokeStyle(lineWidth: 0.5))
                        } else {
                            AxisGridLine()
                            AxisTick()
                        }
                    }
                }
            }
        let picture = try SamplePicture(chart)
        let xs = picture.axisLabels("x")
        #expect(xs.first == "12 AM")
        #expect(xs.contains("Jun 1"))
        #expect(xs.contains("12 PM") && xs.contains("3") && xs.contains("9"))
    }

    @Test("chartXAxis(content:) page: grid lines only on the x axis, no labels")
    func xAxisGridOnly() throws {
        let chart = Self.batteryChart()
            .chartXAxis {
                AxisMarks {
                    AxisGridLine()
                }
            }
        let picture = try SamplePicture(chart)
        #expect(picture.axisLabels("x").isEmpty)
        #expect(picture.gridLines("x") >= 3)
        #expect(!picture.axisLabels("y").isEmpty)
    }

    @Test("chartYAxis(content:) page: grid lines only on the y axis, no labels")
    func yAxisGridOnly() throws {
        let chart = Self.batteryChart()
            .chartYAxis {
                AxisMarks {
                    AxisGridLine()
                }
            }
        let picture = try SamplePicture(chart)
        #expect(picture.axisLabels("y").isEmpty)
        #expect(picture.gridLines("y") >= 3)
    }

    @Test("chartXAxis(content:) page: the battery chart's full axes — hours every three hours, date under the first, percent labels")
    func xAxisFullSample() throws {
        let chart = Chart(BatteryData.data, id: \.date) {
             BarMark(
                 x: .value("Time", $0.date ..< $0.date.advanced(by: 1800)),
                 y: .value("Battery Level", $0.level)
             )
             .foregroundStyle(.green)
         }
         .chartXAxis {
             AxisMarks(values: .stride(by: .hour, count: 3)) { value in
                 if let date = value.as(Date.self) {
                     let hour = Calendar.current.component(.hour, from: date)
                     switch hour {
                     case 0, 12:
                         AxisValueLabel {
                             VStack {
                                 Text(date, format: .dateTime.hour())
                                 if value.index == 0 {
                                     Text(date, format: .dateTime.month().day())
                                 }
                             }
                         }
                     default:
                         AxisValueLabel(format: .dateTime.hour(.defaultDigits(amPM: .omitted)))
                     }

                     if hour == 0 {
                         AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5))
                         AxisTick(stroke: StrokeStyle(lineWidth: 0.5))
                     } else {
                         AxisGridLine()
                         AxisTick()
                     }
                 }
             }
         }
         .chartYAxis {
             AxisMarks(values: [0, 25, 50, 75, 100]) {
                 AxisGridLine()
             }

             AxisMarks(values: [0, 50, 100]) {
                 AxisValueLabel(format: Decimal.FormatStyle.Percent.percent.scale(1))
             }
         }
        let picture = try SamplePicture(chart)
        let xs = picture.axisLabels("x")
        #expect(xs.first == "12 AM" && xs.contains("Jun 1") && xs.contains("12 PM") && xs.contains("3"))
        // Without the article's chartYScale(domain: [0, 100]) the levels (10 to 40) make the scale 0…40: of the
        // marks asked for, 0% is labelled and the grid lines at 0 and 25 fall inside it.
        #expect(picture.domain("y")?.hi == 40)
        #expect(picture.axisLabels("y") == ["0%"])
        #expect(picture.gridLines("y") == 2)
    }

    @Test("chartYAxis(content:) page: the same chart with the y axis written first")
    func yAxisFullSample() throws {
        let chart = Chart(BatteryData.data, id: \.date) {
             BarMark(
                 x: .value("Time", $0.date ..< $0.date.advanced(by: 1800)),
                 y: .value("Battery Level", $0.level)
             )
             .foregroundStyle(.green)
         }
         .chartYAxis {
             AxisMarks(values: [0, 25, 50, 75, 100]) {
                 AxisGridLine()
             }

             AxisMarks(values: [0, 50, 100]) {
                 AxisValueLabel(format: Decimal.FormatStyle.Percent.percent.scale(1))
             }
         }
         .chartXAxis {
             AxisMarks(values: .stride(by: .hour, count: 3)) { value in
                 if let date = value.as(Date.self) {
                     let hour = Calendar.current.component(.hour, from: date)
                     switch hour {
                     case 0, 12:
                         AxisValueLabel {
                             VStack {
                                 Text(date, format: .dateTime.hour())
                                 if value.index == 0 {
                                     Text(date, format: .dateTime.month().day())
                                 }
                             }
                         }
                     default:
                         AxisValueLabel(format: .dateTime.hour(.defaultDigits(amPM: .omitted)))
                     }

                     if hour == 0 {
                         AxisGridLine(stroke: StrokeStyle(lineWidth: 0.5))
                         AxisTick(stroke: StrokeStyle(lineWidth: 0.5))
                     } else {
                         AxisGridLine()
                         AxisTick()
                     }
                 }
             }
         }
        let picture = try SamplePicture(chart)
        // The page says the grid lines at 0% and 100% are solid; without a y scale of 0…100 only 0% and 25% fall inside.
        #expect(picture.axisLabels("y") == ["0%"])
        #expect(picture.gridLines("y") == 2)
        #expect(picture.axisLabels("x").first == "12 AM")
    }
}
