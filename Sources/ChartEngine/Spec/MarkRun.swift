import ChartScene
import Foundation

/// The rows of one long line as two columns of numbers: what a vectorized plot (or a `ForEach` of
/// plain line marks) of many rows becomes instead of a mark per row.
///
/// A run rides on one ``MarkSpec``, whose `x` and `y` hold its first row: the labels, units and
/// kinds (number or date) every row shares. The engine reads the columns where it needs every
/// value (extents, drawing, the description) and the first row everywhere else, so a line of a
/// million rows costs the stages after thinning what its few thousand kept rows cost, not a mark each.
///
/// ```swift
/// var spec = MarkSpec(kind: .line, x: .value(xSlot), y: .value(ySlot))
/// spec.run = MarkRun(xs: keptX, ys: keptY, rowCount: 1_000_000)
/// ```
package final class MarkRun: Sendable {
    /// The rows' values: numbers, or dates as seconds since 2001, in drawing order.
    package let xs: [Double]
    package let ys: [Double]
    /// How many rows the data had before thinning kept these.
    package let rowCount: Int
    /// The smallest and largest finite value of each column, `nil` when a column has none.
    package let xExtent: (lo: Double, hi: Double)?
    package let yExtent: (lo: Double, hi: Double)?

    /// Of the data's rows (before thinning), how many have a value of zero or less on an axis the
    /// chart draws on a log scale, when the plot knew of one; thinning keeps only some such rows,
    /// so the engine's warning counts these instead.
    package let rowsOffLogScale: Int?

    /// How many rows a run needs before its columns are scanned on two threads.
    static let splitCount = 1 << 18

    /// Whether every value of `xs` and `ys` is finite, in a run with no ends: known from the pass
    /// that finds the extents, so that nothing need look for rows that cannot be placed.
    package let isAllFinite: Bool

    /// Of a run of spans (rules or rectangles between two values): the end of each row's interval
    /// on x or y, whose start `xs` or `ys` holds; `nil` on an axis where each row has one value.
    /// The extents cover both ends.
    package let xEnds: [Double]?
    package let yEnds: [Double]?
    /// Each row's colour, symbol and size values, for a scatter styled per row (see ``RunStyleColumns``).
    package let styles: RunStyleColumns?
    /// Of an area stacked on other areas: where each row's segment starts and ends along y, once
    /// stacked with the other series at its x (``Stacker``'s rule); `ys` keeps the row's own value.
    package let stackedStarts: [Double]?
    package let stackedEnds: [Double]?
    /// The extent of the stacked segments, both ends of every row; `nil` for a run that is not stacked.
    package let stackExtent: (lo: Double, hi: Double)?

    /// A run of `xs` and `ys` (the same length, as are `xEnds`, `yEnds` and `styles` when given),
    /// which stand for `rowCount` rows of data.
    package init(xs: [Double], ys: [Double], xEnds: [Double]? = nil, yEnds: [Double]? = nil, rowCount: Int,
                 rowsOffLogScale: Int? = nil, styles: RunStyleColumns? = nil,
                stacked: (starts: [Double], ends: [Double])? = nil, scans: (x: ColumnScan, y: ColumnScan)? = nil) {
        precondition(xs.count == ys.count && (xEnds?.count ?? xs.count) == xs.count && (yEnds?.count ?? xs.count) == xs.count,
                     "a run's columns have one value per row each")
        precondition(styles.map { $0.count == xs.count } ?? true, "a run's style columns have one value per row each")
        precondition(stacked.map { $0.starts.count == xs.count && $0.ends.count == xs.count } ?? true,
                     "a run's stacked columns have one value per row each")
        self.xs = xs; self.ys = ys; self.xEnds = xEnds; self.yEnds = yEnds; self.rowCount = max(rowCount, xs.count)
        self.rowsOffLogScale = rowsOffLogScale
        self.styles = styles
        stackedStarts = stacked?.starts; stackedEnds = stacked?.ends
        // Columns already scanned as they were read are not read again; the two columns of a long
        // run are looked at on two threads at once.
        var xScan = (extent: (lo: Double, hi: Double)?.none, allFinite: true), yScan = xScan
        if let scans {
            xScan = (scans.x.extent, scans.x.allFinite); yScan = (scans.y.extent, scans.y.allFinite)
        } else {
            TwoThreads.run(threads: xs.count >= Self.splitCount ? TwoThreads.available : 1) { half in
                if half == 0 { xScan = Self.scan(xs) } else { yScan = Self.scan(ys) }
            }
        }
        xExtent = Self.extent(found: xScan.extent, ends: xEnds); yExtent = Self.extent(found: yScan.extent, ends: yEnds)
        isAllFinite = xScan.allFinite && yScan.allFinite && xEnds == nil && yEnds == nil
        stackExtent = stacked.flatMap { Self.extent($0.starts, $0.ends) }
    }

    /// The stacked columns of an area stacked on others, when the run is one.
    package var stacked: (starts: [Double], ends: [Double])? {
        guard let stackedStarts, let stackedEnds else { return nil }
        return (stackedStarts, stackedEnds)
    }

    /// The number of rows the run keeps.
    package var count: Int { xs.count }

    /// The run without the rows `keep` rejects, and how many of the data's rows those stood for
    /// (a thinned run's rows stand for about `rowCount / count` rows each; rejected rows are
    /// counted one each, since thinning keeps every row it cannot place).
    package func filtered(_ keep: (Double, Double) -> Bool) -> (run: MarkRun?, removed: Int) {
        if xEnds != nil || yEnds != nil { return filteredSpans(keep) }
        // Most runs keep every row: they are looked at first, with nothing copied.
        guard (0..<count).contains(where: { !keep(self.xs[$0], self.ys[$0]) }) else { return (self, 0) }
        var xs: [Double] = [], ys: [Double] = [], rows: [Int] = []
        xs.reserveCapacity(count); ys.reserveCapacity(count)
        let byRow = styles != nil || stackedStarts != nil
        for i in 0..<count where keep(self.xs[i], self.ys[i]) {
            xs.append(self.xs[i]); ys.append(self.ys[i])
            if byRow { rows.append(i) }
        }
        let removed = count - xs.count
        guard removed > 0 else { return (self, 0) }
        return (xs.isEmpty ? nil : MarkRun(xs: xs, ys: ys, rowCount: rowCount - removed, rowsOffLogScale: rowsOffLogScale,
                                           styles: styles?.rows(rows),
                                           stacked: stacked.map { s in (rows.map { s.starts[$0] }, rows.map { s.ends[$0] }) }),
                removed)
    }

    /// `filtered(_:)` of a run of spans: a row is kept when `keep` takes both its start and its end.
    func filteredSpans(_ keep: (Double, Double) -> Bool) -> (run: MarkRun?, removed: Int) {
        func kept(_ i: Int) -> Bool { keep(xs[i], ys[i]) && keep(xEnds?[i] ?? xs[i], yEnds?[i] ?? ys[i]) }
        let rows = (0..<count).filter(kept)
        let removed = count - rows.count
        guard removed > 0 else { return (self, 0) }
        guard !rows.isEmpty else { return (nil, removed) }
        return (MarkRun(xs: rows.map { xs[$0] }, ys: rows.map { ys[$0] }, xEnds: xEnds.map { e in rows.map { e[$0] } },
                        yEnds: yEnds.map { e in rows.map { e[$0] } }, rowCount: rowCount - removed, rowsOffLogScale: rowsOffLogScale,
                        styles: styles?.rows(rows)),
                removed)
    }

    /// Whether `values` rise or fall all the way, no two the same.
    static func strictlyMonotone(_ values: [Double]) -> Bool {
        guard values.count > 1 else { return true }
        return values.withUnsafeBufferPointer { v in
            let rising = v[1] > v[0]
            for i in 1..<v.count where rising ? !(v[i] > v[i - 1]) : !(v[i] < v[i - 1]) { return false }
            return true
        }
    }

    /// The extent of `values` and of `ends`, when there are ends.
    static func extent(_ values: [Double], _ ends: [Double]?) -> (lo: Double, hi: Double)? {
        guard let ends, let e = extent(ends) else { return extent(values) }
        guard let v = extent(values) else { return e }
        return (min(v.lo, e.lo), max(v.hi, e.hi))
    }

    /// `extent(values, ends)` of values whose own extent was `found` first.
    static func extent(found: (lo: Double, hi: Double)?, ends: [Double]?) -> (lo: Double, hi: Double)? {
        guard let ends, let e = extent(ends) else { return found }
        guard let v = found else { return e }
        return (min(v.lo, e.lo), max(v.hi, e.hi))
    }

    /// The extent of `values` (as `extent(values)` finds it) and whether they are all finite, in one pass.
    static func scan(_ values: [Double]) -> (extent: (lo: Double, hi: Double)?, allFinite: Bool) {
        var scan = ColumnScan()
        values.withUnsafeBufferPointer { v in
            for i in v.indices { scan.add(v[i]) }
        }
        return (scan.extent, scan.allFinite)
    }

    static func extent(_ values: [Double]) -> (lo: Double, hi: Double)? {
        var lo = Double.infinity, hi = -Double.infinity
        values.withUnsafeBufferPointer { v in
            // Selects rather than branches: the first of equal values is kept, as `if v < lo` keeps it.
            for i in v.indices {
                let x = v[i], finite = x.isFinite
                lo = finite && x < lo ? x : lo
                hi = finite && x > hi ? x : hi
            }
        }
        return lo <= hi ? (lo, hi) : nil
    }
}

