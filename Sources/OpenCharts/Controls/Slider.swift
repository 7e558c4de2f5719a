import ChartScene
import Foundation

/// A control that would pick a value from a range, drawn at its value: a 4 point track in the
/// tint up to a white 28 point thumb, grey beyond it. As on iOS, the label is not shown (it
/// names the slider for VoiceOver); the minimum and maximum value labels sit at the ends.
///
/// ```swift
/// Slider(value: $threshold, in: 0...100, step: 5) {
///     Text("Threshold")
/// } minimumValueLabel: {
///     Text("0")
/// } maximumValueLabel: {
///     Text("100")
/// }
/// ```
nonisolated public struct Slider<Label: View, ValueLabel: View>: View, PrimitiveView {
    public typealias Body = Never
    let fraction: Double
    let minimumValueLabel: ValueLabel?
    let maximumValueLabel: ValueLabel?

    /// In a live render: sets the value for a place from 0 to 1 of the track, and reports editing.
    let setFraction: ((Double) -> Void)?
    let onEditingChanged: ((Bool) -> Void)?

    init(fraction: Double, minimum: ValueLabel?, maximum: ValueLabel?, set: ((Double) -> Void)? = nil, editing: ((Bool) -> Void)? = nil) {
        self.fraction = fraction; minimumValueLabel = minimum; maximumValueLabel = maximum
        setFraction = set; onEditingChanged = editing
    }

    /// Sets `value` to the value at a place from 0 to 1 of `bounds`, on `step`s when given; a
    /// value already there is not written again.
    static func setter<V: BinaryFloatingPoint>(_ value: Binding<V>, _ bounds: ClosedRange<V>, step: Double?) -> (Double) -> Void {
        let lo = Double(bounds.lowerBound), hi = Double(bounds.upperBound)
        return { f in
            guard let v = sliderValue(at: f, lower: lo, upper: hi, step: step) else { return }
            let next = V(v)
            if value.wrappedValue != next { value.wrappedValue = next }
        }
    }

    /// Where `value` lies in `bounds`, from 0 to 1; 0 for a value or range that is not finite.
    static func fraction<V: BinaryFloatingPoint>(_ value: V, _ bounds: ClosedRange<V>) -> Double {
        let lo = Double(bounds.lowerBound), hi = Double(bounds.upperBound), v = Double(value)
        guard lo.isFinite, hi.isFinite, v.isFinite, hi > lo else { return 0 }
        return min(1, max(0, (v - lo) / (hi - lo)))
    }

    /// A slider with value labels at its ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds), minimum: minimumValueLabel(), maximum: maximumValueLabel(), set: Self.setter(value, bounds, step: nil), editing: onEditingChanged)
    }

    /// A slider moving by `step`, with value labels at its ends.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        @ViewBuilder minimumValueLabel: () -> ValueLabel, @ViewBuilder maximumValueLabel: () -> ValueLabel,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds), minimum: minimumValueLabel(), maximum: maximumValueLabel(), set: Self.setter(value, bounds, step: Double(step)), editing: onEditingChanged)
    }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        var track: any LayoutNode = SliderMetrics.node(fraction: fraction, env)
        if let setFraction, LiveRecorder.current != nil, env.isEnabled {
            track = SliderTargetNode(child: track, set: setFraction, editing: onEditingChanged ?? { _ in })
        }
        var children: [any LayoutNode] = []
        if let minimumValueLabel { children.append(makeLayoutNode(minimumValueLabel, env)) }
        children.append(track)
        if let maximumValueLabel { children.append(makeLayoutNode(maximumValueLabel, env)) }
        if children.count == 1 { return track }
        return StackNode(axis: .horizontal, alignment: 0.5, spacing: nil, children: children)
    }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label for VoiceOver.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds), minimum: nil, maximum: nil, set: Self.setter(value, bounds, step: nil), editing: onEditingChanged)
    }

    /// A slider moving by `step`, with a label for VoiceOver.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, @ViewBuilder label: () -> Label,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds), minimum: nil, maximum: nil, set: Self.setter(value, bounds, step: Double(step)), editing: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider over a range, 0 to 1 by default.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds), minimum: nil, maximum: nil, set: Self.setter(value, bounds, step: nil), editing: onEditingChanged)
    }

    /// A slider over a range, moving by `step`.
    public init<V: BinaryFloatingPoint>(value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
                                        onEditingChanged: @escaping (Bool) -> Void = { _ in }) where V.Stride: BinaryFloatingPoint {
        self.init(fraction: Self.fraction(value.wrappedValue, bounds), minimum: nil, maximum: nil, set: Self.setter(value, bounds, step: Double(step)), editing: onEditingChanged)
    }
}

/// iOS's slider: as wide as it is offered, 28 points high, a 4 point track and a 28 point thumb.
enum SliderMetrics {
    static let thumb = 28.0
    static let track = 4.0

    static func node(fraction: Double, _ env: EnvironmentValues) -> DrawingNode {
        let tint = env.tintColor.resolved(env.colorScheme)
        let rest = UIColor.systemFill.resolved(env.colorScheme)
        return DrawingNode(size: CGSize(width: thumb, height: thumb), fillsWidth: true, classes: "control slider") { rect in
            let x = Double(rect.minX), w = Double(rect.width), cy = Double(rect.midY)
            let thumbX = x + fraction * (w - thumb)
            let trackRect = { (a: Double, b: Double) in SceneRect(x: a, y: cy - track / 2, width: max(0, b - a), height: track) }
            let knob = SceneRect(x: thumbX, y: cy - thumb / 2, width: thumb, height: thumb)
            return [ControlPaint.fill(.rect(trackRect(x, x + w), cornerRadius: track / 2), rest),
                    ControlPaint.fill(.rect(trackRect(x, thumbX + thumb / 2), cornerRadius: track / 2), tint)]
                + ControlPaint.softShadow(knob, cornerRadius: thumb / 2, drop: 2, strength: 1.3)
                + [ControlPaint.fill(.ellipse(in: knob), .white)]
        }
    }
}
