import Foundation
@testable import OpenCharts
import Testing

/// A render's cost is bounded: long texts are cut, marks drawn one by one and output bytes are
/// capped by `ChartRenderer.limits`, each with a warning.
@Suite("Regressions: render limits") struct RenderLimitsTests {
    struct Event: Identifiable { let id: Int; let day: Date; let count: Int; let note: String }

    static func events(_ n: Int, note: String = "Checked in") -> [Event] {
        (0..<n).map { Event(id: $0, day: TestRender.date(2024, 1, 1).addingTimeInterval(Double($0) * 86_400), count: $0 % 7 + 1, note: note) }
    }

    @Test("an annotation of 10,000 characters is cut to 1,000, ending in an ellipsis, with a warning")
    func longAnnotation() throws {
        let note = String(repeating: "Ab", count: 5_000)
        let chart = Chart(Self.events(3, note: note)) { e in
            PointMark(x: .value("Day", e.day), y: .value("Visits", e.count))
                .annotation(position: .top) { Text(e.note).font(.caption) }
                .accessibilityLabel(e.note)
        }
        let r = try Rendered(chart)
        let labels = r.doc.elements(classed: "mark point").compactMap { $0.attributes["aria-label"] }
        #expect(labels.count == 3)
        #expect(labels.allSatisfy { $0.count == 1_000 && $0.hasSuffix("…") && $0.hasPrefix("AbAb") })
        #expect(r.warnings.contains { $0.contains("longer than 1000 characters") }, "\(r.warnings)")
    }

    struct Scoreboard: View {
        let team = String(repeating: "x", count: 50)
        var body: some View {
            Chart {
                BarMark(x: .value("Team", team), y: .value("Score", 3))
                    .foregroundStyle(by: .value("Team", team))
            }
        }
    }

    @Test("a category name over the limit is cut in the legend and the labels alike")
    func longCategory() throws {
        var renderer = TestRender.renderer(Scoreboard())
        renderer.limits.maximumTextLength = 10
        let doc = try #require(ParsedSVG(renderer.svg()))
        #expect(doc.elements(classed: "mark bar").first?.attributes["aria-label"]?.hasPrefix("xxxxxxxxx…") == true)
        #expect(doc.texts(inside: "legend").map(\.text) == ["xxxxxxxxx…"])
    }

