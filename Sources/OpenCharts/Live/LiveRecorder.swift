import ChartScene
import Foundation

/// What a live render records beside its picture: the controls a pointer can hit, with what each
/// does, and the rotations the page tweens by their angle. Bound as a task-local while a
/// ``ScreenSession`` renders; offline renders have none and draw exactly as before.
final class LiveRecorder: @unchecked Sendable {
    @TaskLocal static var current: LiveRecorder?

    /// A control drawn in this render: its frame in its own coordinates, the transform from
    /// those to the page's, and what a tap on it does.
    struct Target {
        let id: Int
        let kind: String
        let frame: SceneRect
        let toPage: SceneTransform
        /// What a tap does, given where it landed in the target's own coordinates.
        var tap: ((ScenePoint) -> Void)?
        /// What a press, a move and a release do, in the target's own coordinates (sliders,
        /// drags, chart selection); a target that ``hovers`` hears moves with no press too.
        var pointer: ((LivePointerPhase, ScenePoint) -> Void)?
        var hovers = false
        /// Whether the target stops every tap and press, as an open menu does.
        var blocks = false
        /// What the wheel does over the target: points to move sideways, or 0 when it stopped.
        var wheel: ((Double) -> Void)?

        /// Where a point of the page lies in the target's own coordinates.
        func local(_ p: ScenePoint) -> ScenePoint? { toPage.inverted?.apply(p) }

        /// The middle of the target, in its own coordinates.
        var center: ScenePoint { ScenePoint(frame.x + frame.width / 2, frame.y + frame.height / 2) }

        /// What the page is told of the target's kind: 1 taps, 2 presses and drags, 4 follows
        /// the pointer, 8 takes text, 16 scrolls under the wheel, 32 scrolls up and down (a
        /// chart that scrolls vertically: keys page it by its height).
        var flags: Int {
            (tap != nil ? 1 : 0) + (pointer != nil ? 2 : 0) + (hovers ? 4 : 0) + (kind == "textfield" ? 8 : 0) + (wheel != nil ? 16 : 0)
                + (kind == "vertical-chart" ? 32 : 0)
        }
    }

    /// A rotation drawn in this render, in drawing order: degrees clockwise about (cx, cy).
    struct Rotation: Equatable {
        let degrees: Double
        let cx: Double
        let cy: Double
    }

    /// An `ObservableObject` a render read, and its publisher.
    struct Followed {
        /// Weak, so that an object freed and another made at its address are never confused.
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    /// The publishers of the `ObservableObject`s the render read, by object: a change made to
    /// one of them from outside the session (a shared feed, a timer) pushes too.
    private(set) var followed: [ObjectIdentifier: Followed] = [:]
    private var unfollowable: Set<ObjectIdentifier> = []
    /// What the session's previous render followed: an object read again keeps its publisher,
    /// which is not looked up again (the default `objectWillChange` reflects on the object).
    var known: [ObjectIdentifier: Followed] = [:]

    /// Follows `object` if a live render is reading it; its publisher is looked up once a session.
    static func follow<O: ObservableObject>(_ object: O) {
        guard let live = current else { return }
        let id = ObjectIdentifier(object)
        guard live.followed[id] == nil, !live.unfollowable.contains(id) else { return }
        if let kept = live.known[id], kept.object === object {
            live.followed[id] = kept
        } else if let publisher = object.objectWillChange as? ObservableObjectPublisher {
            live.followed[id] = Followed(object: object, publisher: publisher)
        } else {
            live.unfollowable.insert(id)
        }
    }

    private(set) var targets: [Target] = []
    private(set) var rotations: [Rotation] = []
    /// The `animation(_:value:)` modifiers drawn, in drawing order, with their values.
    private(set) var implicitAnimations: [(animation: Animation?, value: EquatableBox)] = []

    func addImplicitAnimation(_ animation: Animation?, value: EquatableBox) {
        implicitAnimations.append((animation, value))
    }

    /// The animation of the first `animation(_:value:)` whose value changed since `earlier`'s
    /// render, matched by drawing order; none when the screen's structure changed.
    func implicitAnimation(since earlier: LiveRecorder?) -> Animation? {
        guard let earlier, earlier.implicitAnimations.count == implicitAnimations.count else { return nil }
        for (now, then) in zip(implicitAnimations, earlier.implicitAnimations) where !now.value.isSame(then.value) {
            if let animation = now.animation { return animation }
        }
        return nil
    }
    /// The transform from the coordinates of the node being drawn to the page's.
    private(set) var transform = SceneTransform.identity
    /// Where `task { }` actions of a live render start.
    var tasks: LiveTaskGroup?
    /// The lifecycle session the render ran in, which the next render continues.
    var lifecycle: LifecycleSession?

