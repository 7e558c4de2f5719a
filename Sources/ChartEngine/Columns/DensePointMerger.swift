import ChartScene

/// Draws a dense scatter as few elements: the points of one style become one shape (drawn in the order
/// the styles first appear, as a plotting library draws one collection after another), and
/// a point whose symbol would land on the same pixel as an earlier one of that shape is left out,
/// since it would cover the same pixels with the same paint. A chart this dense carries no
/// per-point labels (see ``MarkRenderer/labelLimit``); its `<desc>` summarises it.
///
/// ```swift
/// let nodes = DensePointMerger.merge(drawn)   // 100,000 points → one path per colour
/// ```
package enum DensePointMerger {
    /// Each run of consecutive point shapes merged into one shape per paint, in order of first appearance.
    package static func merge(_ nodes: [SceneNode]) -> [SceneNode] {
        var out: [SceneNode] = []
        var run: [SceneShape] = []
        for node in nodes {
            if case .shape(let s) = node, s.semantics.classes == pointClasses { run.append(s); continue }
            out += merged(run); run = []
            out.append(node)
        }
        out += merged(run)
        return out
    }

    /// One shape per distinct paint and semantics among `points`; a point whose symbol lands on the same
    /// pixel, with the same size and shape, as an earlier one of its paint is left out.
    static func merged(_ points: [SceneShape]) -> [SceneNode] {
        guard points.count > 1 else { return points.map { .shape($0) } }
        var groups: [SceneShape] = [], elements: [[PathElement]] = [], seen: [Set<Cell>] = []
        var last = -1
        for s in points {
            // Points of one style usually come in runs, so the last group is tried first.
            var g = last
            if g < 0 || !sameStyle(groups[g], s) {
                g = groups.firstIndex { sameStyle($0, s) } ?? -1
                if g < 0 {
                    g = groups.count
                    groups.append(SceneShape(path: ScenePath(), fill: s.fill, stroke: s.stroke, opacity: s.opacity, semantics: s.semantics))
                    elements.append([]); seen.append([])
                }
            }
            last = g
            let b = s.path.controlPointBounds
            guard b.x.isFinite, b.y.isFinite, b.width.isFinite, b.height.isFinite else { continue }
            let cell = Cell(x: Int32(clamping: Int(saturating: b.midX.rounded(.down))), y: Int32(clamping: Int(saturating: b.midY.rounded(.down))),
                            size: Int32(clamping: Int(saturating: (b.width * 4).rounded())), count: Int32(clamping: s.path.elements.count))
            guard seen[g].insert(cell).inserted else { continue }
            elements[g] += s.path.elements
        }
        return groups.indices.map { g in
            var shape = groups[g]
            shape.path = ScenePath(elements[g])
            return .shape(shape)
        }
    }

    static func sameStyle(_ a: SceneShape, _ b: SceneShape) -> Bool {
        a.fill == b.fill && a.stroke == b.stroke && a.opacity == b.opacity && a.semantics == b.semantics
    }

    static let pointClasses = MarkRenderer.markClasses(.point)

    /// The pixel a symbol's centre falls in, with its size and shape, so only true repeats collapse.
    struct Cell: Hashable {
        var x: Int32, y: Int32, size: Int32, count: Int32
    }
}
