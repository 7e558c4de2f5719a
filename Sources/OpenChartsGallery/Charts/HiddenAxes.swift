import OpenCharts

// begin source
struct HiddenAxesChart: View {
    var body: some View {
        Chart(sales) { element in
            BarMark(
                x: .value("Sales", element.sales),
                y: .value("Name", element.name)
            )
        }
        .chartXAxis(.hidden)
        .chartYAxis(.hidden)
    }
}
// end source
