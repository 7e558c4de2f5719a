import OpenCharts

// begin source
struct FixedDomainChart: View {
    var body: some View {
        Chart(seriesData, id: \.city) { series in
            ForEach(series.data) { element in
                BarMark(
                    x: .value("Day", element.weekday, unit: .day),
                    y: .value("Sales", element.sales)
                )
            }
            .foregroundStyle(by: .value("City", series.city))
        }
        .chartYScale(domain: 0...200)
    }
}
// end source
