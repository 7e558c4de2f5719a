/// Writes a TrueType font that keeps the glyph numbering of a face but only the outlines of
/// some glyphs, for embedding in a PDF (as `FontFile2` of a `CIDFontType2` font, CIDs equal
/// to glyph ids).
///
/// Tables kept: `head` (with a fresh checksum adjustment), `hhea`, `maxp`, `hmtx`, `OS/2` and
/// the hinting tables `cvt `, `fpgm`, `prep`; `loca` and `glyf` are rebuilt with empty entries
/// for the glyphs left out, and every table ends at the last glyph kept. Composite glyphs keep
/// the glyphs they are built from.
extension FontFace {
    package func trueTypeSubset(keeping glyphs: Set<UInt16>) throws -> [UInt8] {
        SFNTWriter.file(tables: try trueTypeSubsetTables(keeping: glyphs))
    }

    /// The tables of ``trueTypeSubset(keeping:)``, before they are assembled.
    func trueTypeSubsetTables(keeping glyphs: Set<UInt16>) throws -> [(String, [UInt8])] {
        guard case .trueType(let outlines) = outlines else { throw FontError.malformed("outline format for a TrueType subset") }
        let kept = try closure(of: glyphs, in: outlines)
        // Glyphs after the last one kept are cut off: ids stay as they are, the tables get shorter.
        let count = Int(kept.max() ?? 0) + 1
        var glyf: [UInt8] = []
        var offsets: [Int] = []
        for glyph in 0..<count {
            offsets.append(glyf.count)
            if kept.contains(UInt16(glyph)) {
                glyf += try outlines.data(of: UInt16(glyph))
                while glyf.count % 4 != 0 { glyf.append(0) }
            }
        }
        offsets.append(glyf.count)
        // Short offsets (halved, 16 bits) while the glyphs fit in 128 KB.
        let short = glyf.count <= 0x1FFFE
        let loca = offsets.flatMap { v -> [UInt8] in
            short ? Self.bigEndian(v / 2, bytes: 2) : Self.bigEndian(v, bytes: 4)
        }
        var head = try directory.table("head", in: file).bytes(0, 54)
        head.replaceSubrange(8..<12, with: [0, 0, 0, 0])     // checksum adjustment, set when assembled
        head.replaceSubrange(50..<52, with: [0, short ? 0 : 1])
        var maxp = try directory.table("maxp", in: file).bytes(0, directory.table("maxp", in: file).count)
        maxp.replaceSubrange(4..<6, with: Self.bigEndian(count, bytes: 2))
        let longMetrics = min(header.horizontalMetricsCount, count)
        var hhea = try directory.table("hhea", in: file).bytes(0, 36)
        hhea.replaceSubrange(34..<36, with: Self.bigEndian(longMetrics, bytes: 2))
        let hmtx = try directory.table("hmtx", in: file).bytes(0, 4 * longMetrics + 2 * (count - longMetrics))
        var tables: [(String, [UInt8])] = [("head", head), ("hhea", hhea), ("maxp", maxp), ("hmtx", hmtx),
                                           ("loca", loca), ("glyf", glyf)]
        for tag in ["OS/2", "cvt ", "fpgm", "prep"] {
            if let t = try directory.optionalTable(tag, in: file) { tables.append((tag, try t.bytes(0, t.count))) }
        }
        return tables
    }

    static func bigEndian(_ v: Int, bytes: Int) -> [UInt8] {
        (0..<bytes).reversed().map { UInt8(truncatingIfNeeded: v >> (8 * $0)) }
    }

    /// The glyphs, glyph 0, and every glyph a kept composite is built from.
    private func closure(of glyphs: Set<UInt16>, in outlines: TrueTypeGlyphs) throws -> Set<UInt16> {
        var kept: Set<UInt16> = [0]
        var pending = Array(glyphs.filter { Int($0) < glyphCount })
        while let glyph = pending.popLast() {
            guard kept.insert(glyph).inserted || glyph == 0 else { continue }
            pending += try outlines.components(of: glyph).filter { !kept.contains($0) && Int($0) < glyphCount }
        }
        return kept
    }
}

/// Assembles an sfnt file from tables: the directory sorted by tag, each table padded to four
/// bytes with its checksum, and `head`'s checksum adjustment set for the whole file.
enum SFNTWriter {
    static func file(tables unsorted: [(String, [UInt8])], flavour: UInt32 = 0x0001_0000) -> [UInt8] {
        let tables = unsorted.sorted { $0.0 < $1.0 }
        var out: [UInt8] = []
        func u16(_ v: Int) { out += [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func u32(_ v: UInt32) { out += [UInt8(v >> 24), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        var power = 1, log = 0
        while power * 2 <= tables.count { power *= 2; log += 1 }
        u32(flavour); u16(tables.count); u16(power * 16); u16(log); u16(tables.count * 16 - power * 16)
        var offset = 12 + 16 * tables.count
        var headOffset: Int?
        for (tag, data) in tables {
            out += Array(tag.utf8.prefix(4))
            u32(checksum(data)); u32(UInt32(offset)); u32(UInt32(data.count))
            if tag == "head" { headOffset = offset }
            offset += (data.count + 3) & ~3
        }
        for (_, data) in tables {
            out += data
            while out.count % 4 != 0 { out.append(0) }
        }
        if let at = headOffset {
            let adjustment = 0xB1B0_AFBA &- checksum(out)
            out[at + 8] = UInt8(adjustment >> 24); out[at + 9] = UInt8(adjustment >> 16 & 0xFF)
            out[at + 10] = UInt8(adjustment >> 8 & 0xFF); out[at + 11] = UInt8(adjustment & 0xFF)
        }
        return out
    }

    /// The sum of the data as big-endian 32-bit words, zero-padded.
    static func checksum(_ data: [UInt8]) -> UInt32 {
        var sum: UInt32 = 0, i = 0
        while i < data.count {
            var word: UInt32 = 0
            for k in 0..<4 { word = word << 8 | UInt32(i + k < data.count ? data[i + k] : 0) }
            sum = sum &+ word
            i += 4
        }
        return sum
    }
}
