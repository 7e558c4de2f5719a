import ChartScene
import Foundation
@testable import OpenCharts
import Testing

/// A screen with a counter button, a toggle and texts that show both.
struct CounterScreen: View {
    @State private var count = 0
    @State private var on = false
    var title = "Counter"

    var body: some View {
        VStack(spacing: 20) {
            Text(title)
            Text("Count: \(count)")
            Button("Add") { count += 1 }
            Toggle("Sound", isOn: $on)
            Text(on ? "Sound on" : "Sound off")
        }
        .frame(width: 300)
    }
}

/// A segmented picker and a bounded stepper.
struct PeriodScreen: View {
    @State private var period = "Week"
    @State private var days = 5
    var body: some View {
        VStack(spacing: 16) {
            Picker("Period", selection: $period) {
                Text("Week").tag("Week")
                Text("Month").tag("Month")
            }
            .pickerStyle(.segmented)
            Stepper("Days: \(days)", value: $days, in: 1...7)
            Text("Showing \(period)")
        }
        .frame(width: 300)
    }
}

/// A screen whose `task` loads a value a moment after it appears.
struct LoadingScreen: View {
    @State private var status = "Loading"
    var body: some View {
        Text("Status: \(status)")
            .task {
                try? await Task.sleep(nanoseconds: 50_000_000)
                status = "Loaded"
            }
    }
}

/// Calls back once, and lets a test wait for it.
final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    func raise() { lock.lock(); count += 1; lock.unlock() }
    var raised: Int { lock.lock(); defer { lock.unlock() }; return count }

    /// Waits up to `seconds` for the flag to be raised more than `count` times. Waits that
    /// expect a raise allow two minutes: on a loaded machine running the whole suite in parallel a
    /// task may start seconds late, and the wait ends as soon as the raise comes.
    func wait(above count: Int = 0, seconds: Double = 120) async -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while raised <= count && Date() < deadline { try? await Task.sleep(nanoseconds: 20_000_000) }
        return raised > count
    }
}

private func center(of target: ScreenSession.TargetInfo) -> ScreenSession.Event {
    .tap(x: target.x + target.width / 2, y: target.y + target.height / 2)
}

@Suite struct ScreenSessionTests {
    @Test func tappingAButtonRunsItsActionAndTheNextRenderShowsIt() throws {
        let session = ScreenSession { CounterScreen() }
        let first = session.render(width: 390)
        #expect(first.svg.contains("Count: 0"))
        let button = try #require(first.targets.first { $0.kind == "button" })
        #expect(button.width > 0 && button.height > 0)
        #expect(session.handle(center(of: button)))
        #expect(session.isDirty)
        let second = session.render(width: 390)
        #expect(second.svg.contains("Count: 1"))
        #expect(!second.svg.contains("Count: 0"))
        #expect(second.motion == nil)
        #expect(second.revision == 2)
        #expect(!session.isDirty)
    }

    @Test func tappingAToggleFlipsItsBinding() throws {
        let session = ScreenSession { CounterScreen() }
        let first = session.render(width: 390)
        #expect(first.svg.contains("Sound off"))
        let toggle = try #require(first.targets.first { $0.kind == "toggle" })
        #expect(session.handle(center(of: toggle)))
        #expect(session.render(width: 390).svg.contains("Sound on"))
    }

    @Test func segmentsSelectTheirTagAndStepperHalvesStepWithinBounds() throws {
        let session = ScreenSession { PeriodScreen() }
        let first = session.render(width: 390)
        #expect(first.svg.contains("Showing Week"))
        let segments = first.targets.filter { $0.kind == "segment" }
        #expect(segments.count == 2)
        // Two equal segments of a 300-point control inside its 2-point inset: 148 points each.
        #expect(abs(segments[0].width - 148) < 0.01 && abs(segments[1].x - segments[0].x - 148) < 0.01)
        #expect(session.handle(center(of: segments[1])))
        let second = session.render(width: 390)
        #expect(second.svg.contains("Showing Month"))
        let plus = try #require(second.targets.first { $0.kind == "stepper-increment" })
        session.handle(center(of: plus))
        #expect(session.render(width: 390).svg.contains("Days: 6"))
        session.handle(center(of: plus))
        let atTop = session.render(width: 390)
        #expect(atTop.svg.contains("Days: 7"))
        // At the upper bound the + half is disabled, so it is no target.
        #expect(!atTop.targets.contains { $0.kind == "stepper-increment" })
        let minus = try #require(atTop.targets.first { $0.kind == "stepper-decrement" })
        session.handle(center(of: minus))
        #expect(session.render(width: 390).svg.contains("Days: 6"))
    }

