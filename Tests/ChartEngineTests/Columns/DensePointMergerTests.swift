import ChartEngine
import ChartScene
import Testing

@Suite("Dense scatters")
struct DensePointMergerTests {
    let blue = RGBA(hex: 0x007AFF), green = RGBA(hex: 0x34C759)
    let plot = SceneRect(x: 0, y: 0, width: 320, height: 200)

    /// The shapes a merger draws for `points` taken one after another at z-index 0.
    func merged(_ points: [(Double, Double, DensePointMerger.Style)]) -> [SceneShape] {
        var merger = DensePointMerger(plot: plot)
        for (i, p) in points.enumerated() {
            merger.begin(mark: i, order: i, zIndex: 0)
            merger.add(ScenePoint(p.0, p.1), style: p.2)
        }
        var nodes: [SceneNode] = [], drawn: [MarkRenderer.Drawn] = []
        merger.finish(into: &nodes, drawn: &drawn)
        return nodes.compactMap { if case .shape(let s) = $0 { return s } else { return nil } }
    }

    @Test("points of one colour become one shape, and a repeat on the same pixel is dropped")
    func mergesAndCollapses() {
        let b = DensePointMerger.Style(paint: .color(blue)), g = DensePointMerger.Style(paint: .color(green))
        let shapes = merged([(10.2, 20.3, b), (10.7, 20.9, b), (30, 40, b), (50, 60, g)])
        #expect(shapes.count == 2)
        // Two circles of six elements each (the second blue point fell on the first one's pixel), then one green.
        #expect(shapes.map(\.path.elements.count) == [12, 6])
        #expect(shapes[0].semantics.classes == "mark point" && shapes[0].semantics.label == nil)
        #expect(shapes[0].fill == .color(blue) && shapes[1].fill == .color(green))
    }

    @Test("two colours on one pixel both stay, each in its own shape")
    func coloursOnOnePixelStay() {
        let b = DensePointMerger.Style(paint: .color(blue)), g = DensePointMerger.Style(paint: .color(green))
        let shapes = merged([(10.2, 20.3, b), (10.4, 20.5, g)])
        #expect(shapes.map(\.path.elements.count) == [6, 6])
    }

    @Test("a merged circle has the same outline as the single point the symbol draws")
    func circleMatchesSinglePoint() {
        let shapes = merged([(10.25, 20.5, DensePointMerger.Style(paint: .color(blue))),
                             (40, 30, DensePointMerger.Style(paint: .color(blue)))])
        // Area 50 gives radius √(50/π) ≈ 3.989; the first circle starts at its rightmost point.
        let r = (50 / Double.pi).squareRoot()
        #expect(Array(shapes[0].path.elements.prefix(6)) == ScenePath.ellipse(in: SceneRect(x: 10.25 - r, y: 20.5 - r, width: 2 * r, height: 2 * r)).elements)
        #expect(shapes[0].path.elements[0] == .move(to: ScenePoint(10.25 + r, 20.5)))
    }

    @Test("a different size or symbol is a different style, and squares keep their outline")
    func sizesAndSymbols() {
        let small = DensePointMerger.Style(area: 20, paint: .color(blue)), big = DensePointMerger.Style(area: 80, paint: .color(blue))
        let square = DensePointMerger.Style(kind: .square, area: 16, paint: .color(blue))
        let shapes = merged([(10, 10, small), (10, 10, big), (10, 10, square), (20, 20, square)])
        #expect(shapes.count == 3)
        // A square of area 16 has sides 4: corners 2 either side of its centre.
        #expect(shapes[2].path.elements.count == 10)
        #expect(shapes[2].path.elements[5] == .move(to: ScenePoint(18, 18)))
        #expect(shapes[2].path.elements[7] == .line(to: ScenePoint(22, 22)))
    }

    @Test("interleaved colours gather into one shape per colour, in order of first appearance")
    func gathersByColour() {
        let b = DensePointMerger.Style(paint: .color(blue)), g = DensePointMerger.Style(paint: .color(green))
        let shapes = merged([(1, 1, g), (5, 5, b), (9, 9, g), (13, 13, b)])
        #expect(shapes.count == 2)
        #expect(shapes[0].fill == .color(green) && shapes[0].path.elements.count == 12)
    }

    @Test("a mark that is not the next one starts a new run, drawn in its own place in z-order")
    func runsBreakBetweenOtherMarks() {
        var merger = DensePointMerger(plot: plot)
        let b = DensePointMerger.Style(paint: .color(blue))
        merger.begin(mark: 0, order: 0, zIndex: 0); merger.add(ScenePoint(1, 1), style: b)
        // Mark 1 is a rule drawn elsewhere; marks 2 and 3 are points, the same pixel as mark 0.
        merger.begin(mark: 2, order: 2, zIndex: 0); merger.add(ScenePoint(1, 1), style: b)
        merger.begin(mark: 3, order: 3, zIndex: 0); merger.add(ScenePoint(1.5, 1.5), style: b)
        var nodes: [SceneNode] = [.text(SceneText(string: "rule", origin: ScenePoint(0, 0), font: SceneFont(size: 10), fill: .color(blue)))]
        var drawn: [MarkRenderer.Drawn] = []
        merger.finish(into: &nodes, drawn: &drawn)
        #expect(nodes.count == 3)
        #expect(drawn.map(\.order) == [0, 2])
        #expect(drawn.map(\.nodes) == [1..<2, 2..<3])
    }

    @Test("points far outside the plot collapse per pixel too")
    func outsideThePlot() {
        let b = DensePointMerger.Style(paint: .color(blue))
        let shapes = merged([(-5_000.2, 9_000, b), (-5_000.7, 9_000.5, b), (-4_000, 9_000, b)])
        #expect(shapes.map(\.path.elements.count) == [12])
    }
}
