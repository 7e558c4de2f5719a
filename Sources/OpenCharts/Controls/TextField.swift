import ChartScene
import Foundation

/// A field that would take text, drawn with its text or, when empty, its placeholder in grey;
/// with `.roundedBorder`, inside iOS's rounded grey border.
///
/// ```swift
/// TextField("Search cities", text: $query).textFieldStyle(.roundedBorder)
/// ```
nonisolated public struct TextField<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let text: String
    let placeholder: Text
    let isSecure: Bool
    /// The text's binding, which a live page's typing sets; `nil` for a formatted value.
    let binding: Binding<String>?

    /// A field whose label the builder makes, with an optional prompt shown when it is empty.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(text: text.wrappedValue, placeholder: prompt ?? Text(verbatim: ""), isSecure: false, binding: text)
    }

    init(text: String, placeholder: Text, isSecure: Bool, binding: Binding<String>? = nil) {
        self.text = text; self.placeholder = placeholder; self.isSecure = isSecure; self.binding = binding
    }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        let node = TextFieldBox.node(text: text, placeholder: placeholder, isSecure: isSecure, env)
        guard LiveRecorder.current != nil, env.isEnabled else { return node }
        return TextFieldTargetNode(child: node, text: text, isSecure: isSecure, rounded: env.controls.textFieldStyle == .roundedBorder,
                                   set: binding.map { b in { b.wrappedValue = $0 } }, submit: env.submitActions)
    }
}

extension TextField where Label == Text {
    /// A field with a placeholder from a string literal.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.init(text: text.wrappedValue, placeholder: Text(titleKey), isSecure: false, binding: text)
    }

    /// A field with a placeholder from a string.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.init(text: text.wrappedValue, placeholder: Text(title), isSecure: false, binding: text)
    }

    /// A field with a title and a prompt shown when it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.init(text: text.wrappedValue, placeholder: prompt ?? Text(titleKey), isSecure: false, binding: text)
    }

    /// A field that would grow along an axis as text is typed.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, axis: Axis) {
        self.init(text: text.wrappedValue, placeholder: Text(titleKey), isSecure: false, binding: text)
    }

    /// A field showing a value in a format.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(text: format.format(value.wrappedValue), placeholder: prompt ?? Text(titleKey), isSecure: false)
    }

    /// A field showing an optional value in a format, or its placeholder.
    public init<F: ParseableFormatStyle>(_ titleKey: LocalizedStringKey, value: Binding<F.FormatInput?>, format: F, prompt: Text? = nil)
    where F.FormatOutput == String {
        self.init(text: value.wrappedValue.map { format.format($0) } ?? "", placeholder: prompt ?? Text(titleKey), isSecure: false)
    }
}

/// A field that would take a password, drawn with dots for its text or its placeholder in grey.
///
/// ```swift
/// SecureField("API key", text: $apiKey)
/// ```
nonisolated public struct SecureField<Label: View>: View {
    let text: String
    let placeholder: Text
    var binding: Binding<String>? = nil

    /// A secure field whose label the builder makes.
    public init(text: Binding<String>, prompt: Text? = nil, @ViewBuilder label: () -> Label) {
        self.text = text.wrappedValue; placeholder = prompt ?? Text(verbatim: ""); binding = text
    }

    public var body: some View { TextField<Text>(text: text, placeholder: placeholder, isSecure: true, binding: binding) }
}

extension SecureField where Label == Text {
    /// A secure field with a placeholder from a string literal.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>) {
        self.text = text.wrappedValue; placeholder = Text(titleKey); binding = text
    }

    /// A secure field with a placeholder from a string.
    public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
        self.text = text.wrappedValue; placeholder = Text(title); binding = text
    }

    /// A secure field with a title and a prompt shown when it is empty.
    public init(_ titleKey: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
        self.text = text.wrappedValue; placeholder = prompt ?? Text(titleKey); binding = text
    }
}

/// How a text field is drawn.
enum TextFieldStyleKind: Sendable { case automatic, plain, roundedBorder }

