import Foundation
@testable import OpenCharts
import Testing

/// A parent whose own `onAppear` rebuilds its body, around a child that owns a model.
struct SalesTab: View {
    @State private var title = "Loading"

    var body: some View {
        VStack {
            Text(title)
            SalesPane()
        }
        .onAppear { title = "This week" }
    }
}

/// A child view that owns and loads its model; counts its loads in a global box.
struct SalesPane: View {
    @StateObject var model = SalesModel()
    var body: some View {
        Chart(model.sales) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.count)) }
            .onAppear {
                model.load()
                LoadCounter.shared.add()
            }
    }
}

/// Whether each call came on the main actor (the main thread, or the thread serving the main
/// queue once an `async` program's main thread has handed it over).
final class ThreadRecord: @unchecked Sendable {
    private let lock = NSLock()
    private var seen: [Bool] = []
    var threads: [Bool] { lock.lock(); defer { lock.unlock() }; return seen }
    func record() { lock.lock(); seen.append(MainQueue.isCurrent); lock.unlock() }
}

final class LoadCounter: @unchecked Sendable {
    static let shared = LoadCounter()
    private let lock = NSLock()
    private var value = 0
    func add() { lock.lock(); value += 1; lock.unlock() }
    var count: Int { lock.lock(); defer { lock.unlock() }; return value }
}

/// A screen whose `onChange` reacts to data loaded in `onAppear`, in both forms.
struct SummaryScreen: View {
    @State private var sales: [Sale] = []
    @State private var summary = "No data"
    @State private var previousCount = -1

    var body: some View {
        VStack {
            Text(summary)
            Chart(sales) { BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.count)) }
        }
        .onAppear { sales = Sale.week }
        .onChange(of: sales.count) { count in summary = "\(count) days" }
        .onChange(of: sales.count) { old, _ in previousCount = old }
    }
}

/// A screen that never stops changing its state.
struct RestlessScreen: View {
    @State private var n = 0
    var body: some View {
        Text("\(n)").onChange(of: n, initial: true) { n += 1 }
    }
}

/// A task that waits for something that never comes.
struct StuckScreen: View {
    var body: some View {
        Text("Waiting").task {
            // Far longer than the limit; ends early when the render cancels it.
            try? await Task.sleep(for: .seconds(600))
        }
    }
}

@Suite("Lifecycle: onAppear, task and onChange run before the picture")
struct LifecycleTests {
    @Test("a @StateObject screen loaded in onAppear draws the loaded bars, though its chart was built before onAppear ran")
    func onAppearLoads() throws {
        let svg = TestRender.renderer(ModelSalesScreen()).svg()
        let doc = try #require(ParsedSVG(svg))
        #expect(doc.elements(classed: "mark bar").count == 7)
        #expect(doc.texts(inside: "axis x").map(\.text).contains("Sat"))
    }

    @Test("an @Observable model in @State loaded by an async task draws the chart, not the loading text")
    func taskLoads() throws {
        let r = TestRender.renderer(ObservableSalesScreen())
        let doc = try #require(ParsedSVG(r.svg()))
        #expect(doc.elements(classed: "mark bar").count == 7)
        #expect(!r.svg().contains("Loading…"))
        #expect(r.warnings.isEmpty)
    }

    @Test("the renderer works from inside an async context without deadlocking on the task it waits for")
    func fromAsyncContext() async throws {
        // Several renders at once on the cooperative pool, each waiting for its own task.
        let counts = await withTaskGroup(of: Int.self) { group in
            for _ in 0..<6 {
                group.addTask {
                    // A view is made on the main actor, as in SwiftUI; the render runs here.
                    let screen = await ObservableSalesScreen()
                    return ParsedSVG(TestRender.renderer(screen).svg())?.elements(classed: "mark bar").count ?? -1
                }
            }
            var all: [Int] = []
            for await c in group { all.append(c) }
            return all
        }
        #expect(counts == Array(repeating: 7, count: 6))
    }

