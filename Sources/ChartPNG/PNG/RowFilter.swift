/// PNG's five row filters (PNG §9.2) and the choice among them: each row gets the filter
/// whose output, read as signed bytes, has the smallest sum of magnitudes.
///
/// The rows are read straight from the pixmap, one at a time, and compared with the row
/// above, two pixels at a time, into the stretches where they differ. A row equal to the one
/// above (most rows of a chart: the inside of bars, the plot's background) is filtered with Up
/// without being looked at further, as all zeros. Any other row is unpremultiplied into a
/// scratch row; where it equals the row above, Up and Paeth both give zeros, so only the
/// changed stretches are scored for them (and written, for Paeth), while Sub, cheap to
/// score, is scored over the whole row. The choice is the one scoring every byte would make.
enum RowFilter {
    /// The filtered image of `pixmap`: for each row, its filter type byte then the filtered
    /// bytes, `channels` per pixel (3 drops the alpha of an opaque picture, 4 keeps it); and
    /// the Adler-32 of those bytes, found as they are written.
    static func filteredRows(_ pixmap: Pixmap, channels bpp: Int) -> (bytes: [UInt8], adler32: UInt32) {
        let width = pixmap.width, height = pixmap.height
        let stride = width * bpp, sourceStride = width * 4
        let total = height * (stride + 1)
        guard total > 0 else { return ([], 1) }
        // Two straight rows, the one above and the current one, each with bpp zero bytes in
        // front so that the left neighbour of the first pixel reads as 0 without a branch.
        // A spare byte after each lets the last pixel be stored as one word.
        var scratch = [UInt8](repeating: 0, count: 2 * (bpp + stride + 1))
        // The changed stretches of the current row, as pairs of pixel indices start, end.
        var spans = [Int](repeating: 0, count: width + 2)
        var adler = Adler32()
        let bytes = pixmap.pixels.withUnsafeBufferPointer { pixels in
            scratch.withUnsafeMutableBufferPointer { scratch in
                spans.withUnsafeMutableBufferPointer { spans in
                    [UInt8](unsafeUninitializedCapacity: total) { out, initialized in
                        let src = pixels.baseAddress!, dst = out.baseAddress!
                        var above = scratch.baseAddress! + bpp                // zeros: the row above the first
                        var current = scratch.baseAddress! + (bpp + stride + 1) + bpp
                        for y in 0..<height {
                            let row = src + y * sourceStride
                            let o = dst + y * (stride + 1)
                            let spanCount: Int
                            if y == 0 {
                                spans[0] = 0; spans[1] = width; spanCount = 1
                            } else {
                                spanCount = changedSpans(row, row - sourceStride, width: width, into: spans.baseAddress!)
                            }
                            if spanCount == 0 {
                                o[0] = 2
                                (o + 1).initialize(repeating: 0, count: stride)
                                adler.update(2)
                                adler.skipZeros(stride)
                                continue
                            }
                            if y == 0 || spans[2 * spanCount - 1] - spans[0] > width / 2 {
                                straighten(row, count: width, channels: bpp, into: current)
                            } else {
                                // Where the row equals the one above, so does its straight form.
                                current.update(from: above, count: stride)
                                for k in 0..<spanCount {
                                    let a = spans[2 * k], b = spans[2 * k + 1]
                                    straighten(row + 4 * a, count: b - a, channels: bpp, into: current + a * bpp)
                                    // The last pixel may be stored as a word over the next one's first byte.
                                    current[b * bpp] = above[b * bpp]
                                }
                            }
                            // Each stretch widened by the pixel after it, which Paeth reads it from,
                            // and turned into byte offsets.
                            for k in 0..<spanCount {
                                spans[2 * k] *= bpp
                                spans[2 * k + 1] = min(spans[2 * k + 1] + 1, width) * bpp
                            }
                            let changed = UnsafeBufferPointer(start: spans.baseAddress!, count: 2 * spanCount)
                            let type = bestFilter(current, above, count: stride, bpp: bpp, changed: changed)
                            o[0] = UInt8(type)
                            if type == 1 {
                                apply(1, row: current, up: above, count: stride, bpp: bpp, into: o + 1)
                                adler.update(o, count: stride + 1)
                            } else {
                                // Up and Paeth are zero where the row equals the one above.
                                (o + 1).initialize(repeating: 0, count: stride)
                                adler.update(UInt8(type))
                                var written = 0
                                for k in 0..<spanCount {
                                    let a = changed[2 * k], b = changed[2 * k + 1]
                                    apply(type, row: current + a, up: above + a, count: b - a, bpp: bpp, into: o + 1 + a)
                                    adler.skipZeros(a - written)
                                    adler.update(o + 1 + a, count: b - a)
                                    written = b
                                }
                                adler.skipZeros(stride - written)
                            }
                            swap(&above, &current)
                        }
                        initialized = total
                    }
                }
            }
        }
        return (bytes, adler.value)
    }

