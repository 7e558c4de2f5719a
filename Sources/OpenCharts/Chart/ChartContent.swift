import ChartEngine
import Foundation

/// Anything that can be drawn in a chart: marks, `ForEach`, `Plot`, and types of your own with a body.
///
/// ```swift
/// struct SalesBars: ChartContent {
///     var body: some ChartContent {
///         ForEach(sales) { BarMark(x: .value("Style", $0.name), y: .value("Sales", $0.sales)) }
///     }
/// }
/// ```
public protocol ChartContent {
    /// The type of chart content that represents the body of this content.
    associatedtype Body: ChartContent
    @ChartContentBuilder var body: Body { get }
}

nonisolated extension Never: ChartContent {
    public typealias Body = Never
}

extension ChartContent where Body == Never {
    /// Primitive chart content is drawn directly and has no body.
    public var body: Never { fatalError("\(Self.self) is drawn directly and has no body") }
}

/// Collects mark instances while a chart's content is evaluated.
@usableFromInline
struct MarkCollector {
    var marks: [MarkSpec] = []
    var env: EnvironmentValues
    /// The modifiers around the content being evaluated, outermost first.
    var modifiers: [(inout MarkSpec, EnvironmentValues) -> Void] = []
    /// How many function plots were sampled so far, so that each draws its own line.
    var functionPlots = 0
    /// Whether the marks collected are the rows of a run styled by value being read
    /// (``ForEachStyledPoints``): then a `ForEach` within, however short, is tried as a run first.
    var readsStyledRows = false

    /// Adds a mark with the enclosing modifiers applied from the outside in, so that the one
    /// nearest the mark wins, as in SwiftUI.
    mutating func add(_ spec: consuming MarkSpec) {
        guard !modifiers.isEmpty else { marks.append(spec); return }
        var spec = spec
        for modify in modifiers { modify(&spec, env) }
        marks.append(spec)
    }
}

/// Content that adds its marks itself instead of returning a body.
protocol PrimitiveChartContent {
    func collect(into collector: inout MarkCollector)
    /// Adds the marks of `content`, which is of this type. A requirement, so that each type gets its
    /// own specialized copy of the default.
    static func collect<C>(_ content: C, into collector: inout MarkCollector)
}

/// Evaluates chart content, following bodies down to primitives.
///
/// This runs for every element of every `ForEach`, in generic code that user code cannot specialize,
/// so it decides by the type (pointer compares and metatype casts) rather than by the value: an
/// `as? any …` cast of the value copies the mark, and boxes it on the heap. Content is consumed so that
/// a mark's spec moves into the collector instead of being copied.
func collectMarks<C: ChartContent>(_ content: consuming C, into collector: inout MarkCollector) {
    // Every element of a `ForEach` arrives erased by the builder.
    if C.self == AnyChartContent.self {
        (content as! AnyChartContent).add(to: &collector)
        return
    }
    if let primitive = C.self as? any PrimitiveChartContent.Type {
        primitive.collect(content, into: &collector)
        return
    }
    collectMarks(content.body, into: &collector)
}

extension PrimitiveChartContent {
    /// Reads the content in place: `as! Self` would copy it.
    static func collect<C>(_ content: C, into collector: inout MarkCollector) {
        precondition(C.self == Self.self)
        withUnsafePointer(to: content) { pointer in
            pointer.withMemoryRebound(to: Self.self, capacity: 1) { $0.pointee.collect(into: &collector) }
        }
    }
}

