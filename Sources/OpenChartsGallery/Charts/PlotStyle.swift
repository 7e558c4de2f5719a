import OpenCharts

// begin source
struct PlotAreaHeightChart: View {
    let barHeight: CGFloat = 32

    var body: some View {
        Chart(sales) { element in
            BarMark(
                x: .value("Sales", element.sales),
                y: .value("Name", element.name)
            )
        }
        .chartPlotStyle { plotArea in
            plotArea.frame(height: CGFloat(sales.count) * barHeight)
        }
    }
}
// end source
