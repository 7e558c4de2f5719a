import ChartScene
import ChartText
import Foundation
import Testing
@testable import ChartEngine

@Suite("Axis layout: positions, presets, collisions, titles")
struct AxisLayoutTests {
    typealias F = EngineFixture

    /// Six bars over 0…100.
    let bars = ["A", "B", "C", "D", "E", "F"].enumerated().map { F.bar($1, Double($0 + 1) * 15) }

    func options(y: [AxisMarksSpec]? = nil, x: [AxisMarksSpec]? = nil) -> ChartOptions {
        var o = ChartOptions()
        o.yAxis.marks = y; o.xAxis.marks = x
        return o
    }

    @Test("a leading y axis puts its labels before the plot, right-aligned 6 points from it")
    func leading() {
        let d = F.render(bars, options: options(y: [AxisMarksSpec(position: .leading)]))
        let labels = d.texts("axis y")
        #expect(!labels.isEmpty)
        #expect(labels.allSatisfy { $0.anchor == .end && abs($0.origin.x - (d.plot.minX - 6)) < 1e-9 })
        #expect(d.plot.maxX == d.frame.maxX)
        let widest = labels.map { d.box(of: $0).width }.max()!
        // The axis keeps 15 % more room than the labels measure, for a viewer's wider font.
        #expect(abs(d.plot.minX - (d.frame.minX + widest * 1.15 + 6)) < 1e-9)
    }

    @Test("two AxisMarks on one axis, leading and trailing, each with its own values and labels")
    func dualAxis() {
        let left = AxisMarksSpec(position: .leading, values: .explicit([.number(0), .number(50), .number(100)])) { info in
            [.label(AxisValueLabelSpec(text: .string("\(info.index) pt"))), .gridLine(AxisGridLineSpec())]
        }
        let right = AxisMarksSpec(position: .trailing, values: .explicit([.number(25), .number(75)])) { info in
            [.label(AxisValueLabelSpec(text: .string("\(info.index) °C")))]
        }
        let d = F.render(bars, options: options(y: [left, right]))
        let texts = d.texts("axis y")
        #expect(texts.map(\.string) == ["0 pt", "1 pt", "2 pt", "0 °C", "1 °C"])
        #expect(texts.prefix(3).allSatisfy { $0.origin.x < d.plot.minX })
        #expect(texts.suffix(2).allSatisfy { $0.origin.x > d.plot.maxX })
        // Grid lines only where the leading marks asked for them.
        #expect(d.shapes("grid y").count == 3)
    }

    @Test("inset labels take no room beside the plot and sit inside it, above their grid line")
    func inset() {
        let d = F.render(bars, options: options(y: [AxisMarksSpec(preset: .inset)]))
        #expect(d.plot.maxX == d.frame.maxX)
        // Right-aligned 6 points inside the plot's trailing edge, 2 points above their line (the top one
        // in the headroom above the plot).
        let lines = d.boxes("grid y").map(\.minY)
        for t in d.texts("axis y") {
            let b = d.box(of: t)
            #expect(abs(b.maxX - (d.plot.maxX - 6)) < 1e-9)
            #expect(lines.contains { abs(b.maxY - ($0 - 2)) < 1e-9 })
            #expect(d.frame.encloses(b, slack: 0.01))
        }
    }

    @Test("the extended preset carries grid lines under the labels to the chart's edge")
    func extended() {
        let d = F.render(bars, options: options(y: [AxisMarksSpec(preset: .extended, position: .leading)]))
        let lines = d.boxes("grid y")
        #expect(!lines.isEmpty && lines.allSatisfy { abs($0.minX - d.frame.minX) < 1e-9 && abs($0.maxX - d.plot.maxX) < 1e-9 })
        for t in d.texts("axis y") {
            let b = d.box(of: t)
            #expect(abs(b.minX - d.frame.minX) < 1e-9)
            #expect(d.frame.encloses(b, slack: 0.01))
        }
    }

