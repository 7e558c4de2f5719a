// openchart-bench: how long charts of many rows take, DSL → engine → SVG, stage by stage.
//
// Run it in release; debug builds are many times slower and say nothing about users' speed:
//
//     swift run -c release openchart-bench            every case (a minute or two)
//     swift run -c release openchart-bench --quick    a small set (a few seconds)
//     swift run -c release openchart-bench --filter line --budget 3 --dump /tmp/svgs
//
// Each case is timed at least 3 times and until it has used about a second (`--budget`); the table
// shows medians. "dsl" evaluates the chart content into mark specs, "engine" resolves, scales, lays out
// and draws the scene, "svg" writes the document; "total" is their sum per run, and "renderer"
// times `ChartRenderer.svg()` as a user calls it. "×1k" divides the total by the 1,000-point
// line's, so a case that does work proportional to pixels rather than rows stays near 1.

import ChartEngine
import ChartScene
import ChartSVG
import Foundation
import OpenCharts

// MARK: - Data

/// A deterministic pseudo-random generator (SplitMix64), so every run draws the same chart.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

struct XY { var x: Double; var y: Double }
struct Category { var name: String; var value: Double }
struct Day { var date: Date; var value: Double }
struct SeriesPoint { var x: Double; var y: Double; var series: String }

/// A random walk: what a long time series looks like.
func walk(_ n: Int, seed: UInt64 = 1) -> [XY] {
    var rng = SplitMix(state: seed), y = 0.0
    return (0..<n).map { i in
        y += Double.random(in: -1...1, using: &rng)
        return XY(x: Double(i), y: y)
    }
}

func scatter(_ n: Int) -> [XY] {
    var rng = SplitMix(state: 2)
    return (0..<n).map { _ in XY(x: Double.random(in: 0...100, using: &rng), y: Double.random(in: 0...50, using: &rng)) }
}

func categories(_ n: Int) -> [Category] {
    var rng = SplitMix(state: 3)
    return (0..<n).map { Category(name: "Item \($0)", value: Double.random(in: 1...100, using: &rng)) }
}

func days(_ n: Int) -> [Day] {
    var rng = SplitMix(state: 4)
    let start = Date(timeIntervalSinceReferenceDate: 0)
    return (0..<n).map { Day(date: start.addingTimeInterval(Double($0) * 86_400), value: Double.random(in: 1...100, using: &rng)) }
}

func stackedSeries(_ n: Int) -> [SeriesPoint] {
    var rng = SplitMix(state: 5)
    return ["Alpha", "Beta", "Gamma"].flatMap { name in
        (0..<n).map { SeriesPoint(x: Double($0), y: Double.random(in: 1...10, using: &rng), series: name) }
    }
}

// MARK: - Cases

/// The environment every case renders in: fixed locale, calendar and time zone.
let environment: EnvironmentValues = {
    var env = EnvironmentValues()
    env.locale = Locale(identifier: "en_US")
    env.timeZone = TimeZone(identifier: "UTC")!
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = env.timeZone
    env.calendar = calendar
    return env
}()
let size = (width: 640.0, height: 400.0)

/// One chart to time: how to evaluate its content alone, and how to render it as a user does.
struct BenchCase {
    let name: String
    let rows: Int
    let quick: Bool
    let spec: () -> ChartSpec
    let svg: () -> String

    init<C: ChartContent>(_ name: String, rows: Int, quick: Bool = false, chart: @escaping () -> Chart<C>) {
        self.name = name; self.rows = rows; self.quick = quick
        spec = { ChartStages.spec(of: chart(), environment: environment) }
        svg = {
            var r = ChartRenderer(content: chart())
            r.proposedSize = ProposedViewSize(width: size.width, height: size.height)
            r.locale = environment.locale; r.timeZone = environment.timeZone; r.calendar = environment.calendar
            return r.svg()
        }
    }
}

/// `n` with thousands separators, the same in every locale.
func grouped(_ n: Int) -> String { n.formatted(.number.locale(Locale(identifier: "en_US"))) }

