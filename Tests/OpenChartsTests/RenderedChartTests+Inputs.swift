import Foundation
@testable import OpenCharts
import Testing

/// A named number, for charts of awkward values.
struct Value: Identifiable {
    let id: Int
    let name: String
    let value: Double
    var series = "S"
}

/// Bars of `values`, one per name, coloured by series.
func barChart(_ values: [Value]) -> some View {
    Chart(values) {
        BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value))
            .foregroundStyle(by: .value("Series", $0.series))
    }
}

func values(_ numbers: [Double]) -> [Value] {
    numbers.enumerated().map { Value(id: $0, name: "N\($0)", value: $1) }
}

@Suite("Rendered SVG: hostile strings and awkward numbers")
struct RenderedInputTests {
    /// The document parses, meets the output contract and never prints a non-finite number.
    func expectSound(_ r: Rendered, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(SVGContract.problems(r.svg) == [], sourceLocation: sourceLocation)
        #expect(!SVGContract.containsNonFinite(r.svg), sourceLocation: sourceLocation)
    }

    @Test("hostile strings are escaped: markup, quotes, control characters, 10,000 characters, emoji and Japanese")
    func hostileStrings() throws {
        let long = String(repeating: "W", count: 10_000)
        let names = ["<script>alert(1)</script>", "Tom & \"Jerry\" 'quoted'", "ctrl\u{0}\u{1}\u{7}\u{1B}x\u{FFFE}",
                     long, "🥞👩‍👩‍👧 pancakes", "パンケーキ"]
        let rows = names.enumerated().map { Value(id: $0, name: $1, value: Double($0 + 1), series: $1) }
        let chart = Chart(rows) {
            BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value))
                .foregroundStyle(by: .value("Series", $0.series))
                .accessibilityLabel($0.name)
        }
        let r = try Rendered(chart)
        expectSound(r)
        #expect(!r.svg.contains("<script"))
        #expect(r.svg.contains("&lt;script&gt;alert(1)&lt;/script&gt;"))
        // XML 1.0 forbids C0 controls other than tab and newline, and U+FFFE: they are dropped.
        // Texts past limits.maximumTextLength (1,000 characters) are cut, ending in an ellipsis.
        let expected = names.map { $0 == names[2] ? "ctrlx" : $0 == long ? String(long.prefix(999)) + "…" : $0 }
        #expect(r.doc.elements(classed: "mark bar").map { $0.attributes["aria-label"] } == expected.map(Optional.some))
        let legend = r.doc.texts(inside: "legend").map(\.text)
        #expect(legend.contains("パンケーキ") && legend.contains("🥞👩‍👩‍👧 pancakes") && legend.contains("Tom & \"Jerry\" 'quoted'"))
    }

    @Test("hostile strings in labels, titles and annotations parse too")
    func hostileText() throws {
        let name = "</text><script>&amp;\u{8}"
        let view = VStack {
            Text(name)
            Chart {
                RuleMark(y: .value(name, 3)).annotation { Text(name) }
                PointMark(x: .value(name, name), y: .value(name, 2))
            }
        }
        let r = try Rendered(view)
        expectSound(r)
        #expect(r.doc.elements.first { $0.name == "title" }?.text == "</text><script>&amp;")
    }

    @Test("an empty chart renders a valid document with no marks and no warnings")
    func emptyCharts() throws {
        for view in [AnyView(Chart { }), AnyView(barChart([]))] {
            let r = try Rendered(view)
            expectSound(r)
            #expect(r.doc.elements(classed: "mark").isEmpty)
            #expect(r.warnings.isEmpty)
        }
    }

    @Test("one value draws one bar from zero up to the top of the plot's domain")
    func oneValue() throws {
        let r = try Rendered(barChart(values([42])))
        expectSound(r)
        let bars = r.boxes("mark bar")
        try #require(bars.count == 1)
        #expect(abs(bars[0].maxY - (try r.yPosition(of: 0))) <= printed)
        #expect(abs(bars[0].minY - (try r.yPosition(of: 42))) <= printed)
        #expect(r.warnings.isEmpty)
    }

    @Test("all-NaN data draws no marks and reports each skipped mark")
    func allNaN() throws {
        let r = try Rendered(barChart(values([.nan, .nan, .nan])))
        expectSound(r)
        #expect(r.boxes("mark bar").isEmpty)
        #expect(r.warnings.count == 1)
        #expect(r.warnings.first?.hasPrefix("3 marks were skipped") == true)
    }

    @Test("infinite values are skipped and reported; finite neighbours still draw")
    func infiniteValues() throws {
        let r = try Rendered(barChart(values([1, .infinity, -.infinity, 2])))
        expectSound(r)
        #expect(r.boxes("mark bar").count == 2)
        #expect(r.warnings.first?.hasPrefix("2 marks were skipped") == true)
    }

    @Test("a NaN point is left out of its line with a warning; the line keeps the other points")
    func nanInLine() throws {
        let chart = Chart(values([3, .nan, 5, 4])) {
            LineMark(x: .value("Index", $0.id), y: .value("Value", $0.value))
        }
        let r = try Rendered(chart)
        expectSound(r)
        let line = try #require(r.doc.elements(classed: "mark line").first)
        #expect(PathDataReader.points(line.attributes["d"] ?? "").count == 3)
        #expect(r.warnings.first?.hasPrefix("1 mark was skipped") == true)
    }

    @Test("negative values stack below zero and positive ones above, each side touching")
    func divergingStacks() throws {
        let rows = [Value(id: 0, name: "A", value: 3, series: "P1"), Value(id: 1, name: "A", value: 2, series: "P2"),
                    Value(id: 2, name: "A", value: -3, series: "N1"), Value(id: 3, name: "A", value: -2, series: "N2")]
        let r = try Rendered(barChart(rows))
        expectSound(r)
        let bars = r.boxes("mark bar")
        try #require(bars.count == 4)
        let zero = try r.yPosition(of: 0)
        let (plus3, plus5, minus3, minus5) = (try r.yPosition(of: 3), try r.yPosition(of: 5),
                                              try r.yPosition(of: -3), try r.yPosition(of: -5))
        let expected = [(plus3, zero), (plus5, plus3), (zero, minus3), (minus3, minus5)]
        for (bar, (top, bottom)) in zip(bars, expected) {
            #expect(abs(bar.minY - top) <= printed && abs(bar.maxY - bottom) <= printed, "\(bar) is not \(top)…\(bottom)")
        }
        #expect(bars[0].minY == bars[1].maxY && bars[2].maxY == bars[3].minY)
        #expect(r.yLabels.contains("-5") || r.yLabels.contains("−5"), "\(r.yLabels)")
    }

    @Test("huge values (1e300) render with proportional bars")
    func hugeValues() throws {
        let r = try Rendered(barChart(values([1e300, 2e300, 5e299])))
        expectSound(r)
        let bars = r.boxes("mark bar")
        try #require(bars.count == 3)
        #expect(abs(bars[0].height * 2 - bars[1].height) <= printed)
        #expect(abs(bars[2].height * 2 - bars[0].height) <= printed)
        #expect(r.warnings.isEmpty)
    }

    @Test("tiny values (1e-300) render with proportional bars")
    func tinyValues() throws {
        let r = try Rendered(barChart(values([1e-300, 2e-300, 4e-300])))
        expectSound(r)
        let bars = r.boxes("mark bar")
        try #require(bars.count == 3)
        #expect(abs(bars[0].height * 2 - bars[1].height) <= printed)
        #expect(abs(bars[1].height * 2 - bars[2].height) <= printed)
        #expect(bars[2].height > 100)
    }

    @Test("mixed-sign, zero and subnormal values render soundly")
    func awkwardMix() throws {
        for numbers in [[0.0, 0, 0], [-Double.leastNonzeroMagnitude * 2000, Double.leastNonzeroMagnitude], [-7, -3], [1e15, 1], [Double.leastNormalMagnitude]] {
            let r = try Rendered(barChart(values(numbers)))
            expectSound(r)
            #expect(r.boxes("mark bar").count == numbers.count, "\(numbers)")
        }
    }
}
