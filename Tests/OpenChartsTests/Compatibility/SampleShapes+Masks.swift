import Foundation
@testable import OpenCharts
import Testing

/// A UV-index screen: a gradient rectangle over the day, shown through the area under the curve.
@Suite("Sample shapes: masks made of areas")
struct SampleShapesMaskTests {
    @Test("a mask of one area series lets the gradient through under the whole curve")
    func areaMask() throws {
        let start = TestRender.date(2023, 6, 13)
        let hours: [(date: Date, uv: Int)] = (0..<5).map { (start.addingTimeInterval(Double($0) * 3600), [0, 4, 8, 4, 0][$0]) }
        let chart = Chart {
            RectangleMark(xStart: .value("Hour", hours[0].date), xEnd: .value("Hour", hours[4].date))
                .foregroundStyle(.linearGradient(colors: [.green, .red], startPoint: .bottom, endPoint: .top))
                .mask {
                    ForEach(hours, id: \.date) { hour in
                        AreaMark(x: .value("Hour", hour.date), y: .value("UV", hour.uv))
                    }
                }
        }
        .chartYScale(domain: 0...8)
        let r = try Rendered(chart)
        // The clip is the area's outline: a triangle-like path spanning all five hours, so its
        // box is as wide as the rectangle, and as tall as the peak.
        let rect = try #require(r.boxes("mark rectangle").first)
        let doc = r.doc
        func inClipPath(_ i: Int) -> Bool {
            var p = doc.elements[i].parent
            while let j = p { if doc.elements[j].name == "clipPath" { return true }; p = doc.elements[j].parent }
            return false
        }
        let outlines = doc.elements.indices.filter { doc.elements[$0].name == "path" && inClipPath($0) }
        let box = try #require(outlines.compactMap { PathDataReader.box(doc.elements[$0].attributes["d"] ?? "") }
            .max { $0.width < $1.width })
        #expect(abs(box.width - rect.width) <= 0.5)
        #expect(abs(box.maxY - rect.maxY) <= 0.5)
        #expect(box.height > rect.height * 0.9)
    }
}
