import ChartPNG
import ChartScene
import Foundation
import OpenCharts
import Testing

/// One day's trades of a stock, a bar per trade: far more bars than the plot has pixel columns.
struct Trade {
    var second: Double
    var change: Double
}

@Suite("Bars of many rows drawn as runs")
struct BarRunTests: RunPictureComparing {

    /// A random walk (SplitMix64) of `n` steps either side of zero, every `spacing` seconds.
    func walk(_ n: Int, spacing: Double = 1) -> [Trade] {
        var random = SplitMix64(seed: 7), y = 0.0
        return (0..<n).map { i in
            y += random.next() * 2 - 1
            return Trade(second: Double(i) * spacing, change: y)
        }
    }



    /// The same bars as a run (a `BarPlot`) and as a mark per row (a colour on each mark keeps the
    /// `ForEach` from reading its rows as columns).
    func pictures(_ rows: [Trade], width: CGFloat? = nil) -> (run: Pixmap, marks: Pixmap, svg: String) {
        let run = Chart {
            BarPlot(rows, x: .value("Second", \.second), y: .value("Change", \.change), width: width.map { .fixed($0) } ?? .automatic).foregroundStyle(.blue)
        }
        let marks = Chart {
            ForEach(rows, id: \.second) { t in
                BarMark(x: .value("Second", t.second), y: .value("Change", t.change), width: width.map { .fixed($0) } ?? .automatic).foregroundStyle(.blue)
            }
        }
        return (raster(run), raster(marks), TestRender.renderer(run).svg())
    }

    @Test("bars wider than a pixel, overlapping: the run's picture is the marks' within the line test's tolerance")
    func wideBarsMatchMarks() {
        let p = pictures(walk(10_000), width: 8)
        #expect(count("class=\"mark bar\"", in: p.svg) == 1)
        #expect(differing(p.run, p.marks) <= 0.005)
    }

    /// The marks' picture blends each thin bar over the others: where several reach into a pixel at the
    /// top, it is shaded darker than the share of it they cover, which the outline draws (about 0.6%
    /// of pixels differ, against 0.5% allowed).
    @Test("bars narrower than a pixel: the run's picture is the marks' within the line test's tolerance")
    func narrowBarsMatchMarks() {
        let p = pictures(walk(20_000), width: 0.1)
        #expect(count("class=\"mark bar\"", in: p.svg) == 1)
        let d = differing(p.run, p.marks)
        #expect(d <= 0.005)
    }

