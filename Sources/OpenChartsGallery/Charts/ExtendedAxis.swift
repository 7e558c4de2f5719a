import OpenCharts

// begin source
struct ExtendedAxisChart: View {
    var body: some View {
        Chart(monthlyData) {
            BarMark(
                x: .value("Month", $0.month, unit: .month),
                y: .value("Sales", $0.dailyAverage)
            )
        }
        .chartYAxis {
            AxisMarks(preset: .extended, position: .leading)
        }
    }
}
// end source
