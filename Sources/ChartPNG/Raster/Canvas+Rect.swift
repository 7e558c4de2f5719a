import ChartScene

extension Canvas {
    /// The rectangle `contours` outline when they are one axis-aligned rectangle (a bar, a grid
    /// line, a tick, a plot's background: most of what a chart draws), else nil.
    static func axisAlignedRect(_ contours: Contours) -> (x0: Double, y0: Double, x1: Double, y1: Double)? {
        guard contours.ends.count == 1, contours.points.count == 4 else { return nil }
        let p = contours.points
        let horizontalFirst = p[0].y == p[1].y && p[1].x == p[2].x && p[2].y == p[3].y && p[3].x == p[0].x
        let verticalFirst = p[0].x == p[1].x && p[1].y == p[2].y && p[2].x == p[3].x && p[3].y == p[0].y
        guard horizontalFirst || verticalFirst else { return nil }
        return (min(p[0].x, p[2].x), min(p[0].y, p[2].y), max(p[0].x, p[2].x), max(p[0].y, p[2].y))
    }

    /// Fills an axis-aligned rectangle (device pixels) inside `region` without the scanline
    /// stage: a pixel's coverage is the product of its row's and its column's overlap with
    /// the rectangle, the exact area the accumulator would find. Whole columns go to the
    /// blitter as one span per row; only the partly covered columns at the ends are blended
    /// pixel by pixel.
    mutating func fillRect(_ rect: (x0: Double, y0: Double, x1: Double, y1: Double), region r: IntRect,
                           shader: Shader, mask: Mask?) {
        @inline(__always) func overlap(_ i: Int, _ a: Double, _ b: Double) -> Double {
            min(max(min(Double(i + 1), b) - max(Double(i), a), 0), 1)
        }
        @inline(__always) func byte(_ c: Double) -> UInt8 { UInt8(saturating: c * 255 + 0.5) }
        let width = r.width
        if coverage.count < width { coverage = [UInt8](repeating: 0, count: width) }
        // Columns wholly inside: fullX0..<fullX1, possibly none for a rectangle under a pixel wide.
        let fullX0 = min(max(r.x0, Int(saturating: rect.x0.rounded(.up))), r.x1)
        let fullX1 = max(min(r.x1, Int(saturating: rect.x1.rounded(.down))), fullX0)
        if case .solid(let solid) = shader, mask == nil, width <= 4 {
            fillNarrowRect(rect, region: r, fullColumns: fullX0..<fullX1, color: solid)
            return
        }
        var blitter = self.blitter
        var target = self.target
        let ox = originX, oy = originY
        self.target = Pixmap(width: 0, height: 0)  // keep the pixels uniquely referenced
        coverage.withUnsafeMutableBufferPointer { cov in
            for y in r.y0..<r.y1 {
                let v = overlap(y, rect.y0, rect.y1)
                guard v > 0 else { continue }
                for x in r.x0..<fullX0 { cov[x - r.x0] = byte(overlap(x, rect.x0, rect.x1) * v) }
                for x in fullX1..<r.x1 { cov[x - r.x0] = byte(overlap(x, rect.x0, rect.x1) * v) }
                if fullX0 > r.x0 {
                    blitter.blend(y: y, x0: r.x0, coverage: UnsafeBufferPointer(rebasing: cov[0..<(fullX0 - r.x0)]),
                                  shader: shader, mask: mask, into: &target, originX: ox, originY: oy)
                }
                blitter.blendSpan(y: y, x0: fullX0, count: fullX1 - fullX0, coverage: byte(v), shader: shader, mask: mask,
                                  into: &target, originX: ox, originY: oy)
                if r.x1 > fullX1 {
                    blitter.blend(y: y, x0: fullX1, coverage: UnsafeBufferPointer(rebasing: cov[(fullX1 - r.x0)..<width]),
                                  shader: shader, mask: mask, into: &target, originX: ox, originY: oy)
                }
            }
        }
        self.target = target
        self.blitter = blitter
    }

    /// A solid rectangle a few pixels wide (a vertical grid line, a tick) blended pixel by
    /// pixel in place, with the coverage and arithmetic of ``Blitter``'s rows and spans but
    /// without a call per row.
    private mutating func fillNarrowRect(_ rect: (x0: Double, y0: Double, x1: Double, y1: Double), region r: IntRect,
                                         fullColumns: Range<Int>, color: PremultipliedColor) {
        @inline(__always) func overlap(_ i: Int, _ a: Double, _ b: Double) -> Double {
            min(max(min(Double(i + 1), b) - max(Double(i), a), 0), 1)
        }
        @inline(__always) func byte(_ c: Double) -> Int { Int(UInt8(saturating: c * 255 + 0.5)) }
        let red = Int(color.r), green = Int(color.g), blue = Int(color.b), alpha = Int(color.a)
        let word = Blitter.word(color)
        let width = target.width, ox = originX, oy = originY
        target.pixels.withUnsafeMutableBufferPointer { px in
            for y in r.y0..<r.y1 {
                let v = overlap(y, rect.y0, rect.y1)
                guard v > 0 else { continue }
                let row = px.baseAddress! + ((y - oy) * width + (r.x0 - ox)) * 4
                for x in r.x0..<r.x1 {
                    let c = fullColumns.contains(x) ? byte(v) : byte(overlap(x, rect.x0, rect.x1) * v)
                    if c == 0 { continue }
                    let p = row + (x - r.x0) * 4
                    if c == 255 && alpha == 255 {
                        UnsafeMutableRawPointer(p).storeBytes(of: word, as: UInt32.self)
                    } else if c == 255 {
                        Blitter.over(red, green, blue, alpha, at: p)
                    } else {
                        Blitter.over(Blitter.div255(red * c), Blitter.div255(green * c), Blitter.div255(blue * c),
                                     Blitter.div255(alpha * c), at: p)
                    }
                }
            }
        }
    }
}
