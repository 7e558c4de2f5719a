import ChartEngine
import Foundation

/// How an annotation that would cross the chart's or the plot's edge is placed, on each axis.
/// Annotations stay inside the chart unless a strategy is `.disabled`.
///
/// ```swift
/// RuleMark(x: .value("Selected", selectedDate, unit: .day))
///     .annotation(position: .top, spacing: 0,
///                 overflowResolution: .init(x: .fit(to: .chart), y: .disabled)) {
///         SalesPopover(date: selectedDate)
///     }
/// ```
public struct AnnotationOverflowResolution: Sendable {
    let value: AnnotationOverflow

    /// Resolves overflow along x and y with the strategies given.
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {
        value = AnnotationOverflow(x: x.value, y: y.value)
    }

    /// Each axis resolved automatically: the annotation is kept inside the chart.
    public static let automatic = AnnotationOverflowResolution()

    /// The edge an annotation is fitted inside.
    public struct Boundary: Sendable {
        let value: AnnotationBoundary
        /// Chosen by the chart: its whole frame.
        public static let automatic = Boundary(value: .automatic)
        /// The chart's frame, axes and legend included.
        public static let chart = Boundary(value: .chart)
        /// The plot area.
        public static let plot = Boundary(value: .plot)
    }

    /// What to do with an annotation that would overflow, along one axis.
    public struct Strategy: Sendable {
        let value: AnnotationOverflowStrategy
        /// Chosen by the chart: the annotation is kept inside the chart.
        public static let automatic = Strategy(value: .automatic)
        /// The annotation is placed as asked, even outside the chart.
        public static let disabled = Strategy(value: .disabled)
        /// The annotation moves back inside the chart as little as needed.
        public static let fit = Strategy(value: .fit(.automatic))
        /// The annotation moves back inside `boundary` as little as needed.
        public static func fit(to boundary: Boundary) -> Strategy { Strategy(value: .fit(boundary.value)) }
        /// The scale is padded so that the annotation fits in the plot.
        public static let padScale = Strategy(value: .padScale)
    }
}

/// What an annotation's content is told about the mark it annotates.
///
/// ```swift
/// BarMark(x: .value("Day", day, unit: .day), y: .value("Steps", steps))
///     .annotation(position: .overlay) { context in
///         Text("\(steps)").frame(width: context.targetSize.width)
///     }
/// ```
public struct AnnotationContext: Sendable {
    /// The size of the annotated mark: a bar's rectangle, a point's symbol; zero for a line's point.
    public var targetSize: CGSize
}
