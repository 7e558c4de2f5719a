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
    /// The scale of a scrolling axis: the whole domain laid over as many plot widths (or heights)
    /// as the visible length goes into it, shifted so the scroll position sits at the window's
    /// leading edge (for x) or its top (for y: the first category there, or for numbers the
    /// window shows the position and above).
    static func scrolledScale(_ s: PositionScale, scroll: AxisScrollOptions, builder: PositionScaleBuilder,
                              marks: [ResolvedMark], plot: SceneRect, options: PositionScaleOptions,
                              vertical: Bool = false) -> PositionScale {
        let lo: Double, length: Double
        if s.kind == .band {
            lo = 0; length = Double(s.band?.domain.count ?? 0)
        } else {
            lo = min(s.domain.lo, s.domain.hi); length = abs(s.domain.hi - s.domain.lo)
        }
        let extent = vertical ? plot.height : plot.width
        guard let visible = scroll.visibleLength, visible.isFinite, visible > 0, length.isFinite, length > visible,
              extent > 0 else { return s }
        let full = extent * length / visible
        // Offsets run from the content's leading (x) or top (y) edge to the window's.
        let fromTop = vertical && s.kind != .band
        var offset = fromTop ? full - extent : 0
        if let p = scroll.position {
            if s.kind == .band {
                offset = Double(s.band?.domain.firstIndex(of: p.categoryKey) ?? 0) / length * full
            } else if let v = p.number ?? p.date?.timeIntervalSinceReferenceDate, v.isFinite {
                offset = fromTop ? (lo + length - v - visible) / length * full : (v - lo) / length * full
            }
        }
        offset = min(max(0, offset), full - extent)
        var scrolled = vertical
            ? builder.build(marks: marks, rangeStart: plot.minY - offset + full, rangeEnd: plot.minY - offset, options: options)
            : builder.build(marks: marks, rangeStart: plot.minX - offset, rangeEnd: plot.minX - offset + full, options: options)
        scrolled.windows = length / visible
        return scrolled
    }

    /// Whether the chart scrolls up and down (its content taller than the window) rather than sideways.
    package var scrollsVertically: Bool {
        guard let viewport else { return false }
        return plot.height > viewport.height + 0.5
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
