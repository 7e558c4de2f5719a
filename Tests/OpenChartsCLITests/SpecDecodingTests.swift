import Foundation
import Testing
@testable import OpenChartsCLI

@Suite("Decoding chart specs in JSON and YAML")
struct SpecDecodingTests {
    static let json = """
    {
      "title": "Revenue",
      "marks": [
        {"mark": "LineMark", "x": {"label": "Month", "value": "month", "unit": "month"}, "y": ["Revenue", "revenue"],
         "foregroundStyle": {"by": "region"}, "interpolationMethod": "catmullRom", "symbol": "circle"},
        {"mark": "RuleMark", "y": {"label": "Target", "constant": 15000}, "foregroundStyle": "red",
         "lineStyle": {"lineWidth": 1, "dash": [5, 3]}}
      ],
      "chartYScale": {"domain": [0, 20000], "type": "linear"},
      "chartYAxis": {"AxisMarks": {"position": "leading", "values": {"stride": {"by": 5000}}}},
      "chartXAxis": [{"AxisMarks": {"values": {"stride": {"by": "month", "count": 2}}, "format": {"dateTime": ["month"]}}}],
      "chartLegend": {"position": "top"}
    }
    """

    static let yaml = """
    title: Revenue
    marks:
      - mark: LineMark
        x: {label: Month, value: month, unit: month}
        y: [Revenue, revenue]
        foregroundStyle: {by: region}
        interpolationMethod: catmullRom
        symbol: circle
      - mark: RuleMark
        y: {label: Target, constant: 15000}
        foregroundStyle: red
        lineStyle: {lineWidth: 1, dash: [5, 3]}
    chartYScale: {domain: [0, 20000], type: linear}
    chartYAxis:
      AxisMarks: {position: leading, values: {stride: {by: 5000}}}
    chartXAxis:
      - AxisMarks: {values: {stride: {by: month, count: 2}}, format: {dateTime: [month]}}
    chartLegend: {position: top}
    """

    @Test("the same chart in JSON and in YAML decodes to the same spec")
    func jsonEqualsYAML() throws {
        let a = try ChartSpec.decode(Data(Self.json.utf8), yaml: false)
        let b = try ChartSpec.decode(Data(Self.yaml.utf8), yaml: true)
        #expect(a == b)
    }

    @Test("channels read as Swift's .value: label first, column second, with a date unit")
    func channels() throws {
        let spec = try ChartSpec.decode(Data(Self.json.utf8), yaml: false)
        let line = spec.marks[0]
        #expect(line.kind == .line)
        #expect(line.x == ValueSpec(label: "Month", column: "month", unit: .month))
        #expect(line.y == ValueSpec(label: "Revenue", column: "revenue"))
        #expect(line.foregroundStyle == .by(.column("region")))
        #expect(line.symbol == .direct("circle"))
        #expect(spec.marks[1].y?.constant == .number(15000))
        #expect(spec.marks[1].lineStyle == .direct(SpecMark.Stroke(lineWidth: 1, dash: [5, 3])))
    }

    @Test("chart modifiers: scale domain and type, AxisMarks values, legend position")
    func modifiers() throws {
        let spec = try ChartSpec.decode(Data(Self.json.utf8), yaml: false)
        #expect(spec.chartYScale?.domain == [.number(0), .number(20000)])
        #expect(spec.chartYScale?.type == "linear")
        guard case .marks(let y) = spec.chartYAxis, case .marks(let x) = spec.chartXAxis else { Issue.record("no axis marks"); return }
        #expect(y.first?.position == "leading")
        #expect(y.first?.values == .strideNumber(5000))
        #expect(x.first?.values == .strideDate(.month, count: 2))
        #expect(x.first?.format == .dateTime(["month"]))
        #expect(spec.chartLegend?.position == "top")
    }

    @Test("a misspelt key is an error naming where it is and the key meant")
    func unknownKey() {
        let json = #"{"marks": [{"mark": "BarMark", "x": "a", "y": "b", "foregroundstyle": "red"}]}"#
        #expect(throws: CLIError("chart.json: marks[0].foregroundstyle: unknown key \"foregroundstyle\"; did you mean \"foregroundStyle\"?")) {
            try ChartSpec.decode(Data(json.utf8), yaml: false, name: "chart.json")
        }
    }

    @Test("a mark that is not one of Swift Charts' marks lists those that are")
    func unknownMark() {
        let json = #"{"marks": [{"mark": "PieMark", "angle": "a"}]}"#
        #expect(throws: CLIError.self) { try ChartSpec.decode(Data(json.utf8), yaml: false) }
    }

    @Test("enumerated names take Swift's spelling, with or without the leading dot")
    func dots() throws {
        let json = #"{"marks": [{"mark": "AreaMark", "x": "a", "y": "b", "stacking": ".normalized", "interpolationMethod": "monotone"}]}"#
        let spec = try ChartSpec.decode(Data(json.utf8), yaml: false)
        #expect(spec.marks[0].stacking == "normalized")
        let bad = #"{"marks": [{"mark": "AreaMark", "x": "a", "y": "b", "stacking": "stacked"}]}"#
        #expect(throws: CLIError.self) { try ChartSpec.decode(Data(bad.utf8), yaml: false) }
    }

    @Test("a chart without marks, a range with one end, and bad JSON are errors")
    func errors() {
        #expect(throws: CLIError.self) { try ChartSpec.decode(Data(#"{"title": "x"}"#.utf8), yaml: false) }
        #expect(throws: CLIError.self) {
            try ChartSpec.decode(Data(#"{"marks": [{"mark": "BarMark", "x": "a", "yStart": "b"}]}"#.utf8), yaml: false)
        }
        #expect(throws: CLIError.self) { try ChartSpec.decode(Data("{marks: ".utf8), yaml: false) }
        #expect(throws: CLIError.self) { try ChartSpec.decode(Data("marks: [".utf8), yaml: true) }
    }

    @Test("sector marks take angle, radii as ratios, and an angular inset")
    func sector() throws {
        let json = #"{"marks": [{"mark": "SectorMark", "angle": ["Sales", "sales"], "innerRadius": {"ratio": 0.6}, "angularInset": 1.5, "foregroundStyle": {"by": "name"}}]}"#
        let m = try ChartSpec.decode(Data(json.utf8), yaml: false).marks[0]
        #expect(m.kind == .sector)
        #expect(m.innerRadius == .ratio(0.6))
        #expect(m.angularInset == 1.5)
        #expect(m.channels.map(\.key) == ["angle", "foregroundStyle"])
    }
}
