@testable import ChartPDF
import ChartScene
import Foundation
import OpenCharts
import Testing

/// Identical outlines at many places are written once, as a form, and painted where each goes.
@Suite("PDF writer: repeated symbols")
struct PDFSymbolTests {
    /// A 4-point square with its top-left corner at (x, y).
    static func square(_ x: Double, _ y: Double) -> ScenePath {
        .rect(SceneRect(x: x, y: y, width: 4, height: 4))
    }

    /// The places of twenty squares on a diagonal, 10 points apart from (5, 7).
    static let places: [(Double, Double)] = (0..<20).map { (i: Int) -> (Double, Double) in
        let step = 10 * Double(i)
        return (5 + step, 7 + step)
    }

    static func content(_ nodes: [SceneNode]) -> (pdf: String, content: String) {
        let pdf = PDFTestSupport.text(PDFTestSupport.scene(nodes))
        return (pdf, PDFTestSupport.content(pdf))
    }

    static func occurrences(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    @Test("twenty opaque squares in one path are one form at the origin, painted at each corner")
    func onePath() {
        var path = ScenePath()
        for (x, y) in Self.places { path = ScenePath(path.elements + Self.square(x, y).elements) }
        let (pdf, c) = Self.content([.shape(SceneShape(path: path, fill: .color(RGBA(hex: 0xFF0000))))])
        #expect(Self.occurrences(of: " cm /S1 Do Q\n", in: c) == 20)
        #expect(c.contains("q\n1 0 0 rg\nq 1 0 0 1 5 7 cm /S1 Do Q\nq 1 0 0 1 15 17 cm /S1 Do Q\n"))
        #expect(c.contains("q 1 0 0 1 195 197 cm /S1 Do Q\nQ\n"))
        // The square drawn from its own corner, filled; its box one point beyond.
        #expect(pdf.contains("0 0 m\n4 0 l\n4 4 l\n0 4 l\nh\nf\n"))
        #expect(pdf.contains("/Subtype /Form /BBox [-1 -1 5 5]"))
        #expect(pdf.contains("/S1 "))
        #expect(!c.contains("5 7 m"))
    }

    @Test("twenty sibling shapes of one paint, half transparent and outlined, are each a copy of one form")
    func siblings() {
        let stroke = Stroke(paint: .color(.black), width: 2)
        let nodes = Self.places.map { x, y in
            SceneNode.shape(SceneShape(path: Self.square(x, y), fill: .color(RGBA(hex: 0x0000FF, alpha: 0.5)), stroke: stroke))
        }
        let (pdf, c) = Self.content(nodes)
        #expect(Self.occurrences(of: " cm /S1 Do Q\n", in: c) == 20)
        // Fill and stroke together, in the form; the stroke's width widens its box.
        #expect(pdf.contains("0 0 m\n4 0 l\n4 4 l\n0 4 l\nh\nB\n"))
        #expect(pdf.contains("/BBox [-3 -3 7 7]"))
        #expect(c.contains("/A1 gs\n0 0 1 rg\n0 0 0 RG\n2 w\n"))
    }

    @Test("shapes that differ in size, paint or number stay paths of their own")
    func notRepeated() {
        // Squares that grow: not one outline.
        let growing = (0..<20).map { i in
            SceneNode.shape(SceneShape(path: .rect(SceneRect(x: Double(10 * i), y: 0, width: 4, height: Double(1 + i))),
                                       fill: .color(.black)))
        }
        #expect(!Self.content(growing).content.contains(" Do "))
        // Colours that alternate: no run of one paint is long enough.
        let alternating = Self.places.enumerated().map { i, p in
            SceneNode.shape(SceneShape(path: Self.square(p.0, p.1), fill: .color(i % 2 == 0 ? .black : RGBA(hex: 0xFF0000))))
        }
        #expect(!Self.content(alternating).content.contains(" Do "))
        // Fifteen copies: fewer than a form is worth.
        let few = Self.places.prefix(15).map { x, y in SceneNode.shape(SceneShape(path: Self.square(x, y), fill: .color(.black))) }
        #expect(!Self.content(Array(few)).content.contains(" Do "))
    }

    @Test("one path of many outlines keeps its single fill when it is see-through or outlined")
    func singleFillKept() {
        var path = ScenePath()
        for (x, y) in Self.places { path = ScenePath(path.elements + Self.square(x, y).elements) }
        // Overlapping copies of a half-transparent fill would darken where they meet; one fill does not.
        let seeThrough = Self.content([.shape(SceneShape(path: path, fill: .color(RGBA(hex: 0xFF0000, alpha: 0.5))))])
        #expect(!seeThrough.content.contains(" Do ") && seeThrough.content.contains("5 7 m\n"))
        let outlined = Self.content([.shape(SceneShape(path: path, fill: .color(.black), stroke: Stroke(paint: .color(.black))))])
        #expect(!outlined.content.contains(" Do "))
    }

    struct Reading: Identifiable {
        let id: Int
        let x: Double
        let y: Double
    }

    @Test("a scatter of 100,000 points is a PDF of less than a megabyte")
    func largeScatter() throws {
        // Two waves of points, spread so that tens of thousands stay apart after thinning.
        let readings = (0..<100_000).map { i -> Reading in
            let t: Double = Double(i) / 100_000
            let x: Double = t * 1000 + sin(Double(i) * 1.7) * 5
            let y: Double = sin(t * 40) * 50 + cos(Double(i) * 2.3) * 20
            return Reading(id: i, x: x, y: y)
        }
        let chart = Chart(readings) { PointMark(x: .value("Time", $0.x), y: .value("Level", $0.y)) }
            .frame(width: 640, height: 400)
        let pdf = try ChartRenderer(content: chart).pdf()
        #expect(pdf.count < 1_000_000, "\(pdf.count) bytes")
        let text = PDFTestSupport.latin1(PDFTestSupport.inflated([UInt8](pdf)))
        #expect(Self.occurrences(of: " Do Q\n", in: text) > 10_000)
    }
}
