import ChartScene
@testable import ChartText
import Foundation
import Testing

@Suite("Font subsets for embedding")
struct FontSubsetTests {
    let face = BundledFonts.regular!.face

    @Test("a TrueType subset keeps the numbering, the kept outlines, and empties the rest")
    func trueType() throws {
        let a = face.glyph(for: "A"), aacute = face.glyph(for: "Á"), z = face.glyph(for: "z")
        let subset = try face.trueTypeSubset(keeping: [aacute])
        let file = FontBytes(Data(subset))
        let directory = try TableDirectory(file: file)
        #expect(directory.tags == ["OS/2", "cvt ", "fpgm", "glyf", "head", "hhea", "hmtx", "loca", "maxp", "prep"])
        // The tables end at the capital acute, glyph 2335; offsets fit in 16 bits.
        let header = try FontHeader(directory: directory, file: file)
        #expect(header.glyphCount == 2336)
        #expect(!header.longLocaOffsets)
        let glyphs = try TrueTypeGlyphs(glyf: directory.table("glyf", in: file), loca: directory.table("loca", in: file),
                                        longOffsets: false, glyphCount: header.glyphCount)
        // Á is kept with the two glyphs it is built from (A and the capital acute, 2335).
        #expect(try glyphs.outline(of: aacute) == face.outline(of: aacute))
        #expect(try glyphs.outline(of: a) == face.outline(of: a))
        #expect(try glyphs.outline(of: 2335) == face.outline(of: 2335))
        #expect(try glyphs.outline(of: 0) == face.outline(of: 0))   // .notdef is always kept
        #expect(try glyphs.outline(of: z).isEmpty)
        #expect(subset.count < 30_000)
        let digits = try face.trueTypeSubset(keeping: Set("0123456789".unicodeScalars.map(face.glyph(for:))))
        #expect(digits.count < 6_000)
    }

    @Test("the subset's checksums follow the sfnt rule: the whole file sums to 0xB1B0AFBA")
    func checksums() throws {
        let subset = try face.trueTypeSubset(keeping: [face.glyph(for: "A")])
        #expect(SFNTWriter.checksum(subset) == 0xB1B0_AFBA)
        let file = FontBytes(Data(subset))
        // Each table record's checksum is the sum of its table's words.
        for i in 0..<Int(try file.u16(4)) {
            let record = 12 + 16 * i
            let offset = Int(try file.u32(record + 8)), length = Int(try file.u32(record + 12))
            guard try file.tag(record) != "head" else { continue }
            #expect(try file.u32(record + 4) == SFNTWriter.checksum(try file.bytes(offset, length)))
        }
    }

    @Test("a CFF subset written from TrueType outlines reads back as the same curves, CIDs in the charset")
    func cffFromOutlines() throws {
        // Quadratics are raised to cubics; the subset is read back with the package's own CFF reader.
        let o = face.glyph(for: "o"), a = face.glyph(for: "A")
        let cff = try CFFFont(table: FontBytes(Data(CFFWriter.cidFont(
            name: "Test", cids: [0, a, o],
            charStrings: try [0, a, o].map { try CFFWriter.charString(for: face.outline(of: $0)) },
            unitsPerEm: 2048, bbox: [0, 0, 1, 1]))))
        #expect(cff.isCIDKeyed)
        #expect(cff.charStrings.count == 3)
        // 'A' has only lines and two quadratics: compare the end points of every segment.
        func ends(_ p: ScenePath) -> [ScenePoint] {
            p.elements.compactMap {
                switch $0 {
                case .move(let q), .line(let q), .quadCurve(let q, _), .curve(let q, _, _): return q
                case .closeSubpath: return nil
                }
            }
        }
        let original = try face.outline(of: a), read = try cff.outline(of: 1)
        // Control points two thirds of the way are fractions, kept to 1/65536 of a unit.
        let pairs = zip(ends(read), ends(original))
        #expect(ends(read).count == ends(original).count)
        #expect(pairs.allSatisfy { abs($0.x - $1.x) < 1e-4 && abs($0.y - $1.y) < 1e-4 })
    }

    @Test("charstring operands take one, two, three or five bytes by size")
    func operands() {
        func encoded(_ v: Double) -> [UInt8] { var out: [UInt8] = []; CFFWriter.number(v, &out); return out }
        #expect(encoded(0) == [139])
        #expect(encoded(-107) == [32])
        #expect(encoded(108) == [247, 0])
        #expect(encoded(1131) == [250, 255])
        #expect(encoded(-1131) == [254, 255])
        #expect(encoded(2000) == [28, 0x07, 0xD0])
        #expect(encoded(0.5) == [255, 0, 0, 0x80, 0])
    }
}
