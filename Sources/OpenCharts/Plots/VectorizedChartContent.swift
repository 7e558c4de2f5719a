import ChartEngine
import Foundation

/// Chart content that draws a whole collection at once: `LinePlot`, `PointPlot`, `BarPlot` and the other plots.
/// Its modifiers take key paths or projections of the collection's elements.
///
/// ```swift
/// PointPlot(cities, x: .value("Population", \.population), y: .value("Area", \.area))
///     .foregroundStyle(by: .value("Country", \.country))
/// ```
public protocol VectorizedChartContent<DataElement>: ChartContent {
    /// The type of the elements of the plotted collection.
    associatedtype DataElement
}

/// A plot whose columns key-path modifiers can add to.
protocol ColumnarPlot: VectorizedChartContent, PrimitiveChartContent {
    var columns: AnyPlotColumns<DataElement> { get set }
}

/// A plot's columns, seen without its collection's type.
struct AnyPlotColumns<Element> {
    var modifiers: [RowModifier<Element>] = []
    let collectRows: ([RowModifier<Element>], inout MarkCollector) -> Void

    init<Data: RandomAccessCollection>(_ columns: PlotColumns<Data>) where Data.Element == Element {
        collectRows = { modifiers, collector in
            var c = columns
            c.modifiers += modifiers
            c.collect(into: &collector)
        }
    }

    init(collect: @escaping ([RowModifier<Element>], inout MarkCollector) -> Void) { collectRows = collect }

    func collect(into collector: inout MarkCollector) { collectRows(modifiers, &collector) }
}

extension ColumnarPlot {
    func collect(into collector: inout MarkCollector) { columns.collect(into: &collector) }

    /// A copy with one more row modifier; `modifier` is a `RowModifier<DataElement>`.
    func adding(_ modifier: Any) -> Self {
        var copy = self
        if let m = modifier as? RowModifier<DataElement> { copy.columns.modifiers.append(m) }
        return copy
    }
}

extension VectorizedChartContent {
    /// This plot with `modifier` applied to the mark of every row.
    func rowModified(_ modifier: RowModifier<DataElement>) -> Self {
        guard let plot = self as? any ColumnarPlot else { return self }
        return (plot.adding(modifier) as? Self) ?? self
    }

    /// Colours each row by a value: one colour per distinct value, with a legend.
    ///
    /// ```swift
    /// LinePlot(stocks, x: .value("Date", \.date), y: .value("Price", \.price), series: .value("Asset", \.symbol))
    ///     .foregroundStyle(by: .value("Asset", \.symbol))
    /// ```
    public func foregroundStyle<V: Plottable>(by value: PlottableProjection<DataElement, V>) -> some VectorizedChartContent<DataElement> {
        rowModified(RowModifier(apply: { e, m, _ in m.style.foregroundBy = value.slot(e) },
                                seriesKey: { value.slot($0).value.categoryKey }, seriesKeyOffset: ColumnReader.stringOffset(value),
                                styleColumn: RowStyleColumn(.color, value)))
    }

    /// Gives each row's point a symbol by a value, with a legend.
    public func symbol<V: Plottable>(by value: PlottableProjection<DataElement, V>) -> some VectorizedChartContent<DataElement> {
        rowModified(RowModifier(apply: { e, m, _ in m.style.symbolBy = value.slot(e) },
                                seriesKey: { value.slot($0).value.categoryKey }, seriesKeyOffset: ColumnReader.stringOffset(value),
                                styleColumn: RowStyleColumn(.symbol, value)))
    }

    /// Sizes each row's symbol by a value, with a legend.
    public func symbolSize<V: Plottable>(by value: PlottableProjection<DataElement, V>) -> some VectorizedChartContent<DataElement> {
        rowModified(RowModifier(apply: { e, m, _ in m.style.symbolSizeBy = value.slot(e) }, styleColumn: RowStyleColumn(.size, value)))
    }

    /// Strokes each row's line by a value: one dash pattern per distinct value, with a legend.
    public func lineStyle<V: Plottable>(by value: PlottableProjection<DataElement, V>) -> some VectorizedChartContent<DataElement> {
        rowModified(RowModifier(apply: { e, m, _ in m.style.lineStyleBy = value.slot(e) },
                                seriesKey: { value.slot($0).value.categoryKey }, seriesKeyOffset: ColumnReader.stringOffset(value)))
    }

