import ChartScene
@testable import ChartText
import Foundation
import Testing

/// Noto Sans CJK, as Linux distributions install it, when it is on this machine.
private let notoCJK: URL? = FontDiscovery.files(at: "/usr/share/fonts")
    .first { $0.hasSuffix("/NotoSansCJK-Regular.ttc") }.map(URL.init(fileURLWithPath:))

/// Expected values were read with an independent font tool from Noto Sans CJK 2.004.
@Suite("CFF reader and fallback: Noto Sans CJK",
       .enabled(if: notoCJK != nil, "Noto Sans CJK is not installed (fonts-noto-cjk): CJK fallback not tested"))
struct SystemFontTests {
    @Test("the collection holds 10 faces; the first is Noto Sans CJK JP, 65535 CFF glyphs of 1000 units")
    func collection() throws {
        let data = try Data(contentsOf: notoCJK!, options: .alwaysMapped)
        #expect(try FontFace.faceCount(data: data) == 10)
        let face = try FontFace(data: data, faceIndex: 0)
        #expect(face.familyName == "Noto Sans CJK JP")
        #expect(face.glyphCount == 65535)
        #expect(face.unitsPerEm == 1000)
        #expect(face.hasCFFOutlines)
    }

    @Test("当 is glyph 17294 and 月 glyph 20694, each 1000 units wide")
    func glyphs() throws {
        let face = try FontFace(data: Data(contentsOf: notoCJK!, options: .alwaysMapped))
        #expect(face.glyph(for: "当") == 17294)
        #expect(face.glyph(for: "月") == 20694)
        #expect(face.advance(of: 17294) == 1000)
    }

    @Test("当 is drawn from CID-keyed charstrings: 29 segments, starting at 121,769")
    func outline() throws {
        let face = try FontFace(data: Data(contentsOf: notoCJK!, options: .alwaysMapped))
        let e = try face.outline(of: 17294).elements
        #expect(e.count == 29)
        #expect(e[0] == .move(to: ScenePoint(121, 769)))
        #expect(e[1] == .curve(to: ScenePoint(250, 536), control1: ScenePoint(174, 698), control2: ScenePoint(228, 601)))
        #expect(e[2] == .line(to: ScenePoint(322, 569)))
    }

    @Test("text the bundled font lacks is drawn from the machine's fonts without a warning")
    func fallback() {
        let line = TextShaper.shape("当選: B", font: SceneFont(size: 10), size: 10)
        #expect(line.warnings.isEmpty)
        #expect(line.glyphs.map(\.isMissing) == [false, false, false, false, false])
        #expect(line.glyphs[0].face.face.familyName.hasPrefix("Noto Sans CJK"))
        #expect(line.glyphs[2].face === BundledFonts.regular)   // ":" from Liberation Sans
        #expect(abs(line.glyphs[0].advance - 10) < 1e-9)
    }
}

@Suite("Font discovery and registration")
struct FontDiscoveryTests {
    @Test("OPENCHARTS_FONT_PATH files and folders come first, each folder sorted, other files ignored")
    func environmentPath() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("oc-fonts-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("sub"), withIntermediateDirectories: true)
        let font = BundledFonts.data(named: "LiberationSans-Regular")!
        for name in ["b.ttf", "a.TTF", "sub/c.otf", "notes.txt"] {
            try font.write(to: folder.appendingPathComponent(name))
        }
        let single = folder.appendingPathComponent("sub/c.otf").path
        let groups = FontDiscovery.fontFiles(environment: ["OPENCHARTS_FONT_PATH": "\(single):\(folder.path)"])
        #expect(groups[0] == [single, folder.path + "/a.TTF", folder.path + "/b.ttf"])
        #expect(!groups[1].contains(single))
    }

    @Test("bold text tries Bold files first, regular text plain ones, keeping order otherwise")
    func weightOrder() {
        let files = ["/f/NotoSansCJK-Bold.ttc", "/f/NotoSansCJK-Regular.ttc", "/f/NotoSerifCJK-Regular.ttc", "/f/X-Light.ttf"]
        #expect(FontDiscovery.ordered(files, bold: true).first == "/f/NotoSansCJK-Bold.ttc")
        #expect(FontDiscovery.ordered(files, bold: false) ==
                ["/f/NotoSansCJK-Regular.ttc", "/f/NotoSerifCJK-Regular.ttc", "/f/X-Light.ttf", "/f/NotoSansCJK-Bold.ttc"])
    }

    @Test("registering a file that is not a font throws a FontError naming the problem")
    func registerGarbage() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("oc-not-a-font-\(UUID().uuidString).ttf")
        defer { try? FileManager.default.removeItem(at: url) }
        try Data("hello".utf8).write(to: url)
        #expect(throws: FontError.self) { try FontRegistry.register(url: url) }
        #expect(throws: FontError.self) { try FontRegistry.register(url: url.appendingPathExtension("missing")) }
    }

    @Test("a character no font has is drawn as a .notdef box, with a warning naming its script")
    func missingEverywhere() {
        // The last code point of the last private use area, which no font a machine installs
        // maps; a letter of a rare script would not do (fonts-noto-core draws Mro, U+16A40).
        let string = "Mro \u{10FFFD}"
        let outline = TextOutliner.outline(string, font: SceneFont(size: 20.48), size: 20.48)
        #expect(outline.warnings.count == 1)
        #expect(outline.warnings.first?.contains("U+10FFFD") == true)
        // "Mro " is 1706 + 682 + 1139 + 569 units; the box 1536.
        #expect(abs(outline.advance - (17.06 + 6.82 + 11.39 + 5.69 + 15.36)) < 1e-9)
        let line = TextShaper.shape(string, font: SceneFont(size: 10), size: 10)
        #expect(line.glyphs.last?.isMissing == true)
        #expect(line.glyphs.last?.glyph == 0)
    }
}
