import ChartEngine
import ChartHTML
import ChartScene
import ChartSVG
import Foundation

/// Finds the states of a view that a pointer can reach, as SwiftUI would re-run `body` when a
/// binding changes: each selection, range, angle, gesture location and scroll position is set in
/// turn, the view rendered again, and each distinct picture kept as a difference from the base.
struct InteractiveStates {
    /// Renders the view as it is now, every scroll position frozen where the base picture has it.
    let renderScene: () -> Scene
    /// Writes a rendered scene as the page's SVG.
    let write: (Scene) -> String
    let base: SVGMarkupTree
    /// The base picture's size.
    let size: SceneSize
    let limit: Int
    private(set) var plan = InteractionPlan()
    private var seen: [SVGMarkupDiff: Int] = [:]
    private(set) var reachedLimit = false
    /// Each chart's savers, run before and undone after every state.
    let savers: [() -> () -> Void]
    /// The view's states, put back after every state (``StateAccessLog``).
    let log: StateAccessLog?
    /// The base render's lifecycle, which each state's render continues (``ChartCapture/lifecycle``).
    private var lifecycle: LifecycleSession?

    init(base: String, size: SceneSize, savers: [() -> () -> Void], log: StateAccessLog?, limit: Int,
         renderScene: @escaping () -> Scene, write: @escaping (Scene) -> String) {
        self.base = SVGMarkupTree(base); self.size = size; self.savers = savers; self.log = log; self.limit = limit
        self.renderScene = renderScene; self.write = write
    }

    /// The view rendered as it is now, continuing the base render, with the controls it drew.
    func renderControls() -> (Scene, [OfflineControls.Operation]) {
        let controls = OfflineControls()
        let scene = OfflineControls.$current.withValue(controls) {
            LifecycleSession.$continuing.withValue(lifecycle) {
                if let log { return log.rendering(renderScene) }
                return renderScene()
            }
        }
        return (scene, controls.operations)
    }

    /// The number of the state `svg` draws, kept when new; `nil` when the budget is spent.
    mutating func keep(_ svg: String) -> Int? {
        let diff = SVGMarkupDiff(base: base, state: svg)
        if diff.isEmpty { return 0 }
        if let s = seen[diff] { return s }
        guard plan.states.count < limit else { return nil }
        plan.states.append(diff)
        seen[diff] = plan.states.count - 1
        return plan.states.count - 1
    }

    /// The state `change` leads to from the base: its number, 0 for the base itself.
    mutating func state(_ change: () -> Void) -> Int {
        if reachedLimit { return 0 }
        let restore = savers.map { $0() }
        change()
        let svg = write(renderControls().0)
        for r in restore.reversed() { r() }
        log?.restore()
        guard let s = keep(svg) else { reachedLimit = true; return 0 }
        return s
    }

    /// Keeps the states of the page's controls.
    mutating func setControls(_ controls: InteractionPlan.Controls) { plan.controls = controls }

    /// Adds the plan of one chart.
    mutating func add(_ c: ChartCapture) {
        lifecycle = c.lifecycle ?? lifecycle
        var chart = InteractionPlan.ChartPlan(plot: c.proxy.plot.sceneRect)
        let sel = c.selection
        let buckets = limit
        if let set = sel.x {
            let runs = self.runs(c.xBuckets(limit: buckets)) { set($0) }
            chart.x = runs
            chart.keys = runs.orderedStates
        } else if let set = sel.y {
            let runs = self.runs(c.yBuckets(limit: buckets)) { set($0) }
            chart.y = runs
            chart.keys = runs.orderedStates
        }
        if let set = sel.xRange { chart.xRange = ranges(coarsened(c.xBuckets(limit: buckets), to: 24), set) }
        if let set = sel.yRange { chart.yRange = ranges(coarsened(c.yBuckets(limit: buckets), to: 24), set) }
        if let set = sel.angle, let polar = c.proxy.polar {
            var runs = InteractionPlan.Runs()
            for d in 0..<360 {
                let s = state { set(polar.value(atAngle: (Double(d) + 0.5) * Double.pi / 180)) }
                runs.append(Double(d), s)
            }
            runs.end = 360
            chart.angleCenter = polar.center
            chart.angle = runs
            if chart.keys.isEmpty { chart.keys = runs.orderedStates }
        }
        addGestures(c, to: &chart)
        if c.content != nil { chart.scroll = scroll(c) }
        plan.charts.append(chart)
    }

    /// The states of `buckets`, as runs along their axis.
    mutating func runs(_ buckets: [SelectionBucket], _ set: (DataValue?) -> Void) -> InteractionPlan.Runs {
        var runs = InteractionPlan.Runs()
        for b in buckets {
            let s = state { set(b.value) }
            runs.append(b.start, s)
        }
        runs.end = buckets.last?.end ?? 0
        return runs
    }

    /// The states of every range from one bucket to another.
    mutating func ranges(_ buckets: [SelectionBucket], _ set: ((DataValue, DataValue)?) -> Void) -> InteractionPlan.RangeBuckets {
        let n = buckets.count
        var states = [Int](repeating: 0, count: n * n)
        for i in 0..<n {
            for j in i..<n {
                states[i * n + j] = state { set((buckets[i].value, buckets[j].value)) }
            }
        }
        return InteractionPlan.RangeBuckets(edges: buckets.map(\.start) + [buckets.last?.end ?? 0], states: states)
    }

    /// The states a chart's gestures draw: for a drag, at each place along x while the pointer is
    /// down and once it lifts; for a tap, after a tap at each place.
    mutating func addGestures(_ c: ChartCapture, to chart: inout InteractionPlan.ChartPlan) {
        let gestures = c.interaction.gestures.map { $0(c.proxy) }
        guard !gestures.isEmpty else { return }
        let plot = c.proxy.plot
        let buckets = c.proxy.x == nil
            ? c.pixelBuckets(Double(plot.minX)...Double(plot.maxX), limit: limit) { _ in .number(0) }
            : c.xBuckets(limit: limit)
        func location(_ b: SelectionBucket) -> CGPoint { CGPoint(x: (b.start + b.end) / 2 - Double(plot.minX), y: plot.height / 2) }
        let tracking = gestures.contains { $0.tracksMovement }
        var runs = InteractionPlan.Runs()
        for b in buckets {
            let l = location(b)
            let s = state {
                // The view's gesture closures, run on the main actor as its body is (see `MainQueue`).
                MainQueue.build { for g in gestures { g.run(tracking ? .changed(location: l, start: l) : .tap(location: l)) } }
            }
            runs.append(b.start, s)
        }
        runs.end = buckets.last?.end ?? 0
        chart.gesture = runs
        chart.gestureIsTap = !tracking
        if tracking, let last = buckets.last {
            let l = location(last)
            chart.gestureEnd = state {
                for g in gestures { g.run(.changed(location: l, start: l)); g.run(.ended(location: l, start: l)) }
            }
        }
    }
}
