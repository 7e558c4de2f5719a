import Foundation

extension NumericTicks {
    /// The domain extended outwards to multiples of the tick step, like d3-scale's
    /// `linear.nice(count)`: round the ends to the step, recompute the step for the
    /// wider domain, and repeat until it no longer changes (at most 10 times).
    ///
    /// The result keeps the input's orientation (`lo > hi` stays reversed). Equal
    /// or non-finite ends, or `count <= 0`, come back unchanged.
    ///
    ///     NumericTicks.nice(lo: 0, hi: 916, count: 5)   // (0, 1000)
    package static func nice(lo: Double, hi: Double, count: Int) -> (lo: Double, hi: Double) {
        guard lo.isFinite, hi.isFinite, lo != hi, count > 0 else { return (lo, hi) }
        var start = Swift.min(lo, hi)
        var stop = Swift.max(lo, hi)
        var previous: TickIncrement?
        for _ in 0..<10 {
            guard let increment = TickSpec(lo: start, hi: stop, count: count)?.increment,
                  increment != previous else { break }
            start = increment.floor(start)
            stop = increment.ceil(stop)
            previous = increment
        }
        return lo <= hi ? (start, stop) : (stop, start)
    }

    /// Number of fraction digits needed to print ticks with this step: 0 for a
    /// step of one or more, 1 for 0.5, 0.2 and 0.1, 2 for 0.05, and so on.
    ///
    /// Like d3-format's `precisionFixed`, but found by scaling by ten until the
    /// step is a whole number (within rounding noise), so any step works, not
    /// only 1-2-5 steps (0.25 needs 2). Never more than 17, the digits a Double holds.
    package static func fractionDigits(forStep step: Double) -> Int {
        let step = abs(step)
        guard step.isFinite, step > 0 else { return 0 }
        var scaled = step
        for digits in 0...17 {
            // Relative tolerance: 0.3 * 10 is 3.0000000000000004 in binary.
            let whole = scaled.rounded()
            if whole >= 1, abs(scaled - whole) <= 1e-9 * scaled { return digits }
            scaled *= 10
        }
        return 17
    }
}
