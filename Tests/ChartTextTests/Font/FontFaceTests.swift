import ChartScene
@testable import ChartText
import Foundation
import Testing

/// Expected values were read from the font's tables with an independent font tool and
/// checked against the OpenType specification by hand.
@Suite("Font face: the bundled Liberation Sans")
struct FontFaceTests {
    let regular = BundledFonts.regular!.face
    let bold = BundledFonts.bold!.face

    @Test("the bundled faces load and name their family")
    func loads() {
        #expect(regular.familyName == "Liberation Sans")
        #expect(bold.familyName == "Liberation Sans")
        #expect(regular.unitsPerEm == 2048)
        #expect(regular.glyphCount == 2620)
        #expect(bold.glyphCount == 2620)
        #expect(!regular.hasCFFOutlines)
    }

    @Test("'A' is glyph 36, 1366 units of 2048 wide; bold 'A' is 1479")
    func advances() {
        #expect(regular.glyph(for: "A") == 36)
        #expect(regular.advance(of: 36) == 1366)
        #expect(regular.advance(of: regular.glyph(for: "o")) == 1139)
        #expect(regular.advance(of: regular.glyph(for: " ")) == 569)
        #expect(bold.advance(of: bold.glyph(for: "A")) == 1479)
    }

    @Test("a character the font lacks maps to glyph 0")
    func missing() {
        #expect(regular.glyph(for: "当") == 0)
        #expect(!regular.covers("月"))
        #expect(regular.covers("é"))
    }

    @Test("the kern table gives A–V −152 and T–o −227 units")
    func kerning() {
        let a = regular.glyph(for: "A"), v = regular.glyph(for: "V")
        #expect(regular.kerning(a, v) == -152)
        #expect(regular.kerning(regular.glyph(for: "T"), regular.glyph(for: "o")) == -227)
        #expect(regular.kerning(a, regular.glyph(for: "B")) == 0)
    }

    @Test("'A' is two contours of 8 and 9 points, two of them off the curve")
    func simpleGlyph() throws {
        let path = try regular.outline(of: 36)
        let e = path.elements
        #expect(e.count == 19)   // per contour: move, a segment per point, close
        #expect(e.filter { $0 == .closeSubpath }.count == 2)
        #expect(e.filter { if case .quadCurve = $0 { true } else { false } }.count == 2)
        #expect(e[0] == .move(to: ScenePoint(1167, 0)))
        #expect(e[1] == .line(to: ScenePoint(1006, 412)))
        #expect(e[10] == .move(to: ScenePoint(685, 1265)))
        #expect(e[12] == .quadCurve(to: ScenePoint(602, 1024), control: ScenePoint(651, 1154)))
    }

    @Test("'o' is two contours of quadratic curves within its bounding box 86,−20 … 1053,1102")
    func curvedGlyph() throws {
        let path = try regular.outline(of: regular.glyph(for: "o"))
        let box = path.controlPointBounds
        #expect(box == SceneRect(x: 86, y: -20, width: 967, height: 1122))
        #expect(path.elements.filter { $0 == .closeSubpath }.count == 2)
    }

    @Test("'Á' is a composite of 'A' and the capital acute moved 475 units right")
    func compositeGlyph() throws {
        let glyph = regular.glyph(for: "Á")
        #expect(glyph == 131)
        #expect(try regular.outlines.trueType!.components(of: glyph) == [36, 2335])
        let composite = try regular.outline(of: glyph).elements
        let base = try regular.outline(of: 36).elements
        let accent = try regular.outline(of: 2335).applying(.translation(475, 0)).elements
        #expect(composite == base + accent)
    }

    @Test("a path at 20.48 pt puts font unit 1167,0 at origin + 11.67, y down")
    func placedPath() throws {
        let path = try regular.path(of: 36, size: 20.48, origin: ScenePoint(10, 50))
        guard case .move(let p) = path.elements[0], case .move(let q) = path.elements[10] else {
            Issue.record("expected moves"); return
        }
        #expect(abs(p.x - 21.67) < 1e-9 && abs(p.y - 50) < 1e-9)
        #expect(abs(q.x - 16.85) < 1e-9 && abs(q.y - 37.35) < 1e-9)
    }
}
