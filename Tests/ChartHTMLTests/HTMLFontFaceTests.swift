@testable import ChartHTML
import Testing

@Suite("@font-face rules of pages")
struct HTMLFontFaceTests {
    @Test("a family name is written as a CSS string that cannot end the style element")
    func escaping() {
        #expect(HTMLFontFace.cssString("Brand Sans") == "\"Brand Sans\"")
        #expect(HTMLFontFace.cssString("a\"b\\c</style>") == "\"a\\22 b\\5c c\\3c /style\\3e \"")
        #expect(HTMLFontFace.cssString("x\ny") == "\"x\\a y\"")
    }

    @Test("base64 as RFC 4648 section 10 gives it")
    func base64() {
        let vectors = ["": "", "f": "Zg==", "fo": "Zm8=", "foo": "Zm9v", "foob": "Zm9vYg==", "fooba": "Zm9vYmE=", "foobar": "Zm9vYmFy"]
        for (plain, encoded) in vectors {
            #expect(HTMLFontFace.base64(Array(plain.utf8)) == encoded)
        }
        #expect(HTMLFontFace.base64([0xFF, 0xEF, 0xBE]) == "/+++")
    }

    @Test("one rule per face with its style, weights and format; a page has them in its head")
    func rules() {
        let regular = HTMLFontFace(family: "Brand", weights: 400...600, italic: false, isCFF: false, bytes: Array("foo".utf8))
        let italic = HTMLFontFace(family: "Brand", weights: 400...400, italic: true, isCFF: true, bytes: Array("f".utf8))
        #expect(HTMLFontFace.css([regular, italic]) == """
        @font-face{font-family:"Brand";font-style:normal;font-weight:400 600;src:url(data:font/ttf;base64,Zm9v) format("truetype")}
        @font-face{font-family:"Brand";font-style:italic;font-weight:400 400;src:url(data:font/otf;base64,Zg==) format("opentype")}

        """)
        let page = HTMLPageWriter(id: "oc").page(svg: "<svg></svg>", plan: InteractionPlan(), title: "T", fonts: [regular])
        let head = page.components(separatedBy: "</head>")[0]
        #expect(head.contains("<style>\n@font-face{font-family:\"Brand\""))
        #expect(page.components(separatedBy: "@font-face").count == 2)
        #expect(!HTMLPageWriter(id: "oc").page(svg: "<svg></svg>", plan: InteractionPlan(), title: "T").contains("@font-face"))
    }
}
