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
    /// A span mark for a rule at plain values (one per row of a long `ForEach`), else the full arguments.
    @usableFromInline let made: MadeSpan
    var arguments: MarkArguments { made.arguments }
    /// The mark's 3D form, for `Chart3D`; `nil` for a 2D mark.
    @usableFromInline var spatial: Spatial3DMark? = nil

    /// A vertical rule at `x` from `yStart` to `yEnd`.
    @inlinable @inline(__always)
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        made = MadeSpan(.rule, SpanAxis(value: x), SpanAxis(start: yStart, end: yEnd)) {
            MarkArguments(kind: .rule, x: Encode.value(x), y: Encode.interval(yStart, yEnd))
        }
    }

    /// A vertical rule at `x`, across the plot unless fixed coordinates are given.
    @inlinable @inline(__always)
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        made = MadeSpan(.rule, SpanAxis(value: x), SpanAxis(fixed: yStart, yEnd)) {
            MarkArguments(kind: .rule, x: Encode.value(x), y: Encode.fixed(yStart, yEnd))
        }
    }

    /// A vertical rule at a fixed plot coordinate (the plot's middle by default), from `yStart` to `yEnd`.
    @inlinable @inline(__always)
    public init<Y: Plottable>(x: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        made = MadeSpan(.rule, SpanAxis(fixed: x, x), SpanAxis(start: yStart, end: yEnd)) {
            MarkArguments(kind: .rule, x: Encode.point(x), y: Encode.interval(yStart, yEnd))
        }
    }

    /// A horizontal rule at `y` from `xStart` to `xEnd`.
    @inlinable @inline(__always)
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>) {
        made = MadeSpan(.rule, SpanAxis(start: xStart, end: xEnd), SpanAxis(value: y)) {
            MarkArguments(kind: .rule, x: Encode.interval(xStart, xEnd), y: Encode.value(y))
        }
    }

    /// A horizontal rule at `y`, across the plot unless fixed coordinates are given.
    @inlinable @inline(__always)
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>) {
        made = MadeSpan(.rule, SpanAxis(fixed: xStart, xEnd), SpanAxis(value: y)) {
            MarkArguments(kind: .rule, x: Encode.fixed(xStart, xEnd), y: Encode.value(y))
        }
    }

    /// A horizontal rule at a fixed plot coordinate (the plot's middle by default), from `xStart` to `xEnd`.
    @inlinable @inline(__always)
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: CGFloat? = nil) {
        made = MadeSpan(.rule, SpanAxis(start: xStart, end: xEnd), SpanAxis(fixed: y, y)) {
            MarkArguments(kind: .rule, x: Encode.interval(xStart, xEnd), y: Encode.point(y))
        }
    }
}
