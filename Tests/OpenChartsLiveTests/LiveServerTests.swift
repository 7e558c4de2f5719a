import Foundation
import OpenCharts
@testable import OpenChartsLive
import Testing

@Suite struct LiveServerTests {
    @Test func onlyPagesOfThisHostOrTheAllowedOriginsConnect() {
        #expect(LiveHub.originAllowed("http://127.0.0.1:8080", host: "127.0.0.1:8080", allowed: []))
        #expect(LiveHub.originAllowed("https://Example.com", host: "example.com", allowed: []))
        #expect(!LiveHub.originAllowed("https://evil.example", host: "127.0.0.1:8080", allowed: []))
        #expect(!LiveHub.originAllowed("http://127.0.0.1:9999", host: "127.0.0.1:8080", allowed: []))
        #expect(!LiveHub.originAllowed("null", host: "127.0.0.1:8080", allowed: []))
        #expect(!LiveHub.originAllowed("javascript:alert(1)", host: "127.0.0.1:8080", allowed: []))
        #expect(!LiveHub.originAllowed("http://127.0.0.1:8080", host: nil, allowed: []))
        // Clients that are not browsers send no origin; no other site can steer them.
        #expect(LiveHub.originAllowed(nil, host: "127.0.0.1:8080", allowed: []))
        // A list of origins replaces the same-host rule.
        #expect(LiveHub.originAllowed("https://app.example", host: "api.example", allowed: ["https://app.example"]))
        #expect(!LiveHub.originAllowed("http://api.example", host: "api.example", allowed: ["https://app.example"]))
    }

    @Test func thePageCarriesTheRegisteredFontItsTextNames() throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/ChartText/Resources/LiberationSans-Bold.ttf")
        try FontRegistry.register(url: file)
        let named = ScreenSession { Text("ttrr").font(.custom("Liberation Sans", size: 20)) }
        let html = LivePage.html(frame: named.render(width: 390), socketPath: "/s", dark: false)
        #expect(html.components(separatedBy: "@font-face").count == 2)
        #expect(html.contains("@font-face{font-family:\"Liberation Sans\";font-style:normal;font-weight:400 400;src:url(data:font/ttf;base64,"))
        let plain = ScreenSession { Text("ttrr") }
        #expect(!LivePage.html(frame: plain.render(width: 390), socketPath: "/s", dark: false).contains("@font-face"))
    }

    @Test func thePageEscapesWhatItWritesAndFetchesNothing() {
        let session = ScreenSession { Text("<img src=x onerror=alert(1)>") }
        let html = LivePage.html(frame: session.render(width: 390), socketPath: "/a\"><script>x</script>", dark: false)
        #expect(!html.contains("<img"))
        #expect(!html.contains("<script>x"))
        #expect(html.contains("data-socket=\"/a&quot;&gt;&lt;script&gt;x&lt;/script&gt;\""))
        #expect(!html.contains("src=\"http"))
        #expect(!html.contains("<?xml"))
        #expect(html.components(separatedBy: "<script>").count == 2)
    }

    @Test func logLinesShowOnlyShortPrintableText() {
        #expect(LiveHub.printable("tap\n\u{1B}[31mred") == "tap??[31mred")
        #expect(LiveHub.printable(String(repeating: "x", count: 500)).count == 80)
    }

    @Test func theDefaultsAreSafe() {
        let c = LiveServerConfiguration()
        #expect(c.maximumSessions == 200)
        #expect(c.maximumMessageBytes == 4_096)
        #expect(c.maximumEventsPerSecond == 40)
        #expect(c.idleTimeout == 600)
        #expect(c.allowedOrigins.isEmpty)
    }
}

@Suite struct SVGPartsTests {
    @Test func aDocumentSplitsIntoItsRootTagAndElementChildren() throws {
        let doc = "<?xml version=\"1.0\"?>\n<svg width=\"10\">\n<title>a &lt;b&gt;</title>\n<g class=\"x\"><g><rect/></g><text>t</text></g>\n<rect width=\"1\"/>\n</svg>\n"
        let parts = try #require(SVGParts(doc))
        #expect(parts.open == "<?xml version=\"1.0\"?>\n<svg width=\"10\">")
        #expect(parts.children == ["<title>a &lt;b&gt;</title>", "<g class=\"x\"><g><rect/></g><text>t</text></g>", "<rect width=\"1\"/>"])
    }

    @Test func onlyChangedChildrenAreSentAndAnotherSizeSendsAll() throws {
        let a = try #require(SVGParts("<svg><text>1</text><g><rect/></g></svg>"))
        let b = try #require(SVGParts("<svg><text>2</text><g><rect/></g></svg>"))
        let changes = try #require(b.changes(since: a))
        #expect(changes.map(\.index) == [0])
        #expect(changes.map(\.markup) == ["<text>2</text>"])
        #expect(try #require(a.changes(since: a)).isEmpty)
        let wider = try #require(SVGParts("<svg width=\"2\"><text>2</text><g><rect/></g></svg>"))
        #expect(wider.changes(since: a) == nil)
        let more = try #require(SVGParts("<svg><text>2</text><g><rect/></g><rect/></svg>"))
        #expect(more.changes(since: a) == nil)
    }

    @Test func brokenDocumentsAreNotSplit() {
        #expect(SVGParts("") == nil)
        #expect(SVGParts("<svg><g>") == nil)
        #expect(SVGParts("<svg><g></svg") == nil)
    }

    @Test func theSeedRoulettesRenderSplitsIntoItsParts() throws {
        let session = ScreenSession { SeedRouletteView() }
        let parts = try #require(SVGParts(session.render(width: 390).svg))
        #expect(parts.children.count > 5)
        #expect(parts.children.contains { $0.contains("data-rotation=\"0\"") })
    }
}
