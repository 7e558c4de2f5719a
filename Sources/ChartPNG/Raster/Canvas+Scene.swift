import ChartScene

extension Canvas {
    /// Draws nodes in order under the transform `ctm` (user space to device pixels), clipped by `mask`.
    mutating func draw(_ nodes: [SceneNode], ctm: SceneTransform, mask: Mask?) {
        for node in nodes {
            switch node {
            case .group(let g): draw(g, ctm: ctm, mask: mask)
            case .shape(let s): draw(s, ctm: ctm, mask: mask)
            case .text(let t): draw(t, ctm: ctm, mask: mask)
            case .image(let i): draw(i, ctm: ctm, mask: mask)
            }
        }
    }

    /// A group: its clips become a mask, and an opacity below 1 draws the children into a
    /// layer of their own that is then composited at that opacity, as SVG's group opacity is.
    mutating func draw(_ group: SceneGroup, ctm parent: SceneTransform, mask parentMask: Mask?) {
        guard group.opacity.isFinite, group.transform.isFiniteTransform, !group.children.isEmpty else { return }
        let opacity = min(1, group.opacity)
        guard opacity >= 0.005 else { return }
        let ctm = parent.concatenating(group.transform)
        var mask = parentMask
        if let clip = group.clip {
            let r = clip.standardized
            guard r.x.isFinite, r.y.isFinite, r.width.isFinite, r.height.isFinite else { return }
            let contours = ScenePath.rect(r).applying(ctm)
            mask = self.mask(PathFlattener.flatten(contours, tolerance: options.tolerance).contours, outer: mask)
        }
        // Within a bar or rectangle mark's group (a heat map's picture clipped to its cells), clip
        // rectangles snap to pixels as the mark's own rectangles do.
        let snaps = snapsClips || group.semantics.classes.map { Self.isSnappedMark($0) } == true
        if let clipPath = group.clipPath {
            let lines = PathFlattener.flatten(clipPath, tolerance: options.tolerance / ctm.maximumScale)
            let contours = lines.contours.applying(ctm)
            mask = self.mask(snaps ? Self.snappedRectangles(contours) : contours, outer: mask)
        }
        if let mask, mask.bounds.isEmpty { return }
        let outerSnaps = snapsClips
        snapsClips = snaps
        defer { snapsClips = outerSnaps }
        guard opacity < 0.995 else { draw(group.children, ctm: ctm, mask: mask); return }
        let area = mask?.bounds ?? bounds
        withLayer(opacity: opacity, area: area) { $0.draw(group.children, ctm: ctm, mask: mask) }
    }

    /// Draws `body` into a transparent layer covering `area` (device pixels), then composites
    /// the layer at `opacity`.
    mutating func withLayer(opacity: Double, area: IntRect, _ body: (inout Canvas) -> Void) {
        let area = area.intersection(bounds)
        guard !area.isEmpty else { return }
        let saved = target, savedOrigin = (x: originX, y: originY)
        target = Pixmap(width: area.width, height: area.height)
        originX = area.x0; originY = area.y0
        body(&self)
        let layer = target
        target = saved
        originX = savedOrigin.x; originY = savedOrigin.y
        Blitter.composite(layer, at: (area.x0, area.y0), opacity: opacity, rect: area, onto: &target, at: savedOrigin)
    }

    /// A shape: its fill, then its stroke. With both and an opacity below 1 the two are
    /// composited together, as SVG's `opacity` on a path is.
    mutating func draw(_ shape: SceneShape, ctm: SceneTransform, mask: Mask?) {
        guard shape.opacity.isFinite else { return }
        let opacity = min(1, max(0, shape.opacity))
        guard opacity >= 0.005 else { return }
        if fillSimplePolygon(shape, opacity: opacity, ctm: ctm, mask: mask) { return }
        let tolerance = options.tolerance / ctm.maximumScale
        let lines = PathFlattener.flatten(shape.path, tolerance: tolerance)
        guard lines.count > 0 else { return }
        let stroke = shape.stroke.flatMap { $0.width.isFinite && $0.width > 0 ? $0 : nil }
        let box = Self.box(of: shape.path, lines: lines)
        func shaders(_ opacity: Double) -> (fill: Shader?, stroke: Shader?) {
            (shape.fill.flatMap { Shader.make($0, opacity: opacity, box: box.box, zeroAreaBox: box.zeroArea, ctm: ctm) },
             stroke.flatMap { Shader.make($0.paint, opacity: opacity, box: box.box, zeroAreaBox: box.zeroArea, ctm: ctm) })
        }
        // Paint at full strength when fill and stroke share a layer, else with the opacity folded in.
        var (fillShader, strokeShader) = shaders(1)
        let both = fillShader != nil && strokeShader != nil && opacity < 0.995
        if !both && opacity < 0.995 { (fillShader, strokeShader) = shaders(opacity) }
        var fillContours = fillShader == nil ? nil : lines.contours(applying: ctm)
        // Bars and rectangles that meet (the segments of a stack) meet on a pixel's edge, so that
        // no background shows through the seam between them.
        if stroke == nil, let c = fillContours, let classes = shape.semantics.classes, Self.isSnappedMark(classes) {
            fillContours = Self.snappedRectangles(c)
        }
        let strokeContours = stroke.flatMap { s in strokeShader == nil ? nil : Self.outline(lines, stroke: s, tolerance: tolerance).applying(ctm) }
        if both, fillContours != nil, strokeContours != nil, fillShader != nil, strokeShader != nil {
            // Fill and stroke meet in a layer just large enough for both.
            let regions = [region(of: fillContours!, mask: mask), region(of: strokeContours!, mask: mask)].compactMap { $0 }
            guard let first = regions.first else { return }
            let area = regions.dropFirst().reduce(first) { $0.union($1) }
            withLayer(opacity: opacity, area: area) { canvas in
                canvas.fill(fillContours!, rule: .nonZero, shader: fillShader!, mask: mask)
                canvas.fill(strokeContours!, rule: .nonZero, shader: strokeShader!, mask: mask)
            }
            return
        }
        if let fillContours, let fillShader { fill(fillContours, rule: .nonZero, shader: fillShader, mask: mask) }
        if let strokeContours, let strokeShader { fill(strokeContours, rule: .nonZero, shader: strokeShader, mask: mask) }
    }

