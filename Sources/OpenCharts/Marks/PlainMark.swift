import ChartEngine
import Foundation

/// A mark of two plain values, each a number or a date, with no series, range or size of its own:
/// what one row of a `ForEach` of line, point or bar marks usually makes. It is a fifth of the size of
/// ``MarkArguments``, so a million rows copy little, and `ForEach` reads a column of them without
/// looking at anything else.
@usableFromInline
struct PlainMark {
    @usableFromInline var kind: MarkKind
    @usableFromInline var xLabel: String
    @usableFromInline var yLabel: String
    /// The values, a date as its seconds since 2001.
    @usableFromInline var x: Double
    @usableFromInline var y: Double
    @usableFromInline var xUnit: Calendar.Component?
    @usableFromInline var yUnit: Calendar.Component?
    @usableFromInline var xIsDate: Bool
    @usableFromInline var yIsDate: Bool

    /// A mark of `kind` at `x` and `y`, or `nil` when either is a range, a text or has a calendar.
    /// Inlined into code that made the values from concrete types, the tests fold away.
    @inlinable @inline(__always)
    init?<X: Plottable, Y: Plottable>(_ kind: MarkKind, _ x: consuming PlottableValue<X>, _ y: consuming PlottableValue<Y>) {
        if let e = x.extra {
            guard e.rangeEnd == nil, e.calendar == nil else { return nil }
            xUnit = e.unit
        } else {
            xUnit = nil
        }
        if let e = y.extra {
            guard e.rangeEnd == nil, e.calendar == nil else { return nil }
            yUnit = e.unit
        } else {
            yUnit = nil
        }
        switch x.erased {
        case .number(let v): self.x = v; xIsDate = false
        case .date(let d): self.x = d.timeIntervalSinceReferenceDate; xIsDate = true
        case .string: return nil
        }
        switch y.erased {
        case .number(let v): self.y = v; yIsDate = false
        case .date(let d): self.y = d.timeIntervalSinceReferenceDate; yIsDate = true
        case .string: return nil
        }
        self.kind = kind; xLabel = x.label; yLabel = y.label
    }

    /// The plain form of `a`, or `nil` when it has anything more.
    init?(_ a: MarkArguments) {
        // A bar of `BarMark(x:y:)` stacks by default; any other method is more than a plain bar.
        let plainStacking = a.kind == .bar ? a.stacking == .standard : a.stacking == nil
        guard a.kind == .line || a.kind == .point || a.kind == .bar, a.series == nil, plainStacking, a.sector == nil,
              case .automatic = a.width, case .automatic = a.height,
              case .value(let xs) = a.x, case .value(let ys) = a.y, xs.calendar == nil, ys.calendar == nil else { return nil }
        switch xs.value {
        case .number(let v): x = v; xIsDate = false
        case .date(let d): x = d.timeIntervalSinceReferenceDate; xIsDate = true
        case .string: return nil
        }
        switch ys.value {
        case .number(let v): y = v; yIsDate = false
        case .date(let d): y = d.timeIntervalSinceReferenceDate; yIsDate = true
        case .string: return nil
        }
        kind = a.kind; xLabel = xs.label; yLabel = ys.label; xUnit = xs.unit; yUnit = ys.unit
    }

    /// The mark's spec, as its arguments would make it.
    var spec: MarkSpec { arguments.spec }

    var arguments: MarkArguments {
        MarkArguments(kind: kind, x: .value(Self.slot(xLabel, x, xIsDate, xUnit)), y: .value(Self.slot(yLabel, y, yIsDate, yUnit)),
                      stacking: kind == .bar ? .standard : nil)
    }

    static func slot(_ label: String, _ v: Double, _ isDate: Bool, _ unit: Calendar.Component?) -> ValueSlot {
        ValueSlot(label: label, value: isDate ? .date(Date(timeIntervalSinceReferenceDate: v)) : .number(v), unit: unit)
    }
}

/// What a line, point or bar mark's initializer made: a plain mark when it can, else the full arguments.
@usableFromInline
enum MadeMark {
    case plain(PlainMark)
    case full(MarkArguments)

    /// The plain mark of `kind` at `x` and `y` when it is one, else the full arguments.
    @inlinable @inline(__always)
    init<X: Plottable, Y: Plottable>(_ kind: MarkKind, _ x: consuming PlottableValue<X>, _ y: consuming PlottableValue<Y>) {
        if let plain = PlainMark(kind, copy x, copy y) {
            self = .plain(plain)
        } else {
            // A bar stacks by default, as `BarMark(x:y:)` says.
            self = .full(MarkArguments(kind: kind, x: Encode.value(x), y: Encode.value(y), stacking: kind == .bar ? .standard : nil))
        }
    }

    var arguments: MarkArguments {
        switch self {
        case .plain(let mark): return mark.arguments
        case .full(let arguments): return arguments
        }
    }
}

/// Reads `content`, which is of type `M`, in place: `as! M` would copy it first.
@inline(__always)
func readInPlace<C, M, R>(_ content: C, as type: M.Type, _ read: (M) -> R) -> R {
    precondition(C.self == M.self)
    return withUnsafePointer(to: content) { $0.withMemoryRebound(to: M.self, capacity: 1) { read($0.pointee) } }
}

extension LineMark {
    /// What `content`, a line mark, made, read in place.
    static func made<C>(of content: C) -> MadeMark { readInPlace(content, as: Self.self) { $0.made } }
}

extension BarMark {
    /// What `content`, a bar mark, made, read in place.
    static func made<C>(of content: C) -> MadeMark { readInPlace(content, as: Self.self) { $0.made } }
}

extension PointMark {
    /// What `content`, a point mark, made, read in place.
    static func made<C>(of content: C) -> MadeMark { readInPlace(content, as: Self.self) { $0.made } }
}
