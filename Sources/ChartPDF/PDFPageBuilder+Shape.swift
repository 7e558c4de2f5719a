import ChartScene

extension PDFPageBuilder {
    /// Writes a shape: its path, then `f`, `S` or `B` with the fill and stroke set up inside
    /// `q`/`Q`. The shape's opacity multiplies each paint's alpha. Shapes with a non-finite
    /// opacity, or whose path draws nothing, are left out. With `copies`, the shape stands for
    /// a run of shapes of its paint, each painted as a copy of one symbol.
    mutating func write(_ shape: SceneShape, copies: RepeatedOutline? = nil) {
        guard shape.opacity.isFinite else { return }
        let opacity = min(max(shape.opacity, 0), 1)
        let stroke = shape.stroke.flatMap { $0.width.isFinite && $0.width > 0 ? $0 : nil }
        let fills = Self.isVisible(shape.fill), strokes = stroke.map { Self.isVisible($0.paint) } ?? false
        guard opacity > 0, fills || strokes else { return }
        // One opaque path of many identical outlines (a dense scatter) fills as its copies would.
        if copies == nil, !strokes, case .color(let c)? = shape.fill, c.alpha * opacity >= 0.9995,
           let repeated = Self.repeatedOutline(CollectionOfOne(shape.path)) {
            return write(shape, copies: repeated)
        }
        if let copies, !Self.isGradient(shape.fill), !Self.isGradient(stroke?.paint) {
            return paint(copies: copies, fill: fills ? shape.fill : nil, stroke: strokes ? stroke : nil, opacity: opacity)
        }
        var path = PDFBytes()
        guard PDFPath.write(shape.path, to: &path) else { return }
        let needsBox = Self.isGradient(shape.fill) || Self.isGradient(stroke?.paint)
        let box = needsBox ? shape.path.controlPointBounds : nil
        // A gradient whose stops differ in alpha is filled through a soft mask of those alphas,
        // on its own, so that the mask does not fade the stroke too.
        if fills, let g = Self.gradientWithVaryingAlpha(shape.fill), let box,
           let mask = alphaMaskState(for: g, path: path.bytes, box: box, opacity: opacity) {
            content.ascii("q\n/\(mask) gs\n")
            setFill(shape.fill!, opacity: opacity, box: box)
            content.append(path.bytes)
            content.raw("f\nQ\n")
            if strokes { paint(path, fill: nil, stroke: stroke, opacity: opacity, box: box) }
            return
        }
        paint(path, fill: fills ? shape.fill : nil, stroke: strokes ? stroke : nil, opacity: opacity, box: box)
    }

    /// Fills and/or strokes the path already written in `path`, inside `q`/`Q`.
    private mutating func paint(_ path: PDFBytes, fill: Paint?, stroke: Stroke?, opacity: Double, box: SceneRect?) {
        setUpPaint(fill: fill, stroke: stroke, opacity: opacity, box: box)
        content.append(path.bytes)
        content.raw(Self.paintOperator(fill: fill, stroke: stroke))
        content.raw("\nQ\n")
    }

    /// Paints each copy of a symbol with the fill and stroke set up once, inside `q`/`Q`.
    private mutating func paint(copies: RepeatedOutline, fill: Paint?, stroke: Stroke?, opacity: Double) {
        setUpPaint(fill: fill, stroke: stroke, opacity: opacity, box: nil)
        place(copies, paintOperator: Self.paintOperator(fill: fill, stroke: stroke), strokeWidth: stroke?.width ?? 0)
        content.raw("Q\n")
    }

    private static func paintOperator(fill: Paint?, stroke: Stroke?) -> StaticString {
        fill != nil && stroke != nil ? "B" : fill != nil ? "f" : "S"
    }

    /// Opens `q` and sets the alpha, fill and stroke of a paint.
    private mutating func setUpPaint(fill: Paint?, stroke: Stroke?, opacity: Double, box: SceneRect?) {
        content.raw("q\n")
        let fillAlpha = fill.map { Self.alpha(of: $0) * opacity } ?? 1
        let strokeAlpha = stroke.map { Self.alpha(of: $0.paint) * opacity } ?? 1
        if fillAlpha < 0.9995 || strokeAlpha < 0.9995 {
            content.ascii("/\(alphaState(fill: fillAlpha, stroke: strokeAlpha)) gs\n")
        }
        if let fill { setFill(fill, opacity: opacity, box: box) }
        if let stroke {
            setStroke(stroke.paint, box: box)
            writeStrokeStyle(stroke)
        }
    }

    private mutating func writeStrokeStyle(_ stroke: Stroke) {
        content.number(stroke.width); content.raw(" w\n")
        switch stroke.cap {
        case .butt: break
        case .round: content.raw("1 J\n")
        case .square: content.raw("2 J\n")
        }
        switch stroke.join {
        case .miter:
            let limit = stroke.miterLimit.isFinite ? max(1, stroke.miterLimit) : 10
            if limit != 10 { content.number(limit); content.raw(" M\n") }
        case .round: content.raw("1 j\n")
        case .bevel: content.raw("2 j\n")
        }
        // Dashes only when they make a pattern: finite, not negative, not all zero.
        let dash = stroke.dash
        if !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.contains(where: { $0 > 0 }) {
            content.raw("[")
            for (i, d) in dash.enumerated() { if i > 0 { content.byte(0x20) }; content.number(d) }
            content.raw("] ")
            content.number(stroke.dashPhase.isFinite ? stroke.dashPhase : 0)
            content.raw(" d\n")
        }
    }

    static func isGradient(_ paint: Paint?) -> Bool {
        if case .linearGradient? = paint { return true }
        return false
    }
}
