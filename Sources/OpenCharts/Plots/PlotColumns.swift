import ChartEngine
import Foundation

/// One position channel of a vectorized plot: how to encode a row, and, when the channel is a single
/// number or date, how to read the whole column at once.
struct PlotAxis<Data: RandomAccessCollection> {
    var encode: (Data.Element) -> AxisEncoding
    /// The column as numbers, read once per row.
    var numbers: ((Data) -> [Double]?)? = nil
    /// The label, unit and calendar for values made from the column, and whether they are dates.
    var label = "", unit: Calendar.Component? = nil, calendar: Calendar? = nil, temporal = false
    /// Where the value lies in an element, when it is a stored `Double` or `Date`: read in place.
    var offset: Int? = nil

    static var absent: Self { Self(encode: { _ in .absent }) }

    static func fixed(_ a: CGFloat?, _ b: CGFloat?) -> Self {
        let e = Encode.fixed(a, b)
        return Self(encode: { _ in e })
    }

    static func point(_ a: CGFloat?) -> Self { fixed(a, a) }

    /// A fixed plot coordinate read from each row.
    static func fixedPath(_ kp: KeyPath<Data.Element, CGFloat>) -> Self {
        Self(encode: { Encode.point($0[keyPath: kp]) })
    }

    /// Fixed plot coordinates for a mark's two ends, read from each row.
    static func fixedPaths(_ a: KeyPath<Data.Element, CGFloat>, _ b: KeyPath<Data.Element, CGFloat>) -> Self {
        Self(encode: { Encode.fixed($0[keyPath: a], $0[keyPath: b]) })
    }

    static func value<V: Plottable>(_ p: PlottableProjection<Data.Element, V>) -> Self {
        var axis = Self(encode: { p.encoding($0) })
        guard !p.isRange else { return axis }
        axis.numbers = { ColumnReader.numbers($0, p) }
        axis.label = p.label; axis.unit = p.unit; axis.calendar = p.calendar
        axis.temporal = ColumnReader.isTemporal(p)
        axis.offset = ColumnReader.directOffset(p)
        return axis
    }

    static func interval<V: Plottable>(_ a: PlottableProjection<Data.Element, V>, _ b: PlottableProjection<Data.Element, V>) -> Self {
        Self(encode: { .interval(a.slot($0), b.slot($0)) })
    }

    /// The encoding of a value taken from the column.
    func encoding(_ n: Double) -> AxisEncoding {
        .value(ValueSlot(label: label, value: temporal ? .date(Date(timeIntervalSinceReferenceDate: n)) : .number(n),
                         unit: unit, calendar: calendar))
    }
}

/// A change a key-path modifier makes to the mark of each row, and whether it splits lines into series.
struct RowModifier<Element> {
    var apply: (Element, inout MarkSpec, EnvironmentValues) -> Void
    /// The row's key for grouping lines and areas into series (`foregroundStyle(by:)` and the like).
    var seriesKey: ((Element) -> String)? = nil
    /// Where the series key lies in an element, when it is a stored `String` property: read in place.
    var seriesKeyOffset: Int? = nil
    /// For a style by value (`foregroundStyle(by:)`, `symbol(by:)`, `symbolSize(by:)`): the channel and
    /// how to read it as a column, so that a scatter keeps it beside x and y instead of a mark per row.
    var styleColumn: RowStyleColumn<Element>? = nil
}

/// A vectorized plot's data and channels: the columns it reads and the marks it makes from them.
struct PlotColumns<Data: RandomAccessCollection> {
    var data: Data
    var kind: MarkKind
    var x: PlotAxis<Data>
    var y: PlotAxis<Data>
    var series: ((Data.Element) -> ValueSlot)? = nil
    /// Where `series` reads its value in an element, when it is a stored `String` property.
    var seriesOffset: Int? = nil
    var width: DimensionSpec = .automatic
    var height: DimensionSpec = .automatic
    var stacking: StackingMethod? = nil
    var sector: ((Data.Element) -> SectorSpec)? = nil
    var modifiers: [RowModifier<Data.Element>] = []

