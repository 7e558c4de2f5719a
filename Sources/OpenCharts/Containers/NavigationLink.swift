import ChartScene
import Foundation

/// A link to another screen. In a list it is a row with a grey chevron at its trailing end;
/// elsewhere its label is drawn as a button's, in the accent colour. On a live screen a tap
/// pushes its destination onto the enclosing `NavigationStack`; a picture shows the screen the
/// stack's bindings say is on top.
///
/// ```swift
/// NavigationLink {
///     StoreDetail(store: store)
/// } label: {
///     Text(store.name)
/// }
/// ```
nonisolated public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let push: NavigationLinkPush

    init(label: Label, push: NavigationLinkPush) { self.label = label; self.push = push }

    /// A link to the destination the builder makes, labelled by the label builder.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), push: .view(AnyView(destination())))
    }

    /// A link to a destination, labelled by the label builder.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), push: .view(AnyView(destination)))
    }

    /// A link whose presentation is bound (the older form): the destination shows while
    /// `isActive` is true, and a tap sets it.
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label(), push: .active(isActive, AnyView(destination())))
    }

    /// A link to a destination whose presentation is bound (the older form).
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), push: .active(isActive, AnyView(destination)))
    }

    /// A link that presents its destination when `selection` equals `tag` (the older form); a
    /// tap sets `selection` to `tag`.
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
                             @ViewBuilder label: () -> Label) {
        self.init(label: label(), push: .selected(tag, selection, AnyView(destination())))
    }

    /// A link to a destination, presented when `selection` equals `tag` (the older form).
    public init<V: Hashable>(destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label) {
        self.init(label: label(), push: .selected(tag, selection, AnyView(destination)))
    }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        let action = env.isEnabled ? env.containers.navigationContext.flatMap { push.action(in: $0) } : nil
        guard env.containers.isInList else {
            return makeLayoutNode(Button(role: nil, action: action ?? {}, label: label), env)
        }
        let chevron = ShapeNode(shape: DisclosureChevron(), fill: nil,
                                stroke: Stroke(paint: .color(Color.tertiaryLabel.resolved(env.colorScheme)), width: 2,
                                               cap: .round, join: .round))
        let row = StackNode(axis: .horizontal, alignment: 0.5, spacing: nil,
                            children: [makeLayoutNode(label, env), SpacerNode(minLength: 0),
                                       FrameNode(child: chevron, minWidth: 7, idealWidth: 7, maxWidth: 7,
                                                 minHeight: 12, idealHeight: 12, maxHeight: 12, alignment: .center)])
        return action.map { liveTarget(row, kind: "navigation-link", action: $0) } ?? row
    }
}

/// What tapping a navigation link does.
enum NavigationLinkPush {
    /// Pushes a view.
    case view(AnyView)
    /// Pushes a value, for a `navigationDestination(for:)` to show; `nil` does nothing.
    case value(AnyHashable?)
    /// Sets a binding that shows the view while it holds (`isActive:` and `tag:selection:`).
    case bound(isActive: Bool, view: AnyView, activate: () -> Void, deactivate: () -> Void)

    /// A link shown while `isActive` holds.
    static func active(_ isActive: Binding<Bool>, _ view: AnyView) -> NavigationLinkPush {
        .bound(isActive: isActive.wrappedValue, view: view, activate: { isActive.wrappedValue = true },
               deactivate: { isActive.wrappedValue = false })
    }

    /// A link shown while `selection` is `tag`.
    static func selected<V: Hashable>(_ tag: V, _ selection: Binding<V?>, _ view: AnyView) -> NavigationLinkPush {
        .bound(isActive: selection.wrappedValue == tag, view: view, activate: { selection.wrappedValue = tag },
               deactivate: { if selection.wrappedValue == tag { selection.wrappedValue = nil } })
    }

    /// What a tap runs, for a link in `context`'s stack; a bound link that is active also puts
    /// its destination on the stack.
    func action(in context: NavigationContext) -> (() -> Void)? {
        switch self {
        case .view(let view):
            return { context.push(view) }
        case .value(let value):
            guard let value else { return nil }
            return { context.push(value: value) }
        case .bound(let isActive, let view, let activate, let deactivate):
            if isActive { context.activate(view, pop: deactivate) }
            return activate
        }
    }
}

extension NavigationLink where Label == Text {
    /// A link titled by a string literal, to the destination the builder makes.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(titleKey), push: .view(AnyView(destination())))
    }

    /// A link titled by a string, to the destination the builder makes.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(title), push: .view(AnyView(destination())))
    }

    /// A link titled by a string literal, to a destination.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.init(label: Text(titleKey), push: .view(AnyView(destination)))
    }

    /// A link titled by a string, to a destination.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(label: Text(title), push: .view(AnyView(destination)))
    }

    /// A link titled by a string literal whose presentation is bound (the older form).
    public init(_ titleKey: LocalizedStringKey, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(titleKey), push: .active(isActive, AnyView(destination())))
    }

    /// A link titled by a string whose presentation is bound (the older form).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(title), push: .active(isActive, AnyView(destination())))
    }

    /// A link titled by a string literal, presented when `selection` equals `tag` (the older form).
    public init<V: Hashable>(_ titleKey: LocalizedStringKey, tag: V, selection: Binding<V?>,
                             @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(titleKey), push: .selected(tag, selection, AnyView(destination())))
    }

    /// A link titled by a string, presented when `selection` equals `tag` (the older form).
    @_disfavoredOverload
    public init<S: StringProtocol, V: Hashable>(_ title: S, tag: V, selection: Binding<V?>,
                                                @ViewBuilder destination: () -> Destination) {
        self.init(label: Text(title), push: .selected(tag, selection, AnyView(destination())))
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes a value, for a `navigationDestination(for:)` to show.
    ///
    /// ```swift
    /// NavigationLink(value: store) { Text(store.name) }
    /// ```
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.init(label: label(), push: .value(value.map { AnyHashable($0) }))
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled by a string literal that pushes a value.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.init(label: Text(titleKey), push: .value(value.map { AnyHashable($0) }))
    }

    /// A link titled by a string that pushes a value.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(label: Text(title), push: .value(value.map { AnyHashable($0) }))
    }
}

/// The grey ">" at the end of a list row that leads somewhere: two strokes meeting at a point.
nonisolated struct DisclosureChevron: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.minX + 1, y: rect.minY + 1))
        p.addLine(to: CGPoint(x: rect.maxX - 1, y: rect.midY))
        p.addLine(to: CGPoint(x: rect.minX + 1, y: rect.maxY - 1))
        return p
    }
}
