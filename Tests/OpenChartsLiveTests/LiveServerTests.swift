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
