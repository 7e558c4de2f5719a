import Foundation

/// A label and a value side by side, as form rows show them: the label leading, the value
/// trailing in grey.
///
/// ```swift
/// LabeledContent("Average", value: 9_486, format: .number)
/// ```
nonisolated public struct LabeledContent<Label: View, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let content: Content

    /// A row whose value and label the builders make.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label()
    }

    init(label: Label, content: Content) { self.label = label; self.content = content }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        var valueEnv = env
        if valueEnv.foregroundStyle == nil { valueEnv.foregroundStyle = AnyShapeStyle(HierarchicalShapeStyle.secondary) }
        let value = IdealSizeNode(child: makeLayoutNode(content, valueEnv))
        if env.controls.labelsHidden { return value }
        return StackNode(axis: .horizontal, alignment: 0.5, spacing: nil, children: [makeLayoutNode(label, env), SpacerNode(minLength: 8), value])
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A row with a title from a string literal and a string value.
    public init<S: StringProtocol>(_ titleKey: LocalizedStringKey, value: S) {
        self.init(label: Text(titleKey), content: Text(value))
    }

    /// A row with a title from a string and a string value.
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(label: Text(title), content: Text(value))
    }

    /// A row with a title from a string literal and a value in a format.
    public init<F: FormatStyle>(_ titleKey: LocalizedStringKey, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(label: Text(titleKey), content: Text(value, format: format))
    }

    /// A row with a title from a string and a value in a format.
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F) where F.FormatOutput == String {
        self.init(label: Text(title), content: Text(value, format: format))
    }
}

extension LabeledContent where Label == Text {
    /// A row with a title from a string literal and a value the builder makes.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content())
    }

    /// A row with a title from a string and a value the builder makes.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(label: Text(title), content: content())
    }
}

/// A link that would share an item, drawn as its label in the tint: by default "Share" with
/// the share symbol.
///
/// ```swift
/// ShareLink(item: reportURL)
/// ```
nonisolated public struct ShareLink<Label: View>: View {
    let label: Label

    /// A share link whose label the builder makes.
    public init<Item>(item: Item, @ViewBuilder label: () -> Label) { self.label = label() }

    public var body: some View { Button(action: {}) { label }.buttonStyle(.borderless) }
}

extension ShareLink where Label == OpenCharts.Label<Text, Image> {
    /// A share link labelled "Share" with the share symbol.
    public init<Item>(item: Item) { label = OpenCharts.Label("Share", systemImage: "square.and.arrow.up") }

    /// A share link with a title from a string literal and the share symbol.
    public init<Item>(_ titleKey: LocalizedStringKey, item: Item) { label = OpenCharts.Label(titleKey, systemImage: "square.and.arrow.up") }
}
