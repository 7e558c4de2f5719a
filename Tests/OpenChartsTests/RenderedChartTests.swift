import Foundation
@testable import OpenCharts
import Testing

/// Sales of one style on one day in one city.
struct CitySales: Identifiable {
    let city: String
    let day: Date
    let sales: Int
    var id: String { "\(city) \(day.timeIntervalSinceReferenceDate)" }
}

/// Weekday sales in two cities, Monday 2 to Sunday 8 May 2022 (the WWDC22 talk's numbers).
let twoCities: [CitySales] = {
    let cupertino = [54, 42, 88, 49, 42, 125, 67], sanFrancisco = [81, 90, 52, 72, 84, 84, 137]
    func rows(_ city: String, _ counts: [Int]) -> [CitySales] {
        counts.enumerated().map { CitySales(city: city, day: TestRender.date(2022, 5, 2 + $0), sales: $1) }
    }
    return rows("Cupertino", cupertino) + rows("San Francisco", sanFrancisco)
}()

/// Pancake styles and their sales, from the talk.
let styles = [Row(name: "Cachapa", value: 916), Row(name: "Injera", value: 850), Row(name: "Crêpe", value: 802),
              Row(name: "Jian Bing", value: 753), Row(name: "Dosa", value: 654), Row(name: "American", value: 618)]

/// A rendered chart: the document, its parse and the renderer's warnings.
struct Rendered {
    let svg: String
    let doc: ParsedSVG
    let warnings: [String]

    init<V: View>(_ view: V, width: Double = 400, height: Double = 300) throws {
        let r = TestRender.renderer(view, width: width, height: height)
        svg = r.svg()
        warnings = r.warnings
        doc = try #require(ParsedSVG(svg), "the SVG does not parse as XML")
    }

    /// The boxes of the elements with these classes, in document order.
    func boxes(_ classes: String) -> [PathBox] {
        doc.elements(classed: classes).compactMap { PathDataReader.box($0.attributes["d"] ?? "") }
    }

    /// The plot's horizontal extent and the y of each horizontal grid line, bottom first.
    var gridY: (minX: Double, maxX: Double, ys: [Double]) {
        let lines = doc.elements.indices.filter { doc.elements[$0].name == "path" && doc.isInside($0, class: "grid") }
            .compactMap { i -> PathBox? in
                guard let p = doc.elements[i].parent, doc.elements[p].has("y") else { return nil }
                return PathDataReader.box(doc.elements[i].attributes["d"] ?? "")
            }
        return (lines.map(\.minX).min() ?? .nan, lines.map(\.maxX).max() ?? .nan, lines.map(\.minY).sorted(by: >))
    }

    /// The y axis's labels, bottom first.
    var yLabels: [String] {
        doc.texts(inside: "axis y").sorted { Double($0.attributes["y"] ?? "") ?? 0 > Double($1.attributes["y"] ?? "") ?? 0 }.map(\.text)
    }

    /// The x axis's labels, leading first.
    var xLabels: [String] { doc.texts(inside: "axis x").map(\.text) }

    /// The y coordinate of a value, from the grid lines and the numbers of the y labels.
    func yPosition(of v: Double) throws -> Double {
        let ys = gridY.ys
        let values = yLabels.compactMap { Double($0.replacingOccurrences(of: ",", with: "")) }
        try #require(ys.count >= 2 && ys.count == values.count, "grid lines \(ys) do not match labels \(yLabels)")
        let (y0, y1, v0, v1) = (ys[0], ys[ys.count - 1], values[0], values[values.count - 1])
        return y0 + (y1 - y0) * (v - v0) / (v1 - v0)
    }
}

/// Each printed coordinate is rounded to 0.005 pt, so a length read back from the SVG is
/// within 0.01 pt of the engine's, and a comparison of two such lengths within 0.02 pt.
let printed = 0.02

