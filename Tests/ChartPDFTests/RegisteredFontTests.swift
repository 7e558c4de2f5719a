import ChartScene
@testable import ChartText
import Foundation
import OpenCharts
import Testing

/// A brand font registered from a file is what `Font.custom` names: layout measures with it, PNG
/// and PDF draw its glyphs, SVG names it.
///
/// The "Brand Sans" family is made here from the bundled faces under new names, so the expected
/// widths come from the published Helvetica metrics: "Brand Sans" (weight 400) carries Liberation
/// Sans Bold's outlines and advances, "Brand Sans Light" (weight 300) Liberation Sans Regular's.
@Suite("Registered fonts named by Font.custom")
struct RegisteredFontTests {
    static let registered: Bool = {
        guard let bold = BundledFonts.bold?.face, let regular = BundledFonts.regular?.face,
              let brand = try? BrandFont.renamed(bold, family: "Brand Sans", style: "Regular", weight: 400),
              let light = try? BrandFont.renamed(regular, family: "Brand Sans", style: "Light", weight: 300) else { return false }
        do {
            try FontRegistry.register(data: brand, name: "BrandSans-Regular")
            try FontRegistry.register(data: light, name: "BrandSans-Light")
            return true
        } catch {
            return false
        }
    }()

    /// "ttrr" at 20 points. Helvetica-Bold's AFM gives t 333 and r 389 thousandths of an em,
    /// Helvetica's t 278 and r 333; Liberation Sans keeps both sets of advances and kerns none of
    /// these pairs.
    static let boldWidth = (2 * 333.0 + 2 * 389.0) / 1000 * 20   // 28.88
    static let regularWidth = (2 * 278.0 + 2 * 333.0) / 1000 * 20   // 24.44

    /// Liberation Sans keeps Helvetica's advances on a grid of 2,048 units to the em, so each of
    /// the four glyphs may differ from the 1,000-unit figure by up to a quarter of a unit:
    /// 4 × 0.25 / 1000 × 20 points.
    static let rounding = 0.02

    func width(_ family: String?, weight: SceneFontWeight = .regular) -> Double {
        MetricsTableMeasurer().measure("ttrr", font: SceneFont(size: 20, weight: weight, family: family)).width
    }

    @Test("the family, full name and PostScript name pick faces by weight, without regard to case")
    func lookup() throws {
        try #require(Self.registered)
        #expect(abs(width("Brand Sans") - Self.boldWidth) < Self.rounding)
        #expect(abs(width("brand sans") - Self.boldWidth) < Self.rounding)
        #expect(abs(width("Brand Sans", weight: .light) - Self.regularWidth) < Self.rounding)
        #expect(abs(width("Brand Sans", weight: .thin) - Self.regularWidth) < Self.rounding)
        #expect(abs(width("Brand Sans", weight: .black) - Self.boldWidth) < Self.rounding)
        #expect(abs(width("BrandSans-Light") - Self.regularWidth) < Self.rounding)
        #expect(abs(width("Brand Sans Light", weight: .heavy) - Self.regularWidth) < Self.rounding)
        // A family nobody registered is measured with the built-in table, as before.
        #expect(abs(width("Avenir Next") - Self.regularWidth) < Self.rounding)
        #expect(abs(width(nil) - Self.regularWidth) < Self.rounding)
    }

    @Test("the line box is the registered face's ascender and descender")
    func lineBox() throws {
        try #require(Self.registered)
        let face = try #require(BundledFonts.bold?.face)
        let metrics = MetricsTableMeasurer().measure("ttrr", font: SceneFont(size: 20, family: "Brand Sans"))
        #expect(abs(metrics.ascent - Double(face.ascender) / Double(face.unitsPerEm) * 20) < 1e-9)
        #expect(abs(metrics.descent + Double(face.descender) / Double(face.unitsPerEm) * 20) < 1e-9)
    }

    struct Title: View {
        var font: Font
        var body: some View {
            Text("Weekly sales").font(font).frame(width: 240, height: 60, alignment: .leading)
        }
    }

    @Test("PDF embeds the brand face, PNG draws its glyphs, SVG names its family")
    func outputs() throws {
        try #require(Self.registered)
        let brand = ChartRenderer(content: Title(font: .custom("Brand Sans", size: 24)))
        let plain = ChartRenderer(content: Title(font: .system(size: 24)))
        let bold = ChartRenderer(content: Title(font: .system(size: 24, weight: .bold)))
        let pdf = String(decoding: try brand.pdf(), as: UTF8.self)
        #expect(pdf.contains("+BrandSans-Regular"))
        #expect(!String(decoding: try plain.pdf(), as: UTF8.self).contains("BrandSans"))
        #expect(brand.svg().contains("font-family=\"'Brand Sans'"))
        let brandPNG = try brand.png(scale: 1), plainPNG = try plain.png(scale: 1), boldPNG = try bold.png(scale: 1)
        #expect(brandPNG != plainPNG)
        #expect(brandPNG != boldPNG)
    }

    @Test("a damaged font file is refused when it is registered, and nothing changes")
    func damaged() throws {
        #expect(throws: FontError.self) {
            try FontRegistry.register(data: Data("not a font at all".utf8), name: "Broken")
        }
        #expect(abs(width("Broken") - Self.regularWidth) < Self.rounding)
    }
}

/// Builds a font file from a face with a new name table and weight class.
enum BrandFont {
    static func renamed(_ face: FontFace, family: String, style: String, weight: Int) throws -> Data {
        let postScript = family.replacingOccurrences(of: " ", with: "") + "-" + style
        let full = style == "Regular" ? family : family + " " + style
        var tables: [(String, [UInt8])] = []
        for tag in face.directory.tags where tag != "name" {
            let table = try face.directory.table(tag, in: face.file)
            var bytes = try table.bytes(0, table.count)
            if tag == "OS/2", bytes.count >= 6 { bytes[4] = UInt8(weight >> 8); bytes[5] = UInt8(weight & 0xFF) }
            tables.append((tag, bytes))
        }
        tables.append(("name", nameTable([(1, family), (2, style), (4, full), (6, postScript)])))
        return Data(SFNTWriter.file(tables: tables))
    }

    /// A format-0 `name` table of Windows Unicode records (platform 3, encoding 1, US English).
    static func nameTable(_ names: [(UInt16, String)]) -> [UInt8] {
        var out: [UInt8] = [], storage: [UInt8] = []
        func u16(_ v: Int) { out += [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        u16(0); u16(names.count); u16(6 + 12 * names.count)
        for (id, text) in names {
            let bytes = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            u16(3); u16(1); u16(0x409); u16(Int(id)); u16(bytes.count); u16(storage.count)
            storage += bytes
        }
        return out + storage
    }
}
