import ChartScene

/// Colours along 0...1 from gradient stops, interpolated linearly per sRGB component and alpha
/// between neighbouring stops, and held at the first and last stop beyond them.
package struct ColorRamp: Sendable, Equatable {
    /// The stops in order of location, locations clamped to 0...1; never empty.
    package let stops: [GradientStop]

    /// A ramp through `stops`; `fallback` alone when there are none.
    package init(stops: [GradientStop], fallback: RGBA) {
        let clean = stops.map { GradientStop(color: $0.color, location: $0.location.isFinite ? min(1, max(0, $0.location)) : 0) }
        // A stable sort keeps stops at one location in the order given (a hard edge).
        let sorted = clean.enumerated().sorted { ($0.element.location, $0.offset) < ($1.element.location, $1.offset) }.map(\.element)
        self.stops = sorted.isEmpty ? [GradientStop(color: fallback, location: 0)] : sorted
    }

    /// Colours spread evenly from 0 to 1.
    package init(colors: [RGBA], fallback: RGBA) {
        let n = colors.count
        self.init(stops: colors.enumerated().map { GradientStop(color: $1, location: n > 1 ? Double($0) / Double(n - 1) : 0) },
                  fallback: fallback)
    }

    /// The colour at `t` (clamped to 0...1).
    package func color(at t: Double) -> RGBA {
        let t = t.isFinite ? min(1, max(0, t)) : 0
        guard let first = stops.first, let last = stops.last else { return .black }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        for (a, b) in zip(stops, stops.dropFirst()) where t >= a.location && t <= b.location {
            let span = b.location - a.location
            guard span > 0 else { continue }
            let f = (t - a.location) / span
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * f }
            return RGBA(red: mix(a.color.red, b.color.red), green: mix(a.color.green, b.color.green),
                        blue: mix(a.color.blue, b.color.blue), alpha: mix(a.color.alpha, b.color.alpha))
        }
        return last.color
    }
}
