import ChartEngine
import Foundation

/// The columnar path for `ForEach` over many rows of `PointMark`s styled by value
/// (`.foregroundStyle(by:)`, `.symbol(by:)`, `.symbolSize(by:)`), and of the `RectangleMark`s of a heat
/// map (`.foregroundStyle(by:)` at numbers, sized by `width:` and `height:`): each row is made into one scratch
/// mark, its x, y and style values go into columns, and the rows become one mark carrying a run
/// (see ``RunStyleColumns``). When any row is not such a point, or differs from the first row in
/// anything but those values, nothing is added and the `ForEach` takes the ordinary path.
enum ForEachStyledPoints {
    /// Adds the rows of `data` as one run; whether it did (nothing is added when it did not).
    static func collect<Data: RandomAccessCollection>(_ data: Data, _ make: (Data.Element) -> AnyChartContent,
                                                      into collector: inout MarkCollector) -> Bool {
        // Modifiers around the `ForEach` apply before each row's own; a run could not keep that order.
        guard collector.modifiers.isEmpty, let firstElement = data.first else { return false }
        var scratch = MarkCollector(env: collector.env)
        // An inner `ForEach` of such rows (a grid's row of cells) becomes a run of its own in here.
        scratch.readsStyledRows = true
        // A row's marks: one, or several when it is itself a `ForEach` too short to be a run.
        func marks(_ row: consuming AnyChartContent) -> [MarkSpec] {
            scratch.marks.removeAll(keepingCapacity: true)
            row.add(to: &scratch)
            return scratch.marks
        }
        let firstRow = make(firstElement)
        // Rows of one mark coloured by a value and nothing else are read from the row itself.
        let firstStyled: Bool
        if case .styled = firstRow.storage { firstStyled = true } else { firstStyled = false }
        guard let first = marks(firstRow).first, first.kind == .point || (first.kind == .rectangle && first.style.foregroundBy != nil),
              first.series == nil, first.sector == nil,
              let xAxis = Axis(first.x, intervals: first.kind == .rectangle), let yAxis = Axis(first.y, intervals: first.kind == .rectangle),
              first.run.map({ isStyledRows($0, xAxis, yAxis) }) ?? true,
              first.style.foregroundBy != nil || first.style.symbolBy != nil || first.style.symbolSizeBy != nil,
              first.style.allowsStyledRun else { return false }
        let count = data.count
        var xs: [Double] = [], ys: [Double] = [], xEnds: [Double] = [], yEnds: [Double] = []
        xs.reserveCapacity(count); ys.reserveCapacity(count)
        if xAxis.isInterval { xEnds.reserveCapacity(count) }
        if yAxis.isInterval { yEnds.reserveCapacity(count) }
        var color = first.style.foregroundBy.map { SlotColumnBuilder($0, count) }
        var symbol = first.style.symbolBy.map { SlotColumnBuilder($0, count) }
        var size = first.style.symbolSizeBy.map { SlotColumnBuilder($0, count) }
        var rowCount = 0
        // Adds the row's marks; whether they all fit the run.
        func add(_ row: consuming AnyChartContent) -> Bool {
            if firstStyled, case .styled(let styled) = row.storage {
                // The first row was one such mark too: this row's style is the first's but for its colour.
                let a = styled.arguments
                guard a.kind == first.kind, a.width == first.width, a.height == first.height, a.series == nil, a.sector == nil,
                      let x = xAxis.read(a.x), let y = yAxis.read(a.y) else { return false }
                rowCount += 1
                xs.append(x.start); ys.append(y.start)
                if xAxis.isInterval { xEnds.append(x.end) }
                if yAxis.isInterval { yEnds.append(y.end) }
                color?.add(styled.foregroundBy)
                return true
            }
            for m in marks(row) {
                guard m.kind == first.kind, m.width == first.width, m.height == first.height, m.series == nil, m.sector == nil,
                      let x = xAxis.read(m.x), let y = yAxis.read(m.y),
                      m.style.sameApartFromStylesByValue(first.style),
                      (m.style.foregroundBy != nil) == (color != nil), (m.style.symbolBy != nil) == (symbol != nil),
                      (m.style.symbolSizeBy != nil) == (size != nil) else { return false }
                if let run = m.run {
                    // A row that is itself a run of such rows (an inner `ForEach`, as a grid's rows of
                    // columns are written): its rows join this run, each style column read as its values.
                    guard isStyledRows(run, xAxis, yAxis), let styles = run.styles,
                          color?.add(styles.color) ?? (styles.color == nil), symbol?.add(styles.symbol) ?? (styles.symbol == nil),
                          size?.add(styles.size) ?? (styles.size == nil) else { return false }
                    xs += run.xs; ys += run.ys
                    if let ends = run.xEnds { xEnds += ends }
                    if let ends = run.yEnds { yEnds += ends }
                    rowCount += run.rowCount
                    continue
                }
                rowCount += 1
                xs.append(x.start); ys.append(y.start)
                if xAxis.isInterval { xEnds.append(x.end) }
                if yAxis.isInterval { yEnds.append(y.end) }
                if let s = m.style.foregroundBy { color?.add(s) }
                if let s = m.style.symbolBy { symbol?.add(s) }
                if let s = m.style.symbolSizeBy { size?.add(s) }
            }
            return true
        }
        // Data in contiguous memory is read through a pointer: the collection's own calls, unspecialized
        // here, cost more than a row.
        let complete = data.withContiguousStorageIfAvailable { rows in
            for i in rows.indices where !add(make(rows[i])) { return false }
            return true
        } ?? {
            for e in data where !add(make(e)) { return false }
            return true
        }()
        guard complete else { return false }
        let columns = RunStyleColumns(color: color?.column(), symbol: symbol?.column(), size: size?.column())
        guard !xs.isEmpty, columns.fits(xs.count) else { return false }
        var spec = first
        spec.run = MarkRun(xs: xs, ys: ys, xEnds: xAxis.isInterval ? xEnds : nil, yEnds: yAxis.isInterval ? yEnds : nil,
                           rowCount: rowCount, rowsOffLogScale: LogAxes(collector.env.chartOptions)?.unplaceable(xs, ys),
                           styles: columns)
        collector.add(spec)
        return true
    }
}

