import Foundation

/// What kind of element a view is to assistive technologies, as in SwiftUI.
///
/// ```swift
/// Text("Weekly sales").accessibilityAddTraits(.isHeader)
/// ```
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits as bits.
    public let rawValue: Int
    /// Traits from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The view is a button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The view is a heading of a section.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The view is selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The view opens a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The view is a search field.
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    /// The view is an image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    /// The view plays a sound when used.
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    /// The view is a key of a keyboard.
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    /// The view is text that does not change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    /// The view summarises the screen when it appears.
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    /// The view changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    /// The view starts playing media.
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    /// The view takes touches directly.
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    /// The view turns the page when read to its end.
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    /// The view hides the views beside it.
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    /// The view is a switch.
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
    /// The view is a tab bar.
    public static let isTabBar = AccessibilityTraits(rawValue: 1 << 16)

    /// The ARIA role that says the same in SVG and HTML, for the traits that have one.
    var ariaRole: String? {
        if contains(.isHeader) { return "heading" }
        if contains(.isButton) { return "button" }
        if contains(.isLink) { return "link" }
        if contains(.isImage) { return "img" }
        if contains(.isSearchField) { return "searchbox" }
        return nil
    }
}

/// How a view's children become accessibility elements.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case ignore, contain, combine }
    let kind: Kind

    /// The children are hidden; the view is one element with its own label.
    public static let ignore = AccessibilityChildBehavior(kind: .ignore)
    /// The children stay elements, grouped in this one.
    public static let contain = AccessibilityChildBehavior(kind: .contain)
    /// The children's labels are joined into this one element's label.
    public static let combine = AccessibilityChildBehavior(kind: .combine)
}
