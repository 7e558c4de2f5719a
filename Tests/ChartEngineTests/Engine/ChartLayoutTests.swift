import ChartEngine
import ChartScene
import ChartText
import Foundation
import Testing

@Suite("Layout: axes, legend and plot area")
struct ChartLayoutTests {
    typealias F = EngineFixture

    /// Six bars coloured by two series: every piece of furniture is present.
    let coloured = [F.bar("Mon", 40, color: "A"), F.bar("Tue", 75, color: "A"), F.bar("Wed", 10, color: "A"),
                    F.bar("Mon", 20, color: "B"), F.bar("Tue", 5, color: "B"), F.bar("Wed", 60, color: "B")]

    @Test("the plot lies inside the frame, also with a legend, a time axis or no marks")
    func plotInsideFrame() {
        let day = ValueSlot(label: "Day", value: .date(Date(timeIntervalSinceReferenceDate: 0)), unit: .day)
        let specs: [[MarkSpec]] = [
            coloured,
            [MarkSpec(kind: .point, x: .value(F.number("X", -5)), y: .value(F.number("Y", 1e6)))],
            [MarkSpec(kind: .bar, x: .value(day), y: .value(F.number("Sales", 3)))],
            [],
        ]
        for marks in specs {
            let d = F.render(marks)
            #expect(d.frame.encloses(d.plot), "\(d.plot) escapes \(d.frame)")
            #expect(d.plot.width > 0 && d.plot.height > 0)
        }
    }

    @Test("y axis labels sit on the trailing side, right of the plot and inside the frame")
    func yLabelsTrailing() {
        let d = F.render(coloured)
        let labels = d.texts("axis y")
        // Stacks reach 80; 253 pt aim for 253 / 60 = 4.2 gaps. Of the steps that end on 80, 20
        // gives 4 gaps (ratio 0.95) and 10 gives 8 (ratio 1.9): 20.
        #expect(labels.map(\.string) == ["0", "20", "40", "60", "80"])
        for t in labels {
            let box = d.box(of: t)
            #expect(box.minX > d.plot.maxX, "\(t.string) at \(box.minX) is not right of the plot (\(d.plot.maxX))")
            #expect(box.maxX <= d.frame.maxX + 1e-9, "\(t.string) runs past the frame")
        }
    }

    @Test("y labels are centred on their grid lines, which span the plot")
    func yLabelsOnGridLines() {
        let d = F.render(coloured)
        let grid = d.boxes("grid y")
        let labels = d.texts("axis y")
        #expect(grid.count == labels.count)
        // The metrics table puts the line box 0.95 em above and 0.25 em below the baseline.
        let centres = labels.map { $0.origin.y - (F.ascent - F.descent) / 2 }.sorted()
        #expect(zip(centres, grid.map(\.minY).sorted()).allSatisfy { abs($0 - $1) < 1e-9 })
        #expect(grid.allSatisfy { $0.minX == d.plot.minX && $0.maxX == d.plot.maxX && $0.height == 0 })
    }

    @Test("the zero line and the top tick bound the plot of a positive bar chart")
    func yDomainFillsPlot() {
        let d = F.render(coloured)
        let ys = d.boxes("grid y").map(\.minY)
        #expect(ys.max() == d.plot.maxY)
        #expect(ys.min() == d.plot.minY)
    }

    @Test("x axis labels sit below the plot, one per category, centred on its band")
    func xLabelsBelow() {
        let d = F.render(coloured)
        let labels = d.texts("axis x")
        #expect(labels.map(\.string) == ["Mon", "Tue", "Wed"])
        let band = d.plot.width / 3
        for (i, t) in labels.enumerated() {
            #expect(d.box(of: t).minY >= d.plot.maxY, "\(t.string) overlaps the plot")
            #expect(d.box(of: t).maxY <= d.frame.maxY)
            #expect(abs(d.box(of: t).midX - (d.plot.minX + (Double(i) + 0.5) * band)) < 1e-9)
        }
    }

    @Test("the legend sits below the x axis, leading-aligned at the frame's leading edge")
    func legendBelow() throws {
        let d = F.render(coloured)
        let legendShapes = d.boxes("legend")
        let legendTexts = d.texts("legend")
        #expect(legendTexts.map(\.string) == ["A", "B"])
        let swatchLeft = try #require(legendShapes.map(\.minX).min())
        #expect(abs(swatchLeft - d.frame.minX) < 1e-9, "legend starts at \(swatchLeft), frame at \(d.frame.minX)")
        let legendTop = min(legendShapes.map(\.minY).min() ?? .infinity, legendTexts.map { d.box(of: $0).minY }.min() ?? .infinity)
        let axisBottom = try #require(d.texts("axis x").map { d.box(of: $0).maxY }.max())
        #expect(legendTop >= axisBottom, "legend top \(legendTop) above x labels' bottom \(axisBottom)")
        #expect(legendTexts.allSatisfy { d.box(of: $0).maxY <= d.frame.maxY + 1e-9 })
        // Swatches take the palette's colours in order of first appearance.
        #expect(d.shapes("legend").map(\.fill) == [.color(F.blue), .color(F.green)])
        // The second entry follows the first on the same row.
        #expect(legendTexts[1].origin.x > d.box(of: legendTexts[0]).maxX)
        #expect(legendTexts[1].origin.y == legendTexts[0].origin.y)
    }

    @Test("a legend whose entries do not fit one row wraps, still inside the frame")
    func legendWraps() {
        let names = (0..<8).map { "Series number \($0)" }
        let d = F.render(names.enumerated().map { F.bar("A", Double($0.offset + 1), color: $0.element) },
                         frame: SceneRect(x: 5, y: 5, width: 200, height: 300))
        let texts = d.texts("legend")
        #expect(texts.count == 8)
        #expect(Set(texts.map(\.origin.y)).count > 1)
        #expect(texts.allSatisfy { d.frame.encloses(d.box(of: $0)) })
        #expect(d.frame.encloses(d.plot))
    }

    @Test("hidden axes and legend take no room")
    func hiddenFurniture() {
        var options = ChartOptions()
        options.xAxis.visibility = .hidden; options.yAxis.visibility = .hidden; options.legend = .hidden
        let d = F.render(coloured, options: options)
        #expect(d.texts("axis").isEmpty && d.texts("legend").isEmpty)
        #expect(d.plot == d.frame)
    }

    @Test("marks lie inside the plot: bars, points, rules, rectangles and lines")
    func marksInsidePlot() {
        let x = { F.number("X", $0) }, y = { F.number("Y", $0) }
        let marks = [
            MarkSpec(kind: .bar, x: .value(x(1)), y: .value(y(7))),
            MarkSpec(kind: .point, x: .value(x(2)), y: .value(y(3))),
            MarkSpec(kind: .rule, x: .fixed(start: nil, end: nil), y: .value(y(5))),
            MarkSpec(kind: .rule, x: .value(x(3)), y: .interval(y(1), y(6))),
            MarkSpec(kind: .rectangle, x: .value(x(4)), y: .value(y(2))),
            MarkSpec(kind: .line, x: .value(x(1)), y: .value(y(1))),
            MarkSpec(kind: .line, x: .value(x(5)), y: .value(y(8))),
        ]
        let d = F.render(marks)
        let boxes = d.boxes("mark")
        #expect(boxes.count == 6)
        for b in boxes { #expect(d.plot.encloses(b), "\(b) escapes the plot \(d.plot)") }
    }
}
