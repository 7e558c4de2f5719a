/// A clip as coverage: one byte per pixel of `bounds`, 255 inside, 0 outside, anti-aliased
/// between; every pixel outside `bounds` is clipped away.
struct Mask {
    let bounds: IntRect
    var data: [UInt8]

    init(bounds: IntRect) {
        self.bounds = bounds
        data = [UInt8](repeating: 0, count: max(0, bounds.width * bounds.height))
    }

    /// One row, to read while blitting.
    struct Row {
        let bounds: IntRect
        let offset: Int
        let data: [UInt8]
        @inline(__always) func value(at x: Int) -> UInt8 {
            x >= bounds.x0 && x < bounds.x1 ? data[offset + x - bounds.x0] : 0
        }
    }

    func row(_ y: Int) -> Row {
        guard y >= bounds.y0 && y < bounds.y1 else { return Row(bounds: IntRect(x0: 0, y0: 0, x1: 0, y1: 0), offset: 0, data: []) }
        return Row(bounds: bounds, offset: (y - bounds.y0) * bounds.width, data: data)
    }

    /// Writes coverage for row `y` from column `x0`.
    mutating func set(y: Int, x0: Int, coverage: UnsafeBufferPointer<UInt8>) {
        let o = (y - bounds.y0) * bounds.width + (x0 - bounds.x0)
        for i in 0..<coverage.count { data[o + i] = coverage[i] }
    }

    /// Writes coverage `c` to `count` pixels of row `y` from column `x0`.
    mutating func set(y: Int, x0: Int, count: Int, coverage c: UInt8) {
        let o = (y - bounds.y0) * bounds.width + (x0 - bounds.x0)
        for i in 0..<count { data[o + i] = c }
    }

    /// This mask cut by `outer`: each pixel's coverage times the outer one's.
    mutating func intersect(_ outer: Mask) {
        for y in bounds.y0..<bounds.y1 {
            let row = outer.row(y)
            let o = (y - bounds.y0) * bounds.width
            for x in bounds.x0..<bounds.x1 {
                let i = o + x - bounds.x0
                data[i] = UInt8(Blitter.div255(Int(data[i]) * Int(row.value(at: x))))
            }
        }
    }
}
