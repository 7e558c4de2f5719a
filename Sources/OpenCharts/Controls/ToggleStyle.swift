import Foundation

/// A style that draws a toggle from its label and state.
///
/// ```swift
/// struct CheckboxStyle: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Label { configuration.label } icon: {
///             Image(systemName: configuration.isOn ? "checkmark.square" : "square")
///         }
///     }
/// }
/// ```
public protocol ToggleStyle {
    /// A view that represents the appearance and interaction of a toggle.
    associatedtype Body: View
    /// What the style is given to draw: the control's label and state.
    typealias Configuration = ToggleStyleConfiguration
    /// The toggle, drawn from its configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ToggleStyle`` is given: the toggle's label and state.
public struct ToggleStyleConfiguration {
    /// The label of the toggle, as a view.
    nonisolated public struct Label: View, ErasedContentView {
        public typealias Body = Never
        let view: AnyView
    }

    /// The label of the toggle.
    public let label: Label
    /// Whether the toggle is on.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for several values, some on and some off.
    public var isMixed: Bool
}

/// The platform's toggle: a switch on iOS.
public struct DefaultToggleStyle: ToggleStyle {
    /// The default style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SwitchToggleStyle().makeBody(configuration: configuration) }
}

/// iOS's switch: the label leading, a 51 by 31 point switch trailing, green when on.
public struct SwitchToggleStyle: ToggleStyle {
    let tint: Color?
    /// A switch in the system green when on.
    public init() { tint = nil }
    /// A switch of a given colour when on.
    public init(tint: Color) { self.tint = tint }

    public func makeBody(configuration: Configuration) -> some View {
        SwitchRow(label: configuration.label, isOn: configuration.isOn, tint: tint)
    }
}

/// A toggle drawn as a button: its label in the tint, on a pale tint when on.
public struct ButtonToggleStyle: ToggleStyle {
    /// The button style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.isOn {
            Button(action: {}) { configuration.label }.buttonStyle(.bordered)
        } else {
            Button(action: {}) { configuration.label }.buttonStyle(.borderless)
        }
    }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The DefaultToggleStyle, by its short name.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}

extension ToggleStyle where Self == SwitchToggleStyle {
    /// The SwitchToggleStyle, by its short name.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}

extension ToggleStyle where Self == ButtonToggleStyle {
    /// The ButtonToggleStyle, by its short name.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

/// A toggle style as the environment keeps it.
struct AnyToggleStyle {
    let makeBody: (ToggleStyleConfiguration) -> AnyView
    init<S: ToggleStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

nonisolated extension View {
    /// Sets how toggles in this view are drawn.
    ///
    /// ```swift
    /// Toggle("Show Average", isOn: $showAverage).toggleStyle(.button)
    /// ```
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { $0.controls.toggleStyle = AnyToggleStyle(style) }
    }
}