    func addTarget(kind: String, frame: CGRect, action: @escaping () -> Void) {
        addTarget(kind: kind, frame: frame.sceneRect, tap: { _ in action() })
    }

    /// Records a target of any sort, in the current transform unless `toPage` is given.
    func addTarget(kind: String, frame: SceneRect, toPage: SceneTransform? = nil, tap: ((ScenePoint) -> Void)? = nil,
                   pointer: ((LivePointerPhase, ScenePoint) -> Void)? = nil, hovers: Bool = false, blocks: Bool = false,
                   wheel: ((Double) -> Void)? = nil) {
        targets.append(Target(id: targets.count + 1, kind: kind, frame: frame, toPage: toPage ?? transform, tap: tap,
                              pointer: pointer, hovers: hovers, blocks: blocks, wheel: wheel))
    }

    /// The navigation stacks drawn, in drawing order: how many screens each had pushed, and its
    /// box on the page.
    private(set) var navigationStacks: [(depth: Int, box: SceneRect)] = []

    /// How many sheets this render drew: a sheet that comes or goes slides, as iOS slides it,
    /// though no animation was asked for.
    var sheetCount = 0

    func noteNavigation(depth: Int, frame: SceneRect) {
        navigationStacks.append((depth, ScreenSession.pageBox(frame, transform)))
    }

    /// The push or pop between an earlier render and this one: the first stack drawn in both
    /// whose depth changed, deeper being a push.
    func navigationChange(since earlier: LiveRecorder?) -> (push: Bool, box: SceneRect)? {
        guard let earlier else { return nil }
        for (now, before) in zip(navigationStacks, earlier.navigationStacks) where now.depth != before.depth {
            return (now.depth > before.depth, now.box)
        }
        return nil
    }

    /// The session's state of the page (the open menu, the focused field), which controls read.
    var ui: LiveUIState?
    private var menuCount = 0
    private var fieldCount = 0
    /// The menu of the picker whose menu is open, as this render drew the picker.
    var openMenu: LiveMenu?
    /// The focused text field, as this render drew it.
    var focusedField: LiveField?

    /// The next menu picker's key: its place among the menu pickers drawn.
    func nextMenuKey() -> Int { menuCount += 1; return menuCount }

    private var scrollCount = 0
    /// The next scrolling chart's place among those drawn.
    func nextScrollKey() -> Int { scrollCount += 1; return scrollCount }
    /// The next text field's key: its place among the text fields drawn.
    func nextFieldKey() -> Int { fieldCount += 1; return fieldCount }

    /// Whether nothing was recorded: no control, rotation, animation, menu, field, scrolling
    /// chart, lifecycle or followed object. A chart's annotation that records nothing draws the
    /// same whether it is drawn again or its kept drawing is shown.
    var recordedNothing: Bool {
        targets.isEmpty && rotations.isEmpty && implicitAnimations.isEmpty && openMenu == nil && focusedField == nil
            && menuCount == 0 && fieldCount == 0 && scrollCount == 0 && lifecycle == nil && followed.isEmpty
    }

    /// Records a rotation and returns the class its group carries, by which the SVG finds it.
    func addRotation(_ rotation: Rotation) {
        rotations.append(rotation)
    }

    /// Draws with `t` applied inside the current transform, as a transformed group draws its children.
    func withTransform<R>(_ t: SceneTransform, _ body: () -> R) -> R {
        let saved = transform
        transform = saved.concatenating(t)
        defer { transform = saved }
        return body()
    }

    /// The innermost, topmost target under a point of the page that takes taps: the last drawn
    /// that holds it, passing over those that only follow the pointer; a blocking one stops the search.
    func target(at point: ScenePoint) -> Target? {
        first(at: point) { $0.tap != nil }
    }

    /// The topmost target under a point that takes presses and drags (or, with `hovering`, that
    /// follows the pointer with no press).
    func pointerTarget(at point: ScenePoint, hovering: Bool = false) -> Target? {
        first(at: point) { $0.pointer != nil && (!hovering || $0.hovers) }
    }

    /// The topmost target under `point` that scrolls under the wheel.
    func wheelTarget(at point: ScenePoint) -> Target? {
        first(at: point) { $0.wheel != nil }
    }

