import OpenCharts

// begin source
struct CityColorsLinesChart: View {
    var body: some View {
        Chart(seriesData, id: \.city) { series in
            ForEach(series.data) { element in
                LineMark(
                    x: .value("Day", element.weekday, unit: .day),
                    y: .value("Sales", element.sales)
                )
            }
            .foregroundStyle(by: .value("City", series.city))
            .symbol(by: .value("City", series.city))
            .interpolationMethod(.catmullRom)
        }
        .chartForegroundStyleScale([
            "San Francisco": .purple,
            "Cupertino": .green,
        ])
    }
}
// end source
