import OpenCharts

extension Gallery {
    /// Pie and donut charts drawn with `SectorMark` (ids 30–39).
    static let roundCharts: [GalleryItem] = [
        GalleryItem("30-sales-pie", "Pie chart", "The stacked bar turned round: SectorMark's angle is each style's share of all sales.",
                    file: sourceFolder + "SalesPie.swift") { AnyView(SalesPieChart()) },
        GalleryItem("31-sales-pie-inset", "Pie chart with angular inset", "An angular inset of 1.5 points leaves a 3-point gap between sectors.",
                    file: sourceFolder + "SalesPieInset.swift") { AnyView(SalesPieInsetChart()) },
        GalleryItem("32-sales-pie-rounded", "Pie chart with corner radius", "A corner radius of 5 rounds every corner of every sector.",
                    file: sourceFolder + "SalesPieRounded.swift") { AnyView(SalesPieRoundedChart()) },
        GalleryItem("33-sales-donut", "Donut chart", "An inner radius of the golden ratio, 0.618 of the radius, makes the pie a donut.",
                    file: sourceFolder + "SalesDonut.swift") { AnyView(SalesDonutChart()) },
        GalleryItem("34-sales-donut-selection", "Donut chart with one style emphasised", "The selected style is opaque and the others fade to 30%, as when a sector is tapped.",
                    file: sourceFolder + "SalesDonutSelection.swift") { AnyView(SalesDonutSelectionChart()) },
        GalleryItem("35-roulette", "A roulette wheel", "Five equal sectors in fixed colours around a hole, with the legend hidden.",
                    width: 320, height: 320, file: sourceFolder + "Roulette.swift") { AnyView(RouletteChart()) },
    ]
}
