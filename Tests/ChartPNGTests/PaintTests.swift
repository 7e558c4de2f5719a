@testable import ChartPNG
import ChartScene
import Testing

@Suite("Paint, opacity, clips and transforms")
struct PaintTests {
    static func rgb(_ p: Pixmap, _ x: Int, _ y: Int) -> [Int] {
        let c = p.pixel(x, y)
        return [Int(c.r), Int(c.g), Int(c.b), Int(c.a)]
    }

    static let redToBlue = [GradientStop(color: RGBA(red: 1, green: 0, blue: 0), location: 0),
                            GradientStop(color: RGBA(red: 0, green: 0, blue: 1), location: 1)]

    @Test("a linear gradient from red to blue runs left to right across the shape's box")
    func linearGradientEnds() {
        let g = Paint.linearGradient(LinearGradientPaint(stops: Self.redToBlue, start: ScenePoint(0, 0), end: ScenePoint(1, 0)))
        let p = Raster.render([Raster.rect(0, 0, 100, 10, g)], width: 100, height: 10)
        let left = Self.rgb(p, 0, 5), right = Self.rgb(p, 99, 5), middle = Self.rgb(p, 50, 5)
        // Pixel centres at 0.5 and 99.5 of 100: t = 0.005 and 0.995.
        #expect(left[0] >= 253 && left[2] <= 2)
        #expect(right[2] >= 253 && right[0] <= 2)
        #expect(abs(middle[0] - 126) <= 2 && abs(middle[2] - 129) <= 2)
    }

    @Test("a gradient pads with its end colours outside its stops")
    func gradientPads() {
        let g = Paint.linearGradient(LinearGradientPaint(stops: Self.redToBlue, start: ScenePoint(0.25, 0), end: ScenePoint(0.75, 0)))
        let p = Raster.render([Raster.rect(0, 0, 100, 10, g)], width: 100, height: 10)
        #expect(Self.rgb(p, 10, 5) == [255, 0, 0, 255])
        #expect(Self.rgb(p, 90, 5) == [0, 0, 255, 255])
    }

    @Test("a vertical gradient on a bar's box follows the bar, not the picture")
    func gradientFollowsBox() {
        let g = Paint.linearGradient(LinearGradientPaint(stops: Self.redToBlue, start: ScenePoint(0, 0), end: ScenePoint(0, 1)))
        let p = Raster.render([Raster.rect(10, 20, 5, 10, g)], width: 40, height: 40)
        #expect(Self.rgb(p, 12, 20)[0] >= 240)
        #expect(Self.rgb(p, 12, 29)[2] >= 240)
    }

    @Test("a group at opacity 0.5 over white gives 50% grey, overlapping children and all")
    func groupOpacity() {
        let group = SceneGroup(children: [Raster.rect(0, 0, 20, 20), Raster.rect(10, 10, 20, 20)], opacity: 0.5)
        let p = Raster.render([.group(group)], background: .white)
        for (x, y) in [(5, 5), (15, 15), (25, 25)] {
            let c = Self.rgb(p, x, y)
            #expect(c[0] >= 127 && c[0] <= 128 && c[0] == c[1] && c[1] == c[2] && c[3] == 255)
        }
        #expect(Self.rgb(p, 35, 5) == [255, 255, 255, 255])
    }

    @Test("a shape's opacity applies to its fill and stroke together")
    func shapeOpacity() {
        let shape = SceneShape(path: .rect(SceneRect(x: 10, y: 10, width: 10, height: 10)), fill: .color(.black),
                               stroke: Stroke(paint: .color(.black), width: 4), opacity: 0.5)
        let p = Raster.render([.shape(shape)], background: .white)
        // Where the stroke lies over the fill, still one layer of 50%.
        #expect((127...128).contains(Self.rgb(p, 11, 15)[0]))
        #expect((127...128).contains(Self.rgb(p, 15, 15)[0]))
    }

    @Test("layers nest: a half-opaque shape in a half-opaque group lets three quarters of the white through")
    func nestedLayers() {
        let shape = SceneShape(path: .rect(SceneRect(x: 10, y: 10, width: 10, height: 10)), fill: .color(.black),
                               stroke: Stroke(paint: .color(.black), width: 2), opacity: 0.5)
        let group = SceneGroup(children: [.shape(shape), Raster.rect(30, 10, 5, 5)], opacity: 0.5, clip: SceneRect(x: 0, y: 0, width: 40, height: 30))
        let p = Raster.render([.group(group)], background: .white)
        // 255 × (1 − 0.5 × 0.5) = 191.25.
        #expect((190...192).contains(Self.rgb(p, 15, 15)[0]))
        #expect((190...192).contains(Self.rgb(p, 10, 15)[0]))  // on the stroke, over the fill
        #expect((127...128).contains(Self.rgb(p, 32, 12)[0]))  // the group's other child: one layer of 50%
        #expect(Self.rgb(p, 25, 25) == [255, 255, 255, 255])
    }

