import Foundation
import Testing
@testable import OpenCharts

private struct CSale: Identifiable { let id = UUID(); let day: String; let units: Int }

private struct CounterChartScreen: View {
    @State private var extra = 0
    let sales = [CSale(day: "Mon", units: 12), CSale(day: "Tue", units: 18), CSale(day: "Wed", units: 9),
                 CSale(day: "Thu", units: 21), CSale(day: "Fri", units: 15)]
    var body: some View {
        VStack {
            Chart(sales) { s in
                BarMark(x: .value("Day", s.day), y: .value("Units", s.units + extra))
            }
            .frame(height: 240)
            Button("Add one") { extra += 1 }
            Text("Extra: \(extra)")
        }
        .padding()
    }
}

@Suite struct ZZScratch {
    @Test func counterPageCost() throws {
        let start = Date()
        var r = ChartRenderer(content: CounterChartScreen())
        r.proposedSize = ProposedViewSize(width: 390, height: 400)
        let html = try r.html()
        let t = Date().timeIntervalSince(start)
        print("SCRATCH counter html: \(html.utf8.count) bytes in \(t) s; warnings \(r.warnings)")
    }
}
