import Testing
@testable import ChartScene

@Suite("Conversions from floating point")
struct CheckedConversionTests {
    @Test("values go toward zero: fractions, halves and the whole numbers either side of 2^52")
    func towardZero() {
        #expect(Int(saturating: 2.7) == 2 && Int(saturating: -2.7) == -2)
        #expect(Int(saturating: 2.5) == 2 && Int(saturating: 3.5) == 3 && Int(saturating: -2.5) == -2)
        #expect(Int(saturating: 0.999_999_999_999) == 0 && Int(saturating: -0.999_999_999_999) == 0)
        #expect(Int(saturating: 7.0) == 7 && Int(saturating: -0.0) == 0)
        #expect(Int(saturating: 4_503_599_627_370_495.5) == 4_503_599_627_370_495)  // 2^52 - 0.5
        #expect(Int(saturating: -4_503_599_627_370_495.5) == -4_503_599_627_370_495)
        #expect(Int(saturating: 9_007_199_254_740_992.0) == 9_007_199_254_740_992)  // 2^53, whole
        #expect(UInt8(saturating: 255.9) == 255 && UInt8(saturating: 256.0) == 255 && UInt8(saturating: -0.5) == 0)
        #expect(Int(saturating: Double.nan) == 0 && Int(saturating: 1e300) == Int.max && Int(saturating: -1e300) == Int.min)
    }

    @Test("the arithmetic truncation agrees with the library's across fractions of every size")
    func truncationMatchesRounding() {
        var v = 1.0 / 1024
        while v < 1e17 {
            for x in [v, v.nextUp, v.nextDown, v + 0.5, -v, -v.nextUp, -(v + 0.5)] {
                #expect(Double.truncated(x) == x.rounded(.towardZero))
            }
            v *= 1.37
        }
    }
}