    @Test("greedy labels never overlap and keep 4 points apart; disabled resolution draws every one")
    func greedyAndDisabled() {
        let points = (0...100).map { v in
            MarkSpec(kind: .point, x: .value(F.number("X", Double(v) * 1000)), y: .value(F.number("Y", 1)))
        }
        let values = AxisValuesSpec.explicit((0...100).map { .number(Double($0) * 1000) })
        let greedy = F.render(points, options: options(x: [AxisMarksSpec(values: values)]))
        let boxes = greedy.texts("axis x").map(greedy.box(of:)).sorted { $0.minX < $1.minX }
        #expect(boxes.count > 3 && boxes.count < 101)
        for (a, b) in zip(boxes, boxes.dropFirst()) { #expect(b.minX >= a.maxX + 4 - 1e-9) }
        let all = AxisMarksSpec(values: values) { _ in [.label(AxisValueLabelSpec(collision: .disabled))] }
        let crowded = F.render(points, options: options(x: [all]))
        #expect(crowded.texts("axis x").count == 101)
    }

    @Test("category labels longer than their band are truncated to it")
    func truncation() {
        let long = ["Alpha Centauri Bb", "Beta Pictoris Cc"].map { F.bar($0, 10) }
        let d = F.render(long, frame: SceneRect(x: 0, y: 0, width: 120, height: 100))
        let labels = d.texts("axis x")
        #expect(labels.count == 2 && labels.allSatisfy { $0.string.hasSuffix("…") })
        let band = (d.plot.width) / 2
        #expect(labels.allSatisfy { d.box(of: $0).width <= band - 2 + 1e-9 })
    }

    @Test("vertical labels are turned and the x axis grows to their length")
    func vertical() {
        let spec = AxisMarksSpec { _ in [.label(AxisValueLabelSpec(text: .string("Wednesday"), orientation: .vertical))] }
        let d = F.render(bars, options: options(x: [spec]))
        let labels = d.texts("axis x")
        #expect(!labels.isEmpty && labels.allSatisfy { $0.rotation == -90 })
        let width = MetricsTableMeasurer().measure("Wednesday", font: SceneFont(size: 11)).width
        #expect(abs(d.frame.maxY - d.plot.maxY - (width + 4)) < 1e-9)
    }

    @Test("a view as a value label is drawn centred under its value")
    func viewLabel() {
        let spec = AxisMarksSpec { _ in [.label(AxisValueLabelSpec(text: .content(BoxContent(width: 20, height: 10))))] }
        let d = F.render(bars, options: options(x: [spec]))
        let boxes = d.boxes("custom")
        #expect(boxes.count == 6)
        let bands = d.plot.width / 6
        for (i, b) in boxes.enumerated() {
            #expect(abs(b.midX - (d.plot.minX + bands * (Double(i) + 0.5))) < 1e-9)
            #expect(abs(b.minY - (d.plot.maxY + 4)) < 1e-9)
        }
        // The axis is as tall as the views and the gap.
        #expect(abs(d.frame.maxY - d.plot.maxY - 14) < 1e-9)
    }

    @Test("axis titles sit beyond the labels: x centred below, y turned on the trailing edge")
    func titles() {
        var o = ChartOptions()
        o.xAxis.title = AxisTitleSpec(placement: .automatic, alignment: nil, spacing: nil, content: BoxContent(width: 40, height: 12))
        o.yAxis.title = AxisTitleSpec(placement: .automatic, alignment: nil, spacing: nil, content: BoxContent(width: 50, height: 12))
        let d = F.render(bars, options: o)
        let lineHeight = F.ascent + F.descent
        // Below: the plot, 4 points, a line of labels, 4 points, then the 12-point title.
        #expect(abs(d.frame.maxY - d.plot.maxY - (4 + lineHeight + 4 + 12)) < 1e-9)
        let titleGroups = d.items.filter { $0.classes.contains("axis-title") }
        #expect(titleGroups.count == 2)
        guard case .shape(let x) = titleGroups[0].node else { Issue.record("shape expected"); return }
        #expect(abs(x.path.controlPointBounds.midX - d.plot.midX) < 1e-9)
        #expect(abs(x.path.controlPointBounds.minY - (d.plot.maxY + 4 + lineHeight + 4)) < 1e-9)
        // The y title's group turns it a quarter about its centre, beside the trailing labels.
        let turned = d.output.furnitureNodes.compactMap { n -> SceneGroup? in
            if case .group(let g) = n, g.semantics.classes == "axis-title", !g.transform.isIdentity { return g }
            return nil
        }
        #expect(turned.count == 1)
        #expect(abs(turned[0].transform.b - 1) < 1e-12)
    }

    @Test("marks outside a fixed domain are drawn past the plot, as on iOS")
    func clipping() {
        var o = ChartOptions()
        o.yAxis.scale.domain = .numbers(0, 50)
        let d = F.render(bars, options: o)
        let plotGroup = d.output.plotNodes.compactMap { n -> SceneGroup? in
            if case .group(let g) = n, g.semantics.classes == "plot" { return g }
            return nil
        }
        #expect(plotGroup.first != nil && plotGroup.first?.clip == nil)
        #expect(F.render(bars).output.plotNodes.allSatisfy { n in
            if case .group(let g) = n { return g.clip == nil }
            return true
        })
    }

    @Test("a log scale skips values of zero or less with a warning")
    func logSkips() {
        var o = ChartOptions()
        o.yAxis.scale.type = .log
        let marks = [F.bar("A", 10), F.bar("B", 0), F.bar("C", -3), F.bar("D", 1000)]
        let d = F.render(marks, options: o)
        #expect(d.boxes("bar").count == 2)
        #expect(d.output.warnings.map(\.message) == ["2 marks were skipped: a log scale has no place for values of zero or less."])
    }
}
