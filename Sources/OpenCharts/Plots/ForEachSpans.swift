import ChartEngine
import Foundation

/// The columnar path for `ForEach` over many rows of rules and rectangles between values:
/// `RuleMark(x:yStart:yEnd:)`, `RuleMark(xStart:xEnd:y:)`, `RuleMark(x:)`, `RuleMark(y:)` (and their
/// fixed-coordinate forms), `RectangleMark(xStart:xEnd:yStart:yEnd:)`, and the cells of a heat map,
/// `RectangleMark(x:y:)`. Each row is made as a ``SpanMark``, its values go into columns instead of a
/// mark, and the rows become one mark carrying a run, drawn as the region the spans cover (see
/// `SpanEnvelope`). A row that does not fit (a modifier, another shape, label or kind of value) sends
/// that row and all after it down the ordinary path, after the rows read so far are added as the
/// marks they were.
enum ForEachSpans {
    /// The first row's mark, whose shape every later row must share.
    struct Template {
        let first: SpanMark

        init?(_ row: borrowing AnyChartContent) {
            guard let first = row.spanMark, first.carriesRun else { return nil }
            self.first = first
        }

        /// Writes the row's values at `i`, when the row has the template's shape; returns whether it had.
        @inline(__always)
        func read(_ row: borrowing AnyChartContent, into columns: Columns, at i: Int) -> Bool {
            switch row.storage {
            case .span(let s): return read(s, into: columns, at: i)
            case .mark(let a):
                guard let s = SpanMark(a) else { return false }
                return read(s, into: columns, at: i)
            case .plain, .content, .styled: return false
            }
        }

        @inline(__always)
        func read(_ s: borrowing SpanMark, into columns: Columns, at i: Int) -> Bool {
            guard s.kind == first.kind, s.x.sharesRun(with: first.x), s.y.sharesRun(with: first.y) else { return false }
            // An axis of no values per row places 1, a number every scale places.
            columns.xs[i] = first.x.hasValues ? s.x.a : 1
            columns.ys[i] = first.y.hasValues ? s.y.a : 1
            if let xEnds = columns.xEnds { xEnds[i] = s.x.b }
            if let yEnds = columns.yEnds { yEnds[i] = s.y.b }
            return true
        }

        /// The rows' mark: the first row's, carrying the columns as its run.
        func run(_ columns: Columns, count: Int) -> MarkSpec {
            var spec = first.spec
            spec.run = MarkRun(xs: columns.array(columns.xs, count), ys: columns.array(columns.ys, count),
                               xEnds: columns.xEnds.map { columns.array($0, count) }, yEnds: columns.yEnds.map { columns.array($0, count) },
                               rowCount: count)
            return spec
        }

        /// Whether the rows must be marks of their own: rectangles at one value on an axis are each
        /// drawn from the baseline to it, as a lone rectangle is, not sized by a step among them.
        func needsRows(_ columns: Columns, count: Int) -> Bool {
            guard first.kind == .rectangle else { return false }
            func constant(_ p: UnsafeMutablePointer<Double>) -> Bool { (1..<max(count, 1)).allSatisfy { p[$0] == p[0] } }
            return (first.x.form == .value && constant(columns.xs)) || (first.y.form == .value && constant(columns.ys))
        }
    }

    /// The values of the rows, in memory of their own while they are read: a start (or single
    /// value) per row and, on an interval's axis, an end.
    struct Columns {
        let xs: UnsafeMutablePointer<Double>, ys: UnsafeMutablePointer<Double>
        let xEnds: UnsafeMutablePointer<Double>?, yEnds: UnsafeMutablePointer<Double>?

        init(count: Int, template: Template) {
            xs = .allocate(capacity: count); ys = .allocate(capacity: count)
            xEnds = template.first.x.form == .interval ? .allocate(capacity: count) : nil
            yEnds = template.first.y.form == .interval ? .allocate(capacity: count) : nil
        }

        func array(_ p: UnsafeMutablePointer<Double>, _ count: Int) -> [Double] { Array(UnsafeBufferPointer(start: p, count: count)) }

        func deallocate() {
            xs.deallocate(); ys.deallocate(); xEnds?.deallocate(); yEnds?.deallocate()
        }
    }

    /// Adds the marks of `data`, each row made by `make`; returns `false`, having added nothing,
    /// when the first row is not a rule or rectangle of a shape a run can carry.
    static func collect<Data: RandomAccessCollection>(_ data: Data, _ make: (Data.Element) -> AnyChartContent,
                                                      into collector: inout MarkCollector) -> Bool {
        guard let firstElement = data.first, let template = Template(make(firstElement)) else { return false }
        let count = data.count
        let columns = Columns(count: count, template: template)
        defer { columns.deallocate() }
        // Data in contiguous memory (an array) is read through a pointer: the generic collection calls
        // of an index loop, unspecialized here, cost more than making the row.
        let stopped = data.withContiguousStorageIfAvailable { rows -> Int? in
            for i in 0..<count where !template.read(make(rows[i]), into: columns, at: i) { return i }
            return nil
        } ?? {
            var i = 0
            for element in data {
                guard template.read(make(element), into: columns, at: i) else { return i }
                i += 1
            }
            return nil
        }()
        guard let stopped else {
            if template.needsRows(columns, count: count) {
                for spec in template.run(columns, count: count).rows { collector.add(spec) }
            } else {
                collector.add(template.run(columns, count: count))
            }
            return true
        }
        // A row that does not fit: the rows so far become marks, and the rest take the ordinary path.
        if stopped > 0 {
            for spec in template.run(columns, count: stopped).rows { collector.add(spec) }
        }
        var index = data.index(data.startIndex, offsetBy: stopped)
        while index != data.endIndex {
            make(data[index]).add(to: &collector)
            data.formIndex(after: &index)
        }
        return true
    }
}
