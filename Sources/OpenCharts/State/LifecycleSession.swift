import Foundation

/// One render's lifecycle: the `onAppear`, `task` and `onChange` actions that views register
/// while their bodies are built, run once before the picture is taken.
///
/// A view with state, and the root, is a *frame*: actions built inside its body, outside any
/// frame nested in it, register with it. After its body is built, the frame runs the actions
/// that are due, and if any ran, builds the same view value's body again, so data
/// loaded by `onAppear` into its `@State` or `@StateObject` is drawn. Child views made again in
/// that second build are matched to their first build by position and type: they keep their
/// state and do not run their actions again. A body that keeps changing state is built at most
/// ``maxPasses`` times.
final class LifecycleSession: @unchecked Sendable {
    @TaskLocal static var current: LifecycleSession?

    /// Builds of one body before the renderer gives up waiting for its state to settle.
    static let maxPasses = 5

    /// Extra builds of bodies, over the whole render, after which actions no longer cause
    /// builds: nested views that each keep changing state cannot multiply the work without end.
    static let maxExtraBuilds = 1_000

    /// Seconds the render's tasks may take together before the picture is taken without their results.
    let taskTimeLimit: Double
    /// When the tasks' time is up; set when the first task starts.
    private var taskDeadline: Date?
    private var extraBuilds = 0
    private(set) var warnings: [String] = []
    private var stack: [Frame] = []
    private var records: [FrameKey: FrameRecord] = [:]
    private var detachedCount = 0
    private var environment: [ObjectIdentifier: (box: AnyObject, value: Any)] = [:]
    private let environmentLock = NSLock()

    /// The render that renders made inside `withValue` continue: an interactive page's state
    /// is the view of the base picture, after it appeared, with a selection or gesture applied.
    /// Its views keep the base render's state and have already run their `onAppear` and `task`,
    /// as a SwiftUI view keeps them while the pointer moves, so an action that set a starting
    /// selection does not set it again over the pointer's.
    @TaskLocal static var continuing: LifecycleSession?

    init(taskTimeLimit: Double) {
        self.taskTimeLimit = taskTimeLimit
        // Copies, so that one state's `onChange` values are not the next one's starting point.
        if let base = LifecycleSession.continuing { records = base.records.mapValues { $0.copy() } }
        LiveRecorder.current?.lifecycle = self
    }

    /// Whether due `task` actions wait for ``runDeferredTasks()`` instead of running as their view
    /// is built: set while the views are built on the main queue for a caller on another thread,
    /// whose thread then runs them between builds, as the main queue would be kept from a task's
    /// main-actor work by the build waiting for it.
    var defersTasks = false
    private var deferred: [(priority: TaskPriority, perform: @isolated(any) () async -> Void)] = []

    /// Whether a build left tasks for ``runDeferredTasks()``.
    var hasDeferredTasks: Bool { !deferred.isEmpty }

    /// Runs the tasks the last build left, one after the other within the render's time for
    /// tasks, on the calling thread; the next build draws what they did.
    func runDeferredTasks() {
        let tasks = deferred
        deferred = []
        for task in tasks { _ = runTask(task.perform, priority: task.priority) }
    }

    /// Runs a task within the time the render's tasks have together; `false`, with a warning, when
    /// that time ran out.
    private func runTask(_ perform: @escaping @isolated(any) () async -> Void, priority: TaskPriority) -> Bool {
        let deadline = taskDeadline ?? Date(timeIntervalSinceNow: taskTimeLimit.isFinite ? max(0, taskTimeLimit) : 0)
        taskDeadline = deadline
        guard TaskRunner.run(perform, priority: priority, until: deadline) else {
            warn("Tasks did not finish within the render's \(taskTimeLimit) seconds and were cancelled; the picture shows views without their results.")
            return false
        }
        return true
    }

    /// Starts a build of the whole view: views built outside any frame are matched again from the first.
    func beginBuild() { detachedCount = 0 }

