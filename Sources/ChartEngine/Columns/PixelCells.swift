import ChartScene

/// Which pixels already hold a point of each style, so a dense scatter draws each pixel once per
/// style. Pixels near the plot are bits in one flat bitmap per style (a 640 × 400 plot takes 32 KB);
/// the few beyond it, and every pixel of a plot too large for bitmaps, go in a set.
///
/// ```swift
/// var cells = PixelCells(around: plot)
/// cells.insert(style: 0, x: 10.2, y: 20.3)   // true: the first point on pixel (10, 20)
/// cells.insert(style: 0, x: 10.7, y: 20.9)   // false: the same pixel
/// ```
struct PixelCells {
    /// The first column and row the bitmaps cover, and how many.
    private let originX: Int, originY: Int, columns: Int, rows: Int
    /// One bitmap per style, row by row, made when the style's first point arrives.
    private var bitmaps: [[UInt64]] = []
    /// The bitmap words set since the last ``removeAll()``, so clearing costs what was drawn.
    private var touched: [(style: Int32, word: Int32)] = []
    private var others: Set<Cell> = []

    /// Pixels this far outside the plot still go in the bitmaps.
    static let margin = 32
    /// The most bits one style's bitmap may take (half a megabyte), and the most styles that get one.
    static let bitmapLimit = 1 << 22, bitmapStyles = 64

    init(around plot: SceneRect) {
        let r = plot.standardized
        guard r.isFinite else { originX = 0; originY = 0; columns = 0; rows = 0; return }
        let x0 = Int(saturating: r.minX.rounded(.down)) &- Self.margin, y0 = Int(saturating: r.minY.rounded(.down)) &- Self.margin
        let w = Int(saturating: r.width.rounded(.up)) &+ 2 * Self.margin + 1, h = Int(saturating: r.height.rounded(.up)) &+ 2 * Self.margin + 1
        let fits = w > 0 && h > 0 && w <= Self.bitmapLimit && h <= Self.bitmapLimit / w
        originX = x0; originY = y0; columns = fits ? w : 0; rows = fits ? h : 0
    }

    /// Marks the pixel holding `(x, y)` as drawn in `style`; whether it was free. Coordinates must be finite.
    mutating func insert(style: Int, x: Double, y: Double) -> Bool {
        let px = Int(saturating: x.rounded(.down)), py = Int(saturating: y.rounded(.down))
        let cx = px &- originX, cy = py &- originY
        if style < Self.bitmapStyles, cx >= 0, cx < columns, cy >= 0, cy < rows {
            while bitmaps.count <= style { bitmaps.append([]) }
            if bitmaps[style].isEmpty { bitmaps[style] = [UInt64](repeating: 0, count: (columns * rows + 63) / 64) }
            let bit = cy * columns + cx, mask = UInt64(1) << UInt64(bit & 63)
            let word = bitmaps[style].withUnsafeMutableBufferPointer { words in
                let word = words[bit >> 6]
                words[bit >> 6] = word | mask
                return word
            }
            if word == 0 { touched.append((Int32(style), Int32(bit >> 6))) }
            return word & mask == 0
        }
        return others.insert(Cell(style: style, x: px, y: py)).inserted
    }

    /// Forgets every pixel, keeping the bitmaps for the next run of points.
    mutating func removeAll() {
        for (style, word) in touched { bitmaps[Int(style)][Int(word)] = 0 }
        touched.removeAll(keepingCapacity: true)
        others.removeAll()
    }

    /// A pixel outside the bitmaps, with its style.
    private struct Cell: Hashable {
        var style: Int, x: Int, y: Int
    }
}
