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

        out.raw("<path")
        writeSemantics(shape.semantics)
        writePaint(fill, "fill", opacityName: "fill-opacity")
        if let stroke, !isNone(strokePaint) {
            writePaint(strokePaint, "stroke", opacityName: "stroke-opacity")
            writeStrokeStyle(stroke)
        }
        writeOpacity(shape.opacity)
        out.raw(" d=\"")
        SVGPathData.write(shape.path, to: &out)
        out.raw("\"/>\n")
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
