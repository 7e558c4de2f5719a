import Foundation

/// The platform's usual button: on iOS, borderless.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    /// The default style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SystemButton(kind: .borderless, configuration: configuration) }
}

/// A button that is its label in the tint colour, with no border or fill.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    /// The borderless style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SystemButton(kind: .borderless, configuration: configuration) }
}

/// A button that is its label as it is, untinted.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    /// The plain style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SystemButton(kind: .plain, configuration: configuration) }
}

/// A button on a pale rounded rectangle of its tint, its label in the tint.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    /// The bordered style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SystemButton(kind: .bordered, configuration: configuration) }
}

/// A button on a rounded rectangle filled with its tint, its label in white.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    /// The bordered prominent style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { SystemButton(kind: .borderedProminent, configuration: configuration) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The platform's default style: the label in the tint.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label in the tint, with no border.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label as it is.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// The label on a pale tint in a rounded rectangle.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// The label in white on the tint in a rounded rectangle.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}

/// A system button drawn as on iOS at the regular control size: the label in the body font,
/// inset 12 points across and 7 down in the bordered styles, on a rounded rectangle of radius 6.
nonisolated struct SystemButton: View, PrimitiveView {
    typealias Body = Never
    enum Kind { case borderless, plain, bordered, borderedProminent }

    static let horizontalPadding: CGFloat = 12
    static let verticalPadding: CGFloat = 7
    static let cornerRadius: CGFloat = 6
    /// The opacity of the tint behind a bordered button's label.
    static let borderedFillOpacity = 0.15

    let kind: Kind
    let configuration: PrimitiveButtonStyleConfiguration

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        let tint = env.tint ?? (configuration.role == .destructive ? .red : .accentColor)
        let label = configuration.label
        switch kind {
        case .plain:
            return makeLayoutNode(label, env)
        case .borderless:
            return makeLayoutNode(label.foregroundStyle(tint), env)
        case .bordered:
            return makeLayoutNode(framed(label.foregroundStyle(tint), fill: tint.opacity(Self.borderedFillOpacity)), env)
        case .borderedProminent:
            return makeLayoutNode(framed(label.foregroundStyle(Color.white), fill: tint), env)
        }
    }

    private func framed<V: View>(_ label: V, fill: Color) -> some View {
        label
            .padding(.horizontal, Self.horizontalPadding)
            .padding(.vertical, Self.verticalPadding)
            .background { RoundedRectangle(cornerRadius: Self.cornerRadius).fill(fill) }
    }
}