    /// Places rows side by side by a value, as grouped bars.
    public func position<V: Plottable>(by value: PlottableProjection<DataElement, V>, axis: Axis? = nil,
                                       span: MarkDimension = .automatic) -> some VectorizedChartContent<DataElement> {
        let dodgeAxis: DodgeAxis? = axis.map { $0 == .horizontal ? .x : .y }
        return rowModified(RowModifier(apply: { e, m, _ in
            m.style.dodge = DodgeSpec(slot: value.slot(e), axis: dodgeAxis, span: span.value)
        }))
    }

    /// Paints each row with the style at `keyPath`.
    public func foregroundStyle<S: ShapeStyle>(_ keyPath: KeyPath<DataElement, S>) -> some VectorizedChartContent<DataElement> {
        rowModified(RowModifier(apply: { e, m, env in m.style.foreground = e[keyPath: keyPath].resolvePaint(in: env) }))
    }

    /// Paints each row with the style at `keyPath`, written with a `by:` label as Apple's `BarPlot` page writes it
    /// (`.foregroundStyle(by: \.partyShapeStyle)`): the same as ``foregroundStyle(_:)``.
    @_disfavoredOverload
    public func foregroundStyle<S: ShapeStyle>(by keyPath: KeyPath<DataElement, S>) -> some VectorizedChartContent<DataElement> {
        foregroundStyle(keyPath)
    }

    /// Each row's opacity, read at `keyPath`.
    public func opacity(_ keyPath: KeyPath<DataElement, CGFloat>) -> some VectorizedChartContent<DataElement> {
        rowModified(RowModifier(apply: { e, m, _ in
            let o = Double(e[keyPath: keyPath])
            m.style.opacity *= o.isFinite ? min(1, max(0, o)) : 1
        }))
    }

    /// Each row's stroke, read at `keyPath`.
    public func lineStyle(_ keyPath: KeyPath<DataElement, StrokeStyle>) -> some VectorizedChartContent<DataElement> {
        rowModified(RowModifier(apply: { e, m, _ in m.style.lineStyle = e[keyPath: keyPath].spec }))
    }

    /// Each row's symbol area in square points, read at `keyPath`.
    public func symbolSize(_ keyPath: KeyPath<DataElement, CGFloat>) -> some VectorizedChartContent<DataElement> {
        rowModified(RowModifier(apply: { e, m, _ in
            let a = Double(e[keyPath: keyPath])
            m.style.symbolSize = a.isFinite ? max(0, a) : nil
        }))
    }

    /// Each row's symbol size, read at `keyPath`; the symbol's area is the size's area.
    public func symbolSize(_ keyPath: KeyPath<DataElement, CGSize>) -> some VectorizedChartContent<DataElement> {
        rowModified(RowModifier(apply: { e, m, _ in
            let s = e[keyPath: keyPath], a = Double(s.width * s.height)
            m.style.symbolSize = a.isFinite ? max(0, a) : nil
        }))
    }

    /// Each row's spoken label, read at `keyPath`.
    public func accessibilityLabel(_ keyPath: KeyPath<DataElement, String>) -> some VectorizedChartContent<DataElement> {
        rowModified(RowModifier(apply: { e, m, _ in m.style.accessibilityLabel = e[keyPath: keyPath] }))
    }

    /// Each row's spoken value, read at `keyPath`.
    public func accessibilityValue(_ keyPath: KeyPath<DataElement, String>) -> some VectorizedChartContent<DataElement> {
        rowModified(RowModifier(apply: { e, m, _ in m.style.accessibilityValue = e[keyPath: keyPath] }))
    }

    /// Whether each row is hidden from assistive technology, read at `keyPath`.
    public func accessibilityHidden(_ keyPath: KeyPath<DataElement, Bool>) -> some VectorizedChartContent<DataElement> {
        rowModified(RowModifier(apply: { e, m, _ in m.style.accessibilityHidden = e[keyPath: keyPath] }))
    }

    /// Each row's identifier for UI tests, read at `keyPath`; drawings carry no identifiers.
    public func accessibilityIdentifier(_ keyPath: KeyPath<DataElement, String>) -> some VectorizedChartContent<DataElement> { self }
}
