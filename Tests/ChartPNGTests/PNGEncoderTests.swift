@testable import ChartPNG
import Testing

@Suite("PNG encoder")
struct PNGEncoderTests {
    /// A pixmap from straight colours, premultiplied by hand.
    static func pixmap(_ width: Int, _ height: Int, _ color: (Int, Int) -> (Int, Int, Int, Int)) -> Pixmap {
        var p = Pixmap(width: width, height: height)
        for y in 0..<height {
            for x in 0..<width {
                let (r, g, b, a) = color(x, y)
                let i = (y * width + x) * 4
                p.pixels[i] = UInt8((r * a + 127) / 255); p.pixels[i + 1] = UInt8((g * a + 127) / 255)
                p.pixels[i + 2] = UInt8((b * a + 127) / 255); p.pixels[i + 3] = UInt8(a)
            }
        }
        return p
    }

    @Test("an opaque picture is written as RGB with IHDR, pHYs, IDAT and IEND, each with a valid CRC")
    func opaqueIsRGB() throws {
        let p = Self.pixmap(7, 5) { x, y in (x * 30, y * 50, 200, 255) }
        let png = try DecodedPNG(PNGEncoder.encode(p, pixelsPerPoint: 2))
        #expect(png.chunkTypes == ["IHDR", "pHYs", "IDAT", "IEND"])
        #expect(png.colorType == 2)
        #expect((png.width, png.height) == (7, 5))
        #expect(png.pixel(3, 4) == [90, 200, 200, 255])
    }

    @Test("2 pixels per point is 144 dpi: 5,669 pixels per metre")
    func resolution() throws {
        let png = try DecodedPNG(PNGEncoder.encode(Pixmap(width: 1, height: 1), pixelsPerPoint: 2))
        #expect(png.pixelsPerMetre?.x == 5669)
        #expect(png.pixelsPerMetre?.y == 5669)
        #expect(png.pixelsPerMetre?.unit == 1)
    }

    @Test("a translucent picture keeps its alpha, written straight rather than premultiplied")
    func translucentIsRGBA() throws {
        var p = Pixmap(width: 2, height: 1)
        p.pixels = [64, 0, 0, 128, 0, 0, 0, 0]  // half-transparent red, premultiplied; then nothing
        let png = try DecodedPNG(PNGEncoder.encode(p))
        #expect(png.colorType == 6)
        // 64 / (128 / 255) = 127.5, rounded up.
        #expect(png.pixel(0, 0) == [128, 0, 0, 128])
        #expect(png.pixel(1, 0) == [0, 0, 0, 0])
    }

    @Test("each row gets the filter with the smallest sum: a left-to-right ramp takes Sub, equal rows take Up")
    func filterChoice() throws {
        let ramp = Self.pixmap(40, 3) { x, y in (x * 6, y == 0 ? 0 : 100, 255 - x * 6, 255) }
        let bytes = PNGEncoder.encode(ramp)
        let raw = try Inflate.zlib(idat(bytes))
        let stride = 40 * 3 + 1
        #expect(raw[0] == 1)           // the first row: Sub turns the ramp into constant steps
        #expect(raw[2 * stride] == 2)  // the third row repeats the second: Up gives zeros
    }

    @Test("the same pixels give the same bytes")
    func deterministic() {
        let p = Self.pixmap(33, 17) { x, y in ((x * y) % 256, x * 7 % 256, y * 13 % 256, 255) }
        #expect(PNGEncoder.encode(p) == PNGEncoder.encode(p))
    }

    @Test("the Paeth predictor picks left, above or upper-left as the PNG specification does")
    func paeth() {
        #expect(RowFilter.paeth(10, 20, 10) == 20)  // p = 20: above is exact
        #expect(RowFilter.paeth(20, 10, 10) == 20)  // p = 20: left is exact
        #expect(RowFilter.paeth(10, 10, 10) == 10)  // a tie goes to left
        #expect(RowFilter.paeth(0, 100, 90) == 0)   // p = 10: left is nearest
    }

    func idat(_ png: [UInt8]) -> [UInt8] {
        var i = 8, out: [UInt8] = []
        while i + 8 <= png.count {
            let n = Int(png[i]) << 24 | Int(png[i + 1]) << 16 | Int(png[i + 2]) << 8 | Int(png[i + 3])
            if String(decoding: png[(i + 4)..<(i + 8)], as: UTF8.self) == "IDAT" { out += png[(i + 8)..<(i + 8 + n)] }
            i += 12 + n
        }
        return out
    }
}
