import Foundation
@testable import OpenCharts
import Testing

@Suite("Clip shapes, masks and plot-aligned styles") struct ClippingTests {
    /// A day's lowest and highest heart rate, as a health app shows them.
    struct HeartRange: Identifiable {
        let day: Date
        let low: Double, high: Double
        var id: Date { day }
    }

    static let week: [HeartRange] = [(52, 128), (55, 142), (50, 119), (58, 155), (54, 131), (51, 98), (56, 147)]
        .enumerated().map { HeartRange(day: TestRender.date(2023, 6, 5 + $0), low: $1.0, high: $1.1) }

    /// The heart-rate range chart of the health apps: thin capsules from the day's low to its high.
    static func heartChart(clipped: Bool) -> some View {
        Chart(week) { d in
            if clipped {
                BarMark(x: .value("Day", d.day, unit: .day), yStart: .value("Low", d.low), yEnd: .value("High", d.high), width: .fixed(8))
                    .clipShape(Capsule())
                    .foregroundStyle(.pink.gradient)
                    .accessibilityLabel("Heart rate")
            } else {
                BarMark(x: .value("Day", d.day, unit: .day), yStart: .value("Low", d.low), yEnd: .value("High", d.high), width: .fixed(8))
                    .foregroundStyle(.pink.gradient)
            }
        }
        .chartYScale(domain: .automatic(includesZero: false))
    }

    @Test("clipShape(Capsule()) turns each range bar into a capsule in the bar's own frame")
    func capsuleBars() throws {
        let plain = try Rendered(Self.heartChart(clipped: false))
        let capsules = try Rendered(Self.heartChart(clipped: true))
        let bars = capsules.doc.elements(classed: "mark bar")
        try #require(bars.count == 7)
        #expect(capsules.boxes("mark bar") == plain.boxes("mark bar"), "the capsules fill the bars' frames")
        #expect(bars.allSatisfy { ($0.attributes["d"] ?? "").contains("C") }, "rounded ends are curves")
        #expect(bars[0].attributes["aria-label"] == "Heart rate")
    }

    @Test("clipShape with a shape larger than the mark clips through a clip path")
    func clipPathGroup() throws {
        struct Overhang: Shape {
            func path(in rect: CGRect) -> Path { Path(rect.insetBy(dx: -5, dy: 0)) }
        }
        let r = try Rendered(Chart { BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_412)).clipShape(Overhang()) })
        #expect(r.svg.contains("<clipPath"))
        #expect(r.boxes("mark bar").count == 1)
    }

    @Test("mask shows a line only inside the mask's rectangle, and the mask's marks are not drawn")
    func maskedLine() throws {
        let r = try Rendered(Chart {
            ForEach(weekOfSteps) { d in
                LineMark(x: .value("Day", d.day, unit: .day), y: .value("Steps", d.steps))
                    .mask {
                        RectangleMark(xStart: .value("From", TestRender.date(2023, 6, 6)), xEnd: .value("To", TestRender.date(2023, 6, 9)))
                    }
            }
        })
        #expect(r.doc.elements(classed: "mark rectangle").isEmpty)
        #expect(r.doc.elements(classed: "mark line").count == 1)
        let clip = try #require(r.doc.elements.first { $0.name == "clipPath" }.flatMap { e in
            r.doc.elements.first { $0.parent.map { r.doc.elements[$0].name == "clipPath" } ?? false }
        })
        let box = try #require(PathDataReader.box(clip.attributes["d"] ?? ""))
        let line = try #require(r.boxes("mark line").first)
        #expect(box.minX > line.minX && box.maxX < line.maxX, "the mask is narrower than the line: \(box) \(line)")
        #expect(r.warnings.isEmpty)
    }

    @Test("alignsMarkStylesWithPlotArea runs one gradient over the plot: a short bar's gradient starts above it")
    func alignedGradient() throws {
        func chart(_ aligned: Bool) -> some View {
            Chart(weekOfSteps) { d in
                BarMark(x: .value("Day", d.day, unit: .day), y: .value("Steps", d.steps))
                    .foregroundStyle(LinearGradient(colors: [.red, .green], startPoint: .top, endPoint: .bottom))
                    .alignsMarkStylesWithPlotArea(aligned)
            }
        }
        let aligned = try Rendered(chart(true)), plain = try Rendered(chart(false))
        let gradients = aligned.doc.elements.filter { $0.name == "linearGradient" }
        #expect(gradients.count == 7, "one gradient per bar height")
        #expect(plain.doc.elements.filter { $0.name == "linearGradient" }.count == 1)
        // Saturday's bar (4,870 of a 15,000 plot: 12,035 rounds out by a step of 5,000) starts its
        // gradient (15,000 − 4,870) / 4,870 of its height above its top.
        let starts: [Double] = gradients.map { Double($0.attributes["y1"] ?? "") ?? 0 }
        let expected: Double = -(15_000.0 - 4_870.0) / 4_870.0
        #expect(starts.contains { abs($0 - expected) < 0.01 }, "\(starts)")
    }
}