func lineCase(_ n: Int, quick: Bool = false) -> BenchCase {
    let points = walk(n)
    return BenchCase("line \(grouped(n))", rows: n, quick: quick) {
        Chart { ForEach(points, id: \.x) { p in LineMark(x: .value("X", p.x), y: .value("Y", p.y)) } }
    }
}

func lineDataCase(_ n: Int) -> BenchCase {
    let points = walk(n)
    return BenchCase("line \(grouped(n)), Chart(data, id:)", rows: n) {
        Chart(points, id: \.x) { p in LineMark(x: .value("X", p.x), y: .value("Y", p.y)) }
    }
}

func linePlotCase(_ n: Int, quick: Bool = false) -> BenchCase {
    let points = walk(n)
    return BenchCase("LinePlot \(grouped(n))", rows: n, quick: quick) {
        Chart { LinePlot(points, x: .value("X", \.x), y: .value("Y", \.y)) }
    }
}

func scatterCase(_ n: Int, quick: Bool = false) -> BenchCase {
    let points = scatter(n)
    return BenchCase("scatter \(grouped(n))", rows: n, quick: quick) {
        Chart { ForEach(points, id: \.x) { p in PointMark(x: .value("X", p.x), y: .value("Y", p.y)) } }
    }
}

func categoryBarCase(_ n: Int, quick: Bool = false) -> BenchCase {
    let items = categories(n)
    return BenchCase("bars \(grouped(n)) categories", rows: n, quick: quick) {
        Chart(items, id: \.name) { c in BarMark(x: .value("Name", c.name), y: .value("Value", c.value)) }
    }
}

func dayBarCase(_ n: Int) -> BenchCase {
    let items = days(n)
    return BenchCase("bars \(grouped(n)) days", rows: n) {
        Chart(items, id: \.date) { d in BarMark(x: .value("Day", d.date, unit: .day), y: .value("Value", d.value)) }
    }
}

func stackedAreaCase(_ n: Int, quick: Bool = false) -> BenchCase {
    let points = stackedSeries(n)
    return BenchCase("areas 3 × \(grouped(n)) stacked", rows: 3 * n, quick: quick) {
        Chart {
            ForEach(Array(points.enumerated()), id: \.offset) { _, p in
                AreaMark(x: .value("X", p.x), y: .value("Y", p.y)).foregroundStyle(by: .value("Series", p.series))
            }
        }
    }
}

/// Cases are built lazily so that only one case's data is alive at a time.
let allCases: [() -> BenchCase] = [
    { lineCase(1_000, quick: true) },
    { lineCase(100_000, quick: true) },
    { lineCase(1_000_000) },
    { lineDataCase(1_000_000) },
    { linePlotCase(100_000, quick: true) },
    { linePlotCase(1_000_000) },
    { scatterCase(10_000, quick: true) },
    { scatterCase(100_000) },
    { scatterCase(1_000_000) },
    { categoryBarCase(1_000, quick: true) },
    { dayBarCase(100_000) },
    { stackedAreaCase(10_000, quick: true) },
    { stackedAreaCase(100_000) },
    { barPlotCase(1_000_000) },
    { barMarksCase(1_000_000) },
]

// MARK: - Timing

let clock = ContinuousClock()

func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
}

/// Runs `body` at least `minimumRuns` times and until about `budget` seconds have passed;
/// returns the time of each run in seconds, one array per stage the body reports.
func measure(minimumRuns: Int = 3, budget: Double = 1, maximumRuns: Int = 200,
             _ body: () -> [Double]) -> [[Double]] {
    var samples: [[Double]] = []
    let start = clock.now
    while samples.count < minimumRuns || (seconds(clock.now - start) < budget && samples.count < maximumRuns) {
        samples.append(body())
    }
    return (0..<(samples.first?.count ?? 0)).map { stage in samples.map { $0[stage] } }
}

func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    guard !s.isEmpty else { return .nan }
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