/// What one pass over a column finds: the extent of its finite values and whether they all are,
/// the first of equal values standing. A column read in pieces is scanned a piece at a time, each
/// piece ``append(_:)``ed after those before it.
package struct ColumnScan: Sendable {
    package private(set) var lo = Double.infinity, hi = -Double.infinity, notFinite = 0

    package init() {}

    /// Takes the next value of the column.
    @inline(__always)
    package mutating func add(_ x: Double) {
        // Selects rather than branches: the first of equal values is kept, as `if x < lo` keeps it.
        let finite = x.isFinite
        lo = finite && x < lo ? x : lo
        hi = finite && x > hi ? x : hi
        notFinite &+= finite ? 0 : 1
    }

    /// Takes the scan of the piece of the column after the one scanned so far.
    package mutating func append(_ later: ColumnScan) {
        lo = later.lo < lo ? later.lo : lo
        hi = later.hi > hi ? later.hi : hi
        notFinite &+= later.notFinite
    }

    /// The smallest and largest finite value, `nil` when there is none.
    package var extent: (lo: Double, hi: Double)? { lo <= hi ? (lo, hi) : nil }
    package var allFinite: Bool { notFinite == 0 }
}

extension ValueSlot {
    /// This slot with another value of the same kind: a number stays a number, a date a date.
    package func with(_ v: Double) -> ValueSlot {
        var s = self
        switch value {
        case .date: s.value = .date(Date(timeIntervalSinceReferenceDate: v))
        case .number, .string: s.value = .number(v)
        }
        return s
    }
}

