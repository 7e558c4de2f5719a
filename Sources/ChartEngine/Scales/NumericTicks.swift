import Foundation

/// Numeric ticks and nice domains by the 1-2-5 rule, computed like d3-array's
/// `ticks`, `tickIncrement` and `nice`.
///
/// The step is kept as an integer multiplier (`i * step`) or, for steps below
/// one, as an integer divisor (`i / inverseStep`), so ticks of a 0.1 step are
/// `1 / 10`, `2 / 10`, ... and print exactly, never `0.30000000000000004`.
package enum NumericTicks {
    /// The most ticks any call produces, so a huge `count` cannot exhaust memory.
    static let maximumCount = 10_000

    /// Step between ticks for about `count` ticks over `lo...hi`: ten to some
    /// power times 1, 2 or 5, always positive. The ends may come in either order.
    /// Returns 0 when `lo == hi`, `count <= 0` or either end is not finite.
    package static func step(lo: Double, hi: Double, count: Int) -> Double {
        guard let spec = TickSpec(lo: lo, hi: hi, count: count) else { return 0 }
        return spec.increment.step
    }

    /// Ticks inside `lo...hi` in ascending order, about `count` of them; an end
    /// is included when a tick lands on it exactly. `[lo]` when `lo == hi`;
    /// empty for a non-finite end or `count <= 0`.
    package static func ticks(lo: Double, hi: Double, count: Int) -> [Double] {
        guard lo.isFinite, hi.isFinite, count > 0 else { return [] }
        if lo == hi { return [lo] }
        guard let spec = TickSpec(lo: lo, hi: hi, count: count), spec.first <= spec.last else { return [] }
        let indices = Swift.stride(from: spec.first, through: spec.last, by: 1)
        return indices.map { spec.increment.tick(at: $0) }
    }
}

/// A tick step as d3-array's `tickIncrement` encodes it: a positive increment
/// for steps of one and more, or the step's inverse for steps below one (d3
/// returns the inverse negated), so every tick is one exact multiplication or
/// division of an integer.
struct TickIncrement: Equatable, Sendable {
    /// The step itself, or its inverse when `isInverse`.
    var value: Double
    /// Whether `value` is `1 / step` (a step below one).
    var isInverse: Bool

    /// The distance between neighbouring ticks.
    var step: Double { isInverse ? 1 / value : value }

    /// The tick with integer index `i`; adding 0 turns -0 into 0.
    func tick(at i: Double) -> Double { (isInverse ? i / value : i * value) + 0 }

    /// `x` rounded down to a multiple of the step.
    func floor(_ x: Double) -> Double {
        tick(at: isInverse ? (x * value).rounded(.down) : (x / value).rounded(.down))
    }

    /// `x` rounded up to a multiple of the step.
    func ceil(_ x: Double) -> Double {
        tick(at: isInverse ? (x * value).rounded(.up) : (x / value).rounded(.up))
    }
}

/// The first and last tick indices and the increment for an interval: d3-array's
/// `tickSpec` (ticks.js, v3).
struct TickSpec: Sendable {
    /// Index of the first tick inside the interval.
    var first: Double
    /// Index of the last tick inside the interval (below `first` when none fits).
    var last: Double
    /// The step between ticks.
    var increment: TickIncrement

    // Thresholds between the 1, 2, 5 and 10 mantissas: geometric means of the
    // neighbours (sqrt(1*2), sqrt(2*5), sqrt(5*10)), as d3 chooses them.
    private static let e10 = 50.0.squareRoot()
    private static let e5 = 10.0.squareRoot()
    private static let e2 = 2.0.squareRoot()

    /// The spec for about `count` ticks over the sorted interval; nil when the
    /// ends are equal or not finite, or `count <= 0`.
    init?(lo: Double, hi: Double, count: Int) {
        guard lo.isFinite, hi.isFinite, lo != hi, count > 0 else { return nil }
        let count = Double(min(count, NumericTicks.maximumCount))
        guard let spec = Self.make(start: Swift.min(lo, hi), stop: Swift.max(lo, hi), count: count) else {
            return nil
        }
        self = spec
    }

