import Foundation
@testable import OpenCharts
import Testing

@Suite("Symbols, masks, clips and bins with bad input") struct ChartAPIInputTests {
    /// A shape that draws nothing, and claims an unusable perceptual rectangle.
    struct Nothing: ChartSymbolShape {
        var perceptualUnitRect: CGRect { CGRect(x: CGFloat.nan, y: 0, width: 0, height: -1) }
        func path(in rect: CGRect) -> Path { Path() }
    }

    func check(_ view: some View, _ what: Comment) throws {
        let r = try Rendered(view)
        #expect(!r.svg.contains("NaN") && !r.svg.contains("inf"), what)
    }

    @Test("a symbol of NaN, infinite or negative size, an empty shape or a zero perceptual rectangle renders without garbage")
    func badSymbols() throws {
        for size in [CGFloat.nan, .infinity, -5, 0] {
            try check(Chart(weekOfSteps) { PointMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)).symbol(BowTie()).symbolSize(size) }, "size \(size)")
            try check(Chart(weekOfSteps) { PointMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)).symbol(.circle.strokeBorder(lineWidth: size)) }, "stroke \(size)")
        }
        try check(Chart(weekOfSteps) { LineMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)).symbol(Nothing()) }, "nothing")
        try check(Chart(weekOfSteps) {
            PointMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)).symbol { Rectangle().frame(width: .infinity, height: -3) }
        }, "infinite view")
    }

    @Test("an empty mask hides its content, an empty clip shape hides its mark, and neither crashes")
    func emptyMaskAndClip() throws {
        let masked = try Rendered(Chart(weekOfSteps) { d in
            BarMark(x: .value("Day", d.day, unit: .day), y: .value("Steps", d.steps)).mask { }
        })
        #expect(masked.svg.contains("<clipPath"))
        struct NoShape: Shape { func path(in rect: CGRect) -> Path { Path() } }
        try check(Chart(weekOfSteps) { BarMark(x: .value("Day", $0.day, unit: .day), y: .value("Steps", $0.steps)).clipShape(NoShape()) }, "clip")
    }

    @Test("hostile text in symbol views and annotations is escaped")
    func escaping() throws {
        let r = try Rendered(Chart(weekOfSteps) { d in
            PointMark(x: .value("Day", d.day), y: .value("Steps", d.steps))
                .symbol { Text("<script>&") }
                .annotation(position: .top, overflowResolution: .init(x: .padScale, y: .padScale)) { context in Text("</svg>\(context.targetSize.width)") }
        })
        #expect(!r.svg.contains("<script>") && !r.svg.contains("</svg>0"))
    }

    @Test("bins of NaN data, NaN ranges and huge counts stay bounded")
    func badBins() {
        #expect(NumberBins(data: [.nan, .infinity, 3, 4]).count >= 1)
        #expect(NumberBins(range: 0.0...1, desiredCount: Int.max).count <= 10_000)
        #expect(NumberBins(range: 0.0...1e300, count: 1_000_000).count == 10_000)
        #expect(DateBins(timeInterval: 1, range: Date(timeIntervalSinceReferenceDate: 0)...Date(timeIntervalSinceReferenceDate: 1e9)).count == 1)
        #expect(DateBins(unit: .second, range: Date(timeIntervalSinceReferenceDate: 0)...Date(timeIntervalSinceReferenceDate: 1e9),
                         calendar: TestRender.calendar).count <= 10_000)
    }
}
