import OpenCharts

// begin source
struct HorizontalBarsChart: View {
    var body: some View {
        Chart(sales) { element in
            BarMark(
                x: .value("Sales", element.sales),
                y: .value("Name", element.name)
            )
        }
    }
}
// end source
