import ChartScene

/// Which pixels already hold a point of each style, so a dense scatter draws each pixel once per
/// style. Pixels near the plot are bits in a flat bitmap, one plane per style (a 640 × 400 plot takes
/// 32 KB a style); the few beyond it, and every pixel of a plot too large for bitmaps, go in a set.
///
/// ```swift
/// var cells = PixelCells(around: plot)
/// cells.insert(style: 0, x: 10.2, y: 20.3)   // true: the first point on pixel (10, 20)
/// cells.insert(style: 0, x: 10.7, y: 20.9)   // false: the same pixel
/// ```
struct PixelCells {
    /// The first column and row the bitmaps cover, how many, and the words of one style's plane.
    private let originX: Int, originY: Int, columns: Int, rows: Int, planeWords: Int
    /// How many styles get a plane: all four megabytes of planes at most, and never more than 64.
    private let planes: Int
    /// The planes of the styles seen so far, one after another, row by row.
    private var words: [UInt64] = []
    /// The words set since the last ``removeAll()``, so clearing costs what was drawn.
    private var touched: [Int] = []
    private var others: Set<Cell> = []

    /// Pixels this far outside the plot still go in the bitmaps.
    static let margin = 32
    /// The most bits one style's plane may take (half a megabyte), and the most words all planes may.
    static let bitmapLimit = 1 << 22, planesLimit = 1 << 19

    init(around plot: SceneRect) {
        let r = plot.standardized
        guard r.isFinite else { originX = 0; originY = 0; columns = 0; rows = 0; planeWords = 0; planes = 0; return }
        let x0 = Int(saturating: r.minX.rounded(.down)) &- Self.margin, y0 = Int(saturating: r.minY.rounded(.down)) &- Self.margin
        let w = Int(saturating: r.width.rounded(.up)) &+ 2 * Self.margin + 1, h = Int(saturating: r.height.rounded(.up)) &+ 2 * Self.margin + 1
        let fits = w > 0 && h > 0 && w <= Self.bitmapLimit && h <= Self.bitmapLimit / w
        originX = x0; originY = y0; columns = fits ? w : 0; rows = fits ? h : 0
        planeWords = fits ? (w * h + 63) / 64 : 0
        planes = planeWords > 0 ? min(64, Self.planesLimit / planeWords) : 0
    }

    /// Marks the pixel holding `(x, y)` as drawn in `style`; whether it was free. Coordinates must be finite.
    mutating func insert(style: Int, x: Double, y: Double) -> Bool {
        // The pixel's column and row, floored without a call to the C library (ten million points
        // take this twice each); coordinates far off the plot take the checked conversion.
        guard style < planes, abs(x) < 0x1p30, abs(y) < 0x1p30 else {
            let px = Int(saturating: x.rounded(.down)), py = Int(saturating: y.rounded(.down))
            return others.insert(Cell(style: style, x: px, y: py)).inserted
        }
        let cx = Self.floor(x) &- originX, cy = Self.floor(y) &- originY
        guard cx >= 0, cx < columns, cy >= 0, cy < rows else {
            return others.insert(Cell(style: style, x: cx &+ originX, y: cy &+ originY)).inserted
        }
        let needed = (style + 1) * planeWords
        if words.count < needed { words += repeatElement(0, count: needed - words.count) }
        let bit = cy * columns + cx, index = style * planeWords + bit >> 6, mask = UInt64(1) << UInt64(bit & 63)
        let word = words.withUnsafeMutableBufferPointer { words in
            let word = words[index]
            words[index] = word | mask
            return word
        }
        if word == 0 { touched.append(index) }
        return word & mask == 0
    }

    /// An empty set of cells over the same pixels, with no plane made yet.
    func emptyCopy() -> PixelCells {
        var copy = self
        copy.words = []; copy.touched = []; copy.others = []
        return copy
    }

