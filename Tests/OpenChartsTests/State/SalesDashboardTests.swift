import Foundation
@testable import OpenCharts
import Testing

/// The model of a dashboard screen, loaded from an actor-backed service.
@MainActor final class DashboardModel: ObservableObject {
    @Published var sales: [Sale] = []
    @Published var isLoading = true

    var best: Sale? { sales.max { $0.count < $1.count } }
    var total: Int { sales.reduce(0) { $0 + $1.count } }

    func load() async {
        let week = await SalesService.shared.fetchWeek()
        sales = week
        isLoading = false
    }
}

/// The dashboard as an iOS app writes it: a header that reads the model from the environment,
/// an `if let` beside its siblings, a chart coloured by the scheme, and a placeholder while loading.
struct DashboardScreen: View {
    @StateObject private var model = DashboardModel()

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            DashboardHeader()
            if let best = model.best {
                Text("Best day: \(best.day), \(best.count) sold").font(.subheadline)
            }
            DashboardChart()
        }
        .padding()
        .redacted(reason: model.isLoading ? .placeholder : [])
        .environmentObject(model)
        .task { await model.load() }
    }
}

struct DashboardHeader: View {
    @EnvironmentObject private var model: DashboardModel
    var body: some View {
        Text("\(model.total) pancakes this week").font(.headline).accessibilityAddTraits(.isHeader)
    }
}

struct DashboardChart: View {
    @EnvironmentObject private var model: DashboardModel
    @Environment(\.colorScheme) private var colorScheme

    var body: some View {
        Chart(model.sales) { sale in
            BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.count))
                .foregroundStyle(colorScheme == .dark ? Color.orange : Color.blue)
        }
        .frame(height: 220)
    }
}

@Suite("A dashboard screen written as for iOS")
struct SalesDashboardTests {
    @Test("after its task loads, the dashboard draws the total, the best day and seven bars, with no placeholder left")
    func loaded() throws {
        let r = TestRender.renderer(DashboardScreen(), width: 390, height: 360)
        let svg = r.svg()
        let doc = try #require(ParsedSVG(svg))
        // 34 + 52 + 41 + 68 + 73 + 120 + 96 = 484; the best day is Saturday with 120.
        #expect(svg.contains(">484 pancakes this week<"))
        #expect(svg.contains(">Best day: Sat, 120 sold<"))
        #expect(doc.elements(classed: "mark bar").count == 7)
        #expect(doc.elements.contains { $0.attributes["role"] == "heading" })
        #expect(r.warnings.isEmpty)
    }

    @Test("in dark mode the bars are orange")
    func dark() throws {
        var r = TestRender.renderer(DashboardScreen(), width: 390, height: 360)
        r.colorScheme = .dark
        let doc = try #require(ParsedSVG(r.svg()))
        #expect(doc.elements(classed: "mark bar").allSatisfy { $0.attributes["fill"] == "#ff9f0a" })
    }

    @Test("when the task cannot finish, the screen is drawn as its placeholder, with a warning")
    func placeholder() throws {
        struct Stalled: View {
            @StateObject private var model = DashboardModel()
            var body: some View {
                VStack { DashboardHeader(); DashboardChart() }
                    .redacted(reason: model.isLoading ? .placeholder : [])
                    .environmentObject(model)
                    .task { try? await Task.sleep(for: .seconds(600)) }
            }
        }
        var r = TestRender.renderer(Stalled(), width: 390, height: 300)
        r.taskTimeLimit = 0.05
        let svg = r.svg()
        #expect(!svg.contains("pancakes this week"))
        #expect(r.warnings.contains { $0.contains("did not finish") })
    }
}