    @Test("a parent rebuilt after its own onAppear keeps its child's model, and the child's onAppear runs once")
    func childKeepsState() throws {
        let before = LoadCounter.shared.count
        let r = TestRender.renderer(SalesTab())
        let doc = try #require(ParsedSVG(r.svg()))
        #expect(LoadCounter.shared.count - before == 1)
        #expect(doc.elements(classed: "mark bar").count == 7)
        #expect(r.svg().contains("This week"))
    }

    @Test("onChange in the old one-value form and the two-value form run when onAppear changes the value")
    func onChangeForms() {
        let r = TestRender.renderer(SummaryScreen())
        #expect(r.svg().contains(">7 days<"))
    }

    @Test("state that keeps changing is drawn after a bounded number of passes, with a warning")
    func restless() {
        let r = TestRender.renderer(RestlessScreen())
        let svg = r.svg()
        // Builds show n = 0, 1, 2, 3, 4; the fifth pass's change is not built again.
        #expect(svg.contains(">\(LifecycleSession.maxPasses - 1)<"))
        #expect(r.warnings.contains { $0.contains("RestlessScreen") && $0.contains("kept changing") })
    }

    @Test("a task that does not finish in the time limit is cancelled and reported; the view is drawn")
    func stuckTask() {
        var r = TestRender.renderer(StuckScreen())
        r.taskTimeLimit = 0.05
        #expect(r.svg().contains("Waiting"))
        #expect(r.warnings.contains { $0.contains("did not finish") })
    }

    @Test("task(id:) runs once when its id does not change, and onDisappear never runs")
    func taskID() {
        let counter = LoadCounter()
        struct Screen: View {
            let counter: LoadCounter
            var body: some View {
                Text("Sales").task(id: "week") { counter.add() }.onDisappear { counter.add(); counter.add() }
            }
        }
        _ = TestRender.renderer(Screen(counter: counter)).svg()
        #expect(counter.count == 1)
    }

    @Test("a screen built lazily inside a GeometryReader still loads in onAppear before it is drawn")
    func insideGeometryReader() throws {
        let view = GeometryReader { geo in
            ModelSalesScreen().frame(width: geo.size.width, height: geo.size.height)
        }
        let doc = try #require(ParsedSVG(TestRender.renderer(view).svg()))
        #expect(doc.elements(classed: "mark bar").count == 7)
    }

    @Test("the time limit is shared by a render's tasks: once it is up, each later task still does its work up to its first wait, and one warning is given")
    func sharedTaskBudget() {
        struct Row: View {
            let n: Int
            let counter: LoadCounter
            var body: some View {
                Text("Row \(n)").task {
                    counter.add()
                    try? await Task.sleep(for: .seconds(600))
                }
            }
        }
        struct Rows: View {
            let counter: LoadCounter
            var body: some View { VStack { ForEach(0..<20, id: \.self) { Row(n: $0, counter: counter) } } }
        }
        let counter = LoadCounter()
        var r = TestRender.renderer(Rows(counter: counter))
        r.taskTimeLimit = 0.05
        #expect(r.svg().contains("Row 19"))
        #expect(counter.count == 20)
        #expect(r.warnings.filter { $0.contains("did not finish") }.count == 1)
    }

