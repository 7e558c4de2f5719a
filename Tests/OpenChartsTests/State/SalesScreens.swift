import Foundation
@testable import OpenCharts

/// A day's sales, as a sales app keeps them.
struct Sale: Identifiable, Equatable {
    let id = UUID()
    let day: String
    let count: Int

    static let week: [Sale] = zip(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"], [34, 52, 41, 68, 73, 120, 96])
        .map { Sale(day: $0, count: $1) }

    static func == (a: Sale, b: Sale) -> Bool { a.day == b.day && a.count == b.count }
}

/// The model an iOS app would load in `onAppear`.
final class SalesModel: ObservableObject {
    @Published var sales: [Sale] = []
    @Published var showsAverage = false
    private(set) var loads = 0

    func load() {
        loads += 1
        sales = Sale.week
    }
}

/// The screen: a title and the bars of the loaded week, loaded when it appears.
struct ModelSalesScreen: View {
    @StateObject private var model = SalesModel()

    var body: some View {
        VStack(alignment: .leading) {
            Text("Sales this week").font(.headline)
            Chart(model.sales) { sale in
                BarMark(x: .value("Day", sale.day), y: .value("Sales", sale.count))
            }
        }
        .onAppear { model.load() }
    }
}

/// The app's data source: an actor, as a networked store would be.
actor SalesService {
    static let shared = SalesService()
    private var requests = 0

    func fetchWeek() async -> [Sale] {
        requests += 1
        await Task.yield()
        return Sale.week
    }
}

/// The same data with `@Observable` and an async load.
@Observable
@MainActor final class ObservableSalesModel {
    var sales: [Sale] = []
    var isLoading = true

    func load() async {
        sales = await SalesService.shared.fetchWeek()
        isLoading = false
    }
}

/// A screen that owns an `@Observable` model in `@State` and loads it in `task`.
struct ObservableSalesScreen: View {
    @State private var model = ObservableSalesModel()

    var body: some View {
        VStack {
            if model.isLoading {
                Text("Loading…")
            } else {
                Chart(model.sales) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.count)) }
            }
        }
        .task { await model.load() }
    }
}
