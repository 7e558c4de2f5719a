import Foundation

/// Kinds of views that stay pinned while a lazy stack or grid scrolls: section headers and
/// footers. A picture does not scroll, so they are drawn in place.
public struct PinnedScrollableViews: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: UInt32
    /// A set from its bits.
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Section headers.
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    /// Section footers.
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

/// Views arranged top to bottom, made as they scroll into view; drawn as a `VStack` as wide as
/// the room it is offered.
///
/// ```swift
/// ScrollView {
///     LazyVStack(alignment: .leading, spacing: 12) {
///         ForEach(reports) { ReportCard(report: $0) }
///     }
/// }
/// ```
nonisolated public struct LazyVStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A lazy vertical stack; pinned views are accepted and drawn in place.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        LazyStackNode(stack: StackNode(axis: .vertical, alignment: alignment.fraction, spacing: spacing.map(Double.init),
                                       children: [makeLayoutNode(content, env)]))
    }
}

/// Views arranged leading to trailing, made as they scroll into view; drawn as an `HStack` as
/// tall as the room it is offered.
///
/// ```swift
/// ScrollView(.horizontal) {
///     LazyHStack { ForEach(stores) { StoreCard(store: $0).frame(width: 240) } }
/// }
/// ```
nonisolated public struct LazyHStack<Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// A lazy horizontal stack; pinned views are accepted and drawn in place.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
                pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        LazyStackNode(stack: StackNode(axis: .horizontal, alignment: alignment.fraction, spacing: spacing.map(Double.init),
                                       children: [makeLayoutNode(content, env)]))
    }
}
