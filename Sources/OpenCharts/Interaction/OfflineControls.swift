import ChartHTML
import ChartScene
import Foundation

/// The controls a render of an interactive page drew (buttons, toggles, pickers of every style,
/// steppers), each as the places a click acts on and what the click does, so that the states
/// they lead to can be rendered ahead (``InteractiveStates/addControls(_:)``). Bound as a
/// task-local only while an interactive page's renders are made; other renders draw as before.
final class OfflineControls: @unchecked Sendable {
    @TaskLocal static var current: OfflineControls?

    /// The most places one render records.
    static let maximumOperations = 256

    /// What a click on a place does: runs an action (a button's, a toggle's flip, a segment's
    /// choice, a stepper's step), opens a menu picker's menu, or pushes a navigation-link
    /// picker's page of options.
    enum Action {
        case run(() -> Void)
        case menu(LiveMenu)
        case page(OfflinePickerPage)
    }

    struct Operation {
        let frame: SceneRect
        let action: Action
    }

    private(set) var operations: [Operation] = []

    func add(_ frame: SceneRect, _ action: Action) {
        guard operations.count < Self.maximumOperations, frame.width > 0, frame.height > 0 else { return }
        operations.append(Operation(frame: frame, action: action))
    }

    /// Drops what an earlier render of the same picture recorded (a render run again for its
    /// preferred colour scheme).
    func reset() { operations = [] }
}

/// A control in a render of an interactive page: records its places, then draws its child.
struct OfflineControlNode: WrapperNode, @unchecked Sendable {
    // The actions are the user's and need not be Sendable; a node lives within one render.
    var child: any LayoutNode
    let record: (CGRect, OfflineControls) -> Void

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        if let controls = OfflineControls.current, rect.isFiniteRect { record(rect, controls) }
        return child.render(in: rect, recorder)
    }
}

extension OfflineControls {
    /// A control whose whole frame runs `action` when clicked: a button, a toggle, an inline picker's row.
    static func tap(_ node: any LayoutNode, action: @escaping () -> Void) -> any LayoutNode {
        guard current != nil else { return node }
        return OfflineControlNode(child: node) { rect, controls in controls.add(rect.sceneRect, .run(action)) }
    }

    /// A toggle's node: a click flips it.
    static func toggle(_ node: any LayoutNode, flip: @escaping () -> Void) -> any LayoutNode { tap(node, action: flip) }

    /// A button, in any style: a click runs its action.
    static func button(_ node: any LayoutNode, _ env: EnvironmentValues, action: @escaping () -> Void) -> any LayoutNode {
        guard env.isEnabled else { return node }
        return tap(node, action: action)
    }

    /// A row of an inline picker: a click chooses its option.
    static func row(_ node: any LayoutNode, choose: @escaping () -> Void) -> any LayoutNode { tap(node, action: choose) }

    /// A stepper's pill: its − half steps down, its + half up.
    static func stepper(_ node: any LayoutNode, increment: (() -> Void)?, decrement: (() -> Void)?) -> any LayoutNode {
        guard current != nil, increment != nil || decrement != nil else { return node }
        return OfflineControlNode(child: node) { rect, controls in
            // The pill is drawn at the rectangle's leading edge, centred vertically.
            let size = StepperMetrics.size
            let y = Double(rect.minY) + (Double(rect.height) - Double(size.height)) / 2, half = Double(size.width) / 2
            if let decrement { controls.add(SceneRect(x: Double(rect.minX), y: y, width: half, height: Double(size.height)), .run(decrement)) }
            if let increment { controls.add(SceneRect(x: Double(rect.minX) + half, y: y, width: half, height: Double(size.height)), .run(increment)) }
        }
    }

    /// A picker: each segment of a segmented one chooses its option; a click on a menu picker
    /// opens its menu. Inline rows and wheel rows record themselves as they are drawn.
    static func picker(_ node: any LayoutNode, _ model: PickerModel, _ env: EnvironmentValues,
                       choose: @escaping (AnyHashable) -> Void) -> any LayoutNode {
        guard current != nil, env.isEnabled else { return node }
        switch env.controls.pickerStyle {
        case .segmented, .palette:
            let tags = model.options(env).map(\.tag)
            guard !tags.isEmpty, tags.count <= 64 else { return node }
            return OfflineControlNode(child: node) { rect, controls in
                // The segments as SegmentedNode draws them: equal, inside a 2-point inset.
                let inset = SegmentedNode.inset, height = SegmentedNode.height
                let width = max(0, (Double(rect.width) - 2 * inset) / Double(tags.count))
                let y = Double(rect.midY) - height / 2
                for (i, tag) in tags.enumerated() {
                    guard let tag else { continue }
                    controls.add(SceneRect(x: Double(rect.minX) + inset + Double(i) * width, y: y, width: width, height: height),
                                 .run { choose(tag) })
                }
            }
        case .automatic, .menu:
            return OfflineControlNode(child: node) { rect, controls in
                controls.add(rect.sceneRect, .menu(LiveMenu(anchor: rect.sceneRect, model: model, env: env, choose: choose)))
            }
        case .navigationLink:
            return OfflineControlNode(child: node) { rect, controls in
                controls.add(rect.sceneRect, .page(OfflinePickerPage(model: model, env: env, choose: choose)))
            }
        case .inline, .wheel:
            return node
        }
    }
}

extension InteractiveStates {
    /// A state of the screen that its controls reach: what it draws (its state in the plan), the
    /// values of its `@State`s, and what a click on each of its places does.
    private struct ControlNode {
        var state: Int
        var values: StateAccessLog.Snapshot?
        var chartValues: [() -> Void]
        var operations: [OfflineControls.Operation]
        /// For an open menu or a pushed picker page: the node it was opened on, the place that
        /// closes it (the whole picture for a menu, the back button for a page), and its rows
        /// with what each chooses.
        var menuOf: Int?
        var isPage = false
        var close: SceneRect?
        var rows: [(SceneRect, () -> Void)] = []
    }

