import Foundation
import OpenCharts

// begin source
struct MonthlySalesChart: View {
    var body: some View {
        Chart(monthlyData) {
            BarMark(
                x: .value("Month", $0.month, unit: .month),
                y: .value("Sales", $0.dailyAverage)
            )
        }
    }
}
// end source
