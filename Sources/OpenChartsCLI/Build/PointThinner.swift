import Foundation

/// Leaves out the points of a large scatter that would land on a cell of the plot already
/// holding a point of the same group: a grid over the data's extent (after a log, square-root or
/// symmetric-log scale's transform) with a cell per point of the picture, smaller than a
/// symbol, so the picture looks the same while the marks made follow the plot's size and not
/// the rows.
struct PointThinner {
    /// The rows to keep, in order; nil when every row is kept (too many groups to track). The
    /// grid has `columns` × `rows` cells, each clamped to 64…2,048.
    static func keptRows(count: Int, x: [Double], y: [Double], groups: [Int]?, groupCount: Int,
                         columns: Int = 2048, rows: Int = 2048) -> [Int]? {
        guard groupCount <= 64 else { return nil }
        let nx = min(2048, max(64, columns)), ny = min(2048, max(64, rows))
        let (x0, x1) = extent(x), (y0, y1) = extent(y)
        let sx = x1 > x0 ? Double(nx - 1) / (x1 - x0) : 0
        let sy = y1 > y0 ? Double(ny - 1) / (y1 - y0) : 0
        let words = (nx * ny + 63) / 64
        var seen = [UInt64](repeating: 0, count: words * max(1, groupCount))
        var kept: [Int] = []
        for i in 0..<count {
            guard x[i].isFinite, y[i].isFinite else { kept.append(i); continue }
            let cx = Int(saturating: (x[i] - x0) * sx), cy = Int(saturating: (y[i] - y0) * sy)
            let bit = (groups?[i] ?? 0) * words * 64 + cy * nx + cx
            let mask = UInt64(1) << UInt64(bit & 63)
            if seen[bit >> 6] & mask == 0 {
                seen[bit >> 6] |= mask
                kept.append(i)
            }
        }
        return kept
    }

    static func extent(_ v: [Double]) -> (Double, Double) {
        var lo = Double.infinity, hi = -Double.infinity
        for d in v where d.isFinite { lo = min(lo, d); hi = max(hi, d) }
        return lo <= hi ? (lo, hi) : (0, 0)
    }

    /// A channel's values as positions along its axis, transformed as `scaleType` transforms them.
    static func positions(_ channel: any PlotChannel, count: Int, scaleType: String?) -> [Double] {
        var raw: [Double]
        switch channel {
        case let c as NumberChannel: raw = c.values
        case let c as DateChannel: raw = c.seconds
        case let c as TextChannel:
            var codes: [String: Double] = [:]
            raw = c.values.map { s in
                if let k = codes[s] { return k }
                let k = Double(codes.count)
                codes[s] = k
                return k
            }
            return raw
        default: raw = [Double](repeating: 0, count: count)
        }
        switch scaleType {
        case "log": return raw.map { $0 > 0 ? log10($0) : .nan }
        case "squareRoot": return raw.map { $0 >= 0 ? $0.squareRoot() : -(-$0).squareRoot() }
        case "symmetricLog": return raw.map { $0 >= 0 ? log1p($0) : -log1p(-$0) }
        default: return raw
        }
    }
}
