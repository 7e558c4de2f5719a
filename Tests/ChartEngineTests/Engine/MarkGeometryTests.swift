import ChartEngine
import ChartScene
import Foundation
import Testing

@Suite("Layout: bar and rectangle geometry")
struct MarkGeometryTests {
    typealias F = EngineFixture

    @Test("bars on a band scale are centred in their bands and take 80% of them")
    func barsCentredInBands() {
        let d = F.render([F.bar("A", 3), F.bar("B", 5), F.bar("C", 1), F.bar("D", 4)])
        let bars = d.boxes("mark bar")
        #expect(bars.count == 4)
        let band = d.plot.width / 4
        for (i, b) in bars.enumerated() {
            #expect(abs(b.midX - (d.plot.minX + (Double(i) + 0.5) * band)) < 1e-9, "bar \(i) at \(b.midX)")
            #expect(abs(b.width - 0.8 * band) < 1e-9)
            #expect(abs(b.maxY - d.plot.maxY) < 1e-9, "bar \(i) does not start at zero")
        }
    }

    @Test("bar heights are proportional to their values on a zero-based scale")
    func barHeights() {
        // Values up to 5 round out by a step of 2 (a third of the extent, as Apple's pictures show):
        // domain 0...6, so 1 unit is a sixth of the plot.
        let d = F.render([F.bar("A", 3), F.bar("B", 5), F.bar("C", 1)])
        let unit = d.plot.height / 6
        #expect(zip(d.boxes("mark bar").map(\.height), [3.0, 5, 1]).allSatisfy { abs($0 - $1 * unit) < 1e-9 })
    }

    @Test("a zero-value bar has zero height, on the zero line")
    func zeroBar() {
        let d = F.render([F.bar("A", 0), F.bar("B", 5)])
        let bars = d.boxes("mark bar")
        #expect(bars.count == 2)
        #expect(bars.first?.height == 0)
        #expect(bars.first?.maxY == d.plot.maxY)
    }

    @Test("fixed widths and heights are honoured in points")
    func fixedDimensions() {
        let d = F.render([F.bar("A", 3, width: .fixed(12)), F.bar("B", 5, width: .ratio(0.5)), F.bar("C", 2, width: .inset(10))])
        let bars = d.boxes("mark bar")
        let band = d.plot.width / 3
        #expect(bars.map(\.width).count == 3)
        #expect(abs(bars[0].width - 12) < 1e-9)
        #expect(abs(bars[1].width - band / 2) < 1e-9)
        #expect(abs(bars[2].width - (band - 20)) < 1e-9)
        #expect(bars.enumerated().allSatisfy { abs($1.midX - (d.plot.minX + (Double($0) + 0.5) * band)) < 1e-9 })

        let horizontal = F.render([MarkSpec(kind: .bar, x: .value(F.number("Sales", 4)), y: .value(F.category("Name", "A")), height: .fixed(6))])
        #expect(horizontal.boxes("mark bar").map(\.height) == [6])
    }

    @Test("names on y give horizontal bars from zero, first category at the top")
    func horizontalBars() {
        let marks = [("A", 2.0), ("B", 4.0)].map {
            MarkSpec(kind: .bar, x: .value(F.number("Sales", $0.1)), y: .value(F.category("Name", $0.0)))
        }
        let d = F.render(marks)
        let bars = d.boxes("mark bar")
        #expect(bars.count == 2)
        #expect(bars.allSatisfy { abs($0.minX - d.plot.minX) < 1e-9 })
        #expect(bars[0].midY < bars[1].midY)
        // Domain 0...4: the longer bar spans the plot, the shorter half of it.
        #expect(abs(bars[1].width - d.plot.width) < 1e-9 && abs(bars[0].width - d.plot.width / 2) < 1e-9)
        let band = d.plot.height / 2
        #expect(abs(bars[0].height - 0.8 * band) < 1e-9 && abs(bars[0].midY - (d.plot.minY + band / 2)) < 1e-9)
        // Category labels go on the y axis, numbers on the x axis.
        #expect(d.texts("axis y").map(\.string).sorted() == ["A", "B"])
    }

