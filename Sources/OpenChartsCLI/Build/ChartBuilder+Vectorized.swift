import OpenCharts

/// A row of a vectorized plot: the two plotted values, and the group that colours it.
struct XYRow<X: Plottable, Y: Plottable> {
    let x: X
    let y: Y
}

struct GroupedRow<X: Plottable, Y: Plottable> {
    let x: X
    let y: Y
    let group: String
}

extension ChartBuilder {
    /// A `LinePlot`, `AreaPlot` or `PointPlot` for a plain line, area or scatter of many rows
    /// (coloured by at most one text column), or nil when the mark is drawn row by row.
    func vectorized(_ mark: SpecMark, _ channels: [String: any PlotChannel]) throws -> AnyChartContent? {
        guard table.rowCount > vectorizedThreshold, [.line, .area, .point].contains(mark.kind),
              let x = channels["x"], let y = channels["y"], !x.isConstant, !y.isConstant else { return nil }
        let others = Set(channels.keys).subtracting(["x", "y", "foregroundStyle", "series"])
        guard others.isEmpty else { return nil }
        var group: TextChannel?
        if let g = channels["foregroundStyle"] ?? channels["series"] {
            guard let text = g as? TextChannel else { return nil }
            if let s = channels["series"], let f = channels["foregroundStyle"],
               (s as? TextChannel)?.values != (f as? TextChannel)?.values { return nil }
            group = text
        }
        // Fixed styles (a colour, a line width, an interpolation) apply to the plot as a whole.
        var plain = mark
        if case .by = plain.foregroundStyle { plain.foregroundStyle = nil }
        let modifiers = MarkFactory(spec: plain, channels: [:]).modifiers()
        let plot = Self.plot(mark.kind, x, y, group, count: table.rowCount, stacking: MarkFactory.stacking(mark.stacking))
        return modifiers.reduce(plot) { $1($0, 0) }
    }

    static func plot<X: PlotChannel, Y: PlotChannel>(_ kind: SpecMark.Kind, _ x: X, _ y: Y, _ group: TextChannel?,
                                                     count: Int, stacking: MarkStackingMethod) -> AnyChartContent {
        let xp = x.label, yp = y.label
        if let group {
            var rows: [GroupedRow<X.Value, Y.Value>] = []
            rows.reserveCapacity(count)
            for i in 0..<count { rows.append(GroupedRow(x: x.raw(i), y: y.raw(i), group: group.values[i])) }
            let xv = PlottableProjection<GroupedRow<X.Value, Y.Value>, X.Value>.value(xp, \.x)
            let yv = PlottableProjection<GroupedRow<X.Value, Y.Value>, Y.Value>.value(yp, \.y)
            let gv = PlottableProjection<GroupedRow<X.Value, Y.Value>, String>.value(group.label, \.group)
            switch kind {
            case .line: return AnyChartContent(LinePlot(rows, x: xv, y: yv, series: gv).foregroundStyle(by: gv))
            case .area: return AnyChartContent(AreaPlot(rows, x: xv, y: yv, series: gv, stacking: stacking).foregroundStyle(by: gv))
            default: return AnyChartContent(PointPlot(rows, x: xv, y: yv).foregroundStyle(by: gv))
            }
        }
        var rows: [XYRow<X.Value, Y.Value>] = []
        rows.reserveCapacity(count)
        for i in 0..<count { rows.append(XYRow(x: x.raw(i), y: y.raw(i))) }
        let xv = PlottableProjection<XYRow<X.Value, Y.Value>, X.Value>.value(xp, \.x)
        let yv = PlottableProjection<XYRow<X.Value, Y.Value>, Y.Value>.value(yp, \.y)
        switch kind {
        case .line: return AnyChartContent(LinePlot(rows, x: xv, y: yv))
        case .area: return AnyChartContent(AreaPlot(rows, x: xv, y: yv, stacking: stacking))
        default: return AnyChartContent(PointPlot(rows, x: xv, y: yv))
        }
    }
}
