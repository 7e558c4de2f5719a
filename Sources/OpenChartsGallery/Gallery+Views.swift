import OpenCharts

extension Gallery {
    /// Views around and beside charts: shapes, stacks, buttons (ids 40–49).
    static let views: [GalleryItem] = [
        GalleryItem("40-pie-chart-shapes", "A pie chart drawn with shapes",
                    "A yearly budget by department in $ millions: a PieSlice shape per department, filled and outlined in white, in a ZStack inside a GeometryReader, each labelled two thirds of the way out.",
                    width: 400, height: 400, file: sourceFolder + "BudgetPieChart.swift") { AnyView(BudgetPieChart()) },
    ]
}
