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

        func spec(_ xv: Double, _ yv: Double) -> MarkSpec {
            var mark = first
            mark.x = xv; mark.y = yv
            return mark.spec
        }
    }

    /// Adds the marks of `data`, each row made by `make`; returns `false`, having added nothing,
    /// when the first row is not a plain line mark.
    static func collect<Data: RandomAccessCollection>(_ data: Data, _ make: (Data.Element) -> AnyChartContent,
                                                      into collector: inout MarkCollector) -> Bool {
        guard let first = data.first, let template = Template(make(first)) else { return false }
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
        for r in ColumnThinner.thinnedRows(x: xs, y: ys, seriesKeys: nil) { collector.add(template.spec(xs[r], ys[r])) }
        return true
    }
}
