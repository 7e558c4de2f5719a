import ChartEngine
import Foundation

/// A whole collection drawn as bars: the vectorized `BarMark`. Bars that share a category stack by default.
///
/// ```swift
/// BarPlot(sales, x: .value("Month", \.month), y: .value("Sales", \.total))
/// ```
public struct BarPlot<Content: VectorizedChartContent>: ColumnarPlot {
    public typealias Body = Never
    public typealias DataElement = Content.DataElement
    var columns: AnyPlotColumns<DataElement>
}

/// The content type of a `BarPlot` over a collection.
public struct VectorizedBarPlotContent<Data: RandomAccessCollection>: VectorizedChartContent {
    public typealias Body = Never
    public typealias DataElement = Data.Element
}

extension BarPlot {
    /// A bar from zero to a value for each element.
    public init<Data>(_ data: Data, x: PlottableProjection<DataElement, some Plottable>, y: PlottableProjection<DataElement, some Plottable>, width: MarkDimensions<DataElement> = .automatic, height: MarkDimensions<DataElement> = .automatic, stacking: MarkStackingMethod = .standard)
    where Content == VectorizedBarPlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .bar, x: .value(x), y: .value(y), stacking: stacking.method).sized(width: width, height: height))
    }

    /// A vertical bar at x spanning fixed plot coordinates.
    public init<Data>(_ data: Data, x: PlottableProjection<DataElement, some Plottable>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimensions<DataElement> = .automatic, stacking: MarkStackingMethod = .standard)
    where Content == VectorizedBarPlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .bar, x: .value(x), y: .fixed(yStart, yEnd), stacking: stacking.method).sized(width: width))
    }

    /// A horizontal bar at y spanning fixed plot coordinates.
    public init<Data>(_ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableProjection<DataElement, some Plottable>, height: MarkDimensions<DataElement> = .automatic, stacking: MarkStackingMethod = .standard)
    where Content == VectorizedBarPlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .bar, x: .fixed(xStart, xEnd), y: .value(y), stacking: stacking.method).sized(height: height))
    }

    /// A vertical bar from yStart to yEnd at x.
    public init<Data, Y: Plottable>(_ data: Data, x: PlottableProjection<DataElement, some Plottable>, yStart: PlottableProjection<DataElement, Y>, yEnd: PlottableProjection<DataElement, Y>, width: MarkDimensions<DataElement> = .automatic)
    where Content == VectorizedBarPlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .bar, x: .value(x), y: .interval(yStart, yEnd)).sized(width: width))
    }

    /// A horizontal bar from xStart to xEnd at y.
    public init<Data, X: Plottable>(_ data: Data, xStart: PlottableProjection<DataElement, X>, xEnd: PlottableProjection<DataElement, X>, y: PlottableProjection<DataElement, some Plottable>, height: MarkDimensions<DataElement> = .automatic)
    where Content == VectorizedBarPlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .bar, x: .interval(xStart, xEnd), y: .value(y)).sized(height: height))
    }

    /// A horizontal interval spanning fixed plot coordinates vertically.
    public init<Data, X: Plottable>(_ data: Data, xStart: PlottableProjection<DataElement, X>, xEnd: PlottableProjection<DataElement, X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil)
    where Content == VectorizedBarPlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .bar, x: .interval(xStart, xEnd), y: .fixed(yStart, yEnd)))
    }

    /// A vertical interval spanning fixed plot coordinates horizontally.
    public init<Data, Y: Plottable>(_ data: Data, xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableProjection<DataElement, Y>, yEnd: PlottableProjection<DataElement, Y>)
    where Content == VectorizedBarPlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .bar, x: .fixed(xStart, xEnd), y: .interval(yStart, yEnd)))
    }

    /// A vertical bar at x between plot coordinates read from each element.
    public init<Data>(_ data: Data, x: PlottableProjection<DataElement, some Plottable>, yStart: KeyPath<DataElement, CGFloat>, yEnd: KeyPath<DataElement, CGFloat>, width: MarkDimensions<DataElement> = .automatic, stacking: MarkStackingMethod = .standard)
    where Content == VectorizedBarPlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .bar, x: .value(x), y: .fixedPaths(yStart, yEnd), stacking: stacking.method).sized(width: width))
    }

    /// A horizontal bar at y between plot coordinates read from each element.
    public init<Data>(_ data: Data, xStart: KeyPath<DataElement, CGFloat>, xEnd: KeyPath<DataElement, CGFloat>, y: PlottableProjection<DataElement, some Plottable>, height: MarkDimensions<DataElement> = .automatic, stacking: MarkStackingMethod = .standard)
    where Content == VectorizedBarPlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .bar, x: .fixedPaths(xStart, xEnd), y: .value(y), stacking: stacking.method).sized(height: height))
    }
}
