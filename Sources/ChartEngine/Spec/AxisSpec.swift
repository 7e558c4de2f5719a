import ChartScene
import Foundation

/// `AxisMarkPreset`: the overall look of an axis's marks.
package enum AxisPresetSpec: Hashable, Sendable { case automatic, extended, aligned, inset }

/// `AxisMarkPosition`: the edge of the plot where the labels sit.
package enum AxisSideSpec: Hashable, Sendable { case automatic, leading, trailing, top, bottom }

/// `AxisMarkValues`: which values of the scale get marks.
package enum AxisValuesSpec: Sendable {
    /// Values chosen like the default ticks, about `desiredCount` of them, at least `minimumStride` apart.
    case automatic(desiredCount: Int?, minimumStride: Double?)
    /// Every multiple of a numeric step inside the domain.
    case stride(Double)
    /// Every `count` units of a calendar component inside the domain.
    case dateStride(Calendar.Component, count: Int, calendar: Calendar?)
    /// The values given.
    case explicit([DataValue])

    package static let automatic = AxisValuesSpec.automatic(desiredCount: nil, minimumStride: nil)
}

/// What `AxisMarks` content is told about the value it draws: `AxisValue`.
package struct AxisValueInfo: Sendable {
    package var index: Int
    package var count: Int
    package var value: DataValue
    package init(index: Int, count: Int, value: DataValue) {
        self.index = index; self.count = count; self.value = value
    }
}

/// The look shared by every axis element: `foregroundStyle`, `font` and `offset` on an `AxisMark`.
package struct AxisElementStyle: Sendable {
    package var paint: Paint?
    package var font: SceneFont?
    package var offset: (x: Double, y: Double) = (0, 0)
    package init(paint: Paint? = nil, font: SceneFont? = nil) { self.paint = paint; self.font = font }
}

/// `AxisGridLine(centered:stroke:)`.
package struct AxisGridLineSpec: Sendable {
    package var centered: Bool?
    package var stroke: LineStyleSpec?
    package var style = AxisElementStyle()
    package init(centered: Bool? = nil, stroke: LineStyleSpec? = nil) { self.centered = centered; self.stroke = stroke }
}

/// `AxisTick.Length`.
package enum AxisTickLengthSpec: Hashable, Sendable {
    case automatic
    case label(extendPastBy: Double)
    case longestLabel(extendPastBy: Double)
    case fixed(Double)
}

/// `AxisTick(centered:length:stroke:)`.
package struct AxisTickSpec: Sendable {
    package var centered: Bool?
    package var length: AxisTickLengthSpec
    package var stroke: LineStyleSpec?
    package var style = AxisElementStyle()
    package init(centered: Bool? = nil, length: AxisTickLengthSpec = .automatic, stroke: LineStyleSpec? = nil) {
        self.centered = centered; self.length = length; self.stroke = stroke
    }
}

/// `AxisValueLabelCollisionResolution`.
package enum AxisLabelCollisionSpec: Hashable, Sendable {
    case automatic
    case greedy(priority: Double, minimumSpacing: Double?)
    case truncate
    case disabled
}

/// `AxisValueLabelOrientation`.
package enum AxisLabelOrientationSpec: Hashable, Sendable { case automatic, horizontal, vertical, verticalReversed }

/// What an `AxisValueLabel` shows.
package enum AxisLabelText: Sendable {
    /// The axis's own label for the value.
    case automatic
    /// A string, already formatted.
    case string(String)
    /// A view of the user's.
    case content(any SceneContent)
}

/// `AxisValueLabel`.
package struct AxisValueLabelSpec: Sendable {
    package var text: AxisLabelText
    package var centered: Bool?
    /// The point of the label placed on the value's position, in unit fractions (0 leading/top).
    package var anchor: (x: Double, y: Double)?
    package var collision: AxisLabelCollisionSpec
    package var orientation: AxisLabelOrientationSpec
    package var horizontalSpacing: Double?
    package var verticalSpacing: Double?
    /// How the lines of a label of several lines align with one another (0 leading, ½ centre,
    /// 1 trailing); nil aligns them as the label is placed.
    package var lineAlignment: Double?
    package var style = AxisElementStyle()

    package init(text: AxisLabelText = .automatic, centered: Bool? = nil, anchor: (x: Double, y: Double)? = nil,
                 collision: AxisLabelCollisionSpec = .automatic, orientation: AxisLabelOrientationSpec = .automatic,
                 horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.text = text; self.centered = centered; self.anchor = anchor; self.collision = collision
        self.orientation = orientation; self.horizontalSpacing = horizontalSpacing; self.verticalSpacing = verticalSpacing
    }
}

/// One element of `AxisMarks` content.
package enum AxisElementSpec: Sendable {
    case gridLine(AxisGridLineSpec)
    case tick(AxisTickSpec)
    case label(AxisValueLabelSpec)
}

/// One `AxisMarks`: which values, where, and what to draw for each value.
package struct AxisMarksSpec: Sendable {
    package var preset: AxisPresetSpec
    package var position: AxisSideSpec
    package var values: AxisValuesSpec
    /// The elements drawn for one value; `nil` draws the default grid line, tick and label.
    package var content: (@Sendable (AxisValueInfo) -> [AxisElementSpec])?

    package init(preset: AxisPresetSpec = .automatic, position: AxisSideSpec = .automatic, values: AxisValuesSpec = .automatic,
                 content: (@Sendable (AxisValueInfo) -> [AxisElementSpec])? = nil) {
        self.preset = preset; self.position = position; self.values = values; self.content = content
    }

    /// The elements for `info`: the content's, or the default trio.
    package func elements(for info: AxisValueInfo) -> [AxisElementSpec] {
        content?(info) ?? [.gridLine(AxisGridLineSpec()), .tick(AxisTickSpec()), .label(AxisValueLabelSpec())]
    }
}

/// `chartXAxisLabel` / `chartYAxisLabel`: a title for the axis, placed like an annotation is
/// around its mark, with the plot's edge in place of the mark.
package typealias AxisTitleSpec = AnnotationSpec

/// Everything the user set for one position axis.
package struct AxisOptions: Sendable {
    package var visibility: VisibilitySetting = .automatic
    /// The `AxisMarks` of `chartXAxis { … }`; `nil` for the default axis, empty for an axis with no marks.
    package var marks: [AxisMarksSpec]?
    package var title: AxisTitleSpec?
    package var scale = PositionScaleOptions()
    /// Set when the chart scrolls along this axis (`chartScrollableAxes`).
    package var scroll: AxisScrollOptions?
    package init() {}
}
