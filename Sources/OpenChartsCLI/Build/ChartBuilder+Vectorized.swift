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
    /// A `LinePlot`, `AreaPlot`, `BarPlot` or `PointPlot` for a plain line, area, bars or scatter of many rows
    /// (coloured by at most one text column), or nil when the mark is drawn row by row. A
    /// scatter's points that share a cell of `PointThinner`'s grid are left out first.
    func vectorized(_ mark: SpecMark, _ channels: [String: any PlotChannel]) throws -> AnyChartContent? {
        guard table.rowCount > vectorizedThreshold, [.line, .area, .point, .bar].contains(mark.kind),
              let x = channels["x"], let y = channels["y"], !x.isConstant, !y.isConstant else { return nil }
        // Bars coloured by a column, or sized, are drawn bar by bar.
        if mark.kind == .bar && (channels["foregroundStyle"] != nil || channels["series"] != nil || mark.width != nil
                                 || mark.height != nil) { return nil }
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
        var kept: [Int]?
        if mark.kind == .point {
            var codes: [String: Int] = [:]
            let groups = group.map { g in g.values.map { s -> Int in
                if let k = codes[s] { return k }
                codes[s] = codes.count
                return codes.count - 1
            } }
            let xs = PointThinner.positions(x, count: table.rowCount, scaleType: spec.chartXScale?.type)
            let ys = PointThinner.positions(y, count: table.rowCount, scaleType: spec.chartYScale?.type)
            // One cell per point of the picture: a symbol covers several, so no gap opens.
            kept = PointThinner.keptRows(count: table.rowCount, x: xs, y: ys, groups: groups, groupCount: max(1, codes.count),
                                         columns: Int(saturating: spec.width ?? 640), rows: Int(saturating: spec.height ?? 400))
        }
        let plot = Self.plot(mark.kind, x, y, group, count: table.rowCount, kept: kept, stacking: MarkFactory.stacking(mark.stacking))
        return modifiers.reduce(plot) { $1($0, 0) }
    }

    static func plot<X: PlotChannel, Y: PlotChannel>(_ kind: SpecMark.Kind, _ x: X, _ y: Y, _ group: TextChannel?,
                                                     count: Int, kept: [Int]?, stacking: MarkStackingMethod) -> AnyChartContent {
        // Every row, or the rows a scatter's thinning kept.
        func each(_ body: (Int) -> Void) {
            if let kept { kept.forEach(body) } else { for i in 0..<count { body(i) } }
        }
        let xp = x.label, yp = y.label
        if let group {
            var rows: [GroupedRow<X.Value, Y.Value>] = []
            rows.reserveCapacity(kept?.count ?? count)
            each { i in rows.append(GroupedRow(x: x.raw(i), y: y.raw(i), group: group.values[i])) }
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
        rows.reserveCapacity(kept?.count ?? count)
        each { i in rows.append(XYRow(x: x.raw(i), y: y.raw(i))) }
        let xv = PlottableProjection<XYRow<X.Value, Y.Value>, X.Value>.value(xp, \.x)
        let yv = PlottableProjection<XYRow<X.Value, Y.Value>, Y.Value>.value(yp, \.y)
        switch kind {
        case .line: return AnyChartContent(LinePlot(rows, x: xv, y: yv))
        case .area: return AnyChartContent(AreaPlot(rows, x: xv, y: yv, stacking: stacking))
        case .bar: return AnyChartContent(BarPlot(rows, x: xv, y: yv, stacking: stacking))
        default: return AnyChartContent(PointPlot(rows, x: xv, y: yv))
        }
    }
}
