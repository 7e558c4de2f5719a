import Foundation
@testable import OpenCharts
import Testing

/// Renders one of Apple's documentation samples the way the gallery does (400 × 300 points, en_US, UTC)
/// and reads back what the picture shows: marks, axis labels, legend entries.
struct SamplePicture {
    let doc: ParsedSVG
    let warnings: [String]

    init<V: View>(_ view: V, width: Double = 400, height: Double = 300, name: String = #function) throws {
        let renderer = TestRender.renderer(view, width: width, height: height)
        doc = try #require(ParsedSVG(renderer.svg()))
        warnings = renderer.warnings
        // To look at the pictures: OPENCHARTS_SAMPLE_PNGS=/some/folder swift test --filter Apple
        if let folder = ProcessInfo.processInfo.environment["OPENCHARTS_SAMPLE_PNGS"], let png = try? renderer.png() {
            let file = name.prefix { $0 != "(" }
            try? png.write(to: URL(fileURLWithPath: folder).appendingPathComponent("\(file).png"))
        }
    }

    /// Mark elements of one kind (`bar`, `line`, `point`, `area`, `rule`, `rectangle`, `sector`).
    func marks(_ kind: String) -> [SVGElement] { doc.elements(classed: "mark \(kind)") }

    /// The text of the labels of one axis (`"x"` or `"y"`), in drawing order.
    func axisLabels(_ axis: String) -> [String] {
        // Foundation writes "12\u{202F}AM" with a narrow no-break space, as Apple's platforms do; read it as a space.
        doc.texts(inside: "axis \(axis)").map {
            $0.text.replacingOccurrences(of: "\u{202F}", with: " ").replacingOccurrences(of: "\u{00A0}", with: " ")
                .trimmingCharacters(in: .whitespacesAndNewlines)
        }
    }

    /// The labels of one axis read as numbers: grouping separators and percent signs dropped, others skipped.
    func axisNumbers(_ axis: String) -> [Double] {
        axisLabels(axis).compactMap { Double($0.replacingOccurrences(of: ",", with: "").replacingOccurrences(of: "%", with: "")) }
    }

    /// The two ends of an axis's scale as the chart's description states them ("X axis (Profit): 0 to 15,000."),
    /// read as numbers; nil when the axis is not described or its ends are not numbers.
    func domain(_ axis: String) -> (lo: Double, hi: Double)? {
        guard let desc = doc.elements.first(where: { $0.name == "desc" })?.text,
              let key = desc.range(of: "\(axis.uppercased()) axis ("),
              let colon = desc[key.upperBound...].range(of: "): ") else { return nil }
        var rest = desc[colon.upperBound...]
        if let stop = rest.range(of: ". ") { rest = rest[..<stop.lowerBound] } else if rest.hasSuffix(".") { rest = rest.dropLast() }
        let ends = rest.components(separatedBy: " to ").map {
            Double($0.replacingOccurrences(of: ",", with: "").replacingOccurrences(of: "−", with: "-")
                .trimmingCharacters(in: .whitespaces))
        }
        guard ends.count == 2, let lo = ends[0], let hi = ends[1] else { return nil }
        return (lo, hi)
    }

    /// The legend's entries, in order.
    var legend: [String] {
        doc.elements.filter { $0.has("legend-entry") }.map { $0.attributes["aria-label"] ?? "" }
    }

    /// The fills of the marks of one kind, in drawing order.
    func fills(_ kind: String) -> [String] { marks(kind).map { $0.attributes["fill"] ?? "" } }

    /// The strokes of the marks of one kind, in drawing order.
    func strokes(_ kind: String) -> [String] { marks(kind).map { $0.attributes["stroke"] ?? "" } }

    /// The box of a mark's path data.
    func box(_ mark: SVGElement) -> PathBox? { PathDataReader.box(mark.attributes["d"] ?? "") }

    /// The boxes of the marks of one kind.
    func boxes(_ kind: String) -> [PathBox] { marks(kind).compactMap(box) }

    /// The plot area's size: the grid's extent when a grid is drawn.
    var texts: [String] { doc.elements.filter { $0.name == "text" }.map(\.text) }
}

/// Swift Charts' default categorical palette (the system colours in light mode), in order.
enum SystemPalette {
    static let blue = "#007aff", green = "#34c759", orange = "#ff9500", purple = "#af52de"
    static let red = "#ff3b30", pink = "#ff2d55", yellow = "#ffcc00"
}

/// Dates the samples build with `Calendar.autoupdatingCurrent`, rebuilt here in the renderer's UTC calendar.
enum SampleDates {
    static func month(_ year: Int, _ month: Int, day: Int = 1) -> Date { TestRender.date(year, month, day) }
}
