import ChartScene
import Foundation

/// A control that picks one of several tagged options, drawn in its style with the option
/// whose tag equals the selection shown as selected. Options are tagged with `tag(_:)`, or by
/// the ids of a `ForEach`.
///
/// ```swift
/// enum Period: String, CaseIterable { case week = "Week", month = "Month", year = "Year" }
/// @State private var period = Period.month
///
/// Picker("Period", selection: $period) {
///     ForEach(Period.allCases, id: \.self) { Text($0.rawValue).tag($0) }
/// }
/// .pickerStyle(.segmented)
/// ```
nonisolated public struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    public typealias Body = Never
    let selection: Binding<SelectionValue>
    let label: Label
    let content: Content

    /// A picker whose options and label the builders make.
    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.init(selection: selection, label: label(), content: content())
    }

    /// A picker with a label view and options from the builder (the older form).
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, label: label, content: content())
    }

    init(selection: Binding<SelectionValue>, label: Label, content: Content) {
        self.selection = selection; self.label = label; self.content = content
    }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        let selected = AnyHashable(selection.wrappedValue)
        let selection = self.selection
        let choose: (AnyHashable) -> Void = { if let value = $0.base as? SelectionValue { selection.wrappedValue = value } }
        let content = self.content
        var model = PickerModel(label: AnyView(label), options: { env in
            makeLayoutNode(content, env).stackMembers.map { PickerModel.Option(node: $0, tag: TagNode.tag(of: $0)) }
        }, selected: selected)
        if LiveRecorder.current != nil, env.isEnabled { model.choose = choose }
        // An offline page's inline and wheel rows each choose their option (``OfflineControls``).
        if OfflineControls.current != nil, env.isEnabled, [.inline, .wheel].contains(env.controls.pickerStyle) { model.choose = choose }
        let node = model.node(env.controls.pickerStyle, env)
        if LiveRecorder.current == nil { return OfflineControls.picker(node, model, env, choose: choose) }
        return livePicker(node, model, env, choose: choose)
    }
}

extension Picker where Label == Text {
    /// A picker with a text label from a string literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, label: Text(titleKey), content: content())
    }

    /// A picker with a text label from a string.
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, label: Text(title), content: content())
    }
}

extension Picker where Label == OpenCharts.Label<Text, Image> {
    /// A picker labelled with a title and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, label: OpenCharts.Label(titleKey, systemImage: systemImage), content: content())
    }

    /// A picker labelled with a title and a symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, label: OpenCharts.Label(title, systemImage: systemImage), content: content())
    }
}

/// The ways a picker can be drawn.
enum PickerStyleKind: Sendable { case automatic, menu, segmented, inline, wheel, navigationLink, palette }

/// A style of picker. The built-in styles are the only ones, as in SwiftUI.
public protocol PickerStyle {}

/// The built-in picker styles, each naming how it draws.
protocol BuiltInPickerStyle: PickerStyle { var kind: PickerStyleKind { get } }

/// The platform's picker: a menu on iOS.
public struct DefaultPickerStyle: BuiltInPickerStyle {
    /// Creates a default picker style.
    public init() {}
    var kind: PickerStyleKind { .automatic }
}
/// The selected option in the tint with up-down chevrons, trailing the label.
public struct MenuPickerStyle: BuiltInPickerStyle {
    /// Creates a menu picker style.
    public init() {}
    var kind: PickerStyleKind { .menu }
}
/// iOS's segmented control: every option side by side, the selected one raised in white.
public struct SegmentedPickerStyle: BuiltInPickerStyle {
    /// Creates a segmented picker style.
    public init() {}
    var kind: PickerStyleKind { .segmented }
}
/// Every option as a row, the selected one checked.
public struct InlinePickerStyle: BuiltInPickerStyle {
    /// Creates an inline picker style.
    public init() {}
    var kind: PickerStyleKind { .inline }
}
/// A spinning wheel with the selected option in the highlighted middle row.
public struct WheelPickerStyle: BuiltInPickerStyle {
    /// Creates a wheel picker style.
    public init() {}
    var kind: PickerStyleKind { .wheel }
}
/// A row showing the selected option in grey and a chevron, as a link to the options.
public struct NavigationLinkPickerStyle: BuiltInPickerStyle {
    /// Creates a navigation link picker style.
    public init() {}
    var kind: PickerStyleKind { .navigationLink }
}
/// Options side by side, drawn here as a segmented control.
public struct PalettePickerStyle: BuiltInPickerStyle {
    /// Creates a palette picker style.
    public init() {}
    var kind: PickerStyleKind { .palette }
}

extension PickerStyle where Self == DefaultPickerStyle {
    /// The default picker style, based on the picker's context.
    public static var automatic: DefaultPickerStyle { .init() }
}
extension PickerStyle where Self == MenuPickerStyle {
    /// A picker style that presents the options as a menu when the user presses a button.
    public static var menu: MenuPickerStyle { .init() }
}
extension PickerStyle where Self == SegmentedPickerStyle {
    /// A picker style that presents the options in a segmented control.
    public static var segmented: SegmentedPickerStyle { .init() }
}
extension PickerStyle where Self == InlinePickerStyle {
    /// A picker style that presents the options as inline views, as children of the picker's container.
    public static var inline: InlinePickerStyle { .init() }
}
extension PickerStyle where Self == WheelPickerStyle {
    /// A picker style that presents the options in a scrollable wheel that shows the selected option and a few neighboring options.
    public static var wheel: WheelPickerStyle { .init() }
}
extension PickerStyle where Self == NavigationLinkPickerStyle {
    /// A picker style represented by a navigation link that presents the options by pushing a list-style picker view.
    public static var navigationLink: NavigationLinkPickerStyle { .init() }
}
extension PickerStyle where Self == PalettePickerStyle {
    /// A picker style that presents the options as a row of compact elements.
    public static var palette: PalettePickerStyle { .init() }
}

nonisolated extension View {
    /// Sets how pickers in this view are drawn.
    ///
    /// ```swift
    /// Picker("Period", selection: $period) { … }.pickerStyle(.segmented)
    /// ```
    public func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { $0.controls.pickerStyle = (style as? any BuiltInPickerStyle)?.kind ?? .automatic }
    }
}
