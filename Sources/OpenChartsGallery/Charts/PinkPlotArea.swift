import OpenCharts

// begin source
struct PinkPlotAreaChart: View {
    var body: some View {
        Chart(dailySales, id: \.day) {
            BarMark(
                x: .value("Day", $0.day, unit: .day),
                y: .value("Sales", $0.sales)
            )
            .foregroundStyle(.pink)
        }
        .chartPlotStyle { plotArea in
            plotArea
                .background(.pink.opacity(0.2))
                .border(.pink, width: 1)
        }
    }
}
// end source
