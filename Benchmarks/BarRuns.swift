import Foundation
import OpenCharts

// `openchart-bench --bars [RUNS] [--only TEXT]`: a million bars as a BarPlot and as a ForEach of
// BarMark (over numbers and over dates), a million rules and rectangles as a ForEach (and a heat
// map of a million plain RectangleMark(x:y:) cells), to SVG and
// to a 2× PNG, three stacked areas of a million rows each, beside a million-point LinePlot to a 2× PNG, in one process; the cases take turns,
// each the median of RUNS renders after a warm-up, with its ratio to the LinePlot's PNG.
// `--only input` builds the rows and stops, for a peak-memory baseline under /usr/bin/time -v.

func barPlotCase(_ n: Int) -> BenchCase {
    let points = walk(n)
    return BenchCase("BarPlot \(grouped(n))", rows: n) {
        Chart { BarPlot(points, x: .value("X", \.x), y: .value("Y", \.y)) }
    }
}

func barMarksCase(_ n: Int) -> BenchCase {
    let points = walk(n)
    return BenchCase("bars \(grouped(n)), ForEach", rows: n) {
        Chart { ForEach(points, id: \.x) { p in BarMark(x: .value("X", p.x), y: .value("Y", p.y)) } }
    }
}

func runBarBenchmark(runs: Int, only: String?) throws {
    let n = 1_000_000
    let points = walk(n)
    if only == "input" {
        print("input: \(points.count) rows, \(points.count * MemoryLayout<XY>.stride / 1_000_000) MB")
        return
    }
    // A minute apart from 1 January 2024 (no unit: the bars sit on a continuous time axis).
    let start = Date(timeIntervalSinceReferenceDate: 725_846_400)
    struct Case { let name: String; let view: AnyView; let png: Bool }
    let plot = AnyView(Chart { BarPlot(points, x: .value("X", \.x), y: .value("Y", \.y)) })
    let marks = AnyView(Chart { ForEach(points, id: \.x) { p in BarMark(x: .value("X", p.x), y: .value("Y", p.y)) } })
    let dated = AnyView(Chart {
        ForEach(points, id: \.x) { p in BarMark(x: .value("Minute", start.addingTimeInterval(p.x * 60)), y: .value("Change", p.y)) }
    })
    let rules = AnyView(Chart {
        ForEach(points, id: \.x) { p in RuleMark(x: .value("X", p.x), yStart: .value("Low", p.y - 0.5), yEnd: .value("High", p.y + 0.5)) }
    })
    let levels = AnyView(Chart { ForEach(points, id: \.x) { p in RuleMark(y: .value("Level", p.y)) } })
    let rectangles = AnyView(Chart {
        ForEach(points, id: \.x) { p in
            RectangleMark(xStart: .value("Start", p.x), xEnd: .value("End", p.x + 0.8), yStart: .value("Low", p.y - 0.5), yEnd: .value("High", p.y + 0.5))
        }
    })
    // A 1,000 × 1,000 grid of cells in one colour, row by row.
    struct Cell { var column: Int; var row: Int }
    let cells = (0..<1_000).flatMap { r in (0..<1_000).map { Cell(column: $0, row: r) } }
    let grid = AnyView(Chart {
        ForEach(cells, id: \.column) { c in RectangleMark(x: .value("Column", c.column), y: .value("Row", c.row)) }
    })
    let line = AnyView(Chart { LinePlot(points, x: .value("X", \.x), y: .value("Y", \.y)) })
    // Three series of a million rows each, at the same x, stacked (in columns) three ways; and three of
    // 100,000 rows whose x values differ by series, which stack a mark per row.
    struct Share { var x: Double; var y: Double; var series: String }
    func shares(_ count: Int, shifted: Bool) -> [Share] {
        ["North", "South", "East"].enumerated().flatMap { k, name in
            walk(count, seed: UInt64(k + 2)).map { Share(x: $0.x + (shifted ? Double(k) / 4 : 0), y: abs($0.y) + 1, series: name) }
        }
    }
    let stackRows = shares(n, shifted: false), shiftedRows = shares(n / 10, shifted: true)
    func stacked(_ rows: [Share], _ method: MarkStackingMethod) -> AnyView {
        AnyView(Chart {
            AreaPlot(rows, x: .value("X", \.x), y: .value("Y", \.y), series: .value("Series", \.series), stacking: method)
        })
    }
    let cases = [
        Case(name: "LinePlot 1,000,000 → 2× PNG", view: line, png: true),
        Case(name: "BarPlot 1,000,000 → SVG", view: plot, png: false),
        Case(name: "BarPlot 1,000,000 → 2× PNG", view: plot, png: true),
        Case(name: "ForEach of BarMark 1,000,000 → SVG", view: marks, png: false),
        Case(name: "ForEach of BarMark 1,000,000 → 2× PNG", view: marks, png: true),
        Case(name: "ForEach of BarMark, dates 1,000,000 → 2× PNG", view: dated, png: true),
        Case(name: "ForEach of RuleMark x:yStart:yEnd: 1,000,000 → SVG", view: rules, png: false),
        Case(name: "ForEach of RuleMark x:yStart:yEnd: 1,000,000 → 2× PNG", view: rules, png: true),
        Case(name: "ForEach of RuleMark y: 1,000,000 → 2× PNG", view: levels, png: true),
        Case(name: "ForEach of RectangleMark 1,000,000 → SVG", view: rectangles, png: false),
        Case(name: "ForEach of RectangleMark 1,000,000 → 2× PNG", view: rectangles, png: true),
        Case(name: "ForEach of RectangleMark x:y: 1,000 × 1,000 → 2× PNG", view: grid, png: true),
        Case(name: "AreaPlot 3 × 1,000,000 stacked → 2× PNG", view: stacked(stackRows, .standard), png: true),
        Case(name: "AreaPlot 3 × 1,000,000 normalized → 2× PNG", view: stacked(stackRows, .normalized), png: true),
        Case(name: "AreaPlot 3 × 1,000,000 centred → SVG", view: stacked(stackRows, .center), png: false),
        Case(name: "AreaPlot 3 × 100,000 stacked, x apart → 2× PNG", view: stacked(shiftedRows, .standard), png: true),
    ].filter { only == nil || $0.name.contains(only!) }
    let clock = ContinuousClock()
    func ms(_ d: Duration) -> Double { Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15 }
    var renderers: [ChartRenderer<AnyView>] = []
    var sizes: [Int] = []
    for c in cases {
        var r = ChartRenderer(content: c.view)
        r.proposedSize = ProposedViewSize(width: 640, height: 400)
        r.locale = Locale(identifier: "en_US")
        r.timeZone = TimeZone(identifier: "UTC")!
        renderers.append(r)
        // A warm-up render of each.
        sizes.append(c.png ? try r.png(scale: 2).count : r.svg().utf8.count)
    }
    // The cases take turns, one render each per round, so that a load on the machine falls on all alike.
    var times = [[Double]](repeating: [], count: cases.count)
    for _ in 0..<max(1, runs) {
        for (i, c) in cases.enumerated() {
            let t0 = clock.now
            _ = c.png ? try renderers[i].png(scale: 2).count : renderers[i].svg().utf8.count
            times[i].append(ms(clock.now - t0))
        }
    }
    var reference: Double?
    for (i, c) in cases.enumerated() {
        let sorted = times[i].sorted()
        let median = sorted[sorted.count / 2]
        if c.name.hasPrefix("LinePlot") { reference = median }
        let ratio = reference.map { String(format: "%6.2f×", median / $0) } ?? "      -"
        print(pad(c.name, 56) + String(format: "%9.1f ms  best %8.1f ms  %@ the LinePlot's PNG  %8.1f kB", median, sorted[0], ratio,
                                        Double(sizes[i]) / 1000))
    }
}
