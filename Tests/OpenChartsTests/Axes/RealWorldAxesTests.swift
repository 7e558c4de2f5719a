import Foundation
@testable import OpenCharts
import Testing

@Suite("Axes that hold up with real data") struct RealWorldAxesTests {
    static let charts = RealWorldCharts.all

    /// Writes the chart beside the others when `AXES_DUMP_DIR` is set, to look at.
    static func dump(_ chart: RealWorldChart, _ svg: String, index: Int) {
        guard let dir = ProcessInfo.processInfo.environment["AXES_DUMP_DIR"] else { return }
        let name = String(format: "%02d-", index) + chart.name.map { $0.isLetter || $0.isNumber ? $0 : "-" }
        try? svg.write(toFile: dir + "/" + name + ".svg", atomically: true, encoding: .utf8)
    }

    @Test("there are at least 40 charts, 200 to 1,200 pt wide, in three locales")
    func coverage() {
        #expect(Self.charts.count >= 40)
        #expect(Self.charts.map(\.width).min() == 200 && Self.charts.map(\.width).max() == 1_200)
        #expect(Set(Self.charts.map(\.locale)) == ["en_US", "ja_JP", "de_DE"])
    }

    @Test("labels neither overlap nor touch, no line crosses a label, all stay inside the chart",
          arguments: 0..<RealWorldCharts.all.count)
    func legible(index: Int) throws {
        let chart = Self.charts[index]
        let svg = chart.svg()
        Self.dump(chart, svg, index: index)
        let doc = try #require(ParsedSVG(svg), "\(chart) does not parse")
        let checker = AxisLegibilityChecker(doc)
        #expect(!checker.labels.isEmpty, "\(chart) has no axis labels")
        for p in checker.problems() { Issue.record("\(chart): \(p)") }
        if chart.dates { for p in checker.unevenTicks() { Issue.record("\(chart): \(p)") } }
        if !chart.categories.isEmpty {
            for p in checker.categoriesAccountedFor(chart.categories, axis: chart.categoryAxis) { Issue.record("\(chart): \(p)") }
        }
    }

    @Test("every chart holds at every phone, tablet and desktop width",
          arguments: [200.0, 250, 320, 390, 430, 540, 700, 834, 1_024, 1_200])
    func everyWidth(width: Double) throws {
        // Short charts on narrow screens and tall ones on wide screens, as apps lay them out.
        let height = width < 500 ? 150.0 : 420
        for var chart in Self.charts {
            chart.width = width
            chart.height = max(chart.height, height) == chart.height && chart.height > 240 ? chart.height : height
            let doc = try #require(ParsedSVG(chart.svg()), "\(chart) does not parse")
            let checker = AxisLegibilityChecker(doc)
            for p in checker.problems() { Issue.record("\(chart): \(p)") }
            if chart.dates { for p in checker.unevenTicks() { Issue.record("\(chart): \(p)") } }
            if !chart.categories.isEmpty {
                for p in checker.categoriesAccountedFor(chart.categories, axis: chart.categoryAxis) { Issue.record("\(chart): \(p)") }
            }
        }
    }

    @Test("an axis that labels every k-th category says so, and labels evenly")
    func thinnedCategoriesSaySo() throws {
        let chart = CategoryCharts.all.first { $0.name == "downloads in 20 countries" }!
        let doc = try #require(ParsedSVG(chart.svg()))
        let axis = try #require(doc.elements.first { $0.has("axis") && $0.has("x") })
        let said = axis.attributes["aria-label"] ?? ""
        let match = try #require(said.wholeMatch(of: #/every (\d+)(st|nd|rd|th) of 20 categories labelled for lack of room/#), "\(said)")
        let k = try #require(Int(match.1))
        let shown = AxisLegibilityChecker(doc).labels.filter { $0.axis == "x" }
        // 20 categories, every k-th from one offset: 20 / k labels, give or take one.
        #expect(k > 1 && abs(shown.count - 20 / k) <= 1, "\(shown.map(\.text))")
        // Evenly: the same distance between each pair of neighbours (the labels at the ends may
        // move inwards to stay inside the plot).
        let centres = shown.map(\.box.midX).dropFirst().dropLast()
        let gaps = zip(centres, centres.dropFirst()).map { $1 - $0 }
        #expect(gaps.allSatisfy { abs($0 - gaps[0]) < 0.5 }, "\(gaps)")
    }

    /// A week of steps whose weekend passes the fixed goal axis of 0 to 12,000.
    static func weekend(clipped: Bool) -> some View {
        let chart = Chart(TimeCharts.week) { BarMark(x: .value("Day", $0.date, unit: .day), y: .value("Steps", $0.value + 2_000)) }
            .chartYScale(domain: 0...12_000)
        return Group {
            if clipped { chart.chartPlotStyle { $0.clipped() } } else { chart }
        }
    }

    @Test("bars past a fixed domain are drawn past the plot; clipped() on the plot cuts them")
    func fixedDomainOverflow() throws {
        let open = try Rendered(Self.weekend(clipped: false), width: 360, height: 240)
        let top = try #require(open.gridY.ys.last)
        // Saturday carries 10,588 + 2,000 steps, above the 12,000 at the plot's top.
        #expect(open.boxes("mark bar").contains { $0.minY < top - 1 }, "\(open.boxes("mark bar")) top \(top)")
        let cut = try Rendered(Self.weekend(clipped: true), width: 360, height: 240)
        #expect(cut.svg.contains("clip-path") || cut.svg.contains("<clipPath"))
    }

    @Test("a maximum of 412 on a short axis ends at 500: at most one tick step of headroom")
    func niceHeadroom() throws {
        let r = try Rendered(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 412)) }, width: 300, height: 110)
        let top = try #require(r.yLabels.compactMap { Double($0.replacingOccurrences(of: ",", with: "")) }.max())
        #expect(top <= 500, "\(r.yLabels)")
        // Rounding out by steps of 100 ends at 500 (by 200 it would end at 600, a whole step above
        // the bar). The plot, about 80 points tall, aims for 1.5 gaps (its least) of 60 points; of the steps
        // that end on 500 with two gaps or more, 250 (2 gaps) is nearer that than 100 (5).
        #expect(r.yLabels == ["0", "250", "500"])
    }

    @Test("a size legend has its own row, the values' name, and grey circles")
    func sizeLegend() throws {
        let r = try Rendered(Chart(NumberCharts.scatter) { p in
            PointMark(x: .value("Downloads", p.x), y: .value("Rating", p.y))
                .foregroundStyle(by: .value("City", p.city))
                .symbolSize(by: .value("Reviews", p.y * 100))
        }, width: 400, height: 300)
        let legend = r.doc.texts(inside: "legend")
        let texts = legend.map(\.text)
        #expect(texts.contains("Reviews"), "\(texts)")
        let title = try #require(legend.first { $0.text == "Reviews" })
        let tokyo = try #require(legend.first { $0.text == "Tokyo" })
        // Below the cities' row.
        #expect((Double(title.attributes["y"] ?? "") ?? 0) > (Double(tokyo.attributes["y"] ?? "") ?? 0) + 5)
        let swatches = r.doc.elements.indices.filter { r.doc.isInside($0, class: "legend") && r.doc.elements[$0].name == "path" }
            .map { r.doc.elements[$0].attributes["fill"] ?? "" }
        // Three cities in colour, then the sizes in systemGray.
        #expect(swatches.filter { $0 == "#8e8e93" }.count >= 2, "\(swatches)")
    }
}