    @Test func tapsOutsideEveryControlAndUnknownTargetsDoNothing() {
        let session = ScreenSession { CounterScreen() }
        #expect(!session.handle(.tap(x: 10, y: 10)))          // before any render: nothing drawn
        let frame = session.render(width: 390)
        #expect(!session.handle(.tap(x: -5, y: -5)))
        #expect(!session.handle(.tap(x: .nan, y: 40)))
        #expect(!session.handle(.tap(x: .infinity, y: .infinity)))
        #expect(!session.handle(.activate(id: 9_999)))
        #expect(!session.handle(.activate(id: -1)))
        #expect(!session.isDirty)
        #expect(session.render(width: 390).svg == frame.svg)
    }

    @Test func twoSessionsKeepTheirOwnState() throws {
        let a = ScreenSession { CounterScreen() }
        let b = ScreenSession { CounterScreen() }
        let button = try #require(a.render(width: 390).targets.first { $0.kind == "button" })
        _ = b.render(width: 390)
        a.handle(center(of: button)); a.handle(center(of: button))
        b.handle(center(of: button))
        #expect(a.render(width: 390).svg.contains("Count: 2"))
        #expect(b.render(width: 390).svg.contains("Count: 1"))
        // A new session of the same view starts afresh, as a reload does.
        #expect(ScreenSession { CounterScreen() }.render(width: 390).svg.contains("Count: 0"))
    }

    @Test func textIsEscapedWhereverItIsDrawn() {
        let session = ScreenSession { CounterScreen(title: "<script>alert('x')</script> & \"q\"") }
        let svg = session.render(width: 390).svg
        #expect(!svg.contains("<script>"))
        #expect(svg.contains("&lt;script&gt;"))
    }

    @Test func theScreenIsLaidOutForThePageWidth() {
        let session = ScreenSession { SeedRouletteView() }
        #expect(session.render(width: 390).width == 390)
        #expect(session.render(width: 800).width == 800)
        // Widths a page cannot have are clamped.
        #expect(session.render(width: 1e9).width == ScreenSession.widths.upperBound)
        // Laid out for 120 points, the narrowest page; the wheel's 300-point frame is wider.
        #expect(session.render(width: -3).width == 300)
        #expect(session.render(width: .nan).width == 390)
    }

    @Test func aTaskModifierRunsBesideThePageAndItsWritePushes() async {
        let session = ScreenSession { LoadingScreen() }
        let pushed = Flag()
        session.onDirty = { pushed.raise() }
        let first = session.render(width: 390)
        // The render did not wait for the task.
        #expect(first.svg.contains("Status: Loading"))
        #expect(await pushed.wait())
        #expect(session.render(width: 390).svg.contains("Status: Loaded"))
        // Rendering again does not start the task again.
        #expect(session.runningTaskCount == 1)
    }

    @Test func closingASessionCancelsItsTasksAndIgnoresLaterWrites() async {
        let session = ScreenSession { LoadingScreen() }
        let pushed = Flag()
        session.onDirty = { pushed.raise() }
        _ = session.render(width: 390)
        session.close()
        #expect(!(await pushed.wait(seconds: 0.3)))
        #expect(!session.handle(.tap(x: 1, y: 1)))
    }