    @Test("a render on a plain thread, outside any task, runs onAppear and an async task too")
    func plainThread() {
        final class Result: @unchecked Sendable { var bars = [-1, -1] }
        let result = Result()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            result.bars[0] = ParsedSVG(TestRender.renderer(ModelSalesScreen()).svg())?.elements(classed: "mark bar").count ?? 0
            result.bars[1] = ParsedSVG(TestRender.renderer(ObservableSalesScreen()).svg())?.elements(classed: "mark bar").count ?? 0
            done.signal()
        }
        thread.start()
        done.wait()
        #expect(result.bars == [7, 7])
    }

    @Test("a render from another thread waits for a busy main actor, however long, and builds its views there")
    func busyMainActor() {
        struct Screen: View {
            let days: [Int]
            let thread: ThreadRecord
            var body: some View {
                VStack {
                    // A closure of the body, as the Swift 6 mode checks it: it must run on the main actor.
                    let _ = thread.record()
                    Chart(days.map { Sale(day: "Day \($0)", count: $0) }) {
                        BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.count))
                    }
                }
            }
        }
        let saved = MainQueue.patience
        MainQueue.patience = 0.05
        defer { MainQueue.patience = saved }
        let release = DispatchSemaphore(value: 0), held = DispatchSemaphore(value: 0)
        DispatchQueue.main.async { held.signal(); release.wait() }
        held.wait()
        let record = ThreadRecord()
        final class Output: @unchecked Sendable { var bars = -1 }
        let output = Output()
        let done = DispatchSemaphore(value: 0)
        Thread {
            output.bars = ParsedSVG(TestRender.renderer(Screen(days: [3, 5, 8], thread: record)).svg())?
                .elements(classed: "mark bar").count ?? 0
            done.signal()
        }.start()
        // Well past the patience: the render still waits for the main actor rather than building here.
        #expect(done.wait(timeout: .now() + 0.5) == .timedOut)
        #expect(record.threads.isEmpty)
        release.signal()
        done.wait()
        #expect(output.bars == 3)
        #expect(!record.threads.isEmpty && record.threads.allSatisfy { $0 })
    }

    @Test("a task whose id is never equal to itself (NaN) runs a bounded number of times, with a warning")
    func nanTaskID() {
        struct Screen: View {
            let counter: LoadCounter
            var body: some View { Text("Sales").task(id: Double.nan) { counter.add() } }
        }
        let counter = LoadCounter()
        let r = TestRender.renderer(Screen(counter: counter))
        #expect(r.svg().contains("Sales"))
        #expect(counter.count == LifecycleSession.maxPasses)
        #expect(r.warnings.contains { $0.contains("kept changing") })
    }

    @Test("actions run deepest first, in the order written on one view, and tasks after every onAppear and onChange, as in SwiftUI")
    func order() {
        final class Log: @unchecked Sendable { var lines: [String] = [] }
        struct Screen: View {
            let log: Log
            var body: some View {
                Group {
                    VStack {
                        Text("hello")
                            .task { log.lines.append("Text task") }
                            .onChange(of: true, initial: true) { log.lines.append("Text onChange") }
                            .onAppear { log.lines.append("Text onAppear") }
                    }
                    .task { log.lines.append("VStack task") }
                    .onChange(of: true, initial: true) { log.lines.append("VStack onChange") }
                    .onAppear { log.lines.append("VStack onAppear") }
                }
                .task { log.lines.append("Group task") }
                .onChange(of: true, initial: true) { log.lines.append("Group onChange") }
                .onAppear { log.lines.append("Group onAppear") }
            }
        }
        let log = Log()
        _ = TestRender.renderer(Screen(log: log)).svg()
        #expect(log.lines == ["Text onChange", "Text onAppear", "VStack onChange", "VStack onAppear", "Group onChange",
                              "Group onAppear", "Text task", "VStack task", "Group task"])
    }

    @Test("every row appears, so loading the next page when the last row appears stops at the pass bound, with a warning")
    func pagination() {
        final class Feed: ObservableObject {
            @Published var pages = 1
            func loadMore() { pages += 1 }
        }
        struct FeedScreen: View {
            @StateObject var feed = Feed()
            var body: some View {
                VStack {
                    ForEach(0..<(feed.pages * 3), id: \.self) { row in
                        Text("Row \(row)").onAppear { if row == feed.pages * 3 - 1 { feed.loadMore() } }
                    }
                }
            }
        }
        let r = TestRender.renderer(FeedScreen(), width: 200, height: 800)
        let svg = r.svg()
        // Builds show 1, 2, 3, 4 and 5 pages of three rows; the fifth build's last row asks for a sixth.
        #expect(svg.contains(">Row 14<"))
        #expect(!svg.contains(">Row 15<"))
        #expect(r.warnings.contains { $0.contains("FeedScreen") && $0.contains("kept changing") })
    }
}
