/// A continuous linear map from a domain to a range, as d3-scale's
/// `scaleLinear` without clamping: `map` interpolates, `invert` maps back.
///
/// Either interval may be reversed (`domainLo > domainHi`, `rangeStart >
/// rangeEnd`; a y axis usually runs from the bottom up). A domain of zero width
/// maps every value to the middle of the range.
///
///     let y = LinearScale(domainLo: 0, domainHi: 1000, rangeStart: 300, rangeEnd: 0)
///     y.map(250)      // 225
///     y.invert(225)   // 250
package struct LinearScale: Sendable, Hashable {
    /// The domain value mapped to `rangeStart`.
    package var domainLo: Double
    /// The domain value mapped to `rangeEnd`.
    package var domainHi: Double
    /// The position of `domainLo`.
    package var rangeStart: Double
    /// The position of `domainHi`.
    package var rangeEnd: Double

    /// A scale mapping `domainLo` to `rangeStart` and `domainHi` to `rangeEnd`.
    package init(domainLo: Double, domainHi: Double, rangeStart: Double, rangeEnd: Double) {
        self.domainLo = domainLo
        self.domainHi = domainHi
        self.rangeStart = rangeStart
        self.rangeEnd = rangeEnd
    }

    /// The position of domain value `v`; values outside the domain extrapolate.
    /// A degenerate domain maps everything to the middle of the range.
    package func map(_ v: Double) -> Double {
        guard let t = Self.fraction(of: v, from: domainLo, to: domainHi) else {
            return Self.interpolate(rangeStart, rangeEnd, 0.5)
        }
        return Self.interpolate(rangeStart, rangeEnd, t)
    }

    /// `map(values[i]) + d` into `out[i]` for each of `count` values: the same arithmetic, with the
    /// scale's checks made once, so that the loop runs several values at a time.
    package func map(_ values: UnsafePointer<Double>, count: Int, plus d: Double, into out: UnsafeMutablePointer<Double>) {
        let a = domainLo, width = domainHi - domainLo, rs = rangeStart, re = rangeEnd
        guard width != 0, width.isFinite, domainLo.isFinite, domainHi.isFinite else {
            for i in 0..<count { out[i] = map(values[i]) + d }
            return
        }
        for i in 0..<count {
            let t = (values[i] - a) / width
            out[i] = (rs * (1 - t) + re * t) + d
        }
    }

    /// The domain value at position `p`, the inverse of `map`. A degenerate
    /// range gives the middle of the domain.
    package func invert(_ p: Double) -> Double {
        guard let t = Self.fraction(of: p, from: rangeStart, to: rangeEnd) else {
            return Self.interpolate(domainLo, domainHi, 0.5)
        }
        return Self.interpolate(domainLo, domainHi, t)
    }

    /// Where `x` lies between `a` (0) and `b` (1), d3's `normalize`; nil when
    /// the interval has no usable width.
    private static func fraction(of x: Double, from a: Double, to b: Double) -> Double? {
        let width = b - a
        guard width != 0, a.isFinite, b.isFinite else { return nil }
        // Ends near Double's limits (-1e308...1e308) are farther apart than a Double holds:
        // halving every term first gives the same fraction without overflowing.
        if !width.isFinite { return (x / 2 - a / 2) / (b / 2 - a / 2) }
        return (x - a) / width
    }

    /// d3-interpolate's `interpolateNumber`, written `a * (1 - t) + b * t` so
    /// that t = 0 and t = 1 give the ends exactly.
    private static func interpolate(_ a: Double, _ b: Double, _ t: Double) -> Double {
        a * (1 - t) + b * t
    }
}
