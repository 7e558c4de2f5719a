import Foundation
@testable import OpenCharts
import Testing

@Suite("Annotation overflow and context") struct AnnotationOverflowTests {
    /// A 40 × 20 badge, so that its box is easy to find.
    struct Badge: View {
        var body: some View { Rectangle().fill(.red).frame(width: 40, height: 20) }
    }

    /// The badges' boxes, in order.
    static func badges(_ r: Rendered) -> [PathBox] {
        r.doc.elements.indices.filter { r.doc.elements[$0].name == "path" && r.doc.isInside($0, class: "annotations") }
            .compactMap { PathDataReader.box(r.doc.elements[$0].attributes["d"] ?? "") }
    }

    /// A week of steps whose busiest day reaches the top of the plot, annotated at `position`.
    static func steps(_ position: AnnotationPosition, _ overflow: AnnotationOverflowResolution? = nil) -> some View {
        Chart(weekOfSteps) { d in
            if let overflow {
                BarMark(x: .value("Day", d.day, unit: .day), y: .value("Steps", d.steps))
                    .annotation(position: position, overflowResolution: overflow) { Badge() }
            } else {
                BarMark(x: .value("Day", d.day, unit: .day), y: .value("Steps", d.steps))
                    .annotation(position: position) { Badge() }
            }
        }
        .chartYScale(domain: 0...12_035)
    }

    static let positions: [AnnotationPosition] = [.automatic, .overlay, .top, .bottom, .leading, .trailing,
                                                  .topLeading, .topTrailing, .bottomLeading, .bottomTrailing]

    @Test("by default every annotation, at every position, stays inside the chart", arguments: 0..<10)
    func insideByDefault(position: Int) throws {
        let r = try Rendered(Self.steps(Self.positions[position]), width: 400, height: 300)
        let boxes = Self.badges(r)
        #expect(boxes.count == 7)
        for b in boxes {
            #expect(b.minX >= -0.01 && b.maxX <= 400.01 && b.minY >= -0.01 && b.maxY <= 300.01, "\(b)")
        }
    }

    @Test("disabled places the annotation as asked: above the tallest bar, past the chart's top")
    func disabledOverflows() throws {
        let r = try Rendered(Self.steps(.top, .init(x: .disabled, y: .disabled)), width: 400, height: 300)
        let bars = r.boxes("mark bar"), boxes = Self.badges(r)
        // Thursday's bar reaches the plot's top; its badge sits 4 points (the default gap) above it.
        #expect(abs(boxes[3].maxY - (bars[3].minY - 4)) < 0.01)
        #expect(boxes[3].minY < 0, "\(boxes[3])")
    }

    @Test("fit(to: .plot) keeps the annotation inside the plot; fit and fit(to: .chart) inside the chart")
    func fitBoundaries() throws {
        let plot = try Rendered(Self.steps(.top, .init(x: .fit(to: .plot), y: .fit(to: .plot))), width: 400, height: 300)
        // Thursday's bar reaches the top of the fixed domain, the plot's top.
        let top = plot.boxes("mark bar")[3].minY
        #expect(Self.badges(plot).allSatisfy { $0.minY >= top - 0.01 }, "\(Self.badges(plot)) \(top)")
        for overflow in [AnnotationOverflowResolution(x: .fit, y: .fit), .init(x: .fit(to: .chart), y: .fit(to: .chart))] {
            let chart = try Rendered(Self.steps(.top, overflow), width: 400, height: 300)
            #expect(Self.badges(chart).allSatisfy { $0.minY >= -0.01 })
        }
    }

    @Test("padScale pads the y scale so that the tallest bar's annotation fits in the plot")
    func padScale() throws {
        let plain = try Rendered(Self.steps(.top, .init(y: .fit(to: .chart))), width: 400, height: 300)
        let padded = try Rendered(Self.steps(.top, .init(y: .padScale)), width: 400, height: 300)
        let top = plain.boxes("mark bar")[3].minY
        let tallest = padded.boxes("mark bar")[3], badge = Self.badges(padded)[3]
        #expect(badge.minY >= top - 0.5, "\(badge) \(top)")
        #expect(abs(badge.maxY - (tallest.minY - 4)) < 0.01, "the badge keeps its place above the bar")
        #expect(tallest.height < plain.boxes("mark bar")[3].height - 20)
    }

    @Test("the WWDC23 popover above a full-height selection rule stays inside the chart unless y is disabled")
    func selectionPopover() throws {
        func chart(_ overflow: AnnotationOverflowResolution) -> some View {
            Chart {
                ForEach(weekOfSteps) { LineMark(x: .value("Day", $0.day, unit: .day), y: .value("Steps", $0.steps)) }
                RuleMark(x: .value("Selected", TestRender.date(2023, 6, 11), unit: .day))
                    .foregroundStyle(Color.gray.opacity(0.3))
                    .offset(yStart: -10)
                    .zIndex(-1)
                    .annotation(position: .top, spacing: 0, overflowResolution: overflow) { Badge() }
            }
        }
        let automatic = Self.badges(try Rendered(chart(.automatic), width: 400, height: 300))[0]
        #expect(automatic.minY >= -0.01 && automatic.maxX <= 400.01, "\(automatic)")
        let seed = Self.badges(try Rendered(chart(.init(x: .fit(to: .chart), y: .disabled)), width: 400, height: 300))[0]
        #expect(seed.maxX <= 400.01, "x still fits the chart: \(seed)")
        #expect(seed.minY < 0, "y is placed as asked, above the stretched rule: \(seed)")
    }

    @Test("the context's target size is the annotated bar's size")
    func contextTargetSize() throws {
        let r = try Rendered(Chart(weekOfSteps) { d in
            BarMark(x: .value("Day", d.day, unit: .day), y: .value("Steps", d.steps))
                .annotation(position: .overlay) { context in
                    Rectangle().fill(.red).frame(width: context.targetSize.width, height: context.targetSize.height / 2)
                }
        })
        let bars = r.boxes("mark bar"), boxes = Self.badges(r)
        try #require(boxes.count == 7)
        for (bar, box) in zip(bars, boxes) {
            #expect(abs(box.width - bar.width) < 0.01 && abs(box.height - bar.height / 2) < 0.01, "\(bar) \(box)")
        }
    }
}
