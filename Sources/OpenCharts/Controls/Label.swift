import Foundation

/// A title with an icon beside it, as in lists and menus.
///
/// ```swift
/// Label("Steps", systemImage: "figure.walk")
/// Label { Text("Revenue") } icon: { Image(systemName: "dollarsign.circle") }
/// ```
nonisolated public struct Label<Title: View, Icon: View>: View, PrimitiveView {
    public typealias Body = Never
    let title: Title
    let icon: Icon

    /// A label whose title and icon the builders make.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title(); self.icon = icon()
    }

    init(title: Title, icon: Icon) { self.title = title; self.icon = icon }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        let configuration = LabelStyleConfiguration(title: .init(view: AnyView(title)), icon: .init(view: AnyView(icon)))
        let style = env.controls.labelStyle ?? AnyLabelStyle(DefaultLabelStyle())
        return makeLayoutNode(style.makeBody(configuration), env)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a title from a string literal and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: Text(titleKey), icon: Image(systemName: name))
    }

    /// A label with a title from a string and a symbol.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: Text(title), icon: Image(systemName: name))
    }

    /// A label with a title from a string literal and an asset image (drawn as a placeholder).
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: Text(titleKey), icon: Image(name))
    }

    /// A label with a title from a string and an asset image (drawn as a placeholder).
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: Text(title), icon: Image(name))
    }
}

/// A style that draws a label from its title and icon.
///
/// ```swift
/// struct TrailingIconStyle: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// ```
public protocol LabelStyle {
    /// A view that represents the body of a label.
    associatedtype Body: View
    /// What the style is given to draw: the control's label and state.
    typealias Configuration = LabelStyleConfiguration
    /// The label, drawn from its configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``LabelStyle`` is given: the label's title and icon.
public struct LabelStyleConfiguration {
    /// The title of the label, as a view.
    nonisolated public struct Title: View, ErasedContentView {
        public typealias Body = Never
        let view: AnyView
    }

    /// The icon of the label, as a view.
    nonisolated public struct Icon: View, ErasedContentView {
        public typealias Body = Never
        let view: AnyView
    }

    /// The label's title.
    public let title: Title
    /// The label's icon.
    public let icon: Icon
}

/// The platform's label: icon and title side by side on iOS.
public struct DefaultLabelStyle: LabelStyle {
    /// The default style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { TitleAndIconLabelStyle().makeBody(configuration: configuration) }
}

/// The icon, then the title, 8 points apart.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// The title-and-icon style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon
            configuration.title
        }
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// The title-only style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    /// The icon-only style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// The DefaultLabelStyle, by its short name.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}

extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// The TitleAndIconLabelStyle, by its short name.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}

extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The TitleOnlyLabelStyle, by its short name.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}

extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The IconOnlyLabelStyle, by its short name.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A label style as the environment keeps it.
struct AnyLabelStyle {
    let makeBody: (LabelStyleConfiguration) -> AnyView
    init<S: LabelStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

nonisolated extension View {
    /// Sets how labels in this view are drawn.
    ///
    /// ```swift
    /// Label("Filter", systemImage: "slider.horizontal.3").labelStyle(.iconOnly)
    /// ```
    public func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { $0.controls.labelStyle = AnyLabelStyle(style) }
    }
}
