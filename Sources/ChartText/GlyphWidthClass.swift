/// How wide a character (an extended grapheme cluster) is in the metrics table, before the
/// font's size, weight and design are applied.
enum GlyphWidthClass: Equatable {
    /// A character the Helvetica table knows, with its width in 1/1000 em.
    case table(UInt16)
    /// A CJK ideograph, kana, Hangul or full-width form: 1 em.
    case wide
    /// A half-width katakana or Hangul form: half an em.
    case halfWide
    /// An emoji: about 1.15 em, as colour emoji fonts draw them.
    case emoji
    /// A combining mark, control or format character on its own: no advance.
    case zero
    /// Anything else: the width of an average lowercase letter, 0.556 em.
    case unknown

    /// The class of `character`, decided by its first scalar (the base of the cluster), except
    /// that a cluster with an emoji presentation selector, keycap or joiner is an emoji.
    init(_ character: Character) {
        let scalars = character.unicodeScalars
        guard let base = scalars.first else {
            self = .zero
            return
        }
        if Self.isEmoji(base: base, scalars: scalars) {
            self = .emoji
        } else if let units = HelveticaWidths.units(for: base) {
            self = .table(units)
        } else {
            self = Self.classify(base)
        }
    }

    /// An emoji cluster: a base with default emoji presentation, a flag's regional indicator,
    /// or any base followed by U+FE0F (emoji presentation), U+20E3 (keycap) or U+200D (joiner).
    private static func isEmoji(base: Unicode.Scalar, scalars: Character.UnicodeScalarView) -> Bool {
        if base.value < 0x80 && scalars.count == 1 { return false }
        if base.properties.isEmojiPresentation { return true }
        if (0x1F1E6...0x1F1FF).contains(base.value) { return true }
        return scalars.dropFirst().contains { [0xFE0F, 0x20E3, 0x200D].contains($0.value) }
    }

    /// The class of a base scalar the Helvetica table does not know.
    private static func classify(_ scalar: Unicode.Scalar) -> GlyphWidthClass {
        let v = scalar.value
        if isWide(v) { return .wide }
        if (0xFF61...0xFFDC).contains(v) || (0xFFE8...0xFFEE).contains(v) { return .halfWide }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .control, .format, .lineSeparator, .paragraphSeparator:
            return .zero
        default:
            return .unknown
        }
    }

    /// East Asian wide and full-width blocks (Unicode Standard Annex #11, wide ranges).
    private static func isWide(_ v: UInt32) -> Bool {
        switch v {
        case 0x1100...0x115F,       // Hangul Jamo initial consonants
             0x2E80...0x303E,       // CJK radicals, Kangxi radicals, CJK symbols and punctuation
             0x3041...0x33FF,       // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, CJK compatibility
             0x3400...0x4DBF,       // CJK Unified Ideographs Extension A
             0x4E00...0x9FFF,       // CJK Unified Ideographs
             0xA000...0xA4CF,       // Yi
             0xA960...0xA97F,       // Hangul Jamo Extended-A
             0xAC00...0xD7A3,       // Hangul syllables
             0xF900...0xFAFF,       // CJK compatibility ideographs
             0xFE30...0xFE4F,       // CJK compatibility forms
             0xFF00...0xFF60,       // Full-width forms
             0xFFE0...0xFFE6,       // Full-width signs
             0x1B000...0x1B2FF,     // Kana supplement and extensions
             0x20000...0x3FFFD:     // CJK Unified Ideographs Extensions B and later
            return true
        default:
            return false
        }
    }
}
