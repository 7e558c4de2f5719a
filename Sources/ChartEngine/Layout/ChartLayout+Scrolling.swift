import ChartScene
import Foundation

/// How a chart scrolls along one axis (`chartScrollableAxes`, `chartXVisibleDomain`,
/// `chartScrollPosition`).
package struct AxisScrollOptions: Sendable, Equatable {
    /// The visible length in data units (seconds for dates, a count for categories); `nil` shows
    /// the whole domain.
    package var visibleLength: Double?
    /// The value at the leading edge of the visible window; `nil` starts at the domain's low end.
    package var position: DataValue?

    package init(visibleLength: Double? = nil, position: DataValue? = nil) {
        self.visibleLength = visibleLength; self.position = position
    }
}

extension ChartLayout {
    /// The scale of a scrolling axis: the whole domain laid over as many plot widths as the
    /// visible length goes into it, shifted so the scroll position sits at the plot's leading edge.
    static func scrolledScale(_ s: PositionScale, scroll: AxisScrollOptions, builder: PositionScaleBuilder,
                              marks: [ResolvedMark], plot: SceneRect, options: PositionScaleOptions) -> PositionScale {
        let lo: Double, length: Double
        if s.kind == .band {
            lo = 0; length = Double(s.band?.domain.count ?? 0)
        } else {
            lo = min(s.domain.lo, s.domain.hi); length = abs(s.domain.hi - s.domain.lo)
        }
        guard let visible = scroll.visibleLength, visible.isFinite, visible > 0, length.isFinite, length > visible,
              plot.width > 0 else { return s }
        let full = plot.width * length / visible
        var position = lo
        if let p = scroll.position {
            if s.kind == .band { position = Double(s.band?.domain.firstIndex(of: p.categoryKey) ?? 0) }
            else if let v = p.number ?? p.date?.timeIntervalSinceReferenceDate, v.isFinite { position = v }
        }
        let offset = min(max(0, (position - lo) / length * full), full - plot.width)
        var scrolled = builder.build(marks: marks, rangeStart: plot.minX - offset, rangeEnd: plot.minX - offset + full, options: options)
        scrolled.windows = length / visible
        return scrolled
    }

    /// This layout with the plot narrowed to the visible window: where the fixed axis, titles and
    /// legend are placed.
    package var fixedToViewport: ChartLayout {
        guard let viewport else { return self }
        var l = self
        l.plot = viewport
        return l
    }
}
