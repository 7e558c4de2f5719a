import Foundation
import OpenCharts

// `openchart-bench --png RUNS [--out FILE]`: a 12-bar chart, 400 × 280 points, drawn to a 2× PNG
// RUNS times in one process; prints the median and best milliseconds per PNG and the file size.
// Benchmarks/png-vs-matplotlib.sh runs it in turns with the same chart in matplotlib.

struct MonthlySales: Identifiable {
    var month: String
    var sales: Double
    var id: String { month }
}

struct TwelveBarChart: View {
    let data: [MonthlySales] = zip(["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
                                   [42, 51, 38, 66, 74, 58, 81, 77, 63, 55, 47, 69]).map { MonthlySales(month: $0, sales: $1) }
    var body: some View {
        Chart(data) { item in
            BarMark(x: .value("Month", item.month), y: .value("Sales", item.sales))
        }
    }
}

func runPNGBenchmark(runs: Int, output: String?) throws {
    var renderer = ChartRenderer(content: TwelveBarChart())
    renderer.proposedSize = ProposedViewSize(width: 400, height: 280)
    renderer.locale = Locale(identifier: "en_US")
    renderer.timeZone = TimeZone(identifier: "UTC")!
    var png = try renderer.png(scale: 2)  // warm up formatters and tables
    var times: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<max(1, runs) {
        let t0 = clock.now
        png = try renderer.png(scale: 2)
        let d = clock.now - t0
        times.append(Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18)
    }
    times.sort()
    if let output { try png.write(to: URL(fileURLWithPath: output)) }
    print(String(format: "openchart  median %.2f ms  best %.2f ms  %d bytes", times[times.count / 2] * 1000, times[0] * 1000, png.count))
}

/// `openchart-bench --png-heavy`: PNGs of large charts (a long line, a dense scatter), timed once
/// each after a warm-up, beside the SVG of the same chart.
func runHeavyPNGBenchmark() throws {
    struct Case { let name: String; let view: AnyView }
    let line = walk(1_000_000), dots = scatter(100_000)
    let cases = [
        Case(name: "line 1,000,000", view: AnyView(Chart { ForEach(line, id: \.x) { p in LineMark(x: .value("X", p.x), y: .value("Y", p.y)) } })),
        Case(name: "scatter 100,000", view: AnyView(Chart { ForEach(dots, id: \.x) { p in PointMark(x: .value("X", p.x), y: .value("Y", p.y)) } })),
    ]
    let clock = ContinuousClock()
    func ms(_ d: Duration) -> Double { Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15 }
    for c in cases {
        var r = ChartRenderer(content: c.view)
        r.proposedSize = ProposedViewSize(width: 640, height: 400)
        r.locale = Locale(identifier: "en_US")
        r.timeZone = TimeZone(identifier: "UTC")!
        _ = r.svg()
        var t0 = clock.now
        let svg = r.svg()
        let svgTime = ms(clock.now - t0)
        t0 = clock.now
        let png = try r.png(scale: 2)
        let pngTime = ms(clock.now - t0)
        print(String(format: "%@: svg %.0f ms (%d kB), png at 2x %.0f ms (%d kB)", c.name, svgTime, svg.utf8.count / 1000, pngTime, png.count / 1000))
    }
}
