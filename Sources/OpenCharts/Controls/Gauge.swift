import ChartScene
import Foundation

/// A value within a range, as a fuel gauge shows it: by default a bar filled to the value in the
/// tint, under its label; `gaugeStyle(_:)` picks the rings and lines of iOS's accessory styles.
///
/// ```swift
/// Gauge(value: 6_200, in: 0...10_000) {
///     Text("Steps")
/// } currentValueLabel: {
///     Text("6,200")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("10k")
/// }
/// .gaugeStyle(.accessoryCircular)
/// ```
nonisolated public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, PrimitiveView {
    public typealias Body = Never
    let fraction: Double
    let label: Label
    let current: CurrentValueLabel?
    let minimum: BoundsLabel?
    let maximum: BoundsLabel?

    init(fraction: Double, label: Label, current: CurrentValueLabel?, minimum: BoundsLabel?, maximum: BoundsLabel?) {
        self.fraction = fraction; self.label = label; self.current = current; self.minimum = minimum; self.maximum = maximum
    }

    /// A gauge with every label, and marked values (accepted, not drawn).
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel,
                                        @ViewBuilder markedValueLabels: () -> MarkedValueLabels) {
        self.init(fraction: Slider<EmptyView, EmptyView>.fraction(value, bounds), label: label(), current: currentValueLabel(),
                  minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        func wrap<V: View, L: View>(_ v: V?, _ make: (AnyView) -> L) -> L? { v.map { make(AnyView($0)) } }
        let configuration = GaugeStyleConfiguration(
            value: fraction, label: .init(view: AnyView(label)),
            currentValueLabel: wrap(current) { GaugeStyleConfiguration.CurrentValueLabel(view: $0) },
            minimumValueLabel: wrap(minimum) { GaugeStyleConfiguration.MinimumValueLabel(view: $0) },
            maximumValueLabel: wrap(maximum) { GaugeStyleConfiguration.MaximumValueLabel(view: $0) })
        let style = env.controls.gaugeStyle ?? AnyGaugeStyle(DefaultGaugeStyle())
        return makeLayoutNode(style.makeBody(configuration), env)
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    /// A gauge with a label and labels for its current, minimum and maximum values.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
                                        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel) {
        self.init(fraction: Slider<EmptyView, EmptyView>.fraction(value, bounds), label: label(), current: currentValueLabel(),
                  minimum: minimumValueLabel(), maximum: maximumValueLabel())
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and a label for its current value.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(fraction: Slider<EmptyView, EmptyView>.fraction(value, bounds), label: label(), current: currentValueLabel(),
                  minimum: nil, maximum: nil)
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(fraction: Slider<EmptyView, EmptyView>.fraction(value, bounds), label: label(), current: nil, minimum: nil, maximum: nil)
    }
}
