@testable import ChartPNG
import ChartScene
import Testing

/// A picture like a long line's: rows mostly equal to the one above, changing in a few
/// stretches, which the row filter scores and writes only where they change.
@Suite("Rows that change in stretches: filters, checksums and steep edges")
struct ChangedRowTests {
    /// A white picture crossed by a blue zigzag a few pixels wide, with a grey grid line:
    /// what a time series drawn over its plot looks like, row by row.
    static func seriesPicture(_ width: Int, _ height: Int, alpha: Int = 255) -> Pixmap {
        PNGEncoderTests.pixmap(width, height) { x, y in
            let crossing = (y * 7) % (width - 6)
            if x >= crossing && x < crossing + 4 { return (0, 122, 255, alpha) }
            if x == crossing + 4 { return (128, 190, 255, alpha) }
            if x == width / 3 { return (220, 220, 220, alpha) }
            return (255, 255, 255, alpha)
        }
    }

    /// The rows written the plain way PNG §12.8 describes: each row scored whole with Sub, Up
    /// and Paeth (ties to Up, then Sub), then filtered whole.
    static func referenceRows(_ p: Pixmap, channels: Int) -> [UInt8] {
        var out: [UInt8] = []
        var above = [UInt8](repeating: 0, count: p.width * channels)
        for y in 0..<p.height {
            var row: [UInt8] = []
            for x in 0..<p.width {
                let c = p.pixel(x, y)
                row += channels == 3 ? [c.r, c.g, c.b] : [c.r, c.g, c.b, c.a]
            }
            func filtered(_ type: Int) -> [UInt8] {
                (0..<row.count).map { i in
                    let a = i >= channels ? row[i - channels] : 0, b = above[i], c = i >= channels ? above[i - channels] : 0
                    switch type {
                    case 1: return row[i] &- a
                    case 2: return row[i] &- b
                    default: return row[i] &- RowFilter.paeth(a, b, c)
                    }
                }
            }
            func score(_ bytes: [UInt8]) -> Int { bytes.reduce(0) { $0 + min(Int($1), 256 - Int($1)) } }
            var best = 2, bestScore = score(filtered(2))
            if score(filtered(1)) < bestScore { best = 1; bestScore = score(filtered(1)) }
            if score(filtered(4)) < bestScore { best = 4 }
            out.append(UInt8(best))
            out += filtered(best)
            above = row
        }
        return out
    }

    @Test("an opaque picture whose rows change in stretches is filtered as scoring every byte would")
    func opaqueRowsMatchWholeRowScoring() {
        let p = Self.seriesPicture(203, 60)
        let filtered = RowFilter.filteredRows(p, channels: 3)
        #expect(filtered.bytes == Self.referenceRows(p, channels: 3))
        #expect(filtered.adler32 == Checksum.adler32(filtered.bytes))
    }

    @Test("a translucent picture keeps its alpha and is filtered as scoring every byte would")
    func translucentRowsMatchWholeRowScoring() {
        let p = Self.seriesPicture(97, 40, alpha: 180)
        let filtered = RowFilter.filteredRows(p, channels: 4)
        #expect(filtered.bytes == Self.referenceRows(p, channels: 4))
        #expect(filtered.adler32 == Checksum.adler32(filtered.bytes))
    }

    @Test("a picture one pixel wide and rows repeated to the end are filtered as scoring every byte would")
    func narrowAndRepeatedRows() {
        let narrow = PNGEncoderTests.pixmap(1, 5) { _, y in y == 2 ? (10, 20, 30, 255) : (255, 255, 255, 255) }
        #expect(RowFilter.filteredRows(narrow, channels: 3).bytes == Self.referenceRows(narrow, channels: 3))
        let flat = PNGEncoderTests.pixmap(33, 4) { _, _ in (40, 80, 120, 255) }
        #expect(RowFilter.filteredRows(flat, channels: 3).bytes == Self.referenceRows(flat, channels: 3))
    }

    @Test("Adler-32 fed a filter byte and a run of zeros agrees with RFC 1950 worked by hand")
    func adlerSkipsZeros() {
        // After the byte 2: a = 3, b = 3. Each of 3,840 zeros adds a to b: b = 3 + 3 × 3,840 = 11,523.
        var sum = Adler32()
        sum.update(2)
        sum.skipZeros(3840)
        #expect(sum.value == 11_523 << 16 | 3)
        // 69,999 zeros wrap b past the modulus: 3 + 3 × 69,999 = 210,000 = 3 × 65,521 + 13,437.
        var long = Adler32()
        long.update(2)
        long.skipZeros(70_000 - 1)
        #expect(long.value == 13_437 << 16 | 3)
    }

    @Test("CRC-32 of a long input, eight bytes at a time, matches the bitwise definition")
    func crcLongInput() {
        let input = (0..<1_003).map { UInt8(truncatingIfNeeded: $0 &* 73 &+ 11) }
        var c: UInt32 = 0xFFFF_FFFF
        for byte in input {
            c ^= UInt32(byte)
            for _ in 0..<8 { c = c & 1 == 1 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        }
        #expect(Checksum.crc32(input) == ~c)
    }

    @Test("a steep thin stroke inside one pixel column covers the exact area of its outline")
    func steepStrokeArea() {
        // A vertical 0.5 px wide line from y = 2 to y = 22 at x = 10.25...10.75: 10 square pixels
        // of area, every row of it inside column 10, half of each pixel covered.
        let path = ScenePath.polygon([ScenePoint(10.25, 2), ScenePoint(10.75, 2.5), ScenePoint(10.75, 22), ScenePoint(10.25, 21.5)])
        let p = Raster.render([.shape(SceneShape(path: path, fill: Raster.black))], width: 20, height: 24)
        #expect(abs(Raster.area(p) - 9.75) < 0.05)
        for y in 3..<21 { #expect(Raster.alpha(p, 10, y) == 128) }
        #expect(Raster.alpha(p, 9, 10) == 0)
        #expect(Raster.alpha(p, 11, 10) == 0)
    }
}
