import ChartEngine
import Foundation

/// The 3D form of a mark, boxed so that a 2D mark grows by one reference only.
@usableFromInline
final class Spatial3DMark: @unchecked Sendable {
    let spec: Mark3DSpec
    init(_ spec: Mark3DSpec) { self.spec = spec }
}

extension PointMark: Chart3DContent, SpatialMark {
    /// A point at `x`, `y` and `z` in a ``Chart3D``.
    ///
    /// ```swift
    /// Chart3D(penguins) { p in
    ///     PointMark(x: .value("Flipper", p.flipper), y: .value("Weight", p.weight), z: .value("Beak", p.beak))
    /// }
    /// ```
    public init(x: PlottableValue<some Plottable>, y: PlottableValue<some Plottable>, z: PlottableValue<some Plottable>) {
        made = .full(MarkArguments(kind: .point, x: Encode.value(x), y: Encode.value(y)))
        spatial = Spatial3DMark(Mark3DSpec(kind: .point, x: Channel3D(x), y: Channel3D(y), z: Channel3D(z)))
    }

    /// Points have no body; they are drawn directly.
    public var body: Never { return fatalError("PointMark is drawn directly and has no body") }
}

extension RuleMark: Chart3DContent, SpatialMark {
    /// A rule in a ``Chart3D``: along the values given as ranges, or up from the floor of the
    /// chart to `y` when none is.
    ///
    /// ```swift
    /// RuleMark(x: .value("x", 0), y: .value("y", 0..<1), z: .value("z", 0))
    /// ```
    public init(x: PlottableValue<some Plottable>, y: PlottableValue<some Plottable>, z: PlottableValue<some Plottable>) {
        made = .full(MarkArguments(kind: .rule, x: Encode.value(x), y: Encode.value(y)))
        spatial = Spatial3DMark(Mark3DSpec(kind: .rule, x: Channel3D(x), y: Channel3D(y), z: Channel3D(z)))
    }

    /// Rules have no body; they are drawn directly.
    public var body: Never { return fatalError("RuleMark is drawn directly and has no body") }
}

extension RectangleMark: Chart3DContent, SpatialMark {
    /// A rectangle in a ``Chart3D``: spanning the values given as ranges, at the others; a tile
    /// in the x–z plane at height `y` when no value is a range.
    ///
    /// ```swift
    /// RectangleMark(x: .value("x", 0..<1), y: .value("y", 0.5), z: .value("z", 0..<1))
    /// ```
    public init(x: PlottableValue<some Plottable>, y: PlottableValue<some Plottable>, z: PlottableValue<some Plottable>) {
        made = .full(MarkArguments(kind: .rectangle, x: Encode.value(x), y: Encode.value(y)))
        spatial = Spatial3DMark(Mark3DSpec(kind: .rectangle, x: Channel3D(x), y: Channel3D(y), z: Channel3D(z)))
    }

    /// Rectangles have no body; they are drawn directly.
    public var body: Never { return fatalError("RectangleMark is drawn directly and has no body") }
}

/// A 2D mark that carries a 3D form when made with `x:y:z:`: it adds that form to a 3D chart.
protocol SpatialMark: PrimitiveChart3DContent {
    var spatial: Spatial3DMark? { get }
}

extension SpatialMark {
    func collect3D(into collector: inout Mark3DCollector) {
        if let spatial { collector.add(spatial.spec) }
    }
}
