import ChartEngine
import Foundation

/// Data shown as bars: vertical when the numbers are on y, horizontal when they are on x.
/// Bars that share a category stack by default.
///
/// ```swift
/// Chart(sales) { element in
///     BarMark(x: .value("Sales", element.sales), y: .value("Name", element.name))
/// }
/// ```
public struct BarMark: MarkContent {
    public typealias Body = Never
    @usableFromInline let arguments: MarkArguments

    /// A bar from zero to a value, across a category or date.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        arguments = MarkArguments(kind: .bar, x: Encode.value(x), y: Encode.value(y), width: width.value, height: height.value,
                        stacking: stacking.method)
    }

    /// A vertical bar at `x` spanning fixed plot coordinates (the whole height by default).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil,
                              width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        arguments = MarkArguments(kind: .bar, x: Encode.value(x), y: Encode.fixed(yStart, yEnd), width: width.value, stacking: stacking.method)
    }

    /// A horizontal bar at `y` spanning fixed plot coordinates (the whole width by default).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>,
                              height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        arguments = MarkArguments(kind: .bar, x: Encode.fixed(xStart, xEnd), y: Encode.value(y), height: height.value, stacking: stacking.method)
    }

    /// A vertical bar from `yStart` to `yEnd` at `x`: a range or floating bar.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        arguments = MarkArguments(kind: .bar, x: Encode.value(x), y: Encode.interval(yStart, yEnd), width: width.value)
    }

    /// A horizontal bar from `xStart` to `xEnd` at `y`, as in a Gantt chart.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        arguments = MarkArguments(kind: .bar, x: Encode.interval(xStart, xEnd), y: Encode.value(y), height: height.value)
    }

    /// A horizontal interval spanning fixed plot coordinates vertically.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        arguments = MarkArguments(kind: .bar, x: Encode.interval(xStart, xEnd), y: Encode.fixed(yStart, yEnd))
    }

    /// A vertical interval spanning fixed plot coordinates horizontally.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        arguments = MarkArguments(kind: .bar, x: Encode.fixed(xStart, xEnd), y: Encode.interval(yStart, yEnd))
    }
}
