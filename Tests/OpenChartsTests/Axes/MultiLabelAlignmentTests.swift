import Foundation
@testable import OpenCharts
import Testing

/// `AxisValueLabel(multiLabelAlignment:)` aligns the lines of a label of several lines with one
/// another, whatever the label's own placement.
@Suite("Axis labels of several lines: multiLabelAlignment")
struct MultiLabelAlignmentTests {
    struct Sales: Identifiable {
        var month: String
        var units: Double
        var id: String { month }
    }

    static let sales = [Sales(month: "Jan", units: 120), Sales(month: "Feb", units: 80), Sales(month: "Mar", units: 150)]

    /// A bar chart whose x labels read the month over "2024".
    func chart(_ alignment: Alignment?) -> some View {
        Chart(Self.sales) { s in
            BarMark(x: .value("Month", s.month), y: .value("Units", s.units))
        }
        .chartXAxis {
            AxisMarks { value in
                if let alignment {
                    AxisValueLabel("\(value.as(String.self) ?? "")\n2024", multiLabelAlignment: alignment)
                } else {
                    AxisValueLabel("\(value.as(String.self) ?? "")\n2024")
                }
            }
        }
    }

    /// The x axis's texts, as (text, x, text-anchor).
    func labels(_ alignment: Alignment?) throws -> [(String, Double, String)] {
        let doc = try #require(ParsedSVG(TestRender.renderer(chart(alignment)).svg()))
        return doc.texts(inside: "axis x").map {
            ($0.text, Double($0.attributes["x"] ?? "") ?? .nan, $0.attributes["text-anchor"] ?? "start")
        }
    }

    @Test("category labels are centred on their bars, both lines, unless multiLabelAlignment says otherwise")
    func alignment() throws {
        let centred = try labels(nil)
        #expect(centred.count == 6)
        #expect(centred.allSatisfy { $0.2 == "middle" })
        // Each month and its year share one x.
        for pair in stride(from: 0, to: centred.count - 1, by: 2) { #expect(centred[pair].1 == centred[pair + 1].1) }

        let leading = try labels(.leading)
        #expect(leading.count == 6)
        #expect(leading.allSatisfy { $0.2 == "start" })
        for pair in stride(from: 0, to: leading.count - 1, by: 2) {
            #expect(leading[pair].1 == leading[pair + 1].1)
            // The lines start at the left edge of the label: left of the bar's centre.
            #expect(leading[pair].1 < centred[pair].1)
        }

        let trailing = try labels(.trailing)
        #expect(trailing.allSatisfy { $0.2 == "end" })
        for pair in stride(from: 0, to: trailing.count - 1, by: 2) { #expect(trailing[pair].1 > centred[pair].1) }
    }
}
