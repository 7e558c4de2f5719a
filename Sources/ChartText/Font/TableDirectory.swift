/// The table directory of one face of an sfnt file (TrueType, OpenType or one face of a
/// collection): where each table lives.
struct TableDirectory: Sendable {
    /// Whether the outlines are CFF ('OTTO' flavour) rather than TrueType quadratics.
    let isCFF: Bool
    private let tables: [String: (offset: Int, length: Int)]
    /// The tags in file order, for writers that copy tables.
    let tags: [String]

    /// The `index`th face of `file`; a single font file has only face 0.
    init(file: FontBytes, faceIndex index: Int = 0) throws {
        let start = try Self.faceOffset(file: file, index: index)
        let flavour = try file.u32(start)
        switch flavour {
        case 0x0001_0000, 0x7472_7565: isCFF = false   // 1.0 and 'true'
        case 0x4F54_544F: isCFF = true                 // 'OTTO'
        default: throw FontError.unknownFormat
        }
        let numTables = Int(try file.u16(start + 4))
        var tables: [String: (Int, Int)] = [:]
        var tags: [String] = []
        for i in 0..<numTables {
            let record = start + 12 + 16 * i
            let tag = try file.tag(record)
            let offset = Int(try file.u32(record + 8)), length = Int(try file.u32(record + 12))
            try file.check(offset, length)
            if tables[tag] == nil { tags.append(tag) }
            tables[tag] = (offset, length)
        }
        self.tables = tables
        self.tags = tags
    }

    /// The number of faces in `file`: the collection's count, or 1 for a single font.
    static func faceCount(file: FontBytes) throws -> Int {
        guard try file.tag(0) == "ttcf" else { return 1 }
        return Int(try file.u32(8))
    }

    /// Where face `index` starts: 0 for a single font, the collection's offset otherwise.
    private static func faceOffset(file: FontBytes, index: Int) throws -> Int {
        guard try file.tag(0) == "ttcf" else {
            guard index == 0 else { throw FontError.noSuchFace(index) }
            return 0
        }
        let count = Int(try file.u32(8))
        guard index >= 0, index < count else { throw FontError.noSuchFace(index) }
        return Int(try file.u32(12 + 4 * index))
    }

    func has(_ tag: String) -> Bool { tables[tag] != nil }

    /// The table `tag` as its own window, or nil when the face has none.
    func optionalTable(_ tag: String, in file: FontBytes) throws -> FontBytes? {
        guard let t = tables[tag] else { return nil }
        return try file.slice(from: t.offset, length: t.length, name: "'\(tag)' table")
    }

    /// The table `tag`, which the face must have.
    func table(_ tag: String, in file: FontBytes) throws -> FontBytes {
        guard let t = try optionalTable(tag, in: file) else { throw FontError.missingTable(tag) }
        return t
    }
}
