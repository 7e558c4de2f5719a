/// A growing run of PDF bytes with writers for the few token shapes PDF needs: names,
/// fixed-precision numbers, hex strings.
struct PDFBytes {
    private(set) var bytes: [UInt8] = []

    var count: Int { bytes.count }

    /// Appends ASCII written in the source.
    mutating func raw(_ s: StaticString) { s.withUTF8Buffer { bytes.append(contentsOf: $0) } }

    /// Appends a string known to be plain ASCII (names generated here, numbers).
    mutating func ascii(_ s: String) { bytes.append(contentsOf: s.utf8) }

    mutating func append(_ other: [UInt8]) { bytes.append(contentsOf: other) }

    mutating func byte(_ b: UInt8) { bytes.append(b) }

    /// A number at four decimals at most, trailing zeros dropped: `12.5`, `-0.3333`, `7`.
    /// Non-finite values print as 0: callers skip them before, this only keeps the file valid.
    mutating func number(_ v: Double) {
        PDFNumber.append(v, to: &bytes)
    }

    /// Numbers separated by spaces, then a space.
    mutating func numbers(_ values: Double...) {
        for v in values { number(v); byte(0x20) }
    }

    mutating func integer(_ n: Int) { ascii(String(n)) }

    /// A hex string `<…>` of the bytes.
    mutating func hex(_ data: [UInt8]) {
        byte(UInt8(ascii: "<"))
        for b in data { byte(Self.digits[Int(b >> 4)]); byte(Self.digits[Int(b & 0xF)]) }
        byte(UInt8(ascii: ">"))
    }

    /// A text string as UTF-16BE with a byte-order mark, in hex, so any user text is safe.
    mutating func textString(_ s: String) {
        var data: [UInt8] = [0xFE, 0xFF]
        for unit in s.utf16 { data.append(UInt8(unit >> 8)); data.append(UInt8(unit & 0xFF)) }
        hex(data)
    }

    private static let digits: [UInt8] = Array("0123456789ABCDEF".utf8)
}

/// Fixed-precision decimal printing that depends on no locale.
enum PDFNumber {
    static func append(_ v: Double, to bytes: inout [UInt8]) {
        guard v.isFinite else { bytes.append(UInt8(ascii: "0")); return }
        // PDF readers are limited to about ±32767 for reals in some places; clamp far beyond any page.
        let clamped = min(max(v, -1e7), 1e7)
        var scaled = Int64(saturating: (clamped * 10_000).rounded())
        if scaled == 0 { bytes.append(UInt8(ascii: "0")); return }
        if scaled < 0 { bytes.append(UInt8(ascii: "-")); scaled = -scaled }
        appendDigits(scaled / 10_000, to: &bytes)
        var fraction = scaled % 10_000
        guard fraction > 0 else { return }
        bytes.append(UInt8(ascii: "."))
        // Four digits, leading zeros kept, trailing zeros dropped.
        var divisor: Int64 = 1000
        while fraction > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(fraction / divisor))
            fraction %= divisor
            divisor /= 10
        }
    }

    /// The decimal digits of a non-negative integer, without a string in between.
    private static func appendDigits(_ n: Int64, to bytes: inout [UInt8]) {
        guard n >= 10 else { bytes.append(UInt8(ascii: "0") + UInt8(n)); return }
        appendDigits(n / 10, to: &bytes)
        bytes.append(UInt8(ascii: "0") + UInt8(n % 10))
    }

    static func string(_ v: Double) -> String {
        var bytes: [UInt8] = []
        append(v, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }
}
