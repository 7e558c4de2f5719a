import ChartHTML
import ChartScene
import Foundation

/// The discrete controls an interactive page's base render drew (toggles, segmented pickers,
/// steppers), with what each does, so that every combination of their values can be rendered
/// ahead. Bound as a task-local only while `html()` makes its base picture; other renders draw
/// exactly as before.
final class OfflineControls: @unchecked Sendable {
    @TaskLocal static var current: OfflineControls?

    /// A place on the picture that changes one control's value: 0 flips it (a toggle), 1 sets
    /// it to `argument` (a segment), 2 adds `argument` within its range (a stepper's half).
    struct Region {
        let frame: SceneRect
        let operation: Int
        let argument: Int
    }

    enum Kind {
        case toggle(flip: () -> Void)
        case choice(count: Int, selected: Int, choose: (Int) -> Void)
        case stepper(increment: (() -> Void)?, decrement: (() -> Void)?)
    }

    struct Control {
        let kind: Kind
        let regions: [Region]
    }

    private(set) var controls: [Control] = []
    /// The rows of the inline picker being drawn, which its node gathers into one control.
    var rows: [Region]?

    func add(_ control: Control) {
        guard controls.count < 64 else { return }
        controls.append(control)
    }

    /// Drops what an earlier render of the same picture recorded (a render run again for its
    /// preferred colour scheme).
    func reset() { controls = [] }
}

/// A control in the base render of an interactive page: records itself, then draws its child.
struct OfflineControlNode: WrapperNode, @unchecked Sendable {
    // The actions are the user's and need not be Sendable; a node lives within one render.
    var child: any LayoutNode
    let record: (CGRect) -> OfflineControls.Control?

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        if let controls = OfflineControls.current, rect.isFiniteRect, let c = record(rect) { controls.add(c) }
        return child.render(in: rect, recorder)
    }
}

/// An inline picker in the base render of an interactive page: its rows, drawn inside it,
/// record their places, which become one control.
struct InlinePickerNode: WrapperNode, @unchecked Sendable {
    var child: any LayoutNode
    let kind: OfflineControls.Kind

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        guard let controls = OfflineControls.current else { return child.render(in: rect, recorder) }
        let outer = controls.rows
        controls.rows = []
        let nodes = child.render(in: rect, recorder)
        if let rows = controls.rows, !rows.isEmpty { controls.add(OfflineControls.Control(kind: kind, regions: rows)) }
        controls.rows = outer
        return nodes
    }
}

extension OfflineControls {
    /// A toggle's node, recorded as a control when an interactive page's base render is made.
    static func toggle(_ node: any LayoutNode, flip: @escaping () -> Void) -> any LayoutNode {
        guard current != nil else { return node }
        return OfflineControlNode(child: node) { rect in
            Control(kind: .toggle(flip: flip), regions: [Region(frame: rect.sceneRect, operation: 0, argument: 0)])
        }
    }

    /// A stepper's pill: its − half steps down, its + half up.
    static func stepper(_ node: any LayoutNode, increment: (() -> Void)?, decrement: (() -> Void)?) -> any LayoutNode {
        guard current != nil, increment != nil || decrement != nil else { return node }
        return OfflineControlNode(child: node) { rect in
            // The pill is drawn at the rectangle's leading edge, centred vertically.
            let size = StepperMetrics.size
            let y = Double(rect.minY) + (Double(rect.height) - Double(size.height)) / 2, half = Double(size.width) / 2
            let minus = SceneRect(x: Double(rect.minX), y: y, width: half, height: Double(size.height))
            let plus = SceneRect(x: Double(rect.minX) + half, y: y, width: half, height: Double(size.height))
            return Control(kind: .stepper(increment: increment, decrement: decrement),
                           regions: [Region(frame: minus, operation: 2, argument: -1), Region(frame: plus, operation: 2, argument: 1)])
        }
    }

    /// A row of an inline picker: a click chooses option `index`.
    static func row(_ node: any LayoutNode, index: Int) -> any LayoutNode {
        guard current != nil else { return node }
        return OfflineControlNode(child: node) { rect in
            current?.rows?.append(Region(frame: rect.sceneRect, operation: 1, argument: index))
            return nil
        }
    }

