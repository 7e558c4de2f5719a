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
    /// A plain mark for `BarMark(x:y:)` of two plain values (one per row of a long `ForEach`), else the full arguments.
    @usableFromInline let made: MadeMark
    var arguments: MarkArguments { made.arguments }

    /// A bar from zero to a value, across a category or date: the common bar, one per row of a long
    /// `ForEach`, inlined where the values are made, as a line mark is.
    @inlinable @inline(__always)
    public init<X: Plottable, Y: Plottable>(x: consuming PlottableValue<X>, y: consuming PlottableValue<Y>) {
        made = MadeMark(.bar, x, y)
    }

    /// A bar from zero to a value, across a category or date.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, width: MarkDimension = .automatic,
                                            height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        // The common bar (no size, stacked as by default) is made as a line's row is: no arguments to build, box and free per row.
        if case .automatic = width.value, case .automatic = height.value, stacking.method == .standard {
            made = MadeMark(.bar, x, y)
            return
        }
        made = .full(MarkArguments(kind: .bar, x: Encode.value(x), y: Encode.value(y), width: width.value, height: height.value,
                                   stacking: stacking.method))
    }

    /// A vertical bar at `x` spanning fixed plot coordinates (the whole height by default).
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil,
                              width: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        made = .full(MarkArguments(kind: .bar, x: Encode.value(x), y: Encode.fixed(yStart, yEnd), width: width.value, stacking: stacking.method))
    }

    /// A horizontal bar at `y` spanning fixed plot coordinates (the whole width by default).
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>,
                              height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard) {
        made = .full(MarkArguments(kind: .bar, x: Encode.fixed(xStart, xEnd), y: Encode.value(y), height: height.value, stacking: stacking.method))
    }

    /// A vertical bar from `yStart` to `yEnd` at `x`: a range or floating bar.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        made = .full(MarkArguments(kind: .bar, x: Encode.value(x), y: Encode.interval(yStart, yEnd), width: width.value))
    }

    /// A horizontal bar from `xStart` to `xEnd` at `y`, as in a Gantt chart.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        made = .full(MarkArguments(kind: .bar, x: Encode.interval(xStart, xEnd), y: Encode.value(y), height: height.value))
    }

    /// A horizontal interval spanning fixed plot coordinates vertically.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        made = .full(MarkArguments(kind: .bar, x: Encode.interval(xStart, xEnd), y: Encode.fixed(yStart, yEnd)))
    }

    /// A vertical interval spanning fixed plot coordinates horizontally.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        made = .full(MarkArguments(kind: .bar, x: Encode.fixed(xStart, xEnd), y: Encode.interval(yStart, yEnd)))
    }
}
