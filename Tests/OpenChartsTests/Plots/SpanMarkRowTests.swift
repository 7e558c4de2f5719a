import ChartScene
import Foundation
@testable import OpenCharts
import Testing

/// A bar of a walk: its index, and the range it covers.
struct WalkSpan {
    var i: Double
    var low: Double
    var high: Double
}

/// One cell of a grid: its column and row.
struct GridCell {
    var column: Int
    var row: Int
}

@Suite("Rules and rectangles made as span marks, one per row of a ForEach")
struct SpanMarkRowTests: RunPictureComparing {
    /// The cells of a `columns` × `rows` grid, row by row.
    func grid(_ columns: Int, _ rows: Int) -> [GridCell] {
        (0..<rows).flatMap { r in (0..<columns).map { GridCell(column: $0, row: r) } }
    }

    /// `n` bars of a random walk (SplitMix64): an index, a low and a high.
    func walk(_ n: Int) -> [WalkSpan] {
        var random = SplitMix64(seed: 5), y = 0.0
        return (0..<n).map { i in
            y += random.next() * 2 - 1
            let half = 0.2 + random.next()
            return WalkSpan(i: Double(i), low: y - half, high: y + half)
        }
    }

    /// The rectangles (move, three lines, close) of the shapes of class `classes` in `nodes`, as
    /// their smallest and largest corners.
    func rectangles(_ nodes: [SceneNode], classes: String) -> [(x0: Double, y0: Double, x1: Double, y1: Double)] {
        var found: [(x0: Double, y0: Double, x1: Double, y1: Double)] = []
        for node in nodes {
            switch node {
            case .group(let g): found += rectangles(g.children, classes: classes)
            case .shape(let s) where s.semantics.classes == classes:
                var corners: [ScenePoint] = []
                for e in s.path.elements {
                    switch e {
                    case .move(let p): corners = [p]
                    case .line(let p): corners.append(p)
                    case .closeSubpath:
                        let xs = corners.map(\.x), ys = corners.map(\.y)
                        found.append((xs.min()!, ys.min()!, xs.max()!, ys.max()!))
                    default: break
                    }
                }
            default: break
            }
        }
        return found
    }

