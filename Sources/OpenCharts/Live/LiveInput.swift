import ChartEngine
import ChartScene
import Foundation

/// What a pointer does, as a live page reports it.
package enum LivePointerPhase: String, Sendable, Equatable {
    case down, move, up, leave
}

/// The page's own state that is no view's: which picker's menu is open and which text field has
/// the focus. Controls are known by their place among their kind in drawing order.
final class LiveUIState: @unchecked Sendable {
    private let lock = NSLock()
    private var menu: Int?
    private var field: Int?

    var openMenu: Int? {
        get { lock.lock(); defer { lock.unlock() }; return menu }
        set { lock.lock(); menu = newValue; lock.unlock() }
    }

    var focusedField: Int? {
        get { lock.lock(); defer { lock.unlock() }; return field }
        set { lock.lock(); field = newValue; lock.unlock() }
    }

    private var scrolled: [Int: DataValue] = [:]

    /// Where the user scrolled a chart without a `chartScrollPosition` binding: the value at its
    /// window's leading edge.
    func scrollPosition(of chart: Int) -> DataValue? {
        lock.lock(); defer { lock.unlock() }; return scrolled[chart]
    }

    func setScrollPosition(_ value: DataValue, of chart: Int) {
        lock.lock(); scrolled[chart] = value; lock.unlock()
    }
}

/// The open menu of a menu picker, as its render drew the picker: where the picker is on the
/// page, its options and what choosing one does.
struct LiveMenu {
    let anchor: SceneRect
    let model: PickerModel
    let env: EnvironmentValues
    let choose: (AnyHashable) -> Void

    static let rowHeight = 44.0
    static let cornerRadius = 13.0
    static let margin = 8.0
    /// The checkmark's column, leading the options' text, as iOS menus draw it.
    static let checkColumn = 28.0
    static let padding = 16.0

    /// The menu drawn over a screen of `size`: the panel below the picker (above it when there is
    /// no room below), its nodes, each option's row with its tag, and the height the screen needs.
    func overlay(in size: SceneSize) -> (nodes: [SceneNode], panel: SceneRect, rows: [(SceneRect, AnyHashable?)], height: Double) {
        var optionEnv = env
        optionEnv.foregroundStyle = AnyShapeStyle(Color(uiColor: .label))
        optionEnv.font = .body
        let options = model.options(optionEnv)
        let selected = model.selectedIndex(options)
        let widest = options.map { Double($0.node.sizeThatFits(.unspecified).width) }.max() ?? 0
        let room = max(120, size.width - 2 * Self.margin)
        let width = min(room, max(200, widest + Self.checkColumn + 2 * Self.padding))
        let height = Self.rowHeight * Double(options.count)
        var x = anchor.x + anchor.width - width
        x = min(max(Self.margin, x), max(Self.margin, size.width - Self.margin - width))
        var y = anchor.y + anchor.height + 6
        if y + height > size.height - Self.margin, anchor.y - 6 - height >= Self.margin { y = anchor.y - 6 - height }
        let panel = SceneRect(x: x, y: y, width: width, height: height)
        let dark = env.colorScheme == .dark
        var nodes: [SceneNode] = [(12.0, 0.04), (6.0, 0.06), (2.0, 0.08)].map { spread, alpha in
            ControlPaint.fill(.rect(SceneRect(x: x - spread, y: y - spread + spread / 2, width: width + 2 * spread, height: height + 2 * spread),
                                    cornerRadius: Self.cornerRadius + spread), RGBA(red: 0, green: 0, blue: 0, alpha: alpha))
        }
        nodes.append(ControlPaint.fill(.rect(panel, cornerRadius: Self.cornerRadius), dark ? RGBA(hex: 0x2C2C2E) : RGBA(hex: 0xFFFFFF)))
        let separator = UIColor.separator.resolved(env.colorScheme)
        let recorder = RenderRecorder()
        var rows: [(SceneRect, AnyHashable?)] = []
        for (i, option) in options.enumerated() {
            let row = SceneRect(x: x, y: y + Double(i) * Self.rowHeight, width: width, height: Self.rowHeight)
            rows.append((row, option.tag))
            if i > 0 { nodes.append(ControlPaint.fill(.rect(SceneRect(x: x, y: row.y - 0.25, width: width, height: 0.5)), separator)) }
            if i == selected {
                var checkEnv = optionEnv
                checkEnv.fontWeight = .semibold
                let check = makeLayoutNode(Image(systemName: "checkmark"), checkEnv)
                let s = check.sizeThatFits(.unspecified)
                nodes += check.render(in: CGRect(x: x + Self.padding, y: row.y + (row.height - Double(s.height)) / 2,
                                                 width: Double(s.width), height: Double(s.height)), recorder)
            }
            let textX = x + Self.padding + Self.checkColumn
            let s = option.node.sizeThatFits(ProposedViewSize(width: max(0, x + width - Self.padding - textX), height: nil))
            nodes += option.node.render(in: CGRect(x: textX, y: row.y + (row.height - Double(s.height)) / 2,
                                                   width: Double(s.width), height: Double(s.height)), recorder)
        }
        let group = SceneNode.group(SceneGroup(children: nodes, semantics: SceneSemantics(classes: "control menu")))
        return ([group], panel, rows, max(size.height, y + height + Self.margin))
    }
}

