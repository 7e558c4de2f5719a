import ChartScene

extension SVGDocumentBuilder {
    /// Writes a single line of text as `<text>`, its rotation about the origin as
    /// `rotate(deg,x,y)`. Text whose string is empty or only whitespace (after removing the
    /// characters XML forbids), or whose origin, size, rotation or opacity is not finite, is
    /// left out.
    mutating func write(_ text: SceneText) {
        let origin = text.origin, font = text.font
        guard origin.x.isFinite, origin.y.isFinite, text.rotation.isFinite, text.opacity.isFinite,
              font.size.isFinite, font.size > 0, SVGTextContent.isVisible(text.string) else { return }
        let fill = resolve(text.fill, box: nil)
        out.raw("<text")
        writeSemantics(text.semantics)
        out.attribute("x", origin.x)
        out.attribute("y", origin.y)
        // A rotation that prints as 0 would only add bytes.
        if text.rotation.magnitude >= 0.005 {
            out.raw(" transform=\"rotate("); out.number(text.rotation)
            out.byte(UInt8(ascii: ",")); out.number(origin.x)
            out.byte(UInt8(ascii: ",")); out.number(origin.y)
            out.raw(")\"")
        }
        writeFont(font)
        switch text.anchor {
        case .start: break
        case .middle: out.attribute("text-anchor", raw: "middle")
        case .end: out.attribute("text-anchor", raw: "end")
        }
        writePaint(fill, "fill", opacityName: "fill-opacity")
        writeOpacity(text.opacity)
        if SVGTextContent.needsPreservedSpace(text.string) { out.attribute("xml:space", raw: "preserve") }
        out.byte(UInt8(ascii: ">"))
        out.escaped(text.string)
        out.raw("</text>\n")
    }

    /// Writes `font-family`, `font-size`, and `font-weight` and `font-style` when not normal.
    private mutating func writeFont(_ font: SceneFont) {
        out.raw(" font-family=\"")
        if let family = font.family.map(SVGTextContent.sanitizedFamily), !family.isEmpty {
            out.byte(UInt8(ascii: "'")); out.escaped(family); out.raw("', ")
        }
        switch font.design {
        case .default: out.raw("-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', Arimo, sans-serif")
        case .serif: out.raw("'New York', Georgia, serif")
        case .rounded: out.raw("'SF Pro Rounded', ui-rounded, sans-serif")
        case .monospaced: out.raw("'SF Mono', Menlo, monospace")
        }
        out.byte(0x22)
        out.attribute("font-size", font.size)
        if font.weight != .regular { out.attribute("font-weight", Double(font.weight.rawValue), fractionDigits: 0) }
        if font.italic { out.attribute("font-style", raw: "italic") }
    }
}

/// Checks on the string of a text node.
package enum SVGTextContent {
    /// Whether some character survives escaping and is not whitespace; an SVG `<text>`
    /// with nothing to show is an error for several checkers, so such text is left out.
    static func isVisible(_ s: String) -> Bool {
        s.unicodeScalars.contains { XMLEscaping.isAllowed($0) && !$0.properties.isWhitespace }
    }

    /// Whether the string has leading, trailing or doubled whitespace, which XML's default
    /// space handling would collapse.
    static func needsPreservedSpace(_ s: String) -> Bool {
        var previousWasSpace = true  // so that leading whitespace counts
        for scalar in s.unicodeScalars where XMLEscaping.isAllowed(scalar) {
            let isSpace = scalar.properties.isWhitespace
            if isSpace && previousWasSpace { return true }
            previousWasSpace = isSpace
        }
        return previousWasSpace
    }

    /// A font family name made safe inside a single-quoted CSS family list: quotes,
    /// backslashes and the list's separators are removed, as are characters XML forbids.
    package static func sanitizedFamily(_ family: String) -> String {
        let banned: Set<Unicode.Scalar> = ["'", "\"", "\\", ",", ";", "<", ">", "{", "}"]
        let kept = family.unicodeScalars.filter {
            XMLEscaping.isAllowed($0) && !banned.contains($0) && $0 != "\t" && $0 != "\n"
        }
        var result = String(String.UnicodeScalarView(kept))
        while result.first?.isWhitespace == true { result.removeFirst() }
        while result.last?.isWhitespace == true { result.removeLast() }
        return result
    }
}
