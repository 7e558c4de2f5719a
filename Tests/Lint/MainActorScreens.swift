// Screens as a new app target writes them: the module's default isolation is the main actor
// (the default of app targets since Xcode 26), so its models and views are main-actor isolated.
// `.ci/check-main-actor` compiles this file (to SIL, where data-race errors are found) against
// the built OpenCharts module with `-default-isolation MainActor`, in the Swift 5 and Swift 6
// language modes: each must compile, as it does against SwiftUI.
import Foundation
import OpenCharts

final class StepHistory: ObservableObject {
    @Published var days: [Double] = []
    func load() { days = [4_210, 6_120, 8_045] }
    func refresh() async { days.append(9_100) }
}

@Observable final class WorkoutStore {
    var minutes: [Double] = [12, 30, 22]
    func add() { minutes.append(15) }
    func sync() async { minutes.append(40) }
}

struct StepsScreen: View {
    @StateObject private var history = StepHistory()
    @ObservedObject var shared: StepHistory
    var body: some View {
        Chart(Array(history.days.enumerated()), id: \.offset) { day, steps in
            BarMark(x: .value("Day", day), y: .value("Steps", steps))
                .foregroundStyle(history.days.filter { $0 > steps }.isEmpty ? Color.orange : Color.blue)
        }
        .onAppear { history.load() }
        .task { await history.refresh() }
        .overlay { Text("\(shared.days.count)") }
    }
}

struct WorkoutScreen: View {
    @State private var store = WorkoutStore()
    @Environment(WorkoutStore.self) private var environmentStore
    @State private var showsAverage = false
    var body: some View {
        List {
            Chart(Array(store.minutes.enumerated()), id: \.offset) { i, m in
                BarMark(x: .value("Day", i), y: .value("Minutes", m))
            }
            Toggle("Average", isOn: $showsAverage)
            Button("Add") { store.add() }
            Button("Sync") { Task { await store.sync() } }
            Text("\(environmentStore.minutes.count)")
        }
        .task { await store.sync() }
        .onChange(of: store.minutes.count) { store.add() }
    }
}

struct CardModifier: ViewModifier {
    let store: WorkoutStore
    func body(content: Content) -> some View {
        VStack { Text("\(store.minutes.count)"); content }
    }
}

/// A report made where the app's code runs: on the main actor.
func weeklyReport() throws -> Data {
    var renderer = ChartRenderer(content: WorkoutScreen().modifier(CardModifier(store: WorkoutStore()))
        .environment(WorkoutStore()))
    renderer.proposedSize = ProposedViewSize(width: 390, height: nil)
    return try renderer.png(scale: 2)
}
