import ChartEngine
import Foundation

/// One style by value of a vectorized plot (`foregroundStyle(by:)`, `symbol(by:)`, `symbolSize(by:)`),
/// readable as a column: numbers straight from an array's memory where they are stored numbers,
/// else each row's value.
struct RowStyleColumn<Element> {
    enum Channel { case color, symbol, size }
    let channel: Channel
    /// Each row's value.
    let slot: (Element) -> ValueSlot
    /// The column as numbers (dates as seconds since 2001) when the values are numbers or dates.
    let numbers: (UnsafeBufferPointer<Element>) -> [Double]?

    init<V: Plottable>(_ channel: Channel, _ projection: PlottableProjection<Element, V>) {
        self.channel = channel
        slot = { projection.slot($0) }
        numbers = { projection.isRange ? nil : ColumnReader.numbers($0, projection) }
    }

    /// The column over `data`.
    func column<Data: RandomAccessCollection>(_ data: Data) -> RunStyleColumn? where Data.Element == Element {
        guard let first = data.first else { return nil }
        let template = slot(first)
        if template.value.continuousNumber != nil, let v = data.withContiguousStorageIfAvailable({ numbers($0) }) ?? nil,
           v.count == data.count {
            return .numbers(v, template: template)
        }
        return RunStyleColumn(data.map(slot))
    }
}

extension PlotColumns {
    /// The one mark of a scatter (or a heat map of rectangles coloured by value) whose every modifier is a style by value: a run of `xs`, `ys`
    /// carrying each style as a column (see ``RunStyleColumns``); `nil` for any other plot.
    func styledRun(_ xs: [Double], _ ys: [Double], env: EnvironmentValues) -> MarkSpec? {
        guard kind == .point || kind == .rectangle, series == nil, sector == nil, !modifiers.isEmpty, !xs.isEmpty, xs.count == ys.count,
              modifiers.allSatisfy({ $0.styleColumn != nil }) else { return nil }
        var columns = RunStyleColumns()
        // Modifiers apply in order, so the last one of a channel wins, as it does on each row's mark.
        for m in modifiers {
            guard let reader = m.styleColumn, let column = reader.column(data), column.count == xs.count else { return nil }
            switch reader.channel {
            case .color: columns.color = column
            case .symbol: columns.symbol = column
            case .size: columns.size = column
            }
        }
        guard columns.fits(xs.count), kind == .point || columns.color != nil else { return nil }
        let offLog = LogAxes(env.chartOptions)?.unplaceable(xs, ys)
        var spec = MarkSpec(kind: kind, x: x.encoding(xs[0]), y: y.encoding(ys[0]), width: width, height: height, stacking: stacking)
        let run = MarkRun(xs: xs, ys: ys, rowCount: xs.count, rowsOffLogScale: offLog, styles: columns)
        spec.run = run
        columns.apply(row: 0, to: &spec.style)
        return spec
    }
}
