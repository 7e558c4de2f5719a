import ChartScene

extension PDFPageBuilder {
    /// Writes a shape: its path, then `f`, `S` or `B` with the fill and stroke set up inside
    /// `q`/`Q`. The shape's opacity multiplies each paint's alpha. Shapes with a non-finite
    /// opacity, or whose path draws nothing, are left out.
    mutating func write(_ shape: SceneShape) {
        guard shape.opacity.isFinite else { return }
        let opacity = min(max(shape.opacity, 0), 1)
        let stroke = shape.stroke.flatMap { $0.width.isFinite && $0.width > 0 ? $0 : nil }
        let fills = Self.isVisible(shape.fill), strokes = stroke.map { Self.isVisible($0.paint) } ?? false
        guard opacity > 0, fills || strokes else { return }
        var path = PDFBytes()
        guard PDFPath.write(shape.path, to: &path) else { return }
        let needsBox = Self.isGradient(shape.fill) || Self.isGradient(stroke?.paint)
        let box = needsBox ? shape.path.controlPointBounds : nil
        content.raw("q\n")
        let fillAlpha = fills ? Self.alpha(of: shape.fill!) * opacity : 1
        let strokeAlpha = strokes ? Self.alpha(of: stroke!.paint) * opacity : 1
        if fillAlpha < 0.9995 || strokeAlpha < 0.9995 {
            content.ascii("/\(alphaState(fill: fillAlpha, stroke: strokeAlpha)) gs\n")
        }
        if fills { setFill(shape.fill!, opacity: opacity, box: box) }
        if strokes, let stroke {
            setStroke(stroke.paint, box: box)
            writeStrokeStyle(stroke)
        }
        content.append(path.bytes)
        content.raw(fills && strokes ? "B\n" : fills ? "f\n" : "S\n")
        content.raw("Q\n")
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
