import Foundation

/// Content repeated for each element of a collection: marks inside a chart, or views inside a stack.
///
/// ```swift
/// Chart {
///     ForEach(sales) { element in
///         BarMark(x: .value("Sales", element.sales), y: .value("Name", element.name))
///     }
/// }
/// ```
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    /// The collection the content is made from.
    public var data: Data
    /// Makes the content of one element.
    public var content: (Data.Element) -> Content
    let id: KeyPath<Data.Element, ID>?

    init(data: Data, id: KeyPath<Data.Element, ID>?, content: @escaping (Data.Element) -> Content) {
        self.data = data; self.id = id; self.content = content
    }
}

extension ForEach: ChartContent, PrimitiveChartContent where Content: ChartContent {
    public typealias Body = Never

    /// One piece of content per element of identifiable data.
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.init(data: data, id: \Data.Element.id, content: content)
    }

    /// One piece of content per element, identified by a key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }

    func collect(into collector: inout MarkCollector) {
        // Many rows of plain line marks are read as columns and thinned before they become marks.
        if data.count > ForEachColumns.minimumRows, Content.self == AnyChartContent.self {
            let make = unsafeBitCast(content, to: ((Data.Element) -> AnyChartContent).self)
            // Rules and rectangles of many rows likewise, drawn as the region they cover.
            if ForEachColumns.collect(data, make, into: &collector) || ForEachSpans.collect(data, make, into: &collector) { return }
        } else if Content.self == AnyChartContent.self {
            // Fewer elements, each of many marks (a heat map's rows, each a `ForEach` of cells): one
            // run of styled rows when they all are such.
            let make = unsafeBitCast(content, to: ((Data.Element) -> AnyChartContent).self)
            // Within such a run being read (a row of a grid's rows), one of any length is tried.
            if collector.readsStyledRows, data.count > 1, ForEachStyledPoints.collect(data, make, into: &collector) { return }
            if ForEachStyledPoints.holdsManyRows(data, make, env: collector.env, minimum: ForEachColumns.minimumRows),
               ForEachStyledPoints.collect(data, make, into: &collector) { return }
        }
        // Room for this ForEach's marks, grown at least geometrically: an exact reserve in every
        // inner ForEach of a nested one would copy every mark so far, each time.
        let needed = collector.marks.count + data.count
        if needed > collector.marks.capacity {
            collector.marks.reserveCapacity(Swift.max(needed, 2 * collector.marks.capacity))
        }
        for element in data { collectMarks(content(element), into: &collector) }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: ChartContent {
    /// One piece of content per integer of a range.
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, id: \Int.self, content: content)
    }
}

nonisolated extension ForEach: View, PrimitiveView where Content: View {
    /// One view per element of identifiable data.
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, Data.Element: Identifiable {
        self.init(data: data, id: \Data.Element.id, content: content)
    }

    /// One view per element, identified by a key path.
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.init(data: data, id: id, content: content)
    }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        ListNode(children: data.map { element in
            let node = makeLayoutNode(content(element), env)
            // Each view is tagged with its id, which a Picker matches against its selection.
            guard let id else { return node }
            return TagNode(child: node, tag: AnyHashable(element[keyPath: id]), isImplicit: true)
        })
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    /// One view per integer of a range.
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.init(data: data, id: \Int.self, content: content)
    }
}
