import ChartScene
import ChartSVG
import Testing
#if canImport(Foundation)
import Foundation
#endif
#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("SVGWriter safety")
struct SVGWriterSafetyTests {
    /// A scene full of bad values and hostile strings.
    static let hostileScene: Scene = {
        let nan = Double.nan, inf = Double.infinity
        var path = ScenePath()
        path.move(to: ScenePoint(nan, 1))
        path.addLine(to: ScenePoint(1, inf))
        path.addLine(to: ScenePoint(2, 2))
        path.addCurve(to: ScenePoint(3, 3), control1: ScenePoint(-inf, 0), control2: ScenePoint(0, 0))
        path.addLine(to: ScenePoint(4, 4))
        path.addLine(to: ScenePoint(5, 5))
        let evil = "<script>&\"'\u{0}\u{1B}\u{FFFF}]]><!--"
        return Scene(size: SceneSize(width: inf, height: -5), background: RGBA(red: nan, green: 1, blue: 1),
                     title: evil, summary: evil, nodes: [
            .group(SceneGroup(children: [
                .shape(SceneShape(path: path, fill: .color(RGBA(red: nan, green: nan, blue: nan, alpha: 0.5)),
                                  stroke: Stroke(paint: .color(.black), width: 2, miterLimit: nan, dash: [nan], dashPhase: inf),
                                  semantics: SceneSemantics(classes: evil, label: evil, role: evil))),
                .shape(SceneShape(path: ScenePath([.move(to: ScenePoint(nan, nan)), .line(to: ScenePoint(inf, 0))]),
                                  fill: .color(.black))),
                .shape(SceneShape(path: .rect(SceneRect(x: 0, y: 0, width: 1e300, height: -1e300)), fill: .color(.black))),
                .text(SceneText(string: evil, origin: ScenePoint(1, 1), font: SceneFont(size: 10, family: evil),
                                fill: .color(.black), rotation: 1e-9, semantics: SceneSemantics(label: evil))),
                .text(SceneText(string: evil, origin: ScenePoint(nan, 1), font: SceneFont(size: 10), fill: .color(.black))),
            ], clip: SceneRect(x: 0, y: 0, width: 1e20, height: 1))),
        ])
    }()

    @Test("no NaN or infinity is ever written")
    func noNonFiniteNumbers() {
        let doc = SVGWriter().document(for: Self.hostileScene).lowercased()
        #expect(!doc.contains("nan"))
        #expect(!doc.contains("inf"))
        #expect(doc.contains("stroke-width=\"2\" d=\"m2 2m4 4 5 5\""))
        #expect(doc.contains("width=\"0\" height=\"0\" viewbox=\"0 0 0 0\""))
    }

    @Test("hostile strings never open an element, a comment or a CDATA section")
    func hostileStrings() {
        let doc = SVGWriter().document(for: Self.hostileScene)
        #expect(!doc.contains("<script"))
        #expect(!doc.contains("<!--"))
        #expect(!doc.contains("]]>"))
        #expect(!doc.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
        #expect(!doc.unicodeScalars.contains { $0.value == 0xFFFF || $0.value == 0xFFFE })
    }

    #if canImport(FoundationXML) || canImport(Foundation)
    @Test("documents parse with XMLParser and hostile titles come back as the text they were")
    func parses() throws {
        for scene in [Self.hostileScene, SVGWriterDocumentTests.scene] {
            let doc = SVGWriter().document(for: scene)
            let collector = TitleCollector()
            let parser = XMLParser(data: Data(doc.utf8))
            parser.delegate = collector
            #expect(parser.parse(), "\(String(describing: parser.parserError))")
            #expect(collector.root == "svg")
            let expected = String(String.UnicodeScalarView(scene.title.unicodeScalars.filter {
                $0.value >= 0x20 && $0.value != 0xFFFF && $0.value != 0xFFFE
            }))
            #expect(collector.title == expected)
        }
    }

    /// Run with `OPENCHARTS_SVG_SAMPLES=/some/folder`, then `check-svg /some/folder`: the
    /// Python checker stays out of the test run, but the samples it needs are one command away.
    @Test("sample documents are written for check-svg when OPENCHARTS_SVG_SAMPLES names a folder")
    func writesSamples() throws {
        guard let folder = ProcessInfo.processInfo.environment["OPENCHARTS_SVG_SAMPLES"] else { return }
        let samples = [("hostile", Self.hostileScene), ("document", SVGWriterDocumentTests.scene)]
        for (name, scene) in samples {
            let url = URL(fileURLWithPath: folder).appendingPathComponent("\(name).svg")
            try Data(SVGWriter().document(for: scene).utf8).write(to: url)
        }
    }
    #endif
}

#if canImport(FoundationXML) || canImport(Foundation)
/// Records the root element's name and the text of `<title>`.
private final class TitleCollector: NSObject, XMLParserDelegate {
    var root: String?
    var title = ""
    private var inTitle = false

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
                qualifiedName: String?, attributes: [String: String] = [:]) {
        if root == nil { root = name }
        inTitle = name == "title"
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        if name == "title" { inTitle = false }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if inTitle { title += string }
    }
}
#endif
