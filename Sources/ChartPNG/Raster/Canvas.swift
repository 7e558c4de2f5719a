import ChartScene

/// The working state of one render: the pixmap being drawn (the picture, or a group's layer),
/// and the buffers the stages reuse from shape to shape so that nothing is allocated per pixel.
struct Canvas {
    /// The pixmap being drawn; its pixel (0, 0) is device pixel (originX, originY), so a
    /// layer need only be as large as what is drawn into it.
    var target: Pixmap
    var originX = 0, originY = 0
    /// Whether group clip paths snap to pixels: inside a bar or rectangle mark's group.
    var snapsClips = false
    let options: RasterOptions
    private var accumulator = CoverageAccumulator()
    var coverage: [UInt8] = []
    var blitter = Blitter()
    /// The points of the last simple polygon filled, kept to reuse their storage.
    var polygonScratch = Contours()
    /// The coverage grid of ``fillSmallPolygon(_:color:)``, left zeroed after each polygon.
    var smallCells: [Float] = []
    /// Each row's first and last touched cell in ``smallCells``, two per row.
    var smallSpans: [Int32] = []

    init(width: Int, height: Int, background: PremultipliedColor = .clear, options: RasterOptions) {
        target = background.a == 0 ? Pixmap(width: width, height: height) : Pixmap(width: width, height: height, color: background)
        self.options = options
    }

    /// The device pixels the target holds.
    var bounds: IntRect { IntRect(x0: originX, y0: originY, x1: originX + target.width, y1: originY + target.height) }

    /// The pixels `contours` may touch, cut to the picture and the mask.
    func region(of contours: Contours, mask: Mask?) -> IntRect? {
        guard let b = contours.bounds else { return nil }
        var r = IntRect.covering(minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY).intersection(bounds)
        if let mask { r = r.intersection(mask.bounds) }
        return r.isEmpty ? nil : r
    }

    /// Fills device-space contours with `shader`, cut by `mask`.
    mutating func fill(_ contours: Contours, rule: FillRule, shader: Shader, mask: Mask?) {
        guard let r = region(of: contours, mask: mask) else { return }
        if let rect = Self.axisAlignedRect(contours) {
            fillRect(rect, region: r, shader: shader, mask: mask)
            return
        }
        accumulator.reset(r)
        accumulator.add(contours)
        var blitter = self.blitter
        var target = self.target
        let ox = originX, oy = originY
        self.target = Pixmap(width: 0, height: 0)  // keep the pixels uniquely referenced
        accumulator.sweep(rule, coverage: &coverage, row: { y, x0, row in
            blitter.blend(y: y, x0: x0, coverage: row, shader: shader, mask: mask, into: &target, originX: ox, originY: oy)
        }, span: { y, x0, count, c in
            blitter.blendSpan(y: y, x0: x0, count: count, coverage: c, shader: shader, mask: mask, into: &target, originX: ox, originY: oy)
        })
        self.target = target
        self.blitter = blitter
    }

    /// The coverage of device-space contours as a mask, cut by `outer`.
    mutating func mask(_ contours: Contours, outer: Mask?) -> Mask {
        guard let r = region(of: contours, mask: outer) else {
            return Mask(bounds: IntRect(x0: 0, y0: 0, x1: 0, y1: 0))
        }
        var mask = Mask(bounds: r)
        accumulator.reset(r)
        accumulator.add(contours)
        accumulator.sweep(.nonZero, coverage: &coverage, row: { y, x0, row in
            mask.set(y: y, x0: x0, coverage: row)
        }, span: { y, x0, count, c in
            mask.set(y: y, x0: x0, count: count, coverage: c)
        })
        if let outer { mask.intersect(outer) }
        return mask
    }
}
