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
    /// ICU's output for English-style locales, written without ICU (see `PlainDecimalFormat`).
    private let plain: PlainDecimalFormat?
    /// Foundation's format, for every other locale. Held in a closure: a stored format style would
    /// make every formatter's layout depend on Foundation's generic type, which costs a process a
    /// search of every protocol conformance it has the first time, English or not.
    private let icu: (@Sendable (Double) -> String)?

    /// A formatter for `locale` printing exactly `fractionDigits` fraction digits
    /// (clamped to 0...17; `NumericTicks.fractionDigits(forStep:)` gives the
    /// digits tick labels need).
    package init(locale: Locale, fractionDigits: Int) {
        self.locale = locale
        self.fractionDigits = min(max(fractionDigits, 0), 17)
        self.plain = PlainDecimalFormat.forLocale(identifier: locale.identifier)
        self.icu = plain == nil ? Self.icuFormat(locale, self.fractionDigits) : nil
    }

    /// The label for `value`. Values that round to zero at this precision
    /// (including -0) print without a sign: "0", not "-0".
    package func string(for value: Double) -> String {
        let value = roundsToZero(value) ? 0 : value
        if let plain, let text = plain.string(for: value, fractionDigits: fractionDigits) { return text }
        let key = IcuLabels.Key(locale: locale.identifier, fractionDigits: fractionDigits, value: value.bitPattern)
        if let known = IcuLabels.shared.label(for: key) { return known }
        let text = (icu ?? Self.icuFormat(locale, fractionDigits))(value)
        IcuLabels.shared.remember(text, for: key)
        return text
    }

    private static func icuFormat(_ locale: Locale, _ fractionDigits: Int) -> @Sendable (Double) -> String {
        let style = FloatingPointFormatStyle<Double>(locale: locale).precision(.fractionLength(fractionDigits))
        return { style.format($0) }
    }

    /// Whether `value` prints as zero: Foundation keeps the sign of -0 and of
    /// small negatives ("-0.0"), which an axis must not show.
    private func roundsToZero(_ value: Double) -> Bool {
        abs(value) < 0.5 / pow(10, Double(fractionDigits))
    }
}

/// Labels Foundation formatted, kept: the same ticks come back in every render of a live chart,
/// and Foundation's formatting costs more than the rest of an axis. Bounded; full, it starts afresh.
final class IcuLabels: @unchecked Sendable {
    struct Key: Hashable {
        var locale: String
        var fractionDigits: Int
        var value: UInt64
    }

    static let shared = IcuLabels()
    static let capacity = 4_096
    private let lock = NSLock()
    private var labels: [Key: String] = [:]

    func label(for key: Key) -> String? {
        lock.lock(); defer { lock.unlock() }
        return labels[key]
    }

    func remember(_ text: String, for key: Key) {
        lock.lock(); defer { lock.unlock() }
        if labels.count >= Self.capacity { labels.removeAll(keepingCapacity: true) }
        labels[key] = text
    }

    var count: Int { lock.lock(); defer { lock.unlock() }; return labels.count }
}
