import ChartScene

extension Canvas {
    /// The widest and tallest polygon, in pixels, that ``fillSmallPolygon(_:color:)`` takes.
    static let smallPolygonSide = 48

    /// Fills one small polygon (device pixels) with an opaque-or-not solid colour and no mask, as
    /// a 3D surface's thousands of cells are: the scanline stage's exact-area accumulation (the
    /// same sums, edge by edge, in the same order, so the same coverage) into a scratch grid the
    /// size of the polygon's box, summed and blended row by row with no blocks to track and no
    /// calls per row. Each row is read only between the first and last cells its edges touched
    /// (a surface's cells are slanted and slender: on the 100 × 100 surface these spans are half
    /// of the boxes' pixels); left of them the sum is zero, and right of them it is back to zero,
    /// the polygon being closed. Returns false, having drawn nothing, when the polygon is larger
    /// than ``smallPolygonSide`` or not wholly inside the target; the general path then draws it.
    mutating func fillSmallPolygon(_ contours: Contours, color: PremultipliedColor) -> Bool {
        guard contours.ends.count == 1, let b = contours.bounds else { return false }
        let r = IntRect.covering(minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY)
        let bounds = self.bounds
        guard !r.isEmpty, r.width <= Self.smallPolygonSide, r.height <= Self.smallPolygonSide,
              r.x0 >= bounds.x0, r.y0 >= bounds.y0, r.x1 <= bounds.x1, r.y1 <= bounds.y1 else { return false }
        let w = r.width, h = r.height, stride = w + 2
        if smallCells.count < stride * Self.smallPolygonSide { smallCells = [Float](repeating: 0, count: (Self.smallPolygonSide + 2) * Self.smallPolygonSide) }
        if smallSpans.count < 2 * Self.smallPolygonSide { smallSpans = [Int32](repeating: 0, count: 2 * Self.smallPolygonSide) }
        let ox = Double(r.x0), oy = Double(r.y0), wd = Double(w)
        let width = target.width, originX = self.originX, originY = self.originY
        let cr = Int(color.r), cg = Int(color.g), cb = Int(color.b), ca = Int(color.a)
        let opaque = ca == 255, word = Blitter.word(color), lanes = Self.lanes(UInt32(littleEndian: word))
        var pixmap = target
        target = Pixmap(width: 0, height: 0)  // keep the pixels uniquely referenced
        smallSpans.withUnsafeMutableBufferPointer { spansBuffer in
        smallCells.withUnsafeMutableBufferPointer { cellsBuffer in
            let cells = cellsBuffer.baseAddress!, spans = spansBuffer.baseAddress!
            // Each row's first and last touched cell, empty (first past last) until an edge crosses it.
            for y in 0..<h { spans[2 * y] = Int32(stride); spans[2 * y + 1] = -1 }
            contours.points.withUnsafeBufferPointer { points in
                var prev = points[points.count - 1]
                for p in points {
                    Self.accumulate(prev.x - ox, prev.y - oy, p.x - ox, p.y - oy, w: wd, cells: cells, stride: stride, spans: spans)
                    prev = p
                }
            }
            pixmap.pixels.withUnsafeMutableBufferPointer { px in
                for y in 0..<h {
                    let first = Int(spans[2 * y]), last = Int(spans[2 * y + 1])
                    guard first <= last else { continue }
                    let row = cells + y * stride
                    let out = UnsafeMutableRawPointer(px.baseAddress! + ((r.y0 + y - originY) * width + (r.x0 - originX)) * 4)
                    var acc: Float = 0
                    var x = first
                    let end = min(last + 1, w)
                    while x < end {
                        acc += row[x]
                        row[x] = 0
                        // The non-zero rule's coverage byte, as the general sweep works it out.
                        let c = Int(CoverageAccumulator.coverage(acc, .nonZero))
                        defer { x += 1 }
                        if c == 0 { continue }
                        if c == 255 && opaque {
                            out.storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
                            // Cells no edge touched leave the sum, so the colour, as it is.
                            while x + 1 < end && row[x + 1] == 0 {
                                x += 1
                                out.storeBytes(of: word, toByteOffset: x * 4, as: UInt32.self)
                            }
                        } else if c == 255 {
                            Blitter.over(cr, cg, cb, ca, at: out.assumingMemoryBound(to: UInt8.self) + x * 4)
                        } else {
                            let dst = UInt32(littleEndian: out.load(fromByteOffset: x * 4, as: UInt32.self))
                            out.storeBytes(of: Self.over(lanes, coverage: c, onto: dst).littleEndian, toByteOffset: x * 4, as: UInt32.self)
                        }
                    }
                    // Cells at and past the box's right side take the sum back to zero.
                    x = max(first, w)
                    while x <= last { row[x] = 0; x += 1 }
                }
            }
        }
        }
        target = pixmap
        return true
    }

