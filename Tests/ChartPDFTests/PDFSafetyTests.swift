@testable import ChartPDF
import ChartScene
import Testing

@Suite("PDF writer: hostile scenes")
struct PDFSafetyTests {
    static let odd: [Double] = [.nan, .infinity, -.infinity, -1, 0, 1e300, -1e-300]

    @Test("non-finite transforms, clips, gradients, dashes and sizes never reach the file")
    func nonFinite() {
        var nodes: [SceneNode] = []
        for v in Self.odd {
            let gradient = LinearGradientPaint(stops: [GradientStop(color: RGBA(red: v, green: 0, blue: 1, alpha: v), location: v),
                                                       GradientStop(color: .black, location: -v)],
                                               start: ScenePoint(v, 0), end: ScenePoint(1, v))
            let shape = SceneShape(path: .rect(SceneRect(x: v, y: 0, width: 10, height: v)), fill: .linearGradient(gradient),
                                   stroke: Stroke(paint: .color(.black), width: v, miterLimit: v, dash: [v, 2], dashPhase: v),
                                   opacity: v)
            let text = SceneText(string: "Cachapa \u{0}\u{202E}当\u{FFFF}", origin: ScenePoint(1, 1),
                                 font: SceneFont(size: v), fill: .linearGradient(gradient), opacity: v, rotation: v)
            nodes.append(.group(SceneGroup(children: [.shape(shape), .text(text)],
                                           transform: SceneTransform(a: v, b: 0, c: 0, d: 1, tx: 0, ty: v), opacity: v,
                                           clip: SceneRect(x: 0, y: 0, width: v, height: 1), clipPath: .rect(SceneRect(x: v, y: v, width: 1, height: 1)))))
            nodes.append(.shape(shape))
            nodes.append(.text(text))
        }
        let pdf = PDFTestSupport.text(Scene(size: SceneSize(width: 200, height: 100), title: "\u{0}<>)(\\", summary: "", nodes: nodes))
        #expect(pdf.hasSuffix("%%EOF\n"))
        let content = PDFTestSupport.content(pdf)
        #expect(!content.contains("nan") && !content.contains("inf") && !content.contains("e+"))
    }

    @Test("a long label of every kind of character is written whole, as glyph codes")
    func longLabel() {
        let label = String(repeating: "Sales ± 10% — Ünïcödé 売上 🙂 ", count: 200)
        let pdf = PDFTestSupport.text(PDFTestSupport.scene([
            .text(SceneText(string: label, origin: ScenePoint(0, 10), font: SceneFont(size: 10), fill: .color(.black))),
        ]))
        #expect(PDFTestSupport.content(pdf).contains("] TJ\n"))
        #expect(!pdf.contains("Sales"))   // text is never written as a literal string
    }
}
