import ChartScene

/// `AnnotationOverflowResolution.Strategy.padScale`: the position scales are padded, by as much
/// as the annotations that ask for it cross the plot's edges, so that they fit inside the plot.
enum AnnotationScalePadding {
    /// How far, in points, annotations with `.padScale` cross each edge of the plot.
    struct Overflow {
        var top = 0.0, bottom = 0.0, leading = 0.0, trailing = 0.0
        var isEmpty: Bool { max(top, bottom, leading, trailing) < 0.5 }
    }

    /// `layout` with its scales padded for the chart's `.padScale` annotations; `layout` itself
    /// when there are none, or none overflow. Padding moves the marks, so it is measured again
    /// once after the first padding.
    static func padded(_ chart: PreparedChart, layout: ChartLayout) -> ChartLayout {
        let asking = chart.marks.indices.filter { i in
            !chart.marks[i].spec.style.isDefault && chart.marks[i].spec.style.annotations.contains { $0.overflow.x == .padScale || $0.overflow.y == .padScale }
        }
        guard !asking.isEmpty else { return layout }
        var layout = layout, options = chart.options
        let labels = MarkLabeler(locale: chart.context.locale, timeZone: chart.context.timeZone, calendar: chart.context.calendar)
        for _ in 0..<2 {
            let geometry = MarkGeometry(layout: layout, marks: chart.marks, styles: chart.styles)
            let o = MarkRenderer(geometry: geometry, labels: labels).padScaleOverflow(asking.map { chart.marks[$0] })
            if o.isEmpty { break }
            options.yAxis.scale.range = grown(options.yAxis.scale.range, start: o.bottom, end: o.top)
            options.xAxis.scale.range = grown(options.xAxis.scale.range, start: o.leading, end: o.trailing)
            layout = ChartLayout(frame: layout.frame, marks: chart.marks, kinds: chart.kinds,
                                 legendItems: chart.styles.legendItems(locale: chart.context.locale),
                                 options: options, context: chart.context, plotRect: layout.plot)
        }
        return layout
    }

    /// A scale range padded further at its start (bottom or leading end) and its end.
    static func grown(_ range: ScaleRangeSpec?, start: Double, end: Double) -> ScaleRangeSpec? {
        guard start > 0 || end > 0 else { return range }
        let r = range ?? ScaleRangeSpec(startPadding: 0, endPadding: 0)
        return ScaleRangeSpec(startPadding: r.startPadding + max(0, start), endPadding: r.endPadding + max(0, end))
    }
}

extension MarkRenderer {
    /// How far the `.padScale` annotations of `marks` cross the plot's edges, on the axes that ask.
    func padScaleOverflow(_ marks: [ResolvedMark]) -> AnnotationScalePadding.Overflow {
        var o = AnnotationScalePadding.Overflow()
        let plot = geometry.plot
        for m in marks {
            guard let anchor = annotationAnchor(m) else { continue }
            for a in m.spec.style.annotations where a.overflow.x == .padScale || a.overflow.y == .padScale {
                let r = placed(a, of: m, anchor: anchor).1
                guard r.isFinite else { continue }
                if a.overflow.y == .padScale {
                    o.top = max(o.top, plot.minY - r.minY); o.bottom = max(o.bottom, r.maxY - plot.maxY)
                }
                if a.overflow.x == .padScale {
                    o.leading = max(o.leading, plot.minX - r.minX); o.trailing = max(o.trailing, r.maxX - plot.maxX)
                }
            }
        }
        return o
    }

    /// Where a mark's annotations attach: its rectangle, or its point for lines and areas.
    func annotationAnchor(_ m: ResolvedMark) -> SceneRect? {
        let (dx, dy) = m.spec.style.offset
        switch m.kind {
        case .line:
            guard let x = geometry.position(of: m, axis: .x), let y = geometry.position(of: m, axis: .y) else { return nil }
            return SceneRect(x: x + dx, y: y + dy, width: 0, height: 0)
        case .area:
            let axis = m.valueAxis ?? .y
            guard let v = geometry.valueExtent(m, axis: axis).map({ geometry.shifted($0, m, axis: axis) }),
                  let c = geometry.position(axis == .y ? m.spec.x : m.spec.y, axis: axis.other) else { return nil }
            return axis == .y ? SceneRect(x: c + dx, y: v.1 + dy, width: 0, height: 0)
                              : SceneRect(x: v.1 + dx, y: c + dy, width: 0, height: 0)
        default:
            return single(m, labelled: false)?.1
        }
    }
}
