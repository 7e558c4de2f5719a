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
