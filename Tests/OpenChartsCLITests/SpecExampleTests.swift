import Foundation
import Testing
@testable import OpenChartsCLI

@Suite("The spec examples in Docs/examples")
struct SpecExampleTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Docs/examples")

    @Test("revenue-target in JSON and in YAML is one chart")
    func sameChart() throws {
        let json = try ChartSpec.load(path: Self.folder.appendingPathComponent("revenue-target.json").path)
        let yaml = try ChartSpec.load(path: Self.folder.appendingPathComponent("revenue-target.yaml").path)
        #expect(json == yaml)
        #expect(json.marks.map(\.kind) == [.line, .rule])
    }

    @Test("every example spec decodes and draws over its data without warnings")
    func everyExample() throws {
        let names = try FileManager.default.contentsOfDirectory(atPath: Self.folder.path)
            .filter { $0.hasSuffix(".json") || $0.hasSuffix(".yaml") }.sorted()
        #expect(names.count >= 3)
        for name in names {
            let spec = try ChartSpec.load(path: Self.folder.appendingPathComponent(name).path)
            let csv = try String(contentsOf: Self.folder.appendingPathComponent(try #require(spec.data)), encoding: .utf8)
            let svg = try renderSVG(spec, csv)
            #expect(svg.contains("class=\"mark"), "\(name) drew no marks")
        }
    }
}
