import ChartEngine
import ChartScene
import Testing

@Suite("Dense scatters")
struct DensePointMergerTests {
    func point(_ x: Double, _ y: Double, _ fill: RGBA) -> SceneNode {
        .shape(SceneShape(path: .ellipse(in: SceneRect(x: x - 4, y: y - 4, width: 8, height: 8)), fill: .color(fill),
                          semantics: SceneSemantics(classes: "mark point")))
    }

    @Test("points of one colour become one shape, and a repeat on the same pixel is dropped")
    func mergesAndCollapses() {
        let blue = RGBA(hex: 0x007AFF), green = RGBA(hex: 0x34C759)
        let nodes = [point(10.2, 20.3, blue), point(10.7, 20.9, blue), point(30, 40, blue), point(50, 60, green)]
        let merged = DensePointMerger.merge(nodes)
        #expect(merged.count == 2)
        guard case .shape(let first) = merged[0], case .shape(let second) = merged[1] else { Issue.record("not shapes"); return }
        // Two circles of six elements each (the second blue point fell on the first one's pixel), then one green.
        #expect(first.path.elements.count == 12)
        #expect(second.path.elements.count == 6)
        #expect(first.semantics.classes == "mark point")
    }

    @Test("interleaved colours gather into one shape per colour, in order of first appearance")
    func gathersByColour() {
        let blue = RGBA(hex: 0x007AFF), green = RGBA(hex: 0x34C759)
        let merged = DensePointMerger.merge([point(1, 1, blue), point(5, 5, green), point(9, 9, blue), point(13, 13, green)])
        #expect(merged.count == 2)
        guard case .shape(let first) = merged[0] else { Issue.record("not a shape"); return }
        #expect(first.fill == .color(blue) && first.path.elements.count == 12)
    }

    @Test("other nodes keep their place between runs of points")
    func keepsOtherNodes() {
        let blue = RGBA(hex: 0x007AFF)
        let rule = SceneNode.shape(SceneShape(path: .line(from: ScenePoint(0, 0), to: ScenePoint(10, 0)),
                                              semantics: SceneSemantics(classes: "mark rule")))
        let merged = DensePointMerger.merge([point(1, 1, blue), rule, point(5, 5, blue)])
        #expect(merged.count == 3)
        #expect(merged[1] == rule)
    }
}
