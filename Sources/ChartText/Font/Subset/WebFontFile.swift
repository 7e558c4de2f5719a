/// Font files for a web page's `@font-face`: what a browser needs to draw some characters of a
/// face with the same glyphs and advances as the renderer measured.
///
/// A TrueType face is cut down to the glyphs of the characters given (the PDF subset's
/// tables, glyph ids unchanged) and gets a new `cmap` for those characters, a version 3 `post`
/// (no glyph names), the face's `name` table and its `kern` table. A CFF face is copied whole,
/// without its layout tables. In both, `GSUB` and `GPOS` are left out, so a browser neither
/// forms ligatures nor kerns beyond the `kern` pairs the renderer applies.
extension FontFace {
    /// The font file, and whether it has CFF outlines (`font/otf`) rather than TrueType ones.
    package func webFontFile(characters: Set<Unicode.Scalar>) throws -> (bytes: [UInt8], isCFF: Bool) {
        if hasCFFOutlines {
            let kept = ["CFF ", "cmap", "head", "hhea", "hmtx", "maxp", "name", "OS/2", "post", "kern"]
            var tables: [(String, [UInt8])] = []
            for tag in kept {
                if let t = try directory.optionalTable(tag, in: file) { tables.append((tag, try t.bytes(0, t.count))) }
            }
            return (SFNTWriter.file(tables: tables, flavour: 0x4F54_544F), true)
        }
        var map: [(UInt32, UInt16)] = []
        for scalar in characters.sorted(by: { $0.value < $1.value }) {
            let glyph = glyph(for: scalar)
            if glyph != 0 { map.append((scalar.value, glyph)) }
        }
        var tables = try trueTypeSubsetTables(keeping: Set(map.map(\.1)))
        tables.append(("cmap", Self.cmap(map)))
        var post: [UInt8] = [0, 3, 0, 0] + [UInt8](repeating: 0, count: 28)
        if let original = try directory.optionalTable("post", in: file), original.count >= 32 {
            post.replaceSubrange(4..<32, with: try original.bytes(4, 28))
        }
        tables.append(("post", post))
        if let name = try directory.optionalTable("name", in: file) {
            tables.append(("name", try name.bytes(0, name.count)))
        } else {
            tables.append(("name", [0, 0, 0, 0, 0, 6]))
        }
        if let kern = try directory.optionalTable("kern", in: file) { tables.append(("kern", try kern.bytes(0, kern.count))) }
        return (SFNTWriter.file(tables: tables), false)
    }

    /// A `cmap` with a Windows Unicode BMP subtable (format 4) and, when a character lies beyond
    /// the BMP, a full-repertoire one (format 12). `map` is sorted by character.
    static func cmap(_ map: [(UInt32, UInt16)]) -> [UInt8] {
        func be(_ v: Int, _ n: Int) -> [UInt8] { bigEndian(v, bytes: n) }
        // Runs of consecutive characters on consecutive glyphs share a segment or group.
        var runs: [(start: UInt32, end: UInt32, glyph: UInt16)] = []
        for (code, glyph) in map {
            if let last = runs.last, last.end + 1 == code, Int(last.glyph) + Int(code - last.start) == Int(glyph) {
                runs[runs.count - 1].end = code
            } else {
                runs.append((code, code, glyph))
            }
        }
        var segments = runs.filter { $0.end <= 0xFFFF && $0.start < 0xFFFF }
        segments = segments.map { ($0.start, min($0.end, 0xFFFE), $0.glyph) }
        segments.append((0xFFFF, 0xFFFF, 0))
        let segCount = segments.count
        var power = 1, log = 0
        while power * 2 <= segCount { power *= 2; log += 1 }
        var ends: [UInt8] = [], starts: [UInt8] = [], deltas: [UInt8] = [], rangeOffsets: [UInt8] = []
        for s in segments {
            ends += be(Int(s.end), 2); starts += be(Int(s.start), 2)
            // The last segment maps 0xFFFF to glyph 0: 0xFFFF + 1 wraps to 0.
            let delta = s.start == 0xFFFF ? 1 : (Int(s.glyph) - Int(s.start)) & 0xFFFF
            deltas += be(delta, 2); rangeOffsets += be(0, 2)
        }
        let body = ends + [0, 0] + starts + deltas + rangeOffsets
        let format4 = be(4, 2) + be(14 + body.count, 2) + be(0, 2) + be(2 * segCount, 2) + be(2 * power, 2)
            + be(log, 2) + be(2 * segCount - 2 * power, 2) + body
        var subtables: [(encoding: Int, bytes: [UInt8])] = [(1, format4)]
        if runs.contains(where: { $0.end > 0xFFFF }) {
            var groups: [UInt8] = []
            for r in runs { groups += be(Int(r.start), 4) + be(Int(r.end), 4) + be(Int(r.glyph), 4) }
            subtables.append((10, be(12, 2) + be(0, 2) + be(16 + groups.count, 4) + be(0, 4) + be(runs.count, 4) + groups))
        }
        var out = be(0, 2) + be(subtables.count, 2)
        var offset = 4 + 8 * subtables.count
        for s in subtables {
            out += be(3, 2) + be(s.encoding, 2) + be(offset, 4)
            offset += s.bytes.count
        }
        for s in subtables { out += s.bytes }
        return out
    }
}
