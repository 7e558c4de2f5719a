import ChartScene
import Foundation

/// A control that turns an option on or off, drawn in its state as iOS draws it: the label
/// leading and a switch trailing.
///
/// ```swift
/// @State private var showAverage = true
///
/// Toggle("Show Average", isOn: $showAverage)
/// ```
nonisolated public struct Toggle<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let isOn: Binding<Bool>
    let label: Label

    /// A toggle whose label the builder makes.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn; self.label = label()
    }

    /// A toggle standing for several bindings: on when all are on, mixed when some are.
    public init<C: RandomAccessCollection>(sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label) {
        let bindings = sources.map { $0[keyPath: isOn] }
        self.isOn = Binding(get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
                            set: { v in bindings.forEach { $0.wrappedValue = v } })
        self.label = label()
    }

    init(isOn: Binding<Bool>, label: Label) { self.isOn = isOn; self.label = label }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        let configuration = ToggleStyleConfiguration(label: .init(view: AnyView(label)), isOn: isOn, isMixed: false)
        let style = env.controls.toggleStyle ?? AnyToggleStyle(DefaultToggleStyle())
        let isOn = self.isOn
        let node = makeLayoutNode(style.makeBody(configuration), env)
        if LiveRecorder.current == nil, env.isEnabled { return OfflineControls.toggle(node) { isOn.wrappedValue.toggle() } }
        return liveTarget(node, kind: "toggle") { isOn.wrappedValue.toggle() }
    }
}

extension Toggle where Label == Text {
    /// A toggle with a text label from a string literal.
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) { self.init(isOn: isOn, label: Text(titleKey)) }

    /// A toggle with a text label from a string.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) { self.init(isOn: isOn, label: Text(title)) }
}

extension Toggle where Label == OpenCharts.Label<Text, Image> {
    /// A toggle labelled with a title and a symbol.
    public init(_ titleKey: LocalizedStringKey, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: OpenCharts.Label(titleKey, systemImage: systemImage))
    }

    /// A toggle labelled with a title and a symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, isOn: Binding<Bool>) {
        self.init(isOn: isOn, label: OpenCharts.Label(title, systemImage: systemImage))
    }
}

/// A switch row: the label, room, and the switch.
nonisolated struct SwitchRow: View, PrimitiveView {
    typealias Body = Never
    let label: ToggleStyleConfiguration.Label
    let isOn: Bool
    let tint: Color?

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        let track = isOn ? (tint ?? env.tint ?? .green).resolved(env.colorScheme) : SwitchMetrics.offTrack(env.colorScheme)
        let control = SwitchMetrics.node(isOn: isOn, track: track)
        if env.controls.labelsHidden { return control }
        return StackNode(axis: .horizontal, alignment: 0.5, spacing: nil,
                         children: [makeLayoutNode(label, env), SpacerNode(minLength: 8), control])
    }
}

/// iOS's switch: a 51 by 31 point capsule with a white 27 point knob 2 points in.
enum SwitchMetrics {
    static let size = CGSize(width: 51, height: 31)
    static let knob = 27.0
    static let inset = 2.0

    static func offTrack(_ scheme: ColorScheme) -> RGBA { scheme == .dark ? RGBA(hex: 0x39393D) : RGBA(hex: 0xE9E9EA) }

    static func node(isOn: Bool, track: RGBA) -> DrawingNode {
        DrawingNode(size: size, classes: "control toggle") { rect in
            let x = Double(rect.minX), y = Double(rect.minY) + (Double(rect.height) - Double(size.height)) / 2
            let trackRect = SceneRect(x: x, y: y, width: Double(size.width), height: Double(size.height))
            let knobX = isOn ? x + Double(size.width) - inset - knob : x + inset
            let knobRect = SceneRect(x: knobX, y: y + inset, width: knob, height: knob)
            return [ControlPaint.fill(.rect(trackRect, cornerRadius: Double(size.height) / 2), track)]
                + ControlPaint.softShadow(knobRect, cornerRadius: knob / 2, drop: 1.5)
                + [ControlPaint.fill(.ellipse(in: knobRect), .white)]
        }
    }
}
