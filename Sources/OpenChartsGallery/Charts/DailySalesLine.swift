import OpenCharts

// begin source
struct DailySalesLineChart: View {
    var body: some View {
        Chart(dailySales, id: \.day) {
            LineMark(
                x: .value("Day", $0.day, unit: .day),
                y: .value("Sales", $0.sales)
            )
        }
    }
}
// end source