    /// A pixel's four bytes (r, g, b, a from the lowest) spread into 16-bit lanes of a word:
    /// r and b in the low half, g and a in the high half.
    @inline(__always)
    static func lanes(_ w: UInt32) -> UInt64 {
        UInt64(w & 0x00FF_00FF) | UInt64((w >> 8) & 0x00FF_00FF) << 32
    }

    /// ``Blitter/div255(_:)`` in each 16-bit lane of `x`, whose lanes are at most 255 × 255.
    @inline(__always)
    static func div255Lanes(_ x: UInt64) -> UInt64 {
        let mask: UInt64 = 0x00FF_00FF_00FF_00FF
        let t = x &+ 0x0080_0080_0080_0080
        return ((t &+ ((t >> 8) & mask)) >> 8) & mask
    }

    /// The premultiplied colour in `source` lanes at coverage `c` (below 255) over the pixel
    /// `dst`: Blitter.over of the colour scaled by the coverage, every channel at once, the
    /// same bytes (each sum stays within 255, as premultiplied channels do not exceed alpha).
    @inline(__always)
    static func over(_ source: UInt64, coverage c: Int, onto dst: UInt32) -> UInt32 {
        let s = div255Lanes(source &* UInt64(c))
        let inverse = 255 &- (s >> 48) & 0xFF
        let out = s &+ div255Lanes(lanes(dst) &* inverse)
        return UInt32(truncatingIfNeeded: out & 0x00FF_00FF) | UInt32(truncatingIfNeeded: (out >> 32) & 0x00FF_00FF) << 8
    }

    /// `v` rounded down, for `v` in 0..<2^51 (a small polygon's grid coordinates): adding 2^52
    /// leaves `v` rounded to the nearest whole number in the sum's low bits, one less when that
    /// rounded up. No range checks, where ``Int/init(saturating:nan:)`` has several.
    @inline(__always)
    static func floorSmall(_ v: Double) -> Int {
        let big = 4_503_599_627_370_496.0  // 2^52
        let m = v + big
        let n = Int(truncatingIfNeeded: m.bitPattern & 0xF_FFFF_FFFF_FFFF)
        return m - big > v ? n - 1 : n
    }

    /// Accumulates one edge lying inside the grid (font-rs's `draw_line`), the sums of
    /// ``CoverageAccumulator``'s general case, widening each row's span of touched cells. An
    /// edge that stays within one column of cells (the steep sides of a surface's slender cells)
    /// adds its two cells a row without working out where it starts and ends in each row, as
    /// the general accumulator's column case does, with the same sums.
    @inline(__always)
    private static func accumulate(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, w: Double,
                                   cells: UnsafeMutablePointer<Float>, stride: Int, spans: UnsafeMutablePointer<Int32>) {
        if y0 == y1 { return }
        let dir: Double = y0 < y1 ? 1 : -1
        let (ax, ay, bx, by) = y0 < y1 ? (x0, y0, x1, y1) : (x1, y1, x0, y0)
        let dxdy = (bx - ax) / (by - ay)
        var x = ax
        // The grid's coordinates are at least 0 (the box starts at the polygon's least x and y).
        var rowEnd = floorSmall(max(0, by))
        if Double(rowEnd) < by { rowEnd += 1 }
        var y = floorSmall(max(0, ay))
        let lo = min(ax, bx), hi = max(ax, bx)
        let column = floorSmall(max(0, lo))
        let columnX = Double(column)
        // Strictly inside the column, as the general accumulator asks, so that rounding in the
        // steps cannot carry x out of it.
        if lo - columnX >= 1e-9 && columnX + 1 - hi >= 1e-9 && column + 1 < stride {
            // Rows wholly crossed have dy = 1, as the general formula would give, without working it out.
            let fullFrom = Double(y) < ay ? y + 1 : y
            let fullTo = Double(rowEnd) > by ? rowEnd - 1 : rowEnd
            let first = Int32(truncatingIfNeeded: column), last = first + 1
            var cell = cells + y * stride + column
            while y < rowEnd {
                let dy = y >= fullFrom && y < fullTo ? 1 : min(Double(y + 1), by) - max(Double(y), ay)
                let xnext = x + dxdy * dy
                let d = dy * dir
                let xmf = 0.5 * (x + xnext) - columnX
                cell[0] += Float(d - d * xmf)
                cell[1] += Float(d * xmf)
                spans[2 * y] = min(spans[2 * y], first)
                spans[2 * y + 1] = max(spans[2 * y + 1], last)
                cell += stride
                x = xnext
                y += 1
            }
            return
        }
        while y < rowEnd {
            let row = cells + y * stride
            let dy = min(Double(y + 1), by) - max(Double(y), ay)
            let xnext = min(max(x + dxdy * dy, 0), w)
            let d = dy * dir
            let (first, last) = CoverageAccumulator.addRow(row, from: x, to: xnext, d: d)
            spans[2 * y] = min(spans[2 * y], Int32(truncatingIfNeeded: first))
            spans[2 * y + 1] = max(spans[2 * y + 1], Int32(truncatingIfNeeded: last))
            x = xnext
            y += 1
        }
    }
}
