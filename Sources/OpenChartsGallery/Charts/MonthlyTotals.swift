import OpenCharts

// begin source
struct MonthlyTotalsChart: View {
    var body: some View {
        Chart(monthlyData) {
            LineMark(
                x: .value("月", $0.month, unit: .month),
                y: .value("売上", $0.dailyAverage * 30)
            )
            .symbol(.circle)
        }
        .chartYAxisLabel("売上（個）")
    }
}
// end source