    private init(first: Double, last: Double, increment: TickIncrement) {
        self.first = first
        self.last = last
        self.increment = increment
    }

    /// d3's `tickSpec` for `start < stop`.
    private static func make(start: Double, stop: Double, count: Double) -> TickSpec? {
        // Halved first where the span itself would overflow (-1e308...1e308).
        let span = stop - start
        let rawStep = span.isFinite ? span / count : (stop / 2 - start / 2) / count * 2
        guard rawStep.isFinite, rawStep > 0 else { return nil }
        let power = log10(rawStep).rounded(.down)
        let error = rawStep / pow(10, power)
        let factor: Double = error >= e10 ? 10 : error >= e5 ? 5 : error >= e2 ? 2 : 1
        // Below one the inverse 10^-power / factor is an integer, so i / inverse is exact.
        let increment = power < 0
            ? TickIncrement(value: pow(10, -power) / factor, isInverse: true)
            : TickIncrement(value: pow(10, power) * factor, isInverse: false)
        let scaledStart = increment.isInverse ? start * increment.value : start / increment.value
        let scaledStop = increment.isInverse ? stop * increment.value : stop / increment.value
        var first = scaledStart.rounded()
        var last = scaledStop.rounded()
        if increment.tick(at: first) < start { first += 1 }
        if increment.tick(at: last) > stop { last -= 1 }
        // d3 retries with twice the count when a count near one leaves no tick inside.
        if last < first, 0.5 <= count, count < 2 {
            return make(start: start, stop: stop, count: count * 2)
        }
        guard last - first < Double(NumericTicks.maximumCount) else { return nil }
        return TickSpec(first: first, last: last, increment: increment)
    }
}

extension NumericTicks {
    /// The steps an axis may take near `span / target`: 1, 2, 2.5 and 5 times a power of ten,
    /// ascending, over three decades around it. A step of 2.5 counts only from 25 up, so ticks
    /// stay whole numbers where the span is not fractional (0, 25, 50, 75, 100, but 0, 2, 4, …
    /// over 0…10); without `quarters`, not at all. Empty for a span or target that is not finite
    /// and positive.
    static func axisIncrements(span: Double, target: Double, quarters: Bool = true) -> [TickIncrement] {
        guard target.isFinite, target > 0 else { return [] }
        let raw = span / target
        guard raw.isFinite, raw >= 1e-300, raw <= 1e300 else { return [] }
        let center = Int(saturating: log10(raw).rounded(.down))
        var out: [TickIncrement] = []
        for power in (center - 1)...(center + 1) {
            for m in [1.0, 2, 2.5, 5] {
                if m == 2.5 && (power < 1 || !quarters) { continue }
                out.append(power >= 0 ? TickIncrement(value: m * pow(10, Double(power)), isInverse: false)
                                      : TickIncrement(value: pow(10, Double(-power)) / m, isInverse: true))
            }
        }
        return out
    }

    /// The multiples of `increment` inside `lo...hi`, ascending (none past ``maximumCount``).
    static func ticks(lo: Double, hi: Double, increment: TickIncrement) -> [Double] {
        guard lo.isFinite, hi.isFinite, lo <= hi, increment.value.isFinite, increment.value > 0 else { return [] }
        let tolerance = 1e-9
        let scaled = { (x: Double) in increment.isInverse ? x * increment.value : x / increment.value }
        let first = (scaled(lo) - tolerance).rounded(.up), last = (scaled(hi) + tolerance).rounded(.down)
        guard first <= last, last - first < Double(maximumCount) else { return [] }
        return Swift.stride(from: first, through: last, by: 1).map { increment.tick(at: $0) }
    }
}
