import OpenCharts

// begin source
struct DailySalesBarsChart: View {
    var body: some View {
        Chart(dailySales, id: \.day) {
            BarMark(
                x: .value("Day", $0.day, unit: .day),
                y: .value("Sales", $0.sales)
            )
        }
    }
}
// end source
