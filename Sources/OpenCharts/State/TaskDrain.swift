import Foundation

/// Runs a `task { }` action to completion on the rendering thread, with a time limit.
///
/// The task prefers an executor whose jobs this thread runs while it waits, so the action makes
/// progress even when the render was called from the cooperative pool or a server's event loop
/// with every other thread busy: waiting never starves the work waited for. Work the action sends
/// to another actor runs wherever that actor runs; when the render runs on the main thread (a
/// script's top-level code), the wait also runs the main actor's work, so a task that awaits a
/// `@MainActor` model finishes instead of waiting out the time limit.
final class TaskDrain: TaskExecutor, @unchecked Sendable {
    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []
    private var finished = false
    /// Set when the wait timed out: later jobs go to the global executor so the task can end.
    private var abandoned = false

    func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        if abandoned {
            condition.unlock()
            globalConcurrentExecutor.enqueue(job)
            return
        }
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    func finish() {
        condition.lock(); finished = true; condition.signal(); condition.unlock()
    }

    /// Runs the task's jobs on this thread until it finishes (`true`) or the deadline passes.
    func drain(until deadline: Date) -> Bool {
        let onMainThread = Thread.isMainThread
        while true {
            condition.lock()
            while jobs.isEmpty && !finished {
                if onMainThread {
                    // The main actor runs on this thread: work the task sends there (a
                    // `@MainActor` model's method) runs while the render waits, in short slices.
                    let slice = min(deadline, Date(timeIntervalSinceNow: 0.002))
                    if condition.wait(until: slice) || slice < deadline {
                        condition.unlock()
                        _ = RunLoop.main.run(mode: .default, before: Date())
                        condition.lock()
                        continue
                    }
                }
                if !condition.wait(until: deadline) {
                    abandoned = true
                    let rest = jobs
                    jobs = []
                    condition.unlock()
                    for job in rest { globalConcurrentExecutor.enqueue(job) }
                    return false
                }
            }
            if jobs.isEmpty { condition.unlock(); return true }
            let batch = jobs
            jobs.removeAll()
            condition.unlock()
            for job in batch { job.runSynchronously(on: asUnownedTaskExecutor()) }
        }
    }
}

extension TaskRunner {
    /// Runs a main-actor task on the main actor's own thread, at once, until it first suspends;
    /// whether it finished by then. One that did not is cancelled: the rest of it would need the
    /// main queue, which the render holds.
    private static func runImmediately(_ work: UncheckedAction) -> Bool {
        let finished = FinishedFlag()
        return MainActor.assumeIsolated {
            let task = Task.immediate { @MainActor in
                await work.run()
                finished.isSet = true
            }
            if !finished.isSet { task.cancel() }
            return finished.isSet
        }
    }

    private final class FinishedFlag: @unchecked Sendable {
        var isSet = false
    }
}

/// A closure that may cross to the task that runs it: the render waits for it, so it is never
/// run at the same time as the view code that made it.
struct UncheckedAction: @unchecked Sendable {
    let run: () async -> Void
}

enum TaskRunner {
    /// Runs `action` to completion, waiting until `deadline` at most; `false` if it did not finish,
    /// in which case it is cancelled, as SwiftUI cancels the task of a view that goes away. Work
    /// the action does without waiting for anything finishes even past the deadline.
    static func run(_ action: @escaping @isolated(any) () async -> Void, priority: TaskPriority, until deadline: Date) -> Bool {
        let work = UncheckedAction(run: action)
        if action.isolation is MainActor, MainQueue.isCurrent, !Thread.isMainThread {
            // On the thread that serves the main queue, which the wait would hold: a main-actor
            // task starts here at once and runs until it first waits for something.
            return runImmediately(work)
        }
        if #available(macOS 15.0, iOS 18.0, *) {
            let drain = TaskDrain()
            let task = Task(executorPreference: drain, priority: priority) {
                await work.run()
                drain.finish()
            }
            let done = drain.drain(until: deadline)
            if !done { task.cancel() }
            return done
        } else {
            let done = DispatchSemaphore(value: 0)
            let task = Task.detached(priority: priority) { await work.run(); done.signal() }
            let finished = done.wait(timeout: .now() + max(0, deadline.timeIntervalSinceNow)) == .success
            if !finished { task.cancel() }
            return finished
        }
    }
}