/// The focused text field, as its render drew it: its box on the page, its text and what typing
/// and Return do.
struct LiveField {
    let key: Int
    let box: SceneRect
    let text: String
    let isSecure: Bool
    let rounded: Bool
    let set: ((String) -> Void)?
    let submit: [() -> Void]
}

/// A menu picker in a live render: a tap opens its menu, and while it is open the render records
/// the menu so the session draws it over the screen.
struct MenuPickerTargetNode: WrapperNode, @unchecked Sendable {
    var child: any LayoutNode
    let model: PickerModel
    let env: EnvironmentValues
    let choose: (AnyHashable) -> Void

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        if let live = LiveRecorder.current, let ui = live.ui, rect.isFiniteRect {
            let key = live.nextMenuKey()
            live.addTarget(kind: "menu-picker", frame: rect.sceneRect, tap: { _ in ui.openMenu = ui.openMenu == key ? nil : key })
            if ui.openMenu == key {
                live.openMenu = LiveMenu(anchor: ScreenSession.pageBox(rect.sceneRect, live.transform), model: model, env: env, choose: choose)
            }
        }
        return child.render(in: rect, recorder)
    }
}

/// A slider's track in a live render: a press or a drag sets the value from the pointer's x.
struct SliderTargetNode: WrapperNode, @unchecked Sendable {
    var child: any LayoutNode
    /// Sets the value for a place from 0 (leading end) to 1 (trailing end).
    let set: (Double) -> Void
    let editing: (Bool) -> Void

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        if let live = LiveRecorder.current, rect.isFiniteRect {
            let thumb = SliderMetrics.thumb, x0 = Double(rect.minX), w = Double(rect.width)
            let set = self.set, editing = self.editing
            live.addTarget(kind: "slider", frame: rect.sceneRect, pointer: { phase, p in
                // The thumb's centre follows the pointer: it runs from half a thumb in at each end.
                let f = w > thumb ? (p.x - x0 - thumb / 2) / (w - thumb) : 0
                guard f.isFinite else { return }
                switch phase {
                case .down: editing(true); set(min(1, max(0, f)))
                case .move: set(min(1, max(0, f)))
                case .up, .leave: set(min(1, max(0, f))); editing(false)
                }
            })
        }
        return child.render(in: rect, recorder)
    }
}

/// The value a slider takes at a place from 0 to 1 of its track: in its bounds, on its steps.
func sliderValue(at fraction: Double, lower: Double, upper: Double, step: Double?) -> Double? {
    guard fraction.isFinite, lower.isFinite, upper.isFinite, upper >= lower else { return nil }
    let f = min(1, max(0, fraction))
    var v = lower + f * (upper - lower)
    if let step, step.isFinite, step > 0 {
        v = lower + ((v - lower) / step).rounded() * step
        // The last step may not reach the upper bound: stay on a step inside the bounds.
        if v > upper { v -= step }
    }
    return min(upper, max(lower, v))
}

/// A view with a gesture in a live render: taps and drags on it run the gesture's actions, with
/// locations in the view's own coordinates.
struct GestureTargetNode: WrapperNode, @unchecked Sendable {
    var child: any LayoutNode
    let gesture: AnyRunnableGesture

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        if let live = LiveRecorder.current, rect.isFiniteRect {
            let g = gesture
            let origin = ScenePoint(Double(rect.minX), Double(rect.minY))
            func point(_ p: ScenePoint) -> CGPoint { CGPoint(x: p.x - origin.x, y: p.y - origin.y) }
            if g.tracksMovement {
                let drag = DragProgress(minimumDistance: g.liveMinimumDistance)
                live.addTarget(kind: "gesture", frame: rect.sceneRect, pointer: { phase, p in
                    for event in drag.events(phase, point(p)) { g.run(event) }
                })
            } else if g.liveTapCount == 1 {
                live.addTarget(kind: "gesture", frame: rect.sceneRect, tap: { p in g.run(.tap(location: point(p))) })
            }
        }
        return child.render(in: rect, recorder)
    }
}