    @Test("rules and rectangles at plain values are made as span marks; with a size, a unit or a text, as full arguments")
    func madeAsSpans() {
        func isSpan(_ c: AnyChartContent) -> Bool { if case .span = c.storage { return true } else { return false } }
        #expect(isSpan(ChartContentBuilder.buildExpression(RuleMark(x: .value("X", 1.0), yStart: .value("Low", 0.0), yEnd: .value("High", 2.0)))))
        #expect(isSpan(ChartContentBuilder.buildExpression(RuleMark(y: .value("Level", 3)))))
        #expect(isSpan(ChartContentBuilder.buildExpression(RuleMark(xStart: .value("A", Date()), xEnd: .value("B", Date()), y: .value("Y", 1)))))
        #expect(isSpan(ChartContentBuilder.buildExpression(RectangleMark(x: .value("Column", 1), y: .value("Row", 2)))))
        #expect(isSpan(ChartContentBuilder.buildExpression(
            RectangleMark(xStart: .value("A", 0), xEnd: .value("B", 1), yStart: .value("C", 0), yEnd: .value("D", 1)))))
        #expect(!isSpan(ChartContentBuilder.buildExpression(RectangleMark(x: .value("Column", 1), y: .value("Row", 2), width: 4))))
        #expect(!isSpan(ChartContentBuilder.buildExpression(RuleMark(x: .value("Day", Date(), unit: .day)))))
        #expect(!isSpan(ChartContentBuilder.buildExpression(RuleMark(y: .value("Name", "Goal")))))
        // The mark a span mark adds is the one its arguments would add.
        let rule = RuleMark(x: .value("X", 1.5), yStart: 10, yEnd: 40)
        guard case .span(let span) = rule.made else { Issue.record("not a span mark"); return }
        guard case .value(let slot) = span.arguments.x, case .fixed(let s, let e) = span.arguments.y else {
            Issue.record("the rule's axes are \(span.arguments.x), \(span.arguments.y)")
            return
        }
        #expect(slot.label == "X" && slot.value == .number(1.5) && s == 10 && e == 40)
    }

    @Test("a 100 × 100 heat map of RectangleMark(x:y:): one run, each cell 70% of the step, centred where hand computation puts it")
    func heatMapCells() throws {
        let cells = grid(100, 100)
        let chart = Chart {
            ForEach(cells, id: \.column) { RectangleMark(x: .value("Column", $0.column), y: .value("Row", $0.row)) }
        }
        .chartXScale(domain: -0.5...99.5).chartYScale(domain: -0.5...99.5)
        .chartXAxis(.hidden).chartYAxis(.hidden)
        let svg = TestRender.renderer(chart).svg()
        #expect((1...4).contains(count("class=\"mark rectangle\"", in: svg)))
        // Cells 30% of the step apart never touch: every one is its own rectangle.
        let found = rectangles(TestRender.renderer(chart).scene().nodes, classes: "mark rectangle")
        #expect(found.count == 10_000)
        let size = try proxy(of: chart).plotSize
        // The domain's 100 units span the plot: a step of a hundredth of it, a cell 0.7 of that.
        let sx = Double(size.width) / 100, sy = Double(size.height) / 100
        let byCorner = Dictionary(found.map { (Int(saturating: ($0.x0 * 64).rounded()) * 1_000_000 + Int(saturating: ($0.y0 * 64).rounded()), $0) },
                                  uniquingKeysWith: { a, _ in a })
        let origin = try #require(found.min { ($0.x0, -$0.y1) < ($1.x0, -$1.y1) })  // column 0, row 0: leftmost, lowest
        #expect(abs((origin.x1 - origin.x0) - 0.7 * sx) < 1e-6)
        #expect(abs((origin.y1 - origin.y0) - 0.7 * sy) < 1e-6)
        for (c, r) in [(1, 0), (0, 1), (37, 58), (99, 99)] {
            // Column c is c steps right of column 0; row r is r steps up (y grows downwards).
            let x0 = origin.x0 + Double(c) * sx, y0 = origin.y0 - Double(r) * sy
            let key = Int(saturating: (x0 * 64).rounded()) * 1_000_000 + Int(saturating: (y0 * 64).rounded())
            let cell = try #require(byCorner[key], "no cell at column \(c), row \(r)")
            #expect(abs(cell.x0 - x0) < 1e-6 && abs(cell.y0 - y0) < 1e-6)
            #expect(abs((cell.x1 - cell.x0) - 0.7 * sx) < 1e-6 && abs((cell.y1 - cell.y0) - 0.7 * sy) < 1e-6)
        }
        // The leftmost cell starts 0.15 of a step inside the plot, the rightmost ends as far inside it.
        let right = try #require(found.max { $0.x1 < $1.x1 })
        #expect(abs((right.x1 - origin.x0) - (100 - 0.3) * sx) < 1e-6)
    }

    @Test("a heat map drawn as a run matches the picture of a rectangle per row")
    func heatMapPicture() {
        let cells = grid(120, 80)
        let run = Chart { ForEach(cells, id: \.column) { RectangleMark(x: .value("Column", $0.column), y: .value("Row", $0.row)) } }
        let marks = Chart {
            ForEach(cells, id: \.column) { RectangleMark(x: .value("Column", $0.column), y: .value("Row", $0.row)).opacity(1) }
        }
        #expect((1...4).contains(count("class=\"mark rectangle\"", in: TestRender.renderer(run).svg())))
        #expect(differing(raster(run), raster(marks)) <= 0.005)
    }

    @Test("rectangles all at one x are each drawn from the baseline, as they are one per row")
    func oneColumn() {
        let rows = walk(9_000)
        let run = Chart { ForEach(rows, id: \.i) { RectangleMark(x: .value("X", 3), yStart: .value("Low", $0.low), yEnd: .value("High", $0.high)) } }
        let marks = Chart {
            ForEach(rows, id: \.i) { RectangleMark(x: .value("X", 3), yStart: .value("Low", $0.low), yEnd: .value("High", $0.high)).opacity(1) }
        }
        #expect(differing(raster(run), raster(marks)) <= 0.005)
    }

    @Test("rules between fixed coordinates match a mark per row; rectangles between fixed coordinates are marks per row")
    func fixedCoordinates() {
        let rows = walk(10_000)
        let rules = Chart { ForEach(rows, id: \.i) { RuleMark(x: .value("X", $0.i), yStart: 20, yEnd: 120) } }
        let ruleMarks = Chart { ForEach(rows, id: \.i) { RuleMark(x: .value("X", $0.i), yStart: 20, yEnd: 120).opacity(1) } }
        #expect((1...4).contains(count("class=\"mark rule\"", in: TestRender.renderer(rules).svg())))
        #expect(differing(raster(rules), raster(ruleMarks)) <= 0.005)
        let bands = Chart { ForEach(rows, id: \.i) { RectangleMark(xStart: .value("A", $0.i), xEnd: .value("B", $0.i + 0.5), yStart: 10) } }
        let bandMarks = Chart {
            ForEach(rows, id: \.i) { RectangleMark(xStart: .value("A", $0.i), xEnd: .value("B", $0.i + 0.5), yStart: 10).opacity(1) }
        }
        // Rectangles between fixed coordinates are drawn as lone ones are, one per row.
        #expect(count("class=\"mark rectangle\"", in: TestRender.renderer(bands).svg()) == 10_000)
        #expect(differing(raster(bands), raster(bandMarks)) <= 0.005)
    }

    @Test("a dashed line style on each row keeps every rule, each drawn dashed")
    func dashedRows() {
        let rows = walk(9_000)
        let svg = TestRender.renderer(Chart {
            ForEach(rows, id: \.i) {
                RuleMark(x: .value("X", $0.i), yStart: .value("Low", $0.low), yEnd: .value("High", $0.high))
                    .lineStyle(StrokeStyle(lineWidth: 2, dash: [3, 2]))
            }
        }).svg()
        #expect(count("class=\"mark rule\"", in: svg) == 9_000)
        #expect(count("stroke-dasharray", in: svg) >= 9_000)
    }

    @Test("a translucent style around the ForEach draws the rectangles one by one, where they blend")
    func translucentAround() {
        let rows = walk(9_000)
        let svg = TestRender.renderer(Chart {
            ForEach(rows, id: \.i) {
                RectangleMark(xStart: .value("A", $0.i), xEnd: .value("B", $0.i + 0.8), yStart: .value("Low", $0.low), yEnd: .value("High", $0.high))
            }
            .opacity(0.5)
        }).svg()
        #expect(count("class=\"mark rectangle\"", in: svg) == 9_000)
    }

    @Test("an annotation on one row of many draws that row's annotation, the rest as before")
    func annotatedRow() {
        let rows = walk(9_000)
        let svg = TestRender.renderer(Chart {
            ForEach(rows, id: \.i) { r in
                if r.i == 4_500 {
                    RuleMark(y: .value("Level", r.low)).annotation(position: .top) { Text("Middle row") }
                } else {
                    RuleMark(y: .value("Level", r.low))
                }
            }
        }).svg()
        #expect(svg.contains("Middle row"))
        #expect(count("class=\"mark rule\"", in: svg) >= 4_500)
    }
}
