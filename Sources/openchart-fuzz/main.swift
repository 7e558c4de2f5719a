// The fuzzer: random charts over the whole public API, each rendered in a child process.
//
//   swift run -c release openchart-fuzz run --from 1 --count 20000 --jobs 2   # a long run
//   swift run openchart-fuzz run --count 600 --max-rows 5000                 # what CI runs
//   swift run openchart-fuzz one 1234          # render seed 1234 here, print the result
//   swift run openchart-fuzz show 1234         # the recipe of seed 1234, as JSON
//   swift run openchart-fuzz minimise 1234     # shrink a failing seed's recipe and print it
//   swift run openchart-fuzz render 1234       # the SVG of seed 1234 (or of --recipe FILE)
//   swift run openchart-fuzz write 1234 x.svg  # write it with ChartRenderer.write(to:)
//
// `run` prints crashes grouped by their first frame in the package's code, renders that took
// longer than the timeout, check failures, the slowest render, and ends with
// "N passed, N failed"; it exits non-zero when anything failed. Every crash it finds becomes a
// regression test in Tests/OpenChartsTests/Regressions.
import Foundation
import OpenChartsFuzz

var arguments = Array(CommandLine.arguments.dropFirst())

@MainActor func option(_ name: String, _ fallback: String) -> String {
    guard let i = arguments.firstIndex(of: name), i + 1 < arguments.count else { return fallback }
    let v = arguments[i + 1]
    arguments.removeSubrange(i...(i + 1))
    return v
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("openchart-fuzz: \(message)\n".utf8))
    exit(2)
}

let maxRows = Int(option("--max-rows", "100000")) ?? 100_000
let recipeFile = option("--recipe", "")
let command = arguments.first ?? "run"

@MainActor func recipe(seedArgument: String?) -> FuzzRecipe {
    if !recipeFile.isEmpty {
        guard let data = FileManager.default.contents(atPath: recipeFile),
              let r = try? FuzzCase.decoder().decode(FuzzRecipe.self, from: data) else { fail("cannot read the recipe \(recipeFile)") }
        return r
    }
    guard let s = seedArgument, let seed = UInt64(s) else { fail("give a seed number or --recipe FILE") }
    return FuzzRecipe(seed: seed, options: FuzzOptions(maxRows: maxRows))
}

func ownExecutable() -> URL {
    let proc = URL(fileURLWithPath: "/proc/self/exe")
    if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: proc.path) { return URL(fileURLWithPath: path) }
    return URL(fileURLWithPath: CommandLine.arguments[0])
}

@MainActor func driver(timeout: Double) -> FuzzDriver {
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("openchart-fuzz-\(getpid())")
    try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    return FuzzDriver(executable: ownExecutable(), timeout: timeout, maxRows: maxRows, scratch: scratch)
}

switch command {
case "one":
    let r = recipe(seedArgument: arguments.dropFirst().first)
    let result = FuzzCase.run(r)
    print(String(decoding: try FuzzCase.encoder().encode(result), as: UTF8.self))
case "render":
    // The SVG of a seed or recipe, for tests that compare bytes across machines' settings.
    let renderer = recipe(seedArgument: arguments.dropFirst().first).renderer()
    FileHandle.standardOutput.write(Data(renderer.svg().utf8))
    for w in renderer.warnings { FileHandle.standardError.write(Data("warning: \(w)\n".utf8)) }
case "write":
    // `write SEED PATH [--wait]`: writes the render to PATH; with --wait, only after a line on
    // standard input, so that a test can prepare the folder first.
    let wait = arguments.contains("--wait")
    let rest = arguments.filter { $0 != "--wait" }
    guard rest.count >= 3 else { fail("write needs a seed and a path") }
    let r = recipe(seedArgument: rest[1])
    if wait { _ = readLine() }
    do { try r.renderer().write(to: URL(fileURLWithPath: rest[2])) } catch { fail("\(error)") }
case "show":
    let e = FuzzCase.encoder()
    e.outputFormatting = [.prettyPrinted, .sortedKeys]
    print(String(decoding: try e.encode(recipe(seedArgument: arguments.dropFirst().first)), as: UTF8.self))
case "minimise", "minimize":
    let d = driver(timeout: Double(option("--timeout", "20")) ?? 20)
    let original = recipe(seedArgument: arguments.dropFirst().first)
    let first = d.run(recipe: original)
    guard first.kind != .passed else { fail("seed \(original.seed) passes; nothing to minimise") }
    let site = first.crashSite
    let smallest = FuzzMinimiser { candidate in
        let o = d.run(recipe: candidate)
        return o.kind == first.kind && o.crashSite == site
    }.minimise(original)
    let e = FuzzCase.encoder()
    e.outputFormatting = [.prettyPrinted, .sortedKeys]
    try? FileManager.default.removeItem(at: d.scratch)
    print("fails as: \(first.kind) \(site ?? first.result?.problems.first ?? "")")
    print(String(decoding: try e.encode(smallest), as: UTF8.self))
case "run":
    let from = UInt64(option("--from", "1")) ?? 1
    let count = max(0, Int(option("--count", "300")) ?? 300)
    let jobs = max(1, Int(option("--jobs", "2")) ?? 2)
    let d = driver(timeout: Double(option("--timeout", "20")) ?? 20)
    let report = FuzzReport.run(driver: d, seeds: (0..<UInt64(count)).map { from + $0 }, jobs: jobs)
    try? FileManager.default.removeItem(at: d.scratch)
    print(report.summary)
    exit(report.failed == 0 ? 0 : 1)
default:
    fail("unknown command \(command); use run, one, show, minimise, render or write")
}
