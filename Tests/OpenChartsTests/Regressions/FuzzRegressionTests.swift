import Foundation
import OpenChartsFuzz
@testable import OpenCharts
import Testing

/// What the fuzzer found, kept as tests: the charts that crashed or broke the output, each made
/// small by its minimiser and written as an app would write it.
@Suite("Regressions: charts the fuzzer found") struct FuzzRegressionTests {
    struct Reading: Identifiable { let id: Int; let time: Date; let value: Double }

    static let readings = (0..<5).map { Reading(id: $0, time: TestRender.date(2024, 3, 1 + $0), value: Double($0 * 3 + 1)) }

    /// Checks a render with the fuzzer's own SVG checks.
    func expectClean<V: View>(_ renderer: ChartRenderer<V>, strings: [String] = [], sourceLocation: SourceLocation = #_sourceLocation) {
        let svg = renderer.svg()
        #expect(SVGOutputChecker().problems(in: Data(svg.utf8), userStrings: strings) == [], sourceLocation: sourceLocation)
    }

    // Seeds 22, 24, 88, … crashed in PositionScaleBuilder.tickCount: an axis length of NaN.
    @Test("a line chart in a frame of NaN width renders, with a warning, instead of crashing")
    func nanFrame() {
        var r = TestRender.renderer(Chart(Self.readings) { LineMark(x: .value("Day", $0.time), y: .value("Level", $0.value)) }
            .frame(width: .nan))
        r.proposedSize = ProposedViewSize(width: 320, height: 240)
        expectClean(r)
        #expect(!r.warnings.isEmpty)
    }

    // Seed 22, as its minimiser left it: a stack spacing of -infinity made the chart's width NaN.
    @Test("a chart in an HStack with a spacing of -infinity renders, with the spacing reported")
    func negativeInfiniteSpacing() throws {
        var r = TestRender.renderer(HStack(spacing: -.infinity) {
            Text("Q2")
            Chart { PointMark(x: .value("Dish", "Crêpe"), y: .value("Orders", 440)) }
            Spacer()
        })
        r.proposedSize = ProposedViewSize(width: 640, height: 400)
        expectClean(r)
        #expect(r.warnings.contains("A stack's spacing of -infinity points was ignored."), "\(r.warnings)")
        let doc = try #require(ParsedSVG(r.svg()))
        #expect(doc.elements(classed: "mark point").count == 1)
    }

    // Seeds 58, 59, 71, … crashed in PositionScaleBuilder.tickCount: an axis of 1e300 points.
    @Test("a scatter chart offered 1e300 by 400 points renders at most a million points wide")
    func hugeWidth() throws {
        var r = TestRender.renderer(Chart(Self.readings) { PointMark(x: .value("Value", $0.value), y: .value("Day", $0.time)) })
        r.proposedSize = ProposedViewSize(width: 1e300, height: 400)
        let doc = try #require(ParsedSVG(r.svg()))
        #expect(doc.root?.attributes["width"] == "1000000")
    }

    // Seed 58, as its minimiser left it: a plot area framed 1e300 points wide.
    @Test("an area chart whose plot style frames the plot 1e300 points wide renders, clamped, with a warning")
    func hugePlotStyleFrame() throws {
        var r = TestRender.renderer(Chart(Self.readings) { AreaMark(x: .value("Day", $0.time), y: .value("Level", $0.value)) }
            .chartPlotStyle { plot in plot.frame(width: 1e300, height: 3) })
        r.proposedSize = ProposedViewSize(width: 640, height: 400)
        expectClean(r)
        #expect(r.warnings.contains("A frame's width of 1e+300 points was cut to 1000000, the most layout allows."), "\(r.warnings)")
    }

    // Seed 21 wrote 51 MB (every point's spoken label held a 10,000-character series name),
    // more than XML parsers take in one attribute, and took 20 s.
    @Test("points whose series names are 10,000 characters long stay small and parse")
    func hugeSeriesNames() throws {
        let name = String(repeating: "é", count: 10_000)
        let r = TestRender.renderer(Chart(Self.readings) {
            PointMark(x: .value("Day", $0.time), y: .value("Level", $0.value)).foregroundStyle(by: .value("Sensor", name))
        })
        let svg = r.svg()
        #expect(svg.utf8.count < 40_000)
        #expect(ParsedSVG(svg) != nil)
    }

    @Test("tab, line feed and carriage return in a spoken label come back from the parsed attribute as written")
    func whitespaceRoundTrips() throws {
        let label = "Morning\tpeak\nafter rain\r\n"
        let r = try Rendered(Chart(Self.readings) { PointMark(x: .value("Day", $0.time), y: .value("Level", $0.value)).accessibilityLabel(label) })
        #expect(r.doc.elements(classed: "mark point").first?.attributes["aria-label"] == label)
    }

