import Foundation
@testable import OpenCharts
import Testing

/// A chart that describes itself for VoiceOver's audio graph, as Apple's sample code does.
struct DescribedSalesChart: View, AXChartDescriptorRepresentable {
    let sales = Sale.week

    var body: some View {
        Chart(sales) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.count)) }
            .accessibilityChartDescriptor(self)
    }

    func makeChartDescriptor() -> AXChartDescriptor {
        let days = sales.map(\.day)
        let most = sales.max { $0.count < $1.count }!
        let xAxis = AXCategoricalDataAxisDescriptor(title: "Day", categoryOrder: days)
        let yAxis = AXNumericDataAxisDescriptor(title: "Sales", range: 0...120, gridlinePositions: [0, 50, 100]) {
            "\(Int(saturating: $0)) pancakes"
        }
        let series = AXDataSeriesDescriptor(name: "Pancakes sold", isContinuous: false,
                                            dataPoints: sales.map { AXDataPoint(x: $0.day, y: Double($0.count)) })
        return AXChartDescriptor(title: "Pancake sales this week", summary: "Sales peaked on \(most.day) with \(most.count).",
                                 xAxis: xAxis, yAxis: yAxis, additionalAxes: [], series: [series])
    }
}

@Suite("Accessibility: view modifiers and the audio-graph chart descriptor")
struct AccessibilityTests {
    @Test("a chart's AXChartDescriptor title and summary become the SVG's <title> and <desc>, and its title labels the chart")
    func descriptor() throws {
        let r = TestRender.renderer(DescribedSalesChart())
        let doc = try #require(ParsedSVG(r.svg()))
        #expect(doc.elements.first { $0.name == "title" }?.text == "Pancake sales this week")
        // The summary first, then Describe Chart's detail of the descriptor's axes and series.
        #expect(doc.elements.first { $0.name == "desc" }?.text.hasPrefix("Sales peaked on Sat with 120. A chart of 7 points. X axis (Day): 7 categories, Mon, Tue, Wed, Thu, Fri, Sat and Sun. Y axis (Sales): 0 pancakes to 120 pancakes.") == true)
        #expect(doc.elements.contains { $0.attributes["aria-label"] == "Pancake sales this week" && $0.attributes["role"] == "figure" })
        #expect(doc.elements(classed: "mark bar").count == 7)
    }

    @Test("the descriptor of the last render is kept whole, axes, series and points, for a data table or audio graph")
    func descriptorKept() throws {
        let r = TestRender.renderer(DescribedSalesChart())
        _ = r.svg()
        let d = try #require(r.chartDescriptors.first)
        #expect(d.series.first?.dataPoints.count == 7)
        #expect(d.series.first?.dataPoints[5].xValue.category == "Sat")
        #expect(d.series.first?.dataPoints[5].yValue?.number == 120)
        #expect(d.yAxis?.valueDescriptionProvider(40) == "40 pancakes")
        #expect((d.xAxis as? AXCategoricalDataAxisDescriptor)?.categoryOrder.first == "Mon")
        #expect(d.contentFrame.width == 400)
    }

    @Test("accessibilityLabel and accessibilityValue become one aria-label, read as VoiceOver reads them")
    func labelAndValue() throws {
        let view = Chart(Sale.week) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.count)) }
            .accessibilityLabel("Weekly sales")
            .accessibilityValue("484 in total")
            .accessibilityHint("Shows sales by day")
        let doc = try #require(ParsedSVG(TestRender.renderer(view).svg()))
        // The marks keep their own labels, so the chart is a labelled group rather than one image.
        #expect(doc.elements.contains { $0.name == "g" && $0.attributes["aria-label"] == "Weekly sales, 484 in total" && $0.attributes["role"] == "group" })
        #expect(doc.elements.contains { $0.attributes["aria-label"] == "Sat, 120" })
        let text = try #require(ParsedSVG(TestRender.renderer(Text("4.8").accessibilityLabel("Rating 4.8 of 5")).svg()))
        #expect(text.elements.contains { $0.attributes["aria-label"] == "Rating 4.8 of 5" && $0.attributes["role"] == "img" })
    }

    @Test("accessibilityHidden hides the view; children: .combine joins the texts into one label; .isHeader is a heading")
    func hiddenCombineTraits() throws {
        let view = VStack {
            Text("Weekly sales").accessibilityAddTraits(.isHeader)
            HStack { Text("Revenue"); Text("$1,200") }.accessibilityElement(children: .combine)
            Text("decoration").accessibilityHidden(true)
            Text("gauge").accessibilityRepresentation { Text("60 percent full") }
        }
        let doc = try #require(ParsedSVG(TestRender.renderer(view).svg()))
        #expect(doc.elements.contains { $0.attributes["role"] == "heading" })
        #expect(doc.elements.contains { $0.attributes["aria-label"] == "Revenue, $1,200" })
        #expect(doc.elements.contains { $0.attributes["aria-hidden"] == "true" && $0.name == "g" })
        #expect(doc.elements.contains { $0.attributes["aria-label"] == "60 percent full" })
        #expect(!doc.raw.contains(">60 percent full<"), "the representation is never drawn")
    }

    @Test("a hostile label is escaped in the SVG")
    func escaped() throws {
        let svg = TestRender.renderer(Text("x").accessibilityLabel("<script>\"&")).svg()
        #expect(!svg.contains("<script>"))
        #expect(ParsedSVG(svg) != nil)
    }

    @Test("a hostile descriptor title and summary are escaped in <title> and <desc>")
    func hostileDescriptor() throws {
        struct Hostile: View, AXChartDescriptorRepresentable {
            var body: some View { Text("x").accessibilityChartDescriptor(self) }
            func makeChartDescriptor() -> AXChartDescriptor {
                AXChartDescriptor(title: "</title><script>alert(1)</script>", summary: "a & b < c",
                                  xAxis: AXNumericDataAxisDescriptor(title: "x", range: 0...1, gridlinePositions: [.nan]) { "\($0)" },
                                  series: [])
            }
        }
        let svg = TestRender.renderer(Hostile()).svg()
        let doc = try #require(ParsedSVG(svg))
        #expect(!svg.contains("<script>"))
        #expect(doc.elements.first { $0.name == "title" }?.text == "</title><script>alert(1)</script>")
        #expect(doc.elements.first { $0.name == "desc" }?.text == "a & b < c. A chart. It has no data.")
    }
}
