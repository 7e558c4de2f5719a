import Foundation
@testable import OpenCharts
import Testing

// Samples from Apple's pages on RuleMark, RectangleMark and SectorMark (documentation/charts/rulemark,
// .../rectanglemark, .../sectormark and their initializer pages).

enum PollenSample {
    struct Pollen: Identifiable {
        var source: String
        var startDate: Date
        var endDate: Date
        var id: String { source + "\(startDate.timeIntervalSince1970)" }

        init(startMonth: Int, numMonths: Int, source: String) {
            self.source = source
            let calendar = Calendar.autoupdatingCurrent
            self.startDate = calendar.date(from: DateComponents(year: 2020, month: startMonth, day: 1))!
            self.endDate = calendar.date(byAdding: .month, value: numMonths, to: startDate)!
        }
    }

    static let data: [Pollen] = [
        Pollen(startMonth: 1, numMonths: 9, source: "Trees"),
        Pollen(startMonth: 12, numMonths: 1, source: "Trees"),
        Pollen(startMonth: 3, numMonths: 8, source: "Grass"),
        Pollen(startMonth: 4, numMonths: 8, source: "Weeds")
    ]

    /// The tree pollen alone, which the single-row pages show.
    static let trees = data.filter { $0.source == "Trees" }

    struct DepartmentProfit: Identifiable {
        var department: String
        var profit: Double
        var id: String { department }
    }

    static let profits: [DepartmentProfit] = [
        DepartmentProfit(department: "Production", profit: 15000),
        DepartmentProfit(department: "Marketing", profit: 8000),
        DepartmentProfit(department: "Finance", profit: 10000)
    ]
}

enum RectangleSample {
    struct MatrixEntry: Identifiable {
        var positive: String
        var negative: String
        var num: Double
        var id: String { positive + negative }
    }

    static let matrix: [MatrixEntry] = [
        MatrixEntry(positive: "+", negative: "+", num: 125),
        MatrixEntry(positive: "+", negative: "-", num: 10),
        MatrixEntry(positive: "-", negative: "-", num: 80),
        MatrixEntry(positive: "-", negative: "+", num: 1)
    ]

    struct Coord: Identifiable {
        var x: Double
        var y: Double
        var id: Double { x }
    }

    static let coords: [Coord] = [
        Coord(x: 5, y: 5),
        Coord(x: 2.5, y: 2.5),
        Coord(x: 3, y: 3)
    ]
}

/// Where data values land in a picture: read from the axis labels' positions.
private struct AxisReader {
    let picture: SamplePicture

    /// The position along `axis` of the label showing `value`.
    func position(_ axis: String, _ value: String) -> Double? {
        guard let text = picture.doc.texts(inside: "axis \(axis)").first(where: { $0.text == value }) else { return nil }
        return Double(text.attributes[axis == "x" ? "x" : "y"] ?? "")
    }
}

@Suite("Apple's samples: RuleMark, RectangleMark and SectorMark pages")
struct AppleRuleRectangleSectorSamplesTests {
    @Test("RuleMark overview and init(xStart:xEnd:y:): four horizontal pollen rules on Trees, Grass and Weeds rows")
    func pollenRules() throws {
        let data = PollenSample.data
        let chart = Chart(data) {
            RuleMark(
                xStart: .value("Start Date", $0.startDate),
                xEnd: .value("End Date", $0.endDate),
                y: .value("Pollen Source", $0.source)
            )
        }
        let picture = try SamplePicture(chart)
        let rules = picture.boxes("rule")
        #expect(rules.count == 4)
        #expect(rules.allSatisfy { $0.height < 0.01 })
        #expect(picture.axisLabels("y") == ["Trees", "Grass", "Weeds"])
        // Two rules on the Trees row.
        if rules.count == 4 {
            #expect(abs(rules[0].minY - rules[1].minY) < 0.01 && abs(rules[0].minY - rules[2].minY) > 1)
            // January–October is nine months, December one: nine times as long (to within day counts).
            #expect(abs(rules[0].width / rules[1].width - 274.0 / 31.0) < 0.1)
        }
        #expect(picture.axisLabels("x").contains { $0.hasPrefix("Jan") })
    }

