import ChartEngine
import Foundation

/// A whole collection drawn as a filled area, or the area under or between functions:
/// the vectorized `AreaMark`. Areas stack by default.
///
/// ```swift
/// AreaPlot(visits, x: .value("Day", \.day), y: .value("Visits", \.count), series: .value("Site", \.site))
/// ```
public struct AreaPlot<Content: VectorizedChartContent>: ColumnarPlot {
    public typealias Body = Never
    public typealias DataElement = Content.DataElement
    var columns: AnyPlotColumns<DataElement>
}

/// The content type of an `AreaPlot` over a collection.
public struct VectorizedAreaPlotContent<Data: RandomAccessCollection>: VectorizedChartContent {
    public typealias Body = Never
    public typealias DataElement = Data.Element
}

extension AreaPlot {
    /// An area from zero to y, stacked by default.
    public init<Data>(_ data: Data, x: PlottableProjection<DataElement, some Plottable>,
                      y: PlottableProjection<DataElement, some Plottable>, stacking: MarkStackingMethod = .standard)
    where Content == VectorizedAreaPlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .area, x: .value(x), y: .value(y), stacking: stacking.method))
    }

    /// One area per value of `series`, stacked by default.
    public init<Data>(_ data: Data, x: PlottableProjection<DataElement, some Plottable>,
                      y: PlottableProjection<DataElement, some Plottable>, series: PlottableProjection<DataElement, some Plottable>,
                      stacking: MarkStackingMethod = .standard)
    where Content == VectorizedAreaPlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .area, x: .value(x), y: .value(y), series: { series.slot($0) },
                                             seriesOffset: ColumnReader.stringOffset(series),
                                             stacking: stacking.method))
    }

    /// An area between `xStart` and `xEnd` along y.
    public init<Data, X: Plottable>(_ data: Data, xStart: PlottableProjection<DataElement, X>, xEnd: PlottableProjection<DataElement, X>,
                                    y: PlottableProjection<DataElement, some Plottable>)
    where Content == VectorizedAreaPlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .area, x: .interval(xStart, xEnd), y: .value(y)))
    }

    /// One area between `xStart` and `xEnd` per value of `series`.
    public init<Data, X: Plottable>(_ data: Data, xStart: PlottableProjection<DataElement, X>, xEnd: PlottableProjection<DataElement, X>,
                                    y: PlottableProjection<DataElement, some Plottable>, series: PlottableProjection<DataElement, some Plottable>)
    where Content == VectorizedAreaPlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .area, x: .interval(xStart, xEnd), y: .value(y), series: { series.slot($0) },
                                             seriesOffset: ColumnReader.stringOffset(series)))
    }

    /// A band between `yStart` and `yEnd` along x.
    public init<Data, Y: Plottable>(_ data: Data, x: PlottableProjection<DataElement, some Plottable>,
                                    yStart: PlottableProjection<DataElement, Y>, yEnd: PlottableProjection<DataElement, Y>)
    where Content == VectorizedAreaPlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .area, x: .value(x), y: .interval(yStart, yEnd)))
    }

    /// One band between `yStart` and `yEnd` per value of `series`.
    public init<Data, Y: Plottable>(_ data: Data, x: PlottableProjection<DataElement, some Plottable>,
                                    yStart: PlottableProjection<DataElement, Y>, yEnd: PlottableProjection<DataElement, Y>,
                                    series: PlottableProjection<DataElement, some Plottable>)
    where Content == VectorizedAreaPlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .area, x: .value(x), y: .interval(yStart, yEnd), series: { series.slot($0) },
                                             seriesOffset: ColumnReader.stringOffset(series)))
    }
}

extension AreaPlot where Content == FunctionAreaPlotContent {
    /// The area between zero and `function`.
    ///
    /// ```swift
    /// AreaPlot(x: "x", y: "Density", domain: -4...4) { x in exp(-x * x / 2) / (2 * .pi).squareRoot() }
    /// ```
    public init<S: StringProtocol>(x: S, y: S, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> Double) {
        columns = FunctionPlotColumns.columns(kind: .area, xLabel: String(x), yLabel: String(y), domain: domain,
                                              stacking: .unstacked) { d in
            FunctionPlotColumns.runs(d) { t in (t, function(t), function(t)) }
        }
    }

    /// The area under `function`, with labels to localize.
    public init(x: LocalizedStringKey, y: LocalizedStringKey, domain: ClosedRange<Double>? = nil,
                function: @escaping (Double) -> Double) {
        self.init(x: x.resolve(.posix), y: y.resolve(.posix), domain: domain, function: function)
    }

    /// The area between two curves that `function` gives for each x.
    ///
    /// ```swift
    /// AreaPlot(x: "x", yStart: "Low", yEnd: "High", domain: 0...10) { x in (yStart: sin(x) - 1, yEnd: sin(x) + 1) }
    /// ```
    public init<S: StringProtocol>(x: S, yStart: S, yEnd: S, domain: ClosedRange<Double>? = nil,
                                   function: @escaping (Double) -> (yStart: Double, yEnd: Double)) {
        columns = FunctionPlotColumns.columns(kind: .area, xLabel: String(x), yLabel: String(yStart), yEndLabel: String(yEnd),
                                              domain: domain) { d in
            FunctionPlotColumns.runs(d) { t in let v = function(t); return (t, v.yStart, v.yEnd) }
        }
    }

    /// The area between two curves, with labels to localize.
    public init(x: LocalizedStringKey, yStart: LocalizedStringKey, yEnd: LocalizedStringKey, domain: ClosedRange<Double>? = nil,
                function: @escaping (Double) -> (yStart: Double, yEnd: Double)) {
        self.init(x: x.resolve(.posix), yStart: yStart.resolve(.posix), yEnd: yEnd.resolve(.posix), domain: domain, function: function)
    }

    /// The area under `function`, labelled with texts.
    public init(x: Text, y: Text, domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> Double) {
        self.init(x: x.plainString(), y: y.plainString(), domain: domain, function: function)
    }

    /// The area between two functions, labelled with texts.
    public init(x: Text, yStart: Text, yEnd: Text, domain: ClosedRange<Double>? = nil,
                function: @escaping (Double) -> (yStart: Double, yEnd: Double)) {
        self.init(x: x.plainString(), yStart: yStart.plainString(), yEnd: yEnd.plainString(), domain: domain, function: function)
    }

    /// The area under `function`, labelled with localized string resources.
    @_disfavoredOverload
    public init(x: LocalizedStringResource, y: LocalizedStringResource, domain: ClosedRange<Double>? = nil,
                function: @escaping (Double) -> Double) {
        self.init(x: String(localized: x), y: String(localized: y), domain: domain, function: function)
    }

    /// The area between two functions, labelled with localized string resources.
    @_disfavoredOverload
    public init(x: LocalizedStringResource, yStart: LocalizedStringResource, yEnd: LocalizedStringResource,
                domain: ClosedRange<Double>? = nil, function: @escaping (Double) -> (yStart: Double, yEnd: Double)) {
        self.init(x: String(localized: x), yStart: String(localized: yStart), yEnd: String(localized: yEnd), domain: domain,
                  function: function)
    }
}
