import ArgumentParser
import Foundation
import Testing
@testable import OpenChartsCLI

@Suite("Flags become the same spec a file would give")
struct FlagSpecTests {
    func job(_ args: [String]) throws -> RenderJob {
        let c = try RenderCommand.parse(args)
        return try RenderJob(input: c.input, output: c.output, format: c.format, specPath: c.spec,
                             marks: c.marks, chart: c.chart, picture: c.picture, data: c.data)
    }

    @Test("--x, --y, --mark and --color are a mark with foregroundStyle(by:)")
    func barWithColour() throws {
        let j = try job(["sales.csv", "--x", "month", "--y", "revenue", "--mark", "bar", "--color", "region", "-o", "sales.png"])
        let m = try #require(j.spec.marks.first)
        #expect(m.kind == .bar)
        #expect(m.x == .column("month"))
        #expect(m.y == .column("revenue"))
        #expect(m.foregroundStyle == .by(.column("region")))
        #expect(j.output.format == .png)
        #expect(RenderJob.columns(of: j.spec).map(\.name) == ["month", "revenue", "region"])
    }

    @Test("a pie takes --angle, or --y, and colours by --x")
    func pie() throws {
        let m = try #require(try job(["d.csv", "--mark", "pie", "--x", "name", "--y", "share"]).spec.marks.first)
        #expect(m.kind == .sector)
        #expect(m.angle == .column("share"))
        #expect(m.foregroundStyle == .by(.column("name")))
        let donut = try #require(try job(["d.csv", "--mark", "donut", "--angle", "share"]).spec.marks.first)
        #expect(donut.innerRadius == .ratio(0.618))
    }

    @Test("chart flags set the scales, axis labels, legend and size")
    func chartFlags() throws {
        let s = try job(["d.csv", "--x", "a", "--y", "b", "--x-scale", "log", "--y-scale", "sqrt", "--x-label", "Time",
                         "--legend", "top", "--width", "800", "--title", "Sales"]).spec
        #expect(s.chartXScale?.type == "log")
        #expect(s.chartYScale?.type == "squareRoot")
        #expect(s.chartXAxisLabel == "Time")
        #expect(s.chartLegend?.position == "top")
        #expect(s.width == 800)
        #expect(s.title == "Sales")
    }

    @Test("types and units given by flags reach the channels")
    func typesAndUnits() throws {
        let m = try #require(try job(["d.csv", "--x", "year", "--y", "b", "--x-type", "String", "--x-unit", "month"]).spec.marks.first)
        #expect(m.x?.type == .text)
        #expect(m.x?.unit == .month)
    }

    @Test("bad flag values are errors that name the flag", arguments: [
        ["d.csv", "--x", "a", "--y", "b", "--stack", "stacked"],
        ["d.csv", "--x", "a", "--y", "b", "--x-scale", "logarithmic"],
        ["d.csv", "--x", "a", "--y", "b", "--legend", "left"],
        ["d.csv", "--x", "a", "--y", "b", "--time-zone", "Mars/Olympus"],
        ["d.csv", "--x", "a", "--y", "b", "--delimiter", "ab"],
        ["d.csv", "--x", "a", "--y", "b", "-o", "chart.gif"],
        ["d.csv", "--x-start", "a", "--y", "b"],
        ["d.csv"],
    ])
    func badFlags(_ args: [String]) {
        #expect(throws: CLIError.self) { try job(args) }
    }

    @Test("the output is named after the data file when -o is left out, and - is standard output")
    func outputNames() throws {
        #expect(try job(["reports/sales.csv", "--x", "a", "--y", "b"]).output.url?.lastPathComponent == "sales.svg")
        #expect(try job(["sales.csv", "--x", "a", "--y", "b", "--format", "pdf"]).output.url?.lastPathComponent == "sales.pdf")
        #expect(try job(["-", "--x", "a", "--y", "b", "-o", "-"]).output.url == nil)
    }

    @Test("the gallery keeps its --output and --format flags")
    func gallery() throws {
        let g = try GalleryCommand.parse(["--output", "out", "--format", "svg"])
        #expect(g.output == "out")
        #expect(try g.formats() == [.svg])
        #expect(throws: (any Error).self) { try GalleryCommand.parse(["--format", "gif"]) }
    }
}
