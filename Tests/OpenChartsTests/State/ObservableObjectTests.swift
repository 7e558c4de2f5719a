import Foundation
@testable import OpenCharts
import Testing

/// A parent that provides the model to the views below it.
struct SalesRoot: View {
    let model: SalesModel
    var body: some View {
        VStack {
            SalesHeader()
            SalesBars()
        }
        .environmentObject(model)
    }
}

struct SalesHeader: View {
    @EnvironmentObject var model: SalesModel
    var body: some View { Text("\(model.sales.count) days") }
}

struct SalesBars: View {
    @EnvironmentObject var model: SalesModel
    var body: some View {
        Chart(model.sales) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.count)) }
    }
}

/// A view that writes through a binding into an observed model.
struct AverageSwitch: View {
    @ObservedObject var model: SalesModel
    var binding: Binding<Bool> { $model.showsAverage }
    var body: some View { Text(model.showsAverage ? "average" : "daily") }
}

@Suite("ObservableObject, @Published and the object property wrappers")
@MainActor
struct ObservableObjectTests {
    @Test("@Published announces each change through objectWillChange, before the value changes")
    func published() {
        let model = SalesModel()
        var seen: [Int] = []
        let subscription = model.objectWillChange.sink { _ in seen.append(model.sales.count) }
        model.sales = Sale.week
        model.showsAverage = true
        #expect(seen == [0, 7])
        #expect(model.objectWillChange === model.objectWillChange)
        subscription.cancel()
        model.sales = []
        #expect(seen.count == 2)
    }

    @Test("$model.property through @ObservedObject is a binding to the model's property")
    func observedBinding() {
        let model = SalesModel()
        let view = AverageSwitch(model: model)
        view.binding.wrappedValue = true
        #expect(model.showsAverage)
        #expect(DrawnView(view).text("average") != nil)
    }

    @Test("an @EnvironmentObject passed from a parent is read by every view below it")
    func environmentObject() throws {
        let model = SalesModel()
        model.load()
        let r = TestRender.renderer(SalesRoot(model: model))
        let doc = try #require(ParsedSVG(r.svg()))
        #expect(doc.elements(classed: "mark bar").count == 7)
        #expect(r.svg().contains(">7 days<"))
        #expect(r.warnings.isEmpty)
    }

    @Test("a missing @EnvironmentObject leaves that view out of the picture with a warning naming the class, and no crash")
    func missingEnvironmentObject() {
        let r = TestRender.renderer(VStack { Text("Header"); SalesHeader() })
        let svg = r.svg()
        #expect(svg.contains("Header"))
        #expect(!svg.contains("days"))
        #expect(r.warnings.contains { $0.contains("SalesHeader") && $0.contains("SalesModel") && $0.contains(".environmentObject") })
    }

    @Test("a @StateObject is made once for a view value, on first use")
    func stateObjectOnce() {
        final class Counted: ObservableObject {
            nonisolated(unsafe) static var made = 0
            init() { Counted.made += 1 }
        }
        struct Screen: View {
            @StateObject var model = Counted()
            var body: some View { Text("x") }
        }
        let screen = Screen()
        #expect(Counted.made == 0)
        let first = screen.model
        #expect(screen.model === first)
        #expect(Counted.made == 1)
    }
}