    @Test("a chart with more marks than limits.maximumMarks is refused whole, with an error that names the limit")
    func markLimit() throws {
        var renderer = TestRender.renderer(Chart(Self.events(50)) { e in
            BarMark(x: .value("Day", e.day, unit: .day), y: .value("Visits", e.count))
        })
        renderer.limits.maximumMarks = 20
        let expected = ChartRenderLimitError(limit: .maximumMarks, allowed: 20, needed: 50, counted: "marks drawn one by one")
        #expect(throws: expected) { try renderer.checkedSVG() }
        #expect(throws: expected) { try renderer.png(scale: 1) }
        #expect(throws: expected) { try renderer.pdf() }
        #expect(throws: expected) { try renderer.html() }
        #expect(expected.description == "The chart needs 50 marks drawn one by one, more than limits.maximumMarks (20) allows, "
                + "so nothing was drawn. Raise renderer.limits.maximumMarks, or draw the data as a vectorized plot (LinePlot, PointPlot, BarPlot).")
        // The picture that cannot throw says so in place of the chart, and draws no mark of it.
        let doc = try #require(ParsedSVG(renderer.svg()))
        #expect(doc.elements(classed: "mark bar").isEmpty)
        #expect(doc.elements(classed: "axis x").isEmpty)
        #expect(doc.elements.filter { $0.name == "text" }.map(\.text).joined(separator: " ").contains("limits.maximumMarks (20)"))
        #expect(renderer.warnings.contains(expected.description), "\(renderer.warnings)")
    }

    @Test("a chart refused by a limit is not written, and a file already there is left as it was")
    func refusedWrite() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("limits-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let old = folder.appendingPathComponent("visits.svg"), new = folder.appendingPathComponent("new.png")
        try Data("old".utf8).write(to: old)
        var renderer = TestRender.renderer(Chart(Self.events(50)) { e in
            PointMark(x: .value("Day", e.day), y: .value("Visits", e.count)).annotation { Text("\(e.count)") }
        })
        renderer.limits.maximumMarks = 40
        #expect(throws: ChartRenderLimitError.self) { try renderer.write(to: old) }
        #expect(throws: ChartRenderLimitError.self) { try renderer.write(to: new) }
        #expect(try String(contentsOf: old, encoding: .utf8) == "old")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["visits.svg"])
    }

    @Test("a line of any length is one shape and is not cut by the mark limit")
    func linesNotCounted() throws {
        var renderer = TestRender.renderer(Chart(Self.events(50)) { e in
            LineMark(x: .value("Day", e.day), y: .value("Visits", e.count))
        })
        renderer.limits.maximumMarks = 20
        let doc = try #require(ParsedSVG(renderer.svg()))
        #expect(doc.elements(classed: "mark line").count == 1)
        #expect(renderer.warnings.isEmpty, "\(renderer.warnings)")
    }

    @Test("an output over limits.maximumOutputBytes is refused with the byte count, never cut short")
    func outputLimit() throws {
        var renderer = TestRender.renderer(Chart(Self.events(400)) { e in
            PointMark(x: .value("Day", e.day), y: .value("Visits", e.count))
        })
        let full = try renderer.checkedSVG().utf8.count
        renderer.limits.maximumOutputBytes = full / 2
        #expect(throws: ChartRenderLimitError(limit: .maximumOutputBytes, allowed: full / 2, needed: full, counted: "bytes")) {
            try renderer.checkedSVG()
        }
        let svg = renderer.svg()
        #expect(SVGContract.problems(svg) == [])
        #expect(!svg.contains("mark point"))
        #expect(svg.contains("limits.maximumOutputBytes"))
        let png = try renderer.png(scale: 1).count
        renderer.limits.maximumOutputBytes = png - 1
        #expect(throws: ChartRenderLimitError.self) { try renderer.png(scale: 1) }
    }

    @Test("a chart that meets thousands of different problems reports a hundred and says there were more")
    func boundedWarnings() {
        let scope = RenderScope(limits: ChartRenderLimits())
        for i in 0..<5_000 { scope.add("Problem \(i)") }
        #expect(scope.warnings.count == 101)
        #expect(scope.warnings.last == "More than 100 different problems were met; the rest are not listed.")
    }

    @Test("the limits' defaults are a million marks, 1,000 characters, 500 states and 64 MiB")
    func defaults() {
        let limits = ChartRenderLimits()
        #expect(limits.maximumMarks == 1_000_000)
        #expect(limits.maximumTextLength == 1_000)
        #expect(limits.maximumInteractiveStates == 1_500)
        #expect(limits.maximumOutputBytes == 67_108_864)
    }
}

/// Renders on many threads at once keep their own limits and warnings.
@Suite("Regressions: concurrent renders") struct ConcurrentRenderTests {
    @Test("eight renders at once give identical bytes, and only the one with a low text limit warns")
    func concurrent() async {
        let results = await withTaskGroup(of: (Int, String, [String]).self) { group in
            for i in 0..<8 {
                group.addTask {
                    var r = TestRender.renderer(RenderLimitsTests.Scoreboard())
                    if i == 3 { r.limits.maximumTextLength = 5 }
                    return (i, r.svg(), r.warnings)
                }
            }
            var out: [(Int, String, [String])] = []
            for await r in group { out.append(r) }
            return out.sorted { $0.0 < $1.0 }
        }
        let plain = results.filter { $0.0 != 3 }
        #expect(Set(plain.map(\.1)).count == 1)
        #expect(plain.allSatisfy { $0.2.isEmpty })
        #expect(results[3].2.contains { $0.contains("longer than 5 characters") }, "\(results[3].2)")
        #expect(results[3].1 != plain[0].1)
    }
}
