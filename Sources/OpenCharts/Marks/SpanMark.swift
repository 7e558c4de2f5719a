import ChartEngine
import Foundation

/// One axis of a ``SpanMark``: a value, an interval between two values, fixed plot coordinates, or
/// nothing. Values are numbers or dates (a date as its seconds since 2001) with no unit or calendar.
@usableFromInline
struct SpanAxis {
    @usableFromInline
    enum Form: UInt8 { case value, interval, fixed, absent }

    /// The label of the value, or of the interval's start.
    @usableFromInline var label: String
    /// The label of the interval's end; empty on any other axis.
    @usableFromInline var endLabel: String
    /// The value (`a`), the interval (`a` to `b`), or the fixed coordinates (NaN for the plot's edge).
    @usableFromInline var a: Double
    @usableFromInline var b: Double
    @usableFromInline var form: Form
    @usableFromInline var isDate: Bool

    @inlinable @inline(__always)
    init(form: Form, label: String = "", endLabel: String = "", a: Double = .nan, b: Double = .nan, isDate: Bool = false) {
        self.form = form; self.label = label; self.endLabel = endLabel; self.a = a; self.b = b; self.isDate = isDate
    }

    /// The number a value places, and whether it is a date; `nil` for a text.
    @inlinable @inline(__always)
    static func number(_ v: DataValue) -> (Double, Bool)? {
        switch v {
        case .number(let n): return (n, false)
        case .date(let d): return (d.timeIntervalSinceReferenceDate, true)
        case .string: return nil
        }
    }

    /// An axis at `v`; `nil` when it is a range, a text, or has a unit or a calendar.
    @inlinable @inline(__always)
    init?<T: Plottable>(value v: borrowing PlottableValue<T>) {
        guard v.extra == nil, let (n, date) = Self.number(v.erased) else { return nil }
        self.init(form: .value, label: v.label, a: n, isDate: date)
    }

    /// An axis from `start` to `end`; `nil` when either is a range, a text, or has a unit or a calendar.
    @inlinable @inline(__always)
    init?<T: Plottable>(start: borrowing PlottableValue<T>, end: borrowing PlottableValue<T>) {
        guard start.extra == nil, end.extra == nil, let (s, date) = Self.number(start.erased),
              let (e, endDate) = Self.number(end.erased), date == endDate else { return nil }
        self.init(form: .interval, label: start.label, endLabel: end.label, a: s, b: e, isDate: date)
    }

    /// An axis between fixed plot coordinates, as `Encode.fixed` reads them (one not finite is the plot's edge).
    @inlinable @inline(__always)
    init(fixed start: CGFloat?, _ end: CGFloat?) {
        self.init(form: .fixed, a: start.map { Double($0) }.flatMap { $0.isFinite ? $0 : nil } ?? .nan,
                  b: end.map { Double($0) }.flatMap { $0.isFinite ? $0 : nil } ?? .nan)
    }

    /// The axis of `encoding`, when it is one a span mark can hold.
    init?(_ encoding: AxisEncoding) {
        switch encoding {
        case .value(let s):
            guard s.unit == nil, s.calendar == nil, let (n, date) = Self.number(s.value) else { return nil }
            self.init(form: .value, label: s.label, a: n, isDate: date)
        case .interval(let s, let t):
            guard s.unit == nil, s.calendar == nil, t.unit == nil, t.calendar == nil, let (a, date) = Self.number(s.value),
                  let (b, endDate) = Self.number(t.value), date == endDate else { return nil }
            self.init(form: .interval, label: s.label, endLabel: t.label, a: a, b: b, isDate: date)
        case .fixed(let s, let t):
            self.init(form: .fixed, a: s ?? .nan, b: t ?? .nan)
        case .absent:
            self.init(form: .absent)
        }
    }

