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
        func mark(_ e: Data.Element) -> MarkSpec? {
            scratch.marks.removeAll(keepingCapacity: true)
            make(e).add(to: &scratch)
            return scratch.marks.count == 1 ? scratch.marks[0] : nil
        }
        guard let first = mark(firstElement), first.kind == .point || (first.kind == .rectangle && first.style.foregroundBy != nil),
              first.run == nil, first.series == nil, first.sector == nil,
              case .value(let x0) = first.x, case .value(let y0) = first.y,
              x0.value.continuousNumber != nil, y0.value.continuousNumber != nil,
              first.style.foregroundBy != nil || first.style.symbolBy != nil || first.style.symbolSizeBy != nil,
              first.style.allowsStyledRun else { return false }
        let count = data.count
        var xs: [Double] = [], ys: [Double] = []
        xs.reserveCapacity(count); ys.reserveCapacity(count)
        var color = first.style.foregroundBy.map { SlotColumnBuilder($0, count) }
        var symbol = first.style.symbolBy.map { SlotColumnBuilder($0, count) }
        var size = first.style.symbolSizeBy.map { SlotColumnBuilder($0, count) }
        for e in data {
            guard let m = mark(e), m.kind == first.kind, m.width == first.width, m.height == first.height, m.series == nil, m.sector == nil, m.run == nil,
                  case .value(let xv) = m.x, case .value(let yv) = m.y,
                  let x = RunStyleColumn.number(xv, like: x0), let y = RunStyleColumn.number(yv, like: y0),
                  m.style.sameApartFromStylesByValue(first.style),
                  (m.style.foregroundBy != nil) == (color != nil), (m.style.symbolBy != nil) == (symbol != nil),
                  (m.style.symbolSizeBy != nil) == (size != nil) else { return false }
            xs.append(x); ys.append(y)
            if let s = m.style.foregroundBy { color?.add(s) }
            if let s = m.style.symbolBy { symbol?.add(s) }
            if let s = m.style.symbolSizeBy { size?.add(s) }
        }
        let columns = RunStyleColumns(color: color?.column(), symbol: symbol?.column(), size: size?.column())
        guard !xs.isEmpty, columns.fits(xs.count) else { return false }
        var spec = first
        spec.run = MarkRun(xs: xs, ys: ys, rowCount: count, rowsOffLogScale: LogAxes(collector.env.chartOptions)?.unplaceable(xs, ys),
                           styles: columns)
        collector.add(spec)
        return true
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
