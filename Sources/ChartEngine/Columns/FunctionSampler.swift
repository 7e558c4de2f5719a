/// Samples a function for `LinePlot(x:y:domain:function:)` and its relatives: evenly at first,
/// then halving each step where the curve bends by more than a fraction of the y range, so that
/// steep and curved parts get the samples a pixel-accurate line needs and flat parts stay cheap.
/// Where the function is not finite the curve breaks: each finite run is its own segment.
///
/// ```swift
/// let runs = FunctionSampler.sample(domain: -5...5) { 1 / $0 }   // two runs, either side of 0
/// ```
package enum FunctionSampler {
    /// Even samples across the domain before refining: about two per point of a wide plot.
    package static let baseCount = 1_000
    /// How many times a step may be halved.
    package static let maxDepth = 6

    /// Runs of finite samples `(t, x, y)` of `function` over `domain`, in order of t.
    package static func sample(domain: ClosedRange<Double>, count: Int = baseCount,
                               function: (Double) -> (x: Double, y: Double)) -> [[(x: Double, y: Double)]] {
        guard domain.lowerBound.isFinite, domain.upperBound.isFinite else { return [] }
        let n = max(2, count)
        let step = (domain.upperBound - domain.lowerBound) / Double(n - 1)
        var ts: [Double] = [], values: [(x: Double, y: Double)] = []
        ts.reserveCapacity(n); values.reserveCapacity(n)
        for i in 0..<n {
            let t = i == n - 1 ? domain.upperBound : domain.lowerBound + Double(i) * step
            ts.append(t); values.append(function(t))
        }
        // The tolerance: a 500th of the finite extent in each coordinate, a fraction of a pixel.
        var xr = (lo: Double.infinity, hi: -Double.infinity), yr = xr
        for v in values where v.x.isFinite && v.y.isFinite {
            xr = (min(xr.lo, v.x), max(xr.hi, v.x)); yr = (min(yr.lo, v.y), max(yr.hi, v.y))
        }
        let tolX = max(xr.hi - xr.lo, 0) / 500, tolY = max(yr.hi - yr.lo, 0) / 500
        var runs: [[(x: Double, y: Double)]] = [], run: [(x: Double, y: Double)] = []
        func finite(_ v: (x: Double, y: Double)) -> Bool { v.x.isFinite && v.y.isFinite }
        func refine(_ t0: Double, _ a: (x: Double, y: Double), _ t1: Double, _ b: (x: Double, y: Double), depth: Int) {
            guard finite(a) || finite(b) else { return }
            guard depth < maxDepth else {
                // Still a jump of a quarter of the range after every halving, with the middle outside the
                // jump: a pole (1/x at 0), not a steep but continuous stretch. Break there.
                guard finite(a), finite(b), abs(b.y - a.y) > 0.25 * (yr.hi - yr.lo) else { return }
                let m = function((t0 + t1) / 2)
                if !finite(m) || m.y < min(a.y, b.y) || m.y > max(a.y, b.y) { append((.nan, .nan)) }
                return
            }
            let tm = (t0 + t1) / 2, m = function(tm)
            let bends = !finite(a) || !finite(b) || !finite(m) || abs(m.x - (a.x + b.x) / 2) > tolX || abs(m.y - (a.y + b.y) / 2) > tolY
            guard bends else { return }
            refine(t0, a, tm, m, depth: depth + 1)
            append(m)
            refine(tm, m, t1, b, depth: depth + 1)
        }
        func append(_ v: (x: Double, y: Double)) {
            if finite(v) { run.append(v) } else if !run.isEmpty { runs.append(run); run = [] }
        }
        for i in 0..<n {
            if i > 0, finite(values[i - 1]) || finite(values[i]) {
                refine(ts[i - 1], values[i - 1], ts[i], values[i], depth: 0)
            }
            append(values[i])
        }
        if !run.isEmpty { runs.append(run) }
        return runs
    }
}
