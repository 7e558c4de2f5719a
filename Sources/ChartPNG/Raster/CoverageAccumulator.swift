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
///
/// Cells are grouped in blocks of eight, and each row keeps a bit per block that an edge
/// touched. The sweep sums only the touched blocks cell by cell; between them the running
/// sum cannot change, so each stretch of untouched blocks is one span of constant coverage
/// (the inside of a bar, the gap between two strokes), handed on whole or skipped when empty.
struct CoverageAccumulator {
    private var cells: [Float] = []
    private var touched: [UInt64] = []
    private(set) var region = IntRect(x0: 0, y0: 0, x1: 0, y1: 0)
    private var stride = 0
    private var wordsPerRow = 0

    /// Cells per block: a block is one bit of `touched`.
    static let blockShift = 3

    /// Prepares an empty accumulator for the pixels of `region`.
    mutating func reset(_ region: IntRect) {
        self.region = region
        stride = region.width + 2
        let needed = stride * region.height
        if cells.count < needed { cells = [Float](repeating: 0, count: needed) }
        wordsPerRow = (stride + (1 << Self.blockShift) * 64 - 1) >> (Self.blockShift + 6)
        let words = wordsPerRow * region.height
        if touched.count < words { touched = [UInt64](repeating: 0, count: words) }
    }

    /// Adds every edge of `contours` (device pixels). Past ``splitPoints`` points, over a region
    /// at least ``splitRows`` tall, the rows are split in two bands added on two threads: each
    /// thread walks the edges in order and writes only the rows of its band, every row's cells
    /// getting the same sums in the same order as one thread gives them, so the same coverage.
    mutating func add(_ contours: Contours, threads: Int = CoverageAccumulator.threads) {
        let ox = Double(region.x0), oy = Double(region.y0)
        let full = Grid(w: Double(region.width), h: Double(region.height), stride: stride, wordsPerRow: wordsPerRow,
                        bandStart: 0, bandEnd: region.height)
        let split = threads > 1 && contours.points.count >= Self.splitPoints && region.height >= Self.splitRows
            ? Self.middleRow(contours, oy: oy, height: region.height) : nil
        cells.withUnsafeMutableBufferPointer { cells in
            touched.withUnsafeMutableBufferPointer { touched in
                let target = Target(cells: cells.baseAddress!, touched: touched.baseAddress!)
                contours.points.withUnsafeBufferPointer { points in
                    guard let split else {
                        Self.addEdges(points, ends: contours.ends, ox: ox, oy: oy, full, target)
                        return
                    }
                    TwoThreads.run(threads: threads) { band in
                        var grid = full
                        if band == 0 { grid.bandEnd = split } else { grid.bandStart = split }
                        Self.addEdges(points, ends: contours.ends, ox: ox, oy: oy, grid, target)
                    }
                }
            }
        }
    }

    /// How many points a shape needs, and how many rows its region, before its edges are added on two threads.
    static let splitPoints = 1 << 16, splitRows = 64
    /// The threads a large shape's edges are added on: two when the machine has them.
    static let threads = TwoThreads.available

    /// The row splitting the region into two bands of about as many points each: the median row of
    /// an even sample of the points, kept off the region's ends.
    static func middleRow(_ contours: Contours, oy: Double, height: Int) -> Int {
        let step = max(1, contours.points.count / 4096)
        var rows = Swift.stride(from: 0, to: contours.points.count, by: step).map { contours.points[$0].y - oy }.filter { $0.isFinite }
        guard !rows.isEmpty else { return height / 2 }
        rows.sort()
        let median = rows[rows.count / 2]
        return min(max(whole(min(max(median, 0), Double(height))), 1), height - 1)
    }

    /// Adds the edges of the closed contours ending at `ends` of `points`, moved by `-ox`, `-oy`.
    private static func addEdges(_ points: UnsafeBufferPointer<ScenePoint>, ends: [Int], ox: Double, oy: Double, _ grid: Grid,
                                 _ target: Target) {
        var start = 0
        for end in ends {
            var prev = points[end - 1]
            for i in start..<end {
                let p = points[i]
                clipAndAdd(prev.x - ox, prev.y - oy, p.x - ox, p.y - oy, grid, target)
                prev = p
            }
            start = end
        }
    }

