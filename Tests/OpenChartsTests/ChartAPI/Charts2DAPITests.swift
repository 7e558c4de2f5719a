import ChartHTML
import Foundation
@testable import OpenCharts
import Testing

/// The rest of Apple's 2D Charts API, written as its documentation and apps write it.
@Suite("2D API: axis styles, compositing, mark dimensions, labels, scale forms, scroll behaviors")
struct Charts2DAPITests {
    struct Item: Identifiable { let id: Int; let category: String; let value: Double; let width: CGFloat }
    static let items = [Item(id: 0, category: "A", value: 20, width: 10), Item(id: 1, category: "B", value: 50, width: 20),
                        Item(id: 2, category: "C", value: 80, width: 30)]

    func svg(_ view: some View, width: Double = 400, height: Double = 300) -> String {
        TestRender.renderer(view, width: width, height: height).svg()
    }

    func document(_ view: some View) throws -> ParsedSVG { try #require(ParsedSVG(svg(view))) }

    @Test("chartXAxisStyle: Apple's sample makes the x axis half transparent and leaves the y axis alone")
    func xAxisStyle() throws {
        let data = Self.items
        let chart = Chart(data) {
            BarMark(x: .value("Category", $0.category))
        }
        .chartXAxisStyle { axis in
            axis.opacity(0.5)
        }
        let doc = try document(chart)
        // The axis's labels A, B and C sit in a group at half opacity inside the axis's style.
        let xAxis = try #require(doc.index(classed: "axis x"))
        #expect(doc.isInside(xAxis, class: "axis-style"))
        let parent = try #require(doc.elements[xAxis].parent)
        #expect(doc.elements[parent].attributes["opacity"] == "0.5")
        #expect(doc.texts(inside: "axis x").map(\.text) == ["A", "B", "C"])
    }

    @Test("chartYAxisStyle: a background behind the y axis fills the band beside the plot")
    func yAxisStyle() throws {
        let chart = Chart(Self.items) { BarMark(x: .value("Category", $0.category), y: .value("Value", $0.value)) }
            .chartYAxisStyle { axis in axis.background(Color.yellow) }
        let out = svg(chart)
        #expect(out.contains("axis-style"))
        let doc = try #require(ParsedSVG(out))
        let yAxis = try #require(doc.index(classed: "axis y"))
        #expect(doc.isInside(yAxis, class: "axis-style"))
        #expect(!doc.isInside(try #require(doc.index(classed: "axis x")), class: "axis-style"))
        // The labels are still there: 0, 20, 40, 60, 80.
        #expect(doc.texts(inside: "axis y").map(\.text).contains("80"))
    }

    @Test("compositingLayer on chart and axis content draws the same marks and axis as without it")
    func compositing() {
        let plain = Chart(Self.items) { BarMark(x: .value("Category", $0.category), y: .value("Value", $0.value)) }
            .chartXAxis { AxisMarks() }
        let layered = Chart {
            ForEach(Self.items) { BarMark(x: .value("Category", $0.category), y: .value("Value", $0.value)) }
                .compositingLayer()
        }
        .chartXAxis { AxisMarks().compositingLayer() }
        let styled = Chart {
            ForEach(Self.items) { BarMark(x: .value("Category", $0.category), y: .value("Value", $0.value)) }
                .compositingLayer { $0.shadow(radius: 4) }
        }
        .chartXAxis {
            AxisMarks().compositingLayer { layer in
                layer.opacity(0.5)
                layer.blur(radius: 1)
            }
        }
        #expect(svg(layered) == svg(plain))
        #expect(svg(styled) == svg(plain))
    }

    @Test("AnyAxisMark(erasing:) and AnyAxisContent(erasing:) keep the marks they erase")
    func erasing() throws {
        let chart = Chart(Self.items) { BarMark(x: .value("Category", $0.category), y: .value("Value", $0.value)) }
            .chartYAxis {
                AnyAxisContent(erasing: AxisMarks(values: [0, 40, 80]) { _ in
                    AnyAxisMark(erasing: AxisGridLine())
                    AnyAxisMark(erasing: AxisValueLabel())
                })
            }
        let doc = try document(chart)
        #expect(doc.texts(inside: "axis y").map(\.text) == ["0", "40", "80"])
    }

    @Test("MarkDimensions: bar widths read from each element by key path, fixed, ratio and inset")
    func markDimensions() throws {
        let perElement = Chart { BarPlot(Self.items, x: .value("Category", \.category), y: .value("Value", \.value), width: .fixed(\.width)) }
        let bars = try document(perElement).elements(classed: "mark bar")
        let widths = bars.compactMap { PathDataReader.box($0.attributes["d"] ?? "") }.map { ($0.maxX - $0.minX) }
        #expect(widths.count == 3)
        for (w, expected) in zip(widths, [10.0, 20, 30]) { #expect(abs(w - expected) < 0.01) }

        let literal = Chart { BarPlot(Self.items, x: .value("Category", \.category), y: .value("Value", \.value), width: 12) }
        let fixed = Chart { BarPlot(Self.items, x: .value("Category", \.category), y: .value("Value", \.value), width: .fixed(12)) }
        #expect(svg(literal) == svg(fixed))
        let literalWidths = try document(literal).elements(classed: "mark bar").compactMap { PathDataReader.box($0.attributes["d"] ?? "") }
        #expect(literalWidths.allSatisfy { abs($0.maxX - $0.minX - 12) < 0.01 })
        // A ratio per element: 0.25, 0.5 and 0.75 of a category's step.
        struct Share { let name: String; let value: Double; let share: CGFloat }
        let shares = [Share(name: "A", value: 1, share: 0.25), Share(name: "B", value: 1, share: 0.5), Share(name: "C", value: 1, share: 0.75)]
        let ratio = Chart { BarPlot(shares, x: .value("Name", \.name), y: .value("Value", \.value), width: .ratio(\.share)) }
        let ratioWidths = try document(ratio).elements(classed: "mark bar").compactMap { PathDataReader.box($0.attributes["d"] ?? "") }
            .map { $0.maxX - $0.minX }
        #expect(ratioWidths.count == 3)
        if ratioWidths.count == 3 {
            #expect(abs(ratioWidths[1] - 2 * ratioWidths[0]) < 0.01 && abs(ratioWidths[2] - 3 * ratioWidths[0]) < 0.01)
        }
    }

    @Test("RectanglePlot and BarPlot take plot coordinates from key paths of CGFloat")
    func keyPathCoordinates() throws {
        struct Band { let name: String; let top: CGFloat; let bottom: CGFloat }
        let bands = [Band(name: "A", top: 10, bottom: 40), Band(name: "B", top: 20, bottom: 60)]
        let chart = Chart {
            RectanglePlot(bands, x: .value("Name", \.name), yStart: \.top, yEnd: \.bottom, width: .ratio(0.5))
            BarPlot(bands, xStart: \.top, xEnd: \.bottom, y: .value("Name", \.name), height: 4)
        }
        let doc = try document(chart)
        let rects = doc.elements(classed: "mark rectangle").compactMap { PathDataReader.box($0.attributes["d"] ?? "") }
        #expect(rects.count == 2)
        // Plot coordinates run from the plot's top: each rectangle is bottom - top high.
        for (r, b) in zip(rects, bands) { #expect(abs((r.maxY - r.minY) - Double(b.bottom - b.top)) < 0.01) }
        let bars = doc.elements(classed: "mark bar").compactMap { PathDataReader.box($0.attributes["d"] ?? "") }
        #expect(bars.count == 2)
        for (r, b) in zip(bars, bands) { #expect(abs((r.maxX - r.minX) - Double(b.bottom - b.top)) < 0.01 && abs(r.maxY - r.minY - 4) < 0.01) }
    }

    @Test("Text and LocalizedStringResource labels name the channels as a string would")
    func labels() {
        let resource = Chart(Self.items) {
            BarMark(x: .value(LocalizedStringResource("Category"), $0.category), y: .value(Text("Value"), $0.value))
                .accessibilityLabel(LocalizedStringResource("Bar"))
        }
        .chartXAxis { AxisMarks { _ in AxisValueLabel(LocalizedStringResource("Fixed")) } }
        let plain = Chart(Self.items) {
            BarMark(x: .value("Category", $0.category), y: .value("Value", $0.value)).accessibilityLabel("Bar")
        }
        .chartXAxis { AxisMarks { _ in AxisValueLabel("Fixed") } }
        #expect(svg(resource) == svg(plain))
        let projected = Chart {
            BarPlot(Self.items, x: .value(Text("Category"), \.category), y: .value(LocalizedStringResource("Value"), \.value))
            RulePlot(Self.items, y: .value(Text("Goal"), 60.0))
        }
        let projectedPlain = Chart {
            BarPlot(Self.items, x: .value("Category", \.category), y: .value("Value", \.value))
            RulePlot(Self.items, y: .value("Goal", 60.0))
        }
        #expect(svg(projected) == svg(projectedPlain))
        #expect(String(localized: LocalizedStringResource("Sales", defaultValue: "Daily sales")) == "Daily sales")
        let function = Chart { LinePlot(x: LocalizedStringResource("x"), y: LocalizedStringResource("y")) { $0 * $0 } }
            .chartXScale(domain: -2...2)
        let functionPlain = Chart { LinePlot(x: "x", y: "y") { $0 * $0 } }.chartXScale(domain: -2...2)
        #expect(svg(function) == svg(functionPlain))
    }

    @Test("a style scale on .automatic(includesZero: true) with a gradient runs from zero to the data's largest value")
    func automaticStyleDomain() {
        let base = AnyView(Chart(Self.items) {
            PointMark(x: .value("Category", $0.category), y: .value("Value", $0.value)).foregroundStyle(by: .value("Value", $0.value))
        })
        func chart<V: View>(_ modify: (AnyView) -> V) -> String { svg(modify(base)) }
        let automatic = chart { $0.chartForegroundStyleScale(domain: .automatic(includesZero: true), range: Gradient(colors: [.blue, .red])) }
        // The data run from 20 to 80: with zero included, the domain is 0...80.
        let explicit = chart { $0.chartForegroundStyleScale(domain: 0...80, range: Gradient(colors: [.blue, .red])) }
        let dataOnly = chart { $0.chartForegroundStyleScale(domain: 20...80, range: Gradient(colors: [.blue, .red])) }
        #expect(automatic == explicit)
        #expect(automatic != dataOnly)
        let withoutZero = chart { $0.chartForegroundStyleScale(domain: .automatic(includesZero: false), range: Gradient(colors: [.blue, .red])) }
        #expect(withoutZero == dataOnly)
        // Arrays of styles and domains of the generic forms.
        let arrays = chart { $0.chartForegroundStyleScale(domain: [20.0, 50, 80], range: [Color.green, .orange, .purple]) }
        #expect(arrays.contains("class=\"mark point\""))
    }

    // MARK: Scrolling

    struct Country { let name: String; let people: Double }
    static let countries = (0..<40).map { Country(name: "Country \($0)", people: Double(400 - $0 * 5)) }

    @Test("valueAligned(xUnit:yUnit:) on a chart scrolling up and down rests on every second row")
    func twoAxisValueAligned() throws {
        let chart = Chart(Self.countries, id: \.name) { BarMark(x: .value("Population", $0.people), y: .value("Country", $0.name)) }
            .chartScrollableAxes(.vertical)
            .chartYVisibleDomain(length: 8)
            .chartScrollTargetBehavior(.valueAligned(xUnit: 1, yUnit: 2))
        var r = ChartRenderer(content: chart)
        r.proposedSize = ProposedViewSize(width: 400, height: 360)
        let (_, plan, _) = try r.interactive(idPrefix: "oc")
        let s = try #require(plan.charts.first?.scroll)
        let h = try #require(plan.charts.first).plot.height
        // 40 rows, 8 in view: 32 rows to slide, a stop every 2 rows: 0, 2, …, 32, 17 stops.
        #expect(s.snaps.count == 17)
        #expect(abs(s.snaps[1] - 2 * h / 8) < 0.05)
    }

    /// Rests on the nearest multiple of five days, as an app's own behavior would.
    struct FiveDays: ChartScrollTargetBehavior {
        func updateTarget(_ target: inout ScrollTarget, context: ChartScrollTargetBehaviorContext) {
            guard let day: Double = context.chartProxy.value(atX: target.rect.minX),
                  let x = context.chartProxy.position(forX: (day / 5).rounded() * 5) else { return }
            target.rect.origin.x = x
        }
    }

    @Test("a custom ChartScrollTargetBehavior moves every resting place to a multiple of five days")
    func customBehavior() throws {
        let chart = Chart((0..<60).map { Double($0) }, id: \.self) { BarMark(x: .value("Day", $0), y: .value("Sales", 10 + $0)) }
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 20)
            .chartScrollTargetBehavior(FiveDays())
        var r = ChartRenderer(content: chart)
        r.proposedSize = ProposedViewSize(width: 400, height: 300)
        let (_, plan, _) = try r.interactive(idPrefix: "oc")
        let c = try #require(plan.charts.first)
        let s = try #require(c.scroll)
        let w = c.plot.width
        // 20 days a window: a day is w / 20 wide, so multiples of five days are w / 4 apart.
        #expect(s.snaps.count >= 3)
        for (a, b) in zip(s.snaps, s.snaps.dropFirst()) where b < s.highest - 0.5 {
            let steps = (b - a) / (w / 4)
            #expect(abs(steps - steps.rounded()) < 0.01, "\(a) → \(b)")
        }
    }
}
