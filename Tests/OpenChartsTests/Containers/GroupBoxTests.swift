import ChartScene
import Foundation
import Testing
@testable import OpenCharts

@Suite("Group boxes around charts")
struct GroupBoxTests {
    struct SalesBox: View {
        var body: some View {
            GroupBox("Daily sales") {
                Chart(DailySales.week) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.sales)) }
                    .frame(height: 160)
            }
            .padding()
        }
    }

    @Test("a group box is a grey rounded box as wide as its room, its label 16 points in")
    func box() throws {
        for scheme in [ColorScheme.light, .dark] { _ = Screen.svg("group-box", SalesBox(), height: nil, scheme: scheme) }
        let view = DrawnView(SalesBox(), width: 393)
        let box = view.shapes[0]
        #expect(close(box.bounds.x, 16) && close(box.bounds.width, 361))
        #expect(box.shape.fill?.representativeColor == RGBA(hex: 0xF2F2F7))
        let label = try #require(view.text("Daily sales"))
        #expect(label.text.font.size == 17 && label.text.font.weight == .semibold)
        #expect(close(label.origin.x, 32))
        let m = Measure.size("Daily sales", .headline)
        #expect(close(box.bounds.height, 16 + m.height + 8 + 160 + 16))
        let dark = DrawnView(SalesBox(), width: 393, colorScheme: .dark)
        #expect(dark.shapes[0].shape.fill?.representativeColor == RGBA(hex: 0x1C1C1E))
        let unlabeled = DrawnView(GroupBox { Text("Cupertino") }.groupBoxStyle(.automatic), width: 200)
        #expect(close(unlabeled.text("Cupertino")?.origin.x ?? 0, 16))
    }
}
