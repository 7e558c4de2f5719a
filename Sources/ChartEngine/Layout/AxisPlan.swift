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
    /// The whole text before any cut, for labels the engine may cut again.
    package var fullText: String? = nil
    /// How far a category label at the axis's end moves inwards, along the axis, to stay inside.
    package var shift = 0.0

    /// The room the label takes on the page, after rotation.
    package var box: SceneSize { rotation == 0 ? size : SceneSize(width: size.height, height: size.width) }
}

/// One value of an `AxisMarks`, with the elements its content drew for it.
package struct AxisEntry: Sendable {
    package var tick: AxisTickMark
    package var elements: [AxisElementSpec]
    /// The measured labels, in the order of the `.label` elements.
    package var labels: [AxisLabelBox]
    /// Left unlabelled for lack of room: its tick and grid line go with its label.
    package var thinned = false
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
    /// Why some values have no label ("every 3rd of 20 categories labelled"), for the axis's description.
    package var note: String?

    init(axis: PositionAxis, side: AxisSideSpec, preset: AxisPresetSpec, isDefault: Bool, entries: [AxisEntry],
         note: String? = nil) {
        self.axis = axis; self.side = side; self.preset = preset; self.isDefault = isDefault; self.entries = entries
        self.note = note
        // Measured once: layout and every tick and label of the axis ask for them.
        let gap = axis == .x ? Self.xGap : Self.yGap
        var widest = 0.0, longest = 0.0
        for e in entries {
            for l in e.labels {
                // Across a y axis, room for a viewer's wider font too (see `widthSafety`).
                let across = axis == .x ? l.box.height : l.box.width * (l.rotation == 0 ? Self.widthSafety : 1)
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
            let side = resolvedSide(spec.position, axis: axis)
            func entries(_ values: AxisValuesSpec) -> [AxisEntry] {
                let made = entries(values, on: scale)
                // A first month labelled at the plot's edge for a series of one point a month goes
                // when it has no room beside the next label; the next label then carries the year.
                guard scale.leadingDataSpacing != nil, made.count > 1, Self.isLeadingUnit(made[0].tick, scale: scale),
                      !labelsFit(Array(made.prefix(2)), axis: axis, preset: spec.preset) else { return made }
                var plain = scale
                plain.leadingDataSpacing = nil
                return entries(values, on: plain)
            }
            func entries(_ values: AxisValuesSpec, on scale: PositionScale) -> [AxisEntry] {
                let ticks = scale.ticks(values, axis: axis, locale: context.locale, timeZone: context.timeZone)
                let made = ticks.enumerated().map { i, tick in
                    let info = AxisValueInfo(index: i, count: ticks.count, value: tick.value)
                    let elements = spec.elements(for: info)
                    var labels: [AxisLabelBox] = []
                    for case .label(let l) in elements {
                        labels.append(measure(l, tick: tick, axis: axis, scale: scale, context: context, widthLimit: labelWidthLimit))
                    }
                    return AxisEntry(tick: tick, elements: elements, labels: labels)
                }
                // Above the plot a second line would sit against the plot: two-line dates run on one line.
                return side == .top ? made.map { oneLine($0, measurer: context.measurer) } : made
            }
            var list = entries(spec.values)
            var note: String?
            let preset = spec.preset
            let automatic = list.allSatisfy { $0.labels.allSatisfy { isAutomatic($0.spec) } }
            if automatic, case .automatic(nil, let minimumStride) = spec.values {
                if scale.kind == .band {
                    let bounds = (min(scale.rangeStart, scale.rangeEnd), max(scale.rangeStart, scale.rangeEnd))
                    let (thinned, k) = thinnedCategories(list, axis: axis, bounds: bounds, measurer: context.measurer)
                    list = thinned
                    if k > list.count {
                        note = "none of \(list.count) categories labelled for lack of room"
                    } else if k > 1 {
                        note = "every \(ordinal(k)) of \(list.count) categories labelled for lack of room"
                    }
                } else {
                    // A coarser stride, one step at a time, until the labels keep apart. A scrolling
                    // axis counts per visible window, so every window is labelled as the first is.
                    let window = scale.length / max(1, scale.windows)
                    var count = PositionScaleBuilder.tickCount(length: window, axis: axis, kind: scale.kind)
                    while count > 1 && !labelsFit(list, axis: axis, preset: preset, dates: scale.kind == .time) {
                        count -= 1
                        let coarser = entries(.automatic(desiredCount: count, minimumStride: minimumStride))
                        if coarser.count < list.count { list = coarser }
                    }
                }
            }
            return AxisPlan(axis: axis, side: side, preset: preset, isDefault: spec.content == nil, entries: list, note: note)
        }
    }

    /// Whether a date tick stands for a unit that began before the plot, drawn at its leading edge.
    static func isLeadingUnit(_ tick: AxisTickMark, scale: PositionScale) -> Bool {
        guard case .date(let d) = tick.value else { return false }
        return d.timeIntervalSinceReferenceDate < min(scale.domain.lo, scale.domain.hi)
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
        let fullText = text
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
        // Date labels of two lines ("1\nJun") are measured line by line, and never cut.
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.count > 1 {
            let width = lines.map { measurer.measure(String($0), font: font).width }.max() ?? 0
            let height = measurer.measure("0", font: font).height * Double(lines.count)
            return AxisLabelBox(text: text, content: nil, size: SceneSize(width: width, height: height),
                                rotation: rotation, font: font, spec: l, fullText: fullText)
        }
        if let limit, measurer.truncate(text, toWidth: limit + 0.5, font: font) != text {
            text = measurer.truncate(text, toWidth: limit, font: font)
        }
        let m = measurer.measure(text, font: font)
        let lineMetrics = measurer.measure("0", font: font)
        let height = lineMetrics.height
        return AxisLabelBox(text: text, content: nil, size: SceneSize(width: text.isEmpty ? 0 : m.width, height: height),
                            rotation: rotation, font: font, spec: l, fullText: fullText)
    }

    static func finite(_ v: Double) -> Double { v.isFinite ? max(0, v) : 0 }

    /// The entry with its two-line labels ("Nov\n2023") written on one line ("Nov 2023").
    static func oneLine(_ e: AxisEntry, measurer: any TextMeasurer) -> AxisEntry {
        var e = e
        for j in e.labels.indices {
            guard let t = e.labels[j].text, t.contains("\n") else { continue }
            let line = t.replacingOccurrences(of: "\n", with: " ")
            e.labels[j].text = line
            e.labels[j].fullText = line
            e.labels[j].size = SceneSize(width: measurer.measure(line, font: e.labels[j].font).width,
                                         height: measurer.measure("0", font: e.labels[j].font).height)
        }
        return e
    }

    /// The gap between the plot's edge and the labels.
    var gap: Double { axis == .x ? Self.xGap : Self.yGap }

}
