import ChartScene

/// A picture of cells (``SceneImage``) painted straight into pixels: no path is filled. Along each
/// axis where a cell is at least a device pixel across, each pixel takes the cell under its centre
/// (the cells' shared edges fall on pixel boundaries, as the rasterizer snaps the edges of
/// rectangles that meet); where cells are thinner than a pixel, each pixel takes the cells it
/// covers in proportion to the area each covers, as anti-aliasing their rectangles does. On the
/// image's outer edges a pixel is covered by the share of it the image covers, against whatever
/// lies below.
extension Canvas {
    mutating func draw(_ image: SceneImage, ctm: SceneTransform, mask: Mask?) {
        guard image.isDrawable else { return }
        let opacity = min(1, max(0, image.opacity))
        guard opacity >= 0.005 else { return }
        // Only a transform that scales each axis without turning or flipping maps cells to pixel
        // lattices; any other draws the cells as rectangles.
        guard ctm.b == 0, ctm.c == 0, ctm.a > 0, ctm.d > 0, ctm.isFiniteTransform else {
            for shape in image.cellShapes() { draw(shape, ctm: ctm, mask: mask) }
            return
        }
        let x0 = ctm.a * image.rect.minX + ctm.tx, x1 = ctm.a * image.rect.maxX + ctm.tx
        let y0 = ctm.d * image.rect.minY + ctm.ty, y1 = ctm.d * image.rect.maxY + ctm.ty
        guard x0.isFinite, x1.isFinite, y0.isFinite, y1.isFinite, x1 > x0, y1 > y0 else { return }
        var area = IntRect.covering(minX: x0, minY: y0, maxX: x1, maxY: y1).intersection(bounds)
        if let mask { area = area.intersection(mask.bounds) }
        guard !area.isEmpty else { return }
        let across = CellTaps(from: x0, to: x1, cells: image.columns, pixels: area.x0..<area.x1)
        let down = CellTaps(from: y0, to: y1, cells: image.rows, pixels: area.y0..<area.y1)
        let width = area.width, columns = image.columns
        // Each cell row the picture needs, spread over the pixel columns (premultiplied, 0...255
        // per unit of coverage), kept while the pixel rows still need it.
        let ring = down.maximumTaps + 1
        var rowsStore = [Float](repeating: 0, count: ring * width * 4)
        var rowOfStore = [Int](repeating: -1, count: ring)
        var sumStore = [Float](repeating: 0, count: width * 4)
        let scale = Float(opacity)
        let (originX, originY, targetWidth) = (self.originX, self.originY, target.width)
        // Read and written through pointers: a million cells pass through these loops.
        withUnsafeBuffers(image.pixels, across, down, &rowsStore, &rowOfStore, &sumStore) { cells, across, down, rows, rowOf, sum in
            for py in area.y0..<area.y1 {
                let t = py - area.y0
                for k in 0..<(width * 4) { sum[k] = 0 }
                var covered = false
                for tap in down.start[t]..<down.start[t + 1] {
                    let j = down.cell[tap], wy = down.weight[tap]
                    guard wy > 0 else { continue }
                    covered = true
                    let slot = j % ring
                    if rowOf[slot] != j {
                        rowOf[slot] = j
                        let base = slot * width * 4, line = j * columns * 4
                        for px in 0..<width {
                            var r: Float = 0, g: Float = 0, b: Float = 0, a: Float = 0
                            for h in across.start[px]..<across.start[px + 1] {
                                let o = line + across.cell[h] * 4
                                let alpha = Float(cells[o + 3]), w = across.weight[h] * alpha / 255
                                r += w * Float(cells[o]); g += w * Float(cells[o + 1]); b += w * Float(cells[o + 2]); a += w * 255
                            }
                            rows[base + px * 4] = r; rows[base + px * 4 + 1] = g; rows[base + px * 4 + 2] = b; rows[base + px * 4 + 3] = a
                        }
                    }
                    let base = slot * width * 4
                    for k in 0..<(width * 4) { sum[k] += wy * rows[base + k] }
                }
                guard covered else { continue }
                let maskRow = mask?.row(py)
                let rowStart = ((py - originY) * targetWidth + (area.x0 - originX)) * 4
                target.pixels.withUnsafeMutableBufferPointer { dst in
                    for px in 0..<width {
                        var s = scale
                        if let maskRow { s *= Float(maskRow.value(at: area.x0 + px)) / 255 }
                        let sa = min(255, sum[px * 4 + 3] * s)
                        guard sa > 0 else { continue }
                        let keep = 1 - sa / 255, o = rowStart + px * 4
                        for c in 0..<3 {
                            let v = min(255, sum[px * 4 + c] * s) + Float(dst[o + c]) * keep
                            dst[o + c] = UInt8(saturating: v + 0.5)
                        }
                        dst[o + 3] = UInt8(saturating: sa + Float(dst[o + 3]) * keep + 0.5)
                    }
                }
            }
        }
    }
}

