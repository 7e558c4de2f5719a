import Foundation
@testable import OpenCharts
import Testing

// Samples from Apple's pages on AreaMark and PointMark (documentation/charts/areamark, .../pointmark and
// their initializer pages).

enum CheeseburgerSample {
    struct Food: Identifiable {
        let name: String
        let price: Double
        let date: Date
        let id = UUID()

        init(name: String, price: Double, year: Int) {
            self.name = name
            self.price = price
            let calendar = Calendar.autoupdatingCurrent
            self.date = calendar.date(from: DateComponents(year: year))!
        }
    }

    static let cheeseburgerCost: [Food] = [
        .init(name: "Cheeseburger", price: 0.15, year: 1960),
        .init(name: "Cheeseburger", price: 0.20, year: 1970),
        .init(name: "Cheeseburger", price: 0.35, year: 1980),
        .init(name: "Cheeseburger", price: 0.55, year: 1990),
        .init(name: "Cheeseburger", price: 0.75, year: 2000),
        .init(name: "Cheeseburger", price: 0.95, year: 2010),
        .init(name: "Cheeseburger", price: 1.10, year: 2020)
    ]

    static let cheeseburgerCostByItem: [Food] = [
        .init(name: "Burger", price: 0.07, year: 1960),
        .init(name: "Cheese", price: 0.03, year: 1960),
        .init(name: "Bun", price: 0.05, year: 1960),
        .init(name: "Burger", price: 0.10, year: 1970),
        .init(name: "Cheese", price: 0.04, year: 1970),
        .init(name: "Bun", price: 0.06, year: 1970),
        .init(name: "Burger", price: 0.18, year: 1980),
        .init(name: "Cheese", price: 0.08, year: 1980),
        .init(name: "Bun", price: 0.09, year: 1980),
        .init(name: "Burger", price: 0.28, year: 1990),
        .init(name: "Cheese", price: 0.12, year: 1990),
        .init(name: "Bun", price: 0.15, year: 1990),
        .init(name: "Burger", price: 0.40, year: 2000),
        .init(name: "Cheese", price: 0.17, year: 2000),
        .init(name: "Bun", price: 0.18, year: 2000),
        .init(name: "Burger", price: 0.52, year: 2010),
        .init(name: "Cheese", price: 0.22, year: 2010),
        .init(name: "Bun", price: 0.21, year: 2010),
        .init(name: "Burger", price: 0.60, year: 2020),
        .init(name: "Cheese", price: 0.26, year: 2020),
        .init(name: "Bun", price: 0.24, year: 2020)
    ]

    struct Weather: Identifiable {
        let date: Date
        let maximumTemperature: Double
        let minimumTemperature: Double
        let id: Int
    }

    /// Daily lows and highs on the first of each month, January to October.
    static let weather: [Weather] = [(30, 46), (33, 50), (38, 58), (44, 66), (50, 72), (56, 77), (60, 78),
                                     (59, 77), (54, 71), (46, 62)].enumerated().map {
        Weather(date: TestRender.date(2021, $0.offset + 1, 1), maximumTemperature: $0.element.1,
                minimumTemperature: $0.element.0, id: $0.offset)
    }
}

enum InsectSample {
    struct Insect: Identifiable {
        let name: String
        let family: String
        let wingLength: Double
        let wingWidth: Double
        let weight: Double
        var id: String { name }
    }

    static let data: [Insect] = [
        Insect(name: "Hepialidae", family: "Lepidoptera", wingLength: 61, wingWidth: 52, weight: 22),
        Insect(name: "Danaidae", family: "Lepidoptera", wingLength: 60, wingWidth: 48, weight: 24),
        Insect(name: "Riodinidae", family: "Lepidoptera", wingLength: 53, wingWidth: 43, weight: 18),
        Insect(name: "Papilionidae", family: "Lepidoptera", wingLength: 57, wingWidth: 46, weight: 22),
        Insect(name: "Apidae", family: "Hymenoptera", wingLength: 32, wingWidth: 26, weight: 30),
        Insect(name: "Vespidae", family: "Hymenoptera", wingLength: 35, wingWidth: 28, weight: 27),
        Insect(name: "Formicidae", family: "Hymenoptera", wingLength: 29, wingWidth: 23, weight: 20),
        Insect(name: "Sphecidae", family: "Hymenoptera", wingLength: 33, wingWidth: 25, weight: 14),
        Insect(name: "Syrphidae", family: "Diptera", wingLength: 14, wingWidth: 11, weight: 29),
        Insect(name: "Tipulidae", family: "Diptera", wingLength: 17, wingWidth: 12, weight: 22),
        Insect(name: "Culicidae", family: "Diptera", wingLength: 11, wingWidth: 9, weight: 24),
        Insect(name: "Muscidae", family: "Diptera", wingLength: 13, wingWidth: 10, weight: 18)
    ]

    /// The nine weights of the one-dimensional point pages: 22, 24, 18, 22, 30, 27, 20, 14, 29.
    static let weights = Array(data.prefix(9))
}

