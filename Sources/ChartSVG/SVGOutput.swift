import ChartScene

/// The growing document as UTF-8 bytes, with helpers for the few shapes SVG text takes.
///
/// Writing bytes and decoding them once at the end keeps the hot loops (path data) to plain
/// array appends; every helper writes ASCII or already-escaped UTF-8, so the bytes are always
/// valid UTF-8.
struct SVGOutput {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int) { bytes.reserveCapacity(capacity) }

    /// The document as a string.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends ASCII markup written in the source.
    mutating func raw(_ s: StaticString) {
        s.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends one ASCII byte.
    mutating func byte(_ b: UInt8) { bytes.append(b) }

    /// Appends a string already known to be safe markup (ids, generated values).
    mutating func trusted(_ s: String) { bytes.append(contentsOf: s.utf8) }

    /// Appends user text, escaped.
    mutating func escaped(_ s: String) { XMLEscaping.append(s, to: &bytes) }

    /// Appends a fixed-precision number.
    mutating func number(_ v: Double, fractionDigits: Int = 2) {
        FixedDecimal(v, fractionDigits: fractionDigits).append(to: &bytes)
    }

    /// Appends an already rounded number; used where the sign decides a separator.
    mutating func decimal(_ d: FixedDecimal) { d.append(to: &bytes) }

    /// Appends a non-negative integer in decimal.
    mutating func integer(_ n: Int) { number(Double(n), fractionDigits: 0) }

    /// Appends ` name="value"` for a number.
    mutating func attribute(_ name: StaticString, _ value: Double, fractionDigits: Int = 2) {
        byte(0x20); raw(name); raw("=\"")
        number(value, fractionDigits: fractionDigits)
        byte(0x22)
    }

    /// Appends ` name="value"` for markup written in the source.
    mutating func attribute(_ name: StaticString, raw value: StaticString) {
        byte(0x20); raw(name); raw("=\""); raw(value); byte(0x22)
    }

    /// Appends ` name="value"` for user text, escaped; nothing when `value` is nil or empty.
    mutating func attribute(_ name: StaticString, text value: String?) {
        guard let value, !value.isEmpty else { return }
        byte(0x20); raw(name); raw("=\""); escaped(value); byte(0x22)
    }

    /// Appends ` name="#rrggbb"`.
    mutating func attribute(_ name: StaticString, color: RGBA) {
        byte(0x20); raw(name); raw("=\"#")
        hex(color.red); hex(color.green); hex(color.blue)
        byte(0x22)
    }

    private mutating func hex(_ component: Double) {
        let level = SVGColor.level(component)
        byte(Self.hexDigits[Int(level >> 4)])
        byte(Self.hexDigits[Int(level & 0xF)])
    }


    private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