/// The buffers of a picture's cells, its taps along each axis and the scratch rows, for the span
/// of `body`.
private func withUnsafeBuffers(_ cells: [UInt8], _ across: CellTaps, _ down: CellTaps, _ rows: inout [Float],
                               _ rowOf: inout [Int], _ sum: inout [Float],
                               _ body: (UnsafeBufferPointer<UInt8>, CellTaps.Buffers, CellTaps.Buffers, UnsafeMutableBufferPointer<Float>,
                                        UnsafeMutableBufferPointer<Int>, UnsafeMutableBufferPointer<Float>) -> Void) {
    cells.withUnsafeBufferPointer { cells in
        across.withBuffers { across in
            down.withBuffers { down in
                rows.withUnsafeMutableBufferPointer { rows in
                    rowOf.withUnsafeMutableBufferPointer { rowOf in
                        sum.withUnsafeMutableBufferPointer { sum in body(cells, across, down, rows, rowOf, sum) }
                    }
                }
            }
        }
    }
}

/// For each pixel along one axis, the cells it takes colour from and how much of the pixel each
/// covers (0...1): the cell under the pixel's centre when cells are a pixel or more across, else
/// every cell the pixel overlaps, by the length of the overlap.
struct CellTaps {
    var start: [Int] = []
    var cell: [Int] = []
    var weight: [Float] = []
    var maximumTaps = 1

    init(from lo: Double, to hi: Double, cells: Int, pixels: Range<Int>) {
        let size = (hi - lo) / Double(cells)
        start.reserveCapacity(pixels.count + 1)
        for p in pixels {
            start.append(cell.count)
            let a = max(Double(p), lo), b = min(Double(p + 1), hi)
            guard b > a else { continue }
            if size >= 1 {
                let centre = (Double(p) + 0.5 - lo) / size
                let i = min(cells - 1, max(0, Int(saturating: centre.rounded(.down))))
                cell.append(i); weight.append(Float(b - a))
            } else {
                let first = min(cells - 1, max(0, Int(saturating: ((a - lo) / size).rounded(.down))))
                let last = min(cells - 1, max(first, Int(saturating: ((b - lo) / size).rounded(.up)) - 1))
                for i in first...last {
                    let c0 = max(a, lo + Double(i) * size), c1 = min(b, lo + Double(i + 1) * size)
                    if c1 > c0 { cell.append(i); weight.append(Float(c1 - c0)) }
                }
            }
            maximumTaps = max(maximumTaps, cell.count - start[start.count - 1])
        }
        start.append(cell.count)
    }

    /// The three columns as buffers.
    struct Buffers {
        let start: UnsafeBufferPointer<Int>, cell: UnsafeBufferPointer<Int>, weight: UnsafeBufferPointer<Float>
    }

    /// The columns as buffers, for the span of `body`.
    func withBuffers<R>(_ body: (Buffers) -> R) -> R {
        start.withUnsafeBufferPointer { s in
            cell.withUnsafeBufferPointer { c in weight.withUnsafeBufferPointer { w in body(Buffers(start: s, cell: c, weight: w)) } }
        }
    }

    /// The taps of the `t`-th pixel.
    @inline(__always)
    func range(_ t: Int) -> Range<Int> { start[t]..<start[t + 1] }
}
