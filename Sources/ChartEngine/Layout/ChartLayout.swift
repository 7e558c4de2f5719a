import ChartText
import ChartScene
import Foundation

/// The layout stage: places the legend and both axes around the plot area and builds the scales
/// for the plot's final size.
package struct ChartLayout: Sendable {
    package var frame: SceneRect
    package var plot: SceneRect
    package var x: PositionScale?
    package var y: PositionScale?
    package var xTicks: [AxisTickMark]
    package var yTicks: [AxisTickMark]
    package var xAxisVisible: Bool
    package var yAxisVisible: Bool
    /// The legend's place and room, and its rectangle once the plot is placed.
    package var legend: LegendPlacement?
    package var legendFrame: SceneRect

    static let axisLabelGap = 4.0
    static let yLabelGap = 6.0

    package init(frame: SceneRect, marks: [ResolvedMark], kinds: (x: PositionScaleKind?, y: PositionScaleKind?),
                 legendItems: [LegendItem], options: ChartOptions, context: ChartContext) {
        self.frame = frame
        let theme = context.theme, measurer = context.measurer
        let lineMetrics = measurer.measure("0", font: theme.axisFont)
        let lineHeight = lineMetrics.ascent + lineMetrics.descent
        let hasSectorsOnly = !marks.isEmpty && marks.allSatisfy { $0.kind == .sector }
        xAxisVisible = kinds.x != nil && options.xAxis != .hidden && !hasSectorsOnly
        yAxisVisible = kinds.y != nil && options.yAxis != .hidden && !hasSectorsOnly

        // The legend takes its room first (see LegendPlacement); axes and plot share the rest.
        let legend = LegendPlacement(items: legendItems, options: options, frame: frame, context: context)
        self.legend = legend
        let outer = frame
        let frame = legend?.remaining ?? frame
        let bottom = frame.maxY

        // The x axis's height depends only on the font; the y axis's width on its labels.
        let xAxisHeight = xAxisVisible ? Self.axisLabelGap + lineHeight : 0
        let yContinuous = kinds.y == .linear || kinds.y == .time
        let top = frame.minY + (yAxisVisible && yContinuous ? lineHeight / 2 : 0)
        let plotBottom = max(top, bottom - xAxisHeight)

        var yScale: PositionScale? = nil, yTicks: [AxisTickMark] = []
        var yAxisWidth = 0.0
        if let yk = kinds.y {
            let builder = PositionScaleBuilder(axis: .y, kind: yk, calendar: context.calendar)
            let s = builder.build(marks: marks, rangeStart: plotBottom, rangeEnd: top)
            yScale = s
            yTicks = s.ticks(axis: .y, locale: context.locale, timeZone: context.timeZone)
            if yAxisVisible {
                let widest = yTicks.map { measurer.measure($0.label, font: theme.axisFont).width }.max() ?? 0
                yAxisWidth = widest > 0 ? Self.yLabelGap + widest : 0
                // Long category names may take at most 40% of the width.
                yAxisWidth = min(yAxisWidth, frame.width * 0.4)
            }
        }
        let plotRight = max(frame.minX, frame.maxX - yAxisWidth)
        plot = SceneRect(x: frame.minX, y: top, width: plotRight - frame.minX, height: plotBottom - top)

        var xScale: PositionScale? = nil, xTicks: [AxisTickMark] = []
        if let xk = kinds.x {
            let builder = PositionScaleBuilder(axis: .x, kind: xk, calendar: context.calendar)
            let s = builder.build(marks: marks, rangeStart: plot.minX, rangeEnd: plot.maxX)
            xScale = s
            xTicks = s.ticks(axis: .x, locale: context.locale, timeZone: context.timeZone)
        }
        x = xScale; y = yScale
        self.xTicks = xTicks; self.yTicks = yTicks
        legendFrame = legend?.frame(in: outer, plot: plot) ?? SceneRect(x: outer.minX, y: outer.maxY, width: 0, height: 0)
    }
}
