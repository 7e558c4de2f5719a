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

    @Test("a slanted small polygon is read only across each row's edges: the pixels left and right of them stay clear")
    func smallPolygonRowSpans() {
        // The parallelogram (0, 0), (2, 0), (6, 4), (4, 4): in row y its left edge runs from x = y to
        // y + 1 and its right edge from y + 2 to y + 3. Pixel y is covered where x ≥ the left edge,
        // the triangle of area 1/2 below the diagonal; pixel y + 1 wholly; pixel y + 2 where x ≤ the
        // right edge, again 1/2; the rest of the 6-pixel-wide box not at all.
        let shape = SceneShape(path: .polygon([ScenePoint(0, 0), ScenePoint(2, 0), ScenePoint(6, 4), ScenePoint(4, 4)]),
                               fill: Raster.black, semantics: SceneSemantics(classes: "mark area surface"))
        let p = Raster.render([.shape(shape)], width: 8, height: 6)
        for y in 0..<4 {
            for x in 0..<8 {
                let expected = x == y || x == y + 2 ? 128 : x == y + 1 ? 255 : 0   // 0.5 × 255 = 127.5
                #expect(Raster.alpha(p, x, y) == expected, "pixel (\(x), \(y))")
            }
        }
        #expect((0..<8).allSatisfy { Raster.alpha(p, $0, 4) == 0 })
    }

    @Test("a small triangle off the pixel grid covers each pixel by the area of its part in it")
    func smallTriangleAreas() {
        // (0.5, 0.5), (3.5, 0.5), (0.5, 3.5): the hypotenuse is x + y = 4.
        let shape = SceneShape(path: .polygon([ScenePoint(0.5, 0.5), ScenePoint(3.5, 0.5), ScenePoint(0.5, 3.5)]), fill: Raster.black)
        let p = Raster.render([.shape(shape)], width: 6, height: 6)
        #expect(Raster.alpha(p, 0, 0) == 64)    // a 0.5 × 0.5 corner: 0.25 × 255 = 63.75
        #expect(Raster.alpha(p, 1, 0) == 128)   // 1 × 0.5
        #expect(Raster.alpha(p, 1, 1) == 255)   // x + y ≤ 4 all over [1, 2] × [1, 2]
        #expect(Raster.alpha(p, 2, 1) == 128)   // cut corner to corner by x + y = 4
        // [3, 3.5] × [0.5, 1] under x ≤ 4 − y: the integral of 1 − y from 0.5 to 1 is 1/8; 31.9.
        #expect(Raster.alpha(p, 3, 0) == 32)
        #expect(Raster.alpha(p, 3, 1) == 0)     // touched only at its corner (3, 1)
        #expect(Raster.alpha(p, 4, 0) == 0)
        #expect(Raster.alpha(p, 0, 4) == 0)
    }

    @Test("the pixels covering a box: sides rounded outward, halves and negatives included, clamped to ±10^8")
    func coveringPixels() {
        let r = IntRect.covering(minX: -2.5, minY: 3.5, maxX: 2.5, maxY: 4)
        #expect(r == IntRect(x0: -3, y0: 3, x1: 3, y1: 4))
        let s = IntRect.covering(minX: -0.000001, minY: 7, maxX: 0.000001, maxY: 7.000001)
        #expect(s == IntRect(x0: -1, y0: 7, x1: 1, y1: 8))
        let huge = IntRect.covering(minX: -1e300, minY: -1e8 - 0.5, maxX: 1e12, maxY: 1e8 + 0.5)
        #expect(huge == IntRect(x0: -100_000_000, y0: -100_000_000, x1: 100_000_000, y1: 100_000_000))
        #expect(IntRect.covering(minX: .nan, minY: 0, maxX: 1, maxY: 1).isEmpty)
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
