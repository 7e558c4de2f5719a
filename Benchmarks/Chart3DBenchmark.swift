import Foundation
import OpenCharts

// `openchart-bench --surface3d RUNS [--out FILE]`: sin(x)·cos(z) sampled on 100 × 100 cells,
// 400 × 400 points, drawn to a 2× PNG RUNS times; and `--scatter3d RUNS [--out FILE]`: 10,000
// points in 3D to SVG. Each prints the median and best milliseconds and the output's size.
// Benchmarks/chart3d-vs-matplotlib.sh runs them in turns with the same charts in matplotlib.

struct Surface3DBenchmarkChart: View {
    var body: some View {
        Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(x) * cos(z) }
                .foregroundStyle(.heightBased)
        }
        .chartXScale(domain: -5...5)
        .chartYScale(domain: -1...1)
        .chartZScale(domain: -5...5)
        .chart3DSurfaceSamples(100)
    }
}

struct Point3D: Identifiable { let id: Int; let x: Double; let y: Double; let z: Double }

struct Scatter3DBenchmarkChart: View {
    let points: [Point3D] = {
        var rng = SplitMix(state: 7)
        return (0..<10_000).map { i in
            Point3D(id: i, x: Double.random(in: 0...1, using: &rng), y: Double.random(in: 0...1, using: &rng),
                    z: Double.random(in: 0...1, using: &rng))
        }
    }()
    var body: some View {
        Chart3D(points) { p in
            PointMark(x: .value("x", p.x), y: .value("y", p.y), z: .value("z", p.z))
        }
    }
}

func run3DBenchmark<V: View>(_ view: V, runs: Int, output: String?, draw: (ChartRenderer<V>) throws -> Data) throws {
    var renderer = ChartRenderer(content: view)
    renderer.proposedSize = ProposedViewSize(width: 400, height: 400)
    renderer.locale = Locale(identifier: "en_US")
    renderer.timeZone = TimeZone(identifier: "UTC")!
    var bytes = try draw(renderer)  // warm up
    var times: [Double] = [], cpu: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<max(1, runs) {
        let t0 = clock.now, c0 = processCPUSeconds()
        bytes = try draw(renderer)
        let d = clock.now - t0
        cpu.append(processCPUSeconds() - c0)
        times.append(Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18)
    }
    times.sort(); cpu.sort()
    if let output { try bytes.write(to: URL(fileURLWithPath: output)) }
    print(String(format: "openchart  median %.2f ms  best %.2f ms  cpu median %.2f ms  %d bytes", times[times.count / 2] * 1000,
                 times[0] * 1000, cpu[cpu.count / 2] * 1000, bytes.count))
}

/// The processor time this process has used, in seconds: on a loaded machine it says what a
/// render costs where the wall clock also counts other programs' turns.
func processCPUSeconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
    return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
}
