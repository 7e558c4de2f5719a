import OpenCharts

extension Gallery {
    /// Charts whose scales, axes, legends and plot area are customized (ids 11–29).
    static let customizations: [GalleryItem] = styleScales
}

extension Gallery {
    /// Style scales and legends (ids 20–24).
    static let styleScales: [GalleryItem] = [
        GalleryItem("20-city-colors", "New colours for the two cities", "chartForegroundStyleScale pairs each city with its colour: San Francisco purple, Cupertino green.",
                    file: sourceFolder + "CityColorsLines.swift") { AnyView(CityColorsLinesChart()) },
        GalleryItem("21-sized-points", "Points sized by sales", "symbolSize(by:) sizes each point by its sales; symbol(by:) and colour tell the cities apart.",
                    file: sourceFolder + "SizedPoints.swift") { AnyView(SizedPointsChart()) },
        GalleryItem("22-dashed-city-lines", "A dash pattern per city", "lineStyle(by:) strokes each city's line with its own dashes, and the legend shows them.",
                    file: sourceFolder + "DashedCityLines.swift") { AnyView(DashedCityLinesChart()) },
        GalleryItem("23-sales-heat-map", "Sales as a heat map", "Numbers in foregroundStyle(by:) colour along a gradient, with a colour bar in the legend.",
                    height: 200, file: sourceFolder + "SalesHeatMap.swift") { AnyView(SalesHeatMapChart()) },
        GalleryItem("24-custom-legend", "A legend of your own", "chartLegend(position:alignment:content:) puts a view of your own above the chart, trailing-aligned.",
                    file: sourceFolder + "CustomLegendBars.swift") { AnyView(CustomLegendBarsChart()) },
    ]
}
