/// Advance widths of a Helvetica-like sans-serif, in units of 1/1000 em.
///
/// The values are the classic Helvetica AFM advance widths (Adobe's Core 14 font metrics,
/// `WX` of each glyph), looked up by Unicode scalar rather than by the AFM's
/// StandardEncoding code, so U+0027 is `quotesingle` (191) and U+0060 is `grave` (333).
/// Accented Latin letters take their base letter's width.
///
/// Where Liberation Sans, the font the package bundles and draws PNG and PDF text with, sets a
/// character at another width than the AFM (¯ ± µ · ÷, i without its dot, ď ľ ť and a few
/// more), the table has Liberation's width, rounded to 1/1000 em, so every backend lays out alike.
enum HelveticaWidths {
    /// U+0020 through U+007E.
    static let ascii: [UInt16] = [
        278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, // space–/
        556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, // 0–?
        1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, // @–O
        667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, // P–_
        333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, // `–o
        556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,      // p–~
    ]

    /// U+00A0 through U+00FF (Latin-1 Supplement). The soft hyphen is invisible on one line.
    static let latin1: [UInt16] = [
        278, 333, 556, 556, 556, 556, 260, 556, 333, 737, 370, 556, 584, 0, 737, 552,    // nbsp–¯
        400, 549, 333, 333, 333, 576, 537, 333, 333, 333, 365, 556, 834, 834, 834, 611,  // °–¿
        667, 667, 667, 667, 667, 667, 1000, 722, 667, 667, 667, 667, 278, 278, 278, 278, // À–Ï
        722, 722, 778, 778, 778, 778, 778, 584, 778, 722, 722, 722, 722, 667, 667, 611,  // Ð–ß
        556, 556, 556, 556, 556, 556, 889, 500, 556, 556, 556, 556, 278, 278, 278, 278,  // à–ï
        556, 556, 556, 556, 556, 556, 556, 549, 611, 556, 556, 556, 556, 500, 556, 500,  // ð–ÿ
    ]

    /// The base letter of each scalar U+0100 through U+017F (Latin Extended-A), whose width
    /// the accented letter takes; the ligatures are overridden in `extendedAOverrides`.
    static let latinExtendedABase: [UInt8] = Array(
        ("AaAaAa" + "CcCcCcCc" + "DdDd" + "EeEeEeEeEe" + "GgGgGgGg" + "HhHh" + "IiIiIiIiIi" + "JjJj"
         + "Kkk" + "LlLlLlLlLl" + "NnNnNnnNn" + "OoOoOo" + "Oo" + "RrRrRr" + "SsSsSsSs" + "TtTtTt"
         + "UuUuUuUuUuUu" + "Ww" + "YyY" + "ZzZzZz" + "f").utf8)

    /// Latin Extended-A glyphs whose width is not their base letter's: the ligatures IJ, ij,
    /// OE, oe; dotless i and i with a tilde, macron or breve (an i without its dot is wider);
    /// letters with a caron drawn as an apostrophe (ď, ľ, ť); ŀ, ŉ, Ŋ and long s.
    static let extendedAOverrides: [UInt32: UInt16] = [
        0x10F: 615, 0x129: 278, 0x12B: 278, 0x12D: 278, 0x131: 278, 0x132: 735, 0x133: 444, 0x13E: 292,
        0x140: 334, 0x149: 604, 0x14A: 723, 0x152: 1000, 0x153: 944, 0x165: 375, 0x17F: 222,
    ]

    /// Spaces, dashes, quotes and symbols common in chart labels (General Punctuation,
    /// Currency Symbols, Letterlike Symbols, Mathematical Operators).
    static let punctuation: [UInt32: UInt16] = [
        0x0192: 556, 0x02C6: 333, 0x02DC: 333,                                // ƒ ˆ ˜
        0x2002: 500, 0x2003: 1000, 0x2004: 333, 0x2005: 250, 0x2006: 167,     // en, em, 1/3, 1/4, 1/6 em spaces
        0x2007: 556, 0x2008: 278, 0x2009: 200, 0x200A: 83, 0x202F: 200,      // figure, punctuation, thin, hair, narrow no-break
        0x2010: 333, 0x2011: 333, 0x2012: 556, 0x2013: 556, 0x2014: 1000, 0x2015: 1000,
        0x2018: 222, 0x2019: 222, 0x201A: 222, 0x201C: 333, 0x201D: 333, 0x201E: 333,
        0x2020: 556, 0x2021: 556, 0x2022: 350, 0x2026: 1000, 0x2030: 1000,
        0x2032: 188, 0x2033: 354, 0x2039: 333, 0x203A: 333, 0x2044: 167,
        0x20AC: 556, 0x2122: 1000, 0x2212: 584, 0x2264: 549, 0x2265: 549, 0x2260: 549,
    ]

    /// The width of a scalar from the tables, or nil when the tables do not know it.
    static func units(for scalar: Unicode.Scalar) -> UInt16? {
        let v = scalar.value
        switch v {
        case 0x20...0x7E:
            return ascii[Int(v - 0x20)]
        case 0xA0...0xFF:
            return latin1[Int(v - 0xA0)]
        case 0x100...0x17F:
            if let width = extendedAOverrides[v] { return width }
            return ascii[Int(latinExtendedABase[Int(v - 0x100)]) - 0x20]
        default:
            return punctuation[v]
        }
    }
}
