/// PNG's five row filters (PNG §9.2) and the choice among them: each row gets the filter
/// whose output, read as signed bytes, has the smallest sum of magnitudes.
enum RowFilter {
    /// The filtered image: for each row, its filter type byte then the filtered bytes.
    static func filteredRows(_ raw: [UInt8], width: Int, height: Int, bytesPerPixel bpp: Int) -> [UInt8] {
        let stride = width * bpp
        var out = [UInt8](repeating: 0, count: height * (stride + 1))
        var candidates = [UInt8](repeating: 0, count: 5 * stride)
        let zeroRow = [UInt8](repeating: 0, count: stride)
        raw.withUnsafeBufferPointer { raw in
        zeroRow.withUnsafeBufferPointer { zero in
        candidates.withUnsafeMutableBufferPointer { cand in
        out.withUnsafeMutableBufferPointer { out in
            for y in 0..<height {
                let row = UnsafeBufferPointer(rebasing: raw[(y * stride)..<((y + 1) * stride)])
                let up = y == 0 ? zero : UnsafeBufferPointer(rebasing: raw[((y - 1) * stride)..<(y * stride)])
                var bestType = 0, bestSum = Int.max
                // Up first, then Sub: a chart's rows mostly repeat the row above or a flat run,
                // so one of them is usually all zeros and ends the search at once.
                for type in [2, 1, 4, 3, 0] {
                    let sum = apply(type, row: row, up: up, bpp: bpp, into: cand.baseAddress! + type * stride)
                    if sum < bestSum { bestSum = sum; bestType = type }
                    if sum == 0 { break }  // nothing can do better
                }
                let o = y * (stride + 1)
                out[o] = UInt8(bestType)
                (out.baseAddress! + o + 1).update(from: cand.baseAddress! + bestType * stride, count: stride)
            }
        }}}}
        return out
    }

    /// Filters `row` with filter `type` into `dst` and returns the sum of |signed byte|.
    /// One loop per filter, so the inner loops carry no branch on the type.
    @inline(__always)
    private static func apply(_ type: Int, row: UnsafeBufferPointer<UInt8>, up: UnsafeBufferPointer<UInt8>,
                              bpp: Int, into dst: UnsafeMutablePointer<UInt8>) -> Int {
        let n = row.count
        guard n > 0, let r = row.baseAddress, let u = up.baseAddress else { return 0 }
        let head = min(bpp, n)
        switch type {
        case 0:
            for i in 0..<n { dst[i] = r[i] }
        case 1:
            for i in 0..<head { dst[i] = r[i] }
            for i in head..<n { dst[i] = r[i] &- r[i - bpp] }
        case 2:
            for i in 0..<n { dst[i] = r[i] &- u[i] }
        case 3:
            for i in 0..<head { dst[i] = r[i] &- u[i] >> 1 }
            for i in head..<n { dst[i] = r[i] &- UInt8(truncatingIfNeeded: (UInt16(r[i - bpp]) &+ UInt16(u[i])) >> 1) }
        default:
            for i in 0..<head { dst[i] = r[i] &- u[i] }  // Paeth with a = c = 0 predicts b
            for i in head..<n { dst[i] = r[i] &- paeth(r[i - bpp], u[i], u[i - bpp]) }
        }
        var sum = 0
        for i in 0..<n { sum &+= Int(Int8(bitPattern: dst[i]).magnitude) }
        return sum
    }

    /// The Paeth predictor (PNG §9.4): whichever of left, above and upper-left is nearest to
    /// left + above - upper-left, ties broken in that order.
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        // p - a = b - c, p - b = a - c, p - c = a + b - 2c.
        let ia = Int32(a), ib = Int32(b), ic = Int32(c)
        let pa = (ib &- ic).magnitude, pb = (ia &- ic).magnitude, pc = (ia &+ ib &- 2 &* ic).magnitude
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
