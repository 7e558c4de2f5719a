import Foundation
@testable import OpenCharts
import Testing

/// A screen that reads an `@Observable` model from the environment.
struct ObservedSalesChart: View {
    @Environment(ObservableSalesModel.self) private var model
    var body: some View {
        Chart(model.sales) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.count)) }
    }
}

/// Reads an optional model, which may be absent.
struct OptionalModelLabel: View {
    @Environment(ObservableSalesModel.self) private var model: ObservableSalesModel?
    var body: some View { Text(model == nil ? "no model" : "model") }
}

/// Binds to an `@Observable` model's property.
struct LoadingSwitch: View {
    @Bindable var model: ObservableSalesModel
    var binding: Binding<Bool> { $model.isLoading }
    var body: some View { Text(model.isLoading ? "loading" : "ready") }
}

@Suite("@Observable models: Observation re-exported, environment(_:), @Environment(Model.self), @Bindable")
@MainActor
struct ObservationTests {
    @Test("Observation's change tracking works on a model declared with import OpenCharts alone")
    func tracking() {
        let model = ObservableSalesModel()
        let changed = LoadCounter()
        withObservationTracking { _ = model.sales } onChange: { changed.add() }
        model.sales = Sale.week
        #expect(changed.count == 1)
    }

    @Test(".environment(model) provides an @Observable model to @Environment(Model.self) below")
    func environmentModel() throws {
        let model = ObservableSalesModel()
        model.sales = Sale.week
        let doc = try #require(ParsedSVG(TestRender.renderer(ObservedSalesChart().environment(model)).svg()))
        #expect(doc.elements(classed: "mark bar").count == 7)
    }

    @Test("an optional @Environment(Model.self) is nil without a provider; a required one leaves its view out with a warning")
    func missingModel() {
        #expect(DrawnView(OptionalModelLabel()).text("no model") != nil)
        #expect(DrawnView(OptionalModelLabel().environment(ObservableSalesModel())).text("model") != nil)
        let r = TestRender.renderer(VStack { Text("Top"); ObservedSalesChart() })
        #expect(r.svg().contains("Top"))
        #expect(r.warnings.contains { $0.contains("ObservableSalesModel") })
    }

    @Test("$model.property through @Bindable writes the model")
    func bindable() {
        let model = ObservableSalesModel()
        let view = LoadingSwitch(model: model)
        view.binding.wrappedValue = false
        #expect(!model.isLoading)
        #expect(DrawnView(view).text("ready") != nil)
        #expect(Bindable(model).isLoading.wrappedValue == false)
    }
}
