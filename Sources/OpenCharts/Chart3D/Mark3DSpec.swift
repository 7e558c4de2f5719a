import ChartEngine
import Foundation

/// One value of a 3D mark's x, y or z, with its label: a number (dates as seconds since 2001)
/// or a category; a range when the value spans one.
struct Channel3D: Sendable {
    enum Value: Hashable, Sendable {
        case number(Double)
        case category(String)
    }
    var label: String
    var start: Value
    var end: Value?

    init(label: String, start: Value, end: Value? = nil) {
        self.label = label; self.start = start; self.end = end
    }

    init<T: Plottable>(_ v: PlottableValue<T>) {
        label = v.label
        start = Self.value(v.erased)
        end = v.rangeEnd.map(Self.value)
    }

    static func value(_ d: DataValue) -> Value {
        switch d {
        case .number(let v): return .number(v)
        case .date(let d): return .number(d.timeIntervalSinceReferenceDate)
        case .string(let s): return .category(s)
        }
    }
}

/// A function `y = f(x, z)` that a surface samples, held so that specs stay `Sendable`.
struct SurfaceFunction: @unchecked Sendable {
    let evaluate: (Double, Double) -> Double
}

/// A 3D mark after the DSL: what it is, where, and how it is painted.
struct Mark3DSpec: @unchecked Sendable {
    enum Kind: Hashable, Sendable { case point, rule, rectangle, surface }
    var kind: Kind
    var x: Channel3D?
    var y: Channel3D?
    var z: Channel3D?
    /// The surface's function, for `.surface`.
    var function: SurfaceFunction?
    /// `foregroundStyle(_:)` with a colour or gradient.
    var style: AnyShapeStyle?
    /// `foregroundStyle(_:)` with a surface style.
    var surfaceStyle: BasicChart3DSurfaceStyle?
    /// `foregroundStyle(by:)`: the series label and the category.
    var series: (label: String, key: String)?
    var symbol: BasicChart3DSymbolShape?
    var symbolSize: Double?
    var rotation: Rotation3D?
    var metalness: Double?
    var roughness: Double?

    init(kind: Kind, x: Channel3D? = nil, y: Channel3D? = nil, z: Channel3D? = nil, function: SurfaceFunction? = nil) {
        self.kind = kind; self.x = x; self.y = y; self.z = z; self.function = function
    }
}

/// Collects 3D marks while a chart's content is evaluated.
struct Mark3DCollector {
    var marks: [Mark3DSpec] = []
    /// The modifiers around the content being evaluated, outermost first.
    var modifiers: [(inout Mark3DSpec) -> Void] = []

    /// Adds a mark with the enclosing modifiers applied from the outside in, so that the one
    /// nearest the mark wins, as in SwiftUI.
    mutating func add(_ spec: Mark3DSpec) {
        var spec = spec
        for modify in modifiers { modify(&spec) }
        marks.append(spec)
    }
}
