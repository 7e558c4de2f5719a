import ChartScene

/// One glyph of a shaped line: which face draws it, where the pen stands, and the text it
/// stands for.
package struct ShapedGlyph: Sendable {
    /// The face that draws the glyph.
    package var face: LoadedFace
    /// The glyph id in `face`.
    package var glyph: UInt16
    /// The pen position, in points from the start of the line, kerning included.
    package var x: Double
    /// The advance in points.
    package var advance: Double
    /// The characters the glyph stands for (empty for a mark drawn with its base).
    package var text: String
    /// Whether the glyph is a stand-in box for a character no font on the machine has.
    package var isMissing: Bool
}

/// A line of text as glyphs, with its width and the warnings met while shaping it.
package struct ShapedLine: Sendable {
    package var glyphs: [ShapedGlyph]
    /// The advance of the whole line in points.
    package var width: Double
    /// One warning per script no font could draw, naming it.
    package var warnings: [String]
}

/// Turns a string into positioned glyphs: one glyph per Unicode scalar, taken from the
/// registered face the font names (``FontRegistry``) or else the bundled face when it has one,
/// then from the bundled face, then from the registered and machine fonts, else the `.notdef`
/// box. Pair kerning from the `kern` table applies between glyphs
/// of the same face. Controls and format characters (joiners, variation selectors) draw nothing.
package enum TextShaper {
    /// Whether text in `font` needs a synthetic oblique: italic text drawn in an upright face.
    package static func needsOblique(_ font: SceneFont) -> Bool {
        font.italic && !(FontCatalog.shared.face(named: font)?.face.isItalic ?? false)
    }

    /// Shapes `string` in `font` at `size` points per em.
    package static func shape(_ string: String, font: SceneFont, size: Double) -> ShapedLine {
        let size = size.isFinite && size > 0 ? size : 0
        let bundled = BundledFonts.face(for: font)
        guard let primary = FontCatalog.shared.face(named: font) ?? bundled else {
            return ShapedLine(glyphs: [], width: 0, warnings: ["The bundled font could not be read; text is not drawn."])
        }
        var glyphs: [ShapedGlyph] = []
        var missing: [String: String] = [:]   // script name -> the text it was missing in
        var pen = 0.0
        for scalar in string.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator: continue
            default: break
            }
            if (0xFE00...0xFE0F).contains(scalar.value) || (0xE0100...0xE01EF).contains(scalar.value) { continue }
            var face = primary, glyph = primary.face.glyph(for: scalar), isMissing = false
            if glyph == 0, let bundled, bundled !== primary, bundled.face.covers(scalar) {
                face = bundled
                glyph = bundled.face.glyph(for: scalar)
            }
            if glyph == 0, let fallback = FontCatalog.shared.face(for: scalar, bold: font.weight.rawValue >= 600) {
                face = fallback
                glyph = fallback.face.glyph(for: scalar)
            }
            if glyph == 0 {
                isMissing = true
                missing[ScriptName.of(scalar), default: string] = string
            }
            let scale = size / Double(face.face.unitsPerEm)
            if let previous = glyphs.last, previous.face === face {
                pen += Double(face.face.kerning(previous.glyph, glyph)) * scale
            }
            let advance = Double(face.face.advance(of: glyph)) * scale
            glyphs.append(ShapedGlyph(face: face, glyph: glyph, x: pen, advance: advance,
                                      text: String(Character(scalar)), isMissing: isMissing))
            pen += advance
        }
        let warnings = missing.keys.sorted().map { script in
            "No font has glyphs for \(script) text (\"\(missing[script]!)\"); it is drawn as boxes. "
                + "Install a font that covers it or register one with FontRegistry.register(url:)."
        }
        return ShapedLine(glyphs: glyphs, width: pen, warnings: warnings)
    }
}
