import ChartEngine
import Foundation

/// A whole collection drawn as a line, or a function plotted as one: the vectorized `LineMark`.
///
/// Lines of many rows are thinned per column of x before any mark exists, so a million rows
/// cost little more than the pixels they cover.
///
/// ```swift
/// LinePlot(stocks, x: .value("Date", \.date), y: .value("Price", \.price), series: .value("Asset", \.symbol))
///     .foregroundStyle(by: .value("Asset", \.symbol))
/// ```
public struct LinePlot<Content: VectorizedChartContent>: ColumnarPlot {
    public typealias Body = Never
    public typealias DataElement = Content.DataElement
    var columns: AnyPlotColumns<DataElement>
}

/// The content type of a `LinePlot` over a collection.
public struct VectorizedLinePlotContent<Data: RandomAccessCollection>: VectorizedChartContent {
    public typealias Body = Never
    public typealias DataElement = Data.Element
}

extension LinePlot {
    /// A line through every element of `data`.
    public init<Data>(_ data: Data, x: PlottableProjection<DataElement, some Plottable>,
                      y: PlottableProjection<DataElement, some Plottable>)
    where Content == VectorizedLinePlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .line, x: .value(x), y: .value(y)))
    }

    /// One line per value of `series`.
    public init<Data>(_ data: Data, x: PlottableProjection<DataElement, some Plottable>,
                      y: PlottableProjection<DataElement, some Plottable>, series: PlottableProjection<DataElement, some Plottable>)
    where Content == VectorizedLinePlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .line, x: .value(x), y: .value(y), series: { series.slot($0) },
                                             seriesOffset: ColumnReader.stringOffset(series)))
    }
}

extension LinePlot where Content == FunctionLinePlotContent {
    /// The graph of `function`, sampled finely enough for the plot and broken where it is not finite.
    ///
    /// ```swift
    /// LinePlot(x: "x", y: "y", domain: -3...3) { x in x * x }
    /// ```
    public init<S: StringProtocol>(x: S, y: S, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> Double) {
        columns = FunctionPlotColumns.columns(kind: .line, xLabel: String(x), yLabel: String(y), domain: domain) { d in
            FunctionPlotColumns.runs(d) { t in (t, function(t), function(t)) }
        }
    }

    /// The graph of `function`, with labels to localize.
    public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil,
                function: @escaping (Double) -> Double) {
        self.init(x: x.resolve(.posix), y: y.resolve(.posix), domain: domain, function: function)
    }

    /// The graph of `function`, labelled with texts.
    public init(x: Text, y: Text, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> Double) {
        self.init(x: x.plainString(), y: y.plainString(), domain: domain, function: function)
    }

    /// A parametric curve: the point `function(t)` for every `t` in `domain`.
    ///
    /// ```swift
    /// LinePlot(x: "x", y: "y", t: "t", domain: 0...(2 * .pi)) { t in (x: cos(t), y: sin(t)) }
    /// ```
    public init<S: StringProtocol>(x: S, y: S, t: S, domain: ClosedRange<Double>,
                                   function: @escaping (Double) -> (x: Double, y: Double)) {
        columns = FunctionPlotColumns.columns(kind: .line, xLabel: String(x), yLabel: String(y), domain: domain) { d in
            FunctionPlotColumns.runs(d) { t in let p = function(t); return (p.x, p.y, p.y) }
        }
    }

    /// A parametric curve, with labels to localize.
    public init(x: LocalizedStringKey, y: LocalizedStringKey, t: LocalizedStringKey, domain: ClosedRange<Double>,
                function: @escaping (Double) -> (x: Double, y: Double)) {
        self.init(x: x.resolve(.posix), y: y.resolve(.posix), t: t.resolve(.posix), domain: domain, function: function)
    }

    /// The graph of `function`, labelled with localized string resources.
    @_disfavoredOverload
    public init(x: LocalizedStringResource, y: LocalizedStringResource, domain: ClosedRange<Double>? = nil,
                function: @escaping (Double) -> Double) {
        self.init(x: String(localized: x), y: String(localized: y), domain: domain, function: function)
    }

    /// A parametric curve, labelled with texts.
    public init(x: Text, y: Text, t: Text, domain: ClosedRange<Double>, function: @escaping (Double) -> (x: Double, y: Double)) {
        self.init(x: x.plainString(), y: y.plainString(), t: t.plainString(), domain: domain, function: function)
    }

    /// A parametric curve, labelled with localized string resources.
    @_disfavoredOverload
    public init(x: LocalizedStringResource, y: LocalizedStringResource, t: LocalizedStringResource, domain: ClosedRange<Double>,
                function: @escaping (Double) -> (x: Double, y: Double)) {
        self.init(x: String(localized: x), y: String(localized: y), t: String(localized: t), domain: domain, function: function)
    }
}
