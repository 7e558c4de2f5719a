import OpenCharts

// begin source
struct BestDayChart: View {
    let bestCity = "San Francisco"

    var body: some View {
        Chart(seriesData, id: \.city) { series in
            ForEach(series.data) { element in
                BarMark(
                    x: .value("Day", element.weekday, unit: .day),
                    y: .value("Sales", element.sales)
                )
            }
            .foregroundStyle(by: .value("City", series.city))
            .opacity(series.city == bestCity ? 1 : 0.3)
            .position(by: .value("City", series.city))
        }
        .chartLegend(.hidden)
    }
}
// end source
