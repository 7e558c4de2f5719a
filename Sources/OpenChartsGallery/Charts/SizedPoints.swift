import OpenCharts

// begin source
struct SizedPointsChart: View {
    var body: some View {
        Chart(seriesData, id: \.city) { series in
            ForEach(series.data) { element in
                PointMark(
                    x: .value("Day", element.weekday, unit: .day),
                    y: .value("Sales", element.sales)
                )
                .symbolSize(by: .value("Sales", element.sales))
            }
            .foregroundStyle(by: .value("City", series.city))
            .symbol(by: .value("City", series.city))
        }
    }
}
// end source
