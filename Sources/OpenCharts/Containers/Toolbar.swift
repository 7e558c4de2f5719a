import Foundation

/// Where a toolbar item goes. In a navigation bar, leading items sit at its left, trailing ones
/// at its right, and the principal item in its middle; bottom-bar and keyboard items are not drawn.
public struct ToolbarItemPlacement: Sendable {
    enum Slot: Sendable { case leading, trailing, principal, none }
    let slot: Slot

    /// Where the platform puts items: the trailing end of the bar.
    public static let automatic = ToolbarItemPlacement(slot: .trailing)
    /// The middle of the bar, in place of the inline title.
    public static let principal = ToolbarItemPlacement(slot: .principal)
    /// The leading end, for navigation.
    public static let navigation = ToolbarItemPlacement(slot: .leading)
    /// The trailing end, for the main action.
    public static let primaryAction = ToolbarItemPlacement(slot: .trailing)
    /// The trailing end, for other actions.
    public static let secondaryAction = ToolbarItemPlacement(slot: .trailing)
    /// The bottom bar, for status; not drawn.
    public static let status = ToolbarItemPlacement(slot: .none)
    /// The trailing end, for confirming a sheet.
    public static let confirmationAction = ToolbarItemPlacement(slot: .trailing)
    /// The leading end, for cancelling a sheet.
    public static let cancellationAction = ToolbarItemPlacement(slot: .leading)
    /// The trailing end, for destructive actions.
    public static let destructiveAction = ToolbarItemPlacement(slot: .trailing)
    /// Above the keyboard; not drawn.
    public static let keyboard = ToolbarItemPlacement(slot: .none)
    /// The leading end of the top bar.
    public static let topBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The trailing end of the top bar.
    public static let topBarTrailing = ToolbarItemPlacement(slot: .trailing)
    /// The bottom bar; not drawn.
    public static let bottomBar = ToolbarItemPlacement(slot: .none)
    /// The leading end of the navigation bar.
    public static let navigationBarLeading = ToolbarItemPlacement(slot: .leading)
    /// The trailing end of the navigation bar.
    public static let navigationBarTrailing = ToolbarItemPlacement(slot: .trailing)
}

/// The bars a toolbar modifier applies to.
public struct ToolbarPlacement: Hashable, Sendable {
    let name: String
    /// The bars the platform chooses.
    public static let automatic = ToolbarPlacement(name: "automatic")
    /// The navigation bar.
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    /// The bottom toolbar.
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    /// The tab bar.
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}

/// Content for a toolbar: `ToolbarItem`s and `ToolbarItemGroup`s.
public protocol ToolbarContent {
    /// The type of content this content is made of.
    associatedtype Body: ToolbarContent
    /// The items of this content.
    @ToolbarContentBuilder var body: Body { get }
}

nonisolated extension Never: ToolbarContent {}

/// Toolbar content that lists its entries directly.
protocol PrimitiveToolbarContent {
    var entries: [ToolbarEntry] { get }
}

/// The entries of any toolbar content.
func toolbarEntries<C: ToolbarContent>(_ content: C) -> [ToolbarEntry] {
    if let p = content as? any PrimitiveToolbarContent { return p.entries }
    return toolbarEntries(content.body)
}

/// One view in a toolbar, at a placement.
///
/// ```swift
/// .toolbar {
///     ToolbarItem(placement: .topBarTrailing) { Button("Export") { export() } }
/// }
/// ```
public struct ToolbarItem<ID, Content: View>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content
    var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
    /// Drawn directly; there is no body.
    public var body: Never { return fatalError("ToolbarItem is drawn directly and has no body") }
}

extension ToolbarItem where ID == () {
    /// An item at a placement.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an identifier, at a placement.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
}

/// Several views in a toolbar at one placement.
///
/// ```swift
/// ToolbarItemGroup(placement: .topBarTrailing) {
///     Button("Filter") { }
///     Button("Share") { }
/// }
/// ```
public struct ToolbarItemGroup<Content: View>: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let placement: ToolbarItemPlacement
    let content: Content
    var entries: [ToolbarEntry] { [ToolbarEntry(placement: placement, view: AnyView(content))] }
    /// Drawn directly; there is no body.
    public var body: Never { return fatalError("ToolbarItemGroup is drawn directly and has no body") }

    /// A group of views at a placement.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement; self.content = content()
    }
}

/// Toolbar content made of several pieces.
public struct TupleToolbarContent: ToolbarContent, PrimitiveToolbarContent {
    public typealias Body = Never
    let entries: [ToolbarEntry]
    /// Drawn directly; there is no body.
    public var body: Never { return fatalError("TupleToolbarContent is drawn directly and has no body") }
}

/// The result builder of toolbar content, taking every control-flow form.
@resultBuilder
public enum ToolbarContentBuilder {
    /// One piece of toolbar content.
    public static func buildExpression<C: ToolbarContent>(_ content: C) -> TupleToolbarContent {
        TupleToolbarContent(entries: toolbarEntries(content))
    }
    /// Pieces of content one after another.
    public static func buildBlock(_ parts: TupleToolbarContent...) -> TupleToolbarContent {
        TupleToolbarContent(entries: parts.flatMap(\.entries))
    }
    /// Content of an `if` without `else`.
    public static func buildOptional(_ part: TupleToolbarContent?) -> TupleToolbarContent { part ?? TupleToolbarContent(entries: []) }
    /// The first branch of an `if` or `switch`.
    public static func buildEither(first: TupleToolbarContent) -> TupleToolbarContent { first }
    /// The second branch of an `if` or `switch`.
    public static func buildEither(second: TupleToolbarContent) -> TupleToolbarContent { second }
    /// The content of a `for` loop.
    public static func buildArray(_ parts: [TupleToolbarContent]) -> TupleToolbarContent {
        TupleToolbarContent(entries: parts.flatMap(\.entries))
    }
    /// Content inside `if #available`.
    public static func buildLimitedAvailability(_ part: TupleToolbarContent) -> TupleToolbarContent { part }
}

nonisolated extension View {
    /// Puts items in the navigation bar of the enclosing navigation container.
    ///
    /// ```swift
    /// .toolbar {
    ///     ToolbarItem(placement: .topBarTrailing) { Button("Export") { export() } }
    /// }
    /// ```
    public func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View {
        let entries = toolbarEntries(content())
        return NavigationBarModifiedView(content: self) { box, _ in box.items += entries }
    }

    /// Puts views in the trailing end of the navigation bar.
    public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
        let entry = ToolbarEntry(placement: .automatic, view: AnyView(content()))
        return NavigationBarModifiedView(content: self) { box, _ in box.items.append(entry) }
    }

    /// Shows or hides bars; hiding the navigation bar removes it from the picture.
    public func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View {
        let hides = visibility == .hidden && (bars.contains(.navigationBar) || bars.contains(.automatic))
        return NavigationBarModifiedView(content: self) { box, _ in if hides { box.isBarHidden = true } }
    }

    /// A bar's background; accepted, the bar shows what is behind it as at the top of a scroll.
    public func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }

    /// Whether a bar's background shows; accepted.
    public func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// A bar's colour scheme; accepted.
    public func toolbarColorScheme(_ colorScheme: ColorScheme?, for bars: ToolbarPlacement...) -> some View { self }
}