    /// Runs `body` in this session: the views it builds and draws register their actions here.
    func run<R>(_ body: () -> R) -> R {
        LifecycleSession.$current.withValue(self, operation: body)
    }

    // MARK: Environment values

    /// The value this render gave an environment property's box.
    func environmentValue(for box: AnyObject) -> Any? {
        environmentLock.lock(); defer { environmentLock.unlock() }
        return environment[ObjectIdentifier(box)]?.value
    }

    func setEnvironmentValue(_ value: Any, for box: AnyObject) {
        environmentLock.lock()
        // The entry holds the box, so its address is not reused by another box in this render.
        environment[ObjectIdentifier(box)] = (box, value)
        environmentLock.unlock()
    }

    func warn(_ message: String) {
        if !warnings.contains(message) { warnings.append(message) }
    }

    // MARK: Frames

    /// Builds a frame for a view of type `type`: `build` makes its body's node, and is called
    /// again while the frame's actions change state.
    ///
    /// A frame of a nonzero `scope` (a pushed screen, a sheet's content) takes no place among its
    /// parent's children: it is matched by its scope at the place it is built, so the views built
    /// after it keep their state whether it is there or not, and a screen pushed anew starts afresh.
    func frame(for type: Any.Type, inputs: [any ViewInput], scope: Int = 0, build: () -> any LayoutNode) -> any LayoutNode {
        let key: FrameKey
        if let parent = stack.last {
            key = FrameKey(parent: parent.record.id, ordinal: parent.childCount, type: ObjectIdentifier(type), scope: scope)
            if scope == 0 { parent.childCount += 1 }
        } else {
            // Views built while drawing (a GeometryReader's content) have no parent to match by.
            key = FrameKey(parent: -1, ordinal: detachedCount, type: ObjectIdentifier(type), scope: scope)
            if scope == 0 { detachedCount += 1 }
        }
        let record: FrameRecord
        if let earlier = records[key] {
            record = earlier
            for (input, storage) in zip(inputs, record.storages) {
                if let storage { input.adopt(storage) }
            }
        } else {
            record = FrameRecord(id: records.count)
            records[key] = record
        }
        record.storages = inputs.map(\.storageBox)

        let frame = Frame(record: record)
        stack.append(frame)
        defer { stack.removeLast() }
        var node = build()
        var passes = 1
        while runDueActions(frame) {
            if passes == LifecycleSession.maxPasses {
                warn("\(type) kept changing its state in onAppear, task or onChange after \(passes) passes; the picture shows the last one.")
                break
            }
            if extraBuilds == LifecycleSession.maxExtraBuilds {
                warn("Views were built again \(extraBuilds) times after their lifecycle actions; later changes are not drawn.")
                break
            }
            passes += 1
            extraBuilds += 1
            frame.beginPass()
            node = build()
        }
        return node
    }

    /// An object kept in the innermost frame from one build to the next, by its place among the
    /// objects that frame's build asks for (a live navigation stack's pushed screens); `nil`
    /// outside any frame.
    func storedObject<T: AnyObject>(_ make: () -> T) -> (object: T, index: Int)? {
        guard let frame = stack.last else { return nil }
        let index = frame.objectCount
        frame.objectCount += 1
        if let existing = frame.record.objects[index] as? T { return (existing, index) }
        let object = make()
        frame.record.objects[index] = object
        return (object, index)
    }

    /// The next place among the places the innermost frame's build asks for (which
    /// `storedObject` counts too), by which a view that is built the same way each time is
    /// told apart from its siblings; 0 outside any frame.
    func nextPlace() -> Int {
        guard let frame = stack.last else { return 0 }
        frame.objectCount += 1
        return frame.objectCount - 1
    }

    /// Adds an action to the innermost frame; with no frame open (views made while drawing,
    /// such as a `GeometryReader`'s content), runs it at once.
    func register(_ action: LifecycleAction) {
        guard let frame = stack.last else {
            let frame = Frame(record: FrameRecord(id: -1))
            frame.actions = [action]
            _ = runDueActions(frame)
            return
        }
        frame.actions.append(action)
    }

