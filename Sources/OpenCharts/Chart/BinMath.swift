import ChartEngine
import Foundation

/// The arithmetic of bins, in `Double`: uniform steps, nice steps by the 1-2-5 rule (as d3-array's
/// `bin` finds them), and Scott's rule for a count.
enum BinMath {
    /// Thresholds `step` apart from `lo` until one reaches `hi`; one bin of the range when the
    /// step is unusable.
    static func uniform(lo: Double, hi: Double, step: Double) -> [Double] {
        guard let (lo, hi) = ordered(lo, hi) else { return [] }
        guard step.isFinite, step > 0, (hi - lo) / step < Double(maximumBinCount) else { return single(lo, hi) }
        var t: [Double] = [lo]
        var i = 1.0
        while t.last! < hi { t.append(lo + i * step); i += 1 }
        return t
    }

    /// `count` bins of equal size from `lo` to `hi`.
    static func split(lo: Double, hi: Double, count: Int) -> [Double] {
        guard let (lo, hi) = ordered(lo, hi) else { return [] }
        let n = min(max(count, 1), maximumBinCount)
        guard hi > lo else { return single(lo, hi) }
        return (0...n).map { $0 == n ? hi : lo + (hi - lo) * Double($0) / Double(n) }
    }

    /// About `count` bins of a nice step (at least `minimumStride`) on multiples of the step,
    /// from the multiple at or below `lo` to the one at or above `hi`.
    static func nice(lo: Double, hi: Double, count: Int, minimumStride: Double) -> [Double] {
        guard let (lo, hi) = ordered(lo, hi) else { return [] }
        let minimum = minimumStride.isFinite ? max(0, minimumStride) : 0
        guard hi > lo else { return single(lo, hi, width: max(minimum, 1)) }
        let n = min(max(count, 1), maximumBinCount)
        let (niceLo, niceHi) = NumericTicks.nice(lo: lo, hi: hi, count: n)
        let step = NumericTicks.step(lo: niceLo, hi: niceHi, count: n)
        if step >= minimum, step > 0 {
            // The ticks of the nice domain print exactly: 0.1 steps give 0.3, not 0.30000000000000004.
            let ticks = NumericTicks.ticks(lo: niceLo, hi: niceHi, count: n)
            if ticks.count >= 2, ticks.first! <= lo, ticks.last! >= hi { return ticks }
        }
        let s = max(step, minimum)
        return uniform(lo: (lo / s).rounded(.down) * s, hi: hi, step: s)
    }

    /// Scott's normal reference rule for the number of bins, `⌈(max − min) ∛n / (3.49 σ)⌉`, at
    /// most 200; one bin for fewer than two values or no spread.
    static func scottCount(_ values: [Double]) -> Int {
        let v = values.filter(\.isFinite)
        guard v.count > 1, let lo = v.min(), let hi = v.max(), hi > lo else { return 1 }
        let mean = v.reduce(0, +) / Double(v.count)
        let sd = (v.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(v.count - 1)).squareRoot()
        guard sd > 0 else { return 1 }
        let n = ((hi - lo) * cbrt(Double(v.count)) / (3.49 * sd)).rounded(.up)
        return Int(saturating: min(max(n, 1), 200))
    }

    /// The ends in order, or nil when either is not finite.
    static func ordered(_ a: Double, _ b: Double) -> (Double, Double)? {
        guard a.isFinite, b.isFinite else { return nil }
        return (min(a, b), max(a, b))
    }

    /// One bin over the range, `width` wide when the range is a single value.
    static func single(_ lo: Double, _ hi: Double, width: Double = 1) -> [Double] {
        hi > lo ? [lo, hi] : [lo, lo + width]
    }
}
