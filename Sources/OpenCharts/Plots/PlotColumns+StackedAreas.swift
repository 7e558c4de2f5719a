import ChartEngine
import Foundation

extension PlotColumns {
    /// Areas of several series stacked on each other, of many rows each, as one run per series: the
    /// rows are stacked in columns (``Stacker``'s rule, x by x, series in order of first appearance)
    /// and each series is then thinned by M4 on both edges of its band, so no mark is made per row.
    ///
    /// Returns `false`, adding nothing, when the rows are not such a stack: the series must share
    /// the same finite x values, rising or falling, with finite y values, on number or date axes,
    /// and every stack's total must be finite.
    func addStackedAreaRuns(_ xs: [Double], _ ys: [Double], keys: [String], into collector: inout MarkCollector) -> Bool {
        let method = stacking ?? .standard
        guard kind == .area, method != .unstacked, sector == nil else { return false }
        let options = collector.env.chartOptions
        for type in [options.xAxis.scale.type, options.yAxis.scale.type] where type == .category || type == .log {
            return false
        }
        let groups = ColumnThinner.groups(keys, count: xs.count)
        guard let first = groups.first, first.count > 1, groups.allSatisfy({ $0.count == first.count }) else { return false }
        let length = first.count
        let positions = first.map { xs[$0] }
        guard positions.allSatisfy(\.isFinite), positions.isStrictlyMonotone,
              groups.dropFirst().allSatisfy({ g in g.indices.allSatisfy { xs[g[$0]] == positions[$0] } }),
              ys.allSatisfy(\.isFinite) else { return false }
        let segments = Stacker.stackColumns(ys, series: groups, method: method)
        // A stack whose total runs past the largest number cannot be placed; the rows then go one
        // by one, so that the chart warns of each such row as it does of marks (and draws them alike).
        guard segments.allSatisfy({ $0.starts.allSatisfy(\.isFinite) && $0.ends.allSatisfy(\.isFinite) }) else { return false }
        for (s, group) in groups.enumerated() {
            let band = segments[s]
            let kept = Self.union(ColumnThinner.m4(x: positions, y: band.starts, rows: 0..<length),
                                  ColumnThinner.m4(x: positions, y: band.ends, rows: 0..<length))
            let element = data[data.index(data.startIndex, offsetBy: group[kept[0]])]
            var spec = MarkSpec(kind: kind, x: x.encoding(positions[kept[0]]), y: y.encoding(ys[group[kept[0]]]),
                                series: series?(element), width: width, height: height, stacking: method)
            for m in modifiers { m.apply(element, &spec, collector.env) }
            spec.run = MarkRun(xs: kept.map { positions[$0] }, ys: kept.map { ys[group[$0]] }, rowCount: length,
                               stacked: (kept.map { band.starts[$0] }, kept.map { band.ends[$0] }))
            collector.add(spec)
        }
        return true
    }

    /// The ascending union of two ascending lists of rows.
    static func union(_ a: [Int], _ b: [Int]) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(a.count + b.count)
        var i = 0, j = 0
        while i < a.count || j < b.count {
            let next = j == b.count || (i < a.count && a[i] <= b[j]) ? a[i] : b[j]
            if i < a.count && a[i] == next { i += 1 }
            if j < b.count && b[j] == next { j += 1 }
            out.append(next)
        }
        return out
    }
}
