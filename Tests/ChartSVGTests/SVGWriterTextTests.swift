import ChartScene
import Testing

@Suite("SVGWriter text")
struct SVGWriterTextTests {
    private let defaultFamily = "-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', Arimo, sans-serif"

    private func text(_ string: String, font: SceneFont = SceneFont(size: 10), anchor: SceneTextAnchor = .start) -> String {
        TestSupport.body([.text(SceneText(string: string, origin: ScenePoint(1, 2), anchor: anchor, font: font,
                                          fill: .color(.black)))])
    }

    @Test("each font design has its own family list, after the scene's family when it names one", arguments: [
        (SceneFont.Design.serif, "'New York', Georgia, serif"),
        (.rounded, "'SF Pro Rounded', ui-rounded, sans-serif"),
        (.monospaced, "'SF Mono', Menlo, monospace"),
    ])
    func designs(design: SceneFont.Design, families: String) {
        #expect(text("a", font: SceneFont(size: 10, design: design)).contains("font-family=\"\(families)\""))
        #expect(text("a", font: SceneFont(size: 10, design: design, family: "Noto Sans JP"))
            .contains("font-family=\"'Noto Sans JP', \(families)\""))
    }

    @Test("a hostile family name cannot leave its quotes or the attribute")
    func hostileFamily() {
        let body = text("a", font: SceneFont(size: 10, family: " A'\"; } <x> & B,\u{0} "))
        #expect(body.contains("font-family=\"'A  x &amp; B', \(defaultFamily)\""))
        #expect(text("a", font: SceneFont(size: 10, family: "',;")).contains("font-family=\"\(defaultFamily)\""))
    }

    @Test("weight, style and anchor are written only when not the default")
    func fontAttributes() {
        #expect(text("a") == "<text x=\"1\" y=\"2\" font-family=\"\(defaultFamily)\" font-size=\"10\" fill=\"#000000\">a</text>\n")
        let styled = text("a", font: SceneFont(size: 12.25, weight: .bold, italic: true), anchor: .end)
        #expect(styled.contains("font-size=\"12.25\" font-weight=\"700\" font-style=\"italic\" text-anchor=\"end\""))
    }

    @Test("text that is empty or only whitespace and forbidden characters is left out", arguments: [
        "", " ", "\t\n", "\u{3000}\u{A0}", "\u{0}\u{1}", " \u{FFFE} ",
    ])
    func invisibleText(string: String) {
        #expect(text(string) == "")
    }

    @Test("spaces are preserved only when XML would collapse them", arguments: [
        ("a b", false), (" a", true), ("a ", true), ("a  b", true), ("a\tb", false), ("a\u{0} b", false),
    ])
    func preservedSpace(string: String, preserved: Bool) {
        #expect(text(string).contains("xml:space=\"preserve\"") == preserved)
    }

    @Test("user text is escaped in content and attributes")
    func escaping() {
        let node = SceneNode.text(SceneText(string: "</text><script>alert(1)</script>", origin: ScenePoint(0, 9),
                                            font: SceneFont(size: 10), fill: .color(.black),
                                            semantics: SceneSemantics(classes: "a\"b", label: "x' onload='y")))
        let body = TestSupport.body([node])
        #expect(body.contains(">&lt;/text&gt;&lt;script&gt;alert(1)&lt;/script&gt;</text>"))
        #expect(body.contains("class=\"a&quot;b\" aria-label=\"x&apos; onload=&apos;y\""))
        #expect(!body.contains("<script"))
    }

    @Test("text with a non-finite origin, size, rotation or opacity is left out", arguments: [
        SceneText(string: "a", origin: ScenePoint(.nan, 0), font: SceneFont(size: 10), fill: .color(.black)),
        SceneText(string: "a", origin: ScenePoint(0, 0), font: SceneFont(size: .infinity), fill: .color(.black)),
        SceneText(string: "a", origin: ScenePoint(0, 0), font: SceneFont(size: 0), fill: .color(.black)),
        SceneText(string: "a", origin: ScenePoint(0, 0), font: SceneFont(size: 10), fill: .color(.black), rotation: .nan),
        SceneText(string: "a", origin: ScenePoint(0, 0), font: SceneFont(size: 10), fill: .color(.black), opacity: .nan),
    ])
    func nonFiniteText(node: SceneText) {
        #expect(TestSupport.body([.text(node)]) == "")
    }
}
