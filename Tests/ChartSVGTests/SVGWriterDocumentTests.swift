import ChartScene
import ChartSVG
import Testing

@Suite("SVGWriter document")
struct SVGWriterDocumentTests {
    /// A plot group with a clip and a translation holding two bars that share a gradient,
    /// a dashed rule and a rotated label, then a hidden italic caption with doubled spaces.
    static let scene: Scene = {
        let blue = RGBA(hex: 0x007AFF)
        let gradient = Paint.linearGradient(LinearGradientPaint(
            stops: [GradientStop(color: blue, location: 0), GradientStop(color: blue.multiplyingAlpha(0.5), location: 1)],
            start: ScenePoint(0, 0), end: ScenePoint(0, 1)))
        let bar = SceneSemantics(classes: "mark bar", label: "Cachapa, 916 sold")
        let plot = SceneGroup(children: [
            .shape(SceneShape(path: .rect(SceneRect(x: 0, y: 0, width: 50, height: 80)), fill: gradient, semantics: bar)),
            .shape(SceneShape(path: .rect(SceneRect(x: 60, y: 20, width: 50, height: 60)), fill: gradient)),
            .shape(SceneShape(path: .line(from: ScenePoint(0, 40.125), to: ScenePoint(200, -3.5)),
                              stroke: Stroke(paint: .color(RGBA(hex: 0xFF0000, alpha: 0.5)), width: 1.5, cap: .round, dash: [4, 2]),
                              semantics: SceneSemantics(classes: "mark rule"))),
            .text(SceneText(string: "Cachapa", origin: ScenePoint(25, 95), anchor: .middle,
                            font: SceneFont(size: 11, weight: .semibold), fill: .color(.black), rotation: -45)),
        ], transform: .translation(10, 5), clip: SceneRect(x: 0, y: 0, width: 200, height: 80),
           semantics: SceneSemantics(classes: "plot"))
        let caption = SceneText(string: "  two  spaces", origin: ScenePoint(0, 10),
                                font: SceneFont(size: 9.5, design: .monospaced, family: "Inter", italic: true),
                                fill: .color(RGBA(hex: 0x333333)), opacity: 0.5, semantics: SceneSemantics(hidden: true))
        return Scene(size: SceneSize(width: 200, height: 100), background: .white, title: "Sales & <Profit>",
                     summary: "Two bars", nodes: [.group(plot), .text(caption)])
    }()

    @Test("a scene with a group, clip, gradient and text gives exactly the expected document")
    func exactDocument() {
        let expected = """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="200" height="100" viewBox="0 0 200 100" role="img" aria-labelledby="oc-title" aria-describedby="oc-desc">
        <title id="oc-title">Sales &amp; &lt;Profit&gt;</title>
        <desc id="oc-desc">Two bars</desc>
        <rect class="background" width="200" height="100" fill="#ffffff"/>
        <defs><clipPath id="oc-clip-1"><rect x="0" y="0" width="200" height="80"/></clipPath></defs>
        <g class="plot" transform="translate(10,5)" clip-path="url(#oc-clip-1)">
        <defs><linearGradient id="oc-grad-1" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#007aff"/><stop offset="1" stop-color="#007aff" stop-opacity="0.5"/></linearGradient></defs>
        <path class="mark bar" aria-label="Cachapa, 916 sold" fill="url(#oc-grad-1)" d="M0 0 50 0 50 80 0 80Z"/>
        <path fill="url(#oc-grad-1)" d="M60 20 110 20 110 80 60 80Z"/>
        <path class="mark rule" fill="none" stroke="#ff0000" stroke-opacity="0.5" stroke-width="1.5" stroke-linecap="round" stroke-miterlimit="10" stroke-dasharray="4,2" d="M0 40.13 200-3.5"/>
        <text x="25" y="95" transform="rotate(-45,25,95)" font-family="-apple-system, 'SF Pro Text', 'Helvetica Neue', Helvetica, Arial, 'Liberation Sans', Arimo, sans-serif" font-size="11" font-weight="600" text-anchor="middle" fill="#000000">Cachapa</text>
        </g>
        <text aria-hidden="true" x="0" y="10" font-family="'Inter', 'SF Mono', Menlo, monospace" font-size="9.5" font-style="italic" fill="#333333" opacity="0.5" xml:space="preserve">  two  spaces</text>
        </svg>

        """
        #expect(SVGWriter().document(for: Self.scene) == expected)
    }

    @Test("writing the same scene twice gives the same bytes")
    func determinism() {
        let first = SVGWriter().document(for: Self.scene)
        let second = SVGWriter().document(for: Self.scene)
        #expect(Array(first.utf8) == Array(second.utf8))
    }

    @Test("clip ids are numbered in order of appearance, nested groups included")
    func clipNumbering() {
        let clip = SceneRect(x: 0, y: 0, width: 10, height: 10)
        let inner = SceneGroup(children: [TestSupport.text("a")], clip: clip)
        let outer = SceneGroup(children: [.group(inner)], clip: clip)
        let body = TestSupport.body([.group(outer), .group(inner)])
        let ids = body.split(separator: "\n").filter { $0.hasPrefix("<g") }.map { line in
            String(line.split(separator: "#")[1].prefix(while: { $0 != ")" }))
        }
        #expect(ids == ["oc-clip-1", "oc-clip-2", "oc-clip-3"])
    }

    @Test("an id prefix renames every id, and unusable characters are dropped")
    func idPrefix() {
        let doc = TestSupport.document([], writer: SVGWriter(idPrefix: "chart-2"))
        #expect(doc.contains("aria-labelledby=\"chart-2-title\" aria-describedby=\"chart-2-desc\""))
        #expect(doc.contains("<title id=\"chart-2-title\">"))
        #expect(SVGWriter(idPrefix: "9 \"bad\"").idPrefix == "oc-9bad")
        #expect(SVGWriter(idPrefix: "<>").idPrefix == "oc")
    }

    @Test("a scene with no nodes and no background is just the root, title and desc")
    func emptyScene() {
        let doc = SVGWriter().document(for: Scene(size: SceneSize(width: 0.5, height: .nan), title: "", summary: "", nodes: []))
        #expect(doc == """
        <?xml version="1.0" encoding="UTF-8"?>
        <svg xmlns="http://www.w3.org/2000/svg" width="0.5" height="0" viewBox="0 0 0.5 0" role="img" aria-labelledby="oc-title" aria-describedby="oc-desc">
        <title id="oc-title"></title>
        <desc id="oc-desc"></desc>
        </svg>

        """)
    }
}