@Suite("Rendered SVG: geometry of bars, lines and legends")
struct RenderedChartTests {
    @Test("six values draw six bars from one zero baseline, heights proportional to the values")
    func sixBars() throws {
        let chart = Chart(styles) { BarMark(x: .value("Name", $0.name), y: .value("Sales", $0.value)) }
        let r = try Rendered(chart)
        let bars = r.boxes("mark bar")
        try #require(bars.count == 6)
        let baseline = try r.yPosition(of: 0)
        let tallest = bars[0].height
        for (bar, row) in zip(bars, styles) {
            #expect(abs(bar.maxY - baseline) <= printed, "bar \(row.name) does not start at zero: \(bar)")
            #expect(abs(bar.height - tallest * Double(row.value) / 916) <= printed, "bar \(row.name): \(bar)")
            #expect(abs(bar.minY - (try r.yPosition(of: Double(row.value)))) <= printed, "bar \(row.name) top")
        }
        // Bars are in category order, left to right, none overlapping.
        for (a, b) in zip(bars, bars.dropFirst()) { #expect(a.maxX < b.minX) }
    }

    @Test("y labels are nice numbers: 0 to 1,000 by 200 for a maximum of 916")
    func niceYLabels() throws {
        let chart = Chart(styles) { BarMark(x: .value("Name", $0.name), y: .value("Sales", $0.value)) }
        let r = try Rendered(chart)
        // About 6 ticks over 276 pt: 916 / 6 ≈ 153, which the 1-2-5 rule takes up to 200.
        #expect(r.yLabels == ["0", "200", "400", "600", "800", "1,000"])
        #expect(r.xLabels == styles.map(\.name))
    }

    @Test("date labels read as dates: day numbers with the month under the first, or weekdays")
    func dateLabels() throws {
        let days = (0..<30).map { Row(name: "\($0)", value: 100 + $0 % 7 * 10) }
        let chart = Chart(days) {
            BarMark(x: .value("Day", TestRender.date(2022, 5, 8 + Int($0.name)!), unit: .day), y: .value("Sales", $0.value))
        }
        let r = try Rendered(chart)
        let date = #/^\d{1,2}$|^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)$|^(Sun|Mon|Tue|Wed|Thu|Fri|Sat)$/#
        #expect(r.xLabels.count >= 3)
        for label in r.xLabels { #expect(label.wholeMatch(of: date) != nil, "not a date: \(label)") }
        #expect(Array(r.xLabels.prefix(2)) == ["8", "May"])
    }

    @Test("two series per day stack: bars touch with no gap or overlap and the top is the sum")
    func stackedBars() throws {
        let chart = Chart(twoCities) {
            BarMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales))
                .foregroundStyle(by: .value("City", $0.city))
        }
        let r = try Rendered(chart)
        let elements = r.doc.elements(classed: "mark bar")
        let bars = r.boxes("mark bar")
        try #require(bars.count == 14)
        let baseline = try r.yPosition(of: 0)
        for day in 0..<7 {
            let (lower, upper) = (bars[day], bars[day + 7])
            #expect(lower.minX == upper.minX && lower.maxX == upper.maxX, "day \(day): not one column")
            #expect(abs(lower.maxY - baseline) <= printed)
            #expect(lower.minY == upper.maxY, "day \(day): gap or overlap between \(lower) and \(upper)")
            let sum = Double(twoCities[day].sales + twoCities[day + 7].sales)
            #expect(abs(upper.minY - (try r.yPosition(of: sum))) <= printed, "day \(day): top is not at \(sum)")
        }
        #expect(elements.prefix(7).allSatisfy { $0.attributes["fill"] == "#007aff" })
        #expect(elements.suffix(7).allSatisfy { $0.attributes["fill"] == "#34c759" })
    }

