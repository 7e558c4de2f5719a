import ChartScene

extension PDFPageBuilder {
    /// Whether a paint would show at all.
    static func isVisible(_ paint: Paint?) -> Bool {
        switch paint {
        case nil: return false
        case .color(let c)?: return c.alpha.isFinite && c.alpha > 0.0005
        case .linearGradient(let g)?: return !g.stops.isEmpty
        }
    }

    /// The alpha a paint carries by itself: a colour's, or a gradient's strongest stop (the
    /// stops' own alphas are not varied across a gradient).
    static func alpha(of paint: Paint) -> Double {
        switch paint {
        case .color(let c): return c.alpha.isFinite ? min(max(c.alpha, 0), 1) : 0
        case .linearGradient(let g):
            return g.stops.map { $0.color.alpha.isFinite ? min(max($0.color.alpha, 0), 1) : 0 }.max() ?? 1
        }
    }

    mutating func setFill(_ paint: Paint, opacity: Double, box: SceneRect?) {
        switch paint {
        case .color(let c):
            writeColor(c); content.raw("rg\n")
        case .linearGradient(let g):
            guard let name = pattern(for: g, box: box) else { writeColor(paint.representativeColor); content.raw("rg\n"); return }
            content.ascii("/Pattern cs /\(name) scn\n")
        }
    }

    mutating func setStroke(_ paint: Paint, box: SceneRect?) {
        switch paint {
        case .color(let c):
            writeColor(c); content.raw("RG\n")
        case .linearGradient(let g):
            guard let name = pattern(for: g, box: box) else { writeColor(paint.representativeColor); content.raw("RG\n"); return }
            content.ascii("/Pattern CS /\(name) SCN\n")
        }
    }

    mutating func writeColor(_ c: RGBA) {
        func level(_ v: Double) -> Double { (min(max(v.isNaN ? 0 : v, 0), 1) * 1000).rounded() / 1000 }
        content.numbers(level(c.red), level(c.green), level(c.blue))
    }

    /// An axial shading pattern for the gradient on a shape whose bounds are `box`.
    ///
    /// As in SVG's object bounding box units, the gradient is laid out in the unit square and
    /// the square mapped onto the box, so its stripes skew with the box's aspect ratio; on a
    /// box without area it is laid out in user space. The pattern's matrix includes the
    /// transform in force, since patterns live in the stream's default space.
    private mutating func pattern(for g: LinearGradientPaint, box: SceneRect?) -> String? {
        pattern(for: g, box: box, base: ctm)
    }

    /// The name of a new colour pattern for `g` on `box`, its matrix starting from `base`.
    mutating func pattern(for g: LinearGradientPaint, box: SceneRect?, base: SceneTransform) -> String? {
        guard let number = shadingPattern(for: g, box: box, base: base, alpha: false) else { return nil }
        let name = "P\(patterns.count + 1)"
        patterns[name] = number
        return name
    }

    /// The pattern object for `g` on `box`, its matrix starting from `base`; with `alpha`, a
    /// gray shading of the stops' alphas (for a soft mask) instead of their colours.
    mutating func shadingPattern(for g: LinearGradientPaint, box: SceneRect?, base: SceneTransform, alpha: Bool) -> Int? {
        guard !g.stops.isEmpty, [g.start.x, g.start.y, g.end.x, g.end.y].allSatisfy(\.isFinite),
              let box, box.x.isFinite, box.y.isFinite, box.width.isFinite, box.height.isFinite else { return nil }
        var start = g.start, end = g.end
        var matrix = base
        if box.width == 0 || box.height == 0 {
            start = ScenePoint(box.x + start.x * box.width, box.y + start.y * box.height)
            end = ScenePoint(box.x + end.x * box.width, box.y + end.y * box.height)
        } else {
            matrix = base.concatenating(SceneTransform(a: box.width, b: 0, c: 0, d: box.height, tx: box.x, ty: box.y))
        }
        var body = PDFBytes()
        body.raw("<</PatternType 2 /Matrix [")
        body.numbers(matrix.a, matrix.b, matrix.c, matrix.d, matrix.tx); body.number(matrix.ty)
        body.raw(alpha ? "] /Shading <</ShadingType 2 /ColorSpace /DeviceGray /Coords [" : "] /Shading <</ShadingType 2 /ColorSpace /DeviceRGB /Coords [")
        body.numbers(start.x, start.y, end.x); body.number(end.y)
        body.raw("] /Function ")
        body.append(Self.function(for: g.stops, alpha: alpha).bytes)
        body.raw(" /Extend [true true]>>>>")
        return file.add(body)
    }

    /// The colour function over 0...1: one exponential (linear) segment per pair of stops,
    /// stitched; the first and last colours hold before the first stop and after the last.
    static func function(for rawStops: [GradientStop], alpha: Bool = false) -> PDFBytes {
        var stops: [(Double, RGBA)] = []
        for stop in rawStops {
            let location = stop.location.isFinite ? min(max(stop.location, 0), 1) : 0
            stops.append((max(location, stops.last?.0 ?? 0), stop.color))
        }
        if let first = stops.first, first.0 > 0 { stops.insert((0, first.1), at: 0) }
        if let last = stops.last, last.0 < 1 { stops.append((1, last.1)) }
        if stops.count == 1 { stops.append((1, stops[0].1)) }
        func segment(_ a: RGBA, _ b: RGBA) -> String {
            func c(_ v: RGBA) -> String {
                (alpha ? [v.alpha] : [v.red, v.green, v.blue]).map { PDFNumber.string((min(max($0.isNaN ? 0 : $0, 0), 1) * 1000).rounded() / 1000) }
                    .joined(separator: " ")
            }
            return "<</FunctionType 2 /Domain [0 1] /C0 [\(c(a))] /C1 [\(c(b))] /N 1>>"
        }
        var out = PDFBytes()
        if stops.count == 2 {
            out.ascii(segment(stops[0].1, stops[1].1))
            return out
        }
        let pieces = (0..<stops.count - 1).map { segment(stops[$0].1, stops[$0 + 1].1) }
        let bounds = stops.dropFirst().dropLast().map { PDFNumber.string($0.0) }
        let encode = Array(repeating: "0 1", count: pieces.count)
        out.ascii("<</FunctionType 3 /Domain [0 1] /Functions [\(pieces.joined(separator: " "))]"
                  + " /Bounds [\(bounds.joined(separator: " "))] /Encode [\(encode.joined(separator: " "))]>>")
        return out
    }
}
