import ChartEngine
import Foundation

/// The overall look of an axis's marks.
public struct AxisMarkPreset: Hashable, Sendable {
    let spec: AxisPresetSpec
    /// Marks chosen for the axis and its data.
    public static let automatic = AxisMarkPreset(spec: .automatic)
    /// Grid lines carried under the labels, which sit above them at the chart's edge.
    public static let extended = AxisMarkPreset(spec: .extended)
    /// Labels aligned to the edge of their band or grid line.
    public static let aligned = AxisMarkPreset(spec: .aligned)
    /// Labels inside the plot area.
    public static let inset = AxisMarkPreset(spec: .inset)
}

/// Where an axis's marks sit.
public struct AxisMarkPosition: Hashable, Sendable {
    let spec: AxisSideSpec
    /// Where the axis usually goes: bottom for x, trailing for y.
    public static let automatic = AxisMarkPosition(spec: .automatic)
    /// At the leading edge.
    public static let leading = AxisMarkPosition(spec: .leading)
    /// At the trailing edge.
    public static let trailing = AxisMarkPosition(spec: .trailing)
    /// At the top.
    public static let top = AxisMarkPosition(spec: .top)
    /// At the bottom.
    public static let bottom = AxisMarkPosition(spec: .bottom)
}

/// Which values of an axis get marks.
public struct AxisMarkValues: @unchecked Sendable {
    let spec: AxisValuesSpec

    /// Values chosen automatically.
    public static var automatic: AxisMarkValues { AxisMarkValues(spec: .automatic) }

    /// About `desiredCount` automatically chosen values.
    public static func automatic(desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
                                 roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(spec: .automatic(desiredCount: desiredCount, minimumStride: nil))
    }

    /// Automatically chosen values at least `minimumStride` apart.
    public static func automatic<P: BinaryFloatingPoint>(minimumStride: P, desiredCount: Int? = nil, roundLowerBound: Bool? = nil,
                                                          roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(spec: .automatic(desiredCount: desiredCount, minimumStride: Double(minimumStride)))
    }

    /// Every multiple of `stride`, like the standard library's `stride(from:to:by:)`.
    public static func stride<P: BinaryFloatingPoint>(by stride: P, roundLowerBound: Bool? = nil,
                                                       roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(spec: .stride(Double(stride)))
    }

    /// Every `count` units of a calendar component: `.stride(by: .month)`.
    public static func stride(by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil,
                              roundUpperBound: Bool? = nil, calendar: Calendar? = nil) -> AxisMarkValues {
        AxisMarkValues(spec: .dateStride(component, count: count, calendar: calendar))
    }
}

/// How an axis handles value labels that would overlap.
public struct AxisValueLabelCollisionResolution: Hashable, Sendable {
    let spec: AxisLabelCollisionSpec
    /// Chosen by the axis and its data: greedy, with category labels truncated to their band.
    public static let automatic = AxisValueLabelCollisionResolution(spec: .automatic)
    /// A label is shown only if it does not overlap one already shown.
    public static let greedy = AxisValueLabelCollisionResolution(spec: .greedy(priority: 0, minimumSpacing: nil))
    /// Greedy, with labels of higher priority placed first and kept at least `minimumSpacing` apart.
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat? = nil) -> AxisValueLabelCollisionResolution {
        AxisValueLabelCollisionResolution(spec: .greedy(priority: priority, minimumSpacing: minimumSpacing.map(Double.init)))
    }
    /// Labels are truncated to the room they have.
    public static let truncate = AxisValueLabelCollisionResolution(spec: .truncate)
    /// Every label is shown.
    public static let disabled = AxisValueLabelCollisionResolution(spec: .disabled)
}

/// The direction value labels read in.
public struct AxisValueLabelOrientation: Hashable, Sendable {
    let spec: AxisLabelOrientationSpec
    /// Chosen by the axis: level, turned when the labels do not fit.
    public static let automatic = AxisValueLabelOrientation(spec: .automatic)
    /// Level.
    public static let horizontal = AxisValueLabelOrientation(spec: .horizontal)
    /// Turned a quarter counter-clockwise: reads upwards.
    public static let vertical = AxisValueLabelOrientation(spec: .vertical)
    /// Turned a quarter clockwise: reads downwards.
    public static let verticalReversed = AxisValueLabelOrientation(spec: .verticalReversed)
}
