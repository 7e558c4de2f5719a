import Foundation
@testable import OpenCharts
import Testing

/// Renders a screen as an iPhone 15 would show it, in the fixtures' time zone.
private func render<V: View>(_ view: V, dark: Bool = false, width: CGFloat = 393) -> (svg: ParsedSVG?, warnings: [String]) {
    var renderer = ChartRenderer(content: view)
    renderer.proposedSize = ProposedViewSize(width: width, height: 852)
    renderer.colorScheme = dark ? .dark : .light
    renderer.locale = Locale(identifier: "en_US")
    renderer.timeZone = fixtureCalendar.timeZone
    renderer.calendar = fixtureCalendar
    return (ParsedSVG(renderer.svg()), renderer.warnings)
}

private func texts(_ doc: ParsedSVG?) -> [String] { doc?.elements.filter { $0.name == "text" }.map(\.text) ?? [] }
private func marks(_ doc: ParsedSVG?, _ kind: String) -> Int { doc?.elements(classed: "mark \(kind)").count ?? 0 }

/// Every screen of the compatibility suite, by name.
private let screens: [(name: String, render: @Sendable (Bool) -> (svg: ParsedSVG?, warnings: [String]))] = [
    ("activity", { render(StepsActivityScreen(), dark: $0) }),
    ("period switch", { render(PeriodSwitchScreen(), dark: $0) }),
    ("spending", { render(SpendingScreen(), dark: $0) }),
    ("stock", { render(StockScreen(), dark: $0) }),
    ("heart rate", { render(HeartRateScreen(), dark: $0) }),
    ("selected day", { render(SelectedDayScreen(), dark: $0) }),
    ("chart settings", { render(ChartSettingsScreen(), dark: $0) }),
    ("chart index", { render(ChartIndexScreen(), dark: $0) }),
    ("themed", { render(ThemedScreen(), dark: $0) }),
    ("weather", { render(WeatherScreen(), dark: $0) }),
    ("dashboard", { render(CityDashboardScreen(), dark: $0) }),
    ("runs", { render(RunsScreen(), dark: $0) }),
    ("summary header", { render(SummaryHeaderScreen(), dark: $0) }),
    ("histogram", { render(HistogramScreen(), dark: $0) }),
    ("availability", { render(AvailabilityScreen(), dark: $0) }),
    ("temperature", { render(TemperatureScreen(), dark: $0) }),
    ("selection header", { render(SelectionHeaderScreen(), dark: $0) }),
    ("budget", { render(BudgetScreen(), dark: $0) }),
    ("popover", { render(PopoverScreen(), dark: $0) }),
    ("insight card", { render(InsightCardScreen(), dark: $0) }),
    ("night", { render(NightScreen(), dark: $0) }),
    ("goal", { render(GoalScreen(), dark: $0) }),
]

@Suite("Chart screens written as iOS apps write them")
struct AppScreenTests {
    @Test("every screen renders in light and dark mode as well-formed SVG with no warnings",
          arguments: screens.map(\.name), [false, true])
    func rendersCleanly(name: String, dark: Bool) throws {
        let screen = try #require(screens.first { $0.name == name })
        let (doc, warnings) = screen.render(dark)
        #expect(doc != nil)
        #expect(warnings == [])
    }

    @Test("the activity screen: a large title, a section header in capitals, a toggle-driven average rule, a segmented picker")
    func activity() {
        let doc = render(StepsActivityScreen()).svg
        let t = texts(doc)
        #expect(t.contains("Activity") && t.contains("STEPS") && t.contains("Show Average"))
        #expect(t.contains("Average: 8,384 steps"))
        #expect(["Week", "Month", "Year"].allSatisfy(t.contains))
        #expect(marks(doc, "bar") == 14 && marks(doc, "rule") == 1)
    }

    @Test("a switch over the picker's selection draws the month's line and points")
    func periodSwitch() {
        let doc = render(PeriodSwitchScreen()).svg
        #expect(marks(doc, "line") >= 1 && marks(doc, "point") == 14 && marks(doc, "bar") == 0)
        #expect(!texts(doc).contains("Not enough data yet"))
    }

    @Test("a model loaded in onAppear replaces the progress view with its donut")
    func spending() {
        let doc = render(SpendingScreen()).svg
        #expect(marks(doc, "sector") == 5)
        #expect(texts(doc).contains("THIS MONTH"))
    }

    @Test("an audio graph descriptor titles and describes the picture")
    func heartRate() throws {
        let doc = try #require(render(HeartRateScreen()).svg)
        #expect(doc.elements.first { $0.name == "title" }?.text == "Heart Rate Range")
        #expect(doc.elements.first { $0.name == "desc" }?.text.hasPrefix("Between 55 and 163 beats per minute this week. A chart of 7 points.") == true)
        #expect(marks(doc, "bar") == 7)
    }

    @Test("an @Observable model loaded in task, an environment object and a toggle bound to it all reach the chart")
    func models() {
        #expect(marks(render(WeatherScreen()).svg, "line") >= 3)
        let runs = render(RunsScreen()).svg
        #expect(marks(runs, "bar") == 5 && texts(runs).contains("km"))
    }

    @Test("a chart-level foreground style paints the marks that set none")
    func nightIndigo() throws {
        let doc = try #require(render(NightScreen()).svg)
        let bar = try #require(doc.elements(classed: "mark bar").first)
        // SwiftUI's indigo in dark mode is #5E5CE6.
        #expect(bar.attributes["fill"]?.lowercased() == "#5e5ce6")
    }

    @Test("histogram bins from NumberBins draw one bar per non-empty bin")
    func histogram() {
        #expect(marks(render(HistogramScreen()).svg, "bar") >= 4)
    }
}
