import Foundation

/// A control that would open a URL, drawn as its label in the tint colour.
///
/// ```swift
/// Link("Data source", destination: URL(string: "https://example.com/data")!)
/// ```
nonisolated public struct Link<Label: View>: View {
    let label: Label
    let destination: URL

    /// A link whose label the builder makes.
    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination; self.label = label()
    }

    public var body: some View {
        Button(action: {}) { label }.buttonStyle(.borderless)
    }
}

extension Link where Label == Text {
    /// A link with a text label from a string literal.
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.destination = destination; label = Text(titleKey)
    }

    /// A link with a text label from a string.
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.destination = destination; label = Text(title)
    }
}

/// A control that would show a menu when tapped, drawn as its label in the tint colour.
///
/// ```swift
/// Menu("Export") {
///     Button("PNG") { export(.png) }
///     Button("CSV") { export(.csv) }
/// }
/// ```
nonisolated public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A menu whose items and label the builders make.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label()
    }

    init(content: Content, label: Label) { self.content = content; self.label = label }

    /// A menu with a primary action for a tap; the menu shows on a long press.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void) {
        self.init(content: content, label: label)
    }

    public var body: some View {
        Button(action: {}) { label }.buttonStyle(.borderless)
    }
}

extension Menu where Label == Text {
    /// A menu with a text label from a string literal.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content(), label: Text(titleKey))
    }

    /// A menu with a text label from a string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content(), label: Text(title))
    }

    /// A menu with a text label and a primary action.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void) {
        self.init(content: content(), label: Text(titleKey))
    }
}

extension Menu where Label == OpenCharts.Label<Text, Image> {
    /// A menu labelled with a title and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content(), label: OpenCharts.Label(titleKey, systemImage: systemImage))
    }

    /// A menu labelled with a title and a symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content(), label: OpenCharts.Label(title, systemImage: systemImage))
    }
}