    @Test("RuleMark init(xStart:xEnd:y:) with a fixed y: the two tree rules on one centred row")
    func treeRulesOneRow() throws {
        let data = PollenSample.trees
        let chart = Chart(data) {
            RuleMark(
                xStart: .value("Start Date", $0.startDate),
                xEnd: .value("End Date", $0.endDate)
            )
        }
        let picture = try SamplePicture(chart)
        let rules = picture.boxes("rule")
        #expect(rules.count == 2)
        if rules.count == 2 { #expect(abs(rules[0].minY - rules[1].minY) < 0.01) }
    }

    @Test("RuleMark init(x:yStart:yEnd:): four vertical pollen rules on Trees, Grass and Weeds columns")
    func verticalPollenRules() throws {
        let data = PollenSample.data
        let chart = Chart(data) {
            RuleMark(
                x: .value("Pollen Source", $0.source),
                yStart: .value("Start Date", $0.startDate),
                yEnd: .value("End Date", $0.endDate)
            )
        }
        let picture = try SamplePicture(chart)
        let rules = picture.boxes("rule")
        #expect(rules.count == 4)
        #expect(rules.allSatisfy { $0.width < 0.01 })
        #expect(picture.axisLabels("x") == ["Trees", "Grass", "Weeds"])
    }

    @Test("RuleMark init(x:yStart:yEnd:) with a fixed x: the two tree rules in one centred column")
    func treeRulesOneColumn() throws {
        let data = PollenSample.trees
        let chart = Chart(data) {
            RuleMark(
                yStart: .value("Start Date", $0.startDate),
                yEnd: .value("End Date", $0.endDate)
            )
        }
        let picture = try SamplePicture(chart)
        let rules = picture.boxes("rule")
        #expect(rules.count == 2)
        if rules.count == 2 { #expect(abs(rules[0].minX - rules[1].minX) < 0.01) }
    }

    @Test("RuleMark annotating bars (the overview, with its missing brace restored): a red break-even rule at 9000")
    func breakEvenRule() throws {
        let data = PollenSample.profits
        let chart = Chart {
            ForEach(data) {
                BarMark(
                    x: .value("Department", $0.department),
                    y: .value("Profit", $0.profit)
                )
            }
            RuleMark(y: .value("Break Even Threshold", 9000))
                .foregroundStyle(.red)
        }
        let picture = try SamplePicture(chart)
        #expect(picture.marks("bar").count == 3)
        #expect(picture.strokes("rule") == [SystemPalette.red])
        let rule = try #require(picture.boxes("rule").first)
        #expect(rule.height < 0.01)
        // At 9000 of 15000: 60% of the way from the 0 label to the 15,000 label.
        let reader = AxisReader(picture: picture)
        let zero = try #require(reader.position("y", "0")), top = try #require(reader.position("y", "15,000") ?? reader.position("y", "15000"))
        let expected = zero + (top - zero) * 0.6
        // Labels sit a few points below their grid line: compare with the bars' own scale instead.
        let bars = picture.boxes("bar")
        let bottom = bars.map(\.maxY).max() ?? 0, production = bars.first?.minY ?? 0
        #expect(abs(rule.minY - (bottom - (bottom - production) * 0.6)) < 0.5)
        _ = expected
    }

    @Test("RuleMark init(x:yStart:yEnd:) page: horizontal bars with a vertical break-even rule at 9000")
    func verticalBreakEvenRule() throws {
        let data = PollenSample.profits
        let chart = Chart {
            ForEach(data) {
                BarMark(
                    x: .value("Profit", $0.profit),
                    y: .value("Department", $0.department)
                )
            }
            RuleMark(x: .value("Break Even Threshold", 9000))
                .foregroundStyle(.red)
        }
        let picture = try SamplePicture(chart)
        let bars = picture.boxes("bar")
        #expect(bars.count == 3)
        #expect(picture.axisLabels("y") == ["Production", "Marketing", "Finance"])
        let rule = try #require(picture.boxes("rule").first)
        #expect(rule.width < 0.01)
        let left = bars.map(\.minX).min() ?? 0, production = bars.first?.maxX ?? 0
        #expect(abs(rule.minX - (left + (production - left) * 0.6)) < 0.5)
        #expect(picture.strokes("rule") == [SystemPalette.red])
    }

    @Test("RectangleMark heat map: a 2×2 confusion matrix, darker for larger counts")
    func heatMap() throws {
        let data = RectangleSample.matrix
        let chart = Chart(data) {
            RectangleMark(
                x: .value("Positive", $0.positive),
                y: .value("Negative", $0.negative)
            )
            .foregroundStyle(by: .value("Number", $0.num))
        }
        let picture = try SamplePicture(chart)
        let cells = picture.marks("rectangle")
        #expect(cells.count == 4)
        // Two columns and two rows.
        let boxes = picture.boxes("rectangle")
        #expect(Set(boxes.map { ($0.minX * 10).rounded() }).count == 2)
        #expect(Set(boxes.map { ($0.minY * 10).rounded() }).count == 2)
        // Four different colours from a continuous scale; 125 darker than 1.
        let fills = cells.map { $0.attributes["fill"] ?? "" }
        #expect(Set(fills).count == 4)
        func luminance(_ hex: String) -> Double {
            let v = Int(hex.dropFirst(), radix: 16) ?? 0
            return 0.299 * Double(v >> 16 & 255) + 0.587 * Double(v >> 8 & 255) + 0.114 * Double(v & 255)
        }
        if fills.count == 4 { #expect(luminance(fills[0]) < luminance(fills[3])) }
    }

    @Test("RectangleMark annotating points: three points, each inside a faint 0.5-wide square")
    func rectanglesAroundPoints() throws {
        let data = RectangleSample.coords
        let chart = Chart(data) {
            RectangleMark(
                xStart: .value("Rect Start Width", $0.x - 0.25),
                xEnd: .value("Rect End Width", $0.x + 0.25),
                yStart: .value("Rect Start Height", $0.y - 0.25),
                yEnd: .value("Rect End Height", $0.y + 0.25)
            )
            .opacity(0.2)

            PointMark(
                x: .value("X", $0.x),
                y: .value("Y", $0.y)
            )
        }
        let picture = try SamplePicture(chart)
        let rects = picture.boxes("rectangle"), points = picture.boxes("point")
        #expect(rects.count == 3 && points.count == 3)
        for (r, p) in zip(rects, points) {
            #expect(r.minX < p.midX && p.midX < r.maxX)
            #expect(r.minY < (p.minY + p.maxY) / 2 && (p.minY + p.maxY) / 2 < r.maxY)
        }
        #expect(picture.marks("rectangle").allSatisfy { ($0.attributes["opacity"] ?? $0.attributes["fill-opacity"]) == "0.2" })
    }

    /// Reads the pages' picture: points at (5, 5), (2.5, 2.5), (3, 3) and one faint rectangle drawn once per
    /// element (three on top of each other); the points at 5 and 2.5 fix the scales.
    private func rectangleGeometry(_ picture: SamplePicture) throws -> (rect: PathBox, xOf: (Double) -> Double, yOf: (Double) -> Double) {
        let points = picture.boxes("point")
        let rects = picture.boxes("rectangle")
        #expect(points.count == 3 && rects.count == 3)
        #expect(Set(rects.map(\.description)).count == 1)
        let rect = try #require(rects.first)
        let p5 = try #require(points.first), p25 = try #require(points.dropFirst().first)
        let cy5 = (p5.minY + p5.maxY) / 2, cy25 = (p25.minY + p25.maxY) / 2
        let xOf: (Double) -> Double = { v in p25.midX + (v - 2.5) * (p5.midX - p25.midX) / 2.5 }
        let yOf: (Double) -> Double = { v in cy25 + (v - 2.5) * (cy5 - cy25) / 2.5 }
        return (rect, xOf, yOf)
    }

    @Test("RectangleMark init(xStart:xEnd:yStart:yEnd:) with values: the square from (2, 2) to (4, 4)")
    func rectangleBothIntervals() throws {
        let data = RectangleSample.coords
        let chart = Chart(data) {
            RectangleMark(
                xStart: .value("Rect xStart", 2),
                xEnd: .value("Rect xEnd", 4),
                yStart: .value("Rect yStart", 2),
                yEnd: .value("Rect yEnd", 4)
            )
            .opacity(0.2)

            PointMark(
                x: .value("X", $0.x),
                y: .value("Y", $0.y)
            )
        }
        let (rect, xOf, yOf) = try rectangleGeometry(SamplePicture(chart))
        #expect(abs(rect.minX - xOf(2)) < 0.5 && abs(rect.maxX - xOf(4)) < 0.5)
        #expect(abs(rect.maxY - yOf(2)) < 0.5 && abs(rect.minY - yOf(4)) < 0.5)
    }

    @Test("RectangleMark init(xStart:xEnd:yStart:yEnd:) with an x interval: a band from x 2 to 4, full height")
    func rectangleXInterval() throws {
        let data = RectangleSample.coords
        let chart = Chart(data) {
            RectangleMark(
                xStart: .value("Rect xStart", 2),
                xEnd: .value("Rect xEnd", 4)
            )
            .opacity(0.2)

            PointMark(
                x: .value("X", $0.x),
                y: .value("Y", $0.y)
            )
        }
        let (rect, xOf, yOf) = try rectangleGeometry(SamplePicture(chart))
        #expect(abs(rect.minX - xOf(2)) < 0.5 && abs(rect.maxX - xOf(4)) < 0.5)
        #expect(rect.maxY >= yOf(0) - 0.5 && rect.minY <= yOf(5))
    }

    @Test("RectangleMark init(xStart:xEnd:yStart:yEnd:) with a y interval: a band from y 2 to 4, full width")
    func rectangleYInterval() throws {
        let data = RectangleSample.coords
        let chart = Chart(data) {
            RectangleMark(
                yStart: .value("Rect yStart", 2),
                yEnd: .value("Rect yEnd", 4)
            )
            .opacity(0.2)

            PointMark(
                x: .value("X", $0.x),
                y: .value("Y", $0.y)
            )
        }
        let (rect, xOf, yOf) = try rectangleGeometry(SamplePicture(chart))
        #expect(abs(rect.maxY - yOf(2)) < 0.5 && abs(rect.minY - yOf(4)) < 0.5)
        #expect(rect.minX <= xOf(0) + 0.5 && rect.maxX >= xOf(5))
    }

    @Test("RectangleMark init(xStart:xEnd:y:height:) with values: x from 2 to 4, y from 0 to 4")
    func rectangleXIntervalAndY() throws {
        let data = RectangleSample.coords
        let chart = Chart(data) {
            RectangleMark(
                xStart: .value("Rect xStart", 2),
                xEnd: .value("Rect xEnd", 4),
                y: .value("Rect Y", 4)
            )
            .opacity(0.2)

            PointMark(
                x: .value("X", $0.x),
                y: .value("Y", $0.y)
            )
        }
        let (rect, xOf, yOf) = try rectangleGeometry(SamplePicture(chart))
        #expect(abs(rect.minX - xOf(2)) < 0.5 && abs(rect.maxX - xOf(4)) < 0.5)
        #expect(abs(rect.maxY - yOf(0)) < 0.5 && abs(rect.minY - yOf(4)) < 0.5)
    }

    @Test("RectangleMark init(x:yStart:yEnd:width:) with values, in the page's argument order: x 0 to 4, y 2 to 4")
    func rectangleXAndYInterval() throws {
        let data = RectangleSample.coords
        let chart = Chart(data) {
            RectangleMark(
                yStart: .value("Rect yStart", 2),
                yEnd: .value("Rect yEnd", 4),
                x: .value("Rect X", 4)
            )
            .opacity(0.2)

           PointMark(
                x: .value("X", $0.x),
                y: .value("Y", $0.y)
            )
        }
        let (rect, xOf, yOf) = try rectangleGeometry(SamplePicture(chart))
        #expect(abs(rect.minX - xOf(0)) < 0.5 && abs(rect.maxX - xOf(4)) < 0.5)
        #expect(abs(rect.maxY - yOf(2)) < 0.5 && abs(rect.minY - yOf(4)) < 0.5)
    }

    @Test("RectangleMark init(x:y:width:height:) with values: the rectangle from (0, 0) to (3, 3)")
    func rectangleXY() throws {
        let data = RectangleSample.coords
        let chart = Chart(data) {
            RectangleMark(
                x: .value("Rect X", 3),
                y: .value("Rect Y", 3)
            )
            .opacity(0.2)

            PointMark(
                x: .value("X", $0.x),
                y: .value("Y", $0.y)
            )
        }
        let (rect, xOf, yOf) = try rectangleGeometry(SamplePicture(chart))
        #expect(abs(rect.minX - xOf(0)) < 0.5 && abs(rect.maxX - xOf(3)) < 0.5)
        #expect(abs(rect.maxY - yOf(0)) < 0.5 && abs(rect.minY - yOf(3)) < 0.5)
    }

    @Test("RectangleMark init(x:yStart:yEnd:width:) with a value: x from 0 to 3, full height")
    func rectangleX() throws {
        let data = RectangleSample.coords
        let chart = Chart(data) {
            RectangleMark(
                x: .value("Rect X", 3)
            )
            .opacity(0.2)

            PointMark(
                x: .value("X", $0.x),
                y: .value("Y", $0.y)
            )
        }
        let (rect, xOf, yOf) = try rectangleGeometry(SamplePicture(chart))
        #expect(abs(rect.minX - xOf(0)) < 0.5 && abs(rect.maxX - xOf(3)) < 0.5)
        #expect(rect.maxY >= yOf(0) - 0.5 && rect.minY <= yOf(5))
    }

    @Test("RectangleMark init(xStart:xEnd:y:height:) with a value: y from 0 to 3, full width")
    func rectangleY() throws {
        let data = RectangleSample.coords
        let chart = Chart(data) {
            RectangleMark(
                y: .value("Rect Y", 3)
            )
            .opacity(0.2)

            PointMark(
                x: .value("X", $0.x),
                y: .value("Y", $0.y)
            )
        }
        let (rect, xOf, yOf) = try rectangleGeometry(SamplePicture(chart))
        #expect(abs(rect.maxY - yOf(0)) < 0.5 && abs(rect.minY - yOf(3)) < 0.5)
        #expect(rect.minX <= xOf(0) + 0.5 && rect.maxX >= xOf(5))
    }

    static let pancakes = [
        (name: "Cachapa", sales: 9631),
        (name: "Crêpe", sales: 6959),
        (name: "Injera", sales: 4891),
        (name: "Jian Bing", sales: 2506),
        (name: "American", sales: 1777),
        (name: "Dosa", sales: 625),
    ]

    @Test("SectorMark pie: six sectors in proportion to sales, six legend entries")
    func pie() throws {
        let data = Self.pancakes
        let chart = Chart(data, id: \.name) { name, sales in
            SectorMark(angle: .value("Value", sales))
                .foregroundStyle(by: .value("Product category", name))
        }
        let picture = try SamplePicture(chart)
        #expect(picture.marks("sector").count == 6)
        #expect(picture.legend == ["Cachapa", "Crêpe", "Injera", "Jian Bing", "American", "Dosa"])
        #expect(Array(picture.fills("sector").prefix(3)) == [SystemPalette.blue, SystemPalette.green, SystemPalette.orange])
        // A pie: no axes.
        #expect(picture.axisLabels("x").isEmpty && picture.axisLabels("y").isEmpty)
    }

    @Test("SectorMark donut: six sectors with a hole of 0.618 of the radius")
    func donut() throws {
        let data = Self.pancakes
        let chart = Chart(data, id: \.name) { name, sales in
            SectorMark(
                angle: .value("Value", sales),
                innerRadius: .ratio(0.618),
                outerRadius: .inset(10),
                angularInset: 1
            )
            .cornerRadius(4)
            .foregroundStyle(by: .value("Product category", name))
        }
        let picture = try SamplePicture(chart)
        let sectors = picture.marks("sector")
        #expect(sectors.count == 6)
        // A ring: each sector's outline has an outer and an inner arc, so its points lie at two distances from the
        // centre, the inner one 0.618 of the outer (within the corner rounding). Cachapa's sector shows it best.
        let all = sectors.flatMap { PathDataReader.points($0.attributes["d"] ?? "") }
        let cx = ((all.map(\.x).min() ?? 0) + (all.map(\.x).max() ?? 0)) / 2
        let cy = ((all.map(\.y).min() ?? 0) + (all.map(\.y).max() ?? 0)) / 2
        let distances = all.map { (($0.x - cx) * ($0.x - cx) + ($0.y - cy) * ($0.y - cy)).squareRoot() }
        let inner = distances.min() ?? 0, outer = distances.max() ?? 1
        // Curve control points stand a little outside the outer arc, so the ratio comes out a little under 0.618.
        #expect(inner / outer > 0.55 && inner / outer < 0.63)
        #expect(picture.legend.count == 6)
        #expect(picture.fills("sector").count == 6 && Set(picture.fills("sector")).count == 6)
    }
}