/// Type-erased chart content.
public struct AnyChartContent: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    @usableFromInline let storage: Storage

    /// A single mark is kept as its arguments, since most erased content (each `ForEach` element) is one mark.
    @usableFromInline
    enum Storage {
        /// A mark of two plain values: a row of most `ForEach`es of lines and points.
        case plain(PlainMark)
        /// A rule or rectangle at plain values: a row of most `ForEach`es of rules and rectangles.
        case span(SpanMark)
        /// Boxed, so that the content a `ForEach` row returns stays a fifth of the size.
        indirect case mark(MarkArguments)
        case content((inout MarkCollector) -> Void)
        /// A rectangle or point coloured by a value and nothing else: a row of a heat map or of a
        /// scatter styled per row.
        indirect case styled(StyledMark)
    }

    /// A mark's arguments and the value that colours it, the whole of a `ForEach` row such as
    /// `RectangleMark(x:y:width:height:).foregroundStyle(by:)`.
    @usableFromInline
    struct StyledMark {
        @usableFromInline var arguments: MarkArguments
        @usableFromInline var foregroundBy: ValueSlot

        /// The spec the mark adds: its arguments, the enclosing modifiers applied from the outside
        /// in, then its colour by value, the modifier nearest the mark.
        func spec(in collector: MarkCollector) -> MarkSpec {
            var spec = arguments.spec
            for modify in collector.modifiers { modify(&spec, collector.env) }
            spec.style.foregroundBy = foregroundBy
            return spec
        }

        /// `content` (a rectangle or point mark coloured by a value) as one, read in place; `nil`
        /// for other content, or a mark of a 3D chart.
        @inline(__always)
        static func of<C>(_ content: borrowing C) -> StyledMark? {
            if C.self == ForegroundByContent<RectangleMark>.self {
                return withUnsafePointer(to: content) { p in
                    p.withMemoryRebound(to: ForegroundByContent<RectangleMark>.self, capacity: 1) { c in
                        c.pointee.content.spatial == nil
                            ? StyledMark(arguments: c.pointee.content.arguments, foregroundBy: c.pointee.slot) : nil
                    }
                }
            }
            if C.self == ForegroundByContent<PointMark>.self {
                return withUnsafePointer(to: content) { p in
                    p.withMemoryRebound(to: ForegroundByContent<PointMark>.self, capacity: 1) { c in
                        c.pointee.content.spatial == nil
                            ? StyledMark(arguments: c.pointee.content.arguments, foregroundBy: c.pointee.slot) : nil
                    }
                }
            }
            return nil
        }
    }

    /// `content`, with its type erased.
    public init<C: ChartContent>(_ content: C) {
        if C.self == AnyChartContent.self { self = content as! AnyChartContent; return }
        // The common marks by pointer compare: a cast to `any MarkContent.Type` costs more than the mark.
        if C.self == LineMark.self { self.init(made: LineMark.made(of: content)); return }
        if C.self == PointMark.self { self.init(made: PointMark.made(of: content)); return }
        if C.self == BarMark.self { self.init(made: BarMark.made(of: content)); return }
        if C.self == AreaMark.self { self.init(mark: AreaMark.arguments(of: content)); return }
        if C.self == RuleMark.self { self.init(made: RuleMark.made(of: content)); return }
        if C.self == RectangleMark.self { self.init(made: RectangleMark.made(of: content)); return }
        if let styled = StyledMark.of(content) { self.init(storage: .styled(styled)); return }
        if let mark = C.self as? any MarkContent.Type {
            self.init(mark: mark.arguments(of: content))
            return
        }
        self.init(storage: .content { collectMarks(content, into: &$0) })
    }
    /// `content`, with its type erased.
    public init<C: ChartContent>(erasing content: C) { self.init(content) }

    @inlinable @inline(__always)
    init(storage: consuming Storage) { self.storage = storage }

    @inlinable @inline(__always)
    init(mark: consuming MarkArguments) { storage = .mark(mark) }

    @inlinable @inline(__always)
    init(made: consuming MadeMark) {
        switch consume made {
        case .plain(let mark): storage = .plain(mark)
        case .full(let arguments): storage = .mark(arguments)
        }
    }

    @inlinable @inline(__always)
    init(made: consuming MadeSpan) {
        switch consume made {
        case .span(let mark): storage = .span(mark)
        case .full(let arguments): storage = .mark(arguments)
        }
    }

    init(list: [AnyChartContent]) {
        self.init(storage: .content { c in for item in list { item.collect(into: &c) } })
    }

    func collect(into collector: inout MarkCollector) {
        let content = self
        content.add(to: &collector)
    }

    /// The single mark of two plain values this content is, if it is one.
    var plainMark: PlainMark? {
        switch storage {
        case .plain(let mark): return mark
        case .mark(let arguments): return PlainMark(arguments)
        case .span, .content, .styled: return nil
        }
    }

    /// The single rule or rectangle at plain values this content is, if it is one.
    var spanMark: SpanMark? {
        switch storage {
        case .span(let mark): return mark
        case .mark(let arguments): return SpanMark(arguments)
        case .plain, .content, .styled: return nil
        }
    }

    /// Adds the marks, moving a single mark's arguments into its spec.
    consuming func add(to collector: inout MarkCollector) {
        switch storage {
        case .plain(let mark): collector.add(mark.spec)
        case .span(let mark): collector.add(mark.spec)
        case .mark(let arguments): collector.add(arguments.spec)
        case .content(let collectBody): collectBody(&collector)
        case .styled(let styled): collector.marks.append(styled.spec(in: collector))
        }
    }
}