@Suite("Apple's samples: AreaMark and PointMark pages")
struct AppleAreaPointSamplesTests {
    @Test("AreaMark overview and init(x:y:stacking:): one blue area over 1960–2020, y from 0 to about 1.5")
    func basicArea() throws {
        let cheeseburgerCost = CheeseburgerSample.cheeseburgerCost
        let chart = Chart(cheeseburgerCost) { cost in
            AreaMark(
                x: .value("Date", cost.date),
                y: .value("Price", cost.price)
            )
        }
        let picture = try SamplePicture(chart)
        #expect(picture.marks("area").count == 1)
        #expect(picture.fills("area") == [SystemPalette.blue])
        let ys = picture.axisNumbers("y")
        #expect(ys.first == 0 && (ys.max() ?? 0) >= 1.1 && (ys.max() ?? 0) <= 1.5)
        #expect(picture.axisLabels("x").contains("1960") || picture.axisLabels("x").contains("1970"))
    }

    @Test("AreaMark stacked: Burger, Cheese, Bun regions in blue, green, orange, stacked to the total")
    func stackedAreas() throws {
        let cheeseburgerCostByItem = CheeseburgerSample.cheeseburgerCostByItem
        let chart = Chart(cheeseburgerCostByItem) { cost in
            AreaMark(
                x: .value("Date", cost.date),
                y: .value("Price", cost.price)
            )
            .foregroundStyle(by: .value("Food Item", cost.name))
        }
        let picture = try SamplePicture(chart)
        #expect(picture.marks("area").count == 3)
        #expect(picture.fills("area") == [SystemPalette.blue, SystemPalette.green, SystemPalette.orange])
        #expect(picture.legend == ["Burger", "Cheese", "Bun"])
        let ys = picture.axisNumbers("y")
        #expect(ys.first == 0 && (ys.max() ?? 0) >= 1.1 && (ys.max() ?? 0) <= 1.5)
        // The three regions stack: the top one's upper edge reaches higher than the bottom one's.
        let boxes = picture.boxes("area")
        if boxes.count == 3 { #expect(boxes[2].minY < boxes[0].minY) }
    }

    @Test("AreaMark normalized: the three regions fill the plot, y from 0 to 100%")
    func normalizedAreas() throws {
        let cheeseburgerCostByItem = CheeseburgerSample.cheeseburgerCostByItem
        let chart = Chart(cheeseburgerCostByItem) { cost in
            AreaMark(
                x: .value("Date", cost.date),
                y: .value("Price", cost.price),
                stacking: .normalized
            )
            .foregroundStyle(by: .value("Food Item", cost.name))
        }
        let picture = try SamplePicture(chart)
        #expect(picture.marks("area").count == 3)
        let boxes = picture.boxes("area")
        let ys = picture.axisNumbers("y")
        #expect(ys.first == 0)
        // The whole plot is filled: the regions together span from the bottom to the top of the plot.
        let top = boxes.map(\.minY).min() ?? 0, bottom = boxes.map(\.maxY).max() ?? 0
        let full = picture.boxes("area").first.map { _ in bottom - top } ?? 0
        #expect(full > 200)
        // The top label is the whole: 1 (or 100%).
        #expect(ys.max() == 1 || ys.max() == 100)
    }

    @Test("AreaMark center stacking: a streamgraph around zero, y from about -1 to 1")
    func streamgraph() throws {
        let cheeseburgerCostByItem = CheeseburgerSample.cheeseburgerCostByItem
        let chart = Chart(cheeseburgerCostByItem) { cost in
            AreaMark(
                x: .value("Date", cost.date),
                y: .value("Price", cost.price),
                stacking: .center
            )
            .foregroundStyle(by: .value("Food Item", cost.name))
        }
        let picture = try SamplePicture(chart)
        #expect(picture.marks("area").count == 3)
        let ys = picture.axisNumbers("y")
        #expect((ys.min() ?? 0) < 0 && (ys.max() ?? 0) > 0)
        #expect((ys.min() ?? 0) >= -1 && (ys.max() ?? 0) <= 1)
        #expect(picture.legend == ["Burger", "Cheese", "Bun"])
    }

    @Test("AreaMark range and init(x:yStart:yEnd:): one region between daily lows and highs, January to October")
    func rangeArea() throws {
        let data = CheeseburgerSample.weather
        let chart = Chart(data) { day in
            AreaMark(
                x: .value("Date", day.date),
                yStart: .value("Minimum Temperature", day.minimumTemperature),
                yEnd: .value("Maximum Temperature", day.maximumTemperature)
            )
        }
        let picture = try SamplePicture(chart)
        #expect(picture.marks("area").count == 1)
        let ys = picture.axisNumbers("y")
        #expect(ys.first == 0 && ys.max() == 80)
        let area = try #require(picture.boxes("area").first)
        // The region floats: its lowest point (30°) is well above the plot's bottom (0°).
        let zeroY = try #require(picture.doc.texts(inside: "axis y").first { $0.text == "0" }?.attributes["y"].flatMap(Double.init))
        #expect(area.maxY < zeroY - 50)
        #expect(picture.axisLabels("x").contains { $0.hasPrefix("Jan") })
    }

    @Test("AreaMark init(xStart:xEnd:y:) (the page's bare minimumTemperature read from the day): the range region on its side, months on y")
    func horizontalRangeArea() throws {
        let data = CheeseburgerSample.weather
        let chart = Chart(data) { day in
            AreaMark(
                xStart: .value("Minimum Temperature", day.minimumTemperature),
                xEnd: .value("Maximum Temperature", day.maximumTemperature),
                y: .value("Date", day.date)
            )
        }
        let picture = try SamplePicture(chart)
        #expect(picture.marks("area").count == 1)
        #expect(picture.domain("x")?.lo == 0 && picture.domain("x")?.hi == 80)
        #expect(picture.axisLabels("y").contains { $0.hasPrefix("Jan") })
    }

    @Test("PointMark overview and init(x:y:): a scatter plot of 12 insects")
    func scatter() throws {
        let data = InsectSample.data
        let chart = Chart(data) {
            PointMark(
                x: .value("Wing Length", $0.wingLength),
                y: .value("Wing Width", $0.wingWidth)
            )
        }
        let picture = try SamplePicture(chart)
        #expect(picture.marks("point").count == 12)
        #expect(picture.legend.isEmpty)
        #expect(Set(picture.fills("point")).count <= 1 || Set(picture.strokes("point")).count <= 1)
    }

    @Test("PointMark init(x:y:) page writes the same scatter with a repeated label")
    func scatterInitPage() throws {
        let data = InsectSample.data
        let chart = Chart(data) {
            PointMark(
                x: .value("Wing Length", $0.wingLength),
                y: .value("Wing Length", $0.wingWidth)
            )
        }
        let picture = try SamplePicture(chart)
        #expect(picture.marks("point").count == 12)
    }

    @Test("PointMark by family colour: three clusters in three colours, a legend of the three families")
    func scatterByColour() throws {
        let data = InsectSample.data
        let chart = Chart(data) {
            PointMark(
                x: .value("Wing Length", $0.wingLength),
                y: .value("Wing Width", $0.wingWidth)
            )
            .foregroundStyle(by: .value("Family", $0.family))
        }
        let picture = try SamplePicture(chart)
        #expect(picture.marks("point").count == 12)
        #expect(Set(picture.legend) == ["Lepidoptera", "Hymenoptera", "Diptera"])
        let paints = picture.marks("point").map { $0.attributes["fill"] ?? $0.attributes["stroke"] ?? "" }
        #expect(Set(paints) == [SystemPalette.blue, SystemPalette.green, SystemPalette.orange])
    }

    @Test("PointMark by family symbol: circles, squares and triangles, a legend of the three families")
    func scatterBySymbol() throws {
        let data = InsectSample.data
        let chart = Chart(data) {
            PointMark(
                x: .value("Wing Length", $0.wingLength),
                y: .value("Wing Width", $0.wingWidth)
            )
            .symbol(by: .value("Family", $0.family))
        }
        let picture = try SamplePicture(chart)
        let points = picture.marks("point")
        #expect(points.count == 12)
        #expect(Set(picture.legend) == ["Lepidoptera", "Hymenoptera", "Diptera"])
        // Three shapes: the families' path data differ in their number of points.
        let shapes = Set(points.map { PathDataReader.points($0.attributes["d"] ?? "").count })
        #expect(shapes.count == 3)
        // One colour for all.
        let paints = Set(points.map { $0.attributes["fill"] ?? $0.attributes["stroke"] ?? "" })
        #expect(paints.count == 1)
    }

    @Test("PointMark init(x:y:) with a fixed x: nine points in one vertical column, weights 14 to 30")
    func verticalPoints() throws {
        let data = InsectSample.weights
        let chart = Chart(data) {
            PointMark(
                y: .value("Weight", $0.weight)
            )
        }
        let picture = try SamplePicture(chart)
        let boxes = picture.boxes("point")
        #expect(boxes.count == 9)
        #expect(Set(boxes.map { ($0.midX * 10).rounded() }).count == 1)
        #expect((picture.axisNumbers("y").max() ?? 0) >= 30)
    }

    @Test("PointMark init(x:y:) with a fixed y: nine points in one horizontal row")
    func horizontalPoints() throws {
        let data = InsectSample.weights
        let chart = Chart(data) {
            PointMark(
                x: .value("Weight", $0.weight)
            )
        }
        let picture = try SamplePicture(chart)
        let boxes = picture.boxes("point")
        #expect(boxes.count == 9)
        #expect(Set(boxes.map { (($0.minY + $0.maxY) * 5).rounded() }).count == 1)
        #expect((picture.domain("x")?.hi ?? 0) >= 30)
    }
}
