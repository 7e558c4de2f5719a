import Foundation
import OpenCharts
import Testing

/// A reading of a river gauge every minute: long enough to be carried as columns.
struct GaugeReading {
    var minute: Double
    var level: Double
}

@Suite("Long lines with awkward data and modifiers")
struct LongLineEdgeTests {
    func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

    /// Twenty thousand minutes of a gauge, with `edit` applied to the levels.
    func gauge(_ edit: (inout [GaugeReading]) -> Void = { _ in }) -> [GaugeReading] {
        var rows = (0..<20_000).map { GaugeReading(minute: Double($0), level: 2 + sin(Double($0) / 900) + Double($0 % 7) / 50) }
        edit(&rows)
        return rows
    }

    @Test("outages (NaN) and a broken sensor (infinity) are skipped and counted, and the line is still drawn")
    func notFiniteRows() {
        let rows = gauge { rows in
            for i in stride(from: 100, to: 20_000, by: 1_000) { rows[i].level = .nan }
            rows[5_000].level = .infinity
        }
        for content in [AnyChartContent(LinePlot(rows, x: .value("Minute", \.minute), y: .value("Level", \.level))),
                        AnyChartContent(ForEach(rows, id: \.minute) { LineMark(x: .value("Minute", $0.minute), y: .value("Level", $0.level)) })] {
            let r = TestRender.renderer(Chart { content })
            let svg = r.svg()
            #expect(count("class=\"mark line\"", in: svg) == 1)
            // 20 outages and one infinity: 21 rows skipped, each as the mark it would have been.
            #expect(r.warnings.contains { $0.contains("21 marks were skipped") }, "\(r.warnings)")
            #expect(!svg.contains("NaN") && !svg.contains("inf"))
        }
    }

    @Test("a long line takes the chart's modifiers: colour, width, dashes, curve, opacity, symbols")
    func modifiers() {
        let rows = gauge()
        let svg = TestRender.renderer(Chart {
            LinePlot(rows, x: .value("Minute", \.minute), y: .value("Level", \.level))
                .foregroundStyle(.teal)
                .lineStyle(StrokeStyle(lineWidth: 3, dash: [4, 2]))
                .interpolationMethod(.monotone)
                .opacity(0.5)
        }).svg()
        #expect(count("class=\"mark line\"", in: svg) == 1)
        #expect(svg.contains("stroke-width=\"3\"") && svg.contains("stroke-dasharray=\"4,2\""))
        #expect(svg.contains("opacity=\"0.5\""))
        #expect(svg.contains("A line chart of 20,000 points."))
    }

    @Test("on a log scale, readings of zero or below are left out of a long line with a warning")
    func logScale() {
        // Ten dry readings at the start, and a negative one (a sensor fault) later: thinning keeps only some
        // of them, but all eleven are counted.
        let rows = gauge { rows in
            for i in 0..<10 { rows[i].level = 0 }
            rows[12_345].level = -1
        }
        for content in [AnyChartContent(LinePlot(rows, x: .value("Minute", \.minute), y: .value("Level", \.level))),
                        AnyChartContent(ForEach(rows, id: \.minute) { LineMark(x: .value("Minute", $0.minute), y: .value("Level", $0.level)) })] {
            let r = TestRender.renderer(Chart { content }.chartYScale(type: .log))
            let svg = r.svg()
            #expect(count("class=\"mark line\"", in: svg) == 1)
            #expect(r.warnings.contains { $0.contains("11 marks were skipped") }, "\(r.warnings)")
        }
    }

    @Test("x that turns back, or never moves, still draws one line through every row kept")
    func unsortedAndFlat() {
        let back = gauge { rows in rows.swapAt(10, 19_000) }
        let flat = gauge { rows in for i in rows.indices { rows[i].minute = 7 } }
        for rows in [back, flat] {
            let r = TestRender.renderer(Chart { LinePlot(rows, x: .value("Minute", \.minute), y: .value("Level", \.level)) })
            let svg = r.svg()
            #expect(count("class=\"mark line\"", in: svg) == 1)
            #expect(svg.contains("20,000 points"))
        }
    }

