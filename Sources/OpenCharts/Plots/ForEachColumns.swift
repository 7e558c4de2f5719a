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
        var x: ValueSlot, y: ValueSlot
        var xTemporal: Bool, yTemporal: Bool

        init?(_ a: MarkArguments) {
            guard a.kind == .line, a.series == nil, case .value(let x) = a.x, case .value(let y) = a.y,
                  x.calendar == nil, y.calendar == nil, let xt = Self.temporal(x.value), let yt = Self.temporal(y.value) else { return nil }
            self.x = x; self.y = y; xTemporal = xt; yTemporal = yt
        }

        /// Whether the value is a date (`false` for a number, `nil` for anything else).
        static func temporal(_ v: DataValue) -> Bool? {
            switch v {
            case .number: return false
            case .date: return true
            case .string: return nil
            }
        }

        /// The row's x and y as numbers, when the row has the template's shape.
        @inline(__always)
        func numbers(_ a: MarkArguments) -> (Double, Double)? {
            guard a.kind == .line, a.series == nil, case .value(let sx) = a.x, case .value(let sy) = a.y,
                  sx.unit == x.unit, sy.unit == y.unit, sx.calendar == nil, sy.calendar == nil,
                  sx.label == x.label, sy.label == y.label else { return nil }
            guard let xv = number(sx.value, temporal: xTemporal), let yv = number(sy.value, temporal: yTemporal) else { return nil }
            return (xv, yv)
        }

        @inline(__always)
        func number(_ v: DataValue, temporal: Bool) -> Double? {
            switch v {
            case .number(let n) where !temporal: return n
            case .date(let d) where temporal: return d.timeIntervalSinceReferenceDate
            default: return nil
            }
        }

        func spec(_ xv: Double, _ yv: Double) -> MarkSpec {
            func slot(_ t: ValueSlot, _ v: Double, _ temporal: Bool) -> ValueSlot {
                ValueSlot(label: t.label, value: temporal ? .date(Date(timeIntervalSinceReferenceDate: v)) : .number(v), unit: t.unit)
            }
            return MarkSpec(kind: .line, x: .value(slot(x, xv, xTemporal)), y: .value(slot(y, yv, yTemporal)))
        }
    }

    /// Adds the marks of `data`, each row made by `make`; returns `false`, having added nothing,
    /// when the first row is not a plain line mark.
    static func collect<Data: RandomAccessCollection>(_ data: Data, _ make: (Data.Element) -> AnyChartContent,
                                                      into collector: inout MarkCollector) -> Bool {
        guard let first = data.first, case .mark(let a) = make(first).storage, let template = Template(a) else { return false }
        var xs: [Double] = [], ys: [Double] = []
        xs.reserveCapacity(data.count); ys.reserveCapacity(data.count)
        var index = data.startIndex
        while index != data.endIndex {
            let row = make(data[index])
            if case .mark(let a) = row.storage, let (xv, yv) = template.numbers(a) {
                xs.append(xv); ys.append(yv)
                data.formIndex(after: &index)
                continue
            }
            // This row does not fit: the rows so far become marks, and the rest take the ordinary path.
            for r in xs.indices { collector.add(template.spec(xs[r], ys[r])) }
            xs = []; ys = []
            row.add(to: &collector)
            data.formIndex(after: &index)
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