    @Test("a rectangle takes 70% of the step between values by default, on numbers and on bands")
    func rectangleDefault() {
        let x = { F.number("X", $0) }, y = { F.number("Y", $0) }
        // x at 1, 2 and 4 on a 0...4 domain: the smallest step is a quarter of the plot's width.
        let numeric = F.render([1.0, 2, 4].map { MarkSpec(kind: .rectangle, x: .value(x($0)), y: .value(y($0))) })
        let rects = numeric.boxes("mark rectangle")
        #expect(rects.count == 3)
        let step = numeric.plot.width / 4
        for (r, v) in zip(rects, [1.0, 2, 4]) {
            #expect(abs(r.width - 0.7 * step) < 1e-9, "width \(r.width), step \(step)")
            #expect(abs(r.midX - (numeric.plot.minX + v * step)) < 1e-9)
        }

        let banded = F.render(["P", "Q"].map { MarkSpec(kind: .rectangle, x: .value(F.category("Name", $0)), y: .value(y(1))) })
        let band = banded.plot.width / 2
        #expect(banded.boxes("mark rectangle").allSatisfy { abs($0.width - 0.7 * band) < 1e-9 })
    }

    @Test("a rectangle's fixed height and ratio width are honoured")
    func rectangleDimensions() {
        let m = MarkSpec(kind: .rectangle, x: .value(F.category("Name", "A")), y: .value(F.number("Average", 5)),
                         width: .ratio(0.6), height: .fixed(2))
        let d = F.render([m, F.bar("B", 8)])
        let r = d.boxes("mark rectangle")
        #expect(r.count == 1)
        #expect(abs((r.first?.height ?? 0) - 2) < 1e-9)
        #expect(abs((r.first?.width ?? 0) - 0.6 * d.plot.width / 2) < 1e-9)
    }

    @Test("stacked bars in one band touch and end at the sum")
    func stackedInBand() {
        let d = F.render([F.bar("A", 2, color: "S"), F.bar("A", 3, color: "T")])
        let bars = d.boxes("mark bar")
        #expect(bars.count == 2)
        // Sum 5 on a 0...6 domain: the stack ends a sixth of the plot below its top.
        #expect(abs(bars[0].maxY - d.plot.maxY) < 1e-9)
        #expect(abs(bars[0].minY - bars[1].maxY) < 1e-9)
        #expect(abs(bars[1].minY - (d.plot.minY + d.plot.height / 6)) < 1e-9)
        #expect(d.shapes("mark bar").map(\.fill) == [.color(F.blue), .color(F.green)])
    }

    @Test("dodged bars split their band into equal slots in order of first appearance")
    func dodgedInBand() {
        func dodged(_ name: String, _ v: Double, _ city: String) -> MarkSpec {
            var m = F.bar(name, v, color: city)
            m.style.dodge = DodgeSpec(slot: F.category("City", city), axis: nil, span: .automatic)
            return m
        }
        let d = F.render([dodged("A", 1, "X"), dodged("A", 2, "Y"), dodged("A", 3, "Z"), dodged("B", 4, "X")])
        let bars = d.boxes("mark bar")
        let band = d.plot.width / 2, group = 0.8 * band, slot = group / 3
        let start = d.plot.minX + band / 2 - group / 2
        for (i, b) in bars.prefix(3).enumerated() {
            #expect(abs(b.minX - (start + Double(i) * slot)) < 1e-9 && abs(b.width - slot) < 1e-9, "slot \(i): \(b)")
        }
        #expect(abs(bars[3].minX - (start + band)) < 1e-9)
    }

    @Test("NaN and infinite marks are skipped with one warning that counts them")
    func skippedMarks() {
        let d = F.render([F.bar("A", .nan), F.bar("B", 2), F.bar("C", .infinity)])
        #expect(d.boxes("mark bar").count == 1)
        #expect(d.output.warnings.map(\.message) == ["2 marks were skipped: NaN or infinite values cannot be placed on a scale."])
    }
}
