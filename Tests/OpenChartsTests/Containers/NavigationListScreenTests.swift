import ChartScene
import Foundation
import Testing
@testable import OpenCharts

/// The sales screen of a food truck app: a navigation stack titled "Sales" around a list of
/// sections, each with a chart and a footer.
struct SalesScreen: View {
    var body: some View {
        NavigationStack {
            List {
                Section {
                    Chart(DailySales.week) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales)) }
                        .frame(height: 180)
                } header: {
                    Text("This week")
                } footer: {
                    Text("Sales include every truck and refunds are subtracted on the day they are made.")
                }
                Section("Top styles") {
                    ForEach(PancakeStyle.all.prefix(3)) { style in
                        HStack {
                            Text(style.name)
                            Spacer()
                            Text("\(style.sold)").foregroundStyle(.secondary)
                        }
                    }
                    NavigationLink("All styles") { Text("Styles") }
                }
            }
            .navigationTitle("Sales")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) { Button("Export") {} }
            }
        }
    }
}

@Suite("Navigation stack around a list")
struct NavigationListScreenTests {
    @Test("a sales screen renders light and dark with a large title, rounded sections and tall rows")
    func salesScreen() throws {
        for scheme in [ColorScheme.light, .dark] {
            let svg = Screen.svg("sales-screen", SalesScreen(), scheme: scheme)
            let doc = try #require(ParsedSVG(svg))
            #expect(doc.elements.contains { $0.name == "text" && $0.text == "Sales" && $0.attributes["font-size"] == "34" })
        }
    }
}
