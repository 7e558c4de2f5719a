import Foundation
@testable import OpenCharts
import Testing

/// A storage bar like Settings › iPhone Storage: one horizontal bar whose scale range is given
/// in points, `chartXScale(range: 0...128)`.
@Suite("Sample shapes: position ranges in points")
struct SampleShapesScaleTests {
    struct Usage: Identifiable { let category: String; let gigabytes: Double; var id: String { category } }

    @Test("a closed range of points places the domain's ends that many points from the leading edge")
    func pointRange() throws {
        let usage = [Usage(category: "Apps", gigabytes: 100), Usage(category: "Photos", gigabytes: 50)]
        let chart = Chart(usage) { item in
            BarMark(xStart: .value("Start", 0), xEnd: .value("Size", item.gigabytes), y: .value("Category", item.category))
        }
        .chartXScale(domain: 0...100, range: 0...128)
        let r = try Rendered(chart)
        let bars = r.boxes("mark bar")
        try #require(bars.count == 2)
        // 100 of 100 spans 128 points; 50 spans 64; both start at the same x.
        #expect(abs(bars[0].width - 128) <= 0.5)
        #expect(abs(bars[1].width - 64) <= 0.5)
        #expect(abs(bars[0].minX - bars[1].minX) <= 0.01)
    }

    @Test("CGFloat is not plottable, so an overloaded Date/CGFloat helper picks Date in .value")
    func overloadedHelper() throws {
        struct Shift { let start: Date; let end: Date }
        func middle(_ s: Shift) -> Date { s.start.addingTimeInterval(s.end.timeIntervalSince(s.start) / 2) }
        func middle(_ s: Shift) -> CGFloat { CGFloat(s.start.timeIntervalSince1970 + s.end.timeIntervalSince1970) / 2 }
        let day = TestRender.date(2022, 6, 13)
        let shift = Shift(start: day.addingTimeInterval(8 * 3600), end: day.addingTimeInterval(12 * 3600))
        let chart = Chart {
            BarMark(xStart: .value("In", shift.start), xEnd: .value("Out", shift.end), y: .value("Dept", "Bread"))
            RuleMark(x: .value("Middle", middle(shift)))
        }
        let r = try Rendered(chart)
        #expect(r.boxes("mark bar").count == 1)
        #expect(r.doc.elements(classed: "mark rule").count == 1)
    }
}
