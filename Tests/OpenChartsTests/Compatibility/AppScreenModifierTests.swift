import Foundation
@testable import OpenCharts
import Testing

/// Screens from apps use modifiers that have little to draw: they compile as in SwiftUI, and
/// do what a picture can show of them.
@Suite("App screens: small SwiftUI modifiers") struct AppScreenModifierTests {
    struct DailySteps: Identifiable { let id: Int; let day: String; let steps: Int }
    static let week = ["Mon", "Tue", "Wed", "Thu", "Fri"].enumerated().map { DailySteps(id: $0.offset, day: $0.element, steps: 4_000 + $0.offset * 1_500) }

    struct StepsScreen: View {
        @ScaledMetric(relativeTo: .body) var barLabelSize: CGFloat = 20
        @State private var showingHelp = false
        @State private var refreshes = 0

        var body: some View {
            NavigationStack {
                VStack(alignment: .leading) {
                    Text("Weekly steps").font(.custom("Avenir Next", size: 22))
                    Text("Label size \(barLabelSize, specifier: "%.1f")")
                    Chart(AppScreenModifierTests.week) { BarMark(x: .value("Day", $0.day), y: .value("Steps", $0.steps)) }
                        .frame(height: 180)
                    Button("Refresh") { refreshes += 1 }
                        .sensoryFeedback(.impact(weight: .light), trigger: refreshes)
                    Toggle("Show goal", isOn: .constant(true))
                        .tint(LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing))
                }
                .scenePadding()
                .background(.background.secondary)
                .toolbarRole(.editor)
                .alert(isPresented: $showingHelp) {
                    Alert(title: Text("Steps"), message: Text("Counted by your phone."), dismissButton: .default(Text("OK")))
                }
            }
        }
    }

    @Test("a steps screen with scaled metrics, haptics, an alert and a brand font renders at the largest text size")
    func stepsScreen() throws {
        var r = ChartRenderer(content: StepsScreen().dynamicTypeSize(.xxxLarge))
        r.proposedSize = ProposedViewSize(width: 390, height: 600)
        let svg = r.svg()
        // 20 points at the default size grow as body text does, from 17 to 23 points: 20 × 23 / 17 ≈ 27.06.
        #expect(svg.contains("Label size 27.1"))
        #expect(svg.contains("font-family=\"'Avenir Next', -apple-system"))
        #expect(svg.contains("class=\"mark bar\""))
        #expect(r.warnings.isEmpty, "\(r.warnings)")
    }

    @Test("a size range clamps the Dynamic Type size the metric reads")
    func sizeRange() throws {
        var r = ChartRenderer(content: StepsScreen().dynamicTypeSize(...DynamicTypeSize.large).dynamicTypeSize(.accessibility5))
        r.proposedSize = ProposedViewSize(width: 390, height: 600)
        #expect(r.svg().contains("Label size 20.0"))
    }

    @Test("Dynamic Type sizes scale metrics as body text: 14 to 53 points over 17")
    func scales() {
        #expect(ScaledMetric<Double>.scale(.large) == 1)
        #expect(ScaledMetric<Double>.scale(.xSmall) == 14.0 / 17)
        #expect(ScaledMetric<Double>.scale(.accessibility5) == 53.0 / 17)
    }
}
