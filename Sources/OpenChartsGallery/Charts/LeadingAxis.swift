import OpenCharts

// begin source
struct LeadingAxisChart: View {
    var body: some View {
        Chart(monthlyData) {
            BarMark(
                x: .value("Month", $0.month, unit: .month),
                y: .value("Sales", $0.dailyAverage)
            )
        }
        .chartYAxis {
            AxisMarks(position: .leading)
        }
    }
}
// end source
