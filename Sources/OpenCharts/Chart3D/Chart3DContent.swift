import Foundation

/// Anything that can be drawn in a ``Chart3D``: 3D marks, surfaces, `ForEach`, and types of
/// your own with a body.
///
/// ```swift
/// struct Penguins: Chart3DContent {
///     var body: some Chart3DContent {
///         ForEach(penguins) { p in
///             PointMark(x: .value("Flipper", p.flipper), y: .value("Weight", p.weight), z: .value("Beak", p.beak))
///         }
///     }
/// }
/// ```
public protocol Chart3DContent {
    /// The type of content this content is made of.
    associatedtype Body: Chart3DContent
    /// The content of this content.
    @Chart3DContentBuilder var body: Body { get }
}

nonisolated extension Never: Chart3DContent {}

/// 3D content that adds its marks itself instead of returning a body.
protocol PrimitiveChart3DContent {
    func collect3D(into collector: inout Mark3DCollector)
}

/// Evaluates 3D content, following bodies down to primitives.
func collectMarks3D<C: Chart3DContent>(_ content: C, into collector: inout Mark3DCollector) {
    if let primitive = content as? any PrimitiveChart3DContent {
        primitive.collect3D(into: &collector)
        return
    }
    collectMarks3D(content.body, into: &collector)
}

/// Type-erased 3D chart content.
public struct AnyChart3DContent: Chart3DContent, PrimitiveChart3DContent {
    let collectBody: (inout Mark3DCollector) -> Void

    /// `content`, with its type erased.
    public init<C: Chart3DContent>(_ content: C) {
        if let erased = content as? AnyChart3DContent { self = erased; return }
        collectBody = { collectMarks3D(content, into: &$0) }
    }

    init(list: [AnyChart3DContent]) {
        collectBody = { c in for item in list { item.collectBody(&c) } }
    }

    /// Erased content has no body; its marks are collected directly.
    public var body: Never { return fatalError("AnyChart3DContent is drawn directly and has no body") }

    func collect3D(into collector: inout Mark3DCollector) { collectBody(&collector) }
}

/// The result builder of 3D chart content.
@resultBuilder
public enum Chart3DContentBuilder {
    /// Any 3D content, erased so that siblings of any type can stand together.
    public static func buildExpression<C: Chart3DContent>(_ content: C) -> AnyChart3DContent { AnyChart3DContent(content) }
    /// No content.
    public static func buildBlock() -> AnyChart3DContent { AnyChart3DContent(list: []) }
    /// One piece of content.
    public static func buildBlock(_ part: AnyChart3DContent) -> AnyChart3DContent { part }
    /// Several pieces of content, drawn together.
    public static func buildBlock(_ parts: AnyChart3DContent...) -> AnyChart3DContent { AnyChart3DContent(list: parts) }
    /// The content of an `if` without `else`; nothing when the condition is false.
    public static func buildOptional(_ content: AnyChart3DContent?) -> AnyChart3DContent { content ?? AnyChart3DContent(list: []) }
    /// The content of an `if` or `switch` branch.
    public static func buildEither(first: AnyChart3DContent) -> AnyChart3DContent { first }
    /// The content of an `else` or later `switch` branch.
    public static func buildEither(second: AnyChart3DContent) -> AnyChart3DContent { second }
    /// The content of a `for` loop.
    public static func buildArray(_ parts: [AnyChart3DContent]) -> AnyChart3DContent { AnyChart3DContent(list: parts) }
    /// The content of an `if #available` branch.
    public static func buildLimitedAvailability(_ content: AnyChart3DContent) -> AnyChart3DContent { content }
}

extension ForEach: Chart3DContent, PrimitiveChart3DContent where Content: Chart3DContent {
    /// `ForEach` has no body; its elements' content is collected directly.
    public var body: Never { return fatalError("ForEach is drawn directly and has no body") }

    /// One piece of 3D content per element of identifiable data.
    public init(_ data: Data, @Chart3DContentBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.init(data: data, id: \Data.Element.id, content: content)
    }

    /// One piece of 3D content per element, identified by a key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @Chart3DContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }

    func collect3D(into collector: inout Mark3DCollector) {
        collector.marks.reserveCapacity(collector.marks.count + data.count)
        for element in data { collectMarks3D(content(element), into: &collector) }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: Chart3DContent {
    /// One piece of 3D content per integer of a range.
    public init(_ data: Range<Int>, @Chart3DContentBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, id: \Int.self, content: content)
    }
}

/// 3D content with a modifier applied to each of its marks.
struct Modified3DContent<Content: Chart3DContent>: Chart3DContent, PrimitiveChart3DContent {
    let content: Content
    let modify: (inout Mark3DSpec) -> Void
    var body: Never { return fatalError("modified content is drawn directly and has no body") }

    func collect3D(into collector: inout Mark3DCollector) {
        collector.modifiers.append(modify)
        collectMarks3D(content, into: &collector)
        collector.modifiers.removeLast()
    }
}
