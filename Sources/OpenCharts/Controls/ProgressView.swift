import ChartScene
import Foundation

/// Progress towards a goal: a bar filled to `value / total`, or, with no value, iOS's spinner.
///
/// ```swift
/// ProgressView("Goal", value: 6_200, total: 10_000)
/// ProgressView()
/// ```
nonisolated public struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    public typealias Body = Never
    /// From 0 to 1; nil for progress of unknown extent.
    let fraction: Double?
    let label: Label?
    let currentValueLabel: CurrentValueLabel?

    init(fraction: Double?, label: Label?, currentValueLabel: CurrentValueLabel?) {
        self.fraction = fraction; self.label = label; self.currentValueLabel = currentValueLabel
    }

    /// How far `value` is towards `total`, from 0 to 1; nil when there is no value. A total that
    /// is not positive, or values that are not finite, count as no progress.
    static func fraction<V: BinaryFloatingPoint>(_ value: V?, _ total: V) -> Double? {
        guard let value else { return nil }
        let v = Double(value), t = Double(total)
        guard v.isFinite, t.isFinite, t > 0 else { return 0 }
        return min(1, max(0, v / t))
    }

    /// Progress with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: currentValueLabel())
    }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        let configuration = ProgressViewStyleConfiguration(
            fractionCompleted: fraction, label: label.map { .init(view: AnyView($0)) },
            currentValueLabel: currentValueLabel.map { .init(view: AnyView($0)) })
        let style = env.controls.progressViewStyle ?? AnyProgressViewStyle(DefaultProgressViewStyle())
        return makeLayoutNode(style.makeBody(configuration), env)
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A spinner with a label below it.
    public init(@ViewBuilder label: () -> Label) { self.init(fraction: nil, label: label(), currentValueLabel: nil) }

    /// A bar with a label above it.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(fraction: Self.fraction(value, total), label: label(), currentValueLabel: nil)
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// iOS's spinner.
    public init() { self.init(fraction: nil, label: nil, currentValueLabel: nil) }

    /// A bar filled to `value / total`.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: nil, currentValueLabel: nil)
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner with a text label from a string literal.
    public init(_ titleKey: LocalizedStringKey) { self.init(fraction: nil, label: Text(titleKey), currentValueLabel: nil) }

    /// A spinner with a text label from a string.
    public init<S: StringProtocol>(_ title: S) { self.init(fraction: nil, label: Text(title), currentValueLabel: nil) }

    /// A bar with a text label from a string literal.
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(titleKey), currentValueLabel: nil)
    }

    /// A bar with a text label from a string.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(fraction: Self.fraction(value, total), label: Text(title), currentValueLabel: nil)
    }
}
