import ChartScene
@testable import ChartText
import Testing

@Suite("Text outliner")
struct TextOutlinerTests {
    @Test("'AV' at 20.48 pt advances 13.66 + 13.66 − 1.52 (kerning) points")
    func kernedAdvance() {
        let outline = TextOutliner.outline("AV", font: SceneFont(size: 20.48), size: 20.48)
        #expect(abs(outline.advance - (13.66 + 13.66 - 1.52)) < 1e-9)
        #expect(outline.warnings.isEmpty)
        #expect(outline.path.elements.filter { $0 == .closeSubpath }.count == 3)   // A: 2 contours, V: 1
    }

    @Test("the path starts at the origin's pen position, baseline at origin.y")
    func placed() {
        let outline = TextOutliner.outline("A", font: SceneFont(size: 10), size: 20.48, origin: ScenePoint(100, 40))
        #expect(outline.path.elements.first == .move(to: ScenePoint(111.67, 40)))
        let box = outline.path.controlPointBounds
        #expect(abs(box.minY - (40 - 14.09)) < 1e-9)   // the apex at 1409 units
        #expect(abs(outline.advance - 13.66) < 1e-9)
    }

    @Test("bold text is drawn from the bold face: 'A' 1479 units wide")
    func bold() {
        let outline = TextOutliner.outline("A", font: SceneFont(size: 20.48, weight: .bold), size: 20.48)
        #expect(abs(outline.advance - 14.79) < 1e-9)
    }

    @Test("a size that is not a positive number draws nothing")
    func badSize() {
        for size in [0, -3, Double.nan, .infinity] {
            let outline = TextOutliner.outline("Cachapa", font: SceneFont(size: 10), size: size)
            #expect(outline.path.isEmpty)
            #expect(outline.advance == 0)
        }
    }

    @Test("spaces advance without drawing; joiners and variation selectors draw nothing")
    func invisible() {
        let outline = TextOutliner.outline(" \u{200D}\u{FE0F}", font: SceneFont(size: 20.48), size: 20.48)
        #expect(outline.path.isEmpty)
        #expect(abs(outline.advance - 5.69) < 1e-9)
    }
}