    /// Explores the states the controls of the base picture lead to, breadth first: from each
    /// state, a click on each of its places is tried and the view rendered again; states that
    /// draw alike are one. An open menu picker is a state too, its menu drawn over the screen.
    /// Returns a warning when a control leads past the states left in the budget: the page then
    /// keeps the states it found, and a click that would lead past them does nothing.
    mutating func addControls(_ operations: [OfflineControls.Operation], limit controlLimit: Int) -> String? {
        guard !operations.isEmpty else { return nil }
        guard let log else { return nil }
        if reachedLimit || plan.states.count >= limit {
            return Self.controlWarning(kept: 1)
        }
        let baseValues = log.snapshot()
        var nodes = [ControlNode(state: 0, values: baseValues, chartValues: savers.map { $0() }, operations: operations)]
        var byState: [Int: Int] = [0: 0]
        var byKey: [[AnyHashable]: Int] = [:]
        if let k = log.key() { byKey[k] = 0 }
        var menus: [Int: Int] = [:]
        var frames: [SceneRect] = [], frameIndex: [SceneRect: Int] = [:]
        var made = InteractionPlan.Controls()
        var overflow = false

        func restore(_ n: ControlNode) {
            for r in n.chartValues { r() }
            log.restore(n.values)
        }
        func restoreBase() { restore(nodes[0]) }
        func frame(_ r: SceneRect) -> Int {
            if let i = frameIndex[r] { return i }
            frames.append(r); frameIndex[r] = frames.count - 1
            return frames.count - 1
        }
        /// The node `action` leads to from node `from`; `nil` past the budget.
        func go(_ from: Int, _ action: () -> Void) -> Int? {
            restore(nodes[from])
            // The view's own action, run on the main actor as its body is (see `MainQueue`).
            MainQueue.build(action)
            let key = log.key()
            if let key, let known = byKey[key] { restoreBase(); return known }
            // Past the controls' own budget no state is rendered: a counter without bound stops here.
            guard nodes.count < controlLimit else { restoreBase(); overflow = true; return nil }
            let (scene, ops) = renderControls()
            let values = log.snapshot(), chartValues = savers.map { $0() }
            restoreBase()
            guard let s = keep(write(scene)) else { overflow = true; return nil }
            let target: Int
            if let known = byState[s] { target = known } else {
                nodes.append(ControlNode(state: s, values: values, chartValues: chartValues, operations: ops))
                target = nodes.count - 1
                byState[s] = target
            }
            if let key { byKey[key] = target }
            return target
        }

        var i = 0
        while i < nodes.count {
            let node = nodes[i]
            var moves: [InteractionPlan.Controls.Move] = []
            if let parent = node.menuOf {
                // A click outside the menu (on a page, its back button) closes it; on a row, chooses
                // the row and closes it.
                moves.append(.init(frame: frame(node.close ?? SceneRect(x: 0, y: 0, width: size.width, height: size.height)), target: parent))
                for (row, choose) in node.rows {
                    moves.append(.init(frame: frame(row), target: go(i, choose) ?? i))
                }
            } else {
                for (k, op) in node.operations.enumerated() {
                    switch op.action {
                    case .run(let action):
                        moves.append(.init(frame: frame(op.frame), target: go(i, action) ?? i))
                    case .menu, .page:
                        let slot = i * OfflineControls.maximumOperations + k
                        if let open = menus[slot] { moves.append(.init(frame: frame(op.frame), target: open)); continue }
                        guard nodes.count < controlLimit else { overflow = true; moves.append(.init(frame: frame(op.frame), target: i)); continue }
                        restore(node)
                        var (scene, _) = renderControls()
                        restoreBase()
                        let drawn: (nodes: [SceneNode], close: SceneRect?, rows: [(SceneRect, AnyHashable?)], choose: (AnyHashable) -> Void)
                        switch op.action {
                        case .page(let page):
                            let d = page.overlay(in: scene.size)
                            drawn = (d.nodes, d.back, d.rows, page.choose)
                        case .menu(let menu):
                            let d = menu.overlay(in: scene.size)
                            drawn = (d.nodes, nil, d.rows, menu.choose)
                        case .run:
                            continue
                        }
                        scene.nodes += drawn.nodes
                        guard let s = keep(write(scene)) else { overflow = true; moves.append(.init(frame: frame(op.frame), target: i)); continue }
                        let choose = drawn.choose
                        let rows = drawn.rows.compactMap { row, tag in tag.map { t in (row, { choose(t) }) } }
                        var opened = ControlNode(state: s, values: node.values, chartValues: node.chartValues, operations: [], menuOf: i, rows: rows)
                        if case .page = op.action { opened.isPage = true }
                        opened.close = drawn.close
                        nodes.append(opened)
                        menus[slot] = nodes.count - 1
                        moves.append(.init(frame: frame(op.frame), target: nodes.count - 1))
                    }
                }
            }
            made.nodes.append(.init(state: node.state, menu: node.menuOf != nil && !node.isPage, page: node.isPage, moves: moves))
            i += 1
        }
        restoreBase()
        made.frames = frames
        setControls(made)
        return overflow ? Self.controlWarning(kept: nodes.count) : nil
    }

    /// The warning of a budget spent while the controls were explored, `kept` states of theirs kept.
    static func controlWarning(kept: Int) -> String {
        "The state budget ran out while the offline page's controls were explored (\(kept) of their states kept); a control that leads past them does nothing offline. Serve the screen live with OpenChartsLive, or raise limits.maximumControlStates and limits.maximumInteractiveStates."
    }
}
