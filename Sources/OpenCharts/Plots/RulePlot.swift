import ChartEngine
import Foundation

/// A whole collection drawn as rules: the vectorized `RuleMark`, for thresholds and ranges.
///
/// ```swift
/// RulePlot(thresholds, y: .value("Limit", \.value))
/// ```
public struct RulePlot<Content: VectorizedChartContent>: ColumnarPlot {
    public typealias Body = Never
    public typealias DataElement = Content.DataElement
    var columns: AnyPlotColumns<DataElement>
}

/// The content type of a `RulePlot` over a collection.
public struct VectorizedRulePlotContent<Data: RandomAccessCollection>: VectorizedChartContent {
    public typealias Body = Never
    public typealias DataElement = Data.Element
}

extension RulePlot {
    /// A vertical rule at x from yStart to yEnd.
    public init<Data, Y: Plottable>(_ data: Data, x: PlottableProjection<DataElement, some Plottable>, yStart: PlottableProjection<DataElement, Y>, yEnd: PlottableProjection<DataElement, Y>)
    where Content == VectorizedRulePlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .rule, x: .value(x), y: .interval(yStart, yEnd)))
    }

    /// A vertical rule at x spanning fixed plot coordinates (the whole height by default).
    public init<Data>(_ data: Data, x: PlottableProjection<DataElement, some Plottable>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil)
    where Content == VectorizedRulePlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .rule, x: .value(x), y: .fixed(yStart, yEnd)))
    }

    /// A vertical rule at a fixed x from yStart to yEnd.
    public init<Data, Y: Plottable>(_ data: Data, x: CGFloat?, yStart: PlottableProjection<DataElement, Y>, yEnd: PlottableProjection<DataElement, Y>)
    where Content == VectorizedRulePlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .rule, x: .point(x), y: .interval(yStart, yEnd)))
    }

    /// A horizontal rule at y from xStart to xEnd.
    public init<Data, X: Plottable>(_ data: Data, xStart: PlottableProjection<DataElement, X>, xEnd: PlottableProjection<DataElement, X>, y: PlottableProjection<DataElement, some Plottable>)
    where Content == VectorizedRulePlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .rule, x: .interval(xStart, xEnd), y: .value(y)))
    }

    /// A horizontal rule at y spanning fixed plot coordinates (the whole width by default).
    public init<Data>(_ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableProjection<DataElement, some Plottable>)
    where Content == VectorizedRulePlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .rule, x: .fixed(xStart, xEnd), y: .value(y)))
    }

    /// A horizontal rule at a fixed y from xStart to xEnd.
    public init<Data, X: Plottable>(_ data: Data, xStart: PlottableProjection<DataElement, X>, xEnd: PlottableProjection<DataElement, X>, y: CGFloat?)
    where Content == VectorizedRulePlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .rule, x: .interval(xStart, xEnd), y: .point(y)))
    }

    /// A vertical rule at an x read from each element.
    public init<Data, Y: Plottable>(_ data: Data, x: KeyPath<DataElement, CGFloat>, yStart: PlottableProjection<DataElement, Y>, yEnd: PlottableProjection<DataElement, Y>)
    where Content == VectorizedRulePlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .rule, x: .fixedPath(x), y: .interval(yStart, yEnd)))
    }

    /// A horizontal rule at a y read from each element.
    public init<Data, X: Plottable>(_ data: Data, xStart: PlottableProjection<DataElement, X>, xEnd: PlottableProjection<DataElement, X>, y: KeyPath<DataElement, CGFloat>)
    where Content == VectorizedRulePlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .rule, x: .interval(xStart, xEnd), y: .fixedPath(y)))
    }
}