    private func first(at point: ScenePoint, where wanted: (Target) -> Bool) -> Target? {
        for target in targets.reversed() {
            guard let local = target.local(point) else { continue }
            let f = target.frame
            guard local.x >= f.x && local.x <= f.x + f.width && local.y >= f.y && local.y <= f.y + f.height else { continue }
            if wanted(target) { return target }
            if target.blocks { return nil }
        }
        return nil
    }

    /// The class of a rotation's group in a live render.
    static let rotationClass = "oc-live-rot"
}

extension SceneTransform {
    /// The transform that undoes this one; `nil` when it flattens the plane.
    var inverted: SceneTransform? {
        let det = a * d - b * c
        guard det.isFinite, abs(det) > 1e-12 else { return nil }
        return SceneTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                              tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}

/// A control in a live render: records its frame and action as a hit target, then draws its child.
struct HitTargetNode: WrapperNode, @unchecked Sendable {
    // The action is the user's and need not be Sendable; a node lives within one render.
    var child: any LayoutNode
    let kind: String
    let action: () -> Void

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        LiveRecorder.current?.addTarget(kind: kind, frame: rect, action: action)
        return child.render(in: rect, recorder)
    }
}

/// Wraps a control's node as a hit target when a live render is being made; offline, the node itself.
func liveTarget(_ node: any LayoutNode, kind: String, action: @escaping () -> Void) -> any LayoutNode {
    guard LiveRecorder.current != nil else { return node }
    return HitTargetNode(child: node, kind: kind, action: action)
}

/// Where state written outside a render reports to its live session: bound while a session runs
/// a control's action and inside the tasks it starts, so that `Task { … }` in an action, which
/// inherits task-locals, reports its later writes too.
package final class LiveWriteSink: @unchecked Sendable {
    @TaskLocal static var current: LiveWriteSink?

    private let lock = NSLock()
    private var dirty = false
    private var animation: Animation?
    private var closed = false
    /// Called, outside any lock, after each write; the session coalesces its renders.
    var onWrite: (@Sendable () -> Void)?

    /// A state was written; `animation` is the transaction's, if it had one.
    func noteWrite(animation: Animation?) {
        lock.lock()
        if closed { lock.unlock(); return }
        dirty = true
        if let animation { self.animation = animation }
        let callback = onWrite
        lock.unlock()
        callback?()
    }

    /// Whether anything was written since the last call, and the animation of the writes.
    func take() -> (dirty: Bool, animation: Animation?) {
        lock.lock(); defer { lock.unlock() }
        let result = (dirty, animation)
        dirty = false
        animation = nil
        return result
    }

    /// Whether anything was written since the last ``take()``.
    var isDirty: Bool { lock.lock(); defer { lock.unlock() }; return dirty }

    func close() {
        lock.lock(); closed = true; onWrite = nil; lock.unlock()
    }

    /// Reports a write of state to the live session that the current task belongs to, if any.
    static func stateDidChange() {
        current?.noteWrite(animation: AnimationScope.current)
    }
}

/// The animation of the `withAnimation` block being run, if any.
enum AnimationScope {
    @TaskLocal static var current: Animation?
}

/// The `task { }` actions a live session started: they run beside the page instead of before a
/// picture, report their writes to the session, and are cancelled when the page goes.
final class LiveTaskGroup: @unchecked Sendable {
    private let lock = NSLock()
    private var tasks: [String: Task<Void, Never>] = [:]
    private var closed = false
    let sink: LiveWriteSink

    init(sink: LiveWriteSink) { self.sink = sink }

    /// Starts `perform` under `key`, cancelling the task that key started before, as SwiftUI
    /// cancels a `task(id:)` whose id changed.
    func start(key: String, priority: TaskPriority, _ perform: @escaping () async -> Void) {
        let work = UncheckedAction(run: perform)
        let sink = self.sink
        lock.lock()
        defer { lock.unlock() }
        guard !closed else { return }
        tasks[key]?.cancel()
        tasks[key] = Task(priority: priority) {
            await LiveWriteSink.$current.withValue(sink) { await work.run() }
        }
    }

    var count: Int { lock.lock(); defer { lock.unlock() }; return tasks.count }

