import ChartScene
#if canImport(Foundation)
import Foundation
#endif

/// One face of a font file, read for drawing and measuring: glyph ids for text, advances and
/// kerning, and each glyph's outline as a ``ScenePath``.
///
/// Reads TrueType (`glyf`) and CFF-flavoured OpenType faces, single or in a collection.
/// Every read is bounds-checked: a corrupt file throws ``FontError`` when it is opened or
/// when a damaged glyph is asked for, never traps.
///
/// ```swift
/// let face = try FontFace(data: Data(contentsOf: url))
/// let glyph = face.glyph(for: "A")              // 36 in Liberation Sans
/// let advance = face.advance(of: glyph)          // 1366 font units
/// let path = try face.path(of: glyph, size: 12, origin: ScenePoint(10, 20))
/// ```
package struct FontFace: Sendable {
    /// The family name from the `name` table, such as "Liberation Sans".
    package let familyName: String
    /// Font units per em.
    package let unitsPerEm: Int
    /// The number of glyphs.
    package let glyphCount: Int
    /// Typographic ascender (up, positive) and descender (down, negative) in font units.
    package let ascender: Int
    package let descender: Int
    /// The PostScript name, such as "LiberationSans-Bold"; empty when the font has none.
    package let postScriptName: String
    /// The full name (`name` id 4), such as "Liberation Sans Bold"; empty when the font has none.
    package let fullName: String
    /// The weight class from `OS/2` (100 thin to 900 black; 400 regular, 700 bold), else 700
    /// for a face `head` calls bold and 400 otherwise.
    package let weightClass: Int
    /// Whether the face is italic or oblique (`OS/2` selection or `head` style bits).
    package let isItalic: Bool
    /// The union of all glyph bounds from `head`, in font units, y up: xMin, yMin, xMax, yMax.
    package let boundingBox: (xMin: Int, yMin: Int, xMax: Int, yMax: Int)
    /// The height of capital letters in font units (OS/2 version 2 and later, else the ascender).
    package let capHeight: Int

    let file: FontBytes
    let directory: TableDirectory
    let header: FontHeader
    private let characterMap: CharacterMap
    private let metrics: HorizontalMetrics
    private let kerning: KerningPairs?
    let outlines: GlyphOutlines
    private let outlineCache = GlyphOutlineCache()

    /// Reads face `faceIndex` of a font file or collection held in `data`.
    package init(data: Data, faceIndex: Int = 0) throws {
        let file = FontBytes(data)
        let directory = try TableDirectory(file: file, faceIndex: faceIndex)
        let header = try FontHeader(directory: directory, file: file)
        self.file = file
        self.directory = directory
        self.header = header
        unitsPerEm = header.unitsPerEm
        glyphCount = header.glyphCount
        ascender = header.ascender
        descender = header.descender
        characterMap = try CharacterMap(table: directory.table("cmap", in: file))
        metrics = try HorizontalMetrics(table: directory.table("hmtx", in: file),
                                        longCount: header.horizontalMetricsCount)
        kerning = try directory.optionalTable("kern", in: file).map { try KerningPairs(table: $0) }
        let names = try directory.optionalTable("name", in: file)
        familyName = names.flatMap(FontNames.family) ?? ""
        postScriptName = names.flatMap(FontNames.postScriptName) ?? ""
        fullName = names.flatMap(FontNames.fullName) ?? ""
        let head = try directory.table("head", in: file)
        let macStyle = try head.u16(44)
        let os2Table = try directory.optionalTable("OS/2", in: file)
        if let os2 = os2Table, os2.count >= 64 {
            let weight = Int(try os2.u16(4))
            weightClass = (1...1000).contains(weight) ? weight : (macStyle & 1 != 0 ? 700 : 400)
            isItalic = try os2.u16(62) & 0x201 != 0 || macStyle & 2 != 0
        } else {
            weightClass = macStyle & 1 != 0 ? 700 : 400
            isItalic = macStyle & 2 != 0
        }
        boundingBox = (Int(try head.i16(36)), Int(try head.i16(38)), Int(try head.i16(40)), Int(try head.i16(42)))
        if let os2 = os2Table, try os2.u16(0) >= 2, os2.count >= 90 {
            capHeight = Int(try os2.i16(88))
        } else {
            capHeight = header.ascender
        }
        outlines = try GlyphOutlines(directory: directory, file: file, header: header)
    }

    /// The number of faces in a font file: a collection's count, or 1.
    package static func faceCount(data: Data) throws -> Int {
        try TableDirectory.faceCount(file: FontBytes(data))
    }

    /// Whether the outlines are CFF cubics rather than TrueType quadratics.
    package var hasCFFOutlines: Bool { directory.isCFF }

    /// The glyph for a scalar, or 0 (`.notdef`) when the face has none.
    package func glyph(for scalar: Unicode.Scalar) -> UInt16 { characterMap.glyph(for: scalar) }

    /// Whether the face has a glyph for `scalar`.
    package func covers(_ scalar: Unicode.Scalar) -> Bool { glyph(for: scalar) != 0 }

    /// The advance width of `glyph` in font units.
    package func advance(of glyph: UInt16) -> Int { metrics.advance(of: glyph) }

    /// The pair kerning between two glyphs set side by side, in font units (0 without a `kern` table).
    package func kerning(_ left: UInt16, _ right: UInt16) -> Int { kerning?.adjustment(left, right) ?? 0 }

    /// The outline of `glyph` in font units, y up, origin on the baseline at the pen position.
    package func outline(of glyph: UInt16) throws -> ScenePath {
        guard Int(glyph) < glyphCount else { return ScenePath() }
        return try outlineCache.outline(of: glyph) { try outlines.outline(of: glyph) }
    }

    /// The outline of `glyph` in points at `size` points per em, y down, with the pen at `origin`
    /// on the baseline.
    package func path(of glyph: UInt16, size: Double, origin: ScenePoint) throws -> ScenePath {
        try outline(of: glyph).applying(placement(size: size, origin: origin))
    }

    /// The map from font units (y up) to points (y down) at `size`, pen at `origin`.
    package func placement(size: Double, origin: ScenePoint) -> SceneTransform {
        let s = size / Double(unitsPerEm)
        return SceneTransform(a: s, b: 0, c: 0, d: -s, tx: origin.x, ty: origin.y)
    }
}

/// Where a face's outlines come from.
enum GlyphOutlines: Sendable {
    case trueType(TrueTypeGlyphs)
    case cff(CFFFont)

    init(directory: TableDirectory, file: FontBytes, header: FontHeader) throws {
        if directory.isCFF || !directory.has("glyf") {
            self = .cff(try CFFFont(table: directory.table("CFF ", in: file)))
            return
        }
        self = .trueType(try TrueTypeGlyphs(glyf: directory.table("glyf", in: file),
                                            loca: directory.table("loca", in: file),
                                            longOffsets: header.longLocaOffsets, glyphCount: header.glyphCount))
    }

    /// The TrueType outlines, when the face has them.
    var trueType: TrueTypeGlyphs? {
        if case .trueType(let t) = self { return t }
        return nil
    }

    func outline(of glyph: UInt16) throws -> ScenePath {
        switch self {
        case .trueType(let t): return try t.outline(of: glyph)
        case .cff(let c): return try c.outline(of: glyph)
        }
    }
}
