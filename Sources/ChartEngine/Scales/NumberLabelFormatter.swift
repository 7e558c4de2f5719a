import Foundation

/// Formats axis numbers as Swift Charts does on iOS: the locale's digits,
/// grouping and decimal separators and minus sign, a fixed number of fraction
/// digits, and large numbers in full ("10,000", "1,000,000"), never abbreviated.
///
///     NumberLabelFormatter(locale: Locale(identifier: "de_DE"), fractionDigits: 0)
///         .string(for: 2500)   // "2.500"
///
/// The locale's own rules apply: es_ES leaves four-digit numbers ungrouped
/// ("2500"), fr_FR groups with a narrow no-break space (U+202F).
package struct NumberLabelFormatter: Sendable {
    /// The locale whose separators, digits and minus sign are used.
    package let locale: Locale
    /// Digits printed after the decimal separator (0...17).
    package let fractionDigits: Int
    private let style: FloatingPointFormatStyle<Double>
    /// ICU's output for English-style locales, written without ICU (see `PlainDecimalFormat`).
    private let plain: PlainDecimalFormat?

    /// A formatter for `locale` printing exactly `fractionDigits` fraction digits
    /// (clamped to 0...17; `NumericTicks.fractionDigits(forStep:)` gives the
    /// digits tick labels need).
    package init(locale: Locale, fractionDigits: Int) {
        self.locale = locale
        self.fractionDigits = min(max(fractionDigits, 0), 17)
        self.style = FloatingPointFormatStyle<Double>(locale: locale)
            .precision(.fractionLength(self.fractionDigits))
        self.plain = PlainDecimalFormat.forLocale(identifier: locale.identifier)
    }

    /// The label for `value`. Values that round to zero at this precision
    /// (including -0) print without a sign: "0", not "-0".
    package func string(for value: Double) -> String {
        let value = roundsToZero(value) ? 0 : value
        return plain?.string(for: value, fractionDigits: fractionDigits) ?? style.format(value)
    }

    /// Whether `value` prints as zero: Foundation keeps the sign of -0 and of
    /// small negatives ("-0.0"), which an axis must not show.
    private func roundsToZero(_ value: Double) -> Bool {
        abs(value) < 0.5 / pow(10, Double(fractionDigits))
    }
}
