import ChartScene

/// Writes a ``Scene`` as a standalone, semantic SVG document.
///
/// The output follows DESIGN.md §4: `role="img"` with a `<title>` and `<desc>`, groups as
/// `<g>` with their classes and ARIA attributes, paint as presentation attributes (never a
/// style sheet), numbers at fixed precision and ids numbered in order of appearance, so the
/// same scene always gives the same bytes. Non-finite geometry is skipped, never printed.
///
/// ```swift
/// let svg = SVGWriter().document(for: scene)
/// try svg.write(toFile: "chart.svg", atomically: true, encoding: .utf8)
/// ```
package struct SVGWriter: Sendable {
    /// The prefix of every id in the document (`oc-title`, `oc-clip-1`, `oc-grad-1`, …).
    /// Give each document its own prefix when several are inlined into one HTML page.
    package var idPrefix: String

    /// A writer whose ids start with `idPrefix`; characters other than ASCII letters,
    /// digits, `-` and `_` are dropped, and an id that would not start with a letter
    /// gets `oc-` in front.
    package init(idPrefix: String = "oc") {
        self.idPrefix = Self.sanitizedPrefix(idPrefix)
    }

    /// The whole document for a scene.
    package func document(for scene: Scene) -> String {
        let (capacity, circles) = Self.estimatedSize(of: scene)
        var builder = SVGDocumentBuilder(idPrefix: Self.sanitizedPrefix(idPrefix), capacity: capacity)
        builder.circlesAsArcs = circles >= Self.denseCircleCount
        builder.writeDocument(scene)
        return builder.out.string
    }

    private static func sanitizedPrefix(_ prefix: String) -> String {
        let kept = prefix.unicodeScalars.filter { s in
            s.isASCII && (s.properties.isAlphabetic || ("0"..."9").contains(s) || s == "-" || s == "_")
        }
        let result = String(String.UnicodeScalarView(kept))
        guard let first = result.unicodeScalars.first else { return "oc" }
        return first.properties.isAlphabetic ? result : "oc-" + result
    }

    /// Shapes that may each be one circle, from which on every circle is written as two arcs:
    /// a picture of thousands of separate discs (a 3D scatter's lit balls, which cannot be merged
    /// as a 2D scatter's points are, since nearer balls cover farther ones) then takes about a
    /// third of the bytes, and a chart of a few symbols keeps its exact Béziers.
    static let denseCircleCount = 2000

    /// A generous guess at the document's length, so the buffer grows once or not at all, and
    /// how many shapes have a circle's six path elements.
    private static func estimatedSize(of scene: Scene) -> (bytes: Int, circles: Int) {
        var circles = 0
        func size(_ nodes: [SceneNode]) -> Int {
            var total = 0
            for node in nodes {
                switch node {
                case .group(let g): total += 160 + size(g.children)
                case .shape(let s):
                    let count = s.path.elements.count
                    if count == 6 { circles += 1 }
                    total += 200 + 14 * count
                case .text(let t): total += 260 + t.string.utf8.count
                case .image(let i): total += 300 + i.pixels.count / 2
                }
            }
            return total
        }
        let bytes = 512 + scene.title.utf8.count + scene.summary.utf8.count + size(scene.nodes)
        return (bytes, circles)
    }
}

/// One pass over a scene, writing SVG into an ``SVGOutput``. It remembers only what ids
/// need: the last clip number and the gradients already defined.
struct SVGDocumentBuilder {
    var out: SVGOutput
    let idPrefix: String
    var clipCount = 0
    var gradientIDs: [GradientKey: Int] = [:]
    /// Whether a path that is one circle is written as two arcs, as a merged path of circles is.
    var circlesAsArcs = false

    init(idPrefix: String, capacity: Int) {
        self.idPrefix = idPrefix
        self.out = SVGOutput(capacity: capacity)
    }

    mutating func writeDocument(_ scene: Scene) {
        let width = Self.extent(scene.size.width), height = Self.extent(scene.size.height)
        out.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        out.raw("<svg xmlns=\"http://www.w3.org/2000/svg\"")
        out.attribute("width", width)
        out.attribute("height", height)
        out.raw(" viewBox=\"0 0 "); out.number(width); out.byte(0x20); out.number(height)
        // The title names the picture; the description (Describe Chart) is read after it.
        out.raw("\" role=\"img\" aria-labelledby=\"")
        writeID("title"); out.raw("\" aria-describedby=\""); writeID("desc")
        out.raw("\">\n<title id=\""); writeID("title"); out.raw("\">")
        out.escaped(scene.title)
        out.raw("</title>\n<desc id=\""); writeID("desc"); out.raw("\">")
        out.escaped(scene.summary)
        out.raw("</desc>\n")
        if let background = scene.background, let alpha = SVGColor.visibleAlpha(background.alpha) {
            out.raw("<rect class=\"background\"")
            out.attribute("width", width)
            out.attribute("height", height)
            out.attribute("fill", color: background)
            if alpha < 1 { out.attribute("fill-opacity", alpha) }
            out.raw("/>\n")
        }
        for node in scene.nodes { write(node) }
        out.raw("</svg>\n")
    }

    mutating func write(_ node: SceneNode) {
        switch node {
        case .group(let g): write(g)
        case .shape(let s): write(s)
        case .text(let t): write(t)
        case .image(let i): write(i)
        }
    }

    /// Writes `prefix-name`.
    mutating func writeID(_ name: StaticString, number: Int? = nil) {
        out.trusted(idPrefix); out.byte(UInt8(ascii: "-")); out.raw(name)
        if let number { out.byte(UInt8(ascii: "-")); out.integer(number) }
    }

    /// Writes `class`, `role`, `aria-label` and `aria-hidden`, in that order.
    mutating func writeSemantics(_ semantics: SceneSemantics) {
        out.attribute("class", text: semantics.classes)
        out.attribute("role", text: semantics.role)
        out.attribute("aria-label", text: semantics.label)
        if semantics.hidden { out.attribute("aria-hidden", raw: "true") }
        out.attribute("data-key", text: semantics.key)
    }

    /// Writes `opacity` when the element is not fully opaque; `opacity` must be finite.
    mutating func writeOpacity(_ opacity: Double) {
        let value = SVGColor.quantizedAlpha(opacity)
        if value < 1 { out.attribute("opacity", value) }
    }

    /// A width or height fit for printing: finite and not negative.
    private static func extent(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }
}
