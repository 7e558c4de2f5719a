import ChartScene

/// The scanline stage: exact-area anti-aliasing with a signed-area accumulator, as font
/// rasterizers do (font-rs; stb_truetype v2).
///
/// Every edge adds, to each pixel cell it crosses, the signed area it sweeps to the cell's
/// right edge and carries the rest into the next cell. A running sum along each row then
/// gives, per pixel, the exact area of the pixel inside the outline, weighted by winding:
/// clamped to 1 for the non-zero rule, folded for even-odd. Edges are clipped to the region
/// first: above and below are dropped, left and right are pinned to the region's side, which
/// keeps the winding of every pixel inside.
struct CoverageAccumulator {
    private var cells: [Float] = []
    private(set) var region = IntRect(x0: 0, y0: 0, x1: 0, y1: 0)
    private var stride = 0

    /// Prepares an empty accumulator for the pixels of `region`.
    mutating func reset(_ region: IntRect) {
        self.region = region
        stride = region.width + 2
        let needed = stride * region.height
        if cells.count < needed { cells = [Float](repeating: 0, count: needed) }
    }

    /// Adds every edge of `contours` (device pixels).
    mutating func add(_ contours: Contours) {
        let ox = Double(region.x0), oy = Double(region.y0)
        let w = Double(region.width), h = Double(region.height)
        cells.withUnsafeMutableBufferPointer { cells in
            var start = 0
            for end in contours.ends {
                var prev = contours.points[end - 1]
                for i in start..<end {
                    let p = contours.points[i]
                    Self.clipAndAdd(prev.x - ox, prev.y - oy, p.x - ox, p.y - oy, w: w, h: h, stride: stride, cells: cells)
                    prev = p
                }
                start = end
            }
        }
    }

    /// Clips a line to the region's rows, splits it where it leaves the region's columns and
    /// adds the pieces, with pieces outside pinned to the nearest side.
    @inline(__always)
    private static func clipAndAdd(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
                                   w: Double, h: Double, stride: Int, cells: UnsafeMutableBufferPointer<Float>) {
        guard y0 != y1, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
        if (y0 <= 0 && y1 <= 0) || (y0 >= h && y1 >= h) { return }
        var ax = x0, ay = y0, bx = x1, by = y1
        let dxdy = (x1 - x0) / (y1 - y0)
        // Clip in y, keeping the direction.
        if ay < 0 { ax += (0 - ay) * dxdy; ay = 0 } else if ay > h { ax += (h - ay) * dxdy; ay = h }
        if by < 0 { bx += (0 - by) * dxdy; by = 0 } else if by > h { bx += (h - by) * dxdy; by = h }
        // Coordinates near the limits of Double can overflow above; such an edge is dropped.
        guard ax.isFinite, bx.isFinite, ay.isFinite, by.isFinite else { return }
        // Split at x = 0 and x = w: at most two cuts, in order along the line.
        var t1 = 2.0, t2 = 2.0
        if ax != bx {
            if (ax < 0) != (bx < 0) { t1 = (0 - ax) / (bx - ax) }
            if (ax > w) != (bx > w) { t2 = (w - ax) / (bx - ax) }
            if t2 < t1 { swap(&t1, &t2) }
        }
        var px = ax, py = ay
        for k in 0..<3 {
            let t = k == 0 ? t1 : k == 1 ? t2 : 1.0
            if t > 1 { continue }
            let qx = t == 1 ? bx : ax + (bx - ax) * t, qy = t == 1 ? by : ay + (by - ay) * t
            line(min(max(px, 0), w), py, min(max(qx, 0), w), qy, stride: stride, cells: cells)
            px = qx; py = qy
        }
    }

    /// Accumulates one line lying inside the region (font-rs's `draw_line`).
    @inline(__always)
    private static func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double,
                             stride: Int, cells: UnsafeMutableBufferPointer<Float>) {
        if y0 == y1 { return }
        let dir: Double = y0 < y1 ? 1 : -1
        let (ax, ay, bx, by) = y0 < y1 ? (x0, y0, x1, y1) : (x1, y1, x0, y0)
        let dxdy = (bx - ax) / (by - ay)
        var x = ax
        let rowEnd = Int(by.rounded(.up))
        var y = Int(ay)
        while y < rowEnd {
            let rowStart = y * stride
            let dy = min(Double(y + 1), by) - max(Double(y), ay)
            let xnext = x + dxdy * dy
            let d = dy * dir
            let (xa, xb) = x < xnext ? (x, xnext) : (xnext, x)
            let xaFloor = xa.rounded(.down)
            let xai = Int(xaFloor)
            let xbCeil = xb.rounded(.up)
            let xbi = Int(xbCeil)
            if xbi <= xai + 1 {
                // Within one cell: the area right of the line's mean x.
                let xmf = 0.5 * (x + xnext) - xaFloor
                cells[rowStart + xai] += Float(d - d * xmf)
                cells[rowStart + xai + 1] += Float(d * xmf)
            } else {
                let s = 1 / (xb - xa)
                let xaf = xa - xaFloor
                let a0 = 0.5 * s * (1 - xaf) * (1 - xaf)
                let xbf = xb - xbCeil + 1
                let am = 0.5 * s * xbf * xbf
                cells[rowStart + xai] += Float(d * a0)
                if xbi == xai + 2 {
                    cells[rowStart + xai + 1] += Float(d * (1 - a0 - am))
                } else {
                    let a1 = s * (1.5 - xaf)
                    cells[rowStart + xai + 1] += Float(d * (a1 - a0))
                    var xi = xai + 2
                    while xi < xbi - 1 { cells[rowStart + xi] += Float(d * s); xi += 1 }
                    let a2 = a1 + Double(xbi - xai - 3) * s
                    cells[rowStart + xbi - 1] += Float(d * (1 - a2 - am))
                }
                cells[rowStart + xbi] += Float(d * am)
            }
            x = xnext
            y += 1
        }
    }

    /// Sums each row into coverage (0...255), calls `row` with the device row, the first
    /// device column and the coverage of the region's columns, and clears the cells for reuse.
    /// Rows with no coverage at all are skipped.
    mutating func sweep(_ rule: FillRule, coverage: inout [UInt8], row: (Int, Int, UnsafeBufferPointer<UInt8>) -> Void) {
        let w = region.width
        if coverage.count < w { coverage = [UInt8](repeating: 0, count: w) }
        let stride = self.stride, region = self.region
        cells.withUnsafeMutableBufferPointer { cells in
            coverage.withUnsafeMutableBufferPointer { cov in
                for y in 0..<region.height {
                    let base = y * stride
                    var acc: Float = 0
                    var any = false
                    for x in 0..<w {
                        acc += cells[base + x]
                        cells[base + x] = 0
                        var a = abs(acc)
                        if rule == .evenOdd {
                            a = a - 2 * (a * 0.5).rounded(.down)
                            if a > 1 { a = 2 - a }
                        } else if a > 1 {
                            a = 1
                        }
                        let c = UInt8(a * 255 + 0.5)
                        cov[x] = c
                        any = any || c != 0
                    }
                    cells[base + w] = 0; cells[base + w + 1] = 0
                    if any { row(region.y0 + y, region.x0, UnsafeBufferPointer(rebasing: cov[0..<w])) }
                }
            }
        }
    }
}