    @Test("position(by:) puts the two cities side by side inside their day, without overlap")
    func groupedBars() throws {
        let chart = Chart(twoCities) {
            BarMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales))
                .foregroundStyle(by: .value("City", $0.city))
                .position(by: .value("City", $0.city))
        }
        let r = try Rendered(chart)
        let bars = r.boxes("mark bar")
        try #require(bars.count == 14)
        let grid = r.gridY
        // The x domain runs from the first day's start to the last day's end.
        let dayWidth = (grid.maxX - grid.minX) / 7
        let baseline = try r.yPosition(of: 0)
        for day in 0..<7 {
            let (left, right) = (bars[day], bars[day + 7])
            let start = grid.minX + Double(day) * dayWidth
            #expect(left.maxX <= right.minX + 0.005, "day \(day): \(left) overlaps \(right)")
            #expect(left.minX >= start - 0.005 && right.maxX <= start + dayWidth + 0.005, "day \(day) escapes its interval")
            #expect(abs(left.width - right.width) <= printed)
            #expect(abs(left.maxY - baseline) <= printed && abs(right.maxY - baseline) <= printed, "day \(day): stacked")
        }
    }

    @Test("two cities as lines give two line paths and a two-entry legend")
    func cityLines() throws {
        let chart = Chart(twoCities) {
            LineMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales))
                .foregroundStyle(by: .value("City", $0.city))
        }
        let r = try Rendered(chart)
        let lines = r.doc.elements(classed: "mark line")
        #expect(lines.count == 2)
        #expect(lines.map { PathDataReader.points($0.attributes["d"] ?? "").count } == [7, 7])
        #expect(lines.map { $0.attributes["stroke"] } == ["#007aff", "#34c759"])
        let legend = try #require(r.doc.index(classed: "legend"))
        let entries = r.doc.children(of: legend, classed: "legend-entry")
        #expect(entries.map { $0.attributes["aria-label"] } == ["Cupertino", "San Francisco"])
        #expect(r.doc.texts(inside: "legend").map(\.text) == ["Cupertino", "San Francisco"])
    }

    @Test("accessibility labels read like VoiceOver: the user's label and value, else the mark's values")
    func accessibilityLabels() throws {
        let custom = Chart(styles) {
            BarMark(x: .value("Name", $0.name), y: .value("Sales", $0.value))
                .accessibilityLabel($0.name)
                .accessibilityValue("\($0.value) sold")
        }
        let labels = try Rendered(custom).doc.elements(classed: "mark bar").map { $0.attributes["aria-label"] }
        #expect(labels == ["Cachapa, 916 sold", "Injera, 850 sold", "Crêpe, 802 sold", "Jian Bing, 753 sold",
                           "Dosa, 654 sold", "American, 618 sold"])

        let plain = Chart(twoCities.prefix(2)) {
            BarMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales))
                .foregroundStyle(by: .value("City", $0.city))
        }
        let plainLabels = try Rendered(plain).doc.elements(classed: "mark bar").map { $0.attributes["aria-label"] }
        #expect(plainLabels == ["Cupertino, May 2, 2022, 54", "Cupertino, May 3, 2022, 42"])

        let hidden = Chart(styles.prefix(1)) {
            BarMark(x: .value("Name", $0.name), y: .value("Sales", $0.value)).accessibilityHidden(true)
        }
        let bar = try #require(try Rendered(hidden).doc.elements(classed: "mark bar").first)
        #expect(bar.attributes["aria-label"] == nil && bar.attributes["aria-hidden"] == "true")
    }

    @Test("the normalized stacking method fills the plot's height in every column")
    func normalizedStacking() throws {
        let chart = Chart(twoCities) {
            BarMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales), stacking: .normalized)
                .foregroundStyle(by: .value("City", $0.city))
        }
        let r = try Rendered(chart)
        let bars = r.boxes("mark bar")
        try #require(bars.count == 14)
        let ys = r.gridY.ys
        let (bottom, top) = (try #require(ys.first), try #require(ys.last))
        #expect(r.yLabels.first.flatMap(Double.init) == 0 && r.yLabels.last.flatMap(Double.init) == 1)
        for day in 0..<7 {
            let (lower, upper) = (bars[day], bars[day + 7])
            #expect(abs(lower.maxY - bottom) <= printed / 2 && abs(upper.minY - top) <= printed / 2, "day \(day)")
            #expect(lower.minY == upper.maxY)
            let share = Double(twoCities[day].sales) / Double(twoCities[day].sales + twoCities[day + 7].sales)
            #expect(abs(lower.height - share * (bottom - top)) <= printed)
        }
    }

    @Test("rendering is deterministic: the same chart gives the same bytes, twice and from two renderers")
    func determinism() throws {
        let chart = Chart(twoCities) {
            LineMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales))
                .foregroundStyle(by: .value("City", $0.city))
                .symbol(by: .value("City", $0.city))
                .interpolationMethod(.catmullRom)
        }
        let r = TestRender.renderer(chart)
        let first = r.svg(), second = r.svg()
        #expect(first == second)
        #expect(TestRender.renderer(chart).svg() == first)
    }
}
