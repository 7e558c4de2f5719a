import ChartScene

/// Symbols written once: a scatter's thousands of identical circles become one form XObject,
/// painted at each point with a translation (`q 1 0 0 1 x y cm /S1 Do Q`), instead of each
/// circle's four curves written out. A 100,000-point scatter shrinks about fourfold.
extension PDFPageBuilder {
    /// One outline repeated at many places: the outline moved so that its first point is the
    /// origin, and the first point of each copy.
    struct RepeatedOutline: Equatable {
        var outline: ScenePath
        var origins: [ScenePoint]
    }

    /// The fewest copies worth a form: below this, writing the outline each time is as small.
    static let minimumRepeats = 16

    /// The outline that `paths`, taken together, repeat at translations; `nil` unless every
    /// subpath of every path is the first one moved, to within a millionth of a point.
    static func repeatedOutline<Paths: Sequence<ScenePath>>(_ paths: Paths) -> RepeatedOutline? {
        // Cheaply first: enough subpaths at all.
        var moves = 0
        for path in paths {
            for element in path.elements { if case .move = element { moves += 1 } }
            if moves >= minimumRepeats { break }
        }
        guard moves >= minimumRepeats else { return nil }
        var template: [PathElement] = []
        var first = ScenePoint.zero
        var origins: [ScenePoint] = []
        var index = 0
        for path in paths {
            for element in path.elements {
                if case .move(let p) = element {
                    guard p.x.isFinite, p.y.isFinite else { return nil }
                    if origins.isEmpty { first = p; template.append(element) } else {
                        guard index == template.count else { return nil }
                    }
                    origins.append(p)
                    index = 1
                    continue
                }
                guard let origin = origins.last else { return nil }
                if origins.count == 1 {
                    template.append(element)
                    index += 1
                    continue
                }
                guard index < template.count, sameShape(template[index], element, moved: origin.x - first.x, origin.y - first.y) else { return nil }
                index += 1
            }
        }
        guard origins.count >= minimumRepeats, index == template.count else { return nil }
        let toOrigin = SceneTransform(a: 1, b: 0, c: 0, d: 1, tx: -first.x, ty: -first.y)
        return RepeatedOutline(outline: ScenePath(template).applying(toOrigin), origins: origins)
    }

    /// Whether `b` is `a` moved by (dx, dy).
    private static func sameShape(_ a: PathElement, _ b: PathElement, moved dx: Double, _ dy: Double) -> Bool {
        func near(_ p: ScenePoint, _ q: ScenePoint) -> Bool {
            abs(p.x + dx - q.x) <= 1e-6 && abs(p.y + dy - q.y) <= 1e-6
        }
        switch (a, b) {
        case (.line(let p), .line(let q)): return near(p, q)
        case (.quadCurve(let p, let c), .quadCurve(let q, let d)): return near(p, q) && near(c, d)
        case (.curve(let p, let c1, let c2), .curve(let q, let d1, let d2)): return near(p, q) && near(c1, d1) && near(c2, d2)
        case (.closeSubpath, .closeSubpath): return true
        default: return false
        }
    }

    /// Paints `repeated` with the fill and stroke already set up: the outline as a form,
    /// made once per outline and operator, then one translated `Do` per copy.
    mutating func place(_ repeated: RepeatedOutline, paintOperator: StaticString, strokeWidth: Double) {
        var body = PDFBytes()
        PDFPath.write(repeated.outline, to: &body)
        body.raw(paintOperator); body.raw("\n")
        let name: String
        if let known = symbolForms[body.bytes] {
            name = known
        } else {
            let b = repeated.outline.controlPointBounds
            let pad = (strokeWidth.isFinite ? strokeWidth : 0) + 1
            var box = PDFBytes()
            box.numbers(b.x - pad, b.y - pad, b.x + b.width + pad); box.number(b.y + b.height + pad)
            let form = file.addStream("/Type /XObject /Subtype /Form /BBox [\(String(decoding: box.bytes, as: UTF8.self))]"
                                      + " /Resources \(resources) 0 R", body.bytes)
            name = "S\(symbolForms.count + 1)"
            symbolForms[body.bytes] = name
            xObjects[name] = form
        }
        for o in repeated.origins {
            // Each copy at its own place, to a hundredth of a point: no error accumulates.
            content.raw("q 1 0 0 1 ")
            content.numbers((o.x * 100).rounded() / 100); content.number((o.y * 100).rounded() / 100)
            content.ascii(" cm /\(name) Do Q\n")
        }
    }

    /// Writes sibling nodes, painting runs of identical shapes at translations as one symbol.
    mutating func write(_ nodes: [SceneNode]) {
        var i = nodes.startIndex
        while i < nodes.endIndex {
            guard case .shape(let first) = nodes[i] else {
                write(nodes[i])
                i += 1
                continue
            }
            var end = i + 1
            while end < nodes.endIndex, case .shape(let next) = nodes[end], Self.samePaint(first, next) { end += 1 }
            // A run of one paint is written as a symbol or shape by shape, and passed whole either
            // way: thousands of bars of one colour and many heights are looked at once, not once each.
            if end - i < Self.minimumRepeats || !writeRun(nodes[i..<end]) {
                for node in nodes[i..<end] { write(node) }
            }
            i = end
        }
    }

    private static func samePaint(_ a: SceneShape, _ b: SceneShape) -> Bool {
        a.fill == b.fill && a.stroke == b.stroke && a.opacity == b.opacity
    }

    /// Writes shapes of one paint, each painted on its own as before, as copies of one symbol;
    /// whether they were all copies of one outline (else nothing was written).
    private mutating func writeRun(_ shapes: ArraySlice<SceneNode>) -> Bool {
        let paths = shapes.lazy.compactMap { node -> ScenePath? in
            if case .shape(let s) = node { return s.path }
            return nil
        }
        guard case .shape(let first) = shapes.first!, !Self.isGradient(first.fill), !Self.isGradient(first.stroke?.paint),
              let repeated = Self.repeatedOutline(paths),
              repeated.origins.count == shapes.count else { return false }
        write(first, copies: repeated)
        return true
    }
}
