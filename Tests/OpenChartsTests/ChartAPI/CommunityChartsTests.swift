import Foundation
@testable import OpenCharts
import Testing

/// Charts shaped like the community's Swift Charts examples, compiled and drawn as written.
@Suite("Community-style charts") struct CommunityChartsTests {
    /// A step-count card: daily bars, a dashed average with its label, weekday labels every day.
    struct StepsCard: View {
        let days: [DailySteps]
        var average: Double { Double(days.map(\.steps).reduce(0, +)) / Double(days.count) }

        var body: some View {
            Chart {
                ForEach(days) { day in
                    BarMark(x: .value("Day", day.day, unit: .day), y: .value("Steps", day.steps))
                        .foregroundStyle(day.steps >= 10_000 ? Color.green : Color.blue)
                        .cornerRadius(4)
                        .accessibilityLabel(day.day.formatted(.dateTime.weekday(.wide)))
                        .accessibilityValue("\(day.steps) steps")
                }
                RuleMark(y: .value("Average", average))
                    .foregroundStyle(.orange)
                    .lineStyle(StrokeStyle(lineWidth: 2, dash: [5]))
                    .annotation(position: .top, alignment: .leading) {
                        Text("Avg \(Int(saturating: average))").font(.caption).foregroundStyle(.orange)
                    }
            }
            .chartXAxis {
                AxisMarks(values: .stride(by: .day)) { value in
                    AxisGridLine()
                    AxisValueLabel(format: .dateTime.weekday(.abbreviated), centered: true)
                }
            }
        }
    }

    @Test("a step card draws seven bars, a dashed average of 59,497 ÷ 7 with its label above, and labels every day")
    func stepsCard() throws {
        let r = try Rendered(StepsCard(days: weekOfSteps), width: 360, height: 220)
        let bars = r.boxes("mark bar")
        #expect(bars.count == 7)
        let rule = try #require(r.doc.elements(classed: "mark rule").first)
        #expect(rule.attributes["stroke-dasharray"] == "5")
        #expect(r.xLabels == ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"], "\(r.xLabels)")
        let label = try #require(r.doc.texts(inside: "annotations").first)
        #expect(label.text == "Avg 8499")
        let ruleBox = try #require(r.boxes("mark rule").first)
        #expect((Double(label.attributes["y"] ?? "") ?? 0) < ruleBox.minY)
        #expect(r.doc.elements(classed: "mark bar").first?.attributes["aria-label"]?.hasPrefix("Monday") == true)
        #expect(r.warnings.isEmpty)
    }

    /// A stock card: a price line over a fading area from the lowest close (an area from zero
    /// would pull the scale down to zero), y scale not from zero.
    struct StockCard: View {
        struct Close: Identifiable { let date: Date; let price: Double; var id: Date { date } }
        let closes: [Close]
        var lowest: Double { closes.map(\.price).min() ?? 0 }
        var body: some View {
            Chart(closes) { c in
                AreaMark(x: .value("Date", c.date, unit: .day), yStart: .value("Low", lowest), yEnd: .value("Price", c.price))
                    .foregroundStyle(LinearGradient(colors: [.blue.opacity(0.4), .blue.opacity(0.02)],
                                                    startPoint: .top, endPoint: .bottom))
                    .alignsMarkStylesWithPlotArea()
                    .interpolationMethod(.catmullRom)
                LineMark(x: .value("Date", c.date, unit: .day), y: .value("Price", c.price))
                    .interpolationMethod(.catmullRom)
                    .lineStyle(StrokeStyle(lineWidth: 2))
            }
            .chartYScale(domain: .automatic(includesZero: false))
        }
    }

    @Test("a stock card's y axis starts near its prices, not at zero, and its area is a gradient")
    func stockCard() throws {
        let prices: [Double] = [182.3, 184.1, 181.7, 186.2, 189.9, 188.4, 191.2, 193.5, 190.8, 195.1]
        let closes = prices.enumerated().map { StockCard.Close(date: TestRender.date(2023, 7, 3 + $0), price: $1) }
        let r = try Rendered(StockCard(closes: closes))
        #expect(!r.yLabels.contains("0"), "\(r.yLabels)")
        #expect(r.yLabels.first.flatMap(Double.init).map { $0 >= 175 } == true, "\(r.yLabels)")
        #expect(r.doc.elements.contains { $0.name == "linearGradient" })
        #expect(r.doc.elements(classed: "mark area").count == 1 && r.doc.elements(classed: "mark line").count == 1)
    }

    @Test("a colour scale's range can be a Gradient: temperatures run from green to red")
    func gradientScale() throws {
        let r = try Rendered(Chart(weekOfSteps) { d in
            PointMark(x: .value("Day", d.day, unit: .day), y: .value("Steps", d.steps))
                .foregroundStyle(by: .value("Steps", d.steps))
                .symbol(.circle.strokeBorder(lineWidth: 2))
        }
        .chartForegroundStyleScale(range: Gradient(colors: [.green, .red])))
        let strokes = r.doc.elements(classed: "mark point").compactMap { $0.attributes["stroke"] }
        #expect(strokes.count == 7)
        // The fewest steps (Saturday) are green, the most (Thursday) red.
        #expect(strokes[5] == "#34c759" && strokes[3] == "#ff3b30", "\(strokes)")
    }
}
