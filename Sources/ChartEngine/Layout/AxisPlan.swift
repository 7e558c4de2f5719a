import ChartScene
import ChartText
import Foundation

/// A value label of an axis, measured: its text (truncated where it must be) or view, its size
/// before any rotation, and how it is turned.
package struct AxisLabelBox: Sendable {
    package var text: String?
    package var content: (any SceneContent)?
    /// The size of the label as written, before rotation.
    package var size: SceneSize
    /// Degrees, clockwise: 0, -90 (reads upwards) or 90 (reads downwards).
    package var rotation: Double
    package var font: SceneFont
    package var spec: AxisValueLabelSpec

    /// The room the label takes on the page, after rotation.
    package var box: SceneSize { rotation == 0 ? size : SceneSize(width: size.height, height: size.width) }
}

/// One value of an `AxisMarks`, with the elements its content drew for it.
package struct AxisEntry: Sendable {
    package var tick: AxisTickMark
    package var elements: [AxisElementSpec]
    /// The measured labels, in the order of the `.label` elements.
    package var labels: [AxisLabelBox]
}

/// One `AxisMarks` resolved on its scale: the edge it sits on, its preset, and its values.
package struct AxisPlan: Sendable {
    package var axis: PositionAxis
    /// `.bottom`/`.top` on x, `.leading`/`.trailing` on y.
    package var side: AxisSideSpec
    package var preset: AxisPresetSpec
    /// Drawn as the automatic axis (no content of the user's).
    package var isDefault: Bool
    package let entries: [AxisEntry]
    /// The room the labels take beside the plot, across the axis: nothing for inset labels.
    package let thickness: Double
    /// The longest label across the axis, for `AxisTick(length: .longestLabel)`.
    let longestLabel: Double

    init(axis: PositionAxis, side: AxisSideSpec, preset: AxisPresetSpec, isDefault: Bool, entries: [AxisEntry]) {
        self.axis = axis; self.side = side; self.preset = preset; self.isDefault = isDefault; self.entries = entries
        // Measured once: layout and every tick and label of the axis ask for them.
        let gap = axis == .x ? Self.xGap : Self.yGap
        var widest = 0.0, longest = 0.0
        for e in entries {
            for l in e.labels {
                let across = axis == .x ? l.box.height : l.box.width
                longest = max(longest, across)
                guard l.text?.isEmpty != true else { continue }
                widest = max(widest, across + ((axis == .x ? l.spec.verticalSpacing : l.spec.horizontalSpacing) ?? gap))
            }
        }
        thickness = preset == .inset ? 0 : widest
        longestLabel = longest
    }

    static let xGap = 4.0
    static let yGap = 6.0
    /// Continuous x labels start this far after their tick.
    static let xLabelInset = 2.0

    /// The plans of one axis: one per `AxisMarks` (the default axis when the user gave none).
    /// `labelWidthLimit` caps y labels, which are truncated beyond it.
    package static func plans(axis: PositionAxis, scale: PositionScale, marks: [AxisMarksSpec], context: ChartContext,
                              labelWidthLimit: Double) -> [AxisPlan] {
        marks.map { spec in
            let ticks = scale.ticks(spec.values, axis: axis, locale: context.locale, timeZone: context.timeZone)
            let entries = ticks.enumerated().map { i, tick in
                let info = AxisValueInfo(index: i, count: ticks.count, value: tick.value)
                let elements = spec.elements(for: info)
                var labels: [AxisLabelBox] = []
                for case .label(let l) in elements {
                    labels.append(measure(l, tick: tick, axis: axis, scale: scale, context: context, widthLimit: labelWidthLimit))
                }
                return AxisEntry(tick: tick, elements: elements, labels: labels)
            }
            return AxisPlan(axis: axis, side: resolvedSide(spec.position, axis: axis), preset: spec.preset,
                            isDefault: spec.content == nil, entries: entries)
        }
    }

    /// The edge an `AxisMarkPosition` means on an axis; positions that make no sense there fall back
    /// to the default (bottom for x, trailing for y).
    static func resolvedSide(_ p: AxisSideSpec, axis: PositionAxis) -> AxisSideSpec {
        switch (axis, p) {
        case (.x, .top): return .top
        case (.x, _): return .bottom
        case (.y, .leading): return .leading
        case (.y, _): return .trailing
        }
    }

    /// Measures one label: its text (the default label, a string, or a view), truncated to its band
    /// on a category x axis and to `widthLimit` on y, and turned as its orientation asks.
    static func measure(_ l: AxisValueLabelSpec, tick: AxisTickMark, axis: PositionAxis, scale: PositionScale,
                        context: ChartContext, widthLimit: Double) -> AxisLabelBox {
        let font = l.style.font ?? context.theme.axisFont
        let rotation: Double
        switch l.orientation {
        case .vertical: rotation = -90
        case .verticalReversed: rotation = 90
        case .automatic, .horizontal: rotation = 0
        }
        var string: String?
        switch l.text {
        case .automatic: string = tick.label
        case .string(let s): string = s
        case .content(let c):
            let s = c.size(proposal: nil)
            return AxisLabelBox(text: nil, content: c, size: SceneSize(width: finite(s.width), height: finite(s.height)),
                                rotation: rotation, font: font, spec: l)
        }
        var text = string ?? ""
        let measurer = context.measurer
        // How much room the label has along the axis, where it must be cut to fit.
        var limit: Double?
        switch (axis, l.collision) {
        case (.x, .automatic) where tick.band != nil && rotation == 0,
             (.x, .truncate) where rotation == 0:
            if let s = tick.span { limit = max(0, abs(s.end - s.start) - 2) }
        case (.y, .disabled):
            break
        case (.y, _):
            if rotation == 0 { limit = widthLimit }
        default:
            break
        }
        // Truncating first costs what fits, not the whole text: a label may be 1,000 characters.
        if let limit, measurer.truncate(text, toWidth: limit + 0.5, font: font) != text {
            text = measurer.truncate(text, toWidth: limit, font: font)
        }
        let m = measurer.measure(text, font: font)
        let lineMetrics = measurer.measure("0", font: font)
        let height = lineMetrics.height
        return AxisLabelBox(text: text, content: nil, size: SceneSize(width: text.isEmpty ? 0 : m.width, height: height),
                            rotation: rotation, font: font, spec: l)
    }

    static func finite(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }

    /// The gap between the plot's edge and the labels.
    var gap: Double { axis == .x ? Self.xGap : Self.yGap }

}
