import ChartEngine
import Foundation

/// A horizontal or vertical line: a threshold, an average, or a range.
///
/// ```swift
/// RuleMark(y: .value("Average", 130))
///     .annotation(position: .top, alignment: .leading) { Text("Average: 130") }
/// ```
public struct RuleMark: MarkContent {
    public typealias Body = Never
    let arguments: MarkArguments
    /// The mark's 3D form, for `Chart3D`; `nil` for a 2D mark.
    var spatial: Spatial3DMark? = nil

    /// A vertical rule at `x` from `yStart` to `yEnd`.
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        arguments = MarkArguments(kind: .rule, x: Encode.value(x), y: Encode.interval(yStart, yEnd))
    }

    /// A vertical rule at `x`, across the plot unless fixed coordinates are given.
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        arguments = MarkArguments(kind: .rule, x: Encode.value(x), y: Encode.fixed(yStart, yEnd))
    }

    /// A vertical rule at a fixed plot coordinate (the plot's middle by default), from `yStart` to `yEnd`.
    public init<Y: Plottable>(x: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        arguments = MarkArguments(kind: .rule, x: Encode.point(x), y: Encode.interval(yStart, yEnd))
    }

    /// A horizontal rule at `y` from `xStart` to `xEnd`.
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        arguments = MarkArguments(kind: .rule, x: Encode.interval(xStart, xEnd), y: Encode.value(y))
    }

    /// A horizontal rule at `y`, across the plot unless fixed coordinates are given.
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        arguments = MarkArguments(kind: .rule, x: Encode.fixed(xStart, xEnd), y: Encode.value(y))
    }

    /// A horizontal rule at a fixed plot coordinate (the plot's middle by default), from `xStart` to `xEnd`.
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: CGFloat? = nil) {
        arguments = MarkArguments(kind: .rule, x: Encode.interval(xStart, xEnd), y: Encode.point(y))
    }
}
