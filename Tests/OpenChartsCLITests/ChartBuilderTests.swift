import Foundation
import OpenCharts
import Testing
@testable import OpenChartsCLI

/// The SVG of `spec` over `csv`, drawn as `openchart render` draws it.
func renderSVG(_ spec: ChartSpec, _ csv: String, threshold: Int = 20_000) throws -> String {
    let table = try readCSV(csv, RenderJob.columns(of: spec))
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    var builder = ChartBuilder(spec: spec, table: table, calendar: calendar)
    builder.vectorizedThreshold = threshold
    var renderer = ChartRenderer(content: try builder.view())
    renderer.proposedSize = ProposedViewSize(width: 640, height: 400)
    renderer.locale = Locale(identifier: "en_US")
    renderer.timeZone = calendar.timeZone
    return renderer.svg()
}

func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }

func spec(_ json: String) throws -> ChartSpec { try ChartSpec.decode(Data(json.utf8), yaml: false) }

@Suite("Building charts from specs through the public API")
struct ChartBuilderTests {
    let sales = """
    month,revenue,region
    2024-01-01,12000,North
    2024-02-01,13500,North
    2024-03-01,12800,North
    2024-01-01,8000,South
    2024-02-01,9100,South
    2024-03-01,9900,South
    """

    @Test("one bar per row, coloured by region, with a legend")
    func bars() throws {
        let svg = try renderSVG(spec(#"{"marks": [{"mark": "BarMark", "x": "month", "y": "revenue", "foregroundStyle": {"by": "region"}}]}"#), sales)
        #expect(count("class=\"mark bar\"", in: svg) == 6)
        #expect(svg.contains("class=\"legend\""))
        #expect(svg.contains(">North<") && svg.contains(">South<"))
    }

    @Test("a line per region, and a constant rule drawn once")
    func linesAndRule() throws {
        let s = try spec(#"""
        {"marks": [{"mark": "LineMark", "x": "month", "y": "revenue", "foregroundStyle": {"by": "region"}},
                   {"mark": "RuleMark", "y": {"label": "Target", "constant": 10000}}]}
        """#)
        let svg = try renderSVG(s, sales)
        #expect(count("class=\"mark line\"", in: svg) == 2)
        #expect(count("class=\"mark rule\"", in: svg) == 1)
    }

    @Test("a pie has one sector per row and no axes")
    func pie() throws {
        let svg = try renderSVG(spec(#"{"marks": [{"mark": "SectorMark", "angle": "revenue", "foregroundStyle": {"by": "region"}}]}"#), sales)
        #expect(count("class=\"mark sector\"", in: svg) == 6)
        #expect(!svg.contains("class=\"axis x\""))
    }

    @Test("points, areas and rectangles draw their marks")
    func otherKinds() throws {
        #expect(count("class=\"mark point\"", in: try renderSVG(spec(#"{"marks": [{"mark": "PointMark", "x": "month", "y": "revenue", "symbol": {"by": "region"}}]}"#), sales)) == 6)
        #expect(count("class=\"mark area\"", in: try renderSVG(spec(#"{"marks": [{"mark": "AreaMark", "x": "month", "y": "revenue", "foregroundStyle": {"by": "region"}}]}"#), sales)) == 2)
        #expect(count("class=\"mark rectangle\"", in: try renderSVG(spec(#"{"marks": [{"mark": "RectangleMark", "x": "month", "y": "region"}]}"#), sales)) == 6)
    }

    @Test("the start and end of a range must be of one type")
    func rangeTypes() throws {
        let s = try spec(#"{"marks": [{"mark": "BarMark", "x": "region", "yStart": "revenue", "yEnd": "month"}]}"#)
        #expect(throws: CLIError.self) { try renderSVG(s, sales) }
    }

    @Test("a log scale and a leading y axis from the spec reach the chart")
    func scaleAndAxis() throws {
        let s = try spec(#"""
        {"marks": [{"mark": "PointMark", "x": "month", "y": "revenue"}],
         "chartYScale": {"domain": [1000, 100000], "type": "log"}, "chartYAxis": {"AxisMarks": {"position": "leading"}}}
        """#)
        let svg = try renderSVG(s, sales)
        // A log axis over 1,000…100,000 labels the powers of ten.
        #expect(svg.contains(">10,000<") && svg.contains(">100,000<"))
    }

    @Test("many rows of a plain line draw as one vectorized line")
    func vectorized() throws {
        var csv = "t,v\n"
        for i in 0..<3000 { csv += "\(i),\(i % 7)\n" }
        let svg = try renderSVG(spec(#"{"marks": [{"mark": "LineMark", "x": "t", "y": "v"}]}"#), csv, threshold: 1000)
        #expect(count("class=\"mark line\"", in: svg) == 1)
    }

    @Test("bars over monthly dates span their month: the unit is found from the spacing")
    func unitFromSpacing() {
        let day = 86_400.0
        #expect(ChartBuilder.unit(spacing: [0, 31 * day, 59 * day]) == .month)
        #expect(ChartBuilder.unit(spacing: [0, day, 2 * day]) == .day)
        #expect(ChartBuilder.unit(spacing: [0, 365 * day]) == .year)
        #expect(ChartBuilder.unit(spacing: [0, 7 * day, 14 * day]) == .weekOfYear)
    }
}

@Suite("The marks drawn one by one are never cut silently")
struct MarkLimitTests {
    @Test("every row becomes a bar: the builder leaves none out")
    func everyRow() throws {
        var csv = "name,value\n"
        for i in 0..<30 { csv += "item \(i),\(i)\n" }
        let svg = try renderSVG(spec(#"{"marks": [{"mark": "BarMark", "x": "name", "y": "value"}]}"#), csv)
        #expect(count("class=\"mark bar\"", in: svg) == 30)
    }

    @Test("a limit error names the limit, its flag and the value that draws the whole chart")
    func limitMessage() {
        let marks = CLIError.limit(ChartRenderLimitError(limit: .maximumMarks, allowed: 1_000_000, needed: 1_000_001,
                                                         counted: "marks drawn one by one")).message
        #expect(marks.contains("1,000,001 marks drawn one by one"))
        #expect(marks.contains("limits.maximumMarks"))
        #expect(marks.contains("--max-marks 1000001"))
        #expect(marks.contains("nothing was written"))
        let bytes = CLIError.limit(ChartRenderLimitError(limit: .maximumOutputBytes, allowed: 67_108_864, needed: 70_000_000,
                                                         counted: "bytes")).message
        #expect(bytes.contains("70,000,000 bytes"))
        #expect(bytes.contains("limits.maximumOutputBytes"))
        #expect(bytes.contains("--max-output-bytes 70000000"))
        #expect(!marks.contains("\n") && !bytes.contains("\n"))
    }

    /// Runs `openchart render` over `csv` with `flags`, writing into a fresh folder; the folder and the error, if any.
    func render(_ csv: String, _ flags: [String], output: String, existing: String? = nil) throws -> (folder: URL, error: CLIError?) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openchart-limit-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let data = folder.appendingPathComponent("data.csv").path
        try csv.write(toFile: data, atomically: true, encoding: .utf8)
        let out = folder.appendingPathComponent(output)
        if let existing { try existing.write(to: out, atomically: true, encoding: .utf8) }
        let c = try RenderCommand.parse([data, "-o", out.path, "--no-progress"] + flags)
        do {
            let job = try RenderJob(input: c.input, output: c.output, format: c.format, specPath: c.spec, marks: c.marks,
                                    chart: c.chart, picture: c.picture, data: c.data, limits: c.limits)
            _ = try job.run()
            return (folder, nil)
        } catch let e as CLIError {
            return (folder, e)
        }
    }

    @Test("bars past --max-marks: an error naming the limit and the flag, and no file")
    func marksPastTheLimit() throws {
        var csv = "name,value\n"
        for i in 0..<30 { csv += "item \(i),\(i)\n" }
        let (folder, error) = try render(csv, ["--x", "name", "--y", "value", "--mark", "bar", "--max-marks", "10"], output: "bars.svg")
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = try #require(error).message
        #expect(message.contains("limits.maximumMarks") && message.contains("--max-marks"))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("bars.svg").path))
        // Raised, the same chart draws whole.
        let (raised, none) = try render(csv, ["--x", "name", "--y", "value", "--mark", "bar", "--max-marks", "30"], output: "bars.svg")
        defer { try? FileManager.default.removeItem(at: raised) }
        #expect(none == nil)
        #expect(count("class=\"mark bar\"", in: try String(contentsOf: raised.appendingPathComponent("bars.svg"), encoding: .utf8)) == 30)
    }

    @Test("a picture past --max-output-bytes, in any format: an error with the bytes it needs, the old file kept",
          arguments: ["chart.svg", "chart.png", "chart.pdf", "chart.html"])
    func bytesPastTheLimit(output: String) throws {
        let (folder, error) = try render("month,revenue\n2024-01-01,12\n2024-02-01,13\n", ["--x", "month", "--y", "revenue", "--max-output-bytes", "500"],
                                         output: output, existing: "old picture")
        defer { try? FileManager.default.removeItem(at: folder) }
        let message = try #require(error).message
        #expect(message.contains("more than the limit of 500 (limits.maximumOutputBytes)"))
        #expect(message.contains("--max-output-bytes"))
        #expect(try String(contentsOf: folder.appendingPathComponent(output), encoding: .utf8) == "old picture")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [output, "data.csv"].sorted())
    }
}

@Suite("Thinning large scatters")
struct PointThinnerTests {
    @Test("a point on a cell already holding one of its group is left out; other groups keep theirs")
    func cells() {
        let x = [0.0, 0.0, 1.0, 0.0], y = [0.0, 0.0, 1.0, 0.0]
        #expect(PointThinner.keptRows(count: 4, x: x, y: y, groups: nil, groupCount: 1) == [0, 2])
        #expect(PointThinner.keptRows(count: 4, x: x, y: y, groups: [0, 1, 0, 1], groupCount: 2) == [0, 1, 2])
    }

    @Test("2,048 evenly spread values fill 2,048 cells: none is lost; on a 640-cell grid, 640 remain")
    func grid() {
        let x = (0..<2048).map(Double.init)
        #expect(PointThinner.keptRows(count: 2048, x: x, y: x, groups: nil, groupCount: 1)?.count == 2048)
        // On the diagonal, each of 640 columns holds one cell of the diagonal.
        #expect(PointThinner.keptRows(count: 2048, x: x, y: x, groups: nil, groupCount: 1, columns: 640, rows: 640)?.count == 640)
    }

    @Test("points a hundredth of the extent apart in log space stay apart under a log scale")
    func logScale() {
        // 1, 10, 100, 1000 are a third of the log extent apart; on a linear grid 1 and 10 share no cell either,
        // but 1.0001 and 1 would: in log space they are still one cell.
        let xs = PointThinner.positions(NumberChannel(label: "x", values: [1, 10, 100, 1000]), count: 4, scaleType: "log")
        #expect(xs == [0, 1, 2, 3])
    }

    @Test("a scatter of many rows draws as one merged shape per group with few points left out")
    func render() throws {
        var csv = "a,b,g\n"
        for i in 0..<3000 { csv += "\(i % 50),\(i % 37),\(i % 2 == 0 ? "even" : "odd")\n" }
        let svg = try renderSVG(spec(#"{"marks": [{"mark": "PointMark", "x": "a", "y": "b", "foregroundStyle": {"by": "g"}}]}"#), csv, threshold: 1000)
        #expect(svg.contains(">even<") && svg.contains(">odd<"))
    }
}
