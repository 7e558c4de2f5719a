@testable import ChartPDF
import ChartScene
import Testing

@Suite("PDF writer: paths, paint and text")
struct PDFContentTests {
    func content(_ nodes: [SceneNode]) -> (pdf: String, content: String) {
        let pdf = PDFTestSupport.text(PDFTestSupport.scene(nodes))
        return (pdf, PDFTestSupport.content(pdf))
    }

    @Test("a red rectangle is four segments filled with 1 0 0 rg")
    func rectangle() {
        let (_, c) = content([.shape(SceneShape(path: .rect(SceneRect(x: 10, y: 20, width: 30, height: 40)),
                                                fill: .color(RGBA(hex: 0xFF0000))))])
        #expect(c.contains("q\n1 0 0 rg\n10 20 m\n40 20 l\n40 60 l\n10 60 l\nh\nf\nQ\n"))
    }

    @Test("a quadratic curve from 0,0 through control 30,60 to 60,0 becomes the cubic 20,40 40,40 60,0")
    func quadratic() {
        var path = ScenePath()
        path.move(to: .zero)
        path.addQuadCurve(to: ScenePoint(60, 0), control: ScenePoint(30, 60))
        let (_, c) = content([.shape(SceneShape(path: path, stroke: Stroke(paint: .color(.black))))])
        #expect(c.contains("0 0 m\n20 40 40 40 60 0 c\n"))
    }

    @Test("a stroke keeps width, round caps, bevel joins and dashes")
    func stroke() {
        let stroke = Stroke(paint: .color(RGBA(hex: 0x0000FF)), width: 2, cap: .round, join: .bevel, dash: [4, 2], dashPhase: 1)
        let (_, c) = content([.shape(SceneShape(path: .line(from: .zero, to: ScenePoint(50, 0)), stroke: stroke))])
        #expect(c.contains("0 0 1 RG\n2 w\n1 J\n2 j\n[4 2] 1 d\n0 0 m\n50 0 l\nS\n"))
    }

    @Test("a half-transparent fill sets an ExtGState of fill and stroke alpha 0.5")
    func alpha() {
        let (pdf, c) = content([.shape(SceneShape(path: .rect(SceneRect(x: 0, y: 0, width: 5, height: 5)),
                                                  fill: .color(RGBA(hex: 0x00FF00, alpha: 0.5))))])
        #expect(c.contains("/A1 gs\n"))
        #expect(pdf.contains("/A1 <</ca 0.5 /CA 1>>"))
    }

    @Test("a group at 40% opacity is a transparency group painted with alpha 0.4")
    func groupOpacity() {
        let shape = SceneNode.shape(SceneShape(path: .rect(SceneRect(x: 0, y: 0, width: 5, height: 5)), fill: .color(.black)))
        let (pdf, c) = content([.group(SceneGroup(children: [shape, shape], opacity: 0.4))])
        #expect(c.contains("q /A1 gs /X1 Do Q\n"))
        #expect(pdf.contains("/Subtype /Form") && pdf.contains("/Group <</S /Transparency"))
        #expect(pdf.contains("/A1 <</ca 0.4 /CA 0.4>>"))
    }

    @Test("a group's transform and clip rectangle are written inside q … Q")
    func groupClip() {
        let shape = SceneNode.shape(SceneShape(path: .rect(SceneRect(x: 0, y: 0, width: 5, height: 5)), fill: .color(.black)))
        let (_, c) = content([.group(SceneGroup(children: [shape], transform: .translation(10, 20),
                                                clip: SceneRect(x: 0, y: 0, width: 50, height: 30)))])
        #expect(c.contains("q\n1 0 0 1 10 20 cm\n0 0 50 30 re W n\n"))
    }

    @Test("a vertical gradient on a box is an axial shading from 0.5,0 to 0.5,1 mapped onto the box")
    func gradient() {
        let gradient = LinearGradientPaint(stops: [GradientStop(color: RGBA(hex: 0xFF0000), location: 0),
                                                   GradientStop(color: RGBA(hex: 0x0000FF), location: 1)],
                                           start: ScenePoint(0.5, 0), end: ScenePoint(0.5, 1))
        let (pdf, c) = content([.shape(SceneShape(path: .rect(SceneRect(x: 10, y: 20, width: 30, height: 40)),
                                                  fill: .linearGradient(gradient)))])
        #expect(c.contains("/Pattern cs /P1 scn\n"))
        // The page's flip (1 0 0 -1 0 80) after the box's map (30 0 0 40 10 20).
        #expect(pdf.contains("/PatternType 2 /Matrix [30 0 0 -40 10 60]"))
        #expect(pdf.contains("/Coords [0.5 0 0.5 1]"))
        #expect(pdf.contains("/FunctionType 2 /Domain [0 1] /C0 [1 0 0] /C1 [0 0 1] /N 1"))
    }

