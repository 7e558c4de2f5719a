/// A CFF INDEX: a count, an offset size, `count + 1` offsets and the data they point into
/// (Adobe Technical Note #5176, section 5).
struct CFFIndex: Sendable {
    private let table: FontBytes
    private let offsetSize: Int
    private let offsetsStart: Int
    private let dataStart: Int
    let count: Int
    /// Where the next structure starts, relative to the window the INDEX was read from.
    let end: Int

    /// The INDEX at `start` in `table` (an empty INDEX is just a zero count).
    init(_ table: FontBytes, at start: Int) throws {
        self.table = table
        count = Int(try table.u16(start))
        guard count > 0 else {
            offsetSize = 1; offsetsStart = start + 2; dataStart = start + 2; end = start + 2
            return
        }
        offsetSize = Int(try table.u8(start + 2))
        guard (1...4).contains(offsetSize) else { throw FontError.malformed("CFF INDEX offset size") }
        offsetsStart = start + 3
        // Offsets count from 1, at the byte before the data.
        dataStart = offsetsStart + (count + 1) * offsetSize - 1
        end = dataStart + (try table.offset(offsetsStart + count * offsetSize, size: offsetSize))
        try table.check(dataStart, end - dataStart)
    }

    /// Item `i` as its own window.
    func item(_ i: Int) throws -> FontBytes {
        guard i >= 0, i < count else { throw FontError.malformed("CFF INDEX item number") }
        let from = try table.offset(offsetsStart + i * offsetSize, size: offsetSize)
        let to = try table.offset(offsetsStart + (i + 1) * offsetSize, size: offsetSize)
        guard from >= 1, from <= to else { throw FontError.malformed("CFF INDEX offsets") }
        return try table.slice(from: dataStart + from, length: to - from, name: "CFF data")
    }
}

/// A CFF DICT: operators with their operands, two-byte operators keyed as `1200 + b1`.
struct CFFDict: Sendable {
    private(set) var entries: [Int: [Double]] = [:]

    init(_ bytes: FontBytes) throws {
        var operands: [Double] = []
        var i = 0
        while i < bytes.count {
            let b0 = Int(try bytes.u8(i))
            switch b0 {
            case 0...21:
                var op = b0
                if b0 == 12 { op = 1200 + Int(try bytes.u8(i + 1)); i += 1 }
                entries[op] = operands
                operands.removeAll()
                i += 1
            case 28: operands.append(Double(try bytes.i16(i + 1))); i += 3
            case 29: operands.append(Double(try bytes.i32(i + 1))); i += 5
            case 30:
                let (value, length) = try Self.real(bytes, at: i + 1)
                operands.append(value); i += 1 + length
            case 32...246: operands.append(Double(b0 - 139)); i += 1
            case 247...250: operands.append(Double((b0 - 247) * 256 + Int(try bytes.u8(i + 1)) + 108)); i += 2
            case 251...254: operands.append(Double(-(b0 - 251) * 256 - Int(try bytes.u8(i + 1)) - 108)); i += 2
            default: throw FontError.malformed("CFF DICT")
            }
            guard operands.count <= 48 else { throw FontError.malformed("CFF DICT operands") }
        }
    }

    /// A real number in packed BCD nibbles; returns it and how many bytes it took.
    private static func real(_ bytes: FontBytes, at start: Int) throws -> (Double, Int) {
        var text = "", i = start
        while true {
            let byte = try bytes.u8(i)
            i += 1
            for nibble in [byte >> 4, byte & 0xF] {
                switch nibble {
                case 0...9: text.append(Character(String(nibble)))
                case 0xA: text.append(".")
                case 0xB: text.append("E")
                case 0xC: text.append("E-")
                case 0xE: text.append("-")
                case 0xF: return (Double(text) ?? 0, i - start)
                default: break
                }
            }
            guard i - start < 64 else { throw FontError.malformed("CFF real number") }
        }
    }

    func int(_ op: Int) -> Int? { entries[op]?.first.flatMap { $0.isFinite ? Int(exactly: $0.rounded()) : nil } }

    func pair(_ op: Int) -> (Int, Int)? {
        guard let v = entries[op], v.count >= 2, v[0].isFinite, v[1].isFinite,
              abs(v[0]) < 1e9, abs(v[1]) < 1e9 else { return nil }
        return (Int(saturating: v[0]), Int(saturating: v[1]))
    }
}
