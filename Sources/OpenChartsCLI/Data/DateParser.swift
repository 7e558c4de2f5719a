import Foundation

/// Reads dates in the forms data files use: ISO 8601 (`2024-03-01`, `2024-03-01T09:30:00Z`,
/// `2024-03-01 09:30`, `2024-03`), common day/month orders, month names, or a format given as a
/// `DateFormatter` pattern. A date without a zone is in `timeZone` (UTC unless told).
struct DateParser: Sendable {
    /// The patterns tried, in order, after ISO 8601, when a column's form is to be found.
    static let commonFormats = [
        "yyyy/MM/dd", "yyyy/MM/dd HH:mm:ss", "MM/dd/yyyy", "MM/dd/yyyy HH:mm", "dd.MM.yyyy", "dd.MM.yyyy HH:mm",
        "d MMM yyyy", "MMM d, yyyy", "MMM d yyyy", "MMMM d, yyyy", "MMM yyyy", "MMMM yyyy", "yyyyMMdd",
        "EEE, dd MMM yyyy HH:mm:ss Z",
    ]

    /// The form a column's dates take.
    enum Form: Equatable, Sendable {
        case iso
        case pattern(String)
    }

    var form: Form
    var timeZone: TimeZone
    private let formatter: DateFormatterBox?
    private let zoneForISO: TimeZone?
    /// The pattern's runs of separators (`/`, `.`, `, `…), which a date must repeat exactly:
    /// formatters read `01.02.2024` with the pattern `MM/dd/yyyy`, and that would swap day and month.
    private let separators: [Substring]?

    init(form: Form, timeZone: TimeZone = TimeZone(identifier: "UTC")!) {
        self.form = form
        self.timeZone = timeZone
        zoneForISO = timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: 0)) == 0 && timeZone.nextDaylightSavingTimeTransition == nil
            ? nil : timeZone
        if case .pattern(let p) = form {
            let f = DateFormatter()
            f.locale = Locale(identifier: "en_US_POSIX")
            f.timeZone = timeZone
            f.dateFormat = p
            f.isLenient = false
            formatter = DateFormatterBox(formatter: f)
            // Zone offsets (`+0100`) carry signs that are not separators: such patterns are not checked.
            separators = p.contains(where: { "ZzXxO".contains($0) }) ? nil : Self.separatorRuns(Self.unquoted(p))
        } else {
            formatter = nil
            separators = nil
        }
    }

    /// Seconds since 1970 of `text`, or nil when it is not a date of this form.
    func parse(_ text: Substring) -> Double? {
        switch form {
        case .iso: return ISODate.parse(text, timeZone: zoneForISO)
        case .pattern:
            if let separators, Self.separatorRuns(text) != separators { return nil }
            return formatter?.date(from: String(text))?.timeIntervalSince1970
        }
    }

    func parse(_ text: String) -> Double? { parse(text[...]) }

    /// The runs of characters that are neither letters nor digits, in order.
    static func separatorRuns<S: StringProtocol>(_ s: S) -> [Substring] {
        s.split(whereSeparator: { $0.isLetter || $0.isNumber }).map { Substring($0) }
    }

    /// A pattern without its quoted literals (`'T'`), which are matched as they stand.
    static func unquoted(_ pattern: String) -> String {
        var out = "", quoted = false
        for c in pattern {
            if c == "'" { quoted.toggle(); continue }
            if !quoted { out.append(c) }
        }
        return out
    }

    /// The form that reads the most of `samples`, if it reads at least `atLeast` of them (all by
    /// default); ISO 8601 first.
    static func detect(_ samples: [String], timeZone: TimeZone, atLeast: Int? = nil) -> Form? {
        let values = samples.filter { !$0.isEmpty }
        guard !values.isEmpty else { return nil }
        let needed = max(1, atLeast ?? values.count)
        var best: (form: Form, count: Int)?
        let iso = values.filter { ISODate.parse($0[...], timeZone: timeZone) != nil }.count
        if iso == values.count { return .iso }
        if iso >= needed { best = (.iso, iso) }
        for pattern in commonFormats {
            // Eight-digit numbers are dates only when every one is.
            if pattern == "yyyyMMdd" && !values.allSatisfy({ $0.count == 8 && $0.allSatisfy(\.isNumber) }) { continue }
            let p = DateParser(form: .pattern(pattern), timeZone: timeZone)
            let n = values.prefix(200).filter { p.parse($0) != nil }.count * values.count / min(values.count, 200)
            if n >= needed && n > (best?.count ?? 0) { best = (.pattern(pattern), n) }
        }
        return best?.form
    }
}

/// A `DateFormatter` shared across threads behind a lock; formatters are not thread-safe.
final class DateFormatterBox: @unchecked Sendable {
    private let formatter: DateFormatter
    private let lock = NSLock()
    init(formatter: DateFormatter) { self.formatter = formatter }
    func date(from s: String) -> Date? {
        lock.lock(); defer { lock.unlock() }
        return formatter.date(from: s)
    }
}
