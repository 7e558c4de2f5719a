import ChartScene
import Testing
#if canImport(Foundation)
import Foundation
#endif

@Suite("SVGWriter paint and stroke")
struct SVGWriterPaintTests {
    private let square = ScenePath.rect(SceneRect(x: 0, y: 0, width: 2, height: 2))

    @Test("fill is none when absent or fully transparent, with fill-opacity for partial alpha", arguments: [
        (Paint?.none, "fill=\"none\""),
        (Paint.color(.clear), "fill=\"none\""),
        (Paint.color(RGBA(red: 1, green: 0, blue: 0, alpha: 0.004)), "fill=\"none\""),
        (Paint.color(RGBA(red: 1, green: 0.5, blue: 0, alpha: 0.25)), "fill=\"#ff8000\" fill-opacity=\"0.25\""),
        (Paint.color(RGBA(red: 2, green: .nan, blue: -1, alpha: 0.999)), "fill=\"#ff0000\""),
    ])
    func fills(fill: Paint?, expected: String) {
        #expect(TestSupport.body([TestSupport.shape(square, fill: fill)]) == "<path \(expected) d=\"M0 0 2 0 2 2 0 2Z\"/>\n")
    }

    @Test("stroke attributes appear only when they differ from SVG's defaults")
    func strokeDefaults() {
        let red = Paint.color(RGBA(hex: 0xFF0000))
        let cases: [(Stroke, String)] = [
            (Stroke(paint: red, miterLimit: 4), " stroke=\"#ff0000\" stroke-width=\"1\""),
            (Stroke(paint: red), " stroke=\"#ff0000\" stroke-width=\"1\" stroke-miterlimit=\"10\""),
            (Stroke(paint: red, width: 2, cap: .square, join: .bevel, miterLimit: 7),
             " stroke=\"#ff0000\" stroke-width=\"2\" stroke-linecap=\"square\" stroke-linejoin=\"bevel\""),
            (Stroke(paint: red, join: .round, dash: [3, 1.5, 0], dashPhase: -2),
             " stroke=\"#ff0000\" stroke-width=\"1\" stroke-linejoin=\"round\" stroke-dasharray=\"3,1.5,0\" stroke-dashoffset=\"-2\""),
            (Stroke(paint: red, join: .round, dash: [0, 0]), " stroke=\"#ff0000\" stroke-width=\"1\" stroke-linejoin=\"round\""),
            (Stroke(paint: red, join: .round, dash: [2, .nan]), " stroke=\"#ff0000\" stroke-width=\"1\" stroke-linejoin=\"round\""),
            (Stroke(paint: red, miterLimit: 0.5), " stroke=\"#ff0000\" stroke-width=\"1\" stroke-miterlimit=\"1\""),
        ]
        for (stroke, expected) in cases {
            let body = TestSupport.body([TestSupport.shape(square, fill: nil, stroke: stroke)])
            #expect(body == "<path fill=\"none\"\(expected) d=\"M0 0 2 0 2 2 0 2Z\"/>\n")
        }
    }

    @Test("a stroke that cannot draw is left out", arguments: [
        Stroke(paint: .color(.black), width: 0), Stroke(paint: .color(.black), width: .nan),
        Stroke(paint: .color(.black), width: -1), Stroke(paint: .color(.clear)),
    ])
    func invisibleStroke(stroke: Stroke) {
        #expect(TestSupport.body([TestSupport.shape(square, fill: nil, stroke: stroke)])
            == "<path fill=\"none\" d=\"M0 0 2 0 2 2 0 2Z\"/>\n")
    }

    @Test("identical gradients share one definition and different ones are numbered in order")
    func gradientSharing() {
        func gradient(_ hex: UInt32) -> Paint {
            .linearGradient(LinearGradientPaint(stops: [GradientStop(color: RGBA(hex: hex), location: 0)],
                                                start: ScenePoint(0, 0), end: ScenePoint(1, 0)))
        }
        let body = TestSupport.body([
            TestSupport.shape(square, fill: gradient(0x111111)),
            TestSupport.shape(square, fill: gradient(0x222222), stroke: Stroke(paint: gradient(0x111111))),
            TestSupport.shape(square, fill: gradient(0x222222)),
        ])
        #expect(body.components(separatedBy: "<linearGradient").count == 3)
        #expect(body.contains("<linearGradient id=\"oc-grad-2\" x1=\"0\" y1=\"0\" x2=\"1\" y2=\"0\"><stop offset=\"0\" stop-color=\"#222222\"/>"))
        #expect(body.contains("fill=\"url(#oc-grad-2)\" stroke=\"url(#oc-grad-1)\""))
    }

    @Test("a gradient on a shape with no height is placed in user space, where SVG still draws it")
    func gradientOnLine() {
        let paint = Paint.linearGradient(LinearGradientPaint(
            stops: [GradientStop(color: .black, location: -1), GradientStop(color: .white, location: .nan)],
            start: ScenePoint(0, 0.5), end: ScenePoint(1, 0.5)))
        let line = ScenePath.line(from: ScenePoint(10, 5), to: ScenePoint(30, 5))
        let body = TestSupport.body([TestSupport.shape(line, fill: nil, stroke: Stroke(paint: paint, join: .round))])
        #expect(body == """
        <defs><linearGradient id="oc-grad-1" x1="10" y1="5" x2="30" y2="5" gradientUnits="userSpaceOnUse">\
        <stop offset="0" stop-color="#000000"/><stop offset="0" stop-color="#ffffff"/></linearGradient></defs>
        <path fill="none" stroke="url(#oc-grad-1)" stroke-width="1" stroke-linejoin="round" d="M10 5 30 5"/>

        """)
    }

    @Test("a gradient without stops paints nothing and one with non-finite ends paints its first stop")
    func badGradients() {
        let empty = Paint.linearGradient(LinearGradientPaint(stops: [], start: .zero, end: ScenePoint(1, 1)))
        let broken = Paint.linearGradient(LinearGradientPaint(stops: [GradientStop(color: .white, location: 0)],
                                                              start: ScenePoint(.nan, 0), end: ScenePoint(1, 1)))
        #expect(TestSupport.body([TestSupport.shape(square, fill: empty)]) == "<path fill=\"none\" d=\"M0 0 2 0 2 2 0 2Z\"/>\n")
        #expect(TestSupport.body([TestSupport.shape(square, fill: broken)]) == "<path fill=\"#ffffff\" d=\"M0 0 2 0 2 2 0 2Z\"/>\n")
    }

    @Test("shape opacity is written in hundredths and omitted when it prints as 1")
    func opacity() {
        #expect(TestSupport.body([TestSupport.shape(square, opacity: 0.333)]).contains("fill=\"#000000\" opacity=\"0.33\" d="))
        #expect(!TestSupport.body([TestSupport.shape(square, opacity: 0.999)]).contains("opacity"))
        #expect(TestSupport.body([TestSupport.shape(square, opacity: -3)]).contains("opacity=\"0\""))
    }
}
