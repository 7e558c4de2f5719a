import ChartScene
@testable import ChartSVG

/// Helpers for building small scenes by hand and looking at parts of their documents.
enum TestSupport {
    /// The document for `nodes` in a 100×50 scene with a plain title and summary.
    static func document(_ nodes: [SceneNode], writer: SVGWriter = SVGWriter()) -> String {
        writer.document(for: Scene(size: SceneSize(width: 100, height: 50), title: "T", summary: "S", nodes: nodes))
    }

    /// Only the lines for `nodes`: what follows `</desc>` and precedes `</svg>`.
    static func body(_ nodes: [SceneNode]) -> String {
        let doc = document(nodes)
        let head = "<desc id=\"oc-desc\">S</desc>\n"
        guard let start = doc.range(of: head), doc.hasSuffix("</svg>\n") else { return doc }
        return String(doc[start.upperBound...].dropLast("</svg>\n".count))
    }

    /// The path data `d` of a path written alone.
    static func pathData(_ elements: [PathElement]) -> String {
        var out = SVGOutput(capacity: 64)
        SVGPathData.write(ScenePath(elements), to: &out)
        return out.string
    }

    /// A shape with a black fill and no semantics.
    static func shape(_ path: ScenePath, fill: Paint? = .color(.black), stroke: Stroke? = nil,
                      opacity: Double = 1) -> SceneNode {
        .shape(SceneShape(path: path, fill: fill, stroke: stroke, opacity: opacity))
    }

    /// A text node in 10-point default font, black.
    static func text(_ string: String, at origin: ScenePoint = ScenePoint(1, 2)) -> SceneNode {
        .text(SceneText(string: string, origin: origin, font: SceneFont(size: 10), fill: .color(.black)))
    }

    static func point(_ x: Double, _ y: Double) -> ScenePoint { ScenePoint(x, y) }
}
