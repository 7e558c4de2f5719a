import OpenCharts

// begin source
struct DashedCityLinesChart: View {
    var body: some View {
        Chart(seriesData, id: \.city) { series in
            ForEach(series.data) { element in
                LineMark(
                    x: .value("Day", element.weekday, unit: .day),
                    y: .value("Sales", element.sales)
                )
            }
            .foregroundStyle(by: .value("City", series.city))
            .lineStyle(by: .value("City", series.city))
        }
    }
}
// end source
