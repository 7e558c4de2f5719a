import ChartScene

extension SVGDocumentBuilder {
    /// Writes a shape as `<path>`, after the `<defs>` of any new gradient it paints with.
    /// A shape with a non-finite opacity, or whose path draws nothing once non-finite
    /// segments are dropped, is left out.
    mutating func write(_ shape: SceneShape) {
        guard shape.opacity.isFinite, SVGPathData.drawsAnything(shape.path) else { return }
        let stroke = usableStroke(shape.stroke)
        // Bounds are only needed to place a gradient on a shape with no area.
        let box = Self.isGradient(shape.fill) || Self.isGradient(stroke?.paint) ? shape.path.controlPointBounds : nil
        let fill = resolve(shape.fill, box: box)
        let strokePaint = stroke.map { resolve($0.paint, box: box) } ?? ResolvedPaint.none

        // The usual path is written whole, with no array of pieces made for it.
        if shape.path.elements.count <= Self.maximumElementsPerPath {
            writePathElement(shape, shape.path, fill: fill, stroke: stroke, strokePaint: strokePaint)
            return
        }
        for path in Self.pieces(of: shape.path) {
            writePathElement(shape, path, fill: fill, stroke: stroke, strokePaint: strokePaint)
        }
    }

    /// One `<path>` element of `shape` drawing `path`.
    private mutating func writePathElement(_ shape: SceneShape, _ path: ScenePath, fill: ResolvedPaint, stroke: Stroke?,
                                           strokePaint: ResolvedPaint) {
        out.raw("<path")
        writeSemantics(shape.semantics)
        writePaint(fill, "fill", opacityName: "fill-opacity")
        if let stroke, !isNone(strokePaint) {
            writePaint(strokePaint, "stroke", opacityName: "stroke-opacity")
            writeStrokeStyle(stroke)
        }
        writeOpacity(shape.opacity)
        out.raw(" d=\"")
        SVGPathData.write(path, to: &out, singleCircleAsArcs: circlesAsArcs)
        out.raw("\"/>\n")
    }

    /// The most path elements one `<path>` holds: a few megabytes of data at most. XML readers
    /// built on libxml2 (rsvg-convert, Foundation's XMLParser, most browsers' importers) refuse an
    /// attribute value past 10 MB, so a longer path, such as a dense scatter's points of one style,
    /// is written as several `<path>` elements with the same paint, split where a subpath starts.
    static let maximumElementsPerPath = 20_000

    /// `path` in pieces of at most ``maximumElementsPerPath`` elements, cut only where a subpath
    /// starts (a subpath longer than that is cut where its pen moves); one piece when it is short.
    static func pieces(of path: ScenePath) -> [ScenePath] {
        let elements = path.elements
        guard elements.count > maximumElementsPerPath else { return [path] }
        var pieces: [ScenePath] = []
        var start = 0
        while start < elements.count {
            var end = min(elements.count, start + maximumElementsPerPath)
            if end < elements.count {
                // Back up to the last move within the piece, unless the piece is one long subpath.
                var cut = end
                while cut > start + 1, !Self.isMove(elements[cut]) { cut -= 1 }
                if cut > start + 1 { end = cut }
            }
            var piece = ScenePath(Array(elements[start..<end]))
            // A piece cut inside a subpath starts with a move to where the pen was.
            if !Self.isMove(elements[start]), let pen = Self.pen(before: start, in: elements) {
                piece = ScenePath([.move(to: pen)] + piece.elements)
            }
            pieces.append(piece)
            start = end
        }
        return pieces
    }

    private static func isMove(_ element: PathElement) -> Bool {
        if case .move = element { return true }
        return false
    }

    /// Where the pen is before `elements[index]`: the last point drawn, or after a close, the
    /// start of the subpath it closed.
    private static func pen(before index: Int, in elements: [PathElement]) -> ScenePoint? {
        var i = index - 1
        var closed = false
        while i >= 0 {
            switch elements[i] {
            case .move(let p): return p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): if !closed { return p }
            case .closeSubpath: closed = true
            }
            i -= 1
        }
        return nil
    }

    /// The stroke when it would draw: a finite, positive width.
    private func usableStroke(_ stroke: Stroke?) -> Stroke? {
        guard let stroke, stroke.width.isFinite, stroke.width > 0 else { return nil }
        return stroke
    }

    private func isNone(_ paint: ResolvedPaint) -> Bool {
        if case .none = paint { return true }
        return false
    }

    private static func isGradient(_ paint: Paint?) -> Bool {
        if case .linearGradient? = paint { return true }
        return false
    }

    /// Width, cap, join, miter limit and dashes, each only when it differs from SVG's default
    /// (the width is always written, so a reader never has to know the default).
    private mutating func writeStrokeStyle(_ stroke: Stroke) {
        out.attribute("stroke-width", stroke.width)
        if stroke.cap != .butt { out.attribute("stroke-linecap", raw: Self.name(of: stroke.cap)) }
        if stroke.join != .miter {
            out.attribute("stroke-linejoin", raw: Self.name(of: stroke.join))
        } else {
            // SVG's default miter limit is 4, the scene's (Core Graphics') is 10; SVG rejects < 1.
            let limit = stroke.miterLimit.isFinite ? max(1, stroke.miterLimit) : 4
            if limit != 4 { out.attribute("stroke-miterlimit", limit) }
        }
        writeDash(stroke)
    }

    /// Dashes are written only when they make a pattern: finite, not negative, not all zero.
    private mutating func writeDash(_ stroke: Stroke) {
        let dash = stroke.dash
        guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }),
              dash.contains(where: { $0 > 0 }) else { return }
        out.raw(" stroke-dasharray=\"")
        for (i, length) in dash.enumerated() {
            if i > 0 { out.byte(UInt8(ascii: ",")) }
            out.number(length)
        }
        out.byte(0x22)
        if stroke.dashPhase.isFinite, stroke.dashPhase != 0 {
            out.attribute("stroke-dashoffset", stroke.dashPhase)
        }
    }

    private static func name(of cap: LineCap) -> StaticString {
        switch cap {
        case .butt: "butt"
        case .round: "round"
        case .square: "square"
        }
    }

    private static func name(of join: LineJoin) -> StaticString {
        switch join {
        case .miter: "miter"
        case .round: "round"
        case .bevel: "bevel"
        }
    }
}
