@testable import ChartPNG
import ChartScene
import Testing

@Suite("Fast paths: rectangles, spans, runs and checksums")
struct FastPathTests {
    @Test("a bar at quarter-pixel edges covers each pixel by the product of its row's and column's overlap")
    func rectangleCoverage() {
        // x from 0.25 to 3.75, y from 0.5 to 2.25: columns 0 and 3 are 0.75 covered, rows 0 and 2 are 0.5 and 0.25.
        let p = Raster.render([Raster.rect(0.25, 0.5, 3.5, 1.75)], width: 8, height: 4)
        #expect(Raster.alpha(p, 0, 0) == 96)    // 0.75 × 0.5 × 255 = 95.6
        #expect(Raster.alpha(p, 1, 0) == 128)   // 0.5 × 255 = 127.5
        #expect(Raster.alpha(p, 1, 1) == 255)
        #expect(Raster.alpha(p, 3, 1) == 191)   // 0.75 × 255 = 191.25
        #expect(Raster.alpha(p, 2, 2) == 64)    // 0.25 × 255 = 63.75
        #expect(Raster.alpha(p, 3, 2) == 48)    // 0.75 × 0.25 × 255 = 47.8
        #expect(Raster.alpha(p, 4, 1) == 0)
        #expect(Raster.alpha(p, 1, 3) == 0)
    }

    @Test("a wide band drawn as a general polygon fills its inside as one span, edges anti-aliased")
    func wideBandSpans() {
        // Five points, so not the rectangle path: the scanline stage sums the edge blocks and
        // hands the 60 pixels between them on as spans.
        let band = ScenePath.polygon([ScenePoint(0.5, 1), ScenePoint(30, 1), ScenePoint(70.5, 1), ScenePoint(70.5, 3), ScenePoint(0.5, 3)])
        let p = Raster.render([.shape(SceneShape(path: band, fill: Raster.black))], width: 80, height: 5)
        #expect(Raster.alpha(p, 0, 1) == 128)
        for x in 1..<70 { #expect(Raster.alpha(p, x, 2) == 255) }
        #expect(Raster.alpha(p, 70, 2) == 128)
        #expect(Raster.alpha(p, 71, 2) == 0)
        #expect(Raster.alpha(p, 40, 0) == 0)
        #expect(Raster.alpha(p, 40, 3) == 0)
    }

    @Test("a small solid polygon (a 3D surface's cell) is covered by exact area, as the general path covers it")
    func smallPolygonCoverage() {
        // The triangle (0, 0), (4, 0), (0, 4): pixels wholly under the hypotenuse x + y = 4 are
        // covered, the pixels it cuts corner to corner half covered, those beyond it not at all.
        let triangle = ScenePath.polygon([ScenePoint(0, 0), ScenePoint(4, 0), ScenePoint(0, 4)])
        let shape = SceneShape(path: triangle, fill: Raster.black, semantics: SceneSemantics(classes: "mark area surface"))
        let p = Raster.render([.shape(shape)], width: 6, height: 6)
        #expect(Raster.alpha(p, 0, 0) == 255)
        #expect(Raster.alpha(p, 1, 1) == 255)
        #expect(Raster.alpha(p, 3, 0) == 128)   // 0.5 × 255 = 127.5
        #expect(Raster.alpha(p, 1, 2) == 128)
        #expect(Raster.alpha(p, 2, 2) == 0)
        #expect(Raster.alpha(p, 4, 0) == 0)
        // The same quad with its sides as straight cubics takes the general path (flattening,
        // gradient box): the pixels agree within a step of rounding.
        let q = [ScenePoint(1.3, 0.7), ScenePoint(9.6, 2.2), ScenePoint(8.1, 7.9), ScenePoint(0.4, 6.5)]
        var curved = ScenePath([.move(to: q[0])])
        for i in 1...4 {
            let a = q[i - 1], b = q[i % 4]
            curved.addCurve(to: b, control1: ScenePoint(a.x + (b.x - a.x) / 3, a.y + (b.y - a.y) / 3),
                            control2: ScenePoint(a.x + 2 * (b.x - a.x) / 3, a.y + 2 * (b.y - a.y) / 3))
        }
        curved.closeSubpath()
        let red = Paint.color(RGBA(red: 0.9, green: 0.2, blue: 0.1))
        let fast = Raster.render([.shape(SceneShape(path: .polygon(q), fill: red))], width: 12, height: 10, background: .white, scale: 2)
        let general = Raster.render([.shape(SceneShape(path: curved, fill: red))], width: 12, height: 10, background: .white, scale: 2)
        #expect(zip(fast.pixels, general.pixels).allSatisfy { abs(Int($0) - Int($1)) <= 1 })
        // The middle of the quad (about (5, 4) in points) is red, a corner of the picture white.
        #expect(fast.pixel(10, 8).g < 80 && fast.pixel(10, 8).r > 200 && fast.pixel(23, 0).g == 255)
    }

    @Test("Adler-32 over a long input with zero stretches matches the byte-at-a-time definition of RFC 1950")
    func adlerLongInput() {
        var input = [UInt8](repeating: 0, count: 20_000)
        for i in 0..<input.count where i % 997 < 300 { input[i] = UInt8(truncatingIfNeeded: i &* 31 &+ 7) }
        input += [UInt8](repeating: 255, count: 6_001)
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in input { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        #expect(Checksum.adler32(input) == b << 16 | a)
    }

    @Test("rows repeating the one above and long runs come back intact through PNG's filters and DEFLATE")
    func repeatedRowsRoundTrip() throws {
        let p = PNGEncoderTests.pixmap(300, 40) { x, y in
            y < 10 ? (255, 255, 255, 255) : y < 30 ? (x < 150 ? 0 : 200, 122, 255, 255) : ((x * 7) % 256, y * 5, 90, 255)
        }
        let png = try DecodedPNG(PNGEncoder.encode(p))
        #expect(png.pixel(5, 5) == [255, 255, 255, 255])
        #expect(png.pixel(149, 20) == [0, 122, 255, 255])
        #expect(png.pixel(150, 29) == [200, 122, 255, 255])
        #expect(png.pixel(37, 35) == [(37 * 7) % 256, 175, 90, 255])
    }
}