/// Times the three stages of one render; returns their durations and the document.
func stagedRender(_ c: BenchCase) -> (times: [Double], svg: String) {
    let context = ChartStages.context(environment)
    let frame = SceneRect(x: 0, y: 0, width: size.width, height: size.height)
    let t0 = clock.now
    let spec = c.spec()
    let t1 = clock.now
    let output = ChartEngine.render(spec, in: frame, context: context)
    let t2 = clock.now
    let scene = Scene(size: SceneSize(width: size.width, height: size.height), background: RGBA(hex: 0xFFFFFF),
                      title: "Chart", summary: output.summary,
                      nodes: [.group(SceneGroup(children: output.nodes, semantics: SceneSemantics(classes: "chart")))])
    let svg = SVGWriter().document(for: scene)
    let t3 = clock.now
    return ([seconds(t1 - t0), seconds(t2 - t1), seconds(t3 - t2), seconds(t3 - t0)], svg)
}

// MARK: - Main

if runPeerMode(CommandLine.arguments) { exit(0) }

var quick = false
var budget = 1.0
var filter: String?
var dumpFolder: URL?
var arguments = Array(CommandLine.arguments.dropFirst())
while !arguments.isEmpty {
    let a = arguments.removeFirst()
    switch a {
    case "--quick": quick = true
    case "--filter" where !arguments.isEmpty: filter = arguments.removeFirst()
    case "--budget" where !arguments.isEmpty: budget = Double(arguments.removeFirst()) ?? budget
    case "--dump" where !arguments.isEmpty: dumpFolder = URL(fileURLWithPath: arguments.removeFirst(), isDirectory: true)
    case "--png" where !arguments.isEmpty:
        // The PNG benchmark: see PNGBenchmark.swift.
        let runs = Int(arguments.removeFirst()) ?? 20
        let out = arguments.first == "--out" && arguments.count > 1 ? arguments[1] : nil
        try runPNGBenchmark(runs: runs, output: out)
        exit(0)
    case "--bars":
        let runs = arguments.first.flatMap { Int($0) }
        if runs != nil { arguments.removeFirst() }
        let only = arguments.first == "--only" && arguments.count > 1 ? arguments[1] : nil
        try runBarBenchmark(runs: runs ?? 10, only: only)
        exit(0)
    case "--surface3d" where !arguments.isEmpty, "--scatter3d" where !arguments.isEmpty:
        let runs = Int(arguments.removeFirst()) ?? 20
        let out = arguments.first == "--out" && arguments.count > 1 ? arguments[1] : nil
        if a == "--surface3d" {
            try run3DBenchmark(Surface3DBenchmarkChart(), runs: runs, output: out) { try $0.png(scale: 2) }
        } else {
            try run3DBenchmark(Scatter3DBenchmarkChart(), runs: runs, output: out) { Data($0.svg().utf8) }
        }
        exit(0)
    case "--ten-million":
        let runs = arguments.first.flatMap { Int($0) }
        if runs != nil { arguments.removeFirst() }
        var only: String?, out: String?
        while arguments.count > 1, arguments[0] == "--only" || arguments[0] == "--out" {
            if arguments.removeFirst() == "--only" { only = arguments.removeFirst() } else { out = arguments.removeFirst() }
        }
        try runTenMillionBenchmark(runs: runs ?? 5, only: only, output: out)
        exit(0)
    case "--million-selection":
        let out = arguments.first == "--out" && arguments.count > 1 ? arguments[1] : nil
        try runMillionSelectionBenchmark(output: out)
        exit(0)
    case "--surface3d-page" where !arguments.isEmpty:
        // The surface of --surface3d as an offline page that turns, for chart3d_turning.py.
        var renderer = ChartRenderer(content: Surface3DBenchmarkChart())
        renderer.proposedSize = ProposedViewSize(width: 400, height: 400)
        renderer.locale = Locale(identifier: "en_US")
        renderer.timeZone = TimeZone(identifier: "UTC")!
        try Data(renderer.html().utf8).write(to: URL(fileURLWithPath: arguments.removeFirst()))
        exit(0)
    case "--threads":
        // Renders on many threads at once: what building views on the main actor costs a server.
        let threads = arguments.first.flatMap { Int($0) } ?? 4
        if !arguments.isEmpty { arguments.removeFirst() }
        let renders = arguments.first.flatMap { Int($0) } ?? 200
        // The main thread serves the main queue while other threads render, as a server's does.
        Thread.detachNewThread {
            runThreadedRenders(threads: threads, renders: renders)
            exit(0)
        }
        dispatchMain()
    case "--png-heavy":
        try runHeavyPNGBenchmark()
        exit(0)
    case "--png-stages":
        let runs = arguments.first.flatMap { Int($0) }
        if runs != nil { arguments.removeFirst() }
        let only = arguments.first == "--only" && arguments.count > 1 ? arguments[1] : nil
        runPNGStages(runs: runs ?? 20, only: only)
        exit(0)
    default:
        print("usage: openchart-bench [--quick] [--filter TEXT] [--budget SECONDS] [--dump DIR]")
        print("       openchart-bench --png RUNS [--out FILE]    a 12-bar chart as a 2x PNG (see png-vs-matplotlib.sh)")
        print("       openchart-bench --bars [RUNS] [--only TEXT]  1,000,000 bars to SVG and 2x PNG beside a 1,000,000-point LinePlot's PNG")
        print("       openchart-bench --surface3d RUNS [--out FILE]  a 100 x 100 surface as a 2x PNG (see chart3d-vs-matplotlib.sh)")
        print("       openchart-bench --scatter3d RUNS [--out FILE]  10,000 points in 3D as SVG")
        print("       openchart-bench --ten-million [RUNS] [--only TEXT] [--out DIR]  10,000,000-row PointPlot, LinePlot, BarPlot to 2x PNG")
        print("       openchart-bench --million-selection [--out FILE]  the interactive page of a 1,000,000-point LinePlot with a selection")
        print("       openchart-bench --surface3d-page FILE          that surface as an offline page that turns (see chart3d_turning.py)")
        print("       openchart-bench --threads [THREADS] [RENDERS]  a report screen rendered on many threads, views built on the main actor or not")
        print("       openchart-bench --png-heavy                PNGs of a 1,000,000-point line and a 100,000-point scatter")
        print("       openchart-bench --png-stages [RUNS] [--only TEXT]  rasterize and encode times of a bar chart and a long line")
        exit(a == "--help" || a == "-h" ? 0 : 2)
    }
}
#if DEBUG
print("warning: a debug build; run `swift run -c release openchart-bench` for meaningful numbers\n")
#endif
if let dumpFolder { try FileManager.default.createDirectory(at: dumpFolder, withIntermediateDirectories: true) }