/// A drag's progress from its press: it begins once the pointer has gone its minimum distance.
final class DragProgress: @unchecked Sendable {
    let minimumDistance: Double
    private var start: CGPoint?
    private var began = false
    /// Whether the last release came where its press did (within 10 points): a tap.
    private(set) var tapped = false

    init(minimumDistance: Double) { self.minimumDistance = minimumDistance.isFinite ? max(0, minimumDistance) : 10 }

    /// The gesture events a pointer event makes.
    func events(_ phase: LivePointerPhase, _ p: CGPoint) -> [GestureEvent] {
        switch phase {
        case .down:
            start = p; began = minimumDistance <= 0
            return began ? [.changed(location: p, start: p)] : []
        case .move:
            guard let start else { return [] }
            if !began, hypot(Double(p.x - start.x), Double(p.y - start.y)) >= minimumDistance { began = true }
            return began ? [.changed(location: p, start: start)] : []
        case .up, .leave:
            defer { start = nil; began = false }
            tapped = phase == .up && start.map { hypot(Double(p.x - $0.x), Double(p.y - $0.y)) < 10 } == true
            guard let start, began else { return [] }
            return [.ended(location: p, start: start)]
        }
    }
}

/// A chart in a live render: the pointer over its plot sets its selection bindings (cleared when
/// it leaves), a drag sets a range selection, and its `chartGesture`s hear presses and drags.
struct ChartLiveTarget {
    let proxy: ChartProxy
    let gestures: [any RunnableGesture]

    /// Records the chart's plot as a target, when the chart has a selection, a gesture or a
    /// window that scrolls.
    func record(_ live: LiveRecorder) {
        let sel = proxy.selection
        let hasSelection = sel.x != nil || sel.y != nil || sel.angle != nil
        let scroll = LiveChartScroll(proxy: proxy, ui: live.ui)
        guard hasSelection || sel.xRange != nil || sel.yRange != nil || !gestures.isEmpty || scroll != nil else { return }
        let proxy = self.proxy, gestures = self.gestures
        let plot = proxy.plot
        let drag = DragProgress(minimumDistance: gestures.contains { $0.tracksMovement } ? (gestures.map(\.liveMinimumDistance).min() ?? 0) : 0)
        var rangeStart: ScenePoint?
        var scrollStart: ScenePoint?
        live.addTarget(kind: scroll?.vertical == true ? "vertical-chart" : "chart", frame: plot.sceneRect, pointer: { phase, p in
            // A press on a chart whose window scrolls drags the window, as a finger does on iOS.
            if let scroll {
                switch phase {
                case .down: scrollStart = p; return
                case .move:
                    if let start = scrollStart { scroll.drag(by: scroll.vertical ? p.y - start.y : p.x - start.x); return }
                case .up, .leave:
                    if scrollStart != nil { scrollStart = nil; scroll.settle(); return }
                }
            }
            let inside = p.x >= Double(plot.minX) && p.x <= Double(plot.maxX) && p.y >= Double(plot.minY) && p.y <= Double(plot.maxY)
            // Selections follow the pointer over the plot and end when it leaves.
            // A value the binding holds already is not written again: hovering over one bar renders nothing.
            func setX(_ v: DataValue?) { if let set = sel.x, sel.currentX == nil || sel.currentX?() != v { set(v) } }
            func setY(_ v: DataValue?) { if let set = sel.y, sel.currentY == nil || sel.currentY?() != v { set(v) } }
            if phase == .leave || !inside && phase != .up {
                setX(nil); setY(nil); sel.angle?(nil)
            } else if phase != .up {
                setX(proxy.x?.value(at: p.x))
                setY(proxy.y?.value(at: p.y))
                if let angle = sel.angle, let polar = proxy.polar {
                    let a = proxy.angle(at: CGPoint(x: p.x - Double(plot.minX), y: p.y - Double(plot.minY)))
                    angle(polar.value(atAngle: a.radians))
                }
            }
            // A range runs from the press to the pointer; a press with no move clears it.
            switch phase {
            case .down: rangeStart = p
            case .move:
                if let s = rangeStart {
                    if let set = sel.xRange, let x = proxy.x, let a = x.value(at: s.x), let b = x.value(at: p.x) { set((a, b)) }
                    if let set = sel.yRange, let y = proxy.y, let a = y.value(at: s.y), let b = y.value(at: p.y) { set((a, b)) }
                }
            case .up, .leave:
                if let s = rangeStart, s == p { sel.xRange?(nil); sel.yRange?(nil) }
                rangeStart = nil
            }
            // Gestures hear the plot's coordinates, as the proxy's `select…(at:)` take them.
            let local = CGPoint(x: p.x - Double(plot.minX), y: p.y - Double(plot.minY))
            let events = drag.events(phase, local)
            for event in events { for g in gestures where g.tracksMovement { g.run(event) } }
            if phase == .up, drag.tapped { for g in gestures where !g.tracksMovement && g.liveTapCount == 1 { g.run(.tap(location: local)) } }
        }, hovers: hasSelection, wheel: scroll.map { scroll in { delta in
            // The wheel moves the window as a drag the other way would; when it stops, the window rests.
            if delta == 0 { scroll.settle() } else { scroll.drag(by: -delta) }
        } })
    }
}

