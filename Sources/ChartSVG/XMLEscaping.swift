/// Escaping of user text for XML content and double- or single-quoted attribute values.
///
/// `&`, `<`, `>`, `"` and `'` become entities. Tab, line feed and carriage return become the
/// character references `&#9;`, `&#10;` and `&#13;`, because a parser turns them into spaces in
/// an attribute value (and a carriage return into a line feed anywhere): so written, they come
/// back as they were, in an `aria-label` as in text. Characters XML 1.0 forbids are removed: the
/// other C0 controls and the noncharacters U+FFFE and U+FFFF. Whatever a user puts in a label,
/// the escaped text cannot end an element, open a new one or make the document invalid.
///
/// ```swift
/// XMLEscaping.escape("<b>Tom & Jerry</b>")   // "&lt;b&gt;Tom &amp; Jerry&lt;/b&gt;"
/// ```
package enum XMLEscaping {
    /// `s` with markup characters replaced by entities and forbidden characters removed.
    package static func escape(_ s: String) -> String {
        guard s.unicodeScalars.contains(where: needsWork) else { return s }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(s.utf8.count + 16)
        append(s, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the escaped UTF-8 bytes of `s`.
    static func append(_ s: String, to bytes: inout [UInt8]) {
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": appendASCII("&amp;", to: &bytes)
            case "<": appendASCII("&lt;", to: &bytes)
            case ">": appendASCII("&gt;", to: &bytes)
            case "\"": appendASCII("&quot;", to: &bytes)
            case "'": appendASCII("&apos;", to: &bytes)
            case "\t": appendASCII("&#9;", to: &bytes)
            case "\n": appendASCII("&#10;", to: &bytes)
            case "\r": appendASCII("&#13;", to: &bytes)
            default:
                guard isAllowed(scalar) else { continue }
                if scalar.isASCII {
                    bytes.append(UInt8(truncatingIfNeeded: scalar.value))
                } else {
                    UTF8.encode(scalar) { bytes.append($0) }
                }
            }
        }
    }

    /// Whether XML 1.0 content may hold `scalar` (after escaping) and we keep it.
    static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09, 0x0A, 0x0D: return true
        case 0x00..<0x20: return false
        case 0xFFFE, 0xFFFF: return false
        default: return true
        }
    }

    private static func needsWork(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "&", "<", ">", "\"", "'", "\t", "\n", "\r": return true
        default: return !isAllowed(scalar)
        }
    }

    private static func appendASCII(_ s: StaticString, to bytes: inout [UInt8]) {
        s.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }
}
