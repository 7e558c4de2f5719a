import ChartEngine
import Foundation

/// Data shown as rectangles: heat-map cells and highlighted regions. Without a width or height,
/// a rectangle takes 70% of the step between values.
///
/// ```swift
/// RectangleMark(x: .value("Month", month, unit: .month), y: .value("Average", avg), width: .ratio(0.6), height: 2)
/// ```
public struct RectangleMark: MarkContent {
    public typealias Body = Never
    /// A span mark for a rectangle at plain values of no size (one per row of a long `ForEach`), else the full arguments.
    @usableFromInline let made: MadeSpan
    var arguments: MarkArguments { made.arguments }
    /// The mark's 3D form, for `Chart3D`; `nil` for a 2D mark.
    @usableFromInline var spatial: Spatial3DMark? = nil

    /// A rectangle centred on `x` and `y`, of the given width and height. Inlinable, so that a `ForEach` row of
    /// concrete types makes its rectangle without generic calls.
    @inlinable @inline(__always)
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, y: PlottableValue<Y>,
                                            width: MarkDimension = .automatic, height: MarkDimension = .automatic) {
        let automatic = width.value == .automatic && height.value == .automatic
        made = MadeSpan(.rectangle, automatic ? SpanAxis(value: x) : nil, SpanAxis(value: y)) {
            MarkArguments(kind: .rectangle, x: Encode.value(x), y: Encode.value(y), width: width.value, height: height.value)
        }
    }

    /// A rectangle at `x` from `yStart` to `yEnd`. Inlinable, so that a `ForEach` row of
    /// concrete types makes its rectangle without generic calls.
    @inlinable @inline(__always)
    public init<X: Plottable, Y: Plottable>(x: PlottableValue<X>, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>,
                                            width: MarkDimension = .automatic) {
        made = MadeSpan(.rectangle, width.value == .automatic ? SpanAxis(value: x) : nil, SpanAxis(start: yStart, end: yEnd)) {
            MarkArguments(kind: .rectangle, x: Encode.value(x), y: Encode.interval(yStart, yEnd), width: width.value)
        }
    }

    /// A rectangle at `x` from `yStart` to `yEnd`, with the interval written first as Apple's
    /// `init(x:yStart:yEnd:width:)` page writes it: the same as ``init(x:yStart:yEnd:width:)``.
    @_disfavoredOverload
    public init<X: Plottable, Y: Plottable>(yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>, x: PlottableValue<X>,
                                            width: MarkDimension = .automatic) {
        self.init(x: x, yStart: yStart, yEnd: yEnd, width: width)
    }

    /// A rectangle at `x`, between fixed plot coordinates `yStart` and `yEnd` (the plot's edges when `nil`).
    @inlinable @inline(__always)
    public init<X: Plottable>(x: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil, width: MarkDimension = .automatic) {
        made = MadeSpan(.rectangle, width.value == .automatic ? SpanAxis(value: x) : nil, SpanAxis(fixed: yStart, yEnd)) {
            MarkArguments(kind: .rectangle, x: Encode.value(x), y: Encode.fixed(yStart, yEnd), width: width.value)
        }
    }

    /// A rectangle at `y` from `xStart` to `xEnd`. Inlinable, so that a `ForEach` row of
    /// concrete types makes its rectangle without generic calls.
    @inlinable @inline(__always)
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, y: PlottableValue<Y>,
                                            height: MarkDimension = .automatic) {
        made = MadeSpan(.rectangle, SpanAxis(start: xStart, end: xEnd), height.value == .automatic ? SpanAxis(value: y) : nil) {
            MarkArguments(kind: .rectangle, x: Encode.interval(xStart, xEnd), y: Encode.value(y), height: height.value)
        }
    }

    /// A rectangle at `y`, between fixed plot coordinates `xStart` and `xEnd` (the plot's edges when `nil`).
    @inlinable @inline(__always)
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, y: PlottableValue<Y>, height: MarkDimension = .automatic) {
        made = MadeSpan(.rectangle, SpanAxis(fixed: xStart, xEnd), height.value == .automatic ? SpanAxis(value: y) : nil) {
            MarkArguments(kind: .rectangle, x: Encode.fixed(xStart, xEnd), y: Encode.value(y), height: height.value)
        }
    }

    /// A rectangle from `xStart` to `xEnd` and from `yStart` to `yEnd`: a highlighted region. Inlinable, so that a `ForEach` row of
    /// concrete types makes its rectangle without generic calls.
    @inlinable @inline(__always)
    public init<X: Plottable, Y: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>,
                                            yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        made = MadeSpan(.rectangle, SpanAxis(start: xStart, end: xEnd), SpanAxis(start: yStart, end: yEnd)) {
            MarkArguments(kind: .rectangle, x: Encode.interval(xStart, xEnd), y: Encode.interval(yStart, yEnd))
        }
    }

    /// A rectangle from `xStart` to `xEnd`, between fixed plot coordinates `yStart` and `yEnd`.
    @inlinable @inline(__always)
    public init<X: Plottable>(xStart: PlottableValue<X>, xEnd: PlottableValue<X>, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        made = MadeSpan(.rectangle, SpanAxis(start: xStart, end: xEnd), SpanAxis(fixed: yStart, yEnd)) {
            MarkArguments(kind: .rectangle, x: Encode.interval(xStart, xEnd), y: Encode.fixed(yStart, yEnd))
        }
    }

    /// A rectangle from `yStart` to `yEnd`, between fixed plot coordinates `xStart` and `xEnd`.
    @inlinable @inline(__always)
    public init<Y: Plottable>(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: PlottableValue<Y>, yEnd: PlottableValue<Y>) {
        made = MadeSpan(.rectangle, SpanAxis(fixed: xStart, xEnd), SpanAxis(start: yStart, end: yEnd)) {
            MarkArguments(kind: .rectangle, x: Encode.fixed(xStart, xEnd), y: Encode.interval(yStart, yEnd))
        }
    }

    /// A rectangle at fixed plot coordinates.
    public init(xStart: CGFloat? = nil, xEnd: CGFloat? = nil, yStart: CGFloat? = nil, yEnd: CGFloat? = nil) {
        made = .full(MarkArguments(kind: .rectangle, x: Encode.fixed(xStart, xEnd), y: Encode.fixed(yStart, yEnd)))
    }
}
