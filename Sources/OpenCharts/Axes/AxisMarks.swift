import ChartEngine
import Foundation

/// Axis content: one or more `AxisMarks`, built by `AxisContentBuilder`.
public protocol AxisContent {}

/// Axis content that becomes engine axis marks.
protocol PrimitiveAxisContent {
    func specs(_ env: EnvironmentValues) -> [AxisMarksSpec]
}

/// A type-erased axis content, which is also what `AxisContentBuilder` produces.
public struct AnyAxisContent: AxisContent, PrimitiveAxisContent {
    let make: (EnvironmentValues) -> [AxisMarksSpec]

    init(make: @escaping (EnvironmentValues) -> [AxisMarksSpec]) { self.make = make }

    /// `content`, with its type erased.
    public init<C: AxisContent>(_ content: C) {
        if let any = content as? AnyAxisContent { self = any; return }
        let primitive = content as? any PrimitiveAxisContent
        make = { env in primitive?.specs(env) ?? [] }
    }

    /// `content`, with its type erased.
    public init<C: AxisContent>(erasing content: C) { self.init(content) }

    func specs(_ env: EnvironmentValues) -> [AxisMarksSpec] { make(env) }
}

/// Builds an axis from `AxisMarks` statements; local `let`s, `if` and `for` are allowed.
@resultBuilder
public enum AxisContentBuilder {
    /// Axis content, erased so that siblings of any type can stand together.
    public static func buildExpression<C: AxisContent>(_ content: C) -> AnyAxisContent { AnyAxisContent(content) }
    /// No axis content.
    public static func buildBlock() -> AnyAxisContent { AnyAxisContent { _ in [] } }
    /// Several pieces of axis content, drawn in order.
    public static func buildBlock(_ parts: AnyAxisContent...) -> AnyAxisContent { combine(parts) }
    /// The content of an `if` without `else`; nothing when the condition is false.
    public static func buildOptional(_ part: AnyAxisContent?) -> AnyAxisContent { part ?? buildBlock() }
    /// The content of an `if` or `switch` branch.
    public static func buildEither(first: AnyAxisContent) -> AnyAxisContent { first }
    /// The content of an `else` or later `switch` branch.
    public static func buildEither(second: AnyAxisContent) -> AnyAxisContent { second }
    /// The content of a `for` loop.
    public static func buildArray(_ parts: [AnyAxisContent]) -> AnyAxisContent { combine(parts) }
    /// The content of an `if #available` branch.
    public static func buildLimitedAvailability(_ part: AnyAxisContent) -> AnyAxisContent { part }

    static func combine(_ parts: [AnyAxisContent]) -> AnyAxisContent {
        AnyAxisContent { env in parts.flatMap { $0.make(env) } }
    }
}

/// Holds a value that the engine calls on the thread that renders, never concurrently.
struct RenderBound<T>: @unchecked Sendable { let value: T }

/// The marks of an axis: which values get them, where they sit, and what is drawn for each value.
///
/// ```swift
/// .chartYAxis {
///     AxisMarks(position: .leading)
/// }
/// .chartXAxis {
///     AxisMarks(values: .stride(by: .month)) { value in
///         AxisGridLine()
///         AxisValueLabel(format: .dateTime.month(.narrow))
///     }
/// }
/// ```
public struct AxisMarks<Content: AxisMark>: AxisContent, PrimitiveAxisContent {
    let preset: AxisMarkPreset
    let position: AxisMarkPosition
    let values: AxisValuesSpec
    /// The marks for one value, or `nil` for the default grid line, tick and label.
    let content: ((AxisValue) -> AnyAxisMark)?

    init(preset: AxisMarkPreset, position: AxisMarkPosition, values: AxisValuesSpec, content: ((AxisValue) -> AnyAxisMark)?) {
        self.preset = preset; self.position = position; self.values = values; self.content = content
    }

    /// Marks whose content depends on the value, such as a label only on the first month of a quarter.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        self.init(preset: preset, position: position, values: values.spec, content: { AnyAxisMark(content($0)) })
    }

    /// The same marks for every value.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                @AxisMarkBuilder content: @escaping () -> Content) {
        self.init(preset: preset, position: position, values: values.spec, content: { _ in AnyAxisMark(content()) })
    }

    /// Marks at the values given, whose content depends on the value.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                  @AxisMarkBuilder content: @escaping (AxisValue) -> Content) {
        self.init(preset: preset, position: position, values: .explicit(values.map(dataValue)), content: { AnyAxisMark(content($0)) })
    }

    /// The same marks at each of the values given.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                  @AxisMarkBuilder content: @escaping () -> Content) {
        self.init(preset: preset, position: position, values: .explicit(values.map(dataValue)), content: { _ in AnyAxisMark(content()) })
    }

    func specs(_ env: EnvironmentValues) -> [AxisMarksSpec] {
        var make: (@Sendable (AxisValueInfo) -> [AxisElementSpec])?
        if let content {
            let bound = RenderBound(value: (content, env))
            make = { info in
                let value = AxisValue(info)
                return bound.value.0(value).make(value, bound.value.1)
            }
        }
        return [AxisMarksSpec(preset: preset.spec, position: position.spec, values: values, content: make)]
    }
}

extension AxisMarks where Content == AnyAxisMark {
    /// The default grid line, tick and label at each value, drawn with `stroke` when one is given.
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
                stroke: StrokeStyle? = nil) {
        self.init(preset: preset, position: position, values: values.spec, content: stroke.map { Self.trio(stroke: $0, label: AxisValueLabel()) })
    }

    /// The default grid line, tick and label at each of the values given.
    public init<Value: Plottable>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: [Value],
                                  stroke: StrokeStyle? = nil) {
        self.init(preset: preset, position: position, values: .explicit(values.map(dataValue)),
                  content: stroke.map { Self.trio(stroke: $0, label: AxisValueLabel()) })
    }

    /// The default marks with labels formatted by a format style.
    public init<Format: FormatStyle>(format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
                                     values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil)
    where Format.FormatInput: Plottable, Format.FormatOutput == String {
        self.init(preset: preset, position: position, values: values.spec, content: Self.trio(stroke: stroke, label: AxisValueLabel(format: format)))
    }

    /// The default marks at the values given, with labels formatted by a format style.
    public init<Format: FormatStyle, Value: Plottable>(format: Format, preset: AxisMarkPreset = .automatic,
                                                       position: AxisMarkPosition = .automatic, values: [Value],
                                                       stroke: StrokeStyle? = nil)
    where Format.FormatInput: Plottable, Format.FormatOutput == String {
        self.init(preset: preset, position: position, values: .explicit(values.map(dataValue)),
                  content: Self.trio(stroke: stroke, label: AxisValueLabel(format: format)))
    }

    /// The default grid line, tick and label, drawn with `stroke` and labelled by `label`.
    static func trio(stroke: StrokeStyle?, label: AxisValueLabel<Text>) -> (AxisValue) -> AnyAxisMark {
        let marks = AxisMarkBuilder.buildBlock(AnyAxisMark(AxisGridLine(stroke: stroke)), AnyAxisMark(AxisTick(stroke: stroke)),
                                               AnyAxisMark(label))
        return { _ in marks }
    }
}
