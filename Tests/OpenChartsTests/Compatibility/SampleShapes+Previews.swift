import Foundation
@testable import OpenCharts
import Testing

/// A pancake-sales screen as Xcode 15 writes it: the view, then its `#Preview` blocks.
private struct PancakeSalesScreen: View {
    let sales: [(day: Date, count: Int)] = (0..<7).map {
        (day: TestRender.date(2023, 6, 5 + $0), count: [120, 96, 143, 110, 158, 201, 187][$0])
    }
    var body: some View {
        VStack(alignment: .leading) {
            Text("Total Sales").font(.callout).foregroundStyle(.secondary)
            Chart(sales, id: \.day) {
                BarMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.count))
            }
            .frame(height: 240)
        }
    }
}

#Preview {
    PancakeSalesScreen()
}

#Preview("Dark") {
    PancakeSalesScreen()
        .preferredColorScheme(.dark)
}

@Suite("Sample shapes: #Preview")
struct SampleShapesPreviewTests {
    @Test("a file with #Preview blocks compiles, and its screen renders as before")
    func previewsCompile() throws {
        let r = try Rendered(PancakeSalesScreen())
        #expect(r.boxes("mark bar").count == 7)
    }
}