extension Array where Element == Double {
    /// Whether the values rise or fall all the way, no two the same.
    package var isStrictlyMonotone: Bool { MarkRun.strictlyMonotone(self) }
}

extension MarkSpec {
    /// `spec` carrying `run` instead of its own.
    init(_ spec: MarkSpec, run: MarkRun) {
        self = spec
        self.run = run
    }

    /// The mark of row `i` of the run this spec carries: the first row's, moved to the row's values.
    package func row(_ i: Int) -> MarkSpec {
        guard let run else { return self }
        var m = self
        m.run = nil
        if case .value(let s) = x { m.x = .value(s.with(run.xs[i])) }
        if case .value(let s) = y { m.y = .value(s.with(run.ys[i])) }
        if case .interval(let a, let b) = x, let ends = run.xEnds { m.x = .interval(a.with(run.xs[i]), b.with(ends[i])) }
        if case .interval(let a, let b) = y, let ends = run.yEnds { m.y = .interval(a.with(run.ys[i]), b.with(ends[i])) }
        run.styles?.apply(row: i, to: &m.style)
        return m
    }

    /// A mark per row of the run this spec carries; the spec itself when it carries none. A row of
    /// an area stacked in columns keeps its place in the stack, as the band from its start to its end.
    package var rows: [MarkSpec] {
        guard let run else { return [self] }
        guard let stacked = run.stacked, case .value(let s) = y else { return (0..<run.count).map(row) }
        return (0..<run.count).map { i in
            var m = row(i)
            m.y = .interval(s.with(stacked.starts[i]), s.with(stacked.ends[i]))
            m.stacking = nil
            return m
        }
    }

    /// How many rows of data the mark stands for: one, or its run's.
    package var rowCount: Int { run?.rowCount ?? 1 }
}

/// The axes a chart draws on a log scale, and the rows they have no place for (a value of zero or less).
package struct LogAxes: Sendable {
    package let x: Bool, y: Bool

    /// The chart's log axes; `nil` when neither is logarithmic, so that no row need be looked at.
    package init?(_ options: ChartOptions) {
        x = options.xAxis.scale.type == .log; y = options.yAxis.scale.type == .log
        guard x || y else { return nil }
    }

    /// Whether the log axes have a place for a row at `x`, `y`.
    @inline(__always)
    package func places(_ x: Double, _ y: Double) -> Bool {
        (!self.x || x > 0) && (!self.y || y > 0)
    }

    /// How many finite rows of the columns `xs`, `ys` the log axes have no place for (rows that are
    /// not finite are counted as such elsewhere).
    package func unplaceable<Column: Collection<Double>>(_ xs: Column, _ ys: Column) -> Int {
        var n = 0
        for (x, y) in zip(xs, ys) where x.isFinite && y.isFinite && !places(x, y) { n += 1 }
        return n
    }
}
