import ChartEngine
import Foundation

/// The columnar path for `ForEach` over many rows of rules and rectangles between values:
/// `RuleMark(x:yStart:yEnd:)`, `RuleMark(xStart:xEnd:y:)`, `RuleMark(x:)`, `RuleMark(y:)` (and their
/// fixed-coordinate forms) and `RectangleMark(xStart:xEnd:yStart:yEnd:)`. Each row's values go into
/// columns instead of a mark, and the rows become one mark carrying a run, drawn as the region the
/// spans cover (see `SpanEnvelope`). A row that does not fit (a modifier, another shape, label or
/// kind of value) sends that row and all after it down the ordinary path, after the rows read so
/// far are added as the marks they were.
enum ForEachSpans {
    /// How one axis of the first row places its mark, which every later row must share.
    enum Channel: Equatable {
        /// One value per row, a number or a date (`isDate`), under `label`.
        case value(label: String, isDate: Bool)
        /// Two values per row, each a number or a date.
        case interval(start: String, end: String, isDate: Bool)
        /// The same plot coordinates (or the plot's edges) for every row.
        case fixed(start: Double?, end: Double?)
        case absent

        /// The channel of `encoding`, when it is one rows of a run can have.
        init?(_ encoding: AxisEncoding) {
            switch encoding {
            case .value(let s):
                guard let d = Self.isDate(s) else { return nil }
                self = .value(label: s.label, isDate: d)
            case .interval(let a, let b):
                guard let d = Self.isDate(a), Self.isDate(b) == d else { return nil }
                self = .interval(start: a.label, end: b.label, isDate: d)
            case .fixed(let s, let t): self = .fixed(start: s, end: t)
            case .absent: self = .absent
            }
        }

        /// Whether a slot holds a date (`true`) or a number (`false`); `nil` for text, a unit or a calendar.
        static func isDate(_ s: ValueSlot) -> Bool? {
            guard s.unit == nil, s.calendar == nil else { return nil }
            switch s.value {
            case .number: return false
            case .date: return true
            case .string: return nil
            }
        }

        static func number(_ s: ValueSlot) -> Double {
            switch s.value {
            case .number(let v): return v
            case .date(let d): return d.timeIntervalSinceReferenceDate
            case .string: return .nan
            }
        }

        /// The row's values on this channel (the start and the end of an interval), when `encoding`
        /// has this channel's shape; a channel of no values gives 1, a number every scale places.
        @inline(__always)
        func values(_ encoding: AxisEncoding) -> (Double, Double)? {
            switch (self, encoding) {
            case (.value(let label, let isDate), .value(let s)):
                guard s.label == label, Self.isDate(s) == isDate else { return nil }
                return (Self.number(s), .nan)
            case (.interval(let start, let end, let isDate), .interval(let a, let b)):
                guard a.label == start, b.label == end, Self.isDate(a) == isDate, Self.isDate(b) == isDate else { return nil }
                return (Self.number(a), Self.number(b))
            case (.fixed(let s, let t), .fixed(let u, let v)):
                return s == u && t == v ? (1, .nan) : nil
            case (.absent, .absent):
                return (1, .nan)
            default:
                return nil
            }
        }

        var isInterval: Bool { if case .interval = self { return true } else { return false } }
        var isValue: Bool { if case .value = self { return true } else { return false } }
    }

    /// The first row's mark, whose shape every later row must share.
    struct Template {
        let first: MarkArguments
        let x: Channel, y: Channel

        init?(_ row: AnyChartContent) {
            guard case .mark(let a) = row.storage, Self.isPlain(a), let x = Channel(a.x), let y = Channel(a.y) else { return nil }
            switch a.kind {
            case .rule:
                // At a value on one axis, across the other (between two values, or at fixed coordinates).
                guard x.isValue != y.isValue else { return nil }
            case .rectangle:
                guard x.isInterval, y.isInterval else { return nil }
            default:
                return nil
            }
            first = a; self.x = x; self.y = y
        }

        static func isPlain(_ a: MarkArguments) -> Bool {
            guard a.series == nil, a.stacking == nil, a.sector == nil, case .automatic = a.width, case .automatic = a.height else {
                return false
            }
            return true
        }

        /// Writes the row's values at `i`, when the row has the template's shape; returns whether it had.
        @inline(__always)
        func read(_ row: borrowing AnyChartContent, into columns: inout Columns, at i: Int) -> Bool {
            guard case .mark(let a) = row.storage, a.kind == first.kind, Self.isPlain(a),
                  let xv = x.values(a.x), let yv = y.values(a.y) else { return false }
            columns.xs[i] = xv.0; columns.ys[i] = yv.0
            if x.isInterval { columns.xEnds[i] = xv.1 }
            if y.isInterval { columns.yEnds[i] = yv.1 }
            return true
        }

        /// The rows' mark: the first row's, carrying the columns as its run.
        func run(_ columns: Columns, rowCount: Int) -> MarkSpec {
            var spec = first.spec
            spec.run = MarkRun(xs: columns.xs, ys: columns.ys, xEnds: x.isInterval ? columns.xEnds : nil,
                               yEnds: y.isInterval ? columns.yEnds : nil, rowCount: rowCount)
            return spec
        }
    }

    /// The values of the rows: a start (or single value) and, on an interval's axis, an end.
    struct Columns {
        var xs: [Double], ys: [Double], xEnds: [Double], yEnds: [Double]

        init(count: Int, template: Template) {
            xs = [Double](repeating: 0, count: count); ys = xs
            xEnds = template.x.isInterval ? xs : []
            yEnds = template.y.isInterval ? xs : []
        }

        mutating func truncate(to count: Int) {
            xs.removeLast(xs.count - count); ys.removeLast(ys.count - count)
            if !xEnds.isEmpty { xEnds.removeLast(xEnds.count - count) }
            if !yEnds.isEmpty { yEnds.removeLast(yEnds.count - count) }
        }
    }

    /// Adds the marks of `data`, each row made by `make`; returns `false`, having added nothing,
    /// when the first row is not a rule or rectangle of a shape a run can carry.
    static func collect<Data: RandomAccessCollection>(_ data: Data, _ make: (Data.Element) -> AnyChartContent,
                                                      into collector: inout MarkCollector) -> Bool {
        guard let firstElement = data.first, let template = Template(make(firstElement)) else { return false }
        let count = data.count
        var columns = Columns(count: count, template: template)
        var stopped: Int?
        var i = 0
        for element in data {
            guard template.read(make(element), into: &columns, at: i) else { stopped = i; break }
            i += 1
        }
        guard let stopped else {
            collector.add(template.run(columns, rowCount: count))
            return true
        }
        // A row that does not fit: the rows so far become marks, and the rest take the ordinary path.
        if stopped > 0 {
            columns.truncate(to: stopped)
            for spec in template.run(columns, rowCount: stopped).rows { collector.add(spec) }
        }
        columns = Columns(count: 0, template: template)
        var index = data.index(data.startIndex, offsetBy: stopped)
        while index != data.endIndex {
            make(data[index]).add(to: &collector)
            data.formIndex(after: &index)
        }
        return true
    }
}
