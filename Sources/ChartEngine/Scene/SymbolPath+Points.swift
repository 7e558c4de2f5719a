import ChartScene

extension SymbolPath {
    /// One path holding the symbol `kind` of `area` centred on each of `centres`, one subpath group per
    /// point, as ``path(_:at:area:inset:)`` draws each; empty when the symbol draws nothing.
    ///
    /// ```swift
    /// let dots = SymbolPath.path(.circle, area: 50, at: [ScenePoint(10, 20), ScenePoint(30, 40)])   // 12 elements
    /// ```
    package static func path(_ kind: SymbolKind, area: Double, at centres: [ScenePoint]) -> ScenePath {
        guard let first = centres.first else { return ScenePath() }
        var elements: [PathElement] = []
        if kind == .circle {
            let area = max(0, area.isFinite ? area : defaultArea)
            let r = (area / Double.pi).squareRoot()
            guard r > 0 else { return ScenePath() }
            elements.reserveCapacity(6 * centres.count)
            for c in centres { appendCircle(c, radius: r, to: &elements) }
        } else if isTranslatable(kind) {
            // Built-in outlines are the same about every centre: drawn once about the origin and moved.
            let symbol = path(kind, at: ScenePoint(0, 0), area: area).elements
            guard !symbol.isEmpty else { return ScenePath() }
            elements.reserveCapacity(symbol.count * centres.count)
            for c in centres {
                for e in symbol { elements.append(e.moved(by: c)) }
            }
        } else {
            let symbol = path(kind, at: first, area: area).elements
            guard !symbol.isEmpty else { return ScenePath() }
            elements.reserveCapacity(symbol.count * centres.count)
            for c in centres { elements += path(kind, at: c, area: area).elements }
        }
        return ScenePath(elements)
    }

    /// The symbol drawn along `path`: filled, or for a stroked symbol stroked inside its edge.
    package static func shape(_ kind: SymbolKind, path: ScenePath, paint: Paint, opacity: Double = 1,
                              semantics: SceneSemantics = .none) -> SceneShape {
        if case .stroked(_, let style) = kind {
            return SceneShape(path: path, stroke: style.stroke(paint), opacity: opacity, semantics: semantics)
        }
        return SceneShape(path: path, fill: paint, opacity: opacity, semantics: semantics)
    }

    /// Appends the circle of radius `r` about `c` exactly as ``ScenePath/ellipse(in:)`` draws it in
    /// the square ``path(_:at:area:inset:)`` gives it, so a merged dot and a single one are the same.
    @inline(__always)
    static func appendCircle(_ c: ScenePoint, radius r: Double, to elements: inout [PathElement]) {
        let x = c.x - r, y = c.y - r, side = 2 * r
        let rx = side / 2, cx = x + side / 2, cy = y + side / 2
        let k = rx * 0.5522847498
        elements.append(.move(to: ScenePoint(cx + rx, cy)))
        elements.append(.curve(to: ScenePoint(cx, cy + rx), control1: ScenePoint(cx + rx, cy + k), control2: ScenePoint(cx + k, cy + rx)))
        elements.append(.curve(to: ScenePoint(cx - rx, cy), control1: ScenePoint(cx - k, cy + rx), control2: ScenePoint(cx - rx, cy + k)))
        elements.append(.curve(to: ScenePoint(cx, cy - rx), control1: ScenePoint(cx - rx, cy - k), control2: ScenePoint(cx - k, cy - rx)))
        elements.append(.curve(to: ScenePoint(cx + rx, cy), control1: ScenePoint(cx + k, cy - rx), control2: ScenePoint(cx + rx, cy - k)))
        elements.append(.closeSubpath)
    }

    /// Whether the outline of `kind` depends on its centre only by moving with it; a shape of the
    /// user's is drawn about each centre in turn.
    static func isTranslatable(_ kind: SymbolKind) -> Bool {
        switch kind {
        case .circle, .square, .triangle, .diamond, .pentagon, .plus, .cross, .asterisk: return true
        case .shape: return false
        case .stroked(let base, _): return isTranslatable(base)
        }
    }
}

extension PathElement {
    /// The element moved by `d`.
    func moved(by d: ScenePoint) -> PathElement {
        func m(_ p: ScenePoint) -> ScenePoint { ScenePoint(p.x + d.x, p.y + d.y) }
        switch self {
        case .move(let p): return .move(to: m(p))
        case .line(let p): return .line(to: m(p))
        case .quadCurve(let p, let c): return .quadCurve(to: m(p), control: m(c))
        case .curve(let p, let c1, let c2): return .curve(to: m(p), control1: m(c1), control2: m(c2))
        case .closeSubpath: return .closeSubpath
        }
    }
}
