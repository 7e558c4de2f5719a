import Foundation

/// How a scroll view settles after a swipe; a picture does not scroll, so every behaviour draws
/// the same.
public protocol ScrollTargetBehavior {}

// `PagingScrollTargetBehavior` serves scroll views and scrolling charts alike (Interaction).
extension PagingScrollTargetBehavior: ScrollTargetBehavior {}

/// Settles with a view's edge at the scroll view's edge.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable { public init() {} }

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// Settles on whole pages.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Settles with a view's edge at the scroll view's edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

/// Which content `contentMargins` applies to.
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    /// Scroll content and indicators alike.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The scrolled content only.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The scroll indicators only.
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

nonisolated extension View {
    /// How scroll views in this view settle after a swipe; accepted.
    ///
    /// ```swift
    /// ScrollView(.horizontal) { LazyHStack { … }.scrollTargetLayout() }.scrollTargetBehavior(.paging)
    /// ```
    public func scrollTargetBehavior<B: ScrollTargetBehavior>(_ behavior: B) -> some View { self }

    /// Marks the views a scroll view settles on; accepted.
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

    /// Binds the identity of the view at the scroll view's edge; a picture shows the start.
    public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View { self }

    /// Where a scroll view starts; accepted, a picture shows the start.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View { self }

    /// Lets scrolled content draw past the scroll view's edges; accepted, the content is clipped.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }

    /// Margins inside scroll views, drawn as padding around their content.
    ///
    /// ```swift
    /// ScrollView { … }.contentMargins(.horizontal, 20, for: .scrollContent)
    /// ```
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        let l = length ?? 16
        return EnvironmentModifiedView(content: self) { env in
            guard placement != .scrollIndicators else { return }
            env.containers.scrollMargins = EdgeInsets(top: edges.contains(.top) ? l : 0, leading: edges.contains(.leading) ? l : 0,
                                                      bottom: edges.contains(.bottom) ? l : 0, trailing: edges.contains(.trailing) ? l : 0)
        }
    }

    /// Margins inside scroll views, by edge insets.
    public func contentMargins(_ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        EnvironmentModifiedView(content: self) { env in
            if placement != .scrollIndicators { env.containers.scrollMargins = insets }
        }
    }

    /// The same margin on every edge inside scroll views.
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }
}

nonisolated extension View {
    /// Sizes the view along `axes` to the nearest container: a scroll view's visible room, or the
    /// room under a navigation bar.
    ///
    /// ```swift
    /// ScrollView(.horizontal) {
    ///     LazyHStack { ForEach(weeks) { WeekChart(week: $0).containerRelativeFrame(.horizontal) } }
    /// }
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// Sizes the view along `axes` to `span` of `count` equal parts of the nearest container,
    /// with `spacing` between the parts.
    ///
    /// ```swift
    /// StoreCard(store: store).containerRelativeFrame(.horizontal, count: 2, spacing: 12)
    /// ```
    public func containerRelativeFrame(_ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
                                       alignment: Alignment = .center) -> some View {
        let n = CGFloat(max(1, count)), k = CGFloat(min(max(1, span), max(1, count)))
        let gap = spacing.isFinite ? max(0, spacing) : 0
        return containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let part = (length - gap * (n - 1)) / n
            return max(0, part * k + gap * (k - 1))
        }
    }

    /// Sizes the view along `axes` to a length worked out from the nearest container's.
    public func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center,
                                       _ length: @escaping @Sendable (CGFloat, Axis) -> CGFloat) -> some View {
        LayoutModifiedView(content: self) {
            ContainerRelativeFrameNode(child: $0, horizontal: axes.contains(.horizontal), vertical: axes.contains(.vertical),
                                       alignment: alignment, length: length)
        }
    }
}
