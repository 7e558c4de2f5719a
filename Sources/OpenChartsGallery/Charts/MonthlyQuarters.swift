import Foundation
import OpenCharts

// begin source
struct MonthlyQuartersChart: View {
    var body: some View {
        Chart(monthlyData) {
            BarMark(
                x: .value("Month", $0.month, unit: .month),
                y: .value("Sales", $0.dailyAverage)
            )
        }
        .chartXAxis {
            AxisMarks(values: .stride(by: .month)) { value in
                if value.as(Date.self)!.isFirstMonthOfQuarter {
                    AxisGridLine().foregroundStyle(.black)
                    AxisTick().foregroundStyle(.black)
                    AxisValueLabel(format: .dateTime.quarter())
                } else {
                    AxisGridLine()
                }
            }
        }
    }
}

extension Date {
    var isFirstMonthOfQuarter: Bool {
        dataCalendar.component(.month, from: self) % 3 == 1
    }
}
// end source
