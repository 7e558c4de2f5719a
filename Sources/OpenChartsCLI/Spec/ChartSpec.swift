import Foundation
import Yams

/// A chart described in JSON or YAML with Swift Charts' own names: its marks, then the chart
/// modifiers (`chartXScale`, `chartYAxis`, `chartLegend`, …). The schema is
/// `Docs/chart-spec.schema.json`; `openchart render --spec chart.json data.csv` draws it.
struct ChartSpec: Decodable, Equatable, Sendable {
    /// The data file, relative to the spec file, when none is given on the command line.
    var data: String?
    /// A headline above the chart.
    var title: String?
    /// The marks, drawn in order, each once for every row.
    var marks: [SpecMark]
    var chartXScale: ScaleSpec?
    var chartYScale: ScaleSpec?
    var chartXAxis: AxisSpec?
    var chartYAxis: AxisSpec?
    var chartLegend: LegendSpec?
    var chartXAxisLabel: String?
    var chartYAxisLabel: String?
    /// `chartForegroundStyleScale(domain:range:)`: the colour of each value, in order.
    var chartForegroundStyleScale: StyleScaleSpec?
    /// The picture's size in points.
    var width: Double?
    var height: Double?

    init(marks: [SpecMark]) { self.marks = marks }

    static let keys = ["data", "title", "marks", "chartXScale", "chartYScale", "chartXAxis", "chartYAxis", "chartLegend",
                       "chartXAxisLabel", "chartYAxisLabel", "chartForegroundStyleScale", "width", "height", "$schema"]

    init(from decoder: Decoder) throws {
        let c = try decoder.strictContainer(Self.keys)
        data = try c.opt("data")
        title = try c.opt("title")
        guard let marks: [SpecMark] = try c.opt("marks"), !marks.isEmpty else {
            throw decoder.error("a chart needs \"marks\": a list of marks such as [{\"mark\": \"BarMark\", \"x\": \"month\", \"y\": \"revenue\"}]")
        }
        self.marks = marks
        chartXScale = try c.opt("chartXScale"); chartYScale = try c.opt("chartYScale")
        chartXAxis = try c.opt("chartXAxis"); chartYAxis = try c.opt("chartYAxis")
        chartLegend = try c.opt("chartLegend")
        chartXAxisLabel = try c.opt("chartXAxisLabel"); chartYAxisLabel = try c.opt("chartYAxisLabel")
        chartForegroundStyleScale = try c.opt("chartForegroundStyleScale")
        width = try c.opt("width"); height = try c.opt("height")
    }

    /// Reads a spec file: YAML for `.yaml`/`.yml`, JSON otherwise.
    static func load(path: String) throws -> ChartSpec {
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw CLIError("cannot read the spec \(path): no such file or it is not readable")
        }
        let ext = URL(fileURLWithPath: path).pathExtension.lowercased()
        return try decode(data, yaml: ext == "yaml" || ext == "yml", name: URL(fileURLWithPath: path).lastPathComponent)
    }

    /// Decodes a spec, with errors that name the spec and the key at fault.
    static func decode(_ data: Data, yaml: Bool, name: String = "spec") throws -> ChartSpec {
        do {
            if yaml {
                return try YAMLDecoder().decode(ChartSpec.self, from: String(decoding: data, as: UTF8.self))
            }
            return try JSONDecoder().decode(ChartSpec.self, from: data)
        } catch let e as SpecError {
            throw CLIError("\(name): \(e)")
        } catch let DecodingError.typeMismatch(type, context), let DecodingError.valueNotFound(type, context) {
            throw CLIError("\(name): \(path(context.codingPath)): expected \(describe(type))")
        } catch let DecodingError.dataCorrupted(context) {
            let detail = (context.underlyingError as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String ?? context.debugDescription
            throw CLIError("\(name): \(context.codingPath.isEmpty ? "" : path(context.codingPath) + ": ")\(detail)")
        } catch let e as YamlError {
            throw CLIError("\(name) is not valid YAML: \(String(describing: e).split(separator: "\n").first ?? "")")
        } catch {
            throw CLIError("\(name): \(error)")
        }
    }

    static func path(_ keys: [CodingKey]) -> String {
        let s = keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return s.hasPrefix(".") ? String(s.dropFirst()) : s
    }

    static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Double.Type: return "a number"
        case is String.Type: return "a string"
        case is Bool.Type: return "true or false"
        default: return "a value of another kind"
        }
    }
}
