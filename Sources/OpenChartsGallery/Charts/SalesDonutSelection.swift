import OpenCharts

// begin source
struct SalesDonutSelectionChart: View {
    let data = sales
    var selectedName: String? = "Cachapa"

    var body: some View {
        Chart(data, id: \.name) { element in
            SectorMark(
                angle: .value("Sales", element.sales),
                innerRadius: .ratio(0.618),
                angularInset: 1.5
            )
            .cornerRadius(5)
            .foregroundStyle(by: .value("Name", element.name))
            .opacity(element.name == selectedName ? 1.0 : 0.3)
        }
    }
}
// end source
