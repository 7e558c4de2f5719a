import ChartScene
import Foundation
@testable import OpenCharts
@testable import OpenChartsLive
import Testing

/// A session a server drives without blocking its threads: its renders and actions wait for the
/// main actor suspended, and give what the blocking calls give.
@Suite struct LiveAsyncRenderTests {
    /// The chart's target of a frame, and a point over its first or second band.
    static func point(_ frame: ScreenSession.Frame, band: Int) throws -> (x: Double, y: Double) {
        let chart = try #require(frame.targets.first { $0.kind == "chart" })
        return (chart.x + chart.width * (band == 0 ? 0.25 : 0.75), chart.y + chart.height / 2)
    }

    @Test func aSuspendingRenderGivesWhatABlockingOneGives() async throws {
        let blocking = ScreenSession { HoverBarsScreen() }
        let suspending = ScreenSession { HoverBarsScreen() }
        let first = blocking.render(width: 390)
        let firstAsync = await suspending.renderSuspending(width: 390)
        #expect(firstAsync.svg == first.svg)
        #expect(firstAsync.targets == first.targets)
        #expect(firstAsync.revision == 1)

        // The pointer over the second bar, then the first, then the button: each step the same.
        var last = first
        for step in 0..<3 {
            let event: ScreenSession.Event
            if step < 2 {
                let p = try Self.point(last, band: step == 0 ? 1 : 0)
                event = .pointer(.move, x: p.x, y: p.y)
            } else {
                let button = try #require(last.targets.first { $0.kind == "button" })
                event = .activate(id: button.id)
            }
            #expect(blocking.handle(event))
            #expect(await suspending.handleSuspending(event))
            let a = blocking.render(width: 390, describe: step == 2)
            let b = await suspending.renderSuspending(width: 390, describe: step == 2)
            #expect(b.svg == a.svg)
            #expect(b.revision == a.revision)
            #expect(b.targets == a.targets)
            last = a
        }
        // The second bar picked fades the first; the first picked fades the second: the two
        // moves drew different screens, and the button's change a third.
        #expect(last.svg != first.svg)
    }

    @Test func anEventAndItsRenderInOneTurnGiveWhatTheTwoCallsGive() async throws {
        let apart = ScreenSession { HoverBarsScreen() }
        let together = ScreenSession { HoverBarsScreen() }
        let first = apart.render(width: 390)
        _ = await together.renderSuspending(width: 390)
        let p = try Self.point(first, band: 1)
        #expect(apart.handle(.pointer(.move, x: p.x, y: p.y)))
        let moved = apart.render(width: 390, describe: false)
        let (handled, frame) = await together.handleAndRenderSuspending(.pointer(.move, x: p.x, y: p.y), width: 390, describe: false,
                                                              onlyIfChanged: true)
        #expect(handled)
        #expect(frame?.svg == moved.svg)
        #expect(frame?.revision == 2)
        #expect(moved.svg != first.svg)

        // The pointer again over the same bar changes nothing: nothing is rendered.
        let again = await together.handleAndRenderSuspending(.pointer(.move, x: p.x + 1, y: p.y), width: 390, describe: false,
                                                   onlyIfChanged: true)
        #expect(again.handled)
        #expect(again.frame == nil)
        // Unless a render is asked for whatever changed, as a press's is.
        let pressed = await together.handleAndRenderSuspending(.pointer(.move, x: p.x + 2, y: p.y), width: 390, onlyIfChanged: false)
        #expect(pressed.frame?.revision == 3)
        // A point outside every target reaches nothing and renders nothing.
        let outside = await together.handleAndRenderSuspending(.tap(x: -50, y: -50), width: 390, onlyIfChanged: false)
        #expect(!outside.handled)
        #expect(outside.frame == nil)
        // The next render follows on from the ones made in the event's turn.
        #expect(await together.renderSuspending(width: 390).revision == 4)
        // The blocking call gives the same.
        let back = try Self.point(first, band: 0)
        let blocked = apart.handleAndRender(.pointer(.move, x: back.x, y: back.y), width: 390, describe: false, onlyIfChanged: true)
        let suspended = await together.handleAndRenderSuspending(.pointer(.move, x: back.x, y: back.y), width: 390, describe: false,
                                                                 onlyIfChanged: true)
        #expect(blocked.handled && suspended.handled)
        // The same bars, the first picked and the second faded, in both (their descriptions were
        // made at different renders, so the documents are compared by what they draw).
        let a = try #require(blocked.frame?.svg), b = try #require(suspended.frame?.svg)
        #expect(LiveMoveCostTests.bars(a) == LiveMoveCostTests.bars(b))
        let faded = a.components(separatedBy: "opacity=\"0.4\"").count - 1
        #expect(faded > 0)
        #expect(b.components(separatedBy: "opacity=\"0.4\"").count - 1 == faded)
    }

