import OpenCharts

// begin source
struct SingleBarChart: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Most Sold Style")
                .font(.callout)
                .foregroundStyle(.secondary)
            Text("Cachapa")
                .font(.title2.bold())
            Chart {
                BarMark(
                    x: .value("Sales", 916),
                    y: .value("Name", "Cachapa")
                )
            }
        }
    }
}
// end source
