import ChartScene

/// A CFF table's outlines: charstrings with their global and local subroutines, for plain
/// and CID-keyed fonts (FDSelect picks each glyph's private dictionary from the FDArray).
struct CFFFont: Sendable {
    let charStrings: CFFIndex
    let globalSubroutines: CFFIndex
    /// Local subroutines: one per private dictionary (one for a plain font, one per FD for a CID font).
    private let localSubroutines: [CFFIndex?]
    private let fdSelect: FDSelect?
    let isCIDKeyed: Bool

    init(table: FontBytes) throws {
        let headerSize = Int(try table.u8(2))
        let names = try CFFIndex(table, at: headerSize)
        let topDicts = try CFFIndex(table, at: names.end)
        let strings = try CFFIndex(table, at: topDicts.end)
        globalSubroutines = try CFFIndex(table, at: strings.end)
        guard topDicts.count >= 1 else { throw FontError.malformed("CFF top DICT") }
        let top = try CFFDict(topDicts.item(0))
        if let type = top.int(1206), type != 2 { throw FontError.malformed("CFF charstring type") }
        guard let charStringsOffset = top.int(17) else { throw FontError.malformed("CFF CharStrings") }
        charStrings = try CFFIndex(table, at: charStringsOffset)
        isCIDKeyed = top.entries[1230] != nil
        if isCIDKeyed, let fdArrayOffset = top.int(1236), let fdSelectOffset = top.int(1237) {
            let fdArray = try CFFIndex(table, at: fdArrayOffset)
            localSubroutines = try (0..<fdArray.count).map { i in
                try Self.localSubroutines(privateOf: CFFDict(fdArray.item(i)), in: table)
            }
            fdSelect = try FDSelect(table, at: fdSelectOffset, glyphCount: charStrings.count)
        } else {
            localSubroutines = [try Self.localSubroutines(privateOf: top, in: table)]
            fdSelect = nil
        }
    }

    /// The Subrs INDEX of the private DICT that `dict` points to, if any.
    private static func localSubroutines(privateOf dict: CFFDict, in table: FontBytes) throws -> CFFIndex? {
        guard let (size, offset) = dict.pair(18) else { return nil }
        let privateDict = try CFFDict(table.slice(from: offset, length: size))
        guard let subrs = privateDict.int(19) else { return nil }
        return try CFFIndex(table, at: offset + subrs)
    }

    /// The outline of `glyph` in font units, y up, as cubic Béziers.
    func outline(of glyph: UInt16) throws -> ScenePath {
        let i = Int(glyph)
        guard i < charStrings.count else { return ScenePath() }
        let fd = try fdSelect?.fd(of: i) ?? 0
        let local = fd < localSubroutines.count ? localSubroutines[fd] : nil
        var interpreter = Type2Interpreter(globalSubroutines: globalSubroutines, localSubroutines: local)
        return try interpreter.run(charStrings.item(i))
    }
}

/// Which FD (font DICT of the FDArray) each glyph of a CID-keyed font uses; formats 0 and 3.
struct FDSelect: Sendable {
    private let table: FontBytes
    private let start: Int
    private let format: UInt8

    init(_ table: FontBytes, at start: Int, glyphCount: Int) throws {
        self.table = table; self.start = start
        format = try table.u8(start)
        guard format == 0 || format == 3 else { throw FontError.malformed("CFF FDSelect format") }
    }

    func fd(of glyph: Int) throws -> Int {
        if format == 0 { return Int(try table.u8(start + 1 + glyph)) }
        let ranges = Int(try table.u16(start + 1))
        // Binary search of the ranges' first glyphs.
        var lo = 0, hi = ranges - 1, found = -1
        while lo <= hi {
            let mid = (lo + hi) / 2
            if Int(try table.u16(start + 3 + 3 * mid)) <= glyph { found = mid; lo = mid + 1 } else { hi = mid - 1 }
        }
        guard found >= 0 else { throw FontError.malformed("CFF FDSelect ranges") }
        return Int(try table.u8(start + 3 + 3 * found + 2))
    }
}
