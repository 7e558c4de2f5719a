import ChartScene

extension MarkRenderer {
    /// Each mask's outline: the shapes of the marks that make it, as one path. A mask of marks
    /// without area (lines, rules) lets nothing through, as their alpha covers almost nothing.
    func maskPaths(_ marks: [ResolvedMark]) -> [Int: ScenePath] {
        var paths: [Int: ScenePath] = [:]
        // An area's outline needs all of its series' points: each mask's areas are gathered first.
        var areas: [Int: [SeriesKey: [Int]]] = [:], areaOrder: [Int: [SeriesKey]] = [:]
        for (i, m) in marks.enumerated() {
            guard case .mask(of: let id)? = m.spec.style.mask else { continue }
            var path = paths[id] ?? ScenePath()
            if m.kind == .area {
                let key = SeriesKey(kind: m.kind, series: m.seriesKey)
                if areas[id, default: [:]][key] == nil { areaOrder[id, default: []].append(key) }
                areas[id, default: [:]][key, default: []].append(i)
            } else if m.kind == .line {
            } else if let (node, _) = single(m, labelled: false), case .shape(let s) = node, s.fill != nil {
                path = ScenePath(path.elements + s.path.elements)
            }
            paths[id] = path
        }
        for (id, keys) in areaOrder {
            var path = paths[id] ?? ScenePath()
            for key in keys {
                let (nodes, _) = area(areas[id]?[key] ?? [], of: marks, labelled: false)
                for case .shape(let s) in nodes { path = ScenePath(path.elements + s.path.elements) }
            }
            paths[id] = path
        }
        return paths
    }

    /// A mark's nodes clipped to its `clipShape` in each node's frame, its gradients spread over
    /// the plot when it asks, then clipped to its mask.
    func decorated(_ nodes: [SceneNode], _ m: ResolvedMark, masks: [Int: ScenePath]) -> [SceneNode] {
        let style = m.spec.style
        var out = nodes
        if let clip = style.clipShape {
            out = out.map { Self.clip($0, to: clip) }
        }
        if style.alignsToPlot {
            out = out.map { PlotAlignedPaint.align($0, plot: geometry.plot) }
        }
        if case .masked(by: let id)? = style.mask {
            out = [.group(SceneGroup(children: out, clipPath: masks[id] ?? ScenePath()))]
        }
        return out
    }

    /// A node clipped to `clip` drawn in the node's frame: a filled shape inside its frame simply
    /// takes the clip's outline; anything else is drawn in a group clipped by it.
    static func clip(_ node: SceneNode, to clip: MarkClipShape) -> SceneNode {
        guard let frame = frame(of: node), frame.isFinite else { return node }
        let outline = clip.path(frame)
        if case .shape(var s) = node, s.fill != nil, s.stroke == nil {
            let b = outline.controlPointBounds, e = 0.001
            if b.minX >= frame.minX - e, b.minY >= frame.minY - e, b.maxX <= frame.maxX + e, b.maxY <= frame.maxY + e {
                s.path = outline
                return .shape(s)
            }
        }
        return .group(SceneGroup(children: [node], clipPath: outline))
    }

    /// The rectangle a node takes: its path's, widened by its stroke so that a rule has a width.
    static func frame(of node: SceneNode) -> SceneRect? {
        switch node {
        case .shape(let s):
            let b = s.path.controlPointBounds
            let w = (s.stroke?.width).map { $0.isFinite ? max(0, $0) / 2 : 0 } ?? 0
            return SceneRect(x: b.minX - w, y: b.minY - w, width: b.width + 2 * w, height: b.height + 2 * w)
        case .group(let g):
            let frames = g.children.compactMap(frame(of:))
            guard let first = frames.first else { return nil }
            return frames.dropFirst().reduce(first) { a, b in
                let x = min(a.minX, b.minX), y = min(a.minY, b.minY)
                return SceneRect(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
            }
        case .text:
            return nil
        case .image(let i):
            return i.rect
        }
    }
}
