import Foundation
@testable import OpenCharts
import Testing

/// Customizations given awkward values: each chart renders, meets the SVG contract, and says
/// nothing impossible.
@Suite("Regressions: customizations at the edges of input")
struct CustomizationEdgeTests {
    struct Row: Identifiable { let id: Int; let x: Double; let y: Double; let day: Date }
    static let rows = (0..<20).map { i in
        Row(id: i, x: Double(i), y: Double(i * i) - 50, day: Date(timeIntervalSinceReferenceDate: Double(i) * 86_400))
    }
    static var chart: some View {
        Chart(rows) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)) }
    }
    static var dated: some View {
        Chart(rows) { BarMark(x: .value("Day", $0.day, unit: .day), y: .value("Y", $0.y)) }
    }

    static func check<V: View>(_ view: V, _ name: String) {
        let svg = TestRender.renderer(view).svg()
        #expect(SVGContract.problems(svg).isEmpty, "\(name): \(SVGContract.problems(svg))")
    }

    @Test("numeric strides of zero, minus, NaN and a billionth give no labels or a bounded number")
    func strides() {
        for step in [0.0, -5, .nan, .infinity, 1e-9] {
            Self.check(Self.chart.chartXAxis { AxisMarks(values: .stride(by: step)) }, "stride \(step)")
        }
        Self.check(Self.dated.chartXAxis { AxisMarks(values: .stride(by: .second)) }, "every second over 20 days")
        Self.check(Self.chart.chartXAxis { AxisMarks(values: .automatic(desiredCount: -3)) }, "negative count")
        Self.check(Self.chart.chartXAxis { AxisMarks(values: .automatic(desiredCount: Int.max)) }, "huge count")
    }

    @Test("domains that are empty, reversed, not finite, or impossible on a log scale")
    func domains() {
        Self.check(Self.chart.chartYScale(domain: 5...5), "empty domain")
        Self.check(Self.chart.chartYScale(domain: -Double.infinity...Double.infinity), "infinite domain")
        Self.check(Self.chart.chartYScale(domain: 0...100, type: .log), "log from zero")
        Self.check(Self.chart.chartYScale(type: .log), "log of negative data")
        Self.check(Self.chart.chartYScale(domain: [String]()), "no categories")
        Self.check(Self.chart.chartYScale(range: .plotDimension(startPadding: 1e9, endPadding: .nan)), "padding past the plot")
        Self.check(Self.chart.chartYScale(type: .power(exponent: .nan)), "NaN exponent")
        Self.check(Self.chart.chartYScale(type: .symmetricLog(slopeAtZero: 0)), "zero slope")
    }

    @Test("labels, ticks and titles with impossible sizes, offsets and spacings")
    func marks() {
        Self.check(Self.chart.chartXAxis {
            AxisMarks { _ in
                AxisTick(length: .infinity)
                AxisTick(length: .label(extendPastBy: .nan))
                AxisGridLine(stroke: StrokeStyle(lineWidth: .nan, dash: [.infinity, -1])).offset(x: .nan, y: .infinity)
                AxisValueLabel(String(repeating: "W", count: 5_000), orientation: .vertical, horizontalSpacing: .nan, verticalSpacing: -1e9)
            }
        }
        .chartYAxisLabel(String(repeating: "Sales ", count: 1_000))
        .chartXAxisLabel("<script>&</script>", spacing: .infinity), "hostile marks")
    }

    @Test("a plot style of no size, or of infinite size, leaves the chart drawable")
    func plotStyles() {
        Self.check(Self.chart.chartPlotStyle { $0.frame(width: 0, height: 0) }, "zero plot")
        Self.check(Self.chart.chartPlotStyle { $0.frame(maxWidth: .infinity, maxHeight: .infinity) }, "infinite plot")
        Self.check(Self.chart.chartPlotStyle { $0.frame(height: 10_000) }, "tall plot")
    }

    @Test("a proxy of an empty chart answers nil, and the proxy's overlay draws nothing impossible")
    func emptyProxy() throws {
        let box = ProxyBox()
        let empty = Chart(Self.rows.prefix(0)) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)) }
        Self.check(empty.chartOverlay { box.keep($0) }, "empty chart")
        let p = try #require(box.proxy)
        #expect(p.value(atAngle: .degrees(90), as: Double.self) == nil)
        #expect(p.value(atX: .nan, as: Double.self) == nil)
        #expect(p.position(forX: Double.nan) == nil)
    }
}
