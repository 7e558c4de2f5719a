import Testing
@testable import ChartSVG

@Suite("XMLEscaping")
struct XMLEscapingTests {
    @Test("markup characters become entities")
    func markup() {
        #expect(XMLEscaping.escape("<script>alert(\"x\") & 'y'</script>")
            == "&lt;script&gt;alert(&quot;x&quot;) &amp; &apos;y&apos;&lt;/script&gt;")
    }

    @Test("entities already in the text are escaped again, not trusted")
    func entities() {
        #expect(XMLEscaping.escape("&amp; &#0;") == "&amp;amp; &amp;#0;")
    }

    @Test("C0 controls other than tab, line feed and carriage return are removed")
    func controls() {
        #expect(XMLEscaping.escape("a\u{0}b\u{1}c\u{1B}d\u{7}\u{1F}") == "abcd")
    }

    @Test("tab, line feed and carriage return become character references, so attributes keep them")
    func whitespaceReferences() {
        #expect(XMLEscaping.escape("Sales\tQ1\nQ2\r\nend") == "Sales&#9;Q1&#10;Q2&#13;&#10;end")
    }

    @Test("the noncharacters U+FFFE and U+FFFF are removed")
    func nonCharacters() {
        #expect(XMLEscaping.escape("\u{FFFE}x\u{FFFF}y") == "xy")
    }

    @Test("other text passes through unchanged", arguments: [
        "Cachapa, 916 sold", "日本語のラベル", "café 🎉 €", "", "\u{7F}\u{85}\u{FFFD}",
    ])
    func unchanged(text: String) {
        #expect(XMLEscaping.escape(text) == text)
    }

    @Test("escaping into bytes gives the same text as escaping into a string")
    func bytes() {
        var out: [UInt8] = []
        XMLEscaping.append("<é & \u{0}ü>", to: &out)
        #expect(String(decoding: out, as: UTF8.self) == "&lt;é &amp; ü&gt;")
    }
}