    /// The stretches of pixels where rows `a` and `b` (`width` RGBA pixels each) differ, as
    /// start and end pairs written to `spans`; returns how many. Two pixels are compared at a
    /// time, 32 bytes are skipped at once where the rows agree, and stretches less than eight
    /// pixels apart are joined. Stretches are at least one pixel apart, so that each widened
    /// by one pixel still does not overlap the next.
    static func changedSpans(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>, width: Int,
                             into spans: UnsafeMutablePointer<Int>) -> Int {
        let ra = UnsafeRawPointer(a), rb = UnsafeRawPointer(b)
        let bytes = width * 4
        var count = 0
        var i = 0
        @inline(__always) func add(_ start: Int, _ end: Int) {
            if count > 0 && start <= spans[2 * count - 1] + 8 {
                spans[2 * count - 1] = end
            } else {
                spans[2 * count] = start; spans[2 * count + 1] = end
                count += 1
            }
        }
        while i + 32 <= bytes {
            // Sixty-four equal bytes are skipped at once: most of a chart's row is what the row above is.
            if i + 64 <= bytes {
                var x: UInt64 = 0
                for k in 0..<8 {
                    x |= ra.loadUnaligned(fromByteOffset: i + 8 * k, as: UInt64.self) ^ rb.loadUnaligned(fromByteOffset: i + 8 * k, as: UInt64.self)
                }
                if x == 0 { i += 64; continue }
            }
            let x0 = ra.loadUnaligned(fromByteOffset: i, as: UInt64.self) ^ rb.loadUnaligned(fromByteOffset: i, as: UInt64.self)
            let x1 = ra.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self) ^ rb.loadUnaligned(fromByteOffset: i + 8, as: UInt64.self)
            let x2 = ra.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self) ^ rb.loadUnaligned(fromByteOffset: i + 16, as: UInt64.self)
            let x3 = ra.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self) ^ rb.loadUnaligned(fromByteOffset: i + 24, as: UInt64.self)
            if x0 | x1 | x2 | x3 != 0 {
                let p = i >> 2
                if x0 != 0 { add(p, p + 2) }
                if x1 != 0 { add(p + 2, p + 4) }
                if x2 != 0 { add(p + 4, p + 6) }
                if x3 != 0 { add(p + 6, p + 8) }
            }
            i += 32
        }
        while i < bytes {
            if ra.loadUnaligned(fromByteOffset: i, as: UInt32.self) != rb.loadUnaligned(fromByteOffset: i, as: UInt32.self) {
                add(i >> 2, (i >> 2) + 1)
            }
            i += 4
        }
        return count
    }

    /// One row of premultiplied RGBA as straight colour, `channels` bytes per pixel. `dst`
    /// must have room for one byte past the row's end when `channels` is 3.
    @inline(__always)
    static func straighten(_ src: UnsafePointer<UInt8>, count: Int, channels: Int, into dst: UnsafeMutablePointer<UInt8>) {
        var s = src, d = dst
        let end = src + count * 4
        if channels == 3 {
            // Opaque pixels: four bytes stored, three kept; the fourth is the next pixel's first, or the spare byte.
            while s < end {
                let pixel = UInt32(littleEndian: UnsafeRawPointer(s).loadUnaligned(as: UInt32.self))
                if pixel < 0xFF00_0000 { break }
                UnsafeMutableRawPointer(d).storeBytes(of: pixel.littleEndian, as: UInt32.self)
                s += 4; d += 3
            }
        }
        while s < end {
            do {
                let a = s[3]
                if a == 255 {
                    d[0] = s[0]; d[1] = s[1]; d[2] = s[2]
                } else if a == 0 {
                    d[0] = 0; d[1] = 0; d[2] = 0
                } else {
                    d[0] = Pixmap.unpremultiply(s[0], a)
                    d[1] = Pixmap.unpremultiply(s[1], a)
                    d[2] = Pixmap.unpremultiply(s[2], a)
                }
                if channels == 4 { d[3] = a }
            }
            s += 4; d += channels
        }
    }

    /// The filter type, of Sub, Up and Paeth, whose output has the smallest sum of |signed
    /// byte|; ties go to Up, then Sub. None and Average are not tried: on pictures of charts
    /// they almost never win, and leaving them out makes the files smaller, not larger.
    /// Up and Paeth are scored only over `changed` (pairs of byte offsets start, end), outside
    /// of which both are zero. Branch-free arithmetic, so the compiler can score many bytes
    /// per instruction. `r[-bpp..<0]` and `u[-bpp..<0]` read as zeros.
    @inline(__always)
    static func bestFilter(_ r: UnsafePointer<UInt8>, _ u: UnsafePointer<UInt8>, count n: Int, bpp: Int,
                           changed: UnsafeBufferPointer<Int>) -> Int {
        var sub = 0, up = 0, paethSum = 0
        // Offsets into the pointers, not `i - bpp`: an overflow check in the loop would keep
        // it from being vectorized. Sums of 256 magnitudes of at most 128 fit 16 bits, which
        // lets eight or sixteen bytes be scored per instruction.
        let left = r - bpp, upperLeft = u - bpp
        var subChanged = 0
        for k in 0..<(changed.count / 2) {
            var start = changed[2 * k]
            let stop = changed[2 * k + 1]
            while start < stop {
                let end = min(stop, start + 256)
                var s1: UInt16 = 0, s2: UInt16 = 0, s3: UInt16 = 0
                for i in start..<end {
                    let x = r[i], a = left[i], b = u[i], c = upperLeft[i]
                    s1 &+= magnitude(x &- a)
                    s2 &+= magnitude(x &- b)
                    let p = UInt8(truncatingIfNeeded: paeth16(Int16(a), Int16(b), Int16(c)))
                    s3 &+= magnitude(x &- p)
                }
                subChanged &+= Int(s1); up &+= Int(s2); paethSum &+= Int(s3)
                start = end
            }
        }
        // Sub over the changed stretches is a lower bound of its whole score: when that
        // already loses to Up or Paeth, the rest of the row need not be scored.
        if subChanged >= up || subChanged > paethSum {
            sub = subChanged
        } else {
            var start = 0
            while start < n {
                let end = min(n, start + 256)
                var s1: UInt16 = 0
                for i in start..<end { s1 &+= magnitude(r[i] &- left[i]) }
                sub &+= Int(s1)
                start = end
            }
        }
        var best = 2, bestSum = up
        if sub < bestSum { best = 1; bestSum = sub }
        if paethSum < bestSum { best = 4 }
        return best
    }

    /// |b| for a filtered byte read as signed: the smaller of b and its negation, unsigned.
    @inline(__always)
    static func magnitude(_ b: UInt8) -> UInt16 { UInt16(min(b, 0 &- b)) }

    /// The Paeth predictor on widened bytes, without branches.
    @inline(__always)
    static func paeth16(_ a: Int16, _ b: Int16, _ c: Int16) -> Int16 {
        func abs(_ v: Int16) -> Int16 { let s = v >> 15; return (v ^ s) &- s }
        let pa = abs(b &- c), pb = abs(a &- c), pc = abs(a &+ b &- c &- c)
        let bc = pb <= pc ? b : c
        return pa <= min(pb, pc) ? a : bc
    }

    /// Filters `row` with filter `type` into `dst`. `row[-bpp..<0]` and `up[-bpp..<0]` read
    /// as zeros, which is what the filters assume left of the first pixel.
    @inline(__always)
    static func apply(_ type: Int, row r: UnsafePointer<UInt8>, up u: UnsafePointer<UInt8>, count n: Int,
                      bpp: Int, into dst: UnsafeMutablePointer<UInt8>) {
        let left = r - bpp, upperLeft = u - bpp
        switch type {
        case 0:
            dst.update(from: r, count: n)
        case 1:
            for i in 0..<n { dst[i] = r[i] &- left[i] }
        case 2:
            for i in 0..<n { dst[i] = r[i] &- u[i] }
        case 3:
            for i in 0..<n { dst[i] = r[i] &- UInt8(truncatingIfNeeded: (UInt16(left[i]) &+ UInt16(u[i])) >> 1) }
        default:
            for i in 0..<n {
                dst[i] = UInt8(truncatingIfNeeded: Int16(r[i]) &- paeth16(Int16(left[i]), Int16(u[i]), Int16(upperLeft[i])))
            }
        }
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