extension ForEachStyledPoints {
    /// Whether a `ForEach` of `data`, too short to be read as columns by its own count, holds
    /// enough marks to be: each element makes several (a grid's rows, each a `ForEach` of cells),
    /// judged by the first element's.
    static func holdsManyRows<Data: RandomAccessCollection>(_ data: Data, _ make: (Data.Element) -> AnyChartContent,
                                                            env: EnvironmentValues, minimum: Int) -> Bool {
        guard data.count > 1, let first = data.first else { return false }
        var scratch = MarkCollector(env: env)
        make(first).add(to: &scratch)
        let rows = scratch.marks.reduce(0) { $0 + ($1.run?.count ?? 1) }
        return rows > 1 && rows.multipliedReportingOverflow(by: data.count).partialValue > minimum
    }

    /// How the first row places its mark on one axis, which every later row must share: a number
    /// or a date, or (for a rectangle) an interval between two, each of the first row's label,
    /// unit and calendar.
    struct Axis {
        let start: ValueSlot
        let end: ValueSlot?

        init?(_ e: AxisEncoding, intervals: Bool) {
            switch e {
            case .value(let s):
                guard s.value.continuousNumber != nil else { return nil }
                start = s; end = nil
            case .interval(let a, let b):
                guard intervals, a.value.continuousNumber != nil, b.value.continuousNumber != nil else { return nil }
                start = a; end = b
            default:
                return nil
            }
        }

        var isInterval: Bool { end != nil }

