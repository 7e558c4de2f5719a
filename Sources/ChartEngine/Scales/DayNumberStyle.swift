import Foundation

/// A day of the month as the locale writes it inside a date: "1." in German (as in "1. Jan."),
/// "1日" in Japanese, "1" in English.
///
/// CLDR's pattern for a day alone (the `d` skeleton) is a bare number in German, Hungarian and
/// Finnish, yet they write a day number with a period, as their month-and-day patterns (`MMMd`:
/// "d. MMM", "MMM d.", "d.M.") say; Danish, Norwegian and Czech have it in both. The day label
/// takes the locale's `d` pattern and adds what follows the day in its `MMMd` pattern, up to the
/// next space or field, when the `d` pattern lacks it.
///
///     DayNumberStyle(locale: Locale(identifier: "de_DE"), base: base).format(june1)   // "1."
struct DayNumberStyle {
    let base: Date.FormatStyle
    /// The text written after the day number, such as "." in German; empty for most locales.
    let suffix: String

    init(locale: Locale, base: Date.FormatStyle) {
        self.base = base
        let alone = DateFormatter.dateFormat(fromTemplate: "d", options: 0, locale: locale) ?? "d"
        let inDate = DateFormatter.dateFormat(fromTemplate: "MMMd", options: 0, locale: locale) ?? "d"
        let after = Self.textAfterDay(inDate)
        suffix = after.isEmpty || Self.textAfterDay(alone) == after ? "" : after
    }

    func format(_ date: Date) -> String { base.day().format(date) + suffix }

    /// The literal text right after the first run of `d` in an ICU date pattern, up to a space, a
    /// quote or another field letter: "." in "d. MMM", "日" in "M月d日", "" in "MMM d".
    static func textAfterDay(_ pattern: String) -> String {
        var inQuote = false, seenDay = false, out = ""
        for c in pattern {
            if c == "'" { inQuote.toggle(); if seenDay { break }; continue }
            if inQuote { continue }
            if c == "d" { if !out.isEmpty { break }; seenDay = true; continue }
            guard seenDay else { continue }
            if c.isWhitespace || (c.isASCII && c.isLetter) { break }
            out.append(c)
        }
        return out
    }
}
