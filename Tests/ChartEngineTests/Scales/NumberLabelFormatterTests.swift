import Foundation
import Testing
@testable import ChartEngine

/// Expected strings are CLDR's patterns for each locale, as swift-foundation
/// prints them on Linux (checked by hand).
@Suite("NumberLabelFormatter")
struct NumberLabelFormatterTests {
    private func format(_ value: Double, _ locale: String, digits: Int = 0) -> String {
        NumberLabelFormatter(locale: Locale(identifier: locale), fractionDigits: digits).string(for: value)
    }

    @Test("thousands are grouped by the locale: 2,500 / 2,500 / 2.500")
    func grouping() {
        #expect(format(2500, "en_US") == "2,500")
        #expect(format(2500, "ja_JP") == "2,500")
        #expect(format(2500, "de_DE") == "2.500")
        // French groups with a narrow no-break space; Spanish leaves 4 digits alone.
        #expect(format(2500, "fr_FR") == "2\u{202F}500")
        #expect(format(2500, "es_ES") == "2500")
        #expect(format(25000, "es_ES") == "25.000")
    }

    @Test("labels Foundation formats are kept, each for its own locale, digits and value")
    func kept() {
        // The same question twice, the same answer; and the kept answer is the locale's own.
        #expect(format(7_654.5, "de_DE", digits: 1) == "7.654,5")
        #expect(format(7_654.5, "de_DE", digits: 1) == "7.654,5")
        #expect(format(7_654.5, "fr_FR", digits: 1) == "7\u{202F}654,5")
        #expect(format(7_654.5, "de_DE", digits: 2) == "7.654,50")
        #expect(format(7_655, "de_DE", digits: 1) == "7.655,0")
        // -0 and a small negative print as zero; their keys differ from 0's, their label does not.
        #expect(format(-0.0, "de_DE", digits: 1) == "0,0")
        #expect(format(0.01, "de_DE", digits: 1) == "0,0")
        #expect(IcuLabels.shared.count <= IcuLabels.capacity)
    }

    @Test("large numbers are printed in full, not abbreviated")
    func large() {
        #expect(format(10_000, "en_US") == "10,000")
        #expect(format(1_000_000, "en_US") == "1,000,000")
        #expect(format(1e15, "en_US") == "1,000,000,000,000,000")
    }

    @Test("fraction digits are fixed and use the locale's decimal separator")
    func fractions() {
        #expect(format(0.2, "en_US", digits: 1) == "0.2")
        #expect(format(1, "en_US", digits: 1) == "1.0")
        #expect(format(0.5, "de_DE", digits: 1) == "0,5")
        #expect(format(1234.5, "de_DE", digits: 2) == "1.234,50")
        #expect(format(0.05, "en_US", digits: 2) == "0.05")
    }

    @Test("negative numbers use the locale's minus sign")
    func negative() {
        #expect(format(-2500, "en_US") == "-2,500")
        #expect(format(-0.4, "de_DE", digits: 1) == "-0,4")
    }

    @Test("minus zero and values rounding to zero print without a sign")
    func minusZero() {
        #expect(format(-0.0, "en_US") == "0")
        #expect(format(-0.0, "en_US", digits: 1) == "0.0")
        #expect(format(-0.001, "en_US", digits: 1) == "0.0")
        #expect(format(-0.4, "en_US") == "0")
    }

    @Test("fraction digits outside 0...17 are clamped")
    func clamped() {
        #expect(NumberLabelFormatter(locale: Locale(identifier: "en_US"), fractionDigits: -2).fractionDigits == 0)
        #expect(format(3, "en_US", digits: -2) == "3")
    }
}