        /// A row's values on this axis (its end `nan` with no interval), when it places its mark alike.
        @inline(__always)
        func read(_ e: AxisEncoding) -> (start: Double, end: Double)? {
            switch e {
            case .value(let s):
                guard end == nil, let v = RunStyleColumn.number(s, like: start) else { return nil }
                return (v, .nan)
            case .interval(let a, let b):
                guard let end, let u = RunStyleColumn.number(a, like: start), let v = RunStyleColumn.number(b, like: end) else { return nil }
                return (u, v)
            default:
                return nil
            }
        }
    }

    /// Whether a run is one of rows styled per row placed as `x` and `y` place theirs: what a row
    /// of this run may carry in place of its values.
    static func isStyledRows(_ run: MarkRun, _ x: Axis, _ y: Axis) -> Bool {
        (run.xEnds != nil) == x.isInterval && (run.yEnds != nil) == y.isInterval
            && run.styles.map { $0.count == run.count } == true
    }
}

/// A style column built row by row: numbers while every value is a number (or every one a date)
/// of the first value's label, unit and calendar; categories coded as they come for text; each
/// value kept when rows mix kinds.
struct SlotColumnBuilder {
    let template: ValueSlot
    private let numeric: Bool
    private var numbers: [Double] = []
    private var codes: [Int32] = [], values: [ValueSlot] = [], index: [String: Int32] = [:]
    private var mixed: [ValueSlot]? = nil

    init(_ template: ValueSlot, _ capacity: Int) {
        self.template = template
        numeric = template.value.continuousNumber != nil
        if numeric { numbers.reserveCapacity(capacity) } else { codes.reserveCapacity(capacity) }
    }

    mutating func add(_ s: ValueSlot) {
        if mixed != nil { mixed?.append(s); return }
        if numeric {
            if let v = RunStyleColumn.number(s, like: template) { numbers.append(v); return }
            mixed = numbers.map { template.with($0) } + [s]
            numbers = []
            return
        }
        if case .string = s.value {
            let key = s.value.categoryKey
            if let c = index[key] { codes.append(c); return }
            let c = Int32(truncatingIfNeeded: values.count)
            index[key] = c; values.append(s); codes.append(c)
            return
        }
        mixed = codes.map { values[Int($0)] } + [s]
        codes = []
    }

    /// Adds every row of `column` (numbers of this column's kind at once); whether the column was
    /// there to add, as a row's style column must be when this one is.
    mutating func add(_ column: RunStyleColumn?) -> Bool {
        guard let column else { return false }
        if mixed == nil, numeric, case .numbers(let v, let t) = column, RunStyleColumn.number(t, like: template) != nil {
            numbers += v
            return true
        }
        for i in 0..<column.count { add(column.slot(i)) }
        return true
    }

    func column() -> RunStyleColumn {
        if let mixed { return RunStyleColumn(mixed) }
        return numeric ? .numbers(numbers, template: template) : .categories(codes, values: values)
    }
}

extension MarkStyle {
    /// Whether this style could be a row of a run styled by value whose first row has `first`: the two
    /// differ at most in their styles by value, and neither has anything drawn per mark.
    func sameApartFromStylesByValue(_ first: MarkStyle) -> Bool {
        allowsStyledRun && foreground == first.foreground && symbol == first.symbol && symbolSize == first.symbolSize
            && opacity == first.opacity && offset == first.offset && zIndex == first.zIndex && curve == first.curve
            && lineStyle == first.lineStyle && cornerRadius == first.cornerRadius && rangeOffset == first.rangeOffset
            && accessibilityHidden == first.accessibilityHidden && alignsToPlot == first.alignsToPlot
    }

    /// Whether nothing in the style belongs to its mark alone (a view, an annotation, a clip, a mask,
    /// a label, a dodge or a line style by value).
    var allowsStyledRun: Bool {
        symbolView == nil && annotations.isEmpty && clipShape == nil && mask == nil && dodge == nil && lineStyleBy == nil
            && accessibilityLabel == nil && accessibilityValue == nil && !alignsToPlot
    }
}
