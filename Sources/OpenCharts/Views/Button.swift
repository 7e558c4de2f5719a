import Foundation

/// A control that performs an action when tapped. A rendered picture cannot be tapped, so there
/// the button is drawn in its style and the action never runs; a live screen runs it, and an
/// interactive page shows the states its action leads to.
///
/// ```swift
/// Button("Spin") { spin() }
///     .buttonStyle(.borderedProminent)
/// ```
nonisolated public struct Button<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let role: ButtonRole?
    let label: Label
    let action: () -> Void

    /// A button showing the label the builder makes.
    public init(action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: nil, action: action, label: label)
    }

    /// A button with a role, showing the label the builder makes.
    public init(role: ButtonRole?, action: @escaping () -> Void, @ViewBuilder label: () -> Label) {
        self.init(role: role, action: action, label: label())
    }

    init(role: ButtonRole?, action: @escaping () -> Void, label: Label) {
        self.role = role; self.action = action; self.label = label
    }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        if let collector = env.containers.alertButtons {
            // An alert's action: the alert draws it.
            collector.buttons.append((AnyView(label), role, action))
            return EmptyNode()
        }
        let configuration = PrimitiveButtonStyleConfiguration(role: role, label: .init(AnyView(label)))
        let style = env.buttonStyle ?? AnyPrimitiveButtonStyle(DefaultButtonStyle())
        let node = makeLayoutNode(style.makeBody(configuration), env)
        if LiveRecorder.current == nil { return OfflineControls.button(node, env, action: action) }
        return liveTarget(node, kind: "button", action: action)
    }
}

extension Button where Label == Text {
    /// A button with a text label from a string literal, localized like `Text`.
    public init(_ titleKey: LocalizedStringKey, action: @escaping () -> Void) {
        self.init(role: nil, action: action, label: Text(titleKey))
    }

    /// A button with a text label from a string.
    public init<S: StringProtocol>(_ title: S, action: @escaping () -> Void) {
        self.init(role: nil, action: action, label: Text(title))
    }

    /// A button with a role and a text label from a string literal.
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action, label: Text(titleKey))
    }

    /// A button with a role and a text label from a string.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping () -> Void) {
        self.init(role: role, action: action, label: Text(title))
    }
}

/// What a button does, which can change how it looks: destructive buttons are red.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// A button that deletes or removes something: drawn in red.
    public static let destructive = ButtonRole(name: "destructive")
    /// A button that cancels.
    public static let cancel = ButtonRole(name: "cancel")
}
