import Foundation

/// A style that makes the whole of a button from its label and role.
public protocol PrimitiveButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// What the style is given to draw: the control's label and state.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// The button, drawn from its configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// A style that draws a button's label, pressed or not (here never pressed).
///
/// ```swift
/// struct PillStyle: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label.padding(8).background(.blue, in: Capsule())
///     }
/// }
/// ```
public protocol ButtonStyle {
    /// A view that represents the body of a button.
    associatedtype Body: View
    /// What the style is given to draw: the control's label and state.
    typealias Configuration = ButtonStyleConfiguration
    /// The button, drawn from its configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``PrimitiveButtonStyle`` is given: the button's label and role.
public struct PrimitiveButtonStyleConfiguration {
    /// The label of the button, as a view.
    nonisolated public struct Label: View, ErasedContentView {
        public typealias Body = Never
        let view: AnyView
        init(_ view: AnyView) { self.view = view }
    }

    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label

    /// Would perform the button's action; a rendered button is never triggered.
    public func trigger() {}
}

/// What a ``ButtonStyle`` is given: the button's label, role and pressed state.
public struct ButtonStyleConfiguration {
    /// The button's label as a view.
    public typealias Label = PrimitiveButtonStyleConfiguration.Label
    /// The button's role, if any.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Always `false`: a rendered button is never pressed.
    public let isPressed: Bool
}

/// A button style of either kind, as the environment keeps it.
struct AnyPrimitiveButtonStyle {
    let makeBody: (PrimitiveButtonStyleConfiguration) -> AnyView

    init<S: PrimitiveButtonStyle>(_ style: S) {
        makeBody = { AnyView(style.makeBody(configuration: $0)) }
    }

    init<S: ButtonStyle>(_ style: S) {
        makeBody = { c in
            AnyView(style.makeBody(configuration: ButtonStyleConfiguration(role: c.role, label: c.label, isPressed: false)))
        }
    }
}

nonisolated extension View {
    /// Sets how buttons in this view are drawn.
    ///
    /// ```swift
    /// Button("Spin") { spin() }.buttonStyle(.borderedProminent)
    /// ```
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { $0.buttonStyle = AnyPrimitiveButtonStyle(style) }
    }

    /// Sets how buttons in this view are drawn, from a style of their labels.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { $0.buttonStyle = AnyPrimitiveButtonStyle(style) }
    }
}
