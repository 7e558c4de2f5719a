/// A rectangle of whole pixels: `x0..<x1` by `y0..<y1`.
struct IntRect: Equatable, Sendable {
    var x0: Int, y0: Int, x1: Int, y1: Int

    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    func intersection(_ o: IntRect) -> IntRect {
        let r = IntRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        return r.isEmpty ? IntRect(x0: r.x0, y0: r.y0, x1: r.x0, y1: r.y0) : r
    }

    /// The smallest rectangle holding both.
    func union(_ o: IntRect) -> IntRect {
        IntRect(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    /// The pixels any part of which lies in the real rectangle, or an empty rectangle when
    /// the bounds are not finite.
    /// Sides are clamped to ±10^8. Asked once for every shape (ten thousand times for a 3D
    /// surface), so worked out by arithmetic rather than by calls into the C library.
    static func covering(minX: Double, minY: Double, maxX: Double, maxY: Double) -> IntRect {
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else { return IntRect(x0: 0, y0: 0, x1: 0, y1: 0) }
        return IntRect(x0: floorClamped(minX), y0: floorClamped(minY), x1: -floorClamped(-maxX), y1: -floorClamped(-maxY))
    }

    /// Finite `v` rounded down and clamped to ±10^8: adding 1.5 × 2^52 leaves `v` rounded to the
    /// nearest whole number in the low 32 bits of the sum, in two's complement; one less when
    /// that rounded up.
    @inline(__always)
    static func floorClamped(_ v: Double) -> Int {
        let c = max(-1e8, min(1e8, v))
        let m = c + 6_755_399_441_055_744.0
        let n = Int(Int32(truncatingIfNeeded: m.bitPattern))
        return Double(n) > c ? n - 1 : n
    }
}

/// Which points a set of contours fills.
enum FillRule: Sendable {
    /// Points the outlines wind round a non-zero number of times.
    case nonZero
    /// Points inside an odd number of outlines.
    case evenOdd
}
