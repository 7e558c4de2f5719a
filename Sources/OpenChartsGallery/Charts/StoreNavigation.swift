import Foundation
import OpenCharts

// begin source
struct StoreWeek: Identifiable, Hashable {
    let id: Int
    let name: String
    /// Sales on each weekday, in thousands of dollars.
    let sales: [Double]

    var total: Double { sales.reduce(0, +) }
    var isGrowing: Bool { (sales.last ?? 0) > (sales.first ?? 0) }

    static let all = [
        StoreWeek(id: 1, name: "Cupertino", sales: [12, 15, 14, 18, 21]),
        StoreWeek(id: 2, name: "San Francisco", sales: [22, 19, 24, 20, 18]),
        StoreWeek(id: 3, name: "Seattle", sales: [9, 11, 10, 14, 16]),
        StoreWeek(id: 4, name: "Austin", sales: [14, 13, 12, 11, 10]),
    ]
}

/// A list of stores, each row pushing to the store's chart, and a sheet of filters.
struct StoresScreen: View {
    @State private var showingFilters = false
    @State private var onlyGrowing = false

    var stores: [StoreWeek] { StoreWeek.all.filter { !onlyGrowing || $0.isGrowing } }

    var body: some View {
        NavigationStack {
            List {
                Section(onlyGrowing ? "Growing stores" : "All stores") {
                    ForEach(stores) { store in
                        NavigationLink(store.name) { StoreSalesDetail(store: store) }
                    }
                }
            }
            .navigationTitle("Stores")
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button("Filters") { showingFilters = true }
                }
            }
            .sheet(isPresented: $showingFilters) {
                StoreFilters(onlyGrowing: $onlyGrowing)
            }
        }
    }
}

/// One store's week as bars, and a button that asks before resetting its target.
struct StoreSalesDetail: View {
    let store: StoreWeek
    @State private var confirming = false
    @State private var resets = 0

    let days = ["Mon", "Tue", "Wed", "Thu", "Fri"]

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("$\(String(format: "%.0f", store.total))k this week")
                .foregroundStyle(.secondary)
            Chart {
                ForEach(Array(zip(days, store.sales)), id: \.0) { day, sales in
                    BarMark(x: .value("Day", day), y: .value("Sales", sales))
                        .foregroundStyle(store.isGrowing ? Color.green : Color.orange)
                }
            }
            .frame(height: 220)
            Button("Reset target") { confirming = true }
            Text("Resets: \(resets)")
        }
        .padding()
        .navigationTitle(store.name)
        .navigationBarTitleDisplayMode(.inline)
        .alert("Reset the target?", isPresented: $confirming) {
            Button("Reset", role: .destructive) { resets += 1 }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("The store's weekly target goes back to last year's.")
        }
    }
}

/// The filters, in a sheet whose Done button dismisses it.
struct StoreFilters: View {
    @Binding var onlyGrowing: Bool
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                Toggle("Only growing stores", isOn: $onlyGrowing)
            }
            .navigationTitle("Filters")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
            }
        }
    }
}
// end source