    /// The article's roulette, copied with its import changed: a tap on Spin turns the wheel with
    /// an ease-out of three seconds, and three seconds later the winner names the pocket under
    /// the pointer.
    @Test func theSeedRouletteSpinsAndNamesTheWinner() async throws {
        let session = ScreenSession { SeedRouletteView() }
        let pushed = Flag()
        session.onDirty = { pushed.raise() }
        let first = session.render(width: 390)
        #expect(rotations(in: first.svg) == [0, 180])     // the wheel, then the pointer turned upside down
        #expect(!first.svg.contains("当選: "))
        let spin = try #require(first.targets.first { $0.kind == "button" })
        #expect(session.handle(center(of: spin)))
        let spun = session.render(width: 390)
        #expect(spun.motion == ScreenSession.Motion(curve: "easeOut", duration: 3))
        let angle = try #require(rotations(in: spun.svg).first)
        // Three to six turns and less than one more.
        #expect(angle >= 1080 && angle < 2520)
        #expect(rotations(in: spun.svg).last == 180)
        #expect(spun.svg.contains("transform=\"rotate(\(ScreenSession.number(angle)) "))
        #expect(pushed.raised == 1)                        // the write of `rotation` itself

        // The task's write of the winner, three seconds later, pushes.
        let before = pushed.raised
        try await Task.sleep(nanoseconds: 2_500_000_000)
        #expect(pushed.raised == before)
        #expect(await pushed.wait(above: before))
        let judged = session.render(width: 390)
        // The task wrote without withAnimation; the text follows selectedItem with .animation(.default, value:).
        // SwiftUI's default is a spring of response 0.55 s with no bounce, 1 − (1 + ωt)e^(−ωt): it
        // is within a thousandth of its end from ωt = 9.2334, so in 9.2334 × 0.55 / 2π ≈ 0.8082 s.
        #expect(judged.motion?.curve == "default" && judged.motion?.damping == 1)
        #expect(abs((judged.motion?.duration ?? 0) - 0.8082) < 0.002)
        // The wheel turned clockwise by `angle`: the pointer at 12 o'clock now sits over the
        // point that was at -angle. Sectors run clockwise from 12 o'clock, A to E, 72° each.
        let under = (360 - angle.truncatingRemainder(dividingBy: 360)).truncatingRemainder(dividingBy: 360)
        let winner = ["A", "B", "C", "D", "E"][Int(saturating: under / 72)]
        #expect(judged.svg.contains("当選: \(winner)"))
    }

    @Test func rotationsKeepEveryTurnInTheirAngle() {
        let svg = ScreenSession.markRotations(
            "<svg><g class=\"oc-live-rot\" transform=\"matrix(1 0 0 1 0 0)\"><path/></g><g class=\"oc-live-rot\"/></svg>",
            [.init(degrees: 1800, cx: 150, cy: 150.5), .init(degrees: -90.25, cx: 0, cy: 0)])
        #expect(svg == "<svg><g class=\"oc-live-rot\" data-rotation=\"1800\" data-cx=\"150\" data-cy=\"150.5\" transform=\"rotate(1800 150 150.5)\"><path/></g>"
                + "<g class=\"oc-live-rot\" data-rotation=\"-90.25\" data-cx=\"0\" data-cy=\"0\" transform=\"rotate(-90.25 0 0)\"/></svg>")
    }

    @Test func offlineRendersAreUnchanged() {
        var renderer = ChartRenderer(content: SeedRouletteView())
        renderer.proposedSize = ProposedViewSize(width: 390, height: nil)
        let svg = renderer.svg()
        #expect(!svg.contains("data-rotation"))
        #expect(!svg.contains("oc-live-rot"))
    }
}

/// The angles of the rotation groups of a live render, in drawing order.
func rotations(in svg: String) -> [Double] {
    var result: [Double] = []
    var rest = svg[...]
    while let r = rest.range(of: "data-rotation=\"") {
        let tail = rest[r.upperBound...]
        guard let end = tail.firstIndex(of: "\"") else { break }
        result.append(Double(tail[..<end]) ?? .nan)
        rest = tail[end...]
    }
    return result
}

/// Holds a closure a button made, to run after later renders, as a task's delayed write runs.
final class Later: @unchecked Sendable {
    var run: (() -> Void)?
}

