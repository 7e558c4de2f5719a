/// A reader's name for the script of a character, for warnings about text no font can draw.
enum ScriptName {
    private static let ranges: [(ClosedRange<UInt32>, String)] = [
        (0x0370...0x03FF, "Greek"), (0x0400...0x052F, "Cyrillic"), (0x0530...0x058F, "Armenian"),
        (0x0590...0x05FF, "Hebrew"), (0x0600...0x06FF, "Arabic"), (0x0750...0x077F, "Arabic"),
        (0x0900...0x097F, "Devanagari"), (0x0980...0x09FF, "Bengali"), (0x0A00...0x0A7F, "Gurmukhi"),
        (0x0A80...0x0AFF, "Gujarati"), (0x0B80...0x0BFF, "Tamil"), (0x0C00...0x0C7F, "Telugu"),
        (0x0C80...0x0CFF, "Kannada"), (0x0D00...0x0D7F, "Malayalam"), (0x0E00...0x0E7F, "Thai"),
        (0x0E80...0x0EFF, "Lao"), (0x0F00...0x0FFF, "Tibetan"), (0x1000...0x109F, "Myanmar"),
        (0x10A0...0x10FF, "Georgian"), (0x1100...0x11FF, "Korean (Hangul)"), (0x1780...0x17FF, "Khmer"),
        (0x3040...0x30FF, "Japanese (kana)"), (0x3100...0x312F, "Chinese (Bopomofo)"),
        (0x3130...0x318F, "Korean (Hangul)"), (0x2E80...0x2FFF, "CJK (Han)"), (0x3000...0x303F, "CJK punctuation"),
        (0x3400...0x4DBF, "CJK (Han)"), (0x4E00...0x9FFF, "CJK (Han)"), (0xAC00...0xD7AF, "Korean (Hangul)"),
        (0xF900...0xFAFF, "CJK (Han)"), (0xFF00...0xFFEF, "full-width"), (0x1F000...0x1FAFF, "emoji"),
        (0x20000...0x3FFFF, "CJK (Han)"),
    ]

    /// The script of `scalar`, or "U+XXXX" when it is none of the scripts named here.
    static func of(_ scalar: Unicode.Scalar) -> String {
        for (range, name) in ranges where range.contains(scalar.value) { return name }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