    @Test("a gradient fading from opaque to 10% is filled through a luminosity soft mask of its alphas")
    func fadingGradient() {
        let blue = RGBA(hex: 0x007AFF)
        let gradient = LinearGradientPaint(stops: [GradientStop(color: blue, location: 0),
                                                   GradientStop(color: blue.multiplyingAlpha(0.1), location: 1)],
                                           start: ScenePoint(0.5, 0), end: ScenePoint(0.5, 1))
        let (pdf, c) = content([.shape(SceneShape(path: .rect(SceneRect(x: 0, y: 0, width: 10, height: 20)),
                                                  fill: .linearGradient(gradient),
                                                  stroke: Stroke(paint: .color(.black))))])
        #expect(c.contains("q\n/M1 gs\n/Pattern cs /P1 scn\n"))
        #expect(pdf.contains("/SMask <</Type /Mask /S /Luminosity /G "))
        // The mask's shading runs from alpha 1 to 0.1 in gray, placed on the box from the identity.
        #expect(pdf.contains("/Matrix [10 0 0 20 0 0] /Shading <</ShadingType 2 /ColorSpace /DeviceGray"))
        #expect(pdf.contains("/C0 [1] /C1 [0.1]"))
        // The stroke is drawn after, outside the mask.
        #expect(c.contains("f\nQ\nq\n0 0 0 RG\n1 w\n"))
    }

    @Test("three stops stitch two segments with a bound at the middle stop")
    func stitchedGradient() {
        let stops = [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 0.25),
                     GradientStop(color: .black, location: 1)]
        let function = PDFTestSupport.latin1(PDFPageBuilder.function(for: stops).bytes)
        #expect(function.hasPrefix("<</FunctionType 3 /Domain [0 1] /Functions ["))
        #expect(function.contains("/Bounds [0.25] /Encode [0 1 0 1]"))
    }

    @Test("text is shown with glyph ids in an embedded font: 'AV' kerned by 152/2048 em")
    func text() {
        let (pdf, c) = content([.text(SceneText(string: "AV", origin: ScenePoint(10, 50), font: SceneFont(size: 10),
                                                fill: .color(.black)))])
        // A is glyph 36 (0x24), V glyph 57 (0x39); kerning −152/2048 em is +74.2188/1000 in TJ.
        #expect(c.contains("BT\n/F1 10 Tf\n1 0 0 -1 10 50 Tm\n[<0024> 74.2188 <0039>] TJ\nET\n"))
        #expect(pdf.contains("/Subtype /Type0") && pdf.contains("/Encoding /Identity-H"))
        #expect(pdf.contains("/Subtype /CIDFontType2") && pdf.contains("/FontFile2 "))
        #expect(pdf.contains("/W [36 [666.9922] 57 [666.9922] ]"))
        #expect(pdf.contains("<0024> <0041>\n<0039> <0056>\n"))   // ToUnicode: A and V
    }

    @Test("gradient text is filled with a pattern laid on its line box: start to end, ascender to descender")
    func gradientText() {
        let gradient = LinearGradientPaint(stops: [GradientStop(color: .black, location: 0), GradientStop(color: .white, location: 1)],
                                           start: ScenePoint(0, 0.5), end: ScenePoint(1, 0.5))
        let (pdf, c) = content([.text(SceneText(string: "A", origin: ScenePoint(10, 50), font: SceneFont(size: 20.48),
                                                fill: .linearGradient(gradient)))])
        #expect(c.contains("/Pattern cs /P1 scn\nBT\n"))
        // The box: x 10 … 23.66 ('A' is 13.66 wide); OS/2 ascender 1491 and descender −431 units,
        // 14.91 above and 4.31 below the baseline at 50; then the page's flip.
        #expect(pdf.contains("/Matrix [13.66 0 0 -19.22 10 44.91]"))
    }

    @Test("end-anchored text rotated 90° starts one line width back along the rotated baseline")
    func rotatedText() {
        // "A" at 20.48 pt is 13.66 pt wide; rotated 90° clockwise, the baseline runs down the page.
        let (_, c) = content([.text(SceneText(string: "A", origin: ScenePoint(50, 50), anchor: .end,
                                              font: SceneFont(size: 20.48), fill: .color(.black), rotation: 90))])
        #expect(c.contains("0 1 1 0 50 36.34 Tm\n"))
    }

    @Test("non-finite shapes and text are left out; a segment with NaN lifts the pen")
    func hostile() {
        var path = ScenePath()
        path.move(to: .zero); path.addLine(to: ScenePoint(.nan, 1)); path.addLine(to: ScenePoint(5, 5)); path.addLine(to: ScenePoint(9, 9))
        let (_, c) = content([
            .shape(SceneShape(path: path, stroke: Stroke(paint: .color(.black)))),
            .shape(SceneShape(path: .rect(SceneRect(x: 0, y: 0, width: 1, height: 1)), fill: .color(.black), opacity: .nan)),
            .text(SceneText(string: "x", origin: ScenePoint(.infinity, 0), font: SceneFont(size: 10), fill: .color(.black))),
            .text(SceneText(string: "y", origin: .zero, font: SceneFont(size: -1), fill: .color(.black))),
        ])
        #expect(c.contains("0 0 m\n5 5 m\n9 9 l\nS\n"))
        #expect(!c.contains("BT"))
        #expect(!c.contains("nan") && !c.contains("inf"))
    }
}
