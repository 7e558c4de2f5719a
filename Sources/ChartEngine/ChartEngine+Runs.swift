import Foundation

extension ChartEngine {
    /// The rows runs lost in ``settleRuns(_:options:)``, for the warnings that marks would give.
    struct RunSkips {
        /// Rows with a NaN or infinite value.
        var notFinite = 0
        /// Rows a log scale has no place for.
        var unplaceable = 0
    }

    /// Readies the runs among `marks` for the stages after: rows that cannot be placed leave their
    /// columns (and are counted as the marks they were would be), and a run that needs what only
    /// separate marks have (annotations per row, a mask, a view per point, a category scale the user
    /// asked for) becomes a mark per row again.
    static func settleRuns(_ marks: inout [MarkSpec], options: ChartOptions) -> RunSkips {
        var skips = RunSkips()
        let categories = options.xAxis.scale.type == .category || options.yAxis.scale.type == .category
        let logs = LogAxes(options)
        var settled: [MarkSpec] = []
        settled.reserveCapacity(marks.count)
        // An area's run fills from zero on its own; beside other areas it stacks on them row by row.
        let areas = marks.reduce(0) { $0 + ($1.kind == .area ? 1 : 0) }
        for m in marks {
            guard let run = m.run else { settled.append(m); continue }
            // A run stacked already (a plot of several series, in columns) has its segments and needs no rows.
            let stacksWithOthers = m.kind == .area && run.stacked == nil && (areas > 1 || !(m.stacking ?? .standard).fillsFromZero)
            if categories || stacksWithOthers || Self.needsRows(m) || Self.barNeedsRows(m) || Self.spanNeedsRows(m)
                || Self.styledRunNeedsRows(m, options: options) {
                settled += m.rows
                continue
            }
            // A run whose values are all finite (as its extents' pass found) keeps every row.
            var (kept, removed) = run.isAllFinite ? (run, 0) : run.filtered { $0.isFinite && $1.isFinite }
            skips.notFinite += removed
            if let logs, let finite = kept {
                (kept, removed) = finite.filtered(logs.places)
                // Thinning kept only some of the rows off the scale; the plot counted them all.
                skips.unplaceable += max(removed, run.rowsOffLogScale ?? 0)
            }
            guard let kept else { continue }
            // Bars at one position stack; a run's bars are drawn from the baseline, so each needs a place of its own.
            if m.kind == .bar && !kept.xs.isStrictlyMonotone {
                settled += MarkSpec(m, run: kept).rows
                continue
            }
            var spec = m
            spec.run = kept
            // The first row stands for the rest wherever one value is read: it must be a placeable one.
            let first = spec.row(0)
            spec.x = first.x; spec.y = first.y
            if kept.styles != nil { spec.style = first.style }
            settled.append(spec)
        }
        marks = settled
        return skips
    }

    /// Whether a run of bars needs a mark per row: bars drawn as one outline (see ``BarEnvelope``)
    /// must share one solid style and grow from the baseline across a number or a date of no unit.
    static func barNeedsRows(_ m: MarkSpec) -> Bool {
        guard m.kind == .bar else { return false }
        guard case .value(let xs) = m.x, case .value(let ys) = m.y, xs.unit == nil, ys.unit == nil,
              xs.calendar == nil, ys.calendar == nil, case .number = ys.value else { return true }
        switch m.stacking {
        case nil, .standard?, .unstacked?: break
        default: return true
        }
        let style = m.style
        if style.isDefault { return false }
        if style.dodge != nil || style.cornerRadius != 0 || style.opacity != 1 || style.clipShape != nil || style.alignsToPlot
            || style.rangeOffset != .zero || style.foregroundBy != nil { return true }
        if let paint = style.foreground, case .linearGradient = paint { return true }
        return false
    }

    /// Whether a run's mark carries something that belongs to each row rather than to the line.
    static func needsRows(_ m: MarkSpec) -> Bool {
        // Rules and rectangles place their rows by intervals or fixed coordinates too (see ``spanNeedsRows(_:)``).
        if !Self.isSpan(m) { guard case .value = m.x, case .value = m.y else { return true } }
        let style = m.style
        if style.isDefault { return false }
        if !style.annotations.isEmpty || style.mask != nil || style.symbolView != nil { return true }
        // A clipped point is drawn as its own element.
        if m.kind == .point && (style.clipShape != nil || style.alignsToPlot) { return true }
        return style.accessibilityLabel != nil || style.accessibilityValue != nil
    }
}

extension StackingMethod {
    /// Whether one series stacked this way fills from zero to each value, as an unstacked one does.
    var fillsFromZero: Bool { self == .standard || self == .unstacked }
}
