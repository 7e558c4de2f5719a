import ChartScene

/// A text measurer that needs no font files: advance widths come from a built-in table of a
/// Helvetica-like sans-serif.
///
/// - Latin text uses the classic Helvetica AFM widths (ASCII, Latin-1, Latin Extended-A with
///   accented letters at their base letter's width, and common punctuation).
/// - CJK ideographs, kana, Hangul and full-width forms are 1 em; half-width forms ½ em.
/// - Emoji are 1.15 em; combining marks, controls and format characters take no room;
///   any other character is 0.556 em, an average lowercase letter.
/// - Every extended grapheme cluster counts once, so "é" written as e + U+0301 is one "e".
/// - Semibold and heavier weights are 6% wider. The monospaced design gives every character of
///   normal width 0.6 em (wide, emoji and zero-width characters keep their widths).
/// - The line box is 0.95 em above the baseline and 0.25 em below it.
/// - Text in a family that a registered font has (``FontRegistry``, `Font.custom`) is measured
///   with that face instead: its advances and kerning, and its ascender and descender.
///
/// ```swift
/// let metrics = MetricsTableMeasurer().measure("Cachapa", font: SceneFont(size: 11))
/// // metrics.width == 44.022
/// ```
package struct MetricsTableMeasurer: TextMeasurer {
    /// The height of the line box above the baseline, in em.
    package static let ascent = 0.95
    /// The depth of the line box below the baseline, in em.
    package static let descent = 0.25
    /// How much wider semibold and heavier text sets than regular text.
    package static let boldWidening = 1.06

    package init() {}

    package func measure(_ string: String, font: SceneFont) -> TextMetrics {
        // A size that is not a positive number measures as nothing rather than as garbage.
        let size = font.size.isFinite && font.size > 0 ? font.size : 0
        if font.family != nil, let face = FontCatalog.shared.face(named: font) {
            let line = TextShaper.shape(string, font: font, size: size)
            let scale = size / Double(face.face.unitsPerEm)
            return TextMetrics(width: line.width, ascent: Double(max(face.face.ascender, 0)) * scale,
                               descent: Double(max(-face.face.descender, 0)) * scale)
        }
        let monospaced = font.design == .monospaced
        var units = Self.asciiUnits(string, monospaced: monospaced)
            ?? string.reduce(0) { $0 + Self.units(GlyphWidthClass($1), monospaced: monospaced) }
        if !monospaced && font.weight.rawValue >= SceneFontWeight.semibold.rawValue {
            units *= Self.boldWidening
        }
        return TextMetrics(width: units / 1000 * size, ascent: Self.ascent * size, descent: Self.descent * size)
    }

    /// The width in 1/1000 em of an all-ASCII string, read straight from its bytes (every
    /// ASCII grapheme is one byte, except CR LF, whose two controls are both zero wide);
    /// nil when the string has other characters.
    private static func asciiUnits(_ string: String, monospaced: Bool) -> Double? {
        var total = 0
        for byte in string.utf8 {
            switch byte {
            case 0x20...0x7E: total += monospaced ? 600 : Int(HelveticaWidths.ascii[Int(byte) - 0x20])
            case 0..<0x20, 0x7F: continue
            default: return nil
            }
        }
        return Double(total)
    }

    /// The width in 1/1000 em of one character of class `glyph`.
    private static func units(_ glyph: GlyphWidthClass, monospaced: Bool) -> Double {
        switch glyph {
        case .table(let units): return monospaced && units > 0 ? 600 : Double(units)
        case .unknown: return monospaced ? 600 : 556
        case .halfWide: return monospaced ? 600 : 500
        case .wide: return 1000
        case .emoji: return 1150
        case .zero: return 0
        }
    }
}
