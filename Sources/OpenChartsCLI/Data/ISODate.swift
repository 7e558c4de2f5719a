import Foundation

/// A fast reader of ISO 8601 dates and times, without a formatter: `yyyy-MM`, `yyyy-MM-dd`, then
/// optionally `T` or a space, `HH:mm`, `:ss`, `.fraction`, and `Z` or `±hh:mm`. Millions of rows
/// are read this way in the time a formatter reads a few hundred thousand.
enum ISODate {
    static func parse(_ text: Substring, timeZone: TimeZone?) -> Double? {
        var t = text
        return t.withUTF8 { parse(bytes: $0, timeZone: timeZone) }
    }

    static func parse(bytes s: UnsafeBufferPointer<UInt8>, timeZone: TimeZone?) -> Double? {
        var i = 0
        func digits(_ n: Int) -> Int? {
            guard i + n <= s.count else { return nil }
            var v = 0
            for k in i..<(i + n) {
                let c = s[k]
                guard c >= 48 && c <= 57 else { return nil }
                v = v * 10 + Int(c - 48)
            }
            i += n
            return v
        }
        func take(_ c: UInt8) -> Bool {
            if i < s.count && s[i] == c { i += 1; return true }
            return false
        }
        guard let year = digits(4), take(45), let month = digits(2), (1...12).contains(month) else { return nil }
        var day = 1, hour = 0, minute = 0, second = 0.0
        var offset: Int? = nil
        if take(45) {
            guard let d = digits(2), d >= 1, d <= daysIn(month: month, year: year) else { return nil }
            day = d
            if i < s.count && (s[i] == 84 || s[i] == 32) {  // "T" or " "
                i += 1
                guard let h = digits(2), h < 24, take(58), let m = digits(2), m < 60 else { return nil }
                hour = h; minute = m
                if take(58) {
                    guard let sec = digits(2), sec < 61 else { return nil }
                    second = Double(sec)
                    if take(46) {
                        var scale = 0.1
                        let start = i
                        while i < s.count, s[i] >= 48, s[i] <= 57 { second += Double(s[i] - 48) * scale; scale /= 10; i += 1 }
                        guard i > start else { return nil }
                    }
                }
                if take(90) {  // "Z"
                    offset = 0
                } else if i < s.count && (s[i] == 43 || s[i] == 45) {  // "+" or "-"
                    let sign = s[i] == 45 ? -1 : 1
                    i += 1
                    guard let oh = digits(2) else { return nil }
                    _ = take(58)
                    let om = digits(2) ?? 0
                    offset = sign * (oh * 3600 + om * 60)
                }
            }
        }
        guard i == s.count else { return nil }
        let days = daysFromCivil(year: year, month: month, day: day)
        let local = Double(days) * 86_400 + Double(hour * 3600 + minute * 60) + second
        if let offset { return local - Double(offset) }
        guard let timeZone else { return local }
        // A date without a zone is in `timeZone` (nil: UTC): subtract its offset at that moment.
        let guess = local - Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: local)))
        return local - Double(timeZone.secondsFromGMT(for: Date(timeIntervalSince1970: guess)))
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    /// Days from 1970-01-01 to a proleptic Gregorian date, by Howard Hinnant's `days_from_civil`.
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }
}