    /// 20,000 bars over a 600-point chart are 0.03 points apart: each bar is that wide, so one
    /// tall bar among short ones is a spike one pixel column wide. A fixed 10-point fallback made
    /// it an 8-point plateau, and a walk's bars a staircase of plateaus.
    @Test("bars too dense to tell apart are as wide as their spacing, not a fixed width")
    func denseBarsAreAsWideAsTheirSpacing() throws {
        var rows = (0..<20_000).map { Trade(second: Double($0), change: 0.01) }
        rows[10_000].change = 100
        let svg = TestRender.renderer(Chart { BarPlot(rows, x: .value("Second", \.second), y: .value("Change", \.change)) },
                                      width: 600, height: 300).svg()
        let bar = try #require(ParsedSVG(svg)?.elements(classed: "mark bar").first)
        let points = PathDataReader.points(try #require(bar.attributes["d"]))
        let top = try #require(points.map(\.y).min())
        let spike = points.filter { abs($0.y - top) < 0.01 }.map(\.x)
        #expect(try #require(spike.max()) - (try #require(spike.min())) <= 1, "\(spike)")
    }

    @Test("bars in pairs, each wider than a pixel, keep their own edges")
    func spacedBarsMatchMarks() {
        // 9,000 bars over 600 points in pairs, 3 points wide each: every pair overlaps the next.
        var rows = walk(9_000)
        for i in rows.indices { rows[i].second = Double(i / 2) * 1_000 + Double(i % 2) * 400 }
        let p = pictures(rows, width: 3)
        #expect(differing(p.run, p.marks) <= 0.005)
    }

    @Test("a ForEach of plain bar marks draws what a BarPlot of the same rows draws, as one element")
    func forEachMatchesBarPlot() {
        let rows = walk(10_000)
        let marks = TestRender.renderer(Chart {
            ForEach(rows, id: \.second) { BarMark(x: .value("Second", $0.second), y: .value("Change", $0.change)) }
        }).svg()
        let plot = TestRender.renderer(Chart { BarPlot(rows, x: .value("Second", \.second), y: .value("Change", \.change)) }).svg()
        #expect(marks == plot)
        #expect(count("class=\"mark bar\"", in: plot) == 1)
        #expect(plot.contains("A bar chart of 10,000 bars."), "\(plot.prefix(800))")
    }

    @Test("bars over dates become a run too")
    func dates() {
        let start = TestRender.date(2024, 5, 12)
        let rows = walk(10_000)
        let svg = TestRender.renderer(Chart {
            ForEach(rows, id: \.second) {
                BarMark(x: .value("Time", start.addingTimeInterval($0.second)), y: .value("Change", $0.change))
            }
        }).svg()
        #expect(count("class=\"mark bar\"", in: svg) == 1)
        #expect(svg.contains("A bar chart of 10,000 bars."))
    }

    @Test("the description counts every bar of a million")
    func millionDescribed() {
        let rows = walk(1_000_000)
        let r = TestRender.renderer(Chart { BarPlot(rows, x: .value("Second", \.second), y: .value("Change", \.change)) })
        let svg = r.svg()
        #expect(svg.contains("A bar chart of 1,000,000 bars."))
        #expect(count("class=\"mark bar\"", in: svg) == 1)
        #expect(svg.utf8.count < 200_000)
        #expect(r.warnings.isEmpty, "\(r.warnings)")
    }

    @Test("NaN and infinite rows are skipped with a warning, and the rest drawn")
    func notFiniteRows() {
        var rows = walk(10_000)
        for i in stride(from: 50, to: 10_000, by: 1_000) { rows[i].change = .nan }
        rows[3_333].change = -.infinity
        for content in [AnyChartContent(BarPlot(rows, x: .value("Second", \.second), y: .value("Change", \.change))),
                        AnyChartContent(ForEach(rows, id: \.second) {
                            BarMark(x: .value("Second", $0.second), y: .value("Change", $0.change))
                        })] {
            let r = TestRender.renderer(Chart { content })
            let svg = r.svg()
            #expect(count("class=\"mark bar\"", in: svg) == 1)
            #expect(r.warnings.contains { $0.contains("11 marks were skipped") }, "\(r.warnings)")
            #expect(!svg.contains("NaN") && !svg.contains("inf"))
        }
    }

    @Test("bars that need something per bar, or share positions, are drawn bar by bar")
    func fallBack() {
        let rows = walk(8_500)
        // Rounded corners belong to each bar.
        let rounded = TestRender.renderer(Chart {
            BarPlot(rows, x: .value("Second", \.second), y: .value("Change", \.change)).cornerRadius(2)
        }).svg()
        #expect(count("class=\"mark bar\"", in: rounded) == 8_500)
        // Shuffled rows are drawn as given; two rows at one second stack.
        var shuffled = rows
        shuffled.swapAt(10, 20)
        shuffled[30].second = shuffled[31].second
        let stacked = TestRender.renderer(Chart {
            BarPlot(shuffled, x: .value("Second", \.second), y: .value("Change", \.change))
        }).svg()
        #expect(count("class=\"mark bar\"", in: stacked) == 8_500)
    }

    @Test("a few bars are drawn one by one, as before")
    func fewBars() {
        let rows = walk(500)
        let svg = TestRender.renderer(Chart { BarPlot(rows, x: .value("Second", \.second), y: .value("Change", \.change)) }).svg()
        #expect(count("class=\"mark bar\"", in: svg) == 500)
    }
}