    /// The common case of many small faces (a 3D surface's cells, a symbol's sides): one straight,
    /// finite subpath filled with a solid colour, opaque and unstroked, outside the marks whose
    /// rectangles are snapped. Its points go to the scanline stage as they are, skipping the
    /// flattener and the gradient box, which draw the same pixels for such a path. Returns false,
    /// having drawn nothing, for any other shape.
    private mutating func fillSimplePolygon(_ shape: SceneShape, opacity: Double, ctm: SceneTransform, mask: Mask?) -> Bool {
        guard opacity >= 0.995, case .color(let color)? = shape.fill else { return false }
        if let s = shape.stroke, s.width.isFinite, s.width > 0 { return false }
        let elements = shape.path.elements
        guard elements.count >= 3, elements.count <= 64, case .move(let first) = elements[0], first.isFinitePoint else { return false }
        if let classes = shape.semantics.classes, Self.isSnappedMark(classes) { return false }
        polygonScratch.points.removeAll(keepingCapacity: true)
        polygonScratch.ends.removeAll(keepingCapacity: true)
        polygonScratch.points.append(ctm.apply(first))
        for (i, element) in elements.enumerated().dropFirst() {
            switch element {
            case .line(let p):
                guard p.isFinitePoint else { return false }
                polygonScratch.points.append(ctm.apply(p))
            case .closeSubpath:
                guard i == elements.count - 1 else { return false }
            default:
                return false
            }
        }
        guard let shader = Shader.solid(color, opacity: 1) else { return true }
        polygonScratch.close()
        guard !polygonScratch.isEmpty else { return true }
        let contours = polygonScratch
        if mask == nil, case .solid(let c) = shader, fillSmallPolygon(contours, color: c) { return true }
        fill(contours, rule: .nonZero, shader: shader, mask: mask)
        return true
    }

    /// Whether `classes` names a bar or a rectangle mark, whose edges are snapped to pixels: their
    /// bytes compared, as a 3D surface asks it of each of its thousands of cells.
    static func isSnappedMark(_ classes: String) -> Bool {
        var classes = classes
        return classes.withUTF8 { u in
            guard u.count >= 8, u[0] == 0x6D, u[5] == 0x62 || u[5] == 0x72 else { return false }  // "m", "b" or "r"
            return u.starts(with: snappedBar) || u.starts(with: snappedRectangle)
        }
    }

    private static let snappedBar = Array("mark bar".utf8)
    private static let snappedRectangle = Array("mark rectangle".utf8)

    /// Contours with each axis-aligned rectangle's edges moved to the nearest pixel boundary, in
    /// each direction where it is at least a pixel across (thinner ones keep their partial
    /// coverage, so that they do not vanish or grow). Two rectangles sharing an edge then share it
    /// exactly: anti-aliasing each alone would let a line of background through where they meet.
    static func snappedRectangles(_ contours: Contours) -> Contours {
        var out = contours
        var start = 0
        for end in contours.ends {
            defer { start = end }
            guard end - start == 4 else { continue }
            let p = Array(contours.points[start..<end])
            let horizontalFirst = p[0].y == p[1].y && p[1].x == p[2].x && p[2].y == p[3].y && p[3].x == p[0].x
            let verticalFirst = p[0].x == p[1].x && p[1].y == p[2].y && p[2].x == p[3].x && p[3].y == p[0].y
            guard horizontalFirst || verticalFirst else { continue }
            let xs = (min(p[0].x, p[2].x), max(p[0].x, p[2].x)), ys = (min(p[0].y, p[2].y), max(p[0].y, p[2].y))
            // Rounded ends that stay apart: the rectangle keeps at least a pixel.
            let snappedX = xs.1 - xs.0 >= 1 && xs.1.isFinite && xs.0.isFinite && xs.1.rounded() > xs.0.rounded()
            let snappedY = ys.1 - ys.0 >= 1 && ys.1.isFinite && ys.0.isFinite && ys.1.rounded() > ys.0.rounded()
            for i in start..<end {
                var q = out.points[i]
                if snappedX { q.x = q.x.rounded() }
                if snappedY { q.y = q.y.rounded() }
                out.points[i] = q
            }
        }
        return out
    }

    /// The outline of `lines` stroked (and dashed) as `stroke` says, in user space.
    static func outline(_ lines: Polylines, stroke: Stroke, tolerance: Double) -> Contours {
        let dashed = Dasher(dash: stroke.dash, phase: stroke.dashPhase)?.dash(lines) ?? lines
        let stroker = Stroker(width: stroke.width, cap: stroke.cap, join: stroke.join,
                              miterLimit: stroke.miterLimit, tolerance: tolerance)
        return stroker.stroke(dashed)
    }

    /// The box a gradient is laid out in: the shape's geometry bounds, or, when its control
    /// points span no area, those points' bounds (where the SVG writer switches to user space).
    static func box(of path: ScenePath, lines: Polylines) -> (box: SceneRect, zeroArea: Bool) {
        let control = path.controlPointBounds
        if control.width == 0 || control.height == 0 { return (control, true) }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for p in lines.points {
            minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
        }
        guard minX < maxX, minY < maxY else { return (control, true) }
        return (SceneRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY), false)
    }
}
