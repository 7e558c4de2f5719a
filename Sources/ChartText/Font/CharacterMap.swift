/// The `cmap` table: Unicode scalars to glyph ids, from a format 12 subtable (all planes)
/// when the font has one, else a format 4 subtable (the Basic Multilingual Plane).
struct CharacterMap: Sendable {
    private enum Subtable: Sendable {
        case segments(FontBytes)   // format 4
        case groups(FontBytes)     // format 12
    }
    private let subtable: Subtable?

    init(table: FontBytes) throws {
        let count = Int(try table.u16(2))
        var best: (rank: Int, offset: Int)?
        for i in 0..<count {
            let record = 4 + 8 * i
            let platform = try table.u16(record), encoding = try table.u16(record + 2)
            let offset = Int(try table.u32(record + 4))
            let format = try table.u16(offset)
            // Prefer full-repertoire Unicode (format 12), then BMP Unicode (format 4).
            let isUnicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard isUnicode else { continue }
            let rank = format == 12 ? 2 : format == 4 ? 1 : 0
            if rank > 0, rank > (best?.rank ?? 0) { best = (rank, offset) }
        }
        guard let best else { subtable = nil; return }
        if best.rank == 2 {
            let length = Int(try table.u32(best.offset + 4))
            subtable = .groups(try table.slice(from: best.offset, length: length, name: "'cmap' format 12"))
        } else {
            // Format 4 lengths are 16-bit and some fonts overflow them: read to the table's end.
            subtable = .segments(try table.slice(from: best.offset, name: "'cmap' format 4"))
        }
    }

    /// The glyph for `scalar`, or 0 (`.notdef`) when the font has none or the table is corrupt.
    func glyph(for scalar: Unicode.Scalar) -> UInt16 {
        switch subtable {
        case nil: return 0
        case .segments(let t): return (try? Self.format4(t, scalar.value)) ?? 0
        case .groups(let t): return (try? Self.format12(t, scalar.value)) ?? 0
        }
    }

    /// Binary search of the segments' end codes, then the delta or the glyph id array.
    private static func format4(_ t: FontBytes, _ code: UInt32) throws -> UInt16 {
        guard code <= 0xFFFF else { return 0 }
        let segCount = Int(try t.u16(6)) / 2
        let endCodes = 14, startCodes = endCodes + 2 * segCount + 2
        let deltas = startCodes + 2 * segCount, rangeOffsets = deltas + 2 * segCount
        var lo = 0, hi = segCount - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if UInt32(try t.u16(endCodes + 2 * mid)) < code { lo = mid + 1 } else { hi = mid }
        }
        guard segCount > 0 else { return 0 }
        let start = UInt32(try t.u16(startCodes + 2 * lo))
        guard code >= start, code <= UInt32(try t.u16(endCodes + 2 * lo)) else { return 0 }
        let delta = try t.u16(deltas + 2 * lo)
        let rangeOffset = Int(try t.u16(rangeOffsets + 2 * lo))
        if rangeOffset == 0 { return UInt16(truncatingIfNeeded: code) &+ delta }
        let at = rangeOffsets + 2 * lo + rangeOffset + 2 * Int(code - start)
        let glyph = try t.u16(at)
        return glyph == 0 ? 0 : glyph &+ delta
    }

    /// Binary search of the sequential map groups.
    private static func format12(_ t: FontBytes, _ code: UInt32) throws -> UInt16 {
        let count = Int(try t.u32(12))
        var lo = 0, hi = count - 1
        while lo <= hi {
            let mid = (lo + hi) / 2, group = 16 + 12 * mid
            let start = try t.u32(group), end = try t.u32(group + 4)
            if code < start { hi = mid - 1 } else if code > end { lo = mid + 1 } else {
                let glyph = UInt64(try t.u32(group + 8)) + UInt64(code - start)
                return glyph <= 0xFFFF ? UInt16(glyph) : 0
            }
        }
        return 0
    }
}
