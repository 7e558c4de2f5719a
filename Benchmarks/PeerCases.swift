// The cases `Benchmarks/compare-matplotlib.py` runs through both libraries, one process per measurement:
//
//     openchart-bench --peer line-svg --data points.f64 --repeat 5 --out /tmp/line.svg
//
// prints `ms <median of the timed renders>` and `bytes <size of the last output>`. The data file holds
// little-endian float64 pairs (x, y), the same file the matplotlib side reads, so both draw the same points.
// Loading the file is not timed; building the chart and writing the document is.

import Foundation
import OpenCharts

/// Reads `(x, y)` pairs of float64 from `path`, a megabyte at a time, so that the file's bytes and the
/// points are never both in memory: the baseline for peak memory is the points alone.
func peerPoints(_ path: String) -> [XY] {
    guard let file = FileHandle(forReadingAtPath: path) else { return [] }
    defer { try? file.close() }
    let size = Int((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)
    var points: [XY] = []
    points.reserveCapacity(size / 16)
    while let chunk = try? file.read(upToCount: 1 << 20), !chunk.isEmpty {
        chunk.withUnsafeBytes { raw in
            for i in 0..<(raw.count / 16) {
                points.append(XY(x: raw.loadUnaligned(fromByteOffset: 16 * i, as: Double.self),
                                 y: raw.loadUnaligned(fromByteOffset: 16 * i + 8, as: Double.self)))
            }
        }
    }
    return points
}

/// A renderer set up as every peer case draws: 640 × 400 points, fixed locale and time zone.
func peerRenderer<V: View>(_ view: V) -> ChartRenderer<V> {
    var r = ChartRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: size.width, height: size.height)
    r.locale = environment.locale; r.timeZone = environment.timeZone; r.calendar = environment.calendar
    return r
}

/// The bytes of one render of case `name`, or `nil` for an unknown case.
func peerRender(_ name: String, _ points: [XY]) -> Data? {
    switch name {
    case "line-svg":
        return Data(peerRenderer(Chart { ForEach(points, id: \.x) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)) } }).svg().utf8)
    case "line-png":
        return try? peerRenderer(Chart { ForEach(points, id: \.x) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)) } }).png(scale: 1)
    case "line-png2":
        return try? peerRenderer(Chart { ForEach(points, id: \.x) { LineMark(x: .value("X", $0.x), y: .value("Y", $0.y)) } }).png(scale: 2)
    case "lineplot-png2":
        return try? peerRenderer(Chart { LinePlot(points, x: .value("X", \.x), y: .value("Y", \.y)) }).png(scale: 2)
    case "lineplot-svg":
        return Data(peerRenderer(Chart { LinePlot(points, x: .value("X", \.x), y: .value("Y", \.y)) }).svg().utf8)
    case "lineplot-png":
        return try? peerRenderer(Chart { LinePlot(points, x: .value("X", \.x), y: .value("Y", \.y)) }).png(scale: 1)
    case "scatter-svg":
        return Data(peerRenderer(Chart { ForEach(points, id: \.x) { PointMark(x: .value("X", $0.x), y: .value("Y", $0.y)) } }).svg().utf8)
    case "pointplot-svg":
        return Data(peerRenderer(Chart { PointPlot(points, x: .value("X", \.x), y: .value("Y", \.y)) }).svg().utf8)
    case "scatter-colored-png2":
        // Each point coloured by its y value on a continuous gradient, as `ax.scatter(c=y)` colours.
        return try? peerRenderer(Chart {
            PointPlot(points, x: .value("X", \.x), y: .value("Y", \.y)).foregroundStyle(by: .value("Value", \.y))
        }).png(scale: 2)
    case "scatter-pdf":
        return try? peerRenderer(Chart { PointPlot(points, x: .value("X", \.x), y: .value("Y", \.y)) }).pdf()
    case "bars-svg":
        let items = categories(12)
        return Data(peerRenderer(Chart(items, id: \.name) { BarMark(x: .value("Name", $0.name), y: .value("Value", $0.value)) }).svg().utf8)
    case "function-svg":
        return Data(peerRenderer(Chart { LinePlot(x: "x", y: "y", domain: 0...20) { sin($0) * exp(-$0 / 10) } }).svg().utf8)
    case "baseline":
        return Data(count: points.count)
    default:
        return peerStyledRender(name, points)
    }
}

/// Runs `--peer` mode when asked; returns whether it did.
func runPeerMode(_ arguments: [String]) -> Bool {
    guard let i = arguments.firstIndex(of: "--peer"), i + 1 < arguments.count else { return false }
    func option(_ name: String) -> String? {
        arguments.firstIndex(of: name).flatMap { $0 + 1 < arguments.count ? arguments[$0 + 1] : nil }
    }
    let name = arguments[i + 1]
    let points = option("--data").map(peerPoints) ?? []
    let repeats = max(1, Int(option("--repeat") ?? "1") ?? 1)
    if name.hasPrefix("heatmap") { peerHeatCells = heatGrid(1_000) }
    var times: [Double] = [], output = Data()
    for _ in 0..<repeats {
        let t0 = clock.now
        guard let bytes = peerRender(name, points) else {
            FileHandle.standardError.write(Data("unknown peer case \(name)\n".utf8))
            exit(2)
        }
        times.append(seconds(clock.now - t0))
        output = bytes
    }
    if let out = option("--out") { try? output.write(to: URL(fileURLWithPath: out)) }
    print("ms \(median(times) * 1000)")
    print("bytes \(output.count)")
    withExtendedLifetime(points) {}
    return true
}
