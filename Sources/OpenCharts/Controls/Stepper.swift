import ChartScene
import Foundation

/// A control that would step a value up or down, drawn as iOS's −/+ pill (94 by 32 points)
/// trailing its label. A bound that is reached greys out its button.
///
/// ```swift
/// @State private var barCount = 7
///
/// Stepper("Bars: \(barCount)", value: $barCount, in: 1...12)
/// ```
nonisolated public struct Stepper<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let label: Label
    let canIncrement: Bool
    let canDecrement: Bool
    /// What the + and − halves do on a live screen.
    var increment: (() -> Void)?
    var decrement: (() -> Void)?

    init(label: Label, canIncrement: Bool = true, canDecrement: Bool = true) {
        self.label = label; self.canIncrement = canIncrement; self.canDecrement = canDecrement
    }

    /// This stepper, stepping `value` by `step` within `bounds` when tapped on a live screen.
    func stepping<V: Strideable>(_ value: Binding<V>, by step: V.Stride, in bounds: ClosedRange<V>? = nil) -> Stepper {
        var copy = self
        copy.increment = {
            let next = value.wrappedValue.advanced(by: step)
            value.wrappedValue = bounds.map { min(max(next, $0.lowerBound), $0.upperBound) } ?? next
        }
        copy.decrement = {
            let next = value.wrappedValue.advanced(by: -step)
            value.wrappedValue = bounds.map { min(max(next, $0.lowerBound), $0.upperBound) } ?? next
        }
        return copy
    }

    /// This stepper, calling `onIncrement` and `onDecrement` when tapped on a live screen.
    func calling(_ onIncrement: (() -> Void)?, _ onDecrement: (() -> Void)?) -> Stepper {
        var copy = self
        copy.increment = onIncrement; copy.decrement = onDecrement
        return copy
    }

    /// A stepper over a value, by `step`, with no bounds.
    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self = Stepper(label: label()).stepping(value, by: step)
    }

    /// A stepper over a value within `bounds`, by `step`.
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        let v = value.wrappedValue
        self = Stepper(label: label(), canIncrement: v < bounds.upperBound, canDecrement: v > bounds.lowerBound)
            .stepping(value, by: step, in: bounds)
    }

    /// A stepper over a value within `bounds`, with the label builder last (the older form).
    @_disfavoredOverload
    public init<V: Strideable>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, step: step, label: label, onEditingChanged: onEditingChanged)
    }

    /// A stepper that would call `onIncrement` and `onDecrement`; a missing one greys its button.
    public init(@ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self = Stepper(label: label(), canIncrement: onIncrement != nil, canDecrement: onDecrement != nil)
            .calling(onIncrement, onDecrement)
    }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        let drawn = StepperMetrics.node(env, canIncrement: canIncrement, canDecrement: canDecrement)
        // Offline, both halves are recorded: a bound reached in the base picture may be left in a state.
        let pill = LiveRecorder.current == nil && env.isEnabled
            ? OfflineControls.stepper(drawn, increment: increment, decrement: decrement)
            : liveStepper(drawn, increment: canIncrement ? increment : nil, decrement: canDecrement ? decrement : nil)
        if env.controls.labelsHidden { return pill }
        return StackNode(axis: .horizontal, alignment: 0.5, spacing: nil, children: [makeLayoutNode(label, env), SpacerNode(minLength: 8), pill])
    }
}

extension Stepper where Label == Text {
    /// A stepper with a text label from a string literal, over a value with no bounds.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self = Stepper(label: Text(titleKey)).stepping(value, by: step)
    }

    /// A stepper with a text label from a string, over a value with no bounds.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self = Stepper(label: Text(title)).stepping(value, by: step)
    }

    /// A stepper with a text label from a string literal, over a value within `bounds`.
    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                               onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self = Stepper(label: Text(titleKey), canIncrement: value.wrappedValue < bounds.upperBound,
                       canDecrement: value.wrappedValue > bounds.lowerBound).stepping(value, by: step, in: bounds)
    }

    /// A stepper with a text label from a string, over a value within `bounds`.
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                                  onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self = Stepper(label: Text(title), canIncrement: value.wrappedValue < bounds.upperBound,
                       canDecrement: value.wrappedValue > bounds.lowerBound).stepping(value, by: step, in: bounds)
    }

    /// A stepper with a text label from a string literal that would call the closures given.
    public init(_ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self = Stepper(label: Text(titleKey), canIncrement: onIncrement != nil, canDecrement: onDecrement != nil)
            .calling(onIncrement, onDecrement)
    }

    /// A stepper with a text label from a string that would call the closures given.
    public init<S: StringProtocol>(_ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
                                   onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self = Stepper(label: Text(title), canIncrement: onIncrement != nil, canDecrement: onDecrement != nil)
            .calling(onIncrement, onDecrement)
    }
}

/// iOS's stepper: a 94 by 32 point rounded pill of the tertiary fill, split by a hairline,
/// a minus on the left and a plus on the right in the label colour.
enum StepperMetrics {
    static let size = CGSize(width: 94, height: 32)
    static let cornerRadius = 8.0
    static let glyphHalf = 6.5
    static let glyphWidth = 1.8

    static func node(_ env: EnvironmentValues, canIncrement: Bool, canDecrement: Bool) -> DrawingNode {
        let scheme = env.colorScheme
        let fill = UIColor.tertiarySystemFill.resolved(scheme)
        let divider = UIColor.separator.resolved(scheme)
        let enabled = UIColor.label.resolved(scheme), disabled = UIColor.tertiaryLabel.resolved(scheme)
        return DrawingNode(size: size, classes: "control stepper") { rect in
            let x = Double(rect.minX), y = Double(rect.minY) + (Double(rect.height) - Double(size.height)) / 2
            let w = Double(size.width), h = Double(size.height), cy = y + h / 2
            let minusX = x + w / 4, plusX = x + 3 * w / 4
            return [
                ControlPaint.fill(.rect(SceneRect(x: x, y: y, width: w, height: h), cornerRadius: cornerRadius), fill),
                ControlPaint.fill(.rect(SceneRect(x: x + w / 2 - 0.5, y: cy - 9, width: 1, height: 18)), divider),
                ControlPaint.line(ScenePoint(minusX - glyphHalf, cy), ScenePoint(minusX + glyphHalf, cy), canDecrement ? enabled : disabled, width: glyphWidth),
                ControlPaint.line(ScenePoint(plusX - glyphHalf, cy), ScenePoint(plusX + glyphHalf, cy), canIncrement ? enabled : disabled, width: glyphWidth),
                ControlPaint.line(ScenePoint(plusX, cy - glyphHalf), ScenePoint(plusX, cy + glyphHalf), canIncrement ? enabled : disabled, width: glyphWidth),
            ]
        }
    }
}
