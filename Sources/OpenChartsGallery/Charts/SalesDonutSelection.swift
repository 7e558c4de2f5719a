import OpenCharts

// begin source
struct SalesDonutSelectionChart: View {
    let data = sales
    @State var selectedAngle: Int? = 400

    /// The style whose slice holds the selected angle value: the running sums of sales mark
    /// where each slice ends.
    var selectedName: String? {
        guard let selectedAngle else { return nil }
        var total = 0
        for element in data {
            total += element.sales
            if selectedAngle < total { return element.name }
        }
        return nil
    }

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
        .chartAngleSelection(value: $selectedAngle)
    }
}
// end source
