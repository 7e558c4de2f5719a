import Foundation

/// What the views inside a navigation container ask of its bar: a title, how to show it, and
/// bar items. Views record these while they are made,
/// the innermost first, as SwiftUI's preferences carry them up.
final class NavigationBarBox: @unchecked Sendable {
    var title: Text?
    var displayMode: NavigationBarItem.TitleDisplayMode?
    var items: [ToolbarEntry] = []
    var isBarHidden = false
    var isBackButtonHidden = false
}

/// One item of a toolbar: a view and where it goes.
struct ToolbarEntry {
    var placement: ToolbarItemPlacement
    var view: AnyView
}

/// A navigation bar item's settings.
public struct NavigationBarItem: Sendable {
    /// How a navigation title is shown: large under the bar, inline in it, or as the container
    /// decides (large for the root of a stack).
    public enum TitleDisplayMode: Hashable, Sendable {
        /// Inherit the display mode from the previous navigation item.
        case automatic
        /// Display the title within the standard bounds of the navigation bar.
        case inline
        /// Display a large title within an expanded navigation bar.
        case large
    }
}

/// A view that records something in the enclosing navigation bar after its content is made, so
/// that the innermost setting wins.
nonisolated struct NavigationBarModifiedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let record: (NavigationBarBox, EnvironmentValues) -> Void
    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        let node = makeLayoutNode(content, env)
        if let box = env.containers.navigation { record(box, env) }
        return node
    }
}

nonisolated extension View {
    /// Titles the navigation bar of the enclosing `NavigationStack`.
    ///
    /// ```swift
    /// List { … }.navigationTitle("Sales")
    /// ```
    public func navigationTitle(_ title: Text) -> some View {
        NavigationBarModifiedView(content: self) { box, _ in if box.title == nil { box.title = title } }
    }

    /// Titles the navigation bar with a string literal, localized like `Text`.
    public func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }

    /// Titles the navigation bar with a string.
    @_disfavoredOverload
    public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

    /// Titles the navigation bar with a bound, editable string.
    public func navigationTitle(_ title: Binding<String>) -> some View { navigationTitle(Text(title.wrappedValue)) }

    /// How the navigation title is shown: `.large` under the bar, `.inline` in it.
    ///
    /// ```swift
    /// Chart(sales) { … }.navigationTitle("Week 12").navigationBarTitleDisplayMode(.inline)
    /// ```
    public func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        NavigationBarModifiedView(content: self) { box, _ in if box.displayMode == nil { box.displayMode = displayMode } }
    }

    /// Titles the navigation bar (the older spelling of `navigationTitle`).
    public func navigationBarTitle(_ title: Text) -> some View { navigationTitle(title) }
    /// Titles the navigation bar with a string literal.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> some View { navigationTitle(Text(titleKey)) }
    /// Titles the navigation bar with a string.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View { navigationTitle(Text(title)) }

    /// Titles the navigation bar and sets how the title is shown.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationTitle(title).navigationBarTitleDisplayMode(displayMode)
    }
    /// Titles the navigation bar with a string literal and sets how the title is shown.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(titleKey), displayMode: displayMode)
    }
    /// Titles the navigation bar with a string and sets how the title is shown.
    @_disfavoredOverload
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode) -> some View {
        navigationBarTitle(Text(title), displayMode: displayMode)
    }

    /// Hides the navigation bar.
    public func navigationBarHidden(_ hidden: Bool) -> some View {
        NavigationBarModifiedView(content: self) { box, _ in if hidden { box.isBarHidden = true } }
    }

    /// Hides the back button of a pushed screen; a root screen has none.
    public func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View {
        NavigationBarModifiedView(content: self) { box, _ in if hidesBackButton { box.isBackButtonHidden = true } }
    }
}

/// How a toolbar's title is shown (the iOS 17 spelling of the title display mode).
public struct ToolbarTitleDisplayMode: Sendable {
    let mode: NavigationBarItem.TitleDisplayMode
    /// Large at the root of a stack.
    public static let automatic = ToolbarTitleDisplayMode(mode: .automatic)
    /// 34-point bold, under the bar.
    public static let large = ToolbarTitleDisplayMode(mode: .large)
    /// 17-point semibold, centred in the bar.
    public static let inline = ToolbarTitleDisplayMode(mode: .inline)
    /// Inline and leading-aligned on iOS 17; drawn as large here.
    public static let inlineLarge = ToolbarTitleDisplayMode(mode: .large)
}

nonisolated extension View {
    /// How the navigation title is shown.
    ///
    /// ```swift
    /// List { … }.navigationTitle("Sales").toolbarTitleDisplayMode(.inline)
    /// ```
    public func toolbarTitleDisplayMode(_ mode: ToolbarTitleDisplayMode) -> some View {
        navigationBarTitleDisplayMode(mode.mode)
    }

    /// Puts views at the leading and trailing ends of the navigation bar (the older spelling of
    /// `toolbar`).
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
        let entries = [ToolbarEntry(placement: .navigationBarLeading, view: AnyView(leading)),
                       ToolbarEntry(placement: .navigationBarTrailing, view: AnyView(trailing))]
        return NavigationBarModifiedView(content: self) { box, _ in box.items += entries }
    }

    /// Puts a view at the leading end of the navigation bar.
    public func navigationBarItems<L: View>(leading: L) -> some View {
        let entry = ToolbarEntry(placement: .navigationBarLeading, view: AnyView(leading))
        return NavigationBarModifiedView(content: self) { box, _ in box.items.append(entry) }
    }

    /// Puts a view at the trailing end of the navigation bar.
    public func navigationBarItems<T: View>(trailing: T) -> some View {
        let entry = ToolbarEntry(placement: .navigationBarTrailing, view: AnyView(trailing))
        return NavigationBarModifiedView(content: self) { box, _ in box.items.append(entry) }
    }
}
