import Foundation

/// The direction text and layout run in.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// A left-to-right layout direction.
    case leftToRight
    /// A right-to-left layout direction.
    case rightToLeft
}

/// How much room a screen has along one axis, in SwiftUI's two classes.
public enum UserInterfaceSizeClass: Hashable, Sendable {
    /// The compact size class.
    case compact
    /// The regular size class.
    case regular
}

/// The size of text the reader has chosen, from extra small to the five accessibility sizes.
public enum DynamicTypeSize: Hashable, Comparable, Sendable, CaseIterable {
    /// An extra small size.
    case xSmall
    /// A small size.
    case small
    /// A medium size.
    case medium
    /// A large size.
    case large
    /// An extra large size.
    case xLarge
    /// An extra extra large size.
    case xxLarge
    /// An extra extra extra large size.
    case xxxLarge
    /// The first accessibility size.
    case accessibility1
    /// The second accessibility size.
    case accessibility2
    /// The third accessibility size.
    case accessibility3
    /// The fourth accessibility size.
    case accessibility4
    /// The fifth accessibility size.
    case accessibility5

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilitySize: Bool { self >= .accessibility1 }
}

/// Why a view is drawn as a placeholder instead of its content.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
    /// The reasons as bits.
    public let rawValue: Int
    /// Reasons from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The content is not loaded yet: text is drawn as grey bars.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// The content is private.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// The content is out of date.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

/// Dismisses the presentation the view is in: the sheet, cover or pushed screen that shows it.
/// Outside any presentation it does nothing.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// …
/// Button("Done") { dismiss() }
/// ```
public struct DismissAction: Sendable {
    private let box: DismissBox?

    /// An action that does nothing.
    public init() { box = nil }

    /// An action that runs `perform`, which ends a presentation.
    init(_ perform: @escaping () -> Void) { box = DismissBox(perform: perform) }

    /// Dismisses the presentation the view is in, if any.
    public func callAsFunction() { box?.perform() }
}

/// What a dismiss action runs. The closure sets the user's bindings, which SwiftUI lets any
/// view's action set; a live session runs actions one at a time.
final class DismissBox: @unchecked Sendable {
    let perform: () -> Void
    init(perform: @escaping () -> Void) { self.perform = perform }
}

/// Opens a URL; a rendered picture cannot, so calling it does nothing.
public struct OpenURLAction: Sendable {
    /// Whether the URL was handled.
    public struct Result: Sendable, Equatable {
        let handled: Bool
        /// The handler opened the URL.
        public static let handled = Result(handled: true)
        /// The handler did not open the URL.
        public static let discarded = Result(handled: false)
        /// The handler left the URL to the system.
        public static let systemAction = Result(handled: false)
    }
    private let handler: @Sendable (URL) -> Result
    /// An action that calls `handler` with each URL.
    public init(handler: @escaping @Sendable (URL) -> Result) { self.handler = handler }
    /// Hands the URL to the handler; the default one discards it.
    public func callAsFunction(_ url: URL) { _ = handler(url) }
}

private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct HorizontalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct VerticalSizeClassKey: EnvironmentKey { static let defaultValue: UserInterfaceSizeClass? = .regular }
private struct DisplayScaleKey: EnvironmentKey { static let defaultValue: CGFloat = 1 }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct RedactionReasonsKey: EnvironmentKey { static let defaultValue = RedactionReasons() }
private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction() }
private struct OpenURLKey: EnvironmentKey { static let defaultValue = OpenURLAction { _ in .discarded } }

extension EnvironmentValues {
    /// Left to right, or right to left for the renderer's Arabic, Hebrew, Persian or Urdu locale.
    /// Layout itself is not mirrored.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
    }
    /// The reader's text size: `.large`, the iOS default.
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }
    /// Compact when the renderer's proposed width is under 600 points, as on an iPhone held upright.
    public var horizontalSizeClass: UserInterfaceSizeClass? {
        get { self[HorizontalSizeClassKey.self] }
        set { self[HorizontalSizeClassKey.self] = newValue }
    }
    /// Compact when the renderer's proposed height is under 500 points, as on an iPhone held sideways.
    public var verticalSizeClass: UserInterfaceSizeClass? {
        get { self[VerticalSizeClassKey.self] }
        set { self[VerticalSizeClassKey.self] = newValue }
    }
    /// Pixels per point of the output: 1, since SVG is drawn in points.
    public var displayScale: CGFloat {
        get { self[DisplayScaleKey.self] }
        set { self[DisplayScaleKey.self] = newValue }
    }
    /// Whether controls in this view take input; `disabled(true)` turns it off, and controls dim.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }
    /// Why views here are drawn as placeholders; set by `redacted(reason:)`.
    public var redactionReasons: RedactionReasons {
        get { self[RedactionReasonsKey.self] }
        set { self[RedactionReasonsKey.self] = newValue }
    }
    /// Dismisses the presentation the view is in: a sheet, a cover or a pushed screen.
    public var dismiss: DismissAction { self[DismissKey.self] }

    /// Sets what `dismiss` does for the views of a presentation.
    var dismissAction: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }
    /// Opens a URL: does nothing in a picture.
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }
}

extension LayoutDirection {
    /// The direction of a locale's language: right to left for Arabic, Hebrew, Persian, Urdu and
    /// a few others, found by language code so the machine's locale data does not matter.
    init(locale: Locale) {
        let rtl: Set<String> = ["ar", "he", "iw", "fa", "ur", "ps", "sd", "ug", "yi", "dv", "ckb"]
        let code = locale.identifier.split(whereSeparator: { $0 == "_" || $0 == "-" }).first.map(String.init) ?? ""
        self = rtl.contains(code.lowercased()) ? .rightToLeft : .leftToRight
    }
}

extension UserInterfaceSizeClass {
    /// The class for a proposed length: compact below `threshold`, regular otherwise or when unknown.
    init(length: CGFloat?, threshold: CGFloat) {
        if let length, length.isFinite, length < threshold { self = .compact } else { self = .regular }
    }
}
