import Foundation

/// What a screen shows in place of content it does not have, as iOS 17 draws it: a large grey
/// symbol, a bold title and a grey description, centred in the room it is offered.
///
/// ```swift
/// if sales.isEmpty {
///     ContentUnavailableView("No Sales", systemImage: "chart.bar", description: Text("Sales appear after the first order."))
/// } else {
///     Chart(sales) { … }
/// }
/// ```
nonisolated public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view whose label, description and actions the builders make.
    public init(@ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
                @ViewBuilder actions: () -> Actions = { EmptyView() }) {
        self.label = label(); self.description = description(); self.actions = actions()
    }

    init(label: Label, description: Description, actions: Actions) {
        self.label = label; self.description = description; self.actions = actions
    }

    public var body: some View {
        VStack(spacing: 12) {
            label
                .labelStyle(UnavailableLabelStyle())
            description
                .font(.subheadline)
                .foregroundStyle(.secondary)
            actions
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == OpenCharts.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A view with a title from a string literal, a symbol and an optional description.
    public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: OpenCharts.Label(title, systemImage: name), description: description, actions: EmptyView())
    }

    /// A view with a title from a string, a symbol and an optional description.
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: OpenCharts.Label(title, systemImage: name), description: description, actions: EmptyView())
    }
}

/// The label of an unavailable view: the symbol large and grey above the bold title.
struct UnavailableLabelStyle: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            configuration.icon
                .font(.system(size: 48))
                .foregroundStyle(.secondary)
            configuration.title
                .font(.title2.bold())
        }
    }
}

nonisolated extension Optional: View where Wrapped: View {
    /// An optional view is its view when there is one, and nothing otherwise.
    public typealias Body = Never
}

nonisolated extension Optional: PrimitiveView where Wrapped: View {
    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        switch self {
        case .some(let view): return makeLayoutNode(view, env)
        case .none: return EmptyNode()
        }
    }
}
