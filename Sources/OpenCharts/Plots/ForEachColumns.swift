import ChartEngine
import Foundation

/// The columnar path for `ForEach` over many rows of plain `LineMark`s, `PointMark`s or `BarMark(x:y:)`s: each row's x
/// and y go into two arrays of numbers instead of a mark, a line is thinned per column of x as a
/// `LinePlot` is, and the rows become one mark carrying a run. A row that does not fit (a modifier,
/// a series, a label or type that differs from the first row's) sends that row and all after it
/// down the ordinary path, after the rows read so far are added as the marks they were.
enum ForEachColumns {
    /// Rows below this count take the ordinary path: thinning would keep them all.
    static var minimumRows: Int { 4 * ColumnThinner.bucketCount }

    /// The first row's shape, which every later row must share.
    struct Template {
        var first: PlainMark

        /// Where the labels' words lie in a row's content, when a row whose labels are the first row's
        /// own immortal strings may be dropped without being destroyed (see ``freeRow(_:)``).
        let labelOffsets: (x: Int, y: Int)?
        let labelBits: (UInt64, UInt64, UInt64, UInt64)

        init?(_ row: AnyChartContent) {
            guard let first = row.plainMark, first.kind == .line || first.kind == .point || first.kind == .bar else { return nil }
            self.first = first
            let x = RawString(first.xLabel), y = RawString(first.yLabel)
            labelBits = (x.words.0, x.words.1, y.words.0, y.words.1)
            // The offsets are checked against the row itself: where the layout is not what is
            // expected, every row is destroyed as usual.
            if x.isImmortal, y.isImmortal, let xo = MemoryLayout<PlainMark>.offset(of: \.xLabel),
               let yo = MemoryLayout<PlainMark>.offset(of: \.yLabel),
               MemoryLayout<AnyChartContent>.size >= MemoryLayout<PlainMark>.size {
                var probe = row
                let found = withUnsafeBytes(of: &probe) { raw in
                    (raw.load(fromByteOffset: xo, as: UInt64.self), raw.load(fromByteOffset: xo + 8, as: UInt64.self),
                     raw.load(fromByteOffset: yo, as: UInt64.self), raw.load(fromByteOffset: yo + 8, as: UInt64.self))
                }
                labelOffsets = found == labelBits ? (xo, yo) : nil
            } else {
                labelOffsets = nil
            }
        }

        /// Whether the plain row at `row` has the first row's own label strings, bit for bit, and
        /// those need no release (immortal): then dropping the row without destroying it frees nothing
        /// that destroying it would, and saves a call chain per row of a million.
        @inline(__always)
        func freeRow(_ row: UnsafeRawPointer) -> Bool {
            guard let (xo, yo) = labelOffsets else { return false }
            return (row.load(fromByteOffset: xo, as: UInt64.self), row.load(fromByteOffset: xo + 8, as: UInt64.self),
                    row.load(fromByteOffset: yo, as: UInt64.self), row.load(fromByteOffset: yo + 8, as: UInt64.self)) == labelBits
        }

        /// The row's plain mark: line and point marks make one, a bar mark's arguments are read.
        @inline(__always)
        func plain(_ row: borrowing AnyChartContent) -> PlainMark? {
            switch row.storage {
            case .plain(let p): return p
            case .mark(let a) where first.kind == .bar: return PlainMark(a)
            default: return nil
            }
        }

        /// The row's x and y, when the row has the template's shape.
        @inline(__always)
        func values(_ row: borrowing AnyChartContent) -> (x: Double, y: Double)? {
            guard let p = plain(row), p.kind == first.kind, p.xLabel == first.xLabel, p.yLabel == first.yLabel,
                  p.xIsDate == first.xIsDate, p.yIsDate == first.yIsDate, p.xUnit == first.xUnit, p.yUnit == first.yUnit
            else { return nil }
            return (p.x, p.y)
        }

        /// Writes the row's x and y at `i`, when the row has the template's shape; returns whether it had.
        @inline(__always)
        func read(_ row: borrowing AnyChartContent, into xs: UnsafeMutableBufferPointer<Double>,
                  _ ys: UnsafeMutableBufferPointer<Double>, at i: Int) -> Bool {
            guard let p = plain(row), p.kind == first.kind, p.xLabel == first.xLabel, p.yLabel == first.yLabel,
                  p.xIsDate == first.xIsDate, p.yIsDate == first.yIsDate, p.xUnit == first.xUnit, p.yUnit == first.yUnit
            else { return false }
            xs[i] = p.x; ys[i] = p.y
            return true
        }

        /// The line or scatter of the rows `xs`, `ys` (of a line, those thinning kept of `rowCount`), as one mark.
        func run(_ xs: [Double], _ ys: [Double], rowCount: Int, offLog: Int?) -> MarkSpec {
            var spec = xs.isEmpty ? first.spec : self.spec(xs[0], ys[0])
            if !xs.isEmpty { spec.run = MarkRun(xs: xs, ys: ys, rowCount: rowCount, rowsOffLogScale: offLog) }
            return spec
        }

        /// The spec of the row at `xv`, `yv`: the first row's, moved. Made directly, with no
        /// intermediate mark or arguments to copy and free for each row kept.
        func spec(_ xv: Double, _ yv: Double) -> MarkSpec {
            MarkSpec(kind: first.kind, x: .value(PlainMark.slot(first.xLabel, xv, first.xIsDate, first.xUnit)),
                     y: .value(PlainMark.slot(first.yLabel, yv, first.yIsDate, first.yUnit)),
                     stacking: first.kind == .bar ? .standard : nil)
        }
    }

