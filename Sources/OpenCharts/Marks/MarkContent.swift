import ChartEngine
import Foundation

/// The shared behaviour of the mark types: each instance adds one mark to the chart.
protocol MarkContent: ChartContent, PrimitiveChartContent {
    var spec: MarkSpec { get }
}

extension MarkContent {
    func collect(into collector: inout MarkCollector) { collector.marks.append(spec) }
}

/// Position encodings from the initializer arguments of marks.
enum Encode {
    static func value<T: Plottable>(_ v: PlottableValue<T>) -> AxisEncoding { .value(v.slot) }
    static func interval<T: Plottable>(_ a: PlottableValue<T>, _ b: PlottableValue<T>) -> AxisEncoding { .interval(a.slot, b.slot) }
    static func fixed(_ a: CGFloat?, _ b: CGFloat?) -> AxisEncoding {
        .fixed(start: a.flatMap { $0.isFinite ? Double($0) : nil }, end: b.flatMap { $0.isFinite ? Double($0) : nil })
    }
    static func point(_ a: CGFloat?) -> AxisEncoding { fixed(a, a) }
}
