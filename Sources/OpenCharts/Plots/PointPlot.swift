import ChartEngine
import Foundation

/// A whole collection drawn as points: the vectorized `PointMark`, for scatter plots of any size.
///
/// ```swift
/// PointPlot(cars, x: .value("Weight", \.weight), y: .value("Mileage", \.mpg))
/// ```
public struct PointPlot<Content: VectorizedChartContent>: ColumnarPlot {
    public typealias Body = Never
    public typealias DataElement = Content.DataElement
    var columns: AnyPlotColumns<DataElement>
}

/// The content type of a `PointPlot` over a collection.
public struct VectorizedPointPlotContent<Data: RandomAccessCollection>: VectorizedChartContent {
    public typealias Body = Never
    public typealias DataElement = Data.Element
}

extension PointPlot {
    /// A point at x and y for each element.
    public init<Data>(_ data: Data, x: PlottableProjection<DataElement, some Plottable>, y: PlottableProjection<DataElement, some Plottable>)
    where Content == VectorizedPointPlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .point, x: .value(x), y: .value(y)))
    }

    /// A point at x, at a fixed plot coordinate y (the middle when nil).
    public init<Data>(_ data: Data, x: PlottableProjection<DataElement, some Plottable>, y: CGFloat? = nil)
    where Content == VectorizedPointPlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .point, x: .value(x), y: .point(y)))
    }

    /// A point at y, at a fixed plot coordinate x (the middle when nil).
    public init<Data>(_ data: Data, x: CGFloat? = nil, y: PlottableProjection<DataElement, some Plottable>)
    where Content == VectorizedPointPlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .point, x: .point(x), y: .value(y)))
    }

    /// A point at x, at a plot coordinate y read from each element.
    public init<Data>(_ data: Data, x: PlottableProjection<DataElement, some Plottable>, y: KeyPath<DataElement, CGFloat>)
    where Content == VectorizedPointPlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .point, x: .value(x), y: .fixedPath(y)))
    }

    /// A point at y, at a plot coordinate x read from each element.
    public init<Data>(_ data: Data, x: KeyPath<DataElement, CGFloat>, y: PlottableProjection<DataElement, some Plottable>)
    where Content == VectorizedPointPlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .point, x: .fixedPath(x), y: .value(y)))
    }

    /// A point at plot coordinates read from each element.
    public init<Data>(_ data: Data, x: KeyPath<DataElement, CGFloat>, y: KeyPath<DataElement, CGFloat>)
    where Content == VectorizedPointPlotContent<Data>, Data: RandomAccessCollection {
        columns = AnyPlotColumns(PlotColumns(data: data, kind: .point, x: .fixedPath(x), y: .fixedPath(y)))
    }
}
