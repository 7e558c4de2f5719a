import OpenCharts

// begin source
struct SalesBarsChart: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Most Sold Style")
                .font(.callout)
                .foregroundStyle(.secondary)
            Text("Cachapa")
                .font(.title2.bold())
            Chart(sales) { element in
                BarMark(
                    x: .value("Name", element.name),
                    y: .value("Sales", element.sales)
                )
                .foregroundStyle(.pink)
                .accessibilityLabel(element.name)
                .accessibilityValue("\(element.sales) sold")
            }
        }
    }
}
// end source
