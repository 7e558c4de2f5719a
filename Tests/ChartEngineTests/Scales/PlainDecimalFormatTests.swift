import Foundation
import Testing
@testable import ChartEngine

/// The hand-checked strings follow ICU's published rounding: the shortest round-trip decimal,
/// then half to even. The comparisons ask ICU itself (through Foundation's format style), the
/// implementation the fast path stands in for.
@Suite("PlainDecimalFormat")
struct PlainDecimalFormatTests {
    private let grouped = PlainDecimalFormat(grouped: true)

    @Test("ties round to the even digit of the shortest decimal: 2.675 → 2.68, 0.125 → 0.12")
    func halfEven() {
        #expect(grouped.string(for: 2.675, fractionDigits: 2) == "2.68")
        #expect(grouped.string(for: 2.665, fractionDigits: 2) == "2.66")
        #expect(grouped.string(for: 0.125, fractionDigits: 2) == "0.12")
        #expect(grouped.string(for: 1.5, fractionDigits: 0) == "2")
        #expect(grouped.string(for: 2.5, fractionDigits: 0) == "2")
        #expect(grouped.string(for: 999.5, fractionDigits: 0) == "1,000")
        #expect(grouped.string(for: 0.5, fractionDigits: 0) == "0")
        #expect(grouped.string(for: 0.06, fractionDigits: 1) == "0.1")
    }

    @Test("the integer part is grouped by threes; en_US_POSIX does not group")
    func grouping() {
        #expect(grouped.string(for: 123_456_789.125, fractionDigits: 2) == "123,456,789.12")
        #expect(grouped.string(for: 1234, fractionDigits: 0) == "1,234")
        #expect(grouped.string(for: 999, fractionDigits: 0) == "999")
        #expect(PlainDecimalFormat(grouped: false).string(for: 1_000_000, fractionDigits: 1) == "1000000.0")
    }

    @Test("small values, tiny values and negatives")
    func smallAndNegative() {
        #expect(grouped.string(for: 0.000015, fractionDigits: 5) == "0.00002")
        #expect(grouped.string(for: 1e-7, fractionDigits: 2) == "0.00")
        #expect(grouped.string(for: -2500, fractionDigits: 0) == "-2,500")
        #expect(grouped.string(for: -0.004, fractionDigits: 3) == "-0.004")
        #expect(grouped.string(for: 0.1 + 0.2, fractionDigits: 17) == "0.30000000000000004")
    }

    @Test("what it does not handle is left to ICU")
    func outside() {
        #expect(grouped.string(for: .nan, fractionDigits: 0) == nil)
        #expect(grouped.string(for: -.infinity, fractionDigits: 0) == nil)
        #expect(grouped.string(for: 1e15, fractionDigits: 0) == nil)
        #expect(PlainDecimalFormat.forLocale(identifier: "de_DE") == nil)
        #expect(PlainDecimalFormat.forLocale(identifier: "en_IN") == nil)  // 12,34,567
        #expect(PlainDecimalFormat.forLocale(identifier: "en_US@numbers=arab") == nil)
    }

    @Test("each English-style locale writes what ICU writes, over thousands of values",
          arguments: ["en", "en_US", "en_GB", "en_CA", "en_AU", "", "en_US_POSIX"])
    func sameAsICU(identifier: String) throws {
        let locale = Locale(identifier: identifier)
        let plain = try #require(PlainDecimalFormat.forLocale(identifier: identifier))
        var state: UInt64 = 12_345
        func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
        // Tick-like values (steps of 1, 2, 2.5, 5 × 10ⁿ), halves and random doubles of every size.
        var values: [Double] = [0, -0.5, 0.5, 1.5, 2.5, 999.5, 9_999.5, 0.045, 0.055, 1.005, 1.015]
        for exponent in -8...14 {
            let scale = pow(10, Double(exponent))
            for step in [1.0, 2, 2.5, 5] { for k in -3...12 { values.append(Double(k) * step * scale) } }
            for _ in 0..<40 {
                let unit = Double(next() >> 11) / Double(1 << 53)
                values.append((unit * 2 - 1) * scale * 9.99)
            }
        }
        var mismatches: [String] = []
        for digits in [0, 1, 2, 3, 5, 8] {
            let style = FloatingPointFormatStyle<Double>(locale: locale).precision(.fractionLength(digits))
            for value in values where value.magnitude < 1e15 {
                let ours = plain.string(for: value, fractionDigits: digits), icu = style.format(value)
                if ours != icu { mismatches.append("\(value) at \(digits): \(ours ?? "nil") vs ICU \(icu)") }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
    }
}
