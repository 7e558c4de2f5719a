import ChartScene
import Foundation
@testable import OpenCharts
import Testing

@Suite("Regressions at the edges of input") struct RegressionTests {
    @Test("a mark's own modifier wins over the same modifier on its ForEach, as in SwiftUI")
    func innerModifierWins() {
        let marks = collect {
            ForEach(styles) { BarMark(x: .value("Name", $0.name), y: .value("Sales", $0.value)).foregroundStyle(.pink) }
                .foregroundStyle(.blue)
        }
        #expect(marks[0].style.foreground == .color(RGBA(red: 1, green: 45 / 255, blue: 85 / 255)))
    }

    @Test("bars in the same calendar unit stack, whatever their time of day")
    func sameDayStacks() throws {
        let cal = TestRender.calendar
        let morning = cal.date(from: DateComponents(year: 2022, month: 5, day: 2, hour: 9))!
        let evening = cal.date(from: DateComponents(year: 2022, month: 5, day: 2, hour: 15))!
        let r = try Rendered(Chart {
            BarMark(x: .value("Day", morning, unit: .day), y: .value("Sales", 10))
            BarMark(x: .value("Day", evening, unit: .day), y: .value("Sales", 20))
        })
        let bars = r.boxes("mark bar")
        try #require(bars.count == 2)
        #expect(bars[0].minY == bars[1].maxY, "\(bars)")
        #expect(r.yLabels.last == "30", "\(r.yLabels)")
    }

    @Test("a bar of Double.greatestFiniteMagnitude fills the plot, with y labels")
    func greatestFinite() throws {
        let r = try Rendered(barChart(values([.greatestFiniteMagnitude])))
        let bar = try #require(r.boxes("mark bar").first)
        #expect(bar.height > 200, "\(bar)")
        #expect(!r.yLabels.isEmpty)
    }

    @Test("a stack whose sum overflows Double is drawn whole or reported")
    func stackOverflow() throws {
        let rows = [Value(id: 0, name: "A", value: 1e308, series: "S"), Value(id: 1, name: "A", value: 1e308, series: "T")]
        let r = try Rendered(barChart(rows))
        let bars = r.boxes("mark bar")
        #expect(bars.count == 2 && bars[1].height > 0 || !r.warnings.isEmpty, "\(bars) \(r.warnings)")
    }

    @Test("tiny values get distinct y labels")
    func tinyLabels() throws {
        let r = try Rendered(barChart(values([1e-300, 2e-300, 4e-300])))
        #expect(Set(r.yLabels).count == r.yLabels.count, "\(r.yLabels)")
    }
}
