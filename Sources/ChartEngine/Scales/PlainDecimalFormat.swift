/// Decimal numbers written the way ICU writes them for English-style locales ("1,234.50"),
/// without ICU: a process that draws one small chart would otherwise spend more time loading
/// ICU's number data and building its formatters than drawing.
///
///     PlainDecimalFormat(grouped: true).string(for: 2.675, fractionDigits: 2)   // "2.68"
///
/// It follows ICU's rules exactly: the value is first written as the shortest decimal that reads
/// back as the same `Double` (so 2.675 is "2.675", not 2.67499…), then rounded half to even at the
/// last fraction digit ("0.125" → "0.12", "999.5" → "1,000"); negative values keep their sign even
/// when they round to zero ("-0"); the integer part is grouped by threes with ",". Values it was
/// not checked against ICU for (not finite, or 10¹⁵ and above) give `nil`, and the caller asks ICU.
package struct PlainDecimalFormat: Sendable {
    /// Whether the integer part is grouped by threes with "," (en_US_POSIX is not).
    package let grouped: Bool

    /// The format of the locales whose numbers ICU writes this way, or `nil` for any other.
    /// Each identifier here is compared with ICU over many values by the tests.
    package static func forLocale(identifier: String) -> PlainDecimalFormat? {
        switch identifier {
        case "en", "en_US", "en_GB", "en_CA", "en_AU", "": return PlainDecimalFormat(grouped: true)
        case "en_US_POSIX": return PlainDecimalFormat(grouped: false)
        default: return nil
        }
    }

    /// `value` with exactly `fractionDigits` digits after the point, or `nil` when it is not finite
    /// or its magnitude is 10¹⁵ or more.
    package func string(for value: Double, fractionDigits: Int) -> String? {
        guard value.isFinite, value.magnitude < 1e15, (0...17).contains(fractionDigits) else { return nil }
        var (digits, point) = Self.shortestDigits(value.magnitude)
        Self.roundHalfEven(&digits, point: &point, keeping: point + fractionDigits)
        var out: [UInt8] = []
        out.reserveCapacity(digits.count + fractionDigits + 8)
        if value.sign == .minus { out.append(UInt8(ascii: "-")) }
        // The integer part: the digits before the point, zeros past the last digit, "0" when none.
        if point <= 0 {
            out.append(UInt8(ascii: "0"))
        } else {
            for i in 0..<point {
                if grouped && i > 0 && (point - i) % 3 == 0 { out.append(UInt8(ascii: ",")) }
                out.append(i < digits.count ? digits[i] : UInt8(ascii: "0"))
            }
        }
        if fractionDigits > 0 {
            out.append(UInt8(ascii: "."))
            for i in point..<(point + fractionDigits) {
                out.append(i >= 0 && i < digits.count ? digits[i] : UInt8(ascii: "0"))
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The shortest decimal digits that read back as `magnitude` (ASCII, no leading zeros; empty for
    /// zero), and where the point goes: the digits are 0.d₁d₂… × 10^point.
    static func shortestDigits(_ magnitude: Double) -> (digits: [UInt8], point: Int) {
        // `description` is Swift's shortest round-trip form: "123.45", "1e-05", "1.5e-07", "5e-324".
        let text = Array(magnitude.description.utf8)
        var digits: [UInt8] = [], point = 0, seenPoint = false, exponent = 0
        var i = 0
        while i < text.count {
            let c = text[i]
            if c == UInt8(ascii: "e") {
                exponent = Int(String(decoding: text[(i + 1)...], as: UTF8.self)) ?? 0
                break
            } else if c == UInt8(ascii: ".") {
                seenPoint = true
            } else if c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") {
                if digits.isEmpty && c == UInt8(ascii: "0") {
                    if seenPoint { point -= 1 }  // a leading zero after the point moves it left
                } else {
                    digits.append(c)
                    if !seenPoint { point += 1 }
                }
            }
            i += 1
        }
        while digits.last == UInt8(ascii: "0") { digits.removeLast() }
        return digits.isEmpty ? ([], 0) : (digits, point + exponent)
    }

    /// Rounds `digits` (0.d₁d₂… × 10^point) half to even, keeping the first `keep` digits; a carry
    /// out of the first digit moves the point.
    static func roundHalfEven(_ digits: inout [UInt8], point: inout Int, keeping keep: Int) {
        guard keep < digits.count else { return }
        guard keep >= 0 else { digits = []; point = 0; return }  // below half of the last place
        let first = digits[keep], rest = digits[(keep + 1)...].contains { $0 != UInt8(ascii: "0") }
        let lastKeptOdd = keep > 0 && (digits[keep - 1] - UInt8(ascii: "0")) % 2 == 1
        let up = first > UInt8(ascii: "5") || (first == UInt8(ascii: "5") && (rest || lastKeptOdd))
        digits.removeSubrange(keep...)
        if up {
            var i = keep - 1
            while i >= 0 && digits[i] == UInt8(ascii: "9") { digits[i] = UInt8(ascii: "0"); i -= 1 }
            if i >= 0 {
                digits[i] += 1
            } else {
                digits.insert(UInt8(ascii: "1"), at: 0)
                point += 1
            }
        }
        while digits.last == UInt8(ascii: "0") { digits.removeLast() }
        if digits.isEmpty { point = 0 }
    }
}