    /// The region's size in cells, as the edge stage needs it, and the rows written (`bandStart..<bandEnd`).
    private struct Grid {
        let w: Double, h: Double
        let stride: Int, wordsPerRow: Int
        var bandStart: Int, bandEnd: Int
    }

    /// Where edges add their areas and mark the blocks they touch.
    private struct Target {
        let cells: UnsafeMutablePointer<Float>
        let touched: UnsafeMutablePointer<UInt64>
    }

    /// Clips a line to the region's rows, splits it where it leaves the region's columns and
    /// adds the pieces, with pieces outside pinned to the nearest side.
    @inline(__always)
    private static func clipAndAdd(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ grid: Grid, _ target: Target) {
        guard y0 != y1, x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return }
        let w = grid.w, h = grid.h
        if (y0 <= 0 && y1 <= 0) || (y0 >= h && y1 >= h) { return }
        var ax = x0, ay = y0, bx = x1, by = y1
        let dxdy = (x1 - x0) / (y1 - y0)
        // Clip in y, keeping the direction.
        if ay < 0 { ax += (0 - ay) * dxdy; ay = 0 } else if ay > h { ax += (h - ay) * dxdy; ay = h }
        if by < 0 { bx += (0 - by) * dxdy; by = 0 } else if by > h { bx += (h - by) * dxdy; by = h }
        // Coordinates near the limits of Double can overflow above; such an edge is dropped.
        guard ax.isFinite, bx.isFinite, ay.isFinite, by.isFinite else { return }
        // Inside the columns, as most edges are: no cuts.
        if ax >= 0 && ax <= w && bx >= 0 && bx <= w {
            line(ax, ay, bx, by, grid, target)
            return
        }
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
            line(min(max(px, 0), w), py, min(max(qx, 0), w), qy, grid, target)
            px = qx; py = qy
        }
    }

    /// Marks cells `from...to` of row `y` as touched.
    @inline(__always)
    private static func mark(_ y: Int, _ from: Int, _ to: Int, _ grid: Grid, _ target: Target) {
        let words = target.touched + y * grid.wordsPerRow
        var b = from >> blockShift
        let last = to >> blockShift
        while b <= last {
            words[b >> 6] |= 1 << UInt64(b & 63)
            b += 1
        }
    }

    /// Accumulates one line lying inside the region (font-rs's `draw_line`).
    @inline(__always)
    private static func line(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, _ grid: Grid, _ target: Target) {
        if y0 == y1 { return }
        let cells = target.cells, stride = grid.stride
        let dir: Double = y0 < y1 ? 1 : -1
        let (ax, ay, bx, by) = y0 < y1 ? (x0, y0, x1, y1) : (x1, y1, x0, y0)
        let dxdy = (bx - ax) / (by - ay)
        var x = ax
        // The ceiling by conversion, as by is never negative here.
        var rowEnd = Self.whole(by)
        if Double(rowEnd) < by { rowEnd += 1 }
        var y = Self.whole(ay)
        // An edge wholly outside the band writes nothing here.
        if y >= grid.bandEnd || rowEnd <= grid.bandStart { return }
        // A steep edge that stays inside one column, as most edges of a long thin stroke do:
        // every row adds to the same two cells, so the cell and its blocks are found once.
        let xlo = min(ax, bx), xhi = max(ax, bx)
        let column = Self.whole(xlo)
        let columnX = Double(column)
        if xlo - columnX >= 1e-9 && columnX + 1 - xhi >= 1e-9 {
            var cell = cells + y * stride + column
            let wordA = column >> (blockShift + 6), wordB = (column + 1) >> (blockShift + 6)
            let bitA: UInt64 = 1 << UInt64((column >> blockShift) & 63)
            let bitB: UInt64 = 1 << UInt64(((column + 1) >> blockShift) & 63)
            var words = target.touched + y * grid.wordsPerRow
            // Rows wholly crossed add the same amount each; the first and last may be partial.
            let fullFrom = Double(y) < ay ? y + 1 : y
            let fullTo = Double(rowEnd) > by ? rowEnd - 1 : rowEnd
            let end = min(rowEnd, grid.bandEnd)
            while y < end {
                // Rows wholly crossed have dy = 1, as the general formula would give, without working it out.
                let dy = y >= fullFrom && y < fullTo ? 1 : min(Double(y + 1), by) - max(Double(y), ay)
                let xnext = x + dxdy * dy
                let d = dy * dir
                let xmf = 0.5 * (x + xnext) - columnX
                if y >= grid.bandStart {
                    cell[0] += Float(d - d * xmf)
                    cell[1] += Float(d * xmf)
                    words[wordA] |= bitA
                    words[wordB] |= bitB
                }
                cell += stride
                words += grid.wordsPerRow
                x = xnext
                y += 1
            }
            return
        }
        let end = min(rowEnd, grid.bandEnd)
        while y < end {
            let row = cells + y * stride
            let dy = min(Double(y + 1), by) - max(Double(y), ay)
            // Rounding can carry x a hair outside the region; its cells end at 0 and w + 1.
            let xnext = min(max(x + dxdy * dy, 0), grid.w)
            let d = dy * dir
            if y >= grid.bandStart {
                let (first, last) = Self.addRow(row, from: x, to: xnext, d: d)
                mark(y, first, last, grid, target)
            }
            x = xnext
            y += 1
        }
    }

    /// Adds one row's piece of an edge, running from `x` to `xnext` (neither negative) with signed
    /// height `d`, to the row's cells: the area right of the line in each cell it crosses, and the
    /// rest of `d` in the cell after it (font-rs's `draw_line`). Returns the first and last cells
    /// written.
    @inline(__always)
    static func addRow(_ row: UnsafeMutablePointer<Float>, from x: Double, to xnext: Double, d: Double) -> (first: Int, last: Int) {
        let (xa, xb) = x < xnext ? (x, xnext) : (xnext, x)
        // Floor and ceiling by conversion, as x is never negative here.
        let xai = Self.whole(xa)
        let xaFloor = Double(xai)
        var xbi = Self.whole(xb)
        if Double(xbi) < xb { xbi += 1 }
        let xbCeil = Double(xbi)
        if xbi <= xai + 1 {
            // Within one cell: the area right of the line's mean x.
            let xmf = 0.5 * (x + xnext) - xaFloor
            row[xai] += Float(d - d * xmf)
            row[xai + 1] += Float(d * xmf)
            return (xai, xai + 1)
        }
        let s = 1 / (xb - xa)
        let xaf = xa - xaFloor
        let a0 = 0.5 * s * (1 - xaf) * (1 - xaf)
        let xbf = xb - xbCeil + 1
        let am = 0.5 * s * xbf * xbf
        row[xai] += Float(d * a0)
        if xbi == xai + 2 {
            row[xai + 1] += Float(d * (1 - a0 - am))
        } else {
            let a1 = s * (1.5 - xaf)
            row[xai + 1] += Float(d * (a1 - a0))
            var xi = xai + 2
            while xi < xbi - 1 { row[xi] += Float(d * s); xi += 1 }
            let a2 = a1 + Double(xbi - xai - 3) * s
            row[xbi - 1] += Float(d * (1 - a2 - am))
        }
        row[xbi] += Float(d * am)
        return (xai, xbi)
    }

    /// `Int(saturating: v)` (toward zero) by arithmetic for `v` in `0..<2⁵²`, as the edge stage's
    /// coordinates are, without the generic clamping per cell row; anything else takes it.
    @inline(__always)
    static func whole(_ v: Double) -> Int {
        guard v >= 0, v < 0x1p52 else { return Int(saturating: v) }
        // A whole number below 2⁵² is the significand of itself plus 2⁵².
        return Int(truncatingIfNeeded: (Double.truncated(v) + 0x1p52).bitPattern & 0xF_FFFF_FFFF_FFFF)
    }

    /// The coverage byte of a running sum under `rule`.
    @inline(__always)
    static func coverage(_ acc: Float, _ rule: FillRule) -> UInt8 {
        var a = abs(acc)
        if rule == .evenOdd {
            a = a - 2 * (a * 0.5).rounded(.down)
            if a > 1 { a = 2 - a }
        } else if a > 1 {
            a = 1
        }
        return byte(a * 255 + 0.5)
    }

    /// `v` toward zero as a byte, for `v` in 0...255.99 or NaN (which gives 0), as
    /// `UInt8(saturating:)` gives it, without a call to the C library's truncation per pixel:
    /// adding 2^23 leaves `v` rounded to the nearest whole number in the sum's low bits, one
    /// less when that rounded up.
    @inline(__always)
    static func byte(_ v: Float) -> UInt8 {
        guard v >= 0 else { return 0 }
        let m = v + 8_388_608
        var n = m.bitPattern & 0x7F_FFFF
        if m - 8_388_608 > v { n &-= 1 }
        return UInt8(truncatingIfNeeded: n)
    }

    /// Sums each row into coverage (0...255) and hands it on, clearing the cells for reuse:
    /// `row` gets the device row, the first device column and the coverage of a stretch of
    /// columns that edges crossed; `span` gets the device row, the first device column, a
    /// count and the one coverage of a stretch they did not, when it is not zero.
    mutating func sweep(_ rule: FillRule, coverage: inout [UInt8],
                        row: (Int, Int, UnsafeBufferPointer<UInt8>) -> Void,
                        span: (Int, Int, Int, UInt8) -> Void) {
        let w = region.width
        let blockSize = 1 << Self.blockShift
        // Room for whole blocks past the last column, so a block is copied without a check.
        if coverage.count < stride + blockSize { coverage = [UInt8](repeating: 0, count: stride + blockSize) }
        let stride = self.stride, region = self.region, wordsPerRow = self.wordsPerRow
        cells.withUnsafeMutableBufferPointer { cells in
            touched.withUnsafeMutableBufferPointer { touched in
                coverage.withUnsafeMutableBufferPointer { cov in
                    let cov = cov.baseAddress!
                    for y in 0..<region.height {
                        let base = cells.baseAddress! + y * stride
                        let words = touched.baseAddress! + y * wordsPerRow
                        let deviceY = region.y0 + y
                        var acc: Float = 0
                        var x = 0            // the next column to hand on
                        var runStart = -1    // the first column of the touched stretch being summed
                        for k in 0..<wordsPerRow {
                            var bits = words[k]
                            if bits == 0 { continue }
                            words[k] = 0
                            while bits != 0 {
                                let start = (k << 6 + bits.trailingZeroBitCount) << Self.blockShift
                                bits &= bits &- 1
                                if start > x {
                                    // Untouched columns x..<start: flush the touched stretch, then one span.
                                    if runStart >= 0 {
                                        row(deviceY, region.x0 + runStart, UnsafeBufferPointer(start: cov + runStart, count: min(x, w) - runStart))
                                        runStart = -1
                                    }
                                    if x < w {
                                        let c = Self.coverage(acc, rule)
                                        if c != 0 { span(deviceY, region.x0 + x, min(start, w) - x, c) }
                                    }
                                }
                                if runStart < 0 && start < w { runStart = start }
                                for i in start..<min(start + blockSize, stride) {
                                    acc += base[i]
                                    base[i] = 0
                                    cov[i] = Self.coverage(acc, rule)
                                }
                                x = start + blockSize
                            }
                        }
                        if runStart >= 0 {
                            row(deviceY, region.x0 + runStart, UnsafeBufferPointer(start: cov + runStart, count: min(x, w) - runStart))
                        }
                        if x < w {
                            let c = Self.coverage(acc, rule)
                            if c != 0 { span(deviceY, region.x0 + x, w - x, c) }
                        }
                    }
                }
            }
        }
    }
}
