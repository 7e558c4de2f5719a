import OpenCharts

// begin source
struct SalesHeatMapChart: View {
    var body: some View {
        Chart(seriesData, id: \.city) { series in
            ForEach(series.data) { element in
                RectangleMark(
                    x: .value("Day", element.weekday, unit: .day),
                    y: .value("City", series.city),
                    width: .ratio(1),
                    height: .ratio(1)
                )
                .foregroundStyle(by: .value("Sales", element.sales))
            }
        }
        .chartForegroundStyleScale(range: Gradient(colors: [.yellow, .orange, .red]))
    }
}
// end source
