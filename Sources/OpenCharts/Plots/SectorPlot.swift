import ChartEngine
import Foundation

/// A whole collection drawn as sectors of a pie or donut: the vectorized `SectorMark`.
///
/// ```swift
/// SectorPlot(budget, angle: .value("Amount", \.amount), innerRadius: .ratio(0.6))
///     .foregroundStyle(by: .value("Category", \.category))
/// ```
public struct SectorPlot<Content: VectorizedChartContent>: ColumnarPlot {
    public typealias Body = Never
    public typealias DataElement = Content.DataElement
    var columns: AnyPlotColumns<DataElement>
}

/// The content type of a `SectorPlot` over a collection.
public struct VectorizedSectorPlotContent<Data: RandomAccessCollection>: VectorizedChartContent {
    public typealias Body = Never
    public typealias DataElement = Data.Element
}

extension SectorPlot {
    /// One sector per element, its share of the circle proportional to `angle`.
    public init<Data>(_ data: Data, angle: PlottableProjection<DataElement, some Plottable>, innerRadius: MarkDimensions<DataElement> = .automatic,
                      outerRadius: MarkDimensions<DataElement> = .automatic, angularInset: CGFloat? = nil)
    where Content == VectorizedSectorPlotContent<Data>, Data: RandomAccessCollection {
        let inner = innerRadius.size, outer = outerRadius.size, inset = angularInset.map(Double.init)
        var c = PlotColumns(data: data, kind: .sector, x: .absent, y: .absent)
        c.sector = { SectorSpec(angle: angle.slot($0), innerRadius: inner($0), outerRadius: outer($0), angularInset: inset) }
        columns = AnyPlotColumns(c)
    }

    /// One sector per element, each with its own angular inset read at `angularInset`.
    public init<Data>(_ data: Data, angle: PlottableProjection<DataElement, some Plottable>, innerRadius: MarkDimensions<DataElement> = .automatic,
                      outerRadius: MarkDimensions<DataElement> = .automatic, angularInset: KeyPath<DataElement, CGFloat>)
    where Content == VectorizedSectorPlotContent<Data>, Data: RandomAccessCollection {
        let inner = innerRadius.size, outer = outerRadius.size
        var c = PlotColumns(data: data, kind: .sector, x: .absent, y: .absent)
        c.sector = { SectorSpec(angle: angle.slot($0), innerRadius: inner($0), outerRadius: outer($0),
                                angularInset: Double($0[keyPath: angularInset])) }
        columns = AnyPlotColumns(c)
    }
}