    /// The common case in one pass: rows of one shape whose x rises from the first row to the last are
    /// thinned as they are read, so no column is stored. `nil` when the rows are not like that; the
    /// caller then reads them again into columns.
    static func streamed<Data: RandomAccessCollection>(_ data: Data, _ make: (Data.Element) -> AnyChartContent, _ template: Template,
                                                       logs: LogAxes?) -> (x: [Double], y: [Double], offLog: Int?)? {
        var offLog = 0
        guard let lastElement = data.last, let end = template.values(make(lastElement)),
              var m4 = RisingThinner(from: template.first.x, to: end.x) else { return nil }
        // Rows are read a chunk at a time into two small buffers, then thinned in a loop of their own.
        let chunk = 256
        let xs = UnsafeMutablePointer<Double>.allocate(capacity: chunk), ys = UnsafeMutablePointer<Double>.allocate(capacity: chunk)
        defer { xs.deallocate(); ys.deallocate() }
        // Each row's content is made into one slot and, when it holds nothing to release, left there
        // for the next row to overwrite.
        let slot = UnsafeMutablePointer<AnyChartContent>.allocate(capacity: 1)
        defer { slot.deallocate() }
        let complete: Bool? = data.withContiguousStorageIfAvailable { rows in
            guard let base = rows.baseAddress else { return true }
            var start = 0
            while start < rows.count {
                let n = Swift.min(chunk, rows.count - start)
                for j in 0..<n {
                    let row = make(base[start + j])
                    guard let v = template.values(row) else { return false }
                    xs[j] = v.x; ys[j] = v.y
                    slot.initialize(to: consume row)
                    if !template.freeRow(UnsafeRawPointer(slot)) { slot.deinitialize(count: 1) }
                }
                if let logs { offLog += logs.unplaceable(UnsafeBufferPointer(start: xs, count: n), UnsafeBufferPointer(start: ys, count: n)) }
                let stride = MemoryLayout<Double>.stride
                guard m4.add(n, from: start, x: StridedColumn(base: xs, stride: stride), y: StridedColumn(base: ys, stride: stride)) else {
                    return false
                }
                start += n
            }
            return true
        }
        guard complete == true else { return nil }
        let kept = m4.finish()
        return (kept.x, kept.y, logs == nil ? nil : offLog)
    }

    /// Adds the marks of `data`, each row made by `make`; returns `false`, having added nothing,
    /// when the first row is not a plain line mark.
    static func collect<Data: RandomAccessCollection>(_ data: Data, _ make: (Data.Element) -> AnyChartContent,
                                                      into collector: inout MarkCollector) -> Bool {
        guard let first = data.first else { return false }
        // Points styled per row by value are read into columns of their own.
        guard let template = Template(make(first)) else { return ForEachStyledPoints.collect(data, make, into: &collector) }
        if template.first.kind == .line, let kept = streamed(data, make, template, logs: LogAxes(collector.env.chartOptions)) {
            collector.add(template.run(kept.x, kept.y, rowCount: data.count, offLog: kept.offLog))
            return true
        }
        let count = data.count
        var xs = [Double](repeating: 0, count: count), ys = xs
        let stopped = xs.withUnsafeMutableBufferPointer { xb in
            ys.withUnsafeMutableBufferPointer { yb in
                // Data in contiguous memory (an array) is read through a pointer: the generic collection calls
                // of an index loop, unspecialized here, cost more than making the row.
                data.withContiguousStorageIfAvailable { rows -> Int? in
                    for i in 0..<count where !template.read(make(rows[i]), into: xb, yb, at: i) { return i }
                    return nil
                } ?? {
                    var i = 0
                    for element in data {
                        guard template.read(make(element), into: xb, yb, at: i) else { return i }
                        i += 1
                    }
                    return nil
                }()
            }
        }
        if let stopped {
            // A row that does not fit: the rows so far become marks, and the rest take the ordinary path.
            for r in 0..<stopped { collector.add(template.spec(xs[r], ys[r])) }
            xs = []; ys = []
            var index = data.index(data.startIndex, offsetBy: stopped)
            while index != data.endIndex {
                make(data[index]).add(to: &collector)
                data.formIndex(after: &index)
            }
            return true
        }
        // A line is thinned; a scatter or bars keep every row, merged per pixel when drawn.
        let offLog = LogAxes(collector.env.chartOptions)?.unplaceable(xs, ys)
        if template.first.kind == .line {
            let kept = ColumnThinner.thinnedRows(x: xs, y: ys, seriesKeys: nil)
            collector.add(template.run(kept.map { xs[$0] }, kept.map { ys[$0] }, rowCount: count, offLog: offLog))
        } else {
            collector.add(template.run(xs, ys, rowCount: count, offLog: offLog))
        }
        return true
    }
}

/// The two words of a string on a 64-bit platform, and whether the runtime counts references to it.
///
/// The standard library's 64-bit string layout keeps a discriminator in the top bits of the second
/// word; its top bit marks an immortal string (small strings held in the words themselves, and
/// literals), which retain and release skip. Elsewhere, or if the layout is not two words, no string
/// is taken for immortal.
struct RawString {
    let words: (UInt64, UInt64)

    init(_ s: String) {
        if MemoryLayout<String>.size == 16 {
            words = withUnsafeBytes(of: s) { ($0.load(as: UInt64.self), $0.load(fromByteOffset: 8, as: UInt64.self)) }
        } else {
            words = (0, 0)
        }
    }

    var isImmortal: Bool {
        #if arch(x86_64) || arch(arm64)
        return MemoryLayout<String>.size == 16 && words.1 >> 63 == 1
        #else
        return false
        #endif
    }
}