    /// Runs the frame's actions that are due, `onAppear` and `onChange` before any `task` as in
    /// SwiftUI; whether any ran.
    private func runDueActions(_ frame: Frame) -> Bool {
        var ran = false
        let record = frame.record
        let ordered = frame.actions.enumerated().filter { !$0.element.isTask } + frame.actions.enumerated().filter(\.element.isTask)
        for (index, action) in ordered {
            switch action {
            case .appear(let perform):
                guard !record.appeared.contains(index) else { continue }
                record.appeared.insert(index)
                perform()
                ran = true
            case .task(let id, let priority, let perform):
                if let last = record.taskIDs[index], last.isSame(id) { continue }
                record.taskIDs[index] = id
                if let live = LiveRecorder.current?.tasks {
                    // A live screen runs the task beside the page; its writes push a new render.
                    live.start(key: "\(record.id).\(index)", priority: priority, perform)
                    continue
                }
                if defersTasks {
                    deferred.append((priority, perform))
                    continue
                }
                _ = runTask(perform, priority: priority)
                ran = true
            case .change(let value, let initial, let perform):
                if let old = record.changeValues[index] {
                    guard !old.isSame(value) else { continue }
                    record.changeValues[index] = value
                    perform(old.value, value.value)
                    ran = true
                } else {
                    record.changeValues[index] = value
                    if initial { perform(value.value, value.value); ran = true }
                }
            }
        }
        return ran
    }
}

/// What a view asked to run before the picture is taken.
enum LifecycleAction {
    case appear(() -> Void)
    case task(id: EquatableBox, priority: TaskPriority, perform: @isolated(any) () async -> Void)
    /// `perform` receives the old and the new value.
    case change(EquatableBox, initial: Bool, perform: (Any, Any) -> Void)

    var isTask: Bool { if case .task = self { return true } else { return false } }
}

/// A value compared with another of the same type.
struct EquatableBox {
    let value: Any
    let isEqual: (Any) -> Bool

    init<T: Equatable>(_ value: T) {
        self.value = value
        isEqual = { ($0 as? T) == value }
    }

    func isSame(_ other: EquatableBox) -> Bool { isEqual(other.value) }
}

/// Where a frame stands: its parent frame's record, its place among the parent's framed
/// children, and its type. A frame built again at the same place takes its earlier record.
struct FrameKey: Hashable {
    let parent: Int
    let ordinal: Int
    let type: ObjectIdentifier
    /// 0 for a child in its parent's order; else what sets a scoped frame apart (see `frame`).
    var scope = 0
}

/// A frame being built: the actions registered in this pass and the children made so far.
final class Frame {
    let record: FrameRecord
    var actions: [LifecycleAction] = []
    var childCount = 0
    var objectCount = 0

    init(record: FrameRecord) { self.record = record }

    func beginPass() { actions = []; childCount = 0; objectCount = 0 }
}

/// What a frame keeps from one build to the next: which actions ran, the values `onChange`
/// last saw, and the boxes of its `@State` and `@StateObject` properties.
final class FrameRecord {
    /// The record's number in its render, by which children name their parent.
    let id: Int
    var appeared: Set<Int> = []
    var taskIDs: [Int: EquatableBox] = [:]
    var changeValues: [Int: EquatableBox] = [:]
    var storages: [AnyObject?] = []
    /// The objects of `LifecycleSession.storedObject`, by their place.
    var objects: [Int: AnyObject] = [:]

    init(id: Int) { self.id = id }

    /// A record with the same number, actions run and storages.
    func copy() -> FrameRecord {
        let record = FrameRecord(id: id)
        record.appeared = appeared; record.taskIDs = taskIDs
        record.changeValues = changeValues; record.storages = storages; record.objects = objects
        return record
    }
}