/// A child view that owns its state; its button writes it at once and keeps a closure that
/// writes it again later, as `Task { try await Task.sleep(…); message = "Done" }` would.
struct DelayedChild: View {
    @State private var message = "Idle"
    let later: Later
    var body: some View {
        VStack {
            Text("Child: \(message)")
            Button("Start") {
                message = "Working"
                later.run = { message = "Done" }
            }
        }
    }
}

struct ParentOfDelayedChild: View {
    let later: Later
    var body: some View {
        VStack { Text("Parent"); DelayedChild(later: later) }.frame(width: 300)
    }
}

/// A model the server changes from outside any page event.
@Observable final class Scoreboard: @unchecked Sendable {
    var score = 0
}

struct ScoreScreen: View {
    let board: Scoreboard
    var body: some View { Text("Score: \(board.score)").frame(width: 200) }
}

/// A feed shared by every page, written by the server (a timer, a queue), never by a page.
final class PriceFeed: ObservableObject, @unchecked Sendable {
    @Published var price = 100
}

/// A feed kept by the screen and a child that observes it, as iOS screens pass models down.
struct PriceScreen: View {
    @StateObject var feed: PriceFeed
    var body: some View {
        VStack {
            Text("Owned: \(feed.price)")
            PriceRow(feed: feed)
        }
        .frame(width: 200)
    }
}

struct PriceRow: View {
    @ObservedObject var feed: PriceFeed
    var body: some View { Text("Shown: \(feed.price)") }
}

struct PriceBanner: View {
    @EnvironmentObject var feed: PriceFeed
    var body: some View { Text("Banner: \(feed.price)").frame(width: 200) }
}

@Suite struct LiveStateTests {
    @Test func anObservableObjectChangedFromOutsidePushesEverySessionShowingIt() async {
        let feed = PriceFeed()
        let owned = ScreenSession { PriceScreen(feed: feed) }
        let environment = ScreenSession { PriceBanner().environmentObject(feed) }
        let first = Flag(), second = Flag()
        owned.onDirty = { first.raise() }
        environment.onDirty = { second.raise() }
        #expect(owned.render(width: 390).svg.contains("Shown: 100"))
        #expect(environment.render(width: 390).svg.contains("Banner: 100"))
        feed.price = 104
        #expect(await first.wait())
        #expect(await second.wait())
        let next = owned.render(width: 390).svg
        #expect(next.contains("Owned: 104") && next.contains("Shown: 104"))
        #expect(environment.render(width: 390).svg.contains("Banner: 104"))
    }

    @Test func aClosedSessionNoLongerFollowsItsObjects() {
        let feed = PriceFeed()
        let session = ScreenSession { PriceRow(feed: feed) }
        let calls = Flag()
        session.onDirty = { calls.raise() }
        _ = session.render(width: 390)
        // The publisher calls back on the writing thread, before the write returns.
        feed.price = 1
        #expect(calls.raised == 1)
        session.close()
        feed.price = 2
        #expect(calls.raised == 1)
    }

    @Test func aChildViewsStateWrittenByAnEarlierBuildsClosureReachesLaterRenders() throws {
        let later = Later()
        let session = ScreenSession { ParentOfDelayedChild(later: later) }
        let start = try #require(session.render(width: 390).targets.first { $0.kind == "button" })
        session.handle(center(of: start))
        // Renders between the tap and the delayed write build the child again, with new storage.
        #expect(session.render(width: 390).svg.contains("Child: Working"))
        #expect(session.render(width: 390).svg.contains("Child: Working"))
        // The closure of the first build writes where the later builds read.
        let run = try #require(later.run)
        run()
        #expect(session.render(width: 390).svg.contains("Child: Done"))
    }

    @Test func anObservableModelChangedFromOutsidePushes() async {
        let board = Scoreboard()
        let session = ScreenSession { ScoreScreen(board: board) }
        let pushed = Flag()
        session.onDirty = { pushed.raise() }
        #expect(session.render(width: 390).svg.contains("Score: 0"))
        board.score = 7
        #expect(await pushed.wait())
        #expect(session.render(width: 390).svg.contains("Score: 7"))
    }
}
