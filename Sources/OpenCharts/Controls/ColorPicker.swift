import ChartScene
import Foundation

/// A control that would pick a colour, drawn as iOS draws it: the label leading and a colour
/// well trailing, a rainbow ring around the selected colour.
///
/// ```swift
/// @State private var barColor = Color.blue
///
/// ColorPicker("Bar colour", selection: $barColor)
/// ```
nonisolated public struct ColorPicker<Label: View>: View, PrimitiveView {
    public typealias Body = Never
    let selection: Color
    let label: Label

    /// A colour picker whose label the builder makes.
    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue; self.label = label()
    }

    init(selection: Color, label: Label) { self.selection = selection; self.label = label }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        let well = ColorWell.node(selection.resolved(env.colorScheme), background: UIColor.systemBackground.resolved(env.colorScheme))
        if env.controls.labelsHidden { return well }
        return StackNode(axis: .horizontal, alignment: 0.5, spacing: nil, children: [makeLayoutNode(label, env), SpacerNode(minLength: 8), well])
    }
}

extension ColorPicker where Label == Text {
    /// A colour picker with a text label from a string literal.
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection.wrappedValue, label: Text(titleKey))
    }

    /// A colour picker with a text label from a string.
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection.wrappedValue, label: Text(title))
    }
}

/// iOS's colour well: 28 points across, a ring of twelve hues, a gap, and the colour inside.
enum ColorWell {
    static let size = 28.0

    static func node(_ color: RGBA, background: RGBA) -> DrawingNode {
        DrawingNode(size: CGSize(width: size, height: size), classes: "control color-picker") { rect in
            let cx = Double(rect.midX), cy = Double(rect.midY)
            var nodes: [SceneNode] = (0..<12).map { i in
                var p = ScenePath()
                let a0 = (Double(i) / 12 - 0.25) * 2 * .pi, a1 = (Double(i + 1) / 12 - 0.25) * 2 * .pi
                p.addArc(center: ScenePoint(cx, cy), radius: size / 2 - 1.5, startAngle: a0, endAngle: a1 + 0.02)
                let hue = Color(hue: Double(i) / 12, saturation: 0.9, brightness: 1).light
                return .shape(SceneShape(path: p, stroke: Stroke(paint: .color(hue), width: 3)))
            }
            nodes.append(ControlPaint.fill(ControlPaint.circle(cx, cy, size / 2 - 3), background))
            nodes.append(ControlPaint.fill(ControlPaint.circle(cx, cy, size / 2 - 4.5), color))
            return nodes
        }
    }
}
