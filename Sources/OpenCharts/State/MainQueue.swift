import ChartEngine
import ChartScene
import Foundation

/// Where views are built: on the main actor, as SwiftUI builds them.
///
/// `View` is main-actor isolated, so a body may read a `@MainActor` model, and in the Swift 6
/// language mode the closures written in a body (a `.map { }` over the data) check that they run
/// there. A render called from another thread (a server's handler, a task group, a test) builds
/// its views on the main queue and waits; one called on the main actor builds them in place. The
/// output's encoding (SVG, PNG, PDF, HTML) runs on the caller's thread.
///
/// The views are never built elsewhere: in the Swift 6 mode a closure in a body stops the program
/// when it runs off the main actor. A render that the main queue has not served within
/// ``patience`` (a busy main actor, or a main thread that waits for this very render and so never
/// will) says so once on standard error, and goes on waiting.
package enum MainQueue {
    /// Seconds a render waits for the main queue before it says why it waits.
    package nonisolated(unsafe) static var patience: Double = 10

    /// Whether the warning about a main queue that does not come has been written.
    private static let warned = Locked(false)

    /// Whether views are built on the main actor; off, each render builds them on its own thread,
    /// as before views were main-actor isolated (for measuring what building on the main actor
    /// costs a server, with views whose closures check nothing).
    package nonisolated(unsafe) static var buildsOnMainActor = true

    private static let key: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the calling code runs on the main actor: on the main thread, or on the thread that
    /// serves the main queue (an `async` program's main actor).
    static var isCurrent: Bool { Thread.isMainThread || DispatchQueue.getSpecific(key: key) == true }

    /// Runs `work` on the main actor and returns its result, waiting for it.
    static func run<T>(_ work: () -> T) -> T {
        if isCurrent || !buildsOnMainActor { return work() }
        return withoutActuallyEscaping(work) { escapable in
            let errand = Errand(escapable)
            DispatchQueue.main.async { errand.run() }
            if errand.finished.wait(timeout: .now() + patience).isTimedOut {
                warnOnce()
                errand.finished.wait()
            }
            return errand.takeResult()
        }
    }

    private static func warnOnce() {
        var first = false
        warned.update { first = !$0; $0 = true }
        guard first else { return }
        let message = "OpenCharts: a render has waited \(String(format: "%g", patience)) s for the main actor, which builds "
            + "views as SwiftUI does. If the main thread waits for this render (a semaphore, "
            + "DispatchQueue.concurrentPerform), render on the main thread or from a task instead.\n"
        FileHandle.standardError.write(Data(message.utf8))
    }

    /// One piece of work handed to the main queue; the waiting thread reads its result once
    /// `finished` is signalled.
    private final class Errand<T>: @unchecked Sendable {
        private var work: (() -> T)?
        private var result: T?
        let finished = DispatchSemaphore(value: 0)

        init(_ work: @escaping () -> T) { self.work = work }

        func run() {
            // The work is released before the waiter wakes: nothing holds it once it returns.
            result = work.take()?()
            finished.signal()
        }

        func takeResult() -> T {
            // Set before `finished` was signalled, which orders the write before this read.
            result.unsafelyUnwrapped
        }
    }
}

extension DispatchTimeoutResult {
    fileprivate var isTimedOut: Bool { self == .timedOut }
}

/// A value handed to the main queue and back: the render waits for it, so it is never used on
/// two threads at once.
struct MainQueueCarrier<Value>: @unchecked Sendable {
    var value: Value
}

/// The task-local settings a render reads, taken on the caller's thread and set again where the
/// views are built, so that building them on the main queue sees what the caller set.
struct RenderTaskLocals {
    let scope = RenderScope.current
    let textCache = TextLayoutCache.current
    let lifecycle = LifecycleSession.current
    let continuing = LifecycleSession.continuing
    let live = LiveRecorder.current
    let sink = LiveWriteSink.current
    let animation = AnimationScope.current
    let drawings = ChartDrawingCache.current
    let screenHeight = PresentationOverlay.screenHeight
    let container = ContainerSize.current
    let frozen = FrozenScrollPositions.current
    let offline = OfflineControls.current
    let accesses = StateAccessLog.current
    let describes = ChartEngine.describes
    let keyed = SceneKeys.enabled
    let leftovers = RenderLeftovers.current

    /// Runs `body` with these settings.
    func bind<T>(_ body: () -> T) -> T {
        RenderScope.$current.withValue(scope) {
            TextLayoutCache.$current.withValue(textCache) {
                LifecycleSession.$current.withValue(lifecycle) {
                    LifecycleSession.$continuing.withValue(continuing) {
                        LiveRecorder.$current.withValue(live) {
                            LiveWriteSink.$current.withValue(sink) {
                                AnimationScope.$current.withValue(animation) {
                                    bindRest(body)
                                }
                            }
                        }
                    }
                }
            }
        }
    }

    private func bindRest<T>(_ body: () -> T) -> T {
        ChartDrawingCache.$current.withValue(drawings) {
            PresentationOverlay.$screenHeight.withValue(screenHeight) {
                ContainerSize.$current.withValue(container) {
                    FrozenScrollPositions.$current.withValue(frozen) {
                        OfflineControls.$current.withValue(offline) {
                            StateAccessLog.$current.withValue(accesses) {
                                ChartEngine.$describes.withValue(describes) {
                                    SceneKeys.$enabled.withValue(keyed) { RenderLeftovers.$current.withValue(leftovers, operation: body) }
                                }
                            }
                        }
                    }
                }
            }
        }
    }
}

extension MainQueue {
    /// Calls a main-actor method of a view (its `body`) from the engine, which builds views on
    /// the main actor (see ``run(_:)``): the call itself checks nothing.
    static func call<Owner, Result>(_ owner: Owner, _ method: @escaping @MainActor (Owner) -> Result) -> Result {
        unsafeBitCast(method, to: ((Owner) -> Result).self)(owner)
    }

    /// Runs `work` on the main actor (see ``run(_:)``) with the caller's render settings, its
    /// values carried across as the render waits for them.
    static func build<T>(_ work: () -> T) -> T {
        if isCurrent || !buildsOnMainActor { return work() }
        let locals = RenderTaskLocals()
        return run { MainQueueCarrier(value: locals.bind(work)) }.value
    }

    /// Runs `work` on the main actor with the caller's render settings, as ``build(_:)`` does,
    /// suspending the calling task instead of blocking its thread: a server's sessions wait for
    /// the main actor without holding the threads that write their updates.
    static func buildSuspending<T>(_ work: @escaping () -> T) async -> T {
        if isCurrent || !buildsOnMainActor { return work() }
        // Handed to the main queue and back while this task waits: never used on two threads at once.
        let errand = MainQueueCarrier(value: (locals: RenderTaskLocals(), work: work))
        return await withCheckedContinuation { (done: CheckedContinuation<MainQueueCarrier<T>, Never>) in
            DispatchQueue.main.async { done.resume(returning: MainQueueCarrier(value: errand.value.locals.bind(errand.value.work))) }
        }.value
    }
}
