import Foundation
@testable import OpenCharts
import Testing

// Samples from the pages of chart modifiers and chart types that carry one: chartPlotStyle(content:),
// chartOverlay(alignment:content:), ChartProxy, chartScrollableAxes(_:), chartXVisibleDomain(length:),
// position(by:axis:span:) and PlottableValue.

enum ModifierSamples {
    struct CategoryCount: Identifiable {
        let category: String
        var id: String { category }
    }

    static let categories: [CategoryCount] = ["Fruit", "Fruit", "Vegetables", "Grains", "Fruit", "Dairy", "Grains"].map(CategoryCount.init)

    struct Price: Identifiable {
        let date: Date
        let price: Double
        var id: Date { date }
    }

    static let prices: [Price] = [182.5, 184.1, 183.2, 186.7, 188.0, 187.3, 190.4, 189.9, 192.6, 191.8].enumerated().map {
        Price(date: TestRender.date(2024, 5, $0.offset + 6), price: $0.element)
    }

    struct Point: Identifiable {
        let x: Int
        let y: Double
        var id: Int { x }
    }

    static let points: [Point] = (1...40).map { Point(x: $0, y: Double(($0 * 17) % 23 + 5)) }

    struct Car: Identifiable {
        let product: String
        let type: String
        let price: Double
        var id: String { product + type }
    }

    static let cars: [Car] = [
        Car(product: "Sedan", type: "Gas", price: 28_000), Car(product: "Sedan", type: "Hybrid", price: 31_000),
        Car(product: "Sedan", type: "Electric", price: 39_000), Car(product: "SUV", type: "Gas", price: 35_000),
        Car(product: "SUV", type: "Hybrid", price: 38_000), Car(product: "SUV", type: "Electric", price: 47_000),
        Car(product: "Truck", type: "Gas", price: 42_000), Car(product: "Truck", type: "Electric", price: 58_000)
    ]

    struct Bar: Identifiable {
        let category: String
        let value: Double
        let group: String
        var id: String { category + group }
    }

    static let bars: [Bar] = [
        Bar(category: "A", value: 20, group: "Group 1"),
        Bar(category: "A", value: 30, group: "Group 2"),
        Bar(category: "A", value: 10, group: "Group 3"),
        Bar(category: "B", value: 40, group: "Group 1"),
        Bar(category: "B", value: 20, group: "Group 2"),
        Bar(category: "B", value: 10, group: "Group 3")
    ]
}

@Suite("Apple's samples: chart modifier pages")
struct AppleModifierSamplesTests {
    @Test("chartPlotStyle(content:): the plot area framed to 100 × 100 points")
    func plotStyleFrame() throws {
        let data = ModifierSamples.categories
        let chart = Chart(data: data) {
            BarMark(x: .value("Category", $0.category))
        }
        .chartPlotStyle { content in
            content.frame(width: 100, height: 100)
        }
        let picture = try SamplePicture(chart)
        let bars = picture.boxes("bar")
        #expect(bars.count == 7)
        // Counting bars: the categories' bars stack horizontally within the 100-point-wide plot.
        let left = bars.map(\.minX).min() ?? 0, right = bars.map(\.maxX).max() ?? 0
        #expect(right - left <= 100.5)
        let top = bars.map(\.minY).min() ?? 0, bottom = bars.map(\.maxY).max() ?? 0
        #expect(bottom - top <= 100.5)
    }

