import OpenCharts

/// The chart a query describes, written as it would be in an iOS app.
struct QueryChart: View {
    let query: ChartQuery

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            if let title = query.title {
                Text(title)
                    .font(.headline)
            }
            Chart(Array(zip(query.labels, query.values)), id: \.0) { label, value in
                switch query.mark {
                case .bar:
                    BarMark(x: .value("Label", label), y: .value("Value", value))
                case .line:
                    LineMark(x: .value("Label", label), y: .value("Value", value))
                case .point:
                    PointMark(x: .value("Label", label), y: .value("Value", value))
                case .area:
                    AreaMark(x: .value("Label", label), y: .value("Value", value))
                }
            }
        }
        .padding()
    }
}
