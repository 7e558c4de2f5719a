@testable import ChartPNG
import Testing

/// The small-polygon fill blends a partly covered pixel in 16-bit lanes of one word; it must give
/// the bytes of the channel-by-channel blend, scaling by the coverage then compositing over.
@Suite("Blending in lanes")
struct LaneBlendTests {
    /// Premultiplied colours: channels no greater than alpha.
    static let colors: [(Int, Int, Int, Int)] = [(0, 0, 0, 255), (255, 255, 255, 255), (18, 120, 250, 255), (200, 3, 77, 255),
                                                 (0, 0, 0, 0), (10, 20, 30, 40), (128, 0, 128, 128), (1, 1, 1, 1), (254, 0, 253, 254)]

    @Test("every coverage from 1 to 254 gives Blitter.over's bytes, for opaque and translucent colours over any pixel")
    func sameBytes() {
        var mismatches = 0
        for (r, g, b, a) in Self.colors {
            let word = UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24
            let lanes = Canvas.lanes(word)
            for (dr, dg, db, da) in Self.colors {
                for c in 1...254 {
                    var expected: [UInt8] = [UInt8(dr), UInt8(dg), UInt8(db), UInt8(da)]
                    expected.withUnsafeMutableBufferPointer { p in
                        Blitter.over(Blitter.div255(r * c), Blitter.div255(g * c), Blitter.div255(b * c), Blitter.div255(a * c), at: p.baseAddress!)
                    }
                    let dst = UInt32(dr) | UInt32(dg) << 8 | UInt32(db) << 16 | UInt32(da) << 24
                    let got = Canvas.over(lanes, coverage: c, onto: dst)
                    let bytes = [UInt8(got & 255), UInt8((got >> 8) & 255), UInt8((got >> 16) & 255), UInt8(got >> 24)]
                    if bytes != expected { mismatches += 1 }
                }
            }
        }
        #expect(mismatches == 0)
    }

    @Test("div255 in lanes is (x + 128 + (x + 128) / 256) / 256 in each lane")
    func lanesDivide() {
        // 255 × 255 = 65025 in one lane, 0, 128 and 300 in the others: 255, 0, 1 and 1.
        let x: UInt64 = 65025 | 0 << 16 | 128 << 32 | 300 << 48
        #expect(Canvas.div255Lanes(x) == 255 | 0 << 16 | 1 << 32 | 1 << 48)
    }
}