    @Test func anEventThatReachesNothingRunsNothing() async {
        let session = ScreenSession { HoverBarsScreen() }
        // Before the first render there is nothing to reach.
        #expect(await session.handleSuspending(.tap(x: 10, y: 10)) == false)
        _ = await session.renderSuspending(width: 390)
        #expect(await session.handleSuspending(.tap(x: .nan, y: 10)) == false)
        #expect(await session.handleSuspending(.activate(id: 9_999)) == false)
        #expect(!session.isDirty)
    }

    @Test func rendersAskedForAtOnceComeOneAfterAnother() async {
        let session = ScreenSession { HoverBarsScreen() }
        let count = 8
        let revisions = await withTaskGroup(of: Int.self) { group -> [Int] in
            for _ in 0..<count { group.addTask { await session.renderSuspending(width: 390).revision } }
            var out: [Int] = []
            for await r in group { out.append(r) }
            return out
        }
        // Each render had the session to itself: every revision from 1 to 8, once.
        #expect(revisions.sorted() == Array(1...count))
        // A blocking render after them follows on.
        #expect(session.render(width: 390).revision == count + 1)
    }

    @Test func aRenderHandsItsLaidOutTreeToTheCallerToFree() throws {
        let leftovers = RenderLeftovers()
        var renderer = ChartRenderer(content: HoverBarsScreen())
        renderer.proposedSize = ProposedViewSize(width: 390, height: nil)
        let svg = RenderLeftovers.$current.withValue(leftovers) { renderer.svg() }
        // The tree of the one pass the picture took, kept for the caller, and the same picture as without.
        #expect(leftovers.count == 1)
        #expect(svg == renderer.svg())
        leftovers.free()
        #expect(leftovers.count == 0)
        // Without a taker nothing is kept.
        _ = renderer.svg()
        #expect(leftovers.count == 0)
    }

    @Test func theGateLetsOneHolderThroughAtATime() async {
        let gate = SessionGate()
        let inside = Counter()
        await withTaskGroup(of: Void.self) { group in
            for i in 0..<16 {
                group.addTask {
                    if i % 2 == 0 {
                        await gate.enter()
                    } else {
                        // Half wait blocked, on threads of their own, as a blocking render does.
                        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
                            Thread.detachNewThread { gate.enterBlocking(); done.resume() }
                        }
                    }
                    inside.enter()
                    await Task.yield()
                    inside.leave()
                    gate.leave()
                }
            }
        }
        #expect(inside.most == 1)
        #expect(inside.total == 16)
    }
}

/// Counts holders inside a section and the most there were at once.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var now = 0
    private var highest = 0
    private var entered = 0

    var most: Int { lock.lock(); defer { lock.unlock() }; return highest }
    var total: Int { lock.lock(); defer { lock.unlock() }; return entered }

    func enter() { lock.lock(); now += 1; entered += 1; highest = max(highest, now); lock.unlock() }
    func leave() { lock.lock(); now -= 1; lock.unlock() }
}
