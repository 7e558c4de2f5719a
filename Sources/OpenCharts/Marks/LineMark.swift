import ChartEngine
import Foundation

/// Data shown as a line through its points, one line per series.
///
/// ```swift
/// LineMark(x: .value("Day", day, unit: .day), y: .value("Sales", sales))
///     .foregroundStyle(by: .value("City", city))
/// ```
public struct LineMark: MarkContent {
    public typealias Body = Never
    @usableFromInline let made: MadeMark
    var arguments: MarkArguments { made.arguments }

    /// A point of a line.
    @inlinable @inline(__always)
    public init<X: Plottable, Y: Plottable>(x: consuming PlottableValue<X>, y: consuming PlottableValue<Y>) {
        made = MadeMark(.line, x, y)
    }

    /// A point of the line of one series.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>) {
        made = .full(MarkArguments(kind: .line, x: Encode.value(x), y: Encode.value(y), series: series.slot))
    }
}

/// Data shown as points: a scatter plot, or a strip along one axis.
///
/// ```swift
/// PointMark(x: .value("Weight", w), y: .value("Height", h))
/// ```
public struct PointMark: MarkContent {
    public typealias Body = Never
    @usableFromInline let made: MadeMark
    /// The mark's 3D form, for `Chart3D`; `nil` for a 2D point.
    @usableFromInline var spatial: Spatial3DMark? = nil
    var arguments: MarkArguments { made.arguments }

    /// A point at `x` and `y`.
    @inlinable @inline(__always)
    public init<X: Plottable, Y: Plottable>(x: consuming PlottableValue<X>, y: consuming PlottableValue<Y>) {
        made = MadeMark(.point, x, y)
    }

    /// A point at `x`, at a fixed plot coordinate `y` (the middle when `nil`).
    public init<X: Plottable>(x: PlottableValue<X>, y: CGFloat? = nil) {
        made = .full(MarkArguments(kind: .point, x: Encode.value(x), y: Encode.point(y)))
    }

    /// A point at `y`, at a fixed plot coordinate `x` (the middle when `nil`).
    public init<Y: Plottable>(x: CGFloat? = nil, y: PlottableValue<Y>) {
        made = .full(MarkArguments(kind: .point, x: Encode.point(x), y: Encode.value(y)))
    }
}

/// Data shown as a filled area: stacked from zero, or between two values.
///
/// ```swift
/// AreaMark(x: .value("Month", month, unit: .month),
///          yStart: .value("Daily Min", min), yEnd: .value("Daily Max", max))
/// ```
public struct AreaMark: MarkContent {
    public typealias Body = Never
    @usableFromInline let arguments: MarkArguments

    /// An area from zero (or the series below, when stacked) up to `y` at `x`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, stacking: MarkStackingMethod = .standard) {
        arguments = MarkArguments(kind: .area, x: Encode.value(x), y: Encode.value(y), stacking: stacking.method)
    }

    /// An area from zero up to `y` at `x`, in the area of one series.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>, series: PlottableValue<S>,
                                                          stacking: MarkStackingMethod = .standard) {
        arguments = MarkArguments(kind: .area, x: Encode.value(x), y: Encode.value(y), series: series.slot, stacking: stacking.method)
    }

    /// An area between `yStart` and `yEnd` at `x`: a band such as a daily minimum and maximum.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        arguments = MarkArguments(kind: .area, x: Encode.value(x), y: Encode.interval(yStart, yEnd))
    }

    /// An area between `yStart` and `yEnd` at `x`, in the area of one series.
    public init<X: Plottable, Y: Plottable, S: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                                          series: PlottableValue<S>) {
        arguments = MarkArguments(kind: .area, x: Encode.value(x), y: Encode.interval(yStart, yEnd), series: series.slot)
    }

    /// A horizontal area between `xStart` and `xEnd` at `y`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        arguments = MarkArguments(kind: .area, x: Encode.interval(xStart, xEnd), y: Encode.value(y))
    }

    /// A horizontal area between `xStart` and `xEnd` at `y`, in the area of one series.
    public init<X: Plottable, Y: Plottable, S: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                                          series: PlottableValue<S>) {
        arguments = MarkArguments(kind: .area, x: Encode.interval(xStart, xEnd), y: Encode.value(y), series: series.slot)
    }
}