    func cancelAll() {
        lock.lock()
        closed = true
        let running = tasks.values
        tasks = [:]
        lock.unlock()
        for task in running { task.cancel() }
    }
}

extension TransformNode {
    /// Draws as offline, but always in a group, and records a rotation so the page can turn it
    /// by its angle (from 0° to 1,800° is five turns, which no matrix can say).
    func renderLive(in rect: CGRect, _ recorder: RenderRecorder, _ live: LiveRecorder) -> [SceneNode] {
        let t = transform(in: rect)
        let nodes = live.withTransform(t) { child.render(in: rect, recorder) }
        guard case .rotation(let radians) = effect else {
            return t.isIdentity ? nodes : [.group(SceneGroup(children: nodes, transform: t))]
        }
        let cx = Double(rect.minX + rect.width * anchor.x), cy = Double(rect.minY + rect.height * anchor.y)
        live.addRotation(LiveRecorder.Rotation(degrees: radians * 180 / Double.pi, cx: cx, cy: cy))
        return [.group(SceneGroup(children: nodes, transform: t, semantics: SceneSemantics(classes: LiveRecorder.rotationClass)))]
    }
}

/// A stepper's pill in a live render: its − half and its + half are targets of their own.
struct StepperTargetNode: WrapperNode, @unchecked Sendable {
    var child: any LayoutNode
    let increment: (() -> Void)?
    let decrement: (() -> Void)?

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        if let live = LiveRecorder.current {
            // The pill is drawn at the rectangle's leading edge, centred vertically.
            let size = StepperMetrics.size
            let y = rect.minY + (rect.height - size.height) / 2, half = size.width / 2
            if let decrement { live.addTarget(kind: "stepper-decrement", frame: CGRect(x: rect.minX, y: y, width: half, height: size.height), action: decrement) }
            if let increment { live.addTarget(kind: "stepper-increment", frame: CGRect(x: rect.minX + half, y: y, width: half, height: size.height), action: increment) }
        }
        return child.render(in: rect, recorder)
    }
}

func liveStepper(_ node: any LayoutNode, increment: (() -> Void)?, decrement: (() -> Void)?) -> any LayoutNode {
    guard LiveRecorder.current != nil, increment != nil || decrement != nil else { return node }
    return StepperTargetNode(child: node, increment: increment, decrement: decrement)
}

/// A segmented picker in a live render: each segment is a target that selects its option's tag.
struct SegmentedTargetNode: WrapperNode, @unchecked Sendable {
    var child: any LayoutNode
    let tags: [AnyHashable?]
    let choose: (AnyHashable) -> Void

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        if let live = LiveRecorder.current, !tags.isEmpty, rect.isFiniteRect {
            // The segments as SegmentedNode draws them: equal, inside a 2-point inset.
            let inset = SegmentedNode.inset, height = SegmentedNode.height
            let width = max(0, (Double(rect.width) - 2 * inset) / Double(tags.count))
            let y = Double(rect.midY) - height / 2
            for (i, tag) in tags.enumerated() {
                guard let tag else { continue }
                let frame = CGRect(x: Double(rect.minX) + inset + Double(i) * width, y: y, width: width, height: height)
                let choose = self.choose
                live.addTarget(kind: "segment", frame: frame) { choose(tag) }
            }
        }
        return child.render(in: rect, recorder)
    }
}

/// Makes the segments of a segmented picker targets in a live render, and a menu picker a target
/// that opens its menu; inline and wheel pickers make their rows targets themselves.
func livePicker(_ node: any LayoutNode, _ model: PickerModel, _ env: EnvironmentValues,
                choose: @escaping (AnyHashable) -> Void) -> any LayoutNode {
    guard LiveRecorder.current != nil, env.isEnabled else { return node }
    switch env.controls.pickerStyle {
    case .segmented, .palette:
        return SegmentedTargetNode(child: node, tags: model.options(env).map(\.tag), choose: choose)
    case .automatic, .menu:
        return MenuPickerTargetNode(child: node, model: model, env: env, choose: choose)
    default:
        return node
    }
}

/// A view under `animation(_:value:)` in a live render: records the value it follows.
struct ImplicitAnimationNode: WrapperNode, @unchecked Sendable {
    // The value is the user's and need not be Sendable; a node lives within one render.
    var child: any LayoutNode
    let animation: Animation?
    let value: EquatableBox

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        LiveRecorder.current?.addImplicitAnimation(animation, value: value)
        return child.render(in: rect, recorder)
    }
}

func liveImplicitAnimation(_ node: any LayoutNode, _ animation: Animation?, _ value: EquatableBox) -> any LayoutNode {
    guard LiveRecorder.current != nil else { return node }
    return ImplicitAnimationNode(child: node, animation: animation, value: value)
}
