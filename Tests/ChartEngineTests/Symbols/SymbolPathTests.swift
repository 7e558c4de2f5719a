@testable import ChartEngine
import ChartScene
import Foundation
import Testing

@Suite("Symbol outlines, insets and annotation fitting")
struct SymbolPathTests {
    static let c = ScenePoint(50, 50)

    @Test("an inset symbol shrinks by its inradius: a square of side 10 inset by 1 is 8 wide, a circle's radius drops by 1")
    func insets() {
        let square = SymbolPath.path(.square, at: Self.c, area: 100, inset: 1).controlPointBounds
        #expect(abs(square.width - 8) < 1e-9)
        let circle = SymbolPath.path(.circle, at: Self.c, area: 100, inset: 1).controlPointBounds
        #expect(abs(circle.width - 2 * ((100 / Double.pi).squareRoot() - 1)) < 1e-9)
        // A diamond of half-diagonal √50 has inradius 5; inset by 1 its half-diagonal is (5 − 1)·√2.
        let diamond = SymbolPath.path(.diamond, at: Self.c, area: 100, inset: 1).controlPointBounds
        #expect(abs(diamond.width - 2 * 4 * 2.0.squareRoot()) < 1e-9)
        // Inset past its inradius, a symbol vanishes rather than turning inside out.
        #expect(SymbolPath.path(.square, at: Self.c, area: 100, inset: 6).isEmpty)
    }

    @Test("a stroked symbol is stroked, not filled, along the outline half its stroke inside the edge")
    func strokedShape() {
        let kind = SymbolKind.stroked(.square, LineStyleSpec(width: 2))
        let shape = SymbolPath.shape(kind, at: Self.c, area: 100, paint: .color(.black))
        #expect(shape.fill == nil && shape.stroke?.width == 2)
        #expect(abs(shape.path.controlPointBounds.width - 8) < 1e-9)
    }

    @Test("a user's outline is drawn in the rectangle that makes its unit rectangle a square of the area")
    func outlines() {
        let outline = SymbolOutline(unitRect: SceneRect(x: 0.25, y: 0.25, width: 0.5, height: 0.5)) { rect, _ in .rect(rect) }
        let r = outline.drawingRect(at: Self.c, area: 100)
        #expect(r == SceneRect(x: 40, y: 40, width: 20, height: 20))
        let broken = SymbolOutline(unitRect: SceneRect(x: .nan, y: 0, width: 0, height: 1)) { rect, _ in .rect(rect) }
        #expect(broken.unitRect == SceneRect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test("each built-in symbol's unit side fits it in its frame: the symbol filling a 20-point frame stays inside it")
    func unitSides() {
        let frame = SceneRect(x: 0, y: 0, width: 20, height: 20)
        for kind in [SymbolKind.circle, .square, .triangle, .diamond, .pentagon, .plus, .cross, .asterisk] {
            let b = SymbolPath.path(kind, in: frame).controlPointBounds
            #expect(b.minX >= -1e-9 && b.minY >= -1e-9 && b.maxX <= 20 + 1e-9 && b.maxY <= 20 + 1e-9, "\(kind): \(b)")
        }
    }

    @Test("fitting moves a run as little as needed into its room, and a run longer than the room to its start")
    func fit() {
        #expect(MarkRenderer.fit(-12, length: 30, lo: 0, hi: 100) == 0)
        #expect(MarkRenderer.fit(90, length: 30, lo: 0, hi: 100) == 70)
        #expect(MarkRenderer.fit(40, length: 30, lo: 0, hi: 100) == 40)
        #expect(MarkRenderer.fit(40, length: 300, lo: 0, hi: 100) == 0)
        #expect(MarkRenderer.fit(.nan, length: 30, lo: 0, hi: 100).isNaN)
    }

    @Test("a curve's tight bounds leave out control points that stick out past it")
    func tightBounds() {
        // A cubic from (0,0) to (10,0) with both controls at y = 10 peaks at 3/4 of 10 = 7.5.
        let p = ScenePath([.move(to: ScenePoint(0, 0)), .curve(to: ScenePoint(10, 0), control1: ScenePoint(0, 10), control2: ScenePoint(10, 10))])
        let b = PlotAlignedPaint.tightBounds(p)
        #expect(abs(b.height - 7.5) < 1e-9 && abs(b.width - 10) < 1e-9)
        #expect(p.controlPointBounds.height == 10)
    }

    @Test("a gradient aligned to the plot runs from the plot's top, in the units of a bar in its lower half")
    func remap() {
        let plot = SceneRect(x: 0, y: 0, width: 100, height: 200)
        let bar = SceneRect(x: 10, y: 100, width: 20, height: 100)
        let g = Paint.linearGradient(LinearGradientPaint(stops: [], start: ScenePoint(0.5, 0), end: ScenePoint(0.5, 1)))
        guard case .linearGradient(let m) = PlotAlignedPaint.remap(g, box: bar, plot: plot) else { Issue.record("not a gradient"); return }
        #expect(m.start == ScenePoint(2, -1) && m.end == ScenePoint(2, 1))
    }
}
