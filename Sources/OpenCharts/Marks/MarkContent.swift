import ChartEngine
import Foundation

/// The shared behaviour of the mark types: each instance adds one mark to the chart.
protocol MarkContent: ChartContent, PrimitiveChartContent {
    var arguments: MarkArguments { get }
    /// The arguments of `content`, which is of this type. A requirement, so that each mark type
    /// gets its own copy of the default below, where the arguments are a plain stored property.
    static func arguments<C>(of content: C) -> MarkArguments
}

extension MarkContent {
    func collect(into collector: inout MarkCollector) { collector.add(arguments.spec) }

    /// Reads the arguments in place: `as! Self` would copy the mark first.
    @inline(__always)
    static func arguments<C>(of content: C) -> MarkArguments {
        precondition(C.self == Self.self)
        return withUnsafePointer(to: content) { pointer in
            pointer.withMemoryRebound(to: Self.self, capacity: 1) { $0.pointee.arguments }
        }
    }
}

/// What a mark's initializer was given: its spec before any modifier, at less than half the size.
/// Charts build one mark per data element, so marks carry this and make the spec only when collected.
@usableFromInline
struct MarkArguments {
    @usableFromInline var kind: MarkKind
    @usableFromInline var x: AxisEncoding
    @usableFromInline var y: AxisEncoding
    @usableFromInline var series: ValueSlot?
    @usableFromInline var width: DimensionSpec
    @usableFromInline var height: DimensionSpec
    @usableFromInline var stacking: StackingMethod?
    @usableFromInline var sector: SectorSpec?

    /// Inlinable, as the mark initializers that call it are.
    @inlinable @inline(__always)
    init(kind: MarkKind, x: AxisEncoding, y: AxisEncoding, series: ValueSlot? = nil, width: DimensionSpec = .automatic,
         height: DimensionSpec = .automatic, stacking: StackingMethod? = nil, sector: SectorSpec? = nil) {
        self.kind = kind; self.x = x; self.y = y; self.series = series
        self.width = width; self.height = height; self.stacking = stacking; self.sector = sector
    }

    var spec: MarkSpec {
        MarkSpec(kind: kind, x: x, y: y, series: series, width: width, height: height, stacking: stacking, sector: sector)
    }
}

/// Position encodings from the initializer arguments of marks.
@usableFromInline
enum Encode {
    @inlinable
    static func value<T: Plottable>(_ v: PlottableValue<T>) -> AxisEncoding {
        guard let end = v.rangeEnd else { return .value(v.slot) }
        return .interval(v.slot, ValueSlot(label: v.label, value: end))
    }
    @inlinable
    static func interval<T: Plottable>(_ a: PlottableValue<T>, _ b: PlottableValue<T>) -> AxisEncoding { .interval(a.slot, b.slot) }
    @usableFromInline
    static func fixed(_ a: CGFloat?, _ b: CGFloat?) -> AxisEncoding {
        .fixed(start: a.flatMap { $0.isFinite ? Double($0) : nil }, end: b.flatMap { $0.isFinite ? Double($0) : nil })
    }
    @usableFromInline
    static func point(_ a: CGFloat?) -> AxisEncoding { fixed(a, a) }
}
