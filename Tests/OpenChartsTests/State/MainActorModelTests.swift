import Foundation
import OpenCharts
import Testing

// Screens as an app writes them against SwiftUI: the models are `@MainActor`, the module's default
// isolation is not, and the views read the models in their bodies, in helper properties, in rows
// of a chart and in their actions and tasks.

@MainActor
final class StepHistory: ObservableObject {
    @Published var days: [Double] = []
    let title = "Steps this week"
    func load() { days = [4_210, 6_120, 8_045] }
    func refresh() async { days.append(9_100) }
    /// A refresh that waits before it writes, as one that fetches would.
    func fetch() async {
        try? await Task.sleep(nanoseconds: 5_000_000)
        days.append(3_300)
    }
}

@MainActor @Observable
final class WorkoutLog {
    var minutes: [Double] = [12, 30, 22]
    func sync() async { minutes.append(40) }
}

struct MainActorStepsScreen: View {
    @StateObject private var history = StepHistory()
    var fetches = false

    /// A helper reading the model, as screens write them.
    private var best: Double { history.days.max() ?? 0 }

    var body: some View {
        VStack(alignment: .leading) {
            Text(history.title)
            Chart(Array(history.days.enumerated()), id: \.offset) { day, steps in
                BarMark(x: .value("Day", "D\(day + 1)"), y: .value("Steps", steps))
                    // A closure inside a row, as `.filter` over the model's data.
                    .foregroundStyle(history.days.filter { $0 > steps }.isEmpty ? Color.orange : Color.blue)
            }
            .frame(height: 200)
            Text("Best \(best, format: .number)")
        }
        .onAppear { history.load() }
        .task {
            if fetches { await history.fetch() } else { await history.refresh() }
        }
    }
}

struct MainActorWorkoutScreen: View {
    @State private var log = WorkoutLog()
    var body: some View {
        Chart(log.minutes.indices.map { $0 }, id: \.self) { i in
            LineMark(x: .value("Day", i), y: .value("Minutes", log.minutes[i]))
        }
        .frame(width: 300, height: 200)
        .task { await log.sync() }
    }
}

@Suite("Main-actor models in a module of no default isolation")
struct MainActorModelTests {
    /// The bars' fills, in drawing order.
    static func barFills(_ svg: String) throws -> [String] {
        try #require(ParsedSVG(svg)).elements(classed: "mark bar").map { $0.attributes["fill"] ?? "" }
    }

    @Test("a render from another thread builds the views on the main actor and runs their tasks between builds")
    func fromAnotherThread() throws {
        let r = TestRender.renderer(MainActorStepsScreen(), width: 360, height: 300)
        let svg = r.svg()
        // Three days from onAppear and the fourth from the task: only the last is the week's best.
        let fills = try Self.barFills(svg)
        #expect(fills.count == 4)
        #expect(Set(fills.dropLast()).count == 1)
        #expect(fills.last != fills.first)
        #expect(svg.contains(">Steps this week<"))
        #expect(svg.contains(">Best 9,100<"))
        #expect(r.warnings.isEmpty)
    }

    @Test("a task that waits before it writes to its main-actor model is drawn when the render runs elsewhere")
    func waitingTask() throws {
        let r = TestRender.renderer(MainActorStepsScreen(fetches: true), width: 360, height: 300)
        let fills = try Self.barFills(r.svg())
        #expect(fills.count == 4)
        #expect(r.warnings.isEmpty)
    }

    @Test("a render on the main actor builds in place, and a main-actor task that does not wait is drawn")
    @MainActor
    func onTheMainActor() throws {
        let r = TestRender.renderer(MainActorStepsScreen(), width: 360, height: 300)
        let fills = try Self.barFills(r.svg())
        #expect(fills.count == 4)
        #expect(r.warnings.isEmpty)
    }

    @Test("an @Observable main-actor model in @State is read by a chart row and synced by a task")
    func observableModel() throws {
        let r = TestRender.renderer(MainActorWorkoutScreen(), width: 300, height: 200)
        let svg = r.svg()
        let line = try #require(ParsedSVG(svg)?.elements(classed: "mark line").first)
        // Four minutes: 12, 30, 22 and the synced 40 make a path of four points.
        #expect(PathDataReader.points(line.attributes["d"] ?? "").count == 4)
    }

    @Test("renders from many threads at once give the same picture, each built on the main actor")
    func manyThreads() async throws {
        let svgs = await withTaskGroup(of: String.self) { group in
            for _ in 0..<6 {
                group.addTask {
                    let screen = await MainActorStepsScreen()
                    return TestRender.renderer(screen, width: 360, height: 300).svg()
                }
            }
            var all: [String] = []
            for await svg in group { all.append(svg) }
            return all
        }
        #expect(svgs.count == 6)
        #expect(Set(svgs).count == 1)
        #expect(try Self.barFills(svgs[0]).count == 4)
    }
}
