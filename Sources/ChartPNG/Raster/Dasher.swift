import ChartScene

/// Cuts polylines into dashes, as SVG's `stroke-dasharray` and `stroke-dashoffset` do: the
/// pattern (repeated twice when its count is odd) starts afresh on every subpath, shifted by
/// the phase, and a closed subpath is dashed along its closing segment too.
struct Dasher {
    let pattern: [Double]
    let patternLength: Double
    let phase: Double
    /// More dashes than this on one path and the path is drawn solid, so a hostile pattern
    /// cannot make a render run for ever.
    static let maximumDashes = 100_000

    /// A dasher, or nil when the pattern draws a solid line: empty, negative, non-finite or all zero.
    init?(dash: [Double], phase: Double) {
        guard !dash.isEmpty, dash.allSatisfy({ $0.isFinite && $0 >= 0 }), dash.contains(where: { $0 > 0 }) else { return nil }
        pattern = dash.count % 2 == 1 ? dash + dash : dash
        patternLength = pattern.reduce(0, +)
        guard patternLength > 0, patternLength.isFinite else { return nil }
        let p = phase.isFinite ? phase.truncatingRemainder(dividingBy: patternLength) : 0
        self.phase = p < 0 ? p + patternLength : p
    }

    func dash(_ lines: Polylines) -> Polylines {
        var total = 0.0
        for k in 0..<lines.count {
            let r = lines.range(k)
            for i in r.dropFirst() { total += (lines.points[i] - lines.points[i - 1]).length }
            if lines.closed[k], let f = r.first, let l = r.last { total += (lines.points[f] - lines.points[l]).length }
        }
        guard total / patternLength * Double(pattern.count) < Double(Self.maximumDashes) else { return lines }
        var out = Polylines()
        for k in 0..<lines.count {
            var pts = Array(lines.points[lines.range(k)]), corner = Array(lines.isCorner[lines.range(k)])
            if lines.closed[k], let first = pts.first { pts.append(first); corner.append(true) }
            dashOne(pts, corner, into: &out)
        }
        return out
    }

    private func dashOne(_ pts: [ScenePoint], _ corner: [Bool], into out: inout Polylines) {
        // Where in the pattern the subpath starts.
        var index = 0, left = phase
        while left >= pattern[index] { left -= pattern[index]; index = (index + 1) % pattern.count }
        var remaining = pattern[index] - left  // of the current interval
        var on = index % 2 == 0
        if on { out.append(pts[0], corner: true) }
        for i in pts.indices.dropFirst() {
            let a = pts[i - 1], b = pts[i]
            let segment = (b - a).length
            var done = 0.0
            while segment - done > remaining {
                done += remaining
                let p = a + (b - a) * (done / segment)
                if on { out.append(p, corner: true); out.endSubpath(closed: false) }
                index = (index + 1) % pattern.count
                remaining = pattern[index]
                on.toggle()
                // A dash of length zero ends where it starts: the stroker draws it as a dot.
                if on { out.append(p, corner: true) }
            }
            remaining -= segment - done
            if on { out.append(b, corner: corner[i]) }
        }
        if on { out.endSubpath(closed: false) }
    }
}
