/// The few numbers of `head`, `hhea`, `maxp` and `OS/2` that drawing and measuring need.
struct FontHeader: Sendable {
    /// Font units per em (16 to 16384).
    let unitsPerEm: Int
    /// Whether `loca` holds 32-bit offsets (`indexToLocFormat` 1).
    let longLocaOffsets: Bool
    let glyphCount: Int
    /// The number of long horizontal metrics in `hmtx`.
    let horizontalMetricsCount: Int
    /// Typographic ascender (positive, up) and descender (negative), in font units.
    let ascender: Int
    let descender: Int
    let lineGap: Int

    init(directory: TableDirectory, file: FontBytes) throws {
        let head = try directory.table("head", in: file)
        guard try head.u32(12) == 0x5F0F_3CF5 else { throw FontError.malformed("'head' table") }
        unitsPerEm = Int(try head.u16(18))
        guard (16...16384).contains(unitsPerEm) else { throw FontError.malformed("units per em") }
        longLocaOffsets = try head.i16(50) == 1
        let maxp = try directory.table("maxp", in: file)
        glyphCount = Int(try maxp.u16(4))
        let hhea = try directory.table("hhea", in: file)
        horizontalMetricsCount = Int(try hhea.u16(34))
        guard horizontalMetricsCount >= 1, horizontalMetricsCount <= max(glyphCount, 1) else {
            throw FontError.malformed("'hhea' metrics count")
        }
        // OS/2's typographic values when present: hhea's are often tuned for old renderers.
        if let os2 = try directory.optionalTable("OS/2", in: file), os2.count >= 74 {
            ascender = Int(try os2.i16(68)); descender = Int(try os2.i16(70)); lineGap = Int(try os2.i16(72))
        } else {
            ascender = Int(try hhea.i16(4)); descender = Int(try hhea.i16(6)); lineGap = Int(try hhea.i16(8))
        }
    }
}

/// The `hmtx` table: each glyph's advance width in font units.
struct HorizontalMetrics: Sendable {
    private let table: FontBytes
    private let longCount: Int

    init(table: FontBytes, longCount: Int) throws {
        try table.check(0, 4 * longCount)
        self.table = table
        self.longCount = longCount
    }

    /// The advance of `glyph`; glyphs past the long metrics take the last long advance.
    func advance(of glyph: UInt16) -> Int {
        let index = min(Int(glyph), longCount - 1)
        return Int((try? table.u16(4 * index)) ?? 0)
    }
}

/// The `kern` table's format 0 subtables (horizontal pair kerning), as a pair lookup.
struct KerningPairs: Sendable {
    private let pairs: [UInt32: Int16]

    init(table: FontBytes) throws {
        var pairs: [UInt32: Int16] = [:]
        let version = try table.u16(0)
        guard version == 0 else { self.pairs = [:]; return }  // Apple's version 1 table is not read.
        var offset = 4
        for _ in 0..<Int(try table.u16(2)) {
            let length = Int(try table.u16(offset + 2))
            let coverage = try table.u16(offset + 4)
            // Format 0, horizontal, not minimum values, not cross-stream.
            if coverage >> 8 == 0 && coverage & 0x7 == 0x1 {
                let count = Int(try table.u16(offset + 6))
                for i in 0..<count {
                    let pair = offset + 14 + 6 * i
                    pairs[try table.u32(pair)] = try table.i16(pair + 4)
                }
            }
            guard length >= 6 else { break }
            offset += length
        }
        self.pairs = pairs
    }

    /// The adjustment, in font units, between `left` and `right` set side by side.
    func adjustment(_ left: UInt16, _ right: UInt16) -> Int {
        Int(pairs[UInt32(left) << 16 | UInt32(right)] ?? 0)
    }
}

/// The family name from the `name` table: the typographic family (id 16) when present,
/// else the family (id 1); Unicode or Windows records first, then Macintosh Roman.
enum FontNames {
    static func family(in table: FontBytes) -> String? {
        (try? name(16, in: table)) ?? (try? name(1, in: table)) ?? nil
    }

    /// The full name (id 4), such as "Liberation Sans Bold".
    static func fullName(in table: FontBytes) -> String? {
        (try? name(4, in: table)) ?? nil
    }

    /// The PostScript name (id 6), kept to the characters PDF names and CFF allow.
    static func postScriptName(in table: FontBytes) -> String? {
        guard let raw = (try? name(6, in: table)) ?? nil else { return nil }
        let kept = raw.unicodeScalars.filter { $0.isASCII && $0.value > 0x20 && $0.value < 0x7F && !"[](){}<>/%#".unicodeScalars.contains($0) }
        let result = String(String.UnicodeScalarView(kept))
        return result.isEmpty ? nil : result
    }

    private static func name(_ id: UInt16, in table: FontBytes) throws -> String? {
        let count = Int(try table.u16(2)), storage = Int(try table.u16(4))
        var roman: String?
        for i in 0..<count {
            let record = 6 + 12 * i
            guard try table.u16(record + 6) == id else { continue }
            let platform = try table.u16(record), length = Int(try table.u16(record + 8))
            let bytes = try table.bytes(storage + Int(try table.u16(record + 10)), length)
            if platform == 0 || platform == 3 {
                let units = stride(from: 0, to: bytes.count - 1, by: 2).map { UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]) }
                return String(decoding: units, as: UTF16.self)
            }
            if platform == 1, roman == nil { roman = String(decoding: bytes.filter { $0 < 0x80 }, as: UTF8.self) }
        }
        return roman
    }
}
