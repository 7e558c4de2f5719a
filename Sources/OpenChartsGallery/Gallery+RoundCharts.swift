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
        GalleryItem("34-sales-donut-selection", "Donut chart with one style emphasised", "chartAngleSelection binds the selected angle value (400: inside Cachapa's slice); the selected style stays opaque and the others fade to 30%.",
                    file: sourceFolder + "SalesDonutSelection.swift") { AnyView(SalesDonutSelectionChart()) },
        GalleryItem("35-roulette", "A roulette", "Five equal sectors in a ZStack with a triangle pointer and a Spin button, the wheel stopped at 1,000° and judged: the pointer sits over B.",
                    width: 390, height: 640, file: sourceFolder + "Roulette.swift") {
            // The screen as a phone shows it: the view centred in all the room it is given.
            AnyView(RouletteView.stopped(at: 1000).frame(maxWidth: .infinity, maxHeight: .infinity))
        },
        GalleryItem("36-sales-donut-text", "The donut with its best seller in the hole", "chartBackground's proxy gives the plot frame; a GeometryReader centres \"Most Sold Style / Cachapa\" in the donut's hole.",
                    width: 400, height: 320, file: sourceFolder + "SalesDonutText.swift") { AnyView(SalesDonutTextChart()) },
    ]
}