    /// The axis as the engine takes it.
    var encoding: AxisEncoding {
        switch form {
        case .value: return .value(PlainMark.slot(label, a, isDate, nil))
        case .interval: return .interval(PlainMark.slot(label, a, isDate, nil), PlainMark.slot(endLabel, b, isDate, nil))
        case .fixed: return .fixed(start: a.isNaN ? nil : a, end: b.isNaN ? nil : b)
        case .absent: return .absent
        }
    }

    /// Whether rows of this axis and `other` can share a run: the same form, labels and kind of value,
    /// and the same fixed coordinates.
    @inline(__always)
    func sharesRun(with other: borrowing SpanAxis) -> Bool {
        guard form == other.form, isDate == other.isDate, label == other.label, endLabel == other.endLabel else { return false }
        return form != .fixed || (a.bitPattern == other.a.bitPattern && b.bitPattern == other.b.bitPattern)
    }

    /// Whether each row has values of its own on this axis.
    var hasValues: Bool { form == .value || form == .interval }
}

/// A rule or rectangle whose axes are plain values, intervals or fixed coordinates, with no size,
/// series or stacking of its own: what one row of a `ForEach` of `RuleMark`s or `RectangleMark`s
/// usually makes. It is about a third of the size of ``MarkArguments`` and needs no box, so a
/// million rows copy little, and `ForEach` reads its values into columns (see ``ForEachSpans``).
@usableFromInline
struct SpanMark {
    @usableFromInline var x: SpanAxis
    @usableFromInline var y: SpanAxis
    @usableFromInline var kind: MarkKind

    @inlinable @inline(__always)
    init(kind: MarkKind, x: consuming SpanAxis, y: consuming SpanAxis) {
        self.kind = kind; self.x = x; self.y = y
    }

    /// The span form of `a`, or `nil` when it has anything more.
    init?(_ a: MarkArguments) {
        guard a.kind == .rule || a.kind == .rectangle, a.series == nil, a.stacking == nil, a.sector == nil,
              case .automatic = a.width, case .automatic = a.height, let x = SpanAxis(a.x), let y = SpanAxis(a.y) else { return nil }
        self.init(kind: a.kind, x: x, y: y)
    }

    var arguments: MarkArguments { MarkArguments(kind: kind, x: x.encoding, y: y.encoding) }
    var spec: MarkSpec { arguments.spec }

    /// Whether rows of this shape can travel as one run: a rule at a value on one axis and across
    /// the other, or a rectangle with values (or intervals) on both; one between fixed coordinates
    /// is placed as a lone mark is, row by row.
    var carriesRun: Bool {
        switch kind {
        case .rule: return (x.form == .value) != (y.form == .value)
        case .rectangle: return x.hasValues && y.hasValues
        default: return false
        }
    }
}

/// What a rule or rectangle mark's initializer made: a span mark when it can, else the full arguments.
@usableFromInline
enum MadeSpan {
    case span(SpanMark)
    /// Boxed, so that a rule or rectangle made as a span mark copies a third of the bytes.
    indirect case full(MarkArguments)

    /// The span mark of `kind` on axes `x` and `y` when both are plain, else the arguments `full` makes.
    @inlinable @inline(__always)
    init(_ kind: MarkKind, _ x: consuming SpanAxis?, _ y: consuming SpanAxis?, else full: () -> MarkArguments) {
        if let x, let y {
            self = .span(SpanMark(kind: kind, x: x, y: y))
        } else {
            self = .full(full())
        }
    }

    var arguments: MarkArguments {
        switch self {
        case .span(let mark): return mark.arguments
        case .full(let arguments): return arguments
        }
    }
}

extension RuleMark {
    /// What `content`, a rule mark, made, read in place.
    static func made<C>(of content: C) -> MadeSpan { readInPlace(content, as: Self.self) { $0.made } }
}

extension RectangleMark {
    /// What `content`, a rectangle mark, made, read in place.
    static func made<C>(of content: C) -> MadeSpan { readInPlace(content, as: Self.self) { $0.made } }
}
