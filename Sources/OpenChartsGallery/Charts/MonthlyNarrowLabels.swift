import Foundation
import OpenCharts

// begin source
struct MonthlyNarrowLabelsChart: View {
    var body: some View {
        Chart(monthlyData) {
            BarMark(
                x: .value("Month", $0.month, unit: .month),
                y: .value("Sales", $0.dailyAverage)
            )
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .month)) { value in
                AxisGridLine()
                AxisTick()
                AxisValueLabel(format: .dateTime.month(.narrow))
            }
        }
    }
}
// end source
