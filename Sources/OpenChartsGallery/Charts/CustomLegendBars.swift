import OpenCharts

// begin source
struct CustomLegendBarsChart: View {
    var body: some View {
        Chart(seriesData, id: \.city) { series in
            ForEach(series.data) { element in
                BarMark(
                    x: .value("Day", element.weekday, unit: .day),
                    y: .value("Sales", element.sales)
                )
            }
            .foregroundStyle(by: .value("City", series.city))
            .position(by: .value("City", series.city))
        }
        .chartForegroundStyleScale([
            "Cupertino": .green,
            "San Francisco": .purple,
        ])
        .chartLegend(position: .top, alignment: .trailing) {
            HStack(spacing: 12) {
                Text("● Cupertino").foregroundStyle(.green)
                Text("● San Francisco").foregroundStyle(.purple)
            }
        }
    }
}
// end source
