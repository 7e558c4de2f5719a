import ChartEngine
import ChartScene
import ChartText
import Foundation

/// Light or dark appearance.
public enum ColorScheme: Hashable, Sendable, CaseIterable {
    /// The color scheme that corresponds to a light appearance.
    case light
    /// The color scheme that corresponds to a dark appearance.
    case dark
}

/// Values that flow down the view tree: appearance, fonts, locale, and chart settings.
public struct EnvironmentValues: @unchecked Sendable {
    /// Light or dark appearance.
    public var colorScheme: ColorScheme = .light
    /// The locale that formats numbers, dates and interpolated text.
    public var locale: Locale {
        get { storedLocale ?? RenderSettings.defaultLocale }
        set { storedLocale = newValue }
    }
    /// The calendar of dates.
    public var calendar: Calendar {
        get { storedCalendar ?? .current }
        set { storedCalendar = newValue }
    }
    /// The time zone of dates.
    public var timeZone: TimeZone {
        get { storedTimeZone ?? .current }
        set { storedTimeZone = newValue }
    }
    // The machine's settings are read when first asked for, not when an environment is made:
    // a renderer replaces all three, and reading the current calendar costs more than a small chart.
    private var storedLocale: Locale?
    /// The renderer's `now`: the moment `Text(date, style: .relative)` counts from.
    var renderDate: Date?
    private var storedCalendar: Calendar?
    private var storedTimeZone: TimeZone?
    /// The font of text that sets none of its own.
    public var font: Font? = nil
    var foregroundStyle: AnyShapeStyle? = nil
    /// The tint of controls; `nil` is the accent colour.
    var tint: Color? = nil
    /// How buttons draw; `nil` is the automatic style.
    var buttonStyle: AnyPrimitiveButtonStyle? = nil
    var fontWeight: Font.Weight? = nil
    var measurer: any TextMeasurer = MetricsTableMeasurer()
    var chartOptions = ChartOptions()
    /// The `chartPlotStyle` of charts in this view.
    var chartPlotStyle: ((ChartPlotContent) -> AnyView)?
    /// The `chartXAxisStyle` and `chartYAxisStyle` of charts in this view.
    var chartXAxisStyle: ((ChartAxisContent) -> AnyView)?
    var chartYAxisStyle: ((ChartAxisContent) -> AnyView)?
    /// The `chartBackground` and `chartOverlay` of charts in this view.
    var chartBackground: ChartDecoration?
    var chartOverlay: ChartDecoration?
    /// The selection bindings of charts in this view.
    var chartSelection = ChartSelectionBindings()
    /// The most lines text may take; `nil` is as many as it needs.
    public var lineLimit: Int? = nil
    /// How the lines of multiline text align with one another.
    public var multilineTextAlignment: TextAlignment = .leading
    /// Where text too long for its room is cut.
    public var truncationMode: Text.TruncationMode = .tail
    /// How far text may shrink to fit its room before it is cut, as a fraction of its size.
    public var minimumScaleFactor: CGFloat = 1
    /// The case text is shown in; `nil` keeps the case it was written in.
    public var textCase: Text.Case? = nil
    /// Extra room between the lines of text, in points.
    public var lineSpacing: CGFloat = 0
    /// What lists, sections and navigation containers tell the views inside them.
    var containers = ContainerEnvironment()
    /// Values of `EnvironmentKey`s, the system values that use them, and environment objects.
    var keyed = KeyedEnvironment()

    /// The least height of a list row.
    public var defaultMinListRowHeight: CGFloat = 44

    /// The scrolling and gesture settings of charts in this view.
    var chartInteraction = ChartInteractionSettings()

    /// The values a view with no parents sees.
    public init() {}

    /// The environment of a view a chart draws in or around itself: the same, less the chart's
    /// own settings, so that a chart inside it is a chart of its own.
    var insideChart: EnvironmentValues {
        var env = self
        env.chartOptions = ChartOptions()
        env.chartPlotStyle = nil; env.chartXAxisStyle = nil; env.chartYAxisStyle = nil; env.chartBackground = nil; env.chartOverlay = nil
        env.chartSelection = ChartSelectionBindings()
        env.chartInteraction = ChartInteractionSettings()
        return env
    }

    /// The colour that text and shapes use when no style is set: black in light mode, white in dark.
    var primaryColor: RGBA { colorScheme == .dark ? .white : .black }

    /// How controls and symbol images draw: their styles, size and labels.
    var controls = ControlSettings()

    /// The `onSubmit` actions of the views around, innermost last.
    var submitActions: [() -> Void] = []
}