    @Test("chartOverlay(alignment:content:) and ChartProxy (result unwrapped): a drag overlay over a price line draws the line unchanged")
    func overlayDrag() throws {
        let data = ModifierSamples.prices
        let chart = Chart(data) {
            LineMark(
                x: .value("date", $0.date),
                y: .value("price", $0.price)
            )
        }
        .chartOverlay { proxy in
            GeometryReader { geometry in
                Rectangle().fill(.clear).contentShape(Rectangle())
                    .gesture(
                        DragGesture()
                            .onChanged { value in
                                // Convert the gesture location to the coordinate space of the plot area.
                                let origin = geometry[proxy.plotAreaFrame].origin
                                let location = CGPoint(
                                    x: value.location.x - origin.x,
                                    y: value.location.y - origin.y
                                )
                                // Get the x (date) and y (price) value from the location.
                                // The page destructures the optional result directly, which does not compile
                                // (value(at:as:) returns nil off the plot); unwrapped first here.
                                guard let value = proxy.value(at: location, as: (Date, Double).self) else { return }
                                let (date, price) = value
                                print("Location: \(date), \(price)")
                            }
                    )
            }
        }
        let picture = try SamplePicture(chart)
        #expect(picture.marks("line").count == 1)
        #expect(picture.warnings.isEmpty)
        let line = try #require(picture.marks("line").first)
        #expect(PathDataReader.points(line.attributes["d"] ?? "").count == 10)
    }

    @Test("chartScrollableAxes(.horizontal): a scrolling bar chart shows a part of its 40 bars")
    func scrollable() throws {
        let data = ModifierSamples.points
        let chart = Chart(data) {
            BarMark(
                x: .value("x", $0.x),
                y: .value("y", $0.y)
            )
        }
        .chartScrollableAxes(.horizontal)
        let picture = try SamplePicture(chart)
        #expect(picture.marks("bar").count >= 1)
        #expect(!picture.axisLabels("y").isEmpty)
    }

    @Test("chartXVisibleDomain(length: 10): ten x units of the 40 are in view")
    func visibleDomain() throws {
        let data = ModifierSamples.points
        let chart = Chart(data) {
            BarMark(
                x: .value("x", $0.x),
                y: .value("y", $0.y)
            )
        }
        .chartScrollableAxes(.horizontal)
        .chartXVisibleDomain(length: 10)
        let picture = try SamplePicture(chart)
        // Ten units in the window: each bar (80% of its unit) is about 0.8 / 10 of the plot's visible width, the
        // window the scrolling content is clipped to.
        let clip = try #require(picture.doc.elements.indices.first { picture.doc.elements[$0].name == "clipPath" })
        let window = try #require(picture.doc.elements.first { $0.parent == clip })
        let visible = try #require(window.attributes["width"].flatMap(Double.init) ?? PathDataReader.box(window.attributes["d"] ?? "")?.width)
        let bar = try #require(picture.boxes("bar").first)
        #expect(abs(bar.width / visible - 0.08) < 0.01)
    }

    @Test("position(by:axis:span:): grouped bars, one per type side by side within each product")
    func groupedBars() throws {
        let cars = ModifierSamples.cars
        let chart = Chart(cars) {
            BarMark(
                x: .value("product", $0.product),
                y: .value("price", $0.price)
            )
            .position(by: .value("type", $0.type), axis: .horizontal)
        }
        let picture = try SamplePicture(chart)
        let bars = picture.boxes("bar")
        #expect(bars.count == 8)
        #expect(picture.axisLabels("x") == ["Sedan", "SUV", "Truck"])
        // Side by side, not stacked: every bar starts at the baseline.
        let baseline = bars.map(\.maxY).max() ?? 0
        #expect(bars.allSatisfy { abs($0.maxY - baseline) < 0.01 })
        // The sedan's three bars do not overlap.
        if bars.count >= 3 { #expect(bars[0].maxX <= bars[1].minX + 0.01 && bars[1].maxX <= bars[2].minX + 0.01) }
    }

    @Test("PlottableValue overview: bars stacked by group with the style written as .foregroundStyle(.value(...))")
    func plottableValueStyle() throws {
        let data = ModifierSamples.bars
        let chart = Chart(data) {
            BarMark(
                x: .value("Category", $0.category),
                y: .value("Quantity", $0.value)
            )
            .foregroundStyle(.value("Group", $0.group))
        }
        let picture = try SamplePicture(chart)
        #expect(picture.marks("bar").count == 6)
        #expect(picture.legend == ["Group 1", "Group 2", "Group 3"])
        #expect(Array(picture.fills("bar").prefix(3)) == [SystemPalette.blue, SystemPalette.green, SystemPalette.orange])
    }
}
