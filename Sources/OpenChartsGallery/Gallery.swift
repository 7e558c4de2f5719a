import Foundation
import OpenCharts

/// One chart of the gallery: a view written as user code, its size, and where its source lives.
public struct GalleryItem: Sendable {
    /// A file-name-safe identifier, such as `"03-daily-sales-bars"`.
    public let id: String
    public let title: String
    /// What the talk says of the chart.
    public let caption: String
    public let width: Double
    public let height: Double
    /// The appearance and locale the chart is shown in.
    public let colorScheme: ColorScheme
    public let localeIdentifier: String
    /// Whether the gallery also writes the chart as an interactive HTML page.
    public let interactive: Bool
    let sourceFile: String
    let make: @Sendable () -> AnyView

    init(_ id: String, _ title: String, _ caption: String, width: Double = 400, height: Double = 280,
         colorScheme: ColorScheme = .light, locale: String = "en_US", interactive: Bool = false,
         file: String, view: @escaping @Sendable () -> AnyView) {
        self.id = id; self.title = title; self.caption = caption; self.width = width; self.height = height
        self.interactive = interactive
        self.colorScheme = colorScheme; self.localeIdentifier = locale
        self.sourceFile = file
        self.make = view
    }

    /// A renderer for the chart, with a fixed locale, calendar and time zone so that every machine
    /// draws the same bytes.
    public func renderer() -> ChartRenderer<AnyView> {
        var r = ChartRenderer(content: make())
        r.proposedSize = ProposedViewSize(width: width, height: height)
        r.locale = Locale(identifier: localeIdentifier)
        r.colorScheme = colorScheme
        r.timeZone = TimeZone(identifier: "UTC")!
        r.calendar = dataCalendar
        return r
    }

    /// The chart's Swift source: the lines between the `begin source` and `end source` markers
    /// of its file, when the file can be read.
    public var source: String? {
        guard let text = try? String(contentsOfFile: sourceFile, encoding: .utf8) else { return nil }
        let lines = text.components(separatedBy: "\n")
        guard let b = lines.firstIndex(of: "// begin source"), let e = lines.firstIndex(of: "// end source"), b < e else { return nil }
        return lines[(b + 1)..<e].joined(separator: "\n")
    }
}

/// The built-in gallery: the charts of the talks and articles OpenCharts is built from.
public enum Gallery {
    /// Every chart, in order: the talk's marks, its customizations, round charts, and views around charts.
    public static let items: [GalleryItem] = marks + customizations + roundCharts + views + controls + interaction + charts3D

    /// The charts of the WWDC22 talk that the marks draw with default settings.
    static let marks: [GalleryItem] = [
        GalleryItem("01-single-bar", "A single bar", "One BarMark: Cachapa and its 916 sales, under a title.",
                    height: 180, file: sourceFolder + "SingleBar.swift") { AnyView(SingleBarChart()) },
        GalleryItem("02-sales-bars", "Six pancake styles", "A bar per style from ForEach over the data, pink, with VoiceOver labels.",
                    file: sourceFolder + "SalesBars.swift") { AnyView(SalesBarsChart()) },
        GalleryItem("03-daily-sales-bars", "Daily sales", "Pancakes sold each day over 30 days: a bar per calendar day.",
                    file: sourceFolder + "DailySalesBars.swift") { AnyView(DailySalesBarsChart()) },
        GalleryItem("04-daily-sales-line", "Daily sales as a line", "The same data with BarMark swapped for LineMark.",
                    file: sourceFolder + "DailySalesLine.swift") { AnyView(DailySalesLineChart()) },
        GalleryItem("05-city-lines", "Two cities by weekday", "A line per city, coloured and marked by city, Catmull–Rom curves.",
                    file: sourceFolder + "CityLines.swift") { AnyView(CityLinesChart()) },
        GalleryItem("06-stacked-bars", "Stacked bars", "The same data as bars: two bars per day stack automatically.",
                    file: sourceFolder + "StackedBars.swift") { AnyView(StackedBarsChart()) },
        GalleryItem("07-grouped-bars", "Grouped bars", "position(by:) puts the two cities side by side.",
                    file: sourceFolder + "GroupedBars.swift") { AnyView(GroupedBarsChart()) },
        GalleryItem("08-min-max-area", "Daily average with min and max", "An AreaMark from daily min to daily max under the average line.",
                    file: sourceFolder + "MinMaxArea.swift") { AnyView(MinMaxAreaChart()) },
        GalleryItem("09-bar-rectangle-rule", "Bars, rectangles and a rule", "Min–max bars with the average as a 2-point rectangle, 60% wide, and the yearly average as an annotated rule.",
                    file: sourceFolder + "BarRectangleRule.swift") { AnyView(BarRectangleRuleChart()) },
        GalleryItem("10-horizontal-bars", "Names on y: horizontal bars", "Swapping x and y turns the bars horizontal.",
                    file: sourceFolder + "HorizontalBars.swift") { AnyView(HorizontalBarsChart()) },
    ]

    static let sourceFolder: String = {
        let here = #filePath
        guard let slash = here.lastIndex(of: "/") else { return "" }
        return String(here[...slash]) + "Charts/"
    }()
}
