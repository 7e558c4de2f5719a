// Screens as an app writes them against SwiftUI, in a module whose default isolation is not the
// main actor: the models are `@MainActor`, and the views read them in their bodies, in helper
// properties and modifiers, and call them from actions, `onAppear` and `task`.
// `.ci/check-main-actor` compiles this file (to SIL, where data-race errors are found) against the
// built OpenCharts module in the Swift 5 and Swift 6 language modes: each must compile, as it
// does against SwiftUI.
import Foundation
import OpenCharts

@MainActor
final class StepHistory: ObservableObject {
    @Published var days: [Double] = []
    func load() { days = [4_210, 6_120, 8_045] }
    func refresh() async { days.append(9_100) }
}

@MainActor @Observable
final class WorkoutStore {
    var minutes: [Double] = [12, 30, 22]
    var goal = 30.0
    func add() { minutes.append(15) }
    func sync() async { minutes.append(40) }
}

struct StepsScreen: View {
    @StateObject private var history = StepHistory()
    @ObservedObject var shared: StepHistory

    private var best: Double { history.days.max() ?? 0 }

    var body: some View {
        VStack {
            Chart(Array(history.days.enumerated()), id: \.offset) { day, steps in
                BarMark(x: .value("Day", day), y: .value("Steps", steps))
                    .foregroundStyle(history.days.filter { $0 > steps }.isEmpty ? Color.orange : Color.blue)
            }
            Text("Best \(best, format: .number)")
        }
        .onAppear { history.load() }
        .task { await history.refresh() }
        .overlay { Text("\(shared.days.count)") }
    }
}

struct WorkoutScreen: View {
    @State private var store = WorkoutStore()
    @Environment(WorkoutStore.self) private var environmentStore
    @State private var showsGoal = false

    var body: some View {
        List {
            Chart {
                ForEach(Array(store.minutes.enumerated()), id: \.offset) { i, m in
                    BarMark(x: .value("Day", i), y: .value("Minutes", m))
                }
                if showsGoal { RuleMark(y: .value("Goal", store.goal)) }
            }
            Toggle("Goal", isOn: $showsGoal)
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

/// A report made on the main actor, as an app's code runs.
@MainActor
func weeklyReport() throws -> Data {
    var renderer = ChartRenderer(content: WorkoutScreen().modifier(CardModifier(store: WorkoutStore()))
        .environment(WorkoutStore()))
    renderer.proposedSize = ProposedViewSize(width: 390, height: nil)
    return try renderer.png(scale: 2)
}

/// A report made by a server, off the main actor: the views are built there while this waits.
func serverReport() async -> String {
    let screen = await StepsScreen(shared: StepHistory())
    return ChartRenderer(content: screen).svg()
}