    @Test("the scene's background fills the picture; without one it is transparent")
    func background() {
        let blue = RGBA(hex: 0x007AFF)
        #expect(Self.rgb(Raster.render([], background: blue), 3, 3) == [0, 122, 255, 255])
        #expect(Self.rgb(Raster.render([]), 3, 3)[3] == 0)
    }

    @Test("a clip rectangle at a half pixel keeps half of its edge pixels")
    func clipRect() {
        let group = SceneGroup(children: [Raster.rect(0, 0, 40, 30)], clip: SceneRect(x: 5.5, y: 5, width: 10, height: 10))
        let p = Raster.render([.group(group)])
        #expect(Raster.alpha(p, 5, 8) == 128)
        #expect(Raster.alpha(p, 10, 8) == 255)
        #expect(Raster.alpha(p, 20, 8) == 0)
        #expect(abs(Raster.area(p) - 100) < 0.05)
    }

    @Test("a clip path and a clip rectangle together keep only what lies in both")
    func clipPathAndRect() {
        let circle = ScenePath.ellipse(in: SceneRect(x: 0, y: 0, width: 20, height: 20))
        let group = SceneGroup(children: [Raster.rect(0, 0, 40, 30)], clip: SceneRect(x: 10, y: 0, width: 30, height: 30), clipPath: circle)
        let p = Raster.render([.group(group)])
        #expect(Raster.alpha(p, 5, 10) == 0)     // in the circle, left of the rectangle
        #expect(Raster.alpha(p, 15, 10) == 255)  // in both
        #expect(Raster.alpha(p, 25, 10) == 0)    // in the rectangle, outside the circle
        // Half of a circle of radius 10.
        #expect(abs(Raster.area(p) - Double.pi * 50) < 2)
    }

    @Test("group transforms nest: a scale of 2 inside a translation")
    func transforms() {
        let inner = SceneGroup(children: [Raster.rect(0, 0, 5, 5)], transform: SceneTransform(a: 2, b: 0, c: 0, d: 2, tx: 0, ty: 0))
        let outer = SceneGroup(children: [.group(inner)], transform: .translation(10, 10))
        let p = Raster.render([.group(outer)])
        #expect(Raster.alpha(p, 10, 10) == 255)
        #expect(Raster.alpha(p, 19, 19) == 255)
        #expect(Raster.alpha(p, 20, 20) == 0)
        #expect(abs(Raster.area(p) - 100) < 0.05)
    }

    @Test("scale 2 draws each point as two pixels")
    func scale() {
        let p = Raster.render([Raster.rect(1, 1, 3, 3)], width: 10, height: 10, scale: 2)
        #expect((p.width, p.height) == (20, 20))
        #expect(abs(Raster.area(p) - 36) < 0.05)
    }

    @Test("a colour whose alpha prints as zero in the SVG draws nothing here either")
    func invisibleColour() {
        let p = Raster.render([Raster.rect(0, 0, 10, 10, .color(RGBA(red: 0, green: 0, blue: 0, alpha: 0.004)))])
        #expect(Raster.area(p) == 0)
    }
}

@Suite("Radial gradient shader")
struct RadialGradientTests {
    @Test("a radial gradient runs from its first stop at the centre to its last at the radius, and pads beyond")
    func radial() {
        let stops = [GradientStop(color: .white, location: 0), GradientStop(color: .black, location: 1)]
        // The unit circle scaled to radius 10 about (20, 20).
        let toDevice = SceneTransform(a: 10, b: 0, c: 0, d: 10, tx: 20, ty: 20)
        let shader = GradientShader(kind: .radial, toDevice: toDevice, stops: stops, opacity: 1)!
        var row = [UInt8](repeating: 0, count: 40 * 4)
        row.withUnsafeMutableBufferPointer { shader.shade(y: 19, x0: 0, count: 40, into: $0.baseAddress!) }
        // Pixel (19, 19)'s centre is 0.71 from the centre: t = 0.07, nearly white.
        #expect(row[19 * 4] >= 235)
        // Pixel (25, 19): centre (25.5, 19.5), 5.52 away: t = 0.55, grey 255 × 0.45 ≈ 114.
        #expect(abs(Int(row[25 * 4]) - 114) <= 2)
        // Beyond the radius the last stop pads: black.
        #expect(row[35 * 4] == 0 && row[35 * 4 + 3] == 255)
    }
}

@Suite("Shape opacity with one paint invisible")
struct InvisiblePaintOpacityTests {
    @Test("a half-opaque shape whose fill is clear still draws its stroke at half strength")
    func clearFill() {
        let shape = SceneShape(path: .rect(SceneRect(x: 10, y: 10, width: 10, height: 10)), fill: .color(.clear),
                               stroke: Stroke(paint: .color(.black), width: 4), opacity: 0.5)
        let p = Raster.render([.shape(shape)], background: .white)
        #expect((127...128).contains(Int(p.pixel(10, 15).r)))
        #expect(p.pixel(15, 15).r == 255)
    }
}
