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
                for type in 0..<5 {
                    let sum = apply(type, row: row, up: up, bpp: bpp, into: cand.baseAddress! + type * stride)
                    if sum < bestSum { bestSum = sum; bestType = type }
                }
                let o = y * (stride + 1)
                out[o] = UInt8(bestType)
                for i in 0..<stride { out[o + 1 + i] = cand[bestType * stride + i] }
            }
        }}}}
        return out
    }

    /// Filters `row` with filter `type` into `dst` and returns the sum of |signed byte|.
    @inline(__always)
    private static func apply(_ type: Int, row: UnsafeBufferPointer<UInt8>, up: UnsafeBufferPointer<UInt8>,
                              bpp: Int, into dst: UnsafeMutablePointer<UInt8>) -> Int {
        var sum = 0
        for i in 0..<row.count {
            let x = row[i]
            let a = i >= bpp ? row[i - bpp] : 0
            let b = up[i]
            let c = i >= bpp ? up[i - bpp] : 0
            let v: UInt8
            switch type {
            case 0: v = x
            case 1: v = x &- a
            case 2: v = x &- b
            case 3: v = x &- UInt8((Int(a) + Int(b)) >> 1)
            default: v = x &- paeth(a, b, c)
            }
            dst[i] = v
            sum += v < 128 ? Int(v) : 256 - Int(v)
        }
        return sum
    }

    /// The Paeth predictor (PNG §9.4): whichever of left, above and upper-left is nearest to
    /// left + above - upper-left, ties broken in that order.
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
