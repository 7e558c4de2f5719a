import ChartScene
import ChartText
import Foundation

/// Whether a piece of chart furniture shows: Swift Charts' `Visibility`.
package enum VisibilitySetting: Sendable { case automatic, visible, hidden }

/// Settings the user made explicitly, kept apart from what the engine infers until the two meet
/// in the scale and layout stages.
package struct ChartOptions: Sendable {
    package var legend: VisibilitySetting = .automatic
    /// Visibility, `AxisMarks`, title and scale of the x axis.
    package var xAxis = AxisOptions()
    /// Visibility, `AxisMarks`, title and scale of the y axis.
    package var yAxis = AxisOptions()
    /// Where the legend goes, or a view of the user's drawn in its place.
    package var legendOptions = LegendOptions()
    /// The foreground style, symbol, symbol size and line style scales.
    package var styleScales = StyleScaleOptions()
    package init() {}
}

/// The declarative chart after the DSL has been evaluated: marks and explicit options.
package struct ChartSpec: Sendable {
    package var marks: [MarkSpec]
    package var options: ChartOptions

    package init(marks: [MarkSpec], options: ChartOptions = ChartOptions()) {
        self.marks = marks; self.options = options
    }
}

/// The colours and fonts of chart furniture, resolved for a colour scheme.
package struct ChartTheme: Sendable {
    /// The categorical palette for `foregroundStyle(by:)`; the first colour also paints unstyled marks.
    package var palette: [RGBA]
    package var axisLabel: RGBA
    package var gridLine: RGBA
    package var tick: RGBA
    package var legendLabel: RGBA
    package var annotationText: RGBA
    package var axisFont: SceneFont
    package var legendFont: SceneFont
    /// The paint of marks that set no style of their own, when the view around the chart gives
    /// one (`Chart { … }.foregroundStyle(.indigo)`); `nil` is the palette's first colour.
    package var markForeground: Paint? = nil

    package init(palette: [RGBA], axisLabel: RGBA, gridLine: RGBA, tick: RGBA, legendLabel: RGBA,
                 annotationText: RGBA, axisFont: SceneFont, legendFont: SceneFont) {
        self.palette = palette; self.axisLabel = axisLabel; self.gridLine = gridLine; self.tick = tick
        self.legendLabel = legendLabel; self.annotationText = annotationText
        self.axisFont = axisFont; self.legendFont = legendFont
    }
}

/// What the engine needs from outside: formatting context, theme, and a text measurer.
package struct ChartContext: Sendable {
    package var locale: Locale
    package var calendar: Calendar
    package var timeZone: TimeZone
    package var theme: ChartTheme
    package var measurer: any TextMeasurer
    /// The most marks drawn one by one, and the most annotations; the rest are left out.
    package var maximumMarks = 1_000_000

    package init(locale: Locale, calendar: Calendar, timeZone: TimeZone, theme: ChartTheme, measurer: any TextMeasurer) {
        self.locale = locale; self.timeZone = timeZone; self.theme = theme; self.measurer = measurer
        var calendar = calendar
        calendar.timeZone = timeZone
        self.calendar = calendar
    }
}

/// Problems found while drawing; the chart is drawn as well as it can be and these are reported.
package struct ChartWarning: Hashable, Sendable, CustomStringConvertible {
    package var message: String
    /// The limit that left part of the chart out, when this warning reports one: the renderer
    /// then refuses the picture rather than give a chart cut short.
    package var overrun: LimitOverrun?
    package init(_ message: String, overrun: LimitOverrun? = nil) { self.message = message; self.overrun = overrun }
    package var description: String { message }

    /// "3 marks were skipped: <reason>." — `count` things named `noun` left out of the picture.
    package static func skipped(_ count: Int, _ noun: String, because reason: String) -> ChartWarning {
        ChartWarning("\(count) \(noun)\(count == 1 ? " was" : "s were") skipped: \(reason).")
    }
}

/// A limit the chart needed more than: `needed` of what `counted` names, past `allowed`.
package struct LimitOverrun: Hashable, Sendable {
    /// The limit's name in `ChartRenderLimits`, such as "maximumMarks".
    package var limit: String
    package var allowed: Int
    package var needed: Int
    package var counted: String

    package init(limit: String, allowed: Int, needed: Int, counted: String) {
        self.limit = limit; self.allowed = allowed; self.needed = needed; self.counted = counted
    }
}