    @Test("dense scatters and thinned lines at coordinates past Int's range render instead of trapping (seeds 75 and 258)",
          arguments: [UInt64(75), 258])
    func densePointsPastIntRange(seed: UInt64) {
        let result = FuzzCase.run(FuzzRecipe(seed: seed, options: FuzzOptions(maxRows: 5_000)))
        #expect(result.problems == [])
    }

    // Seed 542 took 97 s in a debug build: 612 categories in a few hundred points tried every
    // stride and offset of labels, copying every entry each time.
    @Test("six hundred product names on a narrow bar chart's axis are thinned at once (seed 542)", .timeLimit(.minutes(1)))
    func manyCategoriesThinQuickly() throws {
        struct Product { let name: String; let units: Int }
        let products = (0..<600).map { Product(name: "SKU \(10_000 + $0) buttermilk pancake mix", units: 40 + ($0 * 37) % 300) }
        let r = try Rendered(Chart(products, id: \.name) { BarMark(x: .value("Product", $0.name), y: .value("Units", $0.units)) },
                             width: 320, height: 240)
        #expect(r.xLabels.filter { !$0.isEmpty }.count < 60, "a few of 600 names, or none, fit under 320 pt")
        #expect(FuzzCase.run(FuzzRecipe(seed: 542, options: FuzzOptions(maxRows: 5_000))).problems == [])
    }

    // Seed 794 of a long run ran past two minutes in release: 78,685 categories in 200 points tried
    // labels every k-th category from k = 2 up, each try a copy of every entry. Strides too short
    // for the shortest label are now skipped, and the search stops after a bounded amount of work.
    @Test("five thousand categories under a 200-point axis are labelled in bounded time (seed 794)", .timeLimit(.minutes(1)))
    func tensOfThousandsOfCategories() throws {
        struct Order { let id: String; let minutes: Int }
        let orders = (0..<5_000).map { Order(id: "Order \(100_000 + $0)", minutes: 5 + ($0 * 7) % 50) }
        let r = try Rendered(Chart(orders, id: \.id) { BarMark(x: .value("Order", $0.id), y: .value("Minutes", $0.minutes)) },
                             width: 200, height: 300)
        let shown = r.xLabels.filter { !$0.isEmpty }
        // "Order 100000" is about 70 points at 11 points a size, cut to "Orde…" about 30: a handful fit at most.
        #expect(shown.count <= 8, "\(shown)")
    }

    @Test("a few dozen random charts from the fuzzer render and pass the SVG checks", arguments: Array(UInt64(1)...24))
    func fuzzSmoke(seed: UInt64) {
        let result = FuzzCase.run(FuzzRecipe(seed: seed, options: FuzzOptions(maxRows: 300)))
        #expect(result.problems == [])
    }

    @Test("the SVG checker finds markup, event attributes and non-finite numbers")
    func checkerCatches() {
        let bad = #"<svg xmlns="http://www.w3.org/2000/svg"><script>x</script><g onload="x"/><path d="M0 NaN"/></svg>"#
        let problems = SVGOutputChecker().problems(in: Data(bad.utf8), userStrings: [])
        #expect(problems.count == 3, "\(problems)")
        #expect(SVGOutputChecker().problems(in: Data("<svg><g>".utf8), userStrings: []).first?.hasPrefix("the SVG does not parse") == true)
    }

    @Test("the driver names a crash by its first frame in the package's code")
    func crashSite() {
        let stderr = """
        Swift/IntegerTypes.swift:8835: Fatal error: Double value cannot be converted to Int because it is either infinite or NaN
          0      0x00007f031316df7f closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
          1 [ra] 0x00007f03132f961f _assertionFailure(_:_:file:line:flags:) + 302 in libswiftCore.so
          2 [ra] 0x0000556a36fd712d static PositionScaleBuilder.tickCount(length:axis:kind:) + 284 in openchart-fuzz at /src/Sources/ChartEngine/Position/PositionScaleBuilder.swift:86:33
        """
        #expect(FuzzDriver.crashSite(stderr) == "static PositionScaleBuilder.tickCount(length:axis:kind:) at PositionScaleBuilder.swift:86: "
                + "Double value cannot be converted to Int because it is either infinite or NaN")
    }

    @Test("the minimiser keeps only what the failure needs")
    func minimiser() {
        let recipe = FuzzRecipe(seed: 5)
        let needed = recipe.groups.first
        let smallest = FuzzMinimiser { $0.groups.contains { $0.kind == needed?.kind } }.minimise(recipe)
        #expect(smallest.groups.count == (needed == nil ? 0 : 1))
        #expect(smallest.chartModifiers.isEmpty && smallest.wrappers.isEmpty)
        #expect(smallest.groups.first?.rows.count ?? 0 <= 1)
    }
}
