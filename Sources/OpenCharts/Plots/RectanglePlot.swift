import ChartEngine
import Foundation

/// A whole collection drawn as rectangles: the vectorized `RectangleMark`, for heat maps and ranges.
///
/// ```swift
/// RectanglePlot(cells, x: .value("Hour", \.hour), y: .value("Day", \.day)).foregroundStyle(by: .value("Load", \.load))
/// ```
public struct RectanglePlot<Content: VectorizedChartContent>: ColumnarPlot {
    public typealias Body = Never
    public typealias DataElement = Content.DataElement
    var columns: AnyPlotColumns<DataElement>
}

/// The content type of a `RectanglePlot` over a collection.
public struct VectorizedRectanglePlotContent<Data: RandomAccessCollection>: VectorizedChartContent {
    public typealias Body = Never
    public typealias DataElement = Data.Element
}

extension RectanglePlot {
    /// A rectangle centred on x and y.
    public init<Data>(_ data: Data, x: PlottableProjection<DataElement, some Plottable>, y: PlottableProjection<DataElement, some Plottable>, width: MarkDimensions<DataElement> = .automatic, height: MarkDimensions<DataElement> = .automatic)
    where Content == VectorizedRectanglePlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .rectangle, x: .value(x), y: .value(y)).sized(width: width, height: height))
    }

    /// A rectangle at x from yStart to yEnd.
    public init<Data, Y: Plottable>(_ data: Data, x: PlottableProjection<DataElement, some Plottable>, yStart: PlottableProjection<DataElement, Y>, yEnd: PlottableProjection<DataElement, Y>, width: MarkDimensions<DataElement> = .automatic)
    where Content == VectorizedRectanglePlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .rectangle, x: .value(x), y: .interval(yStart, yEnd)).sized(width: width))
    }

    /// A rectangle at x spanning fixed plot coordinates.
    public init<Data>(_ data: Data, x: PlottableProjection<DataElement, some Plottable>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimensions<DataElement> = .automatic)
    where Content == VectorizedRectanglePlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .rectangle, x: .value(x), y: .fixed(yStart, yEnd)).sized(width: width))
    }

    /// A rectangle from xStart to xEnd at y.
    public init<Data, X: Plottable>(_ data: Data, xStart: PlottableProjection<DataElement, X>, xEnd: PlottableProjection<DataElement, X>, y: PlottableProjection<DataElement, some Plottable>, height: MarkDimensions<DataElement> = .automatic)
    where Content == VectorizedRectanglePlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .rectangle, x: .interval(xStart, xEnd), y: .value(y)).sized(height: height))
    }

    /// A rectangle at y spanning fixed plot coordinates.
    public init<Data>(_ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableProjection<DataElement, some Plottable>, height: MarkDimensions<DataElement> = .automatic)
    where Content == VectorizedRectanglePlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .rectangle, x: .fixed(xStart, xEnd), y: .value(y)).sized(height: height))
    }

    /// A rectangle between two ranges.
    public init<Data, X: Plottable, Y: Plottable>(_ data: Data, xStart: PlottableProjection<DataElement, X>, xEnd: PlottableProjection<DataElement, X>, yStart: PlottableProjection<DataElement, Y>, yEnd: PlottableProjection<DataElement, Y>)
    where Content == VectorizedRectanglePlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .rectangle, x: .interval(xStart, xEnd), y: .interval(yStart, yEnd)))
    }

    /// A rectangle from xStart to xEnd spanning fixed plot coordinates.
    public init<Data, X: Plottable>(_ data: Data, xStart: PlottableProjection<DataElement, X>, xEnd: PlottableProjection<DataElement, X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil)
    where Content == VectorizedRectanglePlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .rectangle, x: .interval(xStart, xEnd), y: .fixed(yStart, yEnd)))
    }

    /// A rectangle from yStart to yEnd spanning fixed plot coordinates.
    public init<Data, Y: Plottable>(_ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableProjection<DataElement, Y>, yEnd: PlottableProjection<DataElement, Y>)
    where Content == VectorizedRectanglePlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .rectangle, x: .fixed(xStart, xEnd), y: .interval(yStart, yEnd)))
    }

    /// A rectangle at x between plot coordinates read from each element.
    public init<Data>(_ data: Data, x: PlottableProjection<DataElement, some Plottable>, yStart: KeyPath<DataElement, CGFloat>, yEnd: KeyPath<DataElement, CGFloat>, width: MarkDimensions<DataElement> = .automatic)
    where Content == VectorizedRectanglePlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .rectangle, x: .value(x), y: .fixedPaths(yStart, yEnd)).sized(width: width))
    }

    /// A rectangle at y between plot coordinates read from each element.
    public init<Data>(_ data: Data, xStart: KeyPath<DataElement, CGFloat>, xEnd: KeyPath<DataElement, CGFloat>, y: PlottableProjection<DataElement, some Plottable>, height: MarkDimensions<DataElement> = .automatic)
    where Content == VectorizedRectanglePlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .rectangle, x: .fixedPaths(xStart, xEnd), y: .value(y)).sized(height: height))
    }
}
