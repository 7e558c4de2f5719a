import ChartScene
import ChartText
import Foundation
@testable import OpenCharts

/// What a view draws, flattened: every shape and text with its group transforms applied, in
/// drawing order, so tests can ask where things ended up on the page.
struct DrawnView {
    enum Item {
        /// A shape, its path mapped to the page, and the clip path of its nearest clipped group.
        case shape(SceneShape, path: ScenePath, clipPath: ScenePath?)
        case text(SceneText, origin: ScenePoint)
    }

    let size: SceneSize
    let items: [Item]

    /// Lays out and draws `view` for a proposal, as the renderer does.
    init<V: View>(_ view: V, width: Double? = nil, height: Double? = nil, colorScheme: ColorScheme = .light) {
        var r = TestRender.renderer(view)
        r.proposedSize = ProposedViewSize(width: width.map { CGFloat($0) }, height: height.map { CGFloat($0) })
        r.colorScheme = colorScheme
        let scene = r.scene()
        size = scene.size
        var items: [Item] = []
        func walk(_ nodes: [SceneNode], _ t: SceneTransform, _ clip: ScenePath?) {
            for n in nodes {
                switch n {
                case .group(let g):
                    let inner = t.concatenating(g.transform)
                    // A group's clip path is in the group's own space, its transform included.
                    walk(g.children, inner, g.clipPath.map { $0.applying(inner) } ?? clip)
                case .shape(let s):
                    items.append(.shape(s, path: s.path.applying(t), clipPath: clip))
                case .text(let x):
                    items.append(.text(x, origin: t.apply(x.origin)))
                case .image(let i):
                    items.append(.shape(SceneShape(path: .rect(i.rect), semantics: i.semantics), path: ScenePath.rect(i.rect).applying(t), clipPath: clip))
                }
            }
        }
        walk(scene.nodes, .identity, nil)
        self.items = items
    }

    /// Every shape, in drawing order; a missing one reads as an empty shape with NaN bounds.
    var shapes: Lenient<(shape: SceneShape, path: ScenePath, bounds: SceneRect, clipPath: ScenePath?)> {
        Lenient(items.compactMap { if case .shape(let s, let p, let c) = $0 { return (s, p, p.controlPointBounds, c) } else { return nil } },
                missing: (SceneShape(path: ScenePath()), ScenePath(), SceneRect(x: .nan, y: .nan, width: .nan, height: .nan), nil))
    }

    /// Every text, in drawing order.
    var texts: [(text: SceneText, origin: ScenePoint)] {
        items.compactMap { if case .text(let t, let o) = $0 { return (t, o) } else { return nil } }
    }

    /// The first text with this string.
    func text(_ string: String) -> (text: SceneText, origin: ScenePoint)? { texts.first { $0.text.string == string } }

    /// The fill colours of the shapes, in drawing order.
    var fills: [RGBA?] { shapes.map { $0.shape.fill?.representativeColor } }
}

/// Text measured as the renderer measures it when no font files are involved.
enum Measure {
    static func size(_ string: String, _ font: Font = .body) -> (width: Double, height: Double, ascent: Double) {
        let m = MetricsTableMeasurer().measure(string, font: font.sceneFont)
        return (m.width, m.ascent + m.descent, m.ascent)
    }
}

/// Two numbers equal to within a hundredth, the SVG's precision.
func close(_ a: Double, _ b: Double, _ tolerance: Double = 0.01) -> Bool { abs(a - b) <= tolerance }

func close(_ r: SceneRect, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Bool {
    close(r.x, x) && close(r.y, y) && close(r.width, w) && close(r.height, h)
}

func close(_ p: ScenePoint, _ x: Double, _ y: Double) -> Bool { close(p.x, x) && close(p.y, y) }

/// The end points of a path's elements (no control points), in order; a missing one reads as NaN.
func endPoints(_ path: ScenePath) -> Lenient<ScenePoint> {
    Lenient(path.elements.compactMap { e in
        switch e {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): return p
        case .closeSubpath: return nil
        }
    }, missing: ScenePoint(.nan, .nan))
}

/// An array whose out-of-range elements read as a placeholder, so that a test expecting more
/// elements than there are fails its expectations instead of stopping the run.
struct Lenient<Element>: RandomAccessCollection {
    let elements: [Element]
    let missing: Element
    init(_ elements: [Element], missing: Element) { self.elements = elements; self.missing = missing }
    var startIndex: Int { 0 }
    var endIndex: Int { elements.count }
    subscript(i: Int) -> Element { elements.indices.contains(i) ? elements[i] : missing }
}

extension RGBA {
    static func hex(_ v: UInt32, alpha: Double = 1) -> RGBA { RGBA(hex: v, alpha: alpha) }
}
