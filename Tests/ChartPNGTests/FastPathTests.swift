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