/// The window of a chart that scrolls, sideways or (when only `.vertical` scrolls) up and down, on
/// a live page: a drag moves it by the pointer's travel through the scale of the render the press
/// landed on, kept within the content, and writes the value now at its leading (or top) edge to
/// `chartScrollPosition(x:)`'s (or `y:`'s) binding, or, without one, to the session, so that the
/// next render shows the chart there.
struct LiveChartScroll {
    let key: Int
    /// Whether the window moves along y.
    let vertical: Bool
    let scale: PositionScale
    let plot: CGRect
    let content: CGRect
    let binding: ScrollPositionBinding?
    let ui: LiveUIState
    let rule: ScrollSnapRule?
    let calendar: Calendar

    init?(proxy: ChartProxy, ui: LiveUIState?) {
        let axes = proxy.env.chartInteraction.scrollAxes
        let vertical = !axes.contains(.horizontal) && axes.contains(.vertical)
        guard let key = proxy.env.chartInteraction.liveScrollKey, let ui, let scale = vertical ? proxy.y : proxy.x,
              let content = proxy.content else { return nil }
        self.key = key; self.vertical = vertical; self.scale = scale; self.plot = proxy.plot; self.content = content; self.ui = ui
        binding = vertical ? proxy.env.chartInteraction.yPosition : proxy.env.chartInteraction.xPosition
        rule = proxy.env.chartInteraction.targetBehavior
        calendar = proxy.env.calendar
    }

    /// Moves the window by `dx` points along its axis from where the press found it: content
    /// follows the pointer, so a drag to the left (or up) shows later values.
    func drag(by dx: Double) {
        guard dx.isFinite else { return }
        let edge = vertical ? min(max(Double(plot.minY) - dx, Double(content.minY)), Double(content.maxY - plot.height))
                            : min(max(Double(plot.minX) - dx, Double(content.minX)), Double(content.maxX - plot.width))
        // A category is the one whose band holds the edge; half a point in keeps a band's own start in it.
        guard let value = scale.value(at: edge + (scale.kind == .band ? 0.5 : 0)) else { return }
        write(value)
    }

    /// A bound chart keeps its position in the binding (a write of state, which renders again);
    /// only a chart without one keeps it in the session.
    private func write(_ value: DataValue) {
        if let binding {
            if binding.get() != value { binding.set(value) }
        } else if ui.scrollPosition(of: key) != value {
            ui.setScrollPosition(value, of: key)
            LiveWriteSink.stateDidChange()
        }
    }

    /// On release, the window comes to rest where the chart's target behavior says: the nearest
    /// date matching its components, or the nearest multiple of its unit.
    func settle() {
        guard let rule, let now = binding?.get() ?? ui.scrollPosition(of: key) else { return }
        switch rule {
        case .dates(let components, _):
            guard let date = now.date else { return }
            if calendar.date(date, matchesComponents: components) { return }
            let candidates = [Calendar.SearchDirection.backward, .forward].compactMap {
                calendar.nextDate(after: date, matching: components, matchingPolicy: .nextTime, direction: $0)
            }
            if let nearest = candidates.min(by: { abs($0.timeIntervalSince(date)) < abs($1.timeIntervalSince(date)) }) {
                write(.date(nearest))
            }
        case .numbers(let unit, _):
            guard let v = now.number, unit.isFinite, unit > 0 else { return }
            let snapped = (v / unit).rounded() * unit
            if snapped.isFinite { write(.number(snapped)) }
        case .paging, .custom:
            return
        }
    }
}