    /// Adds one mark per row, or for lines and areas of many rows, per row that M4 keeps; a line or a
    /// scatter of many rows with nothing per row but its position is one mark carrying a run.
    func collect(into collector: inout MarkCollector) {
        let count = data.count
        guard count > 0 else { return }
        if let kept = thinnedInPlace() {
            if kind == .line || kind == .area, !kept.xs.isEmpty {
                collector.add(run(kept.xs, kept.ys, rowCount: count, offLog: rowsOffLogScale(collector.env)))
                return
            }
            collector.marks.reserveCapacity(collector.marks.count + kept.xs.count)
            for i in kept.xs.indices {
                collector.add(MarkSpec(kind: kind, x: x.encoding(kept.xs[i]), y: y.encoding(kept.ys[i]), width: width, height: height,
                                       stacking: stacking))
            }
            return
        }
        let (xs, ys, scans) = columns()
        var rows: [Int]? = nil
        if kind == .line || kind == .area, let xs, let ys, count > 4 * ColumnThinner.bucketCount {
            let keys = seriesKeys()
            // Stacked areas of several series need every x of every series to stack on each other:
            // stacked in columns when the series share their x values, else a mark per row.
            if !(kind == .area && keys != nil && stacking != .unstacked) {
                rows = ColumnThinner.thinnedRows(x: xs, y: ys, seriesKeys: keys)
            } else if let keys, addStackedAreaRuns(xs, ys, keys: keys, into: &collector) {
                return
            }
        }
        // A scatter styled per row by value, or a heat map, keeps each style as a column too.
        if kind == .point || kind == .rectangle, let xs, let ys, count > 4 * ColumnThinner.bucketCount,
           let spec = styledRun(xs, ys, env: collector.env) {
            collector.add(spec)
            return
        }
        // One line, scatter or set of bars of many rows, all in columns: a run, not a mark per row. A
        // scatter or bars keep every row (points are merged per pixel when drawn, bars per pixel column).
        let columnsOnly = series == nil && sector == nil && modifiers.isEmpty
        if kind == .line || kind == .area || kind == .point || kind == .bar, columnsOnly, let xs, let ys,
           count > 4 * ColumnThinner.bucketCount {
            let offLog = LogAxes(collector.env.chartOptions)?.unplaceable(xs, ys)
            if let rows {
                collector.add(run(rows.map { xs[$0] }, rows.map { ys[$0] }, rowCount: count, offLog: offLog))
            } else {
                collector.add(run(xs, ys, rowCount: count, offLog: offLog, scans: scans))
            }
            return
        }
        let needed = collector.marks.count + (rows?.count ?? count)
        if needed > collector.marks.capacity { collector.marks.reserveCapacity(Swift.max(needed, 2 * collector.marks.capacity)) }
        // A row whose channels are all in columns needs no element: no generic collection call per mark.
        func add(_ r: Int) {
            if columnsOnly, let xs, let ys {
                collector.add(MarkSpec(kind: kind, x: x.encoding(xs[r]), y: y.encoding(ys[r]), width: width, height: height,
                                       stacking: stacking))
                return
            }
            let e = data[data.index(data.startIndex, offsetBy: r)]
            var spec = MarkSpec(kind: kind, x: xs.map { x.encoding($0[r]) } ?? x.encode(e),
                                y: ys.map { y.encoding($0[r]) } ?? y.encode(e), series: series?(e),
                                width: width, height: height, stacking: stacking, sector: sector?(e))
            for m in modifiers { m.apply(e, &spec, collector.env) }
            collector.add(spec)
        }
        if let rows { for r in rows { add(r) } } else { for r in 0..<count { add(r) } }
    }

    /// The x and y columns as numbers, when the channels read them: two stored numbers or dates
    /// of an array's elements in one pass, anything else a column at a time.
    func columns() -> (xs: [Double]?, ys: [Double]?, scans: (x: ColumnScan, y: ColumnScan)?) {
        if let xo = x.offset, let yo = y.offset, x.numbers != nil, y.numbers != nil,
           let pair = ColumnReader.directPair(data, x: xo, y: yo) {
            return (pair.xs, pair.ys, pair.scans)
        }
        return (x.numbers?(data), y.numbers?(data), nil)
    }

