import ChartPNG
import ChartScene
import Foundation
import OpenCharts
import Testing

/// One minute of a price: the range it moved in.
struct PriceRange {
    var minute: Date
    var index: Double
    var low: Double
    var high: Double
}

@Suite("Rules and rectangles of many rows drawn as runs")
struct SpanRunTests: RunPictureComparing {


    /// `n` minutes of a random walk (SplitMix64) from 12 May 2024, each with a range of 0.2 to 1.2 around it.
    func ranges(_ n: Int) -> [PriceRange] {
        var random = SplitMix64(seed: 11), y = 100.0
        let start = TestRender.date(2024, 5, 12)
        func next() -> Double { random.next() }
        return (0..<n).map { i in
            y += next() * 2 - 1
            let half = 0.1 + next() / 2
            return PriceRange(minute: start.addingTimeInterval(Double(i) * 60), index: Double(i), low: y - half, high: y + half)
        }
    }



    @Test("20,000 rules from low to high over dates: a few elements (long paths are split), the picture of a rule per row within tolerance")
    func rulesBetweenValues() {
        let rows = ranges(20_000)
        // A colour on the ForEach applies to the run; on each rule it keeps the rows apart.
        let run = Chart {
            ForEach(rows, id: \.index) { RuleMark(x: .value("Minute", $0.minute), yStart: .value("Low", $0.low), yEnd: .value("High", $0.high)) }
                .foregroundStyle(.blue)
        }
        let marks = Chart {
            ForEach(rows, id: \.index) {
                RuleMark(x: .value("Minute", $0.minute), yStart: .value("Low", $0.low), yEnd: .value("High", $0.high)).foregroundStyle(.blue)
            }
        }
        let svg = TestRender.renderer(run).svg(), full = TestRender.renderer(marks).svg()
        #expect((1...4).contains(count("class=\"mark rule\"", in: svg)))
        #expect(count("class=\"mark rule\"", in: full) == 20_000)
        #expect(svg.utf8.count < full.utf8.count / 2)
        #expect(differing(raster(run), raster(marks)) <= 0.005)
    }

    @Test("10,000 rectangles, each narrower than a pixel, side by side: a few elements, within tolerance of a rectangle per row")
    func narrowRectangles() {
        let rows = ranges(10_000)
        let run = Chart {
            ForEach(rows, id: \.index) {
                RectangleMark(xStart: .value("Start", $0.index), xEnd: .value("End", $0.index + 1),
                              yStart: .value("Low", $0.low), yEnd: .value("High", $0.high))
            }
        }
        let marks = Chart {
            ForEach(rows, id: \.index) {
                RectangleMark(xStart: .value("Start", $0.index), xEnd: .value("End", $0.index + 1),
                              yStart: .value("Low", $0.low), yEnd: .value("High", $0.high)).opacity(1)
            }
        }
        let svg = TestRender.renderer(run).svg()
        #expect((1...4).contains(count("class=\"mark rectangle\"", in: svg)))
        #expect(differing(raster(run), raster(marks)) <= 0.005)
    }

    @Test("10,000 rectangles wider than a pixel stay whole: the picture of a rectangle per row")
    func wideRectangles() {
        // Every 40th row spans 30 steps: drawn as itself among the narrow ones.
        let rows = ranges(10_000)
        func end(_ r: PriceRange) -> Double { r.index + (Int(saturating: r.index) % 40 == 0 ? 30 : 0.5) }
        let run = Chart {
            ForEach(rows, id: \.index) {
                RectangleMark(xStart: .value("Start", $0.index), xEnd: .value("End", end($0)), yStart: .value("Low", $0.low), yEnd: .value("High", $0.high))
            }
        }
        let marks = Chart {
            ForEach(rows, id: \.index) {
                RectangleMark(xStart: .value("Start", $0.index), xEnd: .value("End", end($0)), yStart: .value("Low", $0.low), yEnd: .value("High", $0.high))
                    .opacity(1)
            }
        }
        #expect((1...4).contains(count("class=\"mark rectangle\"", in: TestRender.renderer(run).svg())))
        #expect(differing(raster(run), raster(marks)) <= 0.005)
    }

    @Test("20,000 horizontal rules across the plot: a few elements, within tolerance of a rule per row")
    func horizontalRules() {
        let rows = ranges(20_000)
        let run = Chart { ForEach(rows, id: \.index) { RuleMark(y: .value("Price", $0.low)) }.foregroundStyle(.gray) }
        let marks = Chart { ForEach(rows, id: \.index) { RuleMark(y: .value("Price", $0.low)).foregroundStyle(.gray) } }
        let svg = TestRender.renderer(run).svg()
        #expect((1...4).contains(count("class=\"mark rule\"", in: svg)))
        #expect(differing(raster(run), raster(marks)) <= 0.005)
    }

    @Test("a row of another shape sends the rows to the ordinary path, each drawn as before")
    func fallBack() {
        let rows = ranges(9_000)
        let svg = TestRender.renderer(Chart {
            ForEach(rows, id: \.index) { r in
                if r.index == 5_000 {
                    RuleMark(x: .value("Minute", r.minute), yStart: .value("Low", r.low), yEnd: .value("High", r.high)).foregroundStyle(.red)
                } else {
                    RuleMark(x: .value("Minute", r.minute), yStart: .value("Low", r.low), yEnd: .value("High", r.high))
                }
            }
        }).svg()
        #expect(count("class=\"mark rule\"", in: svg) == 9_000)
    }

    @Test("rules with a value that is not finite are skipped with a warning, the rest drawn as a run")
    func notFinite() {
        var rows = ranges(10_000)
        rows[100].high = .nan
        rows[200].low = .infinity
        let r = TestRender.renderer(Chart {
            ForEach(rows, id: \.index) { RuleMark(x: .value("Step", $0.index), yStart: .value("Low", $0.low), yEnd: .value("High", $0.high)) }
        })
        let svg = r.svg()
        #expect((1...4).contains(count("class=\"mark rule\"", in: svg)))
        #expect(!svg.contains("NaN") && !svg.contains("inf"))
        #expect(r.warnings.contains { $0.contains("2 marks were skipped") }, "\(r.warnings)")
    }

    @Test("the same rules draw the same bytes")
    func deterministic() {
        let rows = ranges(10_000)
        func svg() -> String {
            TestRender.renderer(Chart {
                ForEach(rows, id: \.index) { RuleMark(x: .value("Step", $0.index), yStart: .value("Low", $0.low), yEnd: .value("High", $0.high)) }
            }).svg()
        }
        #expect(svg() == svg())
    }
}