/// A style of text field.
public protocol TextFieldStyle {}

/// The platform's text field: plain on iOS outside a form.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// Creates a default text field style.
    public init() {}
}
/// The text alone.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// Creates a plain text field style.
    public init() {}
}
/// The text inside a rounded grey border, 34 points high.
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// Creates a rounded border text field style.
    public init() {}
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The default text field style, based on the text field's context.
    public static var automatic: DefaultTextFieldStyle { .init() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// A text field style with no decoration.
    public static var plain: PlainTextFieldStyle { .init() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A text field style with a system-defined rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { .init() }
}

nonisolated extension View {
    /// Sets how text fields in this view are drawn.
    ///
    /// ```swift
    /// TextField("Name", text: $name).textFieldStyle(.roundedBorder)
    /// ```
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { env in
            switch style {
            case is RoundedBorderTextFieldStyle: env.controls.textFieldStyle = .roundedBorder
            case is PlainTextFieldStyle: env.controls.textFieldStyle = .plain
            default: env.controls.textFieldStyle = .automatic
            }
        }
    }
}

/// A text field's drawing: as wide as it is offered, its text or placeholder leading.
enum TextFieldBox {
    static let borderedHeight: CGFloat = 34
    static let borderedInset: CGFloat = 7
    static let cornerRadius: CGFloat = 5

    static func node(text: String, placeholder: Text, isSecure: Bool, _ env: EnvironmentValues) -> any LayoutNode {
        let shown: AnyView
        if text.isEmpty {
            shown = AnyView(placeholder.foregroundColor(Color(uiColor: .placeholderText)))
        } else {
            shown = AnyView(Text(verbatim: isSecure ? String(repeating: "•", count: min(text.count, 64)) : text))
        }
        let line = shown.frame(maxWidth: .infinity, alignment: .leading)
        guard env.controls.textFieldStyle == .roundedBorder else { return makeLayoutNode(line, env) }
        let boxed = line
            .padding(.horizontal, borderedInset)
            .frame(height: borderedHeight)
            .background(Color(uiColor: .systemBackground), in: RoundedRectangle(cornerRadius: cornerRadius))
            .overlay { RoundedRectangle(cornerRadius: cornerRadius).strokeBorder(Color(uiColor: .opaqueSeparator), lineWidth: 0.5) }
        return makeLayoutNode(boxed, env)
    }
}

/// Which submissions an `onSubmit` action hears.
public struct SubmitTriggers: OptionSet, Sendable {
    /// The triggers' bits.
    public let rawValue: Int
    /// Triggers of the given bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Return pressed in a text field.
    public static let text = SubmitTriggers(rawValue: 1)
    /// A search field submitted.
    public static let search = SubmitTriggers(rawValue: 2)
}

nonisolated extension View {
    /// Runs `action` when a text field in this view is submitted (Return pressed in it).
    ///
    /// ```swift
    /// TextField("City", text: $city).onSubmit { search(city) }
    /// ```
    public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void) -> some View {
        EnvironmentModifiedView(content: self) { env in
            if triggers.contains(.text) { env.submitActions.append(action) }
        }
    }
}

/// A text field in a live render: a tap focuses it, and while it has the focus the render
/// records it so the page can put an input over its box.
struct TextFieldTargetNode: WrapperNode, @unchecked Sendable {
    var child: any LayoutNode
    let text: String
    let isSecure: Bool
    let rounded: Bool
    let set: ((String) -> Void)?
    let submit: [() -> Void]

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        if let live = LiveRecorder.current, let ui = live.ui, rect.isFiniteRect {
            let key = live.nextFieldKey()
            live.addTarget(kind: "textfield", frame: rect.sceneRect, tap: { _ in ui.focusedField = key })
            if ui.focusedField == key {
                live.focusedField = LiveField(key: key, box: ScreenSession.pageBox(rect.sceneRect, live.transform), text: text,
                                              isSecure: isSecure, rounded: rounded, set: set, submit: submit)
            }
        }
        return child.render(in: rect, recorder)
    }
}
