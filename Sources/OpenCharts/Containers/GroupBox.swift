import Foundation

/// A box that groups a label and its content on a rounded grey background, as iOS draws it.
///
/// ```swift
/// GroupBox("Monthly averages") {
///     Chart(temperatures) { LineMark(x: .value("Month", $0.month), y: .value("°C", $0.celsius)) }
/// }
/// ```
public struct GroupBox<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A group box with a label view above its content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content(); self.label = label()
    }

    /// A group box with a label view, given first, above its content.
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label; self.content = content()
    }

    public var body: some View {
        // iOS pads the box by 16 points, sets the label in the headline font 8 points above the
        // content, and fills a continuous rounded rectangle of radius 8 with the secondary
        // system background.
        VStack(alignment: .leading, spacing: 8) {
            label.font(.headline)
            content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(Color.groupBoxBackground, in: RoundedRectangle(cornerRadius: 8))
    }
}

extension GroupBox where Label == EmptyView {
    /// A group box with no label.
    public init(@ViewBuilder content: () -> Content) { self.init(label: EmptyView(), content: content) }
}

extension GroupBox where Label == Text {
    /// A group box titled with a string.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(label: Text(String(title)), content: content)
    }

    /// A group box titled with a localized string key.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(label: Text(titleKey), content: content)
    }
}

extension Color {
    /// secondarySystemBackground: the fill of group boxes.
    static let groupBoxBackground = system(0xF2F2F7, 0x1C1C1E)
}