    /// A segmented picker: each segment chooses its option's tag; an inline one, each row.
    static func picker(_ node: any LayoutNode, _ model: PickerModel, _ env: EnvironmentValues,
                       choose: @escaping (AnyHashable) -> Void) -> any LayoutNode {
        guard current != nil, env.isEnabled else { return node }
        let inline: Bool
        switch env.controls.pickerStyle {
        case .segmented, .palette: inline = false
        case .inline: inline = true
        default: return node
        }
        let tags = model.options(env).map(\.tag)
        guard tags.count >= 2, tags.count <= 64, let selected = tags.firstIndex(where: { $0 == model.selected }) else { return node }
        let kind = Kind.choice(count: tags.count, selected: selected, choose: { i in
            if i >= 0, i < tags.count, let tag = tags[i] { choose(tag) }
        })
        if inline { return InlinePickerNode(child: node, kind: kind) }
        return OfflineControlNode(child: node) { rect in
            // The segments as SegmentedNode draws them: equal, inside a 2-point inset.
            let inset = SegmentedNode.inset, height = SegmentedNode.height
            let width = max(0, (Double(rect.width) - 2 * inset) / Double(tags.count))
            let y = Double(rect.midY) - height / 2
            var regions: [Region] = []
            for (i, tag) in tags.enumerated() where tag != nil {
                regions.append(Region(frame: SceneRect(x: Double(rect.minX) + inset + Double(i) * width, y: y, width: width, height: height),
                                      operation: 1, argument: i))
            }
            return Control(kind: kind, regions: regions)
        }
    }
}

extension InteractiveStates {
    /// The most steps a stepper is taken each way from where the base picture has it.
    static var stepperReach: Int { 24 }

    /// Renders every combination of the controls' values, as states from the base; `nil` and a
    /// warning when there are more combinations than the states left in the budget.
    mutating func addControls(_ controls: [OfflineControls.Control]) -> String? {
        guard !controls.isEmpty, !reachedLimit else { return nil }
        // Each control's values as (count, base index, set value i from the base).
        var axes: [(count: Int, base: Int, set: (Int) -> Void)] = []
        for c in controls {
            switch c.kind {
            case .toggle(let flip):
                axes.append((2, 0, { if $0 == 1 { flip() } }))
            case .choice(let count, let selected, let choose):
                axes.append((count, selected, choose))
            case .stepper(let increment, let decrement):
                // How far each way the stepper changes the picture: until a step changes nothing more.
                func reach(_ step: (() -> Void)?) -> Int {
                    guard let step else { return 0 }
                    var previous = 0, n = 0
                    while n < Self.stepperReach, plan.states.count < limit {
                        let s = state { for _ in 0...n { step() } }
                        if s == previous { break }
                        previous = s; n += 1
                    }
                    return n
                }
                let down = reach(decrement), up = reach(increment)
                axes.append((down + up + 1, down, { i in
                    let k = i - down
                    for _ in 0..<abs(k) { (k > 0 ? increment : decrement)?() }
                }))
            }
        }
        var total = 1
        for a in axes {
            total = total.multipliedReportingOverflow(by: max(1, a.count)).overflow ? Int.max : total * max(1, a.count)
        }
        if reachedLimit || total > limit - plan.states.count + 1 {
            return "The offline page would need \(total) states for every combination of its \(controls.count) controls and has \(max(0, limit - plan.states.count)) left; its controls do nothing offline. Serve the screen live with OpenChartsLive, or raise limits.maximumInteractiveStates."
        }
        var table = [Int](repeating: 0, count: total)
        for index in 0..<total {
            var rest = index, values: [Int] = []
            for a in axes.reversed() { values.append(rest % a.count); rest /= a.count }
            values.reverse()
            if zip(values, axes).allSatisfy({ $0 == $1.base }) { continue }
            table[index] = state {
                for (v, a) in zip(values, axes) where v != a.base { a.set(v) }
            }
        }
        var made = InteractionPlan.Controls()
        made.counts = axes.map(\.count)
        made.initial = axes.map(\.base)
        made.states = table
        for (i, c) in controls.enumerated() {
            for r in c.regions { made.regions.append(.init(frame: r.frame, control: i, operation: r.operation, argument: r.argument)) }
        }
        setControls(made)
        return nil
    }
}
