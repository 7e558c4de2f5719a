import OpenCharts

// begin source
struct SalesPieRoundedChart: View {
    let data = sales

    var body: some View {
        Chart(data, id: \.name) { element in
            SectorMark(
                angle: .value("Sales", element.sales),
                angularInset: 1.5
            )
            .cornerRadius(5)
            .foregroundStyle(by: .value("Name", element.name))
        }
    }
}
// end source