/// Groups chart content into one entity.
public struct Plot<Content: ChartContent>: ChartContent, PrimitiveChartContent {
    public typealias Body = Never
    let content: Content
    /// A group of the content `content` builds.
    ///
    /// ```swift
    /// Plot {
    ///     BarMark(x: .value("Day", day), y: .value("Sales", sales))
    ///     RuleMark(y: .value("Goal", goal))
    /// }
    /// ```
    public init(@ChartContentBuilder content: () -> Content) { self.content = content() }
    func collect(into collector: inout MarkCollector) { collectMarks(content, into: &collector) }
}

/// The result of an `if`/`else` in chart, axis and axis-mark builders.
public typealias BuilderConditional = AnyChartContent

/// The result builder of chart content.
@resultBuilder
public enum ChartContentBuilder {
    /// Any chart content, erased so that siblings of any type can stand together.
    public static func buildExpression<C: ChartContent>(_ content: consuming C) -> AnyChartContent { AnyChartContent(content) }
    /// A line mark, erased without generic code: the marks written most often come one per row of a `ForEach`.
    @inlinable @inline(__always)
    public static func buildExpression(_ content: consuming LineMark) -> AnyChartContent { AnyChartContent(made: content.made) }
    /// A point mark, erased without generic code.
    @inlinable @inline(__always)
    public static func buildExpression(_ content: consuming PointMark) -> AnyChartContent { AnyChartContent(made: content.made) }
    /// A bar mark, erased without generic code.
    @inlinable @inline(__always)
    public static func buildExpression(_ content: consuming BarMark) -> AnyChartContent { AnyChartContent(made: content.made) }
    /// A rule mark, erased without generic code.
    @inlinable @inline(__always)
    public static func buildExpression(_ content: consuming RuleMark) -> AnyChartContent { AnyChartContent(made: content.made) }
    /// A rectangle mark, erased without generic code.
    @inlinable @inline(__always)
    public static func buildExpression(_ content: consuming RectangleMark) -> AnyChartContent { AnyChartContent(made: content.made) }
    /// An area mark, erased without generic code.
    @inlinable @inline(__always)
    public static func buildExpression(_ content: consuming AreaMark) -> AnyChartContent { AnyChartContent(mark: content.arguments) }
    /// No content.
    public static func buildBlock() -> AnyChartContent { AnyChartContent(list: []) }
    /// One piece of content.
    @inlinable @inline(__always)
    public static func buildBlock(_ part: consuming AnyChartContent) -> AnyChartContent { part }
    /// Several pieces of content, drawn in order.
    public static func buildBlock(_ parts: AnyChartContent...) -> AnyChartContent {
        parts.count == 1 ? parts[0] : AnyChartContent(list: parts)
    }
    /// The content of an `if` without `else`; nothing when the condition is false.
    public static func buildOptional(_ content: AnyChartContent?) -> AnyChartContent { content ?? AnyChartContent(list: []) }
    /// The content of an `if` without `else`, as older builders spelt it.
    public static func buildIf(_ content: AnyChartContent?) -> AnyChartContent { content ?? AnyChartContent(list: []) }
    /// The content of an `if` or `switch` branch.
    public static func buildEither(first: AnyChartContent) -> AnyChartContent { first }
    /// The content of an `else` or later `switch` branch.
    public static func buildEither(second: AnyChartContent) -> AnyChartContent { second }
    /// The content of a `for` loop.
    public static func buildArray(_ parts: [AnyChartContent]) -> AnyChartContent { AnyChartContent(list: parts) }
    /// The content of an `if #available` branch.
    public static func buildLimitedAvailability(_ content: AnyChartContent) -> AnyChartContent { content }
}

/// The stages of drawing one chart: a chart node goes through them, and the benchmark calls them
/// one at a time to time each.
package enum ChartStages {
    /// The DSL stage: the marks and options that a chart's content declares in `environment`.
    package static func spec<C: ChartContent>(of chart: Chart<C>, environment: EnvironmentValues) -> ChartSpec {
        var collector = MarkCollector(env: environment)
        collectMarks(chart.content, into: &collector)
        LayoutSanity.sanitize(&collector.marks)
        return ChartSpec(marks: collector.marks, options: environment.chartOptions)
    }

    /// What the engine draws with in `environment`, as a chart node gives it.
    package static func context(_ environment: EnvironmentValues) -> ChartContext {
        var context = ChartContext(locale: RenderSettings.locale(environment.locale), calendar: environment.calendar,
                                   timeZone: RenderSettings.timeZone(environment.timeZone),
                                   theme: ChartThemes.theme(for: environment.colorScheme), measurer: environment.measurer)
        context.maximumMarks = RenderScope.limits.maximumMarks
        // A foreground style set on the chart view, or around it, paints the marks that set none.
        context.theme.markForeground = environment.foregroundStyle?.paint(in: environment)
        return context
    }
}
