import Foundation
import OpenCharts

// `openchart-bench --million-selection [--out FILE]`: the offline interactive page of a
// 1,000,000-point LinePlot whose x selection draws a rule, as a user writes it: the time to build
// the page (process CPU time, median of three), its size beside the static SVG's, and its warnings.
// With --out, the page is written for a browser to hover (Tests/Browser or by hand).

struct MillionSelectionChart: View {
    let points: [XY]
    @State private var selected: Double?

    var body: some View {
        Chart {
            LinePlot(points, x: .value("Step", \.x), y: .value("Value", \.y))
            if let selected {
                RuleMark(x: .value("Step", selected))
                    .foregroundStyle(.gray)
                    .annotation(position: .top) { Text("Step \(selected, format: .number.precision(.fractionLength(0)))").font(.caption) }
            }
        }
        .chartXSelection(value: $selected)
        .frame(width: 640, height: 360)
    }
}

func runMillionSelectionBenchmark(output: String?) throws {
    let chart = MillionSelectionChart(points: walk(1_000_000))
    let renderer = ChartRenderer(content: chart)
    let svg = renderer.svg()
    var page = ""
    var times: [Double] = []
    for _ in 0..<3 {
        let c0 = cpuSeconds()
        page = try renderer.html()
        times.append(cpuSeconds() - c0)
    }
    times.sort()
    print(String(format: "1,000,000-point LinePlot with x selection: page %.0f ms CPU (median of 3), page %.1f kB, svg %.1f kB",
                 times[1] * 1000, Double(page.utf8.count) / 1000, Double(svg.utf8.count) / 1000))
    for warning in renderer.warnings { print("    warning: " + warning) }
    if let output { try Data(page.utf8).write(to: URL(fileURLWithPath: output)) }
}