    /// The one mark of a line, area or scatter whose rows are `xs` and `ys` (of a line or area, the
    /// rows thinning kept of `rowCount`).
    func run(_ xs: [Double], _ ys: [Double], rowCount: Int, offLog: Int?, scans: (x: ColumnScan, y: ColumnScan)? = nil) -> MarkSpec {
        var spec = MarkSpec(kind: kind, x: x.encoding(xs[0]), y: y.encoding(ys[0]), width: width, height: height, stacking: stacking)
        spec.run = MarkRun(xs: xs, ys: ys, rowCount: rowCount, rowsOffLogScale: offLog, scans: scans)
        return spec
    }

    /// The rows a log axis of the chart has no place for, counted over every row before thinning
    /// drops some of them; `nil` (and no row read) when neither axis is logarithmic.
    func rowsOffLogScale(_ env: EnvironmentValues) -> Int? {
        guard let logs = LogAxes(env.chartOptions), let xs = x.numbers?(data), let ys = y.numbers?(data) else { return nil }
        return logs.unplaceable(xs, ys)
    }

    /// For one line or area of many rows whose x and y are stored numbers or dates of an array's
    /// elements: the values of the rows M4 keeps, read where they lie, with no column copied out.
    func thinnedInPlace() -> (xs: [Double], ys: [Double])? {
        guard kind == .line || kind == .area, series == nil, sector == nil, modifiers.isEmpty,
              let xo = x.offset, let yo = y.offset, data.count > 4 * ColumnThinner.bucketCount else { return nil }
        return data.withContiguousStorageIfAvailable { buffer in
            guard let base = buffer.baseAddress.map(UnsafeRawPointer.init) else { return ([], []) }
            let stride = MemoryLayout<Data.Element>.stride
            let xc = StridedColumn(base: base + xo, stride: stride), yc = StridedColumn(base: base + yo, stride: stride)
            // Rows whose x rises, all finite (the usual series), in one pass; any other kind of rows as M4 takes them.
            if var rising = RisingThinner(from: xc[0], to: xc[buffer.count - 1]), rising.add(buffer.count, from: 0, x: xc, y: yc) {
                let kept = rising.finish()
                return (kept.x, kept.y)
            }
            let rows = ColumnThinner.m4(x: xc, y: yc, count: buffer.count)
            return (rows.map { xc[$0] }, rows.map { yc[$0] })
        }
    }

    /// Each row's series key when anything splits the plot into series, else `nil`: rows of one
    /// series have one key, rows of two series different keys.
    func seriesKeys() -> [String]? {
        let keyed = modifiers.compactMap(\.seriesKey)
        guard series != nil || !keyed.isEmpty else { return nil }
        if let keys = seriesKeysInPlace() { return keys }
        return data.map { e in
            var key = series?(e).value.categoryKey ?? ""
            for k in keyed { key += "\u{1F}" + k(e) }
            return key
        }
    }

    /// `seriesKeys()` when every key is a stored `String` property of an array's elements: read where
    /// the strings lie, with no generic key-path call or value made per row. `nil` otherwise.
    func seriesKeysInPlace() -> [String]? {
        var offsets: [Int] = []
        if series != nil {
            guard let o = seriesOffset else { return nil }
            offsets.append(o)
        }
        for m in modifiers where m.seriesKey != nil {
            guard let o = m.seriesKeyOffset else { return nil }
            offsets.append(o)
        }
        let limit = RenderScope.textLengthLimit
        // The key of a text value is the text cut to the render's limit (as `dataValue` cuts it).
        func key(_ s: String) -> String { s.utf8.count > limit ? RenderScope.cut(s) : s }
        let stride = MemoryLayout<Data.Element>.stride
        return data.withContiguousStorageIfAvailable { rows -> [String] in
            guard let base = rows.baseAddress.map(UnsafeRawPointer.init) else { return [] }
            func text(_ r: Int, _ o: Int) -> String { key((base + r * stride + o).assumingMemoryBound(to: String.self).pointee) }
            // The usual plot has one key (a series, or a colour by value): no string is built per row.
            // Keys only group rows, so one key may stand without the separator the slow form puts first.
            if offsets.count == 1 {
                let o = offsets[0]
                return (0..<rows.count).map { text($0, o) }
            }
            return (0..<rows.count).map { r in
                var k = series == nil ? "" : text(r, offsets[0])
                for j in (series == nil ? 0 : 1)..<offsets.count { k += "\u{1F}" + text(r, offsets[j]) }
                return k
            }
        }
    }
}