    @Test("a long line beside a rule and an annotated point, with a fixed domain, renders in every format")
    func everyFormat() throws {
        let rows = gauge()
        let r = TestRender.renderer(Chart {
            LinePlot(rows, x: .value("Minute", \.minute), y: .value("Level", \.level))
            RuleMark(y: .value("Flood stage", 2.8)).foregroundStyle(.red)
            PointMark(x: .value("Minute", 14_000.0), y: .value("Level", 3.0))
                .annotation(position: .top) { Text("Peak") }
        }
        .chartXScale(domain: 0...10_000))
        let svg = r.svg()
        #expect(count("class=\"mark line\"", in: svg) == 1 && svg.contains("Peak"))
        let png = try r.png(scale: 1), pdf = try r.pdf(), html = try r.html()
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        #expect(pdf.starts(with: Array("%PDF".utf8)))
        #expect(html.contains("<svg"))
    }

    @Test("a long area under its own line is one area element filled from zero, and a stacked pair still stacks")
    func longAreas() {
        let rows = gauge()
        let svg = TestRender.renderer(Chart {
            AreaPlot(rows, x: .value("Minute", \GaugeReading.minute), y: .value("Level", \GaugeReading.level)).opacity(0.3)
            LinePlot(rows, x: .value("Minute", \GaugeReading.minute), y: .value("Level", \GaugeReading.level))
        }).svg()
        #expect(count("class=\"mark area\"", in: svg) == 1 && count("class=\"mark line\"", in: svg) == 1)
        #expect(svg.contains(">0</text>"))
        // Two gauges stacked: the second sits on the first, so the axis reaches past the highest single
        // level (3.12) to their sum (about 6.2).
        let upstream = gauge()
        let stacked = TestRender.renderer(Chart {
            AreaPlot(rows, x: .value("Minute", \GaugeReading.minute), y: .value("Level", \GaugeReading.level))
            AreaPlot(upstream, x: .value("Minute", \GaugeReading.minute), y: .value("Level", \GaugeReading.level))
        }).svg()
        #expect(stacked.contains(">6</text>"))
    }

    /// Twenty thousand taxi pick-ups on a 200 × 100 grid of city blocks: many share a block.
    struct Pickup {
        var east: Double
        var north: Double
    }

    static func pickup(_ i: Int) -> Pickup {
        Pickup(east: Double((i * 7_919) % 200), north: Double((i * 104_729) % 100))
    }

    let pickups: [Pickup] = (0..<20_000).map(pickup)

    @Test("a scatter of many rows carried as columns draws what the same rows draw as marks, byte for byte")
    func scatterRunMatchesMarks() {
        let plot = TestRender.renderer(Chart { PointPlot(pickups, x: .value("East", \Pickup.east), y: .value("North", \Pickup.north)) }).svg()
        let forEach = TestRender.renderer(Chart {
            ForEach(pickups, id: \Pickup.east) { PointMark(x: .value("East", $0.east), y: .value("North", $0.north)) }
        }).svg()
        // `opacity(1)` on each mark changes nothing drawn but makes every row a mark of its own.
        let marks = TestRender.renderer(Chart {
            ForEach(pickups, id: \Pickup.east) { PointMark(x: .value("East", $0.east), y: .value("North", $0.north)).opacity(1) }
        }).svg()
        #expect(plot == marks)
        #expect(forEach == marks)
        // East is 7,919·i mod 200 and north 104,729·i mod 100: both follow from i mod 200, and east alone
        // tells those 200 apart (7,919 is prime to 200). So 200 blocks are hit, each drawn once.
        let path = plot.components(separatedBy: "class=\"mark point\"").dropFirst()
        #expect(path.count == 1)
        #expect(path.first.map { $0.prefix { $0 != ">" }.filter { $0 == "Z" }.count } == 200)
        #expect(plot.contains("A scatter plot of 20,000 points."))
    }

    @Test("a scatter of many rows is drawn whole past limits.maximumMarks: it is drawn per pixel, not point by point")
    func scatterRunLimit() throws {
        var r = TestRender.renderer(Chart {
            PointPlot(pickups, x: .value("East", \Pickup.east), y: .value("North", \Pickup.north))
            RuleMark(y: .value("Depot", 50))
        })
        r.limits.maximumMarks = 5_000
        let svg = try r.checkedSVG()
        #expect(count("class=\"mark rule\"", in: svg) == 1)
        #expect(svg.contains("A scatter plot of 20,000 points."))
        #expect(r.warnings.isEmpty, "\(r.warnings)")
    }

    @Test("a clipped scatter of many rows is drawn point by point, as its marks would be")
    func clippedScatter() {
        let svg = TestRender.renderer(Chart {
            PointPlot(pickups, x: .value("East", \Pickup.east), y: .value("North", \Pickup.north))
                .clipShape(Circle())
        }).svg()
        #expect(count("class=\"mark point\"", in: svg) == 20_000)
    }
}