// Locale, calendar and formatter set-up happen once per process; keep them out of the first case.
_ = dayBarCase(10).svg()
_ = lineCase(10).svg()

func ms(_ s: Double) -> String { String(format: "%9.1f", s * 1000) }
func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }

print(pad("case", 36) + "     rows  runs      dsl   engine      svg    total renderer      ×1k   svg size")
print(String(repeating: "-", count: 124))
var baseline: Double?
for make in allCases {
    let c = make()
    if quick && !c.quick { continue }
    if let filter, !c.name.contains(filter) { continue }
    var document = ""
    let stages = measure(budget: budget) {
        let r = stagedRender(c)
        document = r.svg
        return r.times
    }
    let renderer = measure(budget: budget) { let t0 = clock.now; _ = c.svg(); return [seconds(clock.now - t0)] }[0]
    let total = median(stages[3])
    if c.name == "line 1,000" { baseline = total }
    let ratio = baseline.map { String(format: "%8.1f", total / $0) } ?? "       -"
    print(pad(c.name, 36) + String(format: "%9d %5d", c.rows, stages[3].count) + ms(median(stages[0])) + ms(median(stages[1]))
          + ms(median(stages[2])) + ms(total) + ms(median(renderer)) + " " + ratio
          + String(format: " %8.1f kB", Double(document.utf8.count) / 1000))
    if let dumpFolder {
        let file = c.name.map { $0.isLetter || $0.isNumber ? $0 : "-" }
        try Data(document.utf8).write(to: dumpFolder.appendingPathComponent(String(file) + ".svg"))
    }
}
print("\ntimes in ms, medians; ×1k is the total divided by the 1,000-point line's")
benchmarkInteractivePages(filter: filter, budget: budget)
