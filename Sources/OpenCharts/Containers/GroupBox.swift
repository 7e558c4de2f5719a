import ChartScene
import Foundation

/// A box grouping views under an optional label, drawn as iOS draws one: the label in the
/// headline font over the content, 16 points inside a grey rounded rectangle as wide as the room.
///
/// ```swift
/// GroupBox("Daily sales") {
///     Chart(sales) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales)) }
/// }
/// ```
nonisolated public struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content

    /// A box with a label made by a builder.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label(); self.content = content()
    }

    /// A box with a label (the older form).
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label; self.content = content()
    }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        var labelEnv = env
        labelEnv.font = env.font ?? .headline
        let children = makeLayoutNode(label, labelEnv).stackMembers + makeLayoutNode(content, env).stackMembers
        let column = StackNode(axis: .vertical, alignment: 0, spacing: 8, children: children)
        let wide = FrameNode(child: column, minWidth: nil, idealWidth: nil, maxWidth: .infinity,
                             minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .topLeading)
        let padded = PaddingNode(child: wide, top: 16, leading: 16, bottom: 16, trailing: 16)
        let box = ShapeNode(shape: RoundedRectangle(cornerRadius: 8, style: .continuous),
                            fill: .color(Color.secondarySystemBackground.resolved(env.colorScheme)), stroke: nil)
        return LayerNode(child: padded, layer: box, alignment: .center, behind: true)
    }
}

extension GroupBox where Label == EmptyView {
    /// A box without a label.
    public init(@ViewBuilder content: () -> Content) { self.init(label: EmptyView(), content: content) }
}

extension GroupBox where Label == Text {
    /// A box labelled by a string literal, localized like `Text`.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content)
    }

    /// A box labelled by a string.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), content: content)
    }
}

/// How group boxes draw; every style draws as iOS's default here.
public protocol GroupBoxStyle {}

/// The platform's default group box style.
public struct DefaultGroupBoxStyle: GroupBoxStyle, Sendable {
    /// Creates a default group box style.
    public init() {}
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    /// The platform's default group box style.
    public static var automatic: DefaultGroupBoxStyle { DefaultGroupBoxStyle() }
}

nonisolated extension View {
    /// Sets the style of group boxes in this view; every style draws as the default.
    public func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View { self }
}

extension Color {
    /// secondarySystemBackground: the grey of group boxes.
    static let secondarySystemBackground = Color(uiColor: .secondarySystemBackground)
}
