/// A font a page carries in itself: an `@font-face` rule whose source is a base64 `data:` URL,
/// so the browser draws the family the chart's text names with the glyphs the renderer
/// measured, and nothing is fetched.
///
/// ```swift
/// let rule = HTMLFontFace(family: "Brand Sans", weights: 400...400, italic: false, isCFF: false, bytes: file)
/// let css = HTMLFontFace.css([rule])   // "@font-face{font-family:\"Brand Sans\";…}"
/// ```
package struct HTMLFontFace: Sendable {
    /// The family as the SVG names it.
    package var family: String
    /// The weights the face stands for; a range, so the browser never makes it bolder itself.
    package var weights: ClosedRange<Int>
    package var italic: Bool
    /// CFF outlines (`font/otf`) rather than TrueType ones (`font/ttf`).
    package var isCFF: Bool
    package var bytes: [UInt8]

    package init(family: String, weights: ClosedRange<Int>, italic: Bool, isCFF: Bool, bytes: [UInt8]) {
        self.family = family; self.weights = weights; self.italic = italic; self.isCFF = isCFF; self.bytes = bytes
    }

    /// One rule per face, in order, each on its own line.
    package static func css(_ faces: [HTMLFontFace]) -> String {
        var out = ""
        for face in faces {
            out += "@font-face{font-family:" + cssString(face.family)
            out += ";font-style:" + (face.italic ? "italic" : "normal")
            out += ";font-weight:" + String(face.weights.lowerBound) + " " + String(face.weights.upperBound)
            out += ";src:url(data:" + (face.isCFF ? "font/otf" : "font/ttf") + ";base64," + base64(face.bytes)
            out += ") format(\"" + (face.isCFF ? "opentype" : "truetype") + "\")}\n"
        }
        return out
    }

    /// `s` as a double-quoted CSS string: quotes, backslashes, controls and `<` (which could
    /// end the style element) are written as escapes.
    package static func cssString(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"", "\\", "<", ">", "&": out += "\\" + String(scalar.value, radix: 16) + " "
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                out += "\\" + String(scalar.value, radix: 16) + " "
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// Standard base64 with padding (RFC 4648).
    static func base64(_ bytes: [UInt8]) -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var i = 0
        while i + 2 < bytes.count {
            let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8 | UInt32(bytes[i + 2])
            out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)], alphabet[Int(n >> 6 & 63)], alphabet[Int(n & 63)]]
            i += 3
        }
        let rest = bytes.count - i
        if rest == 1 {
            let n = UInt32(bytes[i]) << 16
            out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)], 61, 61]
        } else if rest == 2 {
            let n = UInt32(bytes[i]) << 16 | UInt32(bytes[i + 1]) << 8
            out += [alphabet[Int(n >> 18 & 63)], alphabet[Int(n >> 12 & 63)], alphabet[Int(n >> 6 & 63)], 61]
        }
        return String(decoding: out, as: UTF8.self)
    }
}
