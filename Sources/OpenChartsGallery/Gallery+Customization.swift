import OpenCharts

extension Gallery {
    /// Charts whose scales, axes, legends and plot area are customized (ids 11–29).
    static let customizations: [GalleryItem] = [
        GalleryItem("11-fixed-y-domain", "A fixed y domain", "chartYScale(domain: 0...200) keeps the scale from 0 to 200 whatever the sales.",
                    file: sourceFolder + "FixedDomain.swift") { AnyView(FixedDomainChart()) },
        GalleryItem("12-monthly-default-axis", "Monthly sales", "Without customization the x axis labels every quarter.",
                    file: sourceFolder + "MonthlyAxes.swift") { AnyView(MonthlySalesChart()) },
        GalleryItem("13-monthly-narrow-labels", "A label every month", "AxisMarks(values: .stride(by: .month)) with single-letter month labels.",
                    file: sourceFolder + "MonthlyAxes.swift") { AnyView(MonthlyNarrowLabelsChart()) },
        GalleryItem("14-monthly-quarters", "Quarters highlighted", "The first month of each quarter gets a dark grid line, tick and quarter label; other months only a grid line.",
                    file: sourceFolder + "MonthlyAxes.swift") { AnyView(MonthlyQuartersChart()) },
        GalleryItem("15-leading-y-axis", "The y axis on the leading edge", "AxisMarks(position: .leading).",
                    file: sourceFolder + "AxisPositions.swift") { AnyView(LeadingAxisChart()) },
        GalleryItem("16-extended-y-axis", "The extended preset", "Grid lines run under the labels, which sit above them at the leading edge.",
                    file: sourceFolder + "AxisPositions.swift") { AnyView(ExtendedAxisChart()) },
        GalleryItem("17-hidden-axes", "Top sales without axes", "chartXAxis(.hidden) and chartYAxis(.hidden) for a quick overview.",
                    height: 200, file: sourceFolder + "AxisPositions.swift") { AnyView(HiddenAxesChart()) },
        GalleryItem("18-hidden-legend", "The best city, without a legend", "Opacity already singles out the best city, so the legend is hidden.",
                    file: sourceFolder + "HiddenLegend.swift") { AnyView(BestDayChart()) },
        GalleryItem("19-dual-axis", "Two units on one chart", "Points (0–150) on the leading axis and temperature (−20–45 °C) on the trailing axis, each with its own labels and dashed grid lines.",
                    width: 440, height: 320, file: sourceFolder + "DualAxis.swift") { AnyView(ContentView()) },
        GalleryItem("25-plot-area-height", "The plot area sized by its categories", "chartPlotStyle frames the plot area at 32 points per pancake style; the chart grows to fit it.",
                    height: 400, file: sourceFolder + "PlotStyle.swift") { AnyView(PlotAreaHeightChart()) },
        GalleryItem("26-pink-plot-area", "A dark pink plot area", "In dark mode, chartPlotStyle gives the plot area a pink background at 0.2 opacity and a one-point pink border.",
                    colorScheme: .dark, file: sourceFolder + "PinkPlotArea.swift") { AnyView(PinkPlotAreaChart()) },
        GalleryItem("27-log-scale", "A log scale", "Downloads from 12 to 96,000 on chartYScale(type: .log), with axis titles.",
                    file: sourceFolder + "LogScale.swift") { AnyView(LogScaleChart()) },
        GalleryItem("28-dark-mode", "Dark mode", "The stacked city bars with ChartRenderer.colorScheme = .dark.",
                    colorScheme: .dark, file: sourceFolder + "StackedBars.swift") { AnyView(StackedBarsChart()) },
        GalleryItem("29-japanese", "In Japanese", "Monthly totals with ChartRenderer.locale = ja_JP: months read 1月, 4月…, numbers 2,500.",
                    locale: "ja_JP", file: sourceFolder + "MonthlyTotals.swift") { AnyView(MonthlyTotalsChart()) },
    ]
}
