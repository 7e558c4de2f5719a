import ChartText

/// The fonts a page uses: each face once, with the glyphs shown in it and the text each
/// glyph stands for, written at the end as embedded subsets.
struct PDFFonts {
    private struct Use {
        var face: LoadedFace
        var name: String
        var number: Int
        var glyphs: [UInt16: String] = [:]
    }
    private var uses: [String: Use] = [:]
    private var order: [String] = []
    private(set) var warnings: [String] = []

    /// The resource name of `face` (`F1`, `F2`, … in order of first use).
    mutating func name(for face: LoadedFace, file: inout PDFFile) -> String {
        if let use = uses[face.key] { return use.name }
        let use = Use(face: face, name: "F\(order.count + 1)", number: file.reserve())
        uses[face.key] = use
        order.append(face.key)
        return use.name
    }

    mutating func use(_ glyph: ShapedGlyph) {
        guard uses[glyph.face.key]?.glyphs[glyph.glyph] == nil else { return }
        uses[glyph.face.key]?.glyphs[glyph.glyph] = glyph.isMissing ? "" : glyph.text
    }

    var resourceEntries: [(String, String)] {
        order.compactMap { uses[$0] }.map { ($0.name, "\($0.number) 0 R") }
    }

    /// Writes every font: Type 0 font, CIDFont, descriptor, font program and ToUnicode CMap.
    mutating func writeObjects(into file: inout PDFFile) {
        for key in order {
            guard let use = uses[key] else { continue }
            do {
                try write(use, into: &file)
            } catch {
                warnings.append("The font \(use.face.face.familyName) could not be embedded (\(error)); its text is missing.")
                var empty = PDFBytes()
                empty.raw("<</Type /Font /Subtype /Type1 /BaseFont /Helvetica>>")
                file.set(use.number, empty)
            }
        }
    }

    private func write(_ use: Use, into file: inout PDFFile) throws {
        let face = use.face.face
        let glyphs = use.glyphs.keys.sorted()
        let isCFF = face.hasCFFOutlines
        let program = isCFF ? try face.cffSubset(keeping: Set(glyphs)) : try face.trueTypeSubset(keeping: Set(glyphs))
        let baseName = Self.subsetTag(glyphs, key: use.face.key) + "+" + (face.postScriptName.isEmpty ? "Font" : face.postScriptName)
        let fontFile = file.addStream(isCFF ? " /Subtype /CIDFontType0C" : " /Length1 \(program.count)", program)
        let scale = 1000 / Double(face.unitsPerEm)
        func units(_ v: Int) -> String { PDFNumber.string((Double(v) * scale).rounded()) }
        let bbox = face.boundingBox
        var descriptor = PDFBytes()
        descriptor.ascii("<</Type /FontDescriptor /FontName /\(baseName) /Flags 4 /FontBBox [\(units(bbox.xMin)) \(units(bbox.yMin)) \(units(bbox.xMax)) \(units(bbox.yMax))]")
        descriptor.ascii(" /ItalicAngle 0 /Ascent \(units(face.ascender)) /Descent \(units(face.descender)) /CapHeight \(units(face.capHeight)) /StemV 80")
        descriptor.ascii(isCFF ? " /FontFile3 \(fontFile) 0 R>>" : " /FontFile2 \(fontFile) 0 R>>")
        let descriptorNumber = file.add(descriptor)
        var widths = PDFBytes()
        widths.raw("[")
        for glyph in glyphs {
            widths.ascii("\(glyph) ["); widths.number(Double(face.advance(of: glyph)) * scale); widths.raw("] ")
        }
        widths.raw("]")
        var cidFont = PDFBytes()
        cidFont.ascii("<</Type /Font /Subtype /\(isCFF ? "CIDFontType0" : "CIDFontType2") /BaseFont /\(baseName)")
        cidFont.raw(" /CIDSystemInfo <</Registry (Adobe) /Ordering (Identity) /Supplement 0>>")
        cidFont.ascii(" /FontDescriptor \(descriptorNumber) 0 R /DW 0 /W ")
        cidFont.append(widths.bytes)
        if !isCFF { cidFont.raw(" /CIDToGIDMap /Identity") }
        cidFont.raw(">>")
        let cidFontNumber = file.add(cidFont)
        let toUnicode = file.addStream("", Self.toUnicode(use.glyphs))
        var type0 = PDFBytes()
        type0.ascii("<</Type /Font /Subtype /Type0 /BaseFont /\(baseName) /Encoding /Identity-H")
        type0.ascii(" /DescendantFonts [\(cidFontNumber) 0 R] /ToUnicode \(toUnicode) 0 R>>")
        file.set(use.number, type0)
    }

    /// Six capital letters from the face and its glyphs (FNV-1a), so the same subset has the same name.
    static func subsetTag(_ glyphs: [UInt16], key: String) -> String {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        func mix(_ byte: UInt8) { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
        for byte in key.utf8 { mix(byte) }
        for glyph in glyphs { mix(UInt8(glyph >> 8)); mix(UInt8(glyph & 0xFF)) }
        var tag = ""
        for _ in 0..<6 { tag.append(Character(Unicode.Scalar(UInt8(65 + hash % 26)))); hash /= 26 }
        return tag
    }

    /// A ToUnicode CMap: each glyph code to the UTF-16 of the text it stands for.
    static func toUnicode(_ glyphs: [UInt16: String]) -> [UInt8] {
        var out = PDFBytes()
        out.raw("/CIDInit /ProcSet findresource begin\n12 dict begin\nbegincmap\n")
        out.raw("/CIDSystemInfo <</Registry (Adobe) /Ordering (UCS) /Supplement 0>> def\n")
        out.raw("/CMapName /Adobe-Identity-UCS def\n/CMapType 2 def\n")
        out.raw("1 begincodespacerange\n<0000> <FFFF>\nendcodespacerange\n")
        let mapped = glyphs.filter { !$0.value.isEmpty }.sorted { $0.key < $1.key }
        for chunkStart in stride(from: 0, to: mapped.count, by: 100) {
            let chunk = mapped[chunkStart..<min(chunkStart + 100, mapped.count)]
            out.ascii("\(chunk.count) beginbfchar\n")
            for (glyph, text) in chunk {
                out.ascii("<\(String(format4: glyph))> <")
                for unit in text.utf16 { out.ascii(String(format4: unit)) }
                out.raw(">\n")
            }
            out.raw("endbfchar\n")
        }
        out.raw("endcmap\nCMapName currentdict /CMap defineresource pop\nend\nend\n")
        return out.bytes
    }
}
