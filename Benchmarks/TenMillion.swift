import Foundation
import OpenCharts

// `openchart-bench --ten-million [RUNS] [--only TEXT] [--out DIR]`: ten million rows as a
// `PointPlot` (a scatter of normal clusters), a `LinePlot` and a `BarPlot` (random walks), each
// to a PNG of 1,280 × 800 pixels (640 × 400 points at 2×), the size `datashader_points.py`
// draws; the cases take turns, each the median of RUNS renders after a warm-up. `--only input`
// builds the rows and stops, for a peak-memory baseline under /usr/bin/time -v.

/// Ten million points in three normal clusters (Box–Muller over SplitMix64), as datashader's
/// benchmark draws them.
func clusters(_ n: Int) -> [XY] {
    var rng = SplitMix(state: 7)
    let centres: [(Double, Double, Double)] = [(2, 2, 0.6), (-1, 3, 1.0), (0, -2, 0.4)]
    func uniform() -> Double { Double(rng.next() >> 11) / Double(1 << 53) }
    return (0..<n).map { i in
        let c = centres[i % 3]
        let r = (-2 * log(max(uniform(), 1e-300))).squareRoot(), t = 2 * Double.pi * uniform()
        return XY(x: c.0 + c.2 * r * cos(t), y: c.1 + c.2 * r * sin(t))
    }
}

func runTenMillionBenchmark(runs: Int, only: String?, output: String?) throws {
    let n = 10_000_000
    let points = only == nil || only!.contains("Point") || only == "input" ? clusters(n) : []
    let steps = only == nil || !only!.contains("Point") ? walk(n) : []
    if only == "input" {
        print("input: \(points.count + steps.count) rows, \((points.count + steps.count) * MemoryLayout<XY>.stride / 1_000_000) MB")
        return
    }
    struct Case { let name: String; let view: AnyView }
    let cases = [
        Case(name: "PointPlot 10,000,000 → 2× PNG", view: AnyView(Chart { PointPlot(points, x: .value("X", \.x), y: .value("Y", \.y)) })),
        Case(name: "LinePlot 10,000,000 → 2× PNG", view: AnyView(Chart { LinePlot(steps, x: .value("X", \.x), y: .value("Y", \.y)) })),
        Case(name: "BarPlot 10,000,000 → 2× PNG", view: AnyView(Chart { BarPlot(steps, x: .value("X", \.x), y: .value("Y", \.y)) })),
    ].filter { only == nil || $0.name.contains(only!) }
    let clock = ContinuousClock()
    func ms(_ d: Duration) -> Double { Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15 }
    var renderers: [ChartRenderer<AnyView>] = []
    for c in cases {
        var r = ChartRenderer(content: c.view)
        r.proposedSize = ProposedViewSize(width: 640, height: 400)
        r.locale = Locale(identifier: "en_US")
        r.timeZone = TimeZone(identifier: "UTC")!
        let png = try r.png(scale: 2)
        if let output {
            let name = c.name.prefix(while: { $0 != " " }).lowercased()
            try png.write(to: URL(fileURLWithPath: output).appendingPathComponent("ten-million-\(name).png"))
        }
        renderers.append(r)
    }
    var times = [[Double]](repeating: [], count: cases.count), cpu = times
    for _ in 0..<max(1, runs) {
        for i in cases.indices {
            let t0 = clock.now, c0 = processCPUMilliseconds()
            _ = try renderers[i].png(scale: 2).count
            times[i].append(ms(clock.now - t0))
            cpu[i].append(processCPUMilliseconds() - c0)
        }
    }
    for (i, c) in cases.enumerated() {
        let sorted = times[i].sorted(), cpuSorted = cpu[i].sorted()
        // CPU time (user and system, every thread) beside the wall time: on a loaded machine the
        // wall time waits for cores, the CPU time does not.
        print(pad(c.name, 40) + String(format: "%9.1f ms  best %8.1f ms  cpu %8.1f ms", sorted[sorted.count / 2], sorted[0],
                                       cpuSorted[cpuSorted.count / 2]))
    }
}

/// The CPU time the process has used so far, every thread, in milliseconds.
func processCPUMilliseconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6
}
