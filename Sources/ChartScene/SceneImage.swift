/// A picture of cells: `columns` × `rows` colours laid edge to edge over `rect`, column 0 at its
/// left and row 0 at its top, as a heat map's regular grid of rectangles is. Each backend draws it
/// at its best: the PNG rasterizer paints each device pixel from the cells it covers, SVG and HTML
/// embed it as an image of one pixel per cell, PDF draws its cells as rectangles
/// (``cellShapes()``). A cell of alpha 0 is a hole in the grid and shows what lies below.
public struct SceneImage: Hashable, Sendable {
    /// Where the cells lie, in the node's user space.
    public var rect: SceneRect
    public var columns: Int
    public var rows: Int
    /// Straight (not premultiplied) RGBA, four bytes per cell, row after row from the top.
    public var pixels: [UInt8]
    public var opacity: Double
    public var semantics: SceneSemantics

    public init(rect: SceneRect, columns: Int, rows: Int, pixels: [UInt8], opacity: Double = 1, semantics: SceneSemantics = .none) {
        self.rect = rect; self.columns = max(0, columns); self.rows = max(0, rows)
        self.opacity = opacity; self.semantics = semantics
        let n = self.columns * self.rows * 4
        // A short buffer is padded with holes, a long one cut, so the cells always match the size.
        self.pixels = pixels.count == n ? pixels : Array(pixels.prefix(n)) + [UInt8](repeating: 0, count: max(0, n - pixels.count))
    }

    /// Whether the image can be drawn: a finite rectangle of some area, some cells and a finite opacity.
    public var isDrawable: Bool {
        let r = rect
        return columns > 0 && rows > 0 && opacity.isFinite && r.x.isFinite && r.y.isFinite
            && r.width.isFinite && r.height.isFinite && r.width > 0 && r.height > 0
    }

    /// Whether every cell is opaque.
    public var isOpaque: Bool {
        var i = 3
        while i < pixels.count { if pixels[i] != 255 { return false }; i += 4 }
        return true
    }

    /// The cells as rectangles: one shape per colour in order of first appearance, neighbouring
    /// cells of one colour along a row joined into one rectangle, holes left out. This is the
    /// picture as vector paths, for a backend that does not place pixels.
    public func cellShapes() -> [SceneShape] {
        guard isDrawable else { return [] }
        let cw = rect.width / Double(columns), ch = rect.height / Double(rows)
        var index: [UInt32: Int] = [:]
        var colours: [UInt32] = []
        var paths: [[PathElement]] = []
        for j in 0..<rows {
            let y0 = rect.y + Double(j) * ch, y1 = j == rows - 1 ? rect.maxY : rect.y + Double(j + 1) * ch
            var i = 0
            while i < columns {
                let key = cell(i, j)
                guard key & 0xFF != 0 else { i += 1; continue }
                var end = i + 1
                while end < columns, cell(end, j) == key { end += 1 }
                let x0 = rect.x + Double(i) * cw, x1 = end == columns ? rect.maxX : rect.x + Double(end) * cw
                let slot: Int
                if let s = index[key] { slot = s } else { slot = colours.count; index[key] = slot; colours.append(key); paths.append([]) }
                paths[slot] += [.move(to: ScenePoint(x0, y0)), .line(to: ScenePoint(x1, y0)), .line(to: ScenePoint(x1, y1)),
                                .line(to: ScenePoint(x0, y1)), .closeSubpath]
                i = end
            }
        }
        return zip(colours, paths).map { key, elements in
            func c(_ shift: UInt32) -> Double { Double((key >> shift) & 0xFF) / 255 }
            return SceneShape(path: ScenePath(elements), fill: .color(RGBA(red: c(24), green: c(16), blue: c(8), alpha: c(0))),
                              opacity: opacity, semantics: semantics)
        }
    }

    /// Cell (i, j) as `0xRRGGBBAA`.
    @inline(__always)
    func cell(_ i: Int, _ j: Int) -> UInt32 {
        let o = (j * columns + i) * 4
        return UInt32(pixels[o]) << 24 | UInt32(pixels[o + 1]) << 16 | UInt32(pixels[o + 2]) << 8 | UInt32(pixels[o + 3])
    }
}
