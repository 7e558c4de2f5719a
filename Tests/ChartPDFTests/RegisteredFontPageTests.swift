import ChartScene
@testable import ChartText
import Foundation
import OpenCharts
import Testing

/// HTML pages carry the registered fonts their text names as `@font-face` rules with `data:`
/// sources, cut down to the characters drawn, so a browser draws the glyphs layout measured.
@Suite("Registered fonts in HTML pages")
struct RegisteredFontPageTests {
    struct Word: View {
        var font: Font
        var body: some View {
            Text("ttrr").font(font).frame(width: 120, height: 40, alignment: .leading)
        }
    }

    /// The `src` data of every `@font-face` rule in `page`, decoded.
    func fontFiles(_ page: String) -> [Data] {
        page.components(separatedBy: "@font-face{").dropFirst().compactMap { rule in
            guard let start = rule.range(of: ";base64,"), let end = rule.range(of: ")", range: start.upperBound..<rule.endIndex) else { return nil }
            return Data(base64Encoded: String(rule[start.upperBound..<end.lowerBound]))
        }
    }

    @Test("a page names the brand family once, with its own glyphs, and no font when none is used")
    func page() throws {
        try #require(RegisteredFontTests.registered)
        let page = try ChartRenderer(content: Word(font: .custom("Brand Sans", size: 20))).html()
        if let folder = ProcessInfo.processInfo.environment["OPENCHARTS_HTML_FIXTURES"] {
            try page.write(toFile: folder + "/brand-font.html", atomically: true, encoding: .utf8)
            let plain = try ChartRenderer(content: Word(font: .custom("Brand Sans Nowhere", size: 20))).html()
            try plain.write(toFile: folder + "/unknown-font.html", atomically: true, encoding: .utf8)
        }
        #expect(page.components(separatedBy: "@font-face").count == 2)
        #expect(page.contains("@font-face{font-family:\"Brand Sans\";font-style:normal;font-weight:400 400;src:url(data:font/ttf;base64,"))
        let files = fontFiles(page)
        try #require(files.count == 1)
        // The file is a face of its own: t and r map to the brand face's glyphs with its
        // advances (Helvetica-Bold's 333 and 389 thousandths of an em), other letters to nothing.
        let face = try FontFace(data: files[0])
        let brand = try #require(FontCatalog.shared.face(named: SceneFont(size: 20, family: "Brand Sans")))
        for letter in ["t", "r"] as [Unicode.Scalar] {
            let glyph = face.glyph(for: letter)
            #expect(glyph != 0)
            #expect(glyph == brand.face.glyph(for: letter))
            #expect(face.advance(of: glyph) == brand.face.advance(of: glyph))
        }
        #expect(abs(Double(face.advance(of: face.glyph(for: "t"))) / Double(face.unitsPerEm) * 1000 - 333) < 0.5)
        #expect(face.glyph(for: "x") == 0)
        #expect(try face.outline(of: face.glyph(for: "t")) == brand.face.outline(of: brand.face.glyph(for: "t")))
        // Smaller than the whole face.
        #expect(files[0].count < 20_000)

        let plain = try ChartRenderer(content: Word(font: .system(size: 20))).html()
        #expect(!plain.contains("@font-face"))
        // A family nobody registered is named in the SVG, with no rule.
        let unknown = try ChartRenderer(content: Word(font: .custom("Avenir Next", size: 20))).html()
        #expect(!unknown.contains("@font-face"))
    }

    @Test("the same chart gives the same page; a fragment carries its rule in its root")
    func deterministic() throws {
        try #require(RegisteredFontTests.registered)
        let a = try ChartRenderer(content: Word(font: .custom("Brand Sans", size: 20))).html()
        let b = try ChartRenderer(content: Word(font: .custom("Brand Sans", size: 20))).html()
        #expect(a == b)
        let fragment = try ChartRenderer(content: Word(font: .custom("Brand Sans", size: 20))).htmlFragment(id: "w")
        #expect(fragment.components(separatedBy: "@font-face").count == 2)
        #expect(fragment.hasPrefix("<div"))
    }

    @Test("two weights of one family: one rule per face, each with the weights it draws")
    func twoFaces() throws {
        try #require(RegisteredFontTests.registered)
        struct Two: View {
            var body: some View {
                VStack {
                    Text("tr").font(.custom("Brand Sans", size: 20))
                    Text("rt").font(.custom("Brand Sans", size: 20).weight(.light))
                    Text("ttt").font(.custom("Brand Sans", size: 20).weight(.semibold))
                }
            }
        }
        let page = try ChartRenderer(content: Two()).html()
        #expect(page.components(separatedBy: "@font-face").count == 3)
        // Brand Sans (400) draws 400 and 600; Brand Sans Light (300) draws 300.
        #expect(page.contains("font-weight:400 600;"))
        #expect(page.contains("font-weight:300 300;"))
    }
}