    /// ``insert(style:x:y:)`` of each row `r` of `rows` at `(x.map(xs[r]) + dx, y.map(ys[r]) + dy)`,
    /// in row order, skipping rows whose position is not finite: the positions whose pixel was free
    /// are appended to `kept`. One loop over the columns, the bitmap test written out in it.
    mutating func insertMapped(style: Int, xs: UnsafeBufferPointer<Double>, ys: UnsafeBufferPointer<Double>, rows: Range<Int>,
                               x mx: LinearScale, y my: LinearScale, dx: Double, dy: Double, into kept: inout [ScenePoint]) {
        guard !rows.isEmpty else { return }
        let inBitmaps = style < planes
        if inBitmaps {
            let needed = (style + 1) * planeWords
            if words.count < needed { words += repeatElement(0, count: needed - words.count) }
        }
        let originX = self.originX, originY = self.originY, columns = self.columns, rowsCount = self.rows
        let planeBase = style * planeWords
        var touched = self.touched, others = self.others, words = self.words
        self.touched = []; self.others = []; self.words = []
        defer { self.touched = touched; self.others = others; self.words = words }
        // Positions are worked out a block of rows at a time, then looked up one by one.
        let block = Swift.min(Self.mappedBlock, rows.count)
        let placed = UnsafeMutablePointer<Double>.allocate(capacity: 2 * block)
        defer { placed.deallocate() }
        guard let xBase = xs.baseAddress, let yBase = ys.baseAddress else { return }
        words.withUnsafeMutableBufferPointer { words in
            var start = rows.lowerBound
            while start < rows.upperBound {
                let n = Swift.min(block, rows.upperBound - start)
                mx.map(xBase + start, count: n, plus: dx, into: placed)
                my.map(yBase + start, count: n, plus: dy, into: placed + block)
                start += n
                for i in 0..<n {
                    let px = placed[i], py = placed[block + i]
                    guard px.isFinite, py.isFinite else { continue }
                    if inBitmaps, abs(px) < 0x1p30, abs(py) < 0x1p30 {
                        let cx = Self.floor(px) &- originX, cy = Self.floor(py) &- originY
                        if cx >= 0, cx < columns, cy >= 0, cy < rowsCount {
                            let bit = cy &* columns &+ cx, index = planeBase &+ bit >> 6, mask = UInt64(1) << UInt64(bit & 63)
                            let word = words[index]
                            if word & mask != 0 { continue }
                            words[index] = word | mask
                            if word == 0 { touched.append(index) }
                            kept.append(ScenePoint(px, py))
                            continue
                        }
                    }
                    if Self.insertSlow(style: style, x: px, y: py, inBitmaps: inBitmaps, into: &others) { kept.append(ScenePoint(px, py)) }
                }
            }
        }
    }

    /// How many rows ``insertMapped(style:xs:ys:rows:x:y:dx:dy:into:)`` places at a time.
    static let mappedBlock = 512

    /// ``insert(style:x:y:)`` for a position outside the bitmaps (or of a style without a plane).
    private static func insertSlow(style: Int, x: Double, y: Double, inBitmaps: Bool, into others: inout Set<Cell>) -> Bool {
        guard inBitmaps, abs(x) < 0x1p30, abs(y) < 0x1p30 else {
            let px = Int(saturating: x.rounded(.down)), py = Int(saturating: y.rounded(.down))
            return others.insert(Cell(style: style, x: px, y: py)).inserted
        }
        return others.insert(Cell(style: style, x: floor(x), y: floor(y))).inserted
    }

    /// `x.rounded(.down)` as an integer, for `|x| < 2³⁰`: `x + 1.5 · 2⁵²` holds `x` rounded to the
    /// nearest (halves to even) in its low bits, one less when that is above `x`.
    @inline(__always)
    static func floor(_ x: Double) -> Int {
        let big = x + 0x1.8p52
        let nearest = Int(Int32(truncatingIfNeeded: big.bitPattern))
        return big - 0x1.8p52 > x ? nearest - 1 : nearest
    }

    /// Forgets every pixel, keeping the bitmaps for the next run of points.
    mutating func removeAll() {
        words.withUnsafeMutableBufferPointer { words in
            for i in touched { words[i] = 0 }
        }
        touched.removeAll(keepingCapacity: true)
        others.removeAll()
    }

    /// A pixel outside the bitmaps, with its style.
    private struct Cell: Hashable {
        var style: Int, x: Int, y: Int
    }
}
