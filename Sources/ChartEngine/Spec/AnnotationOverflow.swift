/// The rectangle an annotation is kept inside: Swift Charts' `AnnotationOverflowResolution.Boundary`.
package enum AnnotationBoundary: Hashable, Sendable {
    /// The chart's whole frame.
    case automatic
    case chart
    /// The plot area.
    case plot
}

/// What happens to an annotation that would cross a boundary, along one axis.
package enum AnnotationOverflowStrategy: Hashable, Sendable {
    /// Kept inside the chart.
    case automatic
    /// Placed as asked, even outside the chart.
    case disabled
    /// Moved back inside the boundary.
    case fit(AnnotationBoundary)
    /// The scale is padded so that the annotation fits in the plot, then it is kept inside the chart.
    case padScale
}

/// `AnnotationOverflowResolution`: one strategy per axis.
package struct AnnotationOverflow: Hashable, Sendable {
    package var x: AnnotationOverflowStrategy
    package var y: AnnotationOverflowStrategy

    package init(x: AnnotationOverflowStrategy = .automatic, y: AnnotationOverflowStrategy = .automatic) {
        self.x = x; self.y = y
    }

    package static let automatic = AnnotationOverflow()
}
