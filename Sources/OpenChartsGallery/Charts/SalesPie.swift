import OpenCharts

// begin source
struct SalesPieChart: View {
    let data = sales

    var body: some View {
        Chart(data, id: \.name) { element in
            SectorMark(
                angle: .value("Sales", element.sales)
            )
            .foregroundStyle(by: .value("Name", element.name))
        }
    }
}
// end source
