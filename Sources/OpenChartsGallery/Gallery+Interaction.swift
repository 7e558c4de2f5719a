import OpenCharts

extension Gallery {
    /// The interactive charts of the WWDC23 talk: selection with a popover, range selection,
    /// angle selection on a donut, a year of daily sales that scrolls a month at a time, and
    /// forty countries that scroll eight at a time.
    static let interaction: [GalleryItem] = [
        GalleryItem("50-selection-popover", "Selecting a day", "chartXSelection with a RuleMark and a popover annotation for the day under the pointer.",
                    height: 360, interactive: true, file: sourceFolder + "SelectionPopover.swift") { AnyView(LocationDetailsScreen()) },
        GalleryItem("51-range-selection", "Selecting a range", "chartXSelection(range:) draws the dragged days and totals them.",
                    height: 300, interactive: true, file: sourceFolder + "RangeSelection.swift") { AnyView(RangeSelectionChart()) },
        GalleryItem("52-donut-angle-selection", "Selecting a slice", "chartAngleSelection on a donut: the slice under the pointer stays bright.",
                    interactive: true, file: sourceFolder + "SalesDonutSelection.swift") { AnyView(SalesDonutSelectionChart()) },
        GalleryItem("53-scrolling-daily-sales", "A year that scrolls", "365 days, 30 at a time: snapping to days, paging to months, the header totals the days in view.",
                    width: 420, height: 320, interactive: true, file: sourceFolder + "ScrollingDailySales.swift") { AnyView(ScrollingSalesChart()) },
        GalleryItem("54-scrolling-countries", "Forty countries, eight at a time", "A horizontal bar chart that scrolls up and down: the country labels slide with the bars, the population axis stays.",
                    width: 420, height: 360, interactive: true, file: sourceFolder + "ScrollingCountries.swift") { AnyView(ScrollingCountriesChart()) },
    ]
}
