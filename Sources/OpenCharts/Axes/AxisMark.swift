import ChartEngine
import ChartScene
import Foundation

/// One element drawn for an axis value: a grid line, a tick or a value label.
public protocol AxisMark {}

/// Axis marks that turn themselves into engine elements for a value.
protocol PrimitiveAxisMark {
    func elements(_ value: AxisValue, _ env: EnvironmentValues) -> [AxisElementSpec]
}

/// A type-erased axis mark, which is also what `AxisMarkBuilder` produces.
public struct AnyAxisMark: AxisMark, PrimitiveAxisMark {
    let make: (AxisValue, EnvironmentValues) -> [AxisElementSpec]

    init(make: @escaping (AxisValue, EnvironmentValues) -> [AxisElementSpec]) { self.make = make }

    /// Erases `mark`.
    public init<M: AxisMark>(_ mark: M) {
        if let any = mark as? AnyAxisMark { self = any; return }
        let primitive = mark as? any PrimitiveAxisMark
        make = { value, env in primitive?.elements(value, env) ?? [] }
    }

    /// Erases `mark`, as `init(_:)` does.
    public init<M: AxisMark>(erasing mark: M) { self.init(mark) }

    func elements(_ value: AxisValue, _ env: EnvironmentValues) -> [AxisElementSpec] { make(value, env) }
}

/// Builds the marks of one axis value from the statements of a closure, `if` and `else` included.
@resultBuilder
public enum AxisMarkBuilder {
    /// An axis mark, erased so that siblings of any type can stand together.
    public static func buildExpression<M: AxisMark>(_ mark: M) -> AnyAxisMark { AnyAxisMark(mark) }
    /// No marks.
    public static func buildBlock() -> AnyAxisMark { AnyAxisMark { _, _ in [] } }
    /// Several marks, drawn in order.
    public static func buildBlock(_ marks: AnyAxisMark...) -> AnyAxisMark { buildBlock(marks) }
    /// The mark of an `if` without `else`; nothing when the condition is false.
    public static func buildOptional(_ mark: AnyAxisMark?) -> AnyAxisMark { mark ?? buildBlock() }
    /// The mark of an `if` or `switch` branch.
    public static func buildEither(first: AnyAxisMark) -> AnyAxisMark { first }
    /// The mark of an `else` or later `switch` branch.
    public static func buildEither(second: AnyAxisMark) -> AnyAxisMark { second }
    /// The marks of a `for` loop.
    public static func buildArray(_ marks: [AnyAxisMark]) -> AnyAxisMark { buildBlock(marks) }
    /// The mark of an `if #available` branch.
    public static func buildLimitedAvailability(_ mark: AnyAxisMark) -> AnyAxisMark { mark }

    static func buildBlock(_ marks: [AnyAxisMark]) -> AnyAxisMark {
        AnyAxisMark { value, env in marks.flatMap { $0.make(value, env) } }
    }
}

extension AxisMark {
    /// Changes the look shared by every element this mark draws.
    func restyled(_ change: @escaping (inout AxisElementStyle, EnvironmentValues) -> Void) -> AnyAxisMark {
        let base = AnyAxisMark(self)
        return AnyAxisMark { value, env in
            base.make(value, env).map { e in
                switch e {
                case .gridLine(var g): change(&g.style, env); return .gridLine(g)
                case .tick(var t): change(&t.style, env); return .tick(t)
                case .label(var l): change(&l.style, env); return .label(l)
                }
            }
        }
    }

    /// The colour or gradient of the mark.
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark {
        restyled { s, env in s.paint = style.resolvePaint(in: env) }
    }

    /// The font of the mark's label.
    public func font(_ font: Font?) -> some AxisMark {
        restyled { s, _ in s.font = font?.sceneFont }
    }

    /// Moves the mark by a distance in points.
    public func offset(_ size: CGSize) -> some AxisMark { offset(x: size.width, y: size.height) }

    /// Moves the mark by a distance in points.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisMark {
        let dx = x.isFinite ? Double(x) : 0, dy = y.isFinite ? Double(y) : 0
        return restyled { s, _ in s.offset = (s.offset.x + dx, s.offset.y + dy) }
    }
}

/// A line across the plot at an axis value.
public struct AxisGridLine: AxisMark, PrimitiveAxisMark {
    let spec: AxisGridLineSpec

    /// A grid line, centred in the value's band or stretch when `centered` is true.
    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        spec = AxisGridLineSpec(centered: centered, stroke: stroke?.spec)
    }

    func elements(_ value: AxisValue, _ env: EnvironmentValues) -> [AxisElementSpec] { [.gridLine(spec)] }
}

/// A short line at an axis value, from the plot's edge outwards.
public struct AxisTick: AxisMark, PrimitiveAxisMark {
    /// How long a tick is.
    public struct Length: Sendable {
        let spec: AxisTickLengthSpec
        /// The axis's own length: through the label row on a continuous x axis.
        public static let automatic = Length(spec: .automatic)
        /// As long as the gap and the value's label.
        public static let label = Length(spec: .label(extendPastBy: 0))
        /// As long as the gap and the axis's longest label.
        public static let longestLabel = Length(spec: .longestLabel(extendPastBy: 0))
        /// The label's length and `extendPastBy` points more.
        public static func label(extendPastBy: CGFloat) -> Length { Length(spec: .label(extendPastBy: Double(extendPastBy))) }
        /// The longest label's length and `extendPastBy` points more.
        public static func longestLabel(extendPastBy: CGFloat) -> Length {
            Length(spec: .longestLabel(extendPastBy: Double(extendPastBy)))
        }
    }

    let spec: AxisTickSpec

    /// A tick of the given length and stroke, centred on its value or not (as the axis decides when `nil`).
    ///
    /// ```swift
    /// AxisMarks { _ in
    ///     AxisTick(length: .label)
    /// }
    /// ```
    public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {
        spec = AxisTickSpec(centered: centered, length: length.spec, stroke: stroke?.spec)
    }

    /// A tick of a fixed length in points.
    public init(centered: Bool? = nil, length: CGFloat, stroke: StrokeStyle? = nil) {
        spec = AxisTickSpec(centered: centered, length: .fixed(length.isFinite ? max(0, Double(length)) : 0), stroke: stroke?.spec)
    }

    func elements(_ value: AxisValue, _ env: EnvironmentValues) -> [AxisElementSpec] { [.tick(spec)] }
}
