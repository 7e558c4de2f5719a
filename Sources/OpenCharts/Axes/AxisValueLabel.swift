import ChartEngine
import ChartScene
import Foundation

/// The label of an axis value: the axis's own text, a formatted value, a string, or a view.
///
/// ```swift
/// AxisValueLabel(format: .dateTime.month(.narrow))
/// ```
public struct AxisValueLabel<Content: View>: AxisMark, PrimitiveAxisMark {
    /// Turns the value into what the label shows, in the environment of the chart.
    let text: (AxisValue, EnvironmentValues) -> AxisLabelText
    var layout: AxisValueLabelSpec

    init(centered: Bool?, anchor: UnitPoint?, multiLabelAlignment: Alignment? = nil,
         collisionResolution: AxisValueLabelCollisionResolution,
         orientation: AxisValueLabelOrientation, horizontalSpacing: CGFloat?, verticalSpacing: CGFloat?,
         text: @escaping (AxisValue, EnvironmentValues) -> AxisLabelText) {
        func finite(_ v: CGFloat?) -> Double? { v.flatMap { $0.isFinite ? Double($0) : nil } }
        layout = AxisValueLabelSpec(centered: centered, anchor: anchor.map { (Double($0.x), Double($0.y)) },
                                    collision: collisionResolution.spec, orientation: orientation.spec,
                                    horizontalSpacing: finite(horizontalSpacing), verticalSpacing: finite(verticalSpacing))
        layout.lineAlignment = multiLabelAlignment?.horizontal.fraction
        // A string label is cut to the render's text length limit, as every text is.
        self.text = { value, env in
            let t = text(value, env)
            if case .string(let s) = t { return .string(RenderScope.cut(s)) }
            return t
        }
    }

    /// A label showing a view of your own.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                verticalSpacing: CGFloat? = nil, @ViewBuilder content: @escaping () -> Content) {
        self.init(centered: centered, anchor: anchor, multiLabelAlignment: multiLabelAlignment, collisionResolution: collisionResolution, orientation: orientation,
                  horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing) { _, env in
            .content(ViewSceneContent(content(), in: env, font: .caption2))
        }
    }

    func elements(_ value: AxisValue, _ env: EnvironmentValues) -> [AxisElementSpec] {
        var spec = layout
        spec.text = text(value, env)
        return [.label(spec)]
    }
}

extension AxisValueLabel where Content == Text {
    /// The axis's own label for the value.
    public init(centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                verticalSpacing: CGFloat? = nil) {
        self.init(centered: centered, anchor: anchor, multiLabelAlignment: multiLabelAlignment, collisionResolution: collisionResolution, orientation: orientation,
                  horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing) { _, _ in .automatic }
    }

    /// The value formatted by a format style, in the chart's locale: `.dateTime.month(.narrow)`.
    public init<Format: FormatStyle>(format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil,
                                     multiLabelAlignment: Alignment? = nil,
                                     collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                                     offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
                                     horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil)
    where Format.FormatInput: Plottable, Format.FormatOutput == String {
        self.init(centered: centered, anchor: anchor, multiLabelAlignment: multiLabelAlignment, collisionResolution: collisionResolution, orientation: orientation,
                  horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing) { value, env in
            guard let input = value.as(Format.FormatInput.self) else { return .automatic }
            return .string(formatted(input, format, env.textFormatting))
        }
    }

    /// A label from a localized string key, such as `"\(value, format: .number) points"`.
    public init(_ key: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                verticalSpacing: CGFloat? = nil) {
        self.init(centered: centered, anchor: anchor, multiLabelAlignment: multiLabelAlignment, collisionResolution: collisionResolution, orientation: orientation,
                  horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing) { _, env in .string(key.resolve(env.textFormatting)) }
    }

    /// A label from a string, shown as it is.
    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
                                   collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
                                   orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil,
                                   verticalSpacing: CGFloat? = nil) {
        let s = String(label)
        self.init(centered: centered, anchor: anchor, multiLabelAlignment: multiLabelAlignment, collisionResolution: collisionResolution, orientation: orientation,
                  horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing) { _, _ in .string(s) }
    }

    /// A label from a localized string resource.
    @_disfavoredOverload
    public init(_ resource: LocalizedStringResource, centered: Bool? = nil, anchor: UnitPoint? = nil,
                multiLabelAlignment: Alignment? = nil, collisionResolution: AxisValueLabelCollisionResolution = .automatic,
                offsetsMarks: Bool? = nil, orientation: AxisValueLabelOrientation = .automatic,
                horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil) {
        let s = String(localized: resource)
        self.init(centered: centered, anchor: anchor, multiLabelAlignment: multiLabelAlignment, collisionResolution: collisionResolution, orientation: orientation,
                  horizontalSpacing: horizontalSpacing, verticalSpacing: verticalSpacing) { _, _ in .string(s) }
    }
}
