import ChartEngine
import Foundation

/// The columnar path for `ForEach` over many rows of plain `LineMark`s: each row's x and y go into
/// two arrays of numbers instead of a mark, the line is thinned per column of x as a `LinePlot` is,
/// and only the rows kept become marks. A row that does not fit (a modifier, a series, a label or
/// type that differs from the first row's) sends that row and all after it down the ordinary path,
/// after the rows read so far are added as the marks they were.
enum ForEachColumns {
    /// Rows below this count take the ordinary path: thinning would keep them all.
    static var minimumRows: Int { 4 * ColumnThinner.bucketCount }

    /// The first row's shape, which every later row must share.
    struct Template {
        var first: PlainMark

        init?(_ row: AnyChartContent) {
            guard let first = row.plainMark, first.kind == .line else { return nil }
            self.first = first
        }

        /// The row's x and y, when the row has the template's shape.
        @inline(__always)
        func values(_ row: borrowing AnyChartContent) -> (x: Double, y: Double)? {
            guard case .plain(let p) = row.storage, p.kind == .line, p.xLabel == first.xLabel, p.yLabel == first.yLabel,
                  p.xIsDate == first.xIsDate, p.yIsDate == first.yIsDate, p.xUnit == first.xUnit, p.yUnit == first.yUnit
            else { return nil }
            return (p.x, p.y)
        }

        /// Writes the row's x and y at `i`, when the row has the template's shape; returns whether it had.
        @inline(__always)
        func read(_ row: borrowing AnyChartContent, into xs: UnsafeMutableBufferPointer<Double>,
                  _ ys: UnsafeMutableBufferPointer<Double>, at i: Int) -> Bool {
            guard case .plain(let p) = row.storage, p.kind == .line, p.xLabel == first.xLabel, p.yLabel == first.yLabel,
                  p.xIsDate == first.xIsDate, p.yIsDate == first.yIsDate, p.xUnit == first.xUnit, p.yUnit == first.yUnit
            else { return false }
            xs[i] = p.x; ys[i] = p.y
            return true
        }

        /// The line of the rows `xs`, `ys` (those thinning kept of `rowCount`), as one mark.
        func run(_ xs: [Double], _ ys: [Double], rowCount: Int) -> MarkSpec {
            var spec = xs.isEmpty ? first.spec : self.spec(xs[0], ys[0])
            if !xs.isEmpty { spec.run = MarkRun(xs: xs, ys: ys, rowCount: rowCount) }
            return spec
        }

        /// The spec of the row at `xv`, `yv`: the first row's, moved. Made directly, with no
        /// intermediate mark or arguments to copy and free for each row kept.
        func spec(_ xv: Double, _ yv: Double) -> MarkSpec {
            MarkSpec(kind: first.kind, x: .value(PlainMark.slot(first.xLabel, xv, first.xIsDate, first.xUnit)),
                     y: .value(PlainMark.slot(first.yLabel, yv, first.yIsDate, first.yUnit)))
        }
    }

    /// The common case in one pass: rows of one shape whose x rises from the first row to the last are
    /// thinned as they are read, so no column is stored. `nil` when the rows are not like that; the
    /// caller then reads them again into columns.
    static func streamed<Data: RandomAccessCollection>(_ data: Data, _ make: (Data.Element) -> AnyChartContent,
                                                       _ template: Template) -> (x: [Double], y: [Double])? {
        guard let lastElement = data.last, let end = template.values(make(lastElement)),
              var m4 = RisingThinner(from: template.first.x, to: end.x) else { return nil }
        let complete: Bool? = data.withContiguousStorageIfAvailable { rows in
            for i in 0..<rows.count {
                guard let v = template.values(make(rows[i])), m4.add(i, x: v.x, y: v.y) else { return false }
            }
            return true
        }
        guard complete == true else { return nil }
        let kept = m4.finish()
        return (kept.x, kept.y)
    }

    /// Adds the marks of `data`, each row made by `make`; returns `false`, having added nothing,
    /// when the first row is not a plain line mark.
    static func collect<Data: RandomAccessCollection>(_ data: Data, _ make: (Data.Element) -> AnyChartContent,
                                                      into collector: inout MarkCollector) -> Bool {
        guard let first = data.first, let template = Template(make(first)) else { return false }
        if let kept = streamed(data, make, template) {
            collector.add(template.run(kept.x, kept.y, rowCount: data.count))
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
        let kept = ColumnThinner.thinnedRows(x: xs, y: ys, seriesKeys: nil)
        collector.add(template.run(kept.map { xs[$0] }, kept.map { ys[$0] }, rowCount: count))
        return true
    }
}
