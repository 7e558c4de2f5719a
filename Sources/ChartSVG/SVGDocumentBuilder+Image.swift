import ChartPNG
import ChartScene

extension SVGDocumentBuilder {
    /// Writes a picture of cells as one `<image>` holding a PNG of one pixel per cell, stretched
    /// over its rectangle (`preserveAspectRatio="none"`) and scaled without smoothing
    /// (`image-rendering="pixelated"`) so each cell stays a crisp rectangle, inside a `<g>` that
    /// carries the mark's class, label and opacity. An image that cannot be drawn is left out.
    mutating func write(_ image: SceneImage) {
        guard image.isDrawable else { return }
        out.raw("<g")
        writeSemantics(image.semantics)
        writeOpacity(image.opacity)
        out.raw("><image")
        out.attribute("x", image.rect.x, fractionDigits: 3)
        out.attribute("y", image.rect.y, fractionDigits: 3)
        out.attribute("width", image.rect.width, fractionDigits: 3)
        out.attribute("height", image.rect.height, fractionDigits: 3)
        out.attribute("preserveAspectRatio", raw: "none")
        out.attribute("image-rendering", raw: "pixelated")
        out.raw(" href=\"data:image/png;base64,")
        out.base64(PNGEncoder.encode(image))
        out.raw("\"/></g>\n")
    }
}

extension SVGOutput {
    /// Appends `data` in base64 (RFC 4648, with padding).
    mutating func base64(_ data: [UInt8]) {
        let alphabet = Self.base64Alphabet
        var i = 0
        while i + 3 <= data.count {
            let v = UInt32(data[i]) << 16 | UInt32(data[i + 1]) << 8 | UInt32(data[i + 2])
            byte(alphabet[Int(v >> 18)]); byte(alphabet[Int(v >> 12 & 63)])
            byte(alphabet[Int(v >> 6 & 63)]); byte(alphabet[Int(v & 63)])
            i += 3
        }
        let rest = data.count - i
        if rest > 0 {
            let v = UInt32(data[i]) << 16 | (rest == 2 ? UInt32(data[i + 1]) << 8 : 0)
            byte(alphabet[Int(v >> 18)]); byte(alphabet[Int(v >> 12 & 63)])
            byte(rest == 2 ? alphabet[Int(v >> 6 & 63)] : UInt8(ascii: "="))
            byte(UInt8(ascii: "="))
        }
    }

    static let base64Alphabet: [UInt8] = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
}
