import ChartText
import ChartScene
import Foundation

/// The layout stage: places the legend, the axes and their titles around the plot area, and
/// builds the scales for the plot's final size.
package struct ChartLayout: Sendable {
    package var frame: SceneRect
    package var plot: SceneRect
    package var x: PositionScale?
    package var y: PositionScale?
    /// The `AxisMarks` of each axis, resolved on its scale; empty when the axis is hidden.
    package var xPlans: [AxisPlan] = []
    package var yPlans: [AxisPlan] = []
    package var xAxisVisible: Bool
    package var yAxisVisible: Bool
    /// The legend's place and room, and its rectangle once the plot is placed.
    package var legend: LegendPlacement?
    package var legendFrame: SceneRect
    /// Axis titles (`chartXAxisLabel`, `chartYAxisLabel`) and where they go.
    package var titles: [PlacedAxisTitle] = []
    /// The visible part of the plot when the chart scrolls: `plot` is then the whole scrolled
    /// content, wider than the chart, and this is the window onto it.
    package var viewport: SceneRect?

    static let axisLabelGap = AxisPlan.xGap
    static let yLabelGap = AxisPlan.yGap
    static let titleGap = 4.0

    /// The default ticks of each axis (the first `AxisMarks`'), for summaries.
    package var xTicks: [AxisTickMark] { xPlans.first?.entries.map(\.tick) ?? [] }
    package var yTicks: [AxisTickMark] { yPlans.first?.entries.map(\.tick) ?? [] }

    /// Lays the chart out in `frame`. With `plotRect`, the plot area is fixed (by `chartPlotStyle`)
    /// and the axes are placed around it.
    package init(frame: SceneRect, marks: [ResolvedMark], kinds: (x: PositionScaleKind?, y: PositionScaleKind?),
                 legendItems: [LegendItem], options: ChartOptions, context: ChartContext, plotRect: SceneRect? = nil) {
        self.frame = frame
        let theme = context.theme, measurer = context.measurer
        let lineMetrics = measurer.measure("0", font: theme.axisFont)
        let lineHeight = lineMetrics.height
        let hasSectorsOnly = !marks.isEmpty && marks.allSatisfy { $0.kind == .sector }
        xAxisVisible = kinds.x != nil && options.xAxis.visibility != .hidden && !hasSectorsOnly
        yAxisVisible = kinds.y != nil && options.yAxis.visibility != .hidden && !hasSectorsOnly

        // The legend takes its room first (see LegendPlacement); axes and plot share the rest.
        let legend = LegendPlacement(items: legendItems, options: options, frame: frame, context: context)
        self.legend = legend
        let outer = frame
        let frame = legend?.remaining ?? frame
        let bottom = frame.maxY

        // Axis titles take a line of their own beside the axis they name.
        let titleSizes = Self.titleSizes(options: options, xVisible: kinds.x != nil && !hasSectorsOnly,
                                         yVisible: kinds.y != nil && !hasSectorsOnly)
        var room = (top: 0.0, bottom: 0.0, leading: 0.0, trailing: 0.0)
        for t in titleSizes {
            switch t.edge {
            case .top: room.top += t.thickness
            case .bottom: room.bottom += t.thickness
            case .leading: room.leading += t.thickness
            case .trailing: room.trailing += t.thickness
            }
        }

        let xMarks = xAxisVisible ? (options.xAxis.marks ?? [AxisMarksSpec()]) : []
        let yMarks = yAxisVisible ? (options.yAxis.marks ?? [AxisMarksSpec()]) : []
        // The x labels' heights are known only once the plot's width is; start from one line of text
        // on each edge that has labels, and measure again if the labels turn out taller.
        var xThickness = (top: 0.0, bottom: 0.0)
        for m in xMarks where m.preset != .inset {
            if AxisPlan.resolvedSide(m.position, axis: .x) == .top { xThickness.top = Self.axisLabelGap + lineHeight }
            else { xThickness.bottom = Self.axisLabelGap + lineHeight }
        }
        let yContinuous = kinds.y == .linear || kinds.y == .time
        let labelWidthLimit = max(0, frame.width * 0.4 - Self.yLabelGap)
        // Room above the plot keeps the top y label inside the frame: half a line for labels
        // centred on their value, a whole line for labels raised above it.
        let raised = yMarks.contains { $0.preset != .automatic }
        let headroom = yAxisVisible && yContinuous && !yMarks.isEmpty
            ? (raised ? lineHeight + AxisRenderer.raisedLabelGap : lineHeight / 2) : 0

        var plot = SceneRect.zero
        var xScale: PositionScale?, yScale: PositionScale?
        var xPlans: [AxisPlan] = [], yPlans: [AxisPlan] = []
        for pass in 0..<2 {
            let top = frame.minY + room.top + xThickness.top + headroom
            // With nothing below the plot, the bottom y label (centred on its value) needs half a line too.
            let centredY = headroom > 0 && yMarks.contains { $0.preset == .automatic }
            let footroom = centredY && room.bottom + xThickness.bottom < lineHeight / 2 ? lineHeight / 2 : 0
            let plotBottom = max(top, bottom - room.bottom - max(xThickness.bottom, footroom))
            let yRange = plotRect.map { ($0.maxY, $0.minY) } ?? (plotBottom, top)
            yScale = nil; yPlans = []
            var yThickness = (leading: 0.0, trailing: 0.0)
            if let yk = kinds.y {
                let builder = PositionScaleBuilder(axis: .y, kind: yk, calendar: context.calendar)
                var s = builder.build(marks: marks, rangeStart: yRange.0, rangeEnd: yRange.1, options: options.yAxis.scale)
                if let scroll = options.yAxis.scroll, options.xAxis.scroll == nil {
                    let window = SceneRect(x: 0, y: yRange.1, width: 0, height: yRange.0 - yRange.1)
                    s = Self.scrolledScale(s, scroll: scroll, builder: builder, marks: marks, plot: window,
                                           options: options.yAxis.scale, vertical: true)
                }
                if yk == .time { s.leadingDataSpacing = PositionScale.leadingDataSpacing(of: marks, axis: .y) }
                yScale = s
                yPlans = AxisPlan.plans(axis: .y, scale: s, marks: yMarks, context: context, labelWidthLimit: labelWidthLimit)
                for p in yPlans {
                    if p.side == .leading { yThickness.leading = max(yThickness.leading, p.thickness) }
                    else { yThickness.trailing = max(yThickness.trailing, p.thickness) }
                }
            }
            let plotLeft = frame.minX + room.leading + yThickness.leading
            let plotRight = max(plotLeft, frame.maxX - room.trailing - yThickness.trailing)
            plot = plotRect ?? SceneRect(x: plotLeft, y: top, width: plotRight - plotLeft, height: plotBottom - top)

            xScale = nil; xPlans = []
            var measured = (top: 0.0, bottom: 0.0)
            if let xk = kinds.x {
                let builder = PositionScaleBuilder(axis: .x, kind: xk, calendar: context.calendar)
                var s = builder.build(marks: marks, rangeStart: plot.minX, rangeEnd: plot.maxX, options: options.xAxis.scale)
                if let scroll = options.xAxis.scroll {
                    s = Self.scrolledScale(s, scroll: scroll, builder: builder, marks: marks, plot: plot, options: options.xAxis.scale)
                }
                if xk == .time { s.leadingDataSpacing = PositionScale.leadingDataSpacing(of: marks, axis: .x) }
                xScale = s
                xPlans = AxisPlan.plans(axis: .x, scale: s, marks: xMarks, context: context, labelWidthLimit: labelWidthLimit)
                for p in xPlans {
                    if p.side == .top { measured.top = max(measured.top, p.thickness) }
                    else { measured.bottom = max(measured.bottom, p.thickness) }
                }
            }
            // Labels as tall as assumed (the usual case) end the layout; otherwise lay out once more.
            if plotRect != nil || pass == 1 || (abs(measured.top - xThickness.top) < 0.01 && abs(measured.bottom - xThickness.bottom) < 0.01) {
                break
            }
            xThickness = measured
        }
        self.plot = plot
        if let xs = xScale, options.xAxis.scroll != nil, xs.length > plot.width + 0.5 {
            viewport = plot
            self.plot = SceneRect(x: min(xs.rangeStart, xs.rangeEnd), y: plot.y, width: xs.length, height: plot.height)
        } else if let ys = yScale, options.yAxis.scroll != nil, ys.length > plot.height + 0.5 {
            viewport = plot
            self.plot = SceneRect(x: plot.x, y: min(ys.rangeStart, ys.rangeEnd), width: plot.width, height: ys.length)
        }
        x = xScale; y = yScale
        self.xPlans = xPlans; self.yPlans = yPlans
        titles = Self.placeTitles(titleSizes, plot: plot, xPlans: xPlans, yPlans: yPlans)
        legendFrame = legend?.frame(in: outer, plot: plot) ?? SceneRect(x: outer.minX, y: outer.maxY, width: 0, height: 0)
    }
}
