/// Fixed-precision number printing for SVG output, without Foundation formatting.
///
/// Numbers are rounded half away from zero at a fixed number of fraction digits (2 unless
/// asked), then trailing zeros and a trailing dot are dropped: `1.5` → `"1.5"`, `2.0` → `"2"`,
/// `0.125` → `"0.13"`. Rounding looks at the exact binary value, as `printf("%.2f")` does, so
/// `1.005` (stored as 1.00499999999999989…) prints as `"1"`. A value that rounds to zero prints
/// as `"0"`, never `"-0"`. Magnitudes above ``limit`` are clamped to it; non-finite values
/// print as `"0"`, though writers are expected to skip them before they get here.
///
/// ```swift
/// var s = "x="
/// SVGNumber.append(-12.345, to: &s)   // s == "x=-12.35"
/// ```
package enum SVGNumber {
    /// The largest magnitude printed; finite values beyond it are clamped to ±`limit`.
    package static let limit: Double = 1e15

    /// The most fraction digits ``append(_:fractionDigits:to:)`` accepts.
    package static let maximumFractionDigits = 6

    /// Appends `v` printed with at most two fraction digits.
    package static func append(_ v: Double, to s: inout String) {
        append(v, fractionDigits: 2, to: &s)
    }

    /// Appends `v` printed with at most `fractionDigits` (0...6) fraction digits.
    package static func append(_ v: Double, fractionDigits: Int, to s: inout String) {
        let decimal = FixedDecimal(v, fractionDigits: fractionDigits)
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: FixedDecimal.maximumLength) { buffer in
            let count = decimal.write(into: buffer)
            s.append(String(decoding: UnsafeBufferPointer(rebasing: buffer[..<count]), as: UTF8.self))
        }
    }

    /// Appends the UTF-8 bytes of `v` printed with at most `fractionDigits` fraction digits.
    package static func append(_ v: Double, fractionDigits: Int = 2, to bytes: inout [UInt8]) {
        FixedDecimal(v, fractionDigits: fractionDigits).append(to: &bytes)
    }

    /// `v` printed with at most `fractionDigits` fraction digits.
    package static func string(_ v: Double, fractionDigits: Int = 2) -> String {
        var s = ""
        append(v, fractionDigits: fractionDigits, to: &s)
        return s
    }
}

/// A number rounded to a fixed count of fraction digits: sign, integer part and the fraction
/// digits as an integer, with trailing zeros already removed.
struct FixedDecimal: Sendable {
    /// Sign, 16 integer digits, a dot and six fraction digits fit with room to spare.
    static let maximumLength = 32
    private static let powersOfTen: [Double] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000]

    /// True only when the rounded value is not zero, so "-0" is never printed.
    private(set) var isNegative: Bool
    private var integer: UInt64
    private var fraction: UInt64
    private var fractionDigits: Int

    init(_ v: Double, fractionDigits requested: Int) {
        let digits = min(max(requested, 0), SVGNumber.maximumFractionDigits)
        guard v.isFinite else {
            isNegative = false; integer = 0; fraction = 0; fractionDigits = 0
            return
        }
        let magnitude = min(v.magnitude, SVGNumber.limit)
        let whole = magnitude.rounded(.towardZero)
        let part = magnitude - whole  // exact, by Sterbenz's lemma
        let scale = Self.powersOfTen[digits]
        let product = part * scale
        var rounded = product.rounded(.toNearestOrAwayFromZero)
        if rounded - product == 0.5 {
            // The product landed exactly on a tie; the fused residual (Dekker's TwoProduct)
            // tells whether the true value was below it, and then it must round down.
            let residual = (-product).addingProduct(part, scale)
            if residual < 0 { rounded -= 1 }
        }
        var intValue = UInt64(saturating: whole)
        var fracValue = UInt64(saturating: rounded)
        if fracValue == UInt64(saturating: scale) { intValue += 1; fracValue = 0 }
        var kept = digits
        while kept > 0 && fracValue % 10 == 0 { fracValue /= 10; kept -= 1 }
        isNegative = v < 0 && (intValue != 0 || fracValue != 0)
        integer = intValue; fraction = fracValue; fractionDigits = kept
    }

    /// Writes the digits into `buffer` (at least ``maximumLength`` long); returns the count.
    func write(into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        var count = 0
        if isNegative { buffer[0] = UInt8(ascii: "-"); count = 1 }
        // Integer digits are produced backwards, then moved into place.
        var digits = 0
        var n = integer
        repeat {
            buffer[Self.maximumLength - 1 - digits] = 48 &+ UInt8(truncatingIfNeeded: n % 10)
            n /= 10; digits += 1
        } while n > 0
        for i in 0..<digits { buffer[count + i] = buffer[Self.maximumLength - digits + i] }
        count += digits
        if fractionDigits > 0 {
            buffer[count] = UInt8(ascii: ".")
            var f = fraction
            for i in stride(from: fractionDigits, through: 1, by: -1) {
                buffer[count + i] = 48 &+ UInt8(truncatingIfNeeded: f % 10)
                f /= 10
            }
            count += 1 + fractionDigits
        }
        return count
    }

    /// Appends the digits to a byte buffer.
    func append(to bytes: inout [UInt8]) {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.maximumLength) { buffer in
            let count = write(into: buffer)
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }
}
