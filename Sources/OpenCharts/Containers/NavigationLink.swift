import ChartScene
import Foundation

/// A link to another screen. In a list it is a row with a grey chevron at its trailing end;
/// elsewhere its label is drawn as a button's, in the accent colour. A picture never follows it.
///
/// ```swift
/// NavigationLink {
///     StoreDetail(store: store)
/// } label: {
///     Text(store.name)
/// }
/// ```
public struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label

    init(label: Label) { self.label = label }

    /// A link to the destination the builder makes, labelled by the label builder.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) { self.init(label: label()) }

    /// A link to a destination, labelled by the label builder.
    public init(destination: Destination, @ViewBuilder label: () -> Label) { self.init(label: label()) }

    /// A link whose presentation is bound (the older form).
    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(label: label())
    }

    /// A link that presents its destination when `selection` equals `tag` (the older form).
    public init<V: Hashable>(tag: V, selection: Binding<V?>, @ViewBuilder destination: () -> Destination,
                             @ViewBuilder label: () -> Label) {
        self.init(label: label())
    }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        guard env.containers.isInList else {
            return makeLayoutNode(Button(role: nil, action: {}, label: label), env)
        }
        let chevron = ShapeNode(shape: DisclosureChevron(), fill: nil,
                                stroke: Stroke(paint: .color(Color.tertiaryLabel.resolved(env.colorScheme)), width: 2,
                                               cap: .round, join: .round))
        return StackNode(axis: .horizontal, alignment: 0.5, spacing: nil,
                         children: [makeLayoutNode(label, env), SpacerNode(minLength: 0),
                                    FrameNode(child: chevron, minWidth: 7, idealWidth: 7, maxWidth: 7,
                                              minHeight: 12, idealHeight: 12, maxHeight: 12, alignment: .center)])
    }
}

extension NavigationLink where Label == Text {
    /// A link titled by a string literal, to the destination the builder makes.
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) { self.init(label: Text(titleKey)) }

    /// A link titled by a string, to the destination the builder makes.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) { self.init(label: Text(title)) }

    /// A link titled by a string literal, to a destination.
    public init(_ titleKey: LocalizedStringKey, destination: Destination) { self.init(label: Text(titleKey)) }

    /// A link titled by a string, to a destination.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) { self.init(label: Text(title)) }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes a value, for a `navigationDestination(for:)` to show.
    ///
    /// ```swift
    /// NavigationLink(value: store) { Text(store.name) }
    /// ```
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) { self.init(label: label()) }
}

extension NavigationLink where Label == Text, Destination == Never {
    /// A link titled by a string literal that pushes a value.
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) { self.init(label: Text(titleKey)) }

    /// A link titled by a string that pushes a value.
    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) { self.init(label: Text(title)) }
}

/// The grey ">" at the end of a list row that leads somewhere: two strokes meeting at a point.
struct DisclosureChevron: Shape {
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.minX + 1, y: rect.minY + 1))
        p.addLine(to: CGPoint(x: rect.maxX - 1, y: rect.midY))
        p.addLine(to: CGPoint(x: rect.minX + 1, y: rect.maxY - 1))
        return p
    }
}
