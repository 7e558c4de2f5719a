import Foundation
import OpenCharts

// `openchart-bench --bars [RUNS] [--only TEXT]`: a million bars as a BarPlot and as a ForEach of
// BarMark, to SVG and to a 2× PNG, beside a million-point LinePlot to a 2× PNG, in one process;
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
    struct Case { let name: String; let view: AnyView; let png: Bool }
    let plot = AnyView(Chart { BarPlot(points, x: .value("X", \.x), y: .value("Y", \.y)) })
    let marks = AnyView(Chart { ForEach(points, id: \.x) { p in BarMark(x: .value("X", p.x), y: .value("Y", p.y)) } })
    let line = AnyView(Chart { LinePlot(points, x: .value("X", \.x), y: .value("Y", \.y)) })
    let cases = [
        Case(name: "LinePlot 1,000,000 → 2× PNG", view: line, png: true),
        Case(name: "BarPlot 1,000,000 → SVG", view: plot, png: false),
        Case(name: "BarPlot 1,000,000 → 2× PNG", view: plot, png: true),
        Case(name: "ForEach of BarMark 1,000,000 → SVG", view: marks, png: false),
        Case(name: "ForEach of BarMark 1,000,000 → 2× PNG", view: marks, png: true),
    ].filter { only == nil || $0.name.contains(only!) }
    let clock = ContinuousClock()
    func ms(_ d: Duration) -> Double { Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15 }
    var reference: Double?
    for c in cases {
        var r = ChartRenderer(content: c.view)
        r.proposedSize = ProposedViewSize(width: 640, height: 400)
        r.locale = Locale(identifier: "en_US")
        r.timeZone = TimeZone(identifier: "UTC")!
        var size = 0
        func once() throws { size = c.png ? try r.png(scale: 2).count : r.svg().utf8.count }
        try once()
        var times: [Double] = []
        for _ in 0..<max(1, runs) {
            let t0 = clock.now
            try once()
            times.append(ms(clock.now - t0))
        }
        times.sort()
        let median = times[times.count / 2]
        if c.name.hasPrefix("LinePlot") { reference = median }
        let ratio = reference.map { String(format: "%6.2f×", median / $0) } ?? "      -"
        print(pad(c.name, 40) + String(format: "%9.1f ms  best %8.1f ms  %@ the LinePlot's PNG  %8.1f kB", median, times[0], ratio,
                                        Double(size) / 1000))
    }
}
