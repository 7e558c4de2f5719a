import ChartEngine
import ChartHTML
import ChartScene
import ChartSVG
import Foundation
import Observation

/// A view kept alive between renders, as one browser page of a live screen holds it: its
/// `@State` and models live on, a tap runs the control's closure under the pointer, and state
/// written later (by a task, a model) marks the session dirty and calls ``onDirty``.
///
/// ```swift
/// let session = ScreenSession { RouletteView() }
/// let first = session.render(width: 390)
/// session.handle(.tap(x: 195, y: 160))     // runs the Spin button's action
/// let next = session.render(width: 390)     // the wheel turned; next.animation is easeOut, 3 s
/// ```
///
/// Every method may be called from any thread; the session serializes them. User code runs on
/// the calling thread (renders and actions), or in the tasks it starts.
package final class ScreenSession: @unchecked Sendable {
    /// What the page sends: a point is in the SVG's user coordinates.
    package enum Event: Sendable, Equatable {
        case tap(x: Double, y: Double)
        /// Activates a target of the last render by its id, as the keyboard does.
        case activate(id: Int)
        /// A press, move or release of the pointer, or its leaving the page.
        case pointer(LivePointerPhase, x: Double, y: Double)
        /// The focused text field's whole text, as typed.
        case text(String)
        /// Return in the focused text field.
        case submit
        /// The wheel over a point: `delta` points sideways (positive shows later values), or 0
        /// when the wheel stopped, which lets a scrolled chart come to rest.
        case wheel(x: Double, y: Double, delta: Double)
    }

    /// The longest text a field takes from the page, in characters.
    package static let maximumTextLength = 1_000

    /// The focused text field of a render, for the page to put an input over its box.
    package struct FieldInfo: Sendable, Equatable {
        package let x: Double, y: Double, width: Double, height: Double
        package let text: String
        package let isSecure: Bool
        /// The room before the text, as the field's style leaves it.
        package let inset: Double
    }

    /// How a change animates on the page: a curve name (`linear`, `easeIn`, `easeOut`,
    /// `easeInOut`, `spring`, …) and seconds.
    package struct Motion: Sendable, Equatable {
        package let curve: String
        package let duration: Double
        /// A spring's response in seconds and damping ratio, by which the page draws its motion
        /// (overshoot and all); nil for a timing curve.
        package var response: Double? = nil
        package var damping: Double? = nil
    }

    /// A navigation stack's push (a screen slides in from the trailing edge over the one under
    /// it) or pop (the top screen slides out), and the stack's box on the page.
    package struct NavigationChange: Sendable, Equatable {
        package let push: Bool
        package let x: Double, y: Double, width: Double, height: Double
    }

    /// A control of a render, for the page: its id and its bounding box on the page.
    package struct TargetInfo: Sendable, Equatable {
        package let id: Int
        package let kind: String
        package let x: Double, y: Double, width: Double, height: Double
        /// 1 takes taps, 2 presses and drags, 4 follows the pointer, 8 takes text.
        package var flags: Int = 1
    }

    /// One render of the screen.
    package struct Frame: Sendable {
        /// The standalone SVG document, rotations written as `rotate(angle cx cy)` with `data-rotation`.
        package let svg: String
        package let width: Double
        package let height: Double
        package let targets: [TargetInfo]
        /// The animation of the state change this render shows, if it had one.
        package let motion: Motion?
        /// Counts renders of this session, from 1.
        package let revision: Int
        /// The picture's title: its chart descriptor's, or its first text.
        package let title: String
        /// The focused text field, if one has the focus.
        package var field: FieldInfo? = nil
        /// The registered fonts the picture names.
        var fonts: PageFonts? = nil
        /// A push or pop on a navigation stack since the last render, which the page slides.
        package var navigation: NavigationChange? = nil

        /// The `@font-face` rules of a page showing this render: each registered font it names,
        /// with its Latin letters, digits, punctuation and currency signs besides the characters
        /// drawn, so later renders' numbers and words find their glyphs.
        package var fontFaceCSS: String {
            guard let fonts else { return "" }
            return HTMLFontFace.css(fonts.faces(extra: PageFonts.commonCharacters).faces)
        }
        /// Rules for a page already showing this session, when this render drew a registered font,
        /// weight or character its earlier rules left out: every face again, over all the session
        /// has drawn, so that the later rules replace the earlier ones whole.
        package var fontUpdateCSS: String? = nil
    }

    /// Guards the session's fields for the moments they are read and written.
    private let lock = NSLock()
    /// Lets one render at a time through, from its start to its frame, while it waits for the main actor.
    private let gate = SessionGate()
    private let renderScene: (ProposedViewSize) -> Scene
    private let sink = LiveWriteSink()
    private let tasks: LiveTaskGroup
    private var lifecycle: LifecycleSession?
    private var lastTargets: LiveRecorder?
    /// Subscriptions to the `ObservableObject`s the last render read.
    private var following: [ObjectIdentifier: (publisher: ObservableObjectPublisher, subscription: AnyCancellable)] = [:]
    private var revision = 0
    /// The registered fonts of every render of this session, and what the page's rules cover.
    private let sessionFonts = PageFonts()
    private var sentFonts: [String: PageFonts.Coverage] = [:]
    private var closed = false
    private let ui = LiveUIState()
    /// The charts of the last renders, kept by the inputs they were drawn from.
    let charts = ChartDrawingCache()
    /// The target a press landed on, which hears the pointer until it is released.
    private var pressed: LiveRecorder.Target?
    /// The target the pointer is over with no press, by its place among the targets that follow
    /// the pointer, which hears `leave` when the pointer goes elsewhere.
    private var hovered: (index: Int, target: LiveRecorder.Target)?

    /// Called, on the writing thread, when state changed outside ``handle(_:)``: render again and push.
    package var onDirty: (@Sendable () -> Void)? {
        get { sink.onWrite }
        set { sink.onWrite = newValue }
    }

    /// A session of the view `content` makes, made once, in light mode.
    package init<V: View>(colorScheme: ColorScheme = .light, locale: Locale? = nil, content: () -> V) {
        var renderer = ChartRenderer(content: content())
        renderer.colorScheme = colorScheme
        if let locale { renderer.locale = locale }
        let base = renderer
        renderScene = { proposal in
            var r = base
            r.proposedSize = proposal
            return r.scene()
        }
        tasks = LiveTaskGroup(sink: sink)
    }

    /// The widths a page may ask for; others are clamped into this range.
    package static let widths: ClosedRange<Double> = 120...4_096

    /// The title and description of the last render that described its charts.
    private var described: (title: String, summary: String)?

    /// Renders the screen laid out for a page `width` points wide, at the height it wants. A
    /// sheet or alert it presents covers at least `screenHeight` points, the page's window.
    ///
    /// With `describe` false (a render for a pointer move or the wheel, many a second), the charts'
    /// descriptions are not worked out again: the picture keeps the title and description of the
    /// session's last render that described them, until a render of another event does.
    package func render(width: Double, screenHeight: Double = 0, describe: Bool = true) -> Frame {
        gate.enterBlocking(); defer { gate.leave() }
        let pass = startRender(width: width, screenHeight: screenHeight, describe: describe)
        return finishRender(pass, MainQueue.build(pass.build))
    }

    /// Renders the screen as ``render(width:screenHeight:describe:)`` does, suspending instead
    /// of blocking while the views are built on the main actor: a server's sessions wait their
    /// turn there without holding threads, and do their drawing's encoding on their own.
    package func renderSuspending(width: Double, screenHeight: Double = 0, describe: Bool = true) async -> Frame {
        await gate.enter(); defer { gate.leave() }
        let pass = startRender(width: width, screenHeight: screenHeight, describe: describe)
        return finishRender(pass, await MainQueue.buildSuspending(pass.build))
    }

    /// What a render takes from the session before its views are built, and the build itself,
    /// which runs on the main actor.
    private struct RenderPass {
        let describing: Bool
        let recorder: LiveRecorder
        /// The laid-out tree, freed once the frame is made, off the main actor.
        let leftovers: RenderLeftovers
        /// The scene, and the writes made before it was drawn: taken on the main actor as the
        /// build ends, so that a write made there after the build stays for the next render.
        let build: () -> Built
    }

    /// A render's scene, and the writes made before it was drawn.
    private typealias Built = MainQueueCarrier<(scene: Scene, pending: (dirty: Bool, animation: Animation?))>

    private func startRender(width: Double, screenHeight: Double, describe: Bool) -> RenderPass {
        lock.lock(); defer { lock.unlock() }
        let describing = describe || described == nil
        let w = width.isFinite ? min(max(width, Self.widths.lowerBound), Self.widths.upperBound) : 390
        let screen = screenHeight.isFinite ? min(max(screenHeight, 0), Self.widths.upperBound * 4) : 0
        let recorder = LiveRecorder()
        recorder.tasks = tasks
        recorder.ui = ui
        recorder.known = lastTargets?.followed ?? [:]
        let sink = self.sink
        let previous = lifecycle
        let render = renderScene
        let charts = self.charts
        let leftovers = RenderLeftovers()
        // Reads of @Observable models during the render are followed: a later change pushes.
        // Views are built on the main actor (see `MainQueue`), where the tracking sees their reads.
        return RenderPass(describing: describing, recorder: recorder, leftovers: leftovers) { MainQueueCarrier(value: (withObservationTracking {
            // Marks carry their identity as `data-key`, by which the page matches them across renders.
            SceneKeys.$enabled.withValue(true) {
                LiveRecorder.$current.withValue(recorder) {
                    LifecycleSession.$continuing.withValue(previous) {
                        // Every render of every page lays out mostly the same texts: they are kept.
                        TextLayoutCache.$current.withValue(.live) { ChartDrawingCache.$current.withValue(charts) { RenderLeftovers.$current.withValue(leftovers) {
                            ChartEngine.$describes.withValue(describing) {
                                PresentationOverlay.$screenHeight.withValue(CGFloat(screen)) { render(ProposedViewSize(width: CGFloat(w), height: nil)) }
                            }
                        } } }
                    }
                }
            }
        } onChange: {
            sink.noteWrite(animation: nil)
        }, sink.take())) }
    }

    private func finishRender(_ pass: RenderPass, _ built: Built) -> Frame {
        // Freed after the lock is let go: the tree's teardown holds no one up.
        defer { pass.leftovers.free() }
        lock.lock(); defer { lock.unlock() }
        var scene = built.value.scene
        let recorder = pass.recorder
        if pass.describing { described = (scene.title, scene.summary) } else if let described {
            scene.title = described.title
            scene.summary = described.summary
        }
        if let next = recorder.lifecycle { lifecycle = next }
        follow(recorder.followed)
        let implicit = recorder.implicitAnimation(since: lastTargets)
        let sheetCame = lastTargets.map { $0.sheetCount != recorder.sheetCount } ?? false
        let navigation = recorder.navigationChange(since: lastTargets).map {
            NavigationChange(push: $0.push, x: $0.box.x, y: $0.box.y, width: $0.box.width, height: $0.box.height)
        }
        lastTargets = recorder
        revision += 1
        var pending = built.value.pending
        // The transaction's animation wins; else a value an `animation(_:value:)` follows changed.
        if pending.animation == nil { pending.animation = implicit }
        // A sheet comes up and goes down over iOS's own spring, unless the change had an animation.
        if pending.animation == nil, sheetCame { pending.animation = Self.sheetAnimation }

        if ui.openMenu != nil {
            if let menu = recorder.openMenu { Self.drawMenu(menu, over: &scene, recorder, ui) } else { ui.openMenu = nil }
        }
        if ui.focusedField != nil, recorder.focusedField == nil { ui.focusedField = nil }
        let svg = Self.markRotations(SVGWriter().document(for: scene), recorder.rotations)
        let targets = recorder.targets.map { t -> TargetInfo in
            let box = Self.pageBox(t.frame, t.toPage)
            return TargetInfo(id: t.id, kind: t.kind, x: box.x, y: box.y, width: box.width, height: box.height, flags: t.flags)
        }
        let field = recorder.focusedField.map {
            FieldInfo(x: $0.box.x, y: $0.box.y, width: $0.box.width, height: $0.box.height, text: $0.text, isSecure: $0.isSecure,
                      inset: $0.rounded ? Double(TextFieldBox.borderedInset) : 0)
        }
        var frame = Frame(svg: svg, width: scene.size.width, height: scene.size.height, targets: targets,
                          motion: pending.animation.map(Self.motion), revision: revision, title: scene.title, field: field,
                          navigation: navigation)
        // A page is made from its first render, with that render's rules; later renders send
        // rules when they draw more than the page has.
        sessionFonts.add(scene)
        let covered = sessionFonts.coverage()
        if revision == 1 {
            let first = PageFonts()
            first.add(scene)
            frame.fonts = first
        } else if PageFonts.needsMore(covered, than: sentFonts, besides: PageFonts.commonCharacters) {
            frame.fontUpdateCSS = HTMLFontFace.css(sessionFonts.faces(extra: PageFonts.commonCharacters).faces)
        }
        if revision == 1 || frame.fontUpdateCSS != nil { sentFonts = covered }
        return frame
    }

    /// Draws an open menu over the screen, as iOS does: a tap on an option chooses it and closes
    /// the menu, a tap anywhere else closes it, and nothing under it can be reached meanwhile.
    /// Subscribes to the publishers of the objects a render read, and drops the others: a change
    /// to one of them, from anywhere, marks the session dirty as a write of its own state does.
    private func follow(_ objects: [ObjectIdentifier: LiveRecorder.Followed]) {
        for id in following.keys where objects[id] == nil { following[id] = nil }
        let sink = self.sink
        for (id, followed) in objects where following[id]?.publisher !== followed.publisher {
            let subscription = followed.publisher.sink { _ in sink.noteWrite(animation: AnimationScope.current) }
            following[id] = (followed.publisher, subscription)
        }
    }

    static func drawMenu(_ menu: LiveMenu, over scene: inout Scene, _ recorder: LiveRecorder, _ ui: LiveUIState) {
        let drawn = menu.overlay(in: scene.size)
        scene.size = SceneSize(width: scene.size.width, height: drawn.height)
        scene.nodes += drawn.nodes
        let whole = SceneRect(x: 0, y: 0, width: scene.size.width, height: scene.size.height)
        recorder.addTarget(kind: "menu-dismiss", frame: whole, toPage: .identity, tap: { _ in ui.openMenu = nil }, blocks: true)
        recorder.addTarget(kind: "menu", frame: drawn.panel, toPage: .identity, tap: { _ in }, blocks: true)
        let choose = menu.choose
        for (row, tag) in drawn.rows {
            recorder.addTarget(kind: "menu-option", frame: row, toPage: .identity, tap: { _ in
                ui.openMenu = nil
                if let tag { choose(tag) }
            }, blocks: true)
        }
    }

    /// Runs what the event reaches in the last render; whether it reached a control. Render
    /// again afterwards: the render carries the animation of the change.
    @discardableResult
    package func handle(_ event: Event) -> Bool {
        let work = actions(for: event)
        guard !work.isEmpty else { return false }
        // The view's actions run on the main actor, as its body does.
        let sink = self.sink
        MainQueue.build { LiveWriteSink.$current.withValue(sink) { for w in work { w() } } }
        return true
    }

    /// Handles `event` as ``handle(_:)`` does, suspending instead of blocking while its actions
    /// run on the main actor.
    @discardableResult
    package func handleSuspending(_ event: Event) async -> Bool {
        let work = actions(for: event)
        guard !work.isEmpty else { return false }
        let sink = self.sink
        await MainQueue.buildSuspending { LiveWriteSink.$current.withValue(sink) { for w in work { w() } } }
        return true
    }

    /// Handles `event` and renders the screen after it in one turn of the main actor, which
    /// runs the event's actions and builds the views: a pointer move waits for the main actor
    /// once, not twice. Nothing is rendered when the event reached nothing, nor, with
    /// `onlyIfChanged`, when its actions changed no state (the pointer over the same bar).
    package func handleAndRender(_ event: Event, width: Double, screenHeight: Double = 0, describe: Bool = true,
                                 onlyIfChanged: Bool) -> (handled: Bool, frame: Frame?) {
        gate.enterBlocking(); defer { gate.leave() }
        let work = actions(for: event)
        guard !work.isEmpty else { return (false, nil) }
        let turn = eventTurn(work, width: width, screenHeight: screenHeight, describe: describe, onlyIfChanged: onlyIfChanged)
        guard let rendered = MainQueue.build(turn).value else { return (true, nil) }
        return (true, finishRender(rendered.pass, rendered.built))
    }

    /// Handles `event` and renders after it as ``handleAndRender(_:width:screenHeight:describe:onlyIfChanged:)``
    /// does, suspending instead of blocking while the main actor runs them.
    package func handleAndRenderSuspending(_ event: Event, width: Double, screenHeight: Double = 0, describe: Bool = true,
                                           onlyIfChanged: Bool) async -> (handled: Bool, frame: Frame?) {
        await gate.enter(); defer { gate.leave() }
        let work = actions(for: event)
        guard !work.isEmpty else { return (false, nil) }
        let turn = eventTurn(work, width: width, screenHeight: screenHeight, describe: describe, onlyIfChanged: onlyIfChanged)
        guard let rendered = await MainQueue.buildSuspending(turn).value else { return (true, nil) }
        return (true, finishRender(rendered.pass, rendered.built))
    }

    /// What runs on the main actor for an event: its actions, then the render, if one is wanted.
    private func eventTurn(_ work: [() -> Void], width: Double, screenHeight: Double, describe: Bool,
                           onlyIfChanged: Bool) -> () -> MainQueueCarrier<(pass: RenderPass, built: Built)?> {
        let sink = self.sink
        return {
            LiveWriteSink.$current.withValue(sink) { for w in work { w() } }
            guard !onlyIfChanged || sink.isDirty else { return MainQueueCarrier(value: nil) }
            let pass = self.startRender(width: width, screenHeight: screenHeight, describe: describe)
            return MainQueueCarrier(value: (pass, pass.build()))
        }
    }

    /// What `event` runs: the actions of what it reaches in the last render, to run outside the lock.
    private func actions(for event: Event) -> [() -> Void] {
        lock.lock()
        guard !closed, let recorder = lastTargets else { lock.unlock(); return [] }
        // What runs, and runs outside the lock, so that a write's callback may ask for a render at once.
        var work: [() -> Void] = []
        switch event {
        case .tap(let x, let y):
            guard x.isFinite, y.isFinite else { lock.unlock(); return [] }
            let target = recorder.target(at: ScenePoint(x, y))
            // A tap anywhere but on the focused field ends its editing.
            if ui.focusedField != nil, target?.kind != "textfield" { ui.focusedField = nil; work.append {} }
            if let target, let tap = target.tap, let local = target.local(ScenePoint(x, y)) { work.append { tap(local) } }
        case .activate(let id):
            if let target = recorder.targets.first(where: { $0.id == id }), let tap = target.tap {
                let center = target.center
                work.append { tap(center) }
            }
        case .pointer(let phase, let x, let y):
            guard x.isFinite, y.isFinite else { lock.unlock(); return [] }
            work = pointerWork(phase, ScenePoint(x, y), recorder)
        case .wheel(let x, let y, let delta):
            guard x.isFinite, y.isFinite, delta.isFinite, ui.openMenu == nil,
                  let target = recorder.wheelTarget(at: ScenePoint(x, y)), let wheel = target.wheel else { lock.unlock(); return [] }
            let step = min(max(delta, -10_000), 10_000)
            work.append { wheel(step) }
        case .text(let text):
            // Only the field that has the focus now, as the page last heard: not one a tap since moved it from.
            if let field = recorder.focusedField, field.key == ui.focusedField, let set = field.set {
                let clean = Self.fieldText(text)
                if clean != field.text { work.append { set(clean) } }
            }
        case .submit:
            if let field = recorder.focusedField, field.key == ui.focusedField {
                ui.focusedField = nil
                let actions = field.submit
                work.append { for action in actions { action() } }
            }
        }
        lock.unlock()
        return work
    }

    /// Text for a field: one line, no control characters, at most ``maximumTextLength`` characters.
    static func fieldText(_ text: String) -> String {
        var out = String.UnicodeScalarView()
        var count = 0
        for c in text.unicodeScalars where count < maximumTextLength {
            if c.properties.generalCategory == .control || c == "\u{2028}" || c == "\u{2029}" { continue }
            out.append(c)
            count += 1
        }
        return String(String(out).prefix(maximumTextLength))
    }

    /// What a pointer event does: a press goes to the target under it, which hears every move
    /// until the release; with no press, the targets that follow the pointer hear it come and go.
    private func pointerWork(_ phase: LivePointerPhase, _ p: ScenePoint, _ recorder: LiveRecorder) -> [() -> Void] {
        var work: [() -> Void] = []
        func run(_ t: LiveRecorder.Target, _ phase: LivePointerPhase) {
            guard let handler = t.pointer, let local = t.local(p) else { return }
            work.append { handler(phase, local) }
        }
        switch phase {
        case .down:
            guard ui.openMenu == nil, let target = recorder.pointerTarget(at: p) else { return [] }
            pressed = target
            run(target, .down)
        case .move:
            if let pressed { run(pressed, .move); return work }
            let over = recorder.pointerTarget(at: p, hovering: true)
            let hovering = recorder.targets.filter(\.hovers)
            let index = over.flatMap { o in hovering.firstIndex { $0.id == o.id } }
            if let h = hovered, h.index != index { run(h.target, .leave) }
            if let over, let index { run(over, .move); hovered = (index, over) } else { hovered = nil }
        case .up:
            if let pressed { run(pressed, .up) }
            pressed = nil
        case .leave:
            if let pressed { run(pressed, .up) }
            if let h = hovered { run(h.target, .leave) }
            pressed = nil
            hovered = nil
        }
        return work
    }

    /// Whether state changed since the last render.
    package var isDirty: Bool { sink.isDirty }

    /// The `task { }` actions running for this page.
    package var runningTaskCount: Int { tasks.count }

    /// Ends the session: its tasks are cancelled and later writes are ignored.
    package func close() {
        lock.lock()
        closed = true
        following = [:]
        lastTargets = nil
        pressed = nil
        hovered = nil
        lock.unlock()
        sink.close()
        tasks.cancelAll()
    }

    // MARK: Output

    /// How a sheet slides up or down when no animation was asked for: a spring of no bounce.
    static let sheetAnimation = Animation.spring(duration: 0.4, bounce: 0)

    static func motion(_ animation: Animation) -> Motion {
        // A spring lasts until it settles within a thousandth of its end; the page draws its
        // closed-form motion over that time, from its response and damping ratio.
        if let spring = animation.springParameters {
            return Motion(curve: animation.name, duration: spring.settlingTime(limit: 60), response: spring.response,
                          damping: spring.dampingRatio)
        }
        let d = animation.duration.isFinite ? min(max(animation.duration, 0), 60) : 0.35
        return Motion(curve: animation.name, duration: d)
    }

    /// The bounding box on the page of a frame drawn under `t`.
    static func pageBox(_ f: SceneRect, _ t: SceneTransform) -> SceneRect {
        let corners = [ScenePoint(f.x, f.y), ScenePoint(f.x + f.width, f.y), ScenePoint(f.x, f.y + f.height),
                       ScenePoint(f.x + f.width, f.y + f.height)].map(t.apply)
        let xs = corners.map(\.x), ys = corners.map(\.y)
        let x0 = xs.min() ?? 0, y0 = ys.min() ?? 0
        return SceneRect(x: x0, y: y0, width: (xs.max() ?? 0) - x0, height: (ys.max() ?? 0) - y0)
    }

    /// Rewrites each rotation group's start tag, in drawing order, as `rotate(angle cx cy)` with
    /// its angle in `data-rotation`, so the page can tween a turn by its angle. It reads the
    /// document's bytes in one pass: a roulette's tap renders it each time.
    static func markRotations(_ svg: String, _ rotations: [LiveRecorder.Rotation]) -> String {
        guard !rotations.isEmpty else { return svg }
        let marker = Array("<g class=\"\(LiveRecorder.rotationClass)\"".utf8)
        let transform = Array(" transform=\"".utf8)
        let gt = UInt8(ascii: ">"), quote = UInt8(ascii: "\""), slash = UInt8(ascii: "/")
        var svg = svg
        return svg.withUTF8 { u -> String in
            /// Where `pattern` first starts in `u[from..<to]`.
            func find(_ pattern: [UInt8], from: Int, to: Int) -> Int? {
                guard let first = pattern.first, to - from >= pattern.count else { return nil }
                var i = from
                let last = to - pattern.count
                while i <= last {
                    if u[i] == first {
                        var k = 1
                        while k < pattern.count, u[i + k] == pattern[k] { k += 1 }
                        if k == pattern.count { return i }
                    }
                    i += 1
                }
                return nil
            }
            func first(_ byte: UInt8, from: Int, to: Int) -> Int? {
                var i = from
                while i < to { if u[i] == byte { return i }; i += 1 }
                return nil
            }
            var out: [UInt8] = []
            out.reserveCapacity(u.count + rotations.count * 96)
            func append(_ r: Range<Int>) { out.append(contentsOf: UnsafeBufferPointer(rebasing: u[r])) }
            var copied = 0
            var index = 0
            while let start = find(marker, from: copied, to: u.count) {
                let attributes = start + marker.count
                // A start tag with no end is left as it is.
                guard let end = first(gt, from: attributes, to: u.count) else { break }
                append(copied..<start)
                let selfClosing = end > attributes && u[end - 1] == slash
                let attributesEnd = selfClosing ? end - 1 : end
                out.append(contentsOf: marker)
                if index < rotations.count {
                    let r = rotations[index]
                    let a = number(r.degrees), cx = number(r.cx), cy = number(r.cy)
                    out.append(contentsOf: " data-rotation=\"\(a)\" data-cx=\"\(cx)\" data-cy=\"\(cy)\" transform=\"rotate(\(a) \(cx) \(cy))\"".utf8)
                }
                // The tag's other attributes, less its own transform.
                if let t = find(transform, from: attributes, to: attributesEnd),
                   let close = first(quote, from: t + transform.count, to: attributesEnd) {
                    append(attributes..<t)
                    append((close + 1)..<attributesEnd)
                } else {
                    append(attributes..<attributesEnd)
                }
                if selfClosing { out.append(slash) }
                out.append(gt)
                index += 1
                copied = end + 1
            }
            append(copied..<u.count)
            return String(decoding: out, as: UTF8.self)
        }
    }

    /// A number with at most three decimals and no trailing zeros: the same value, the same text.
    static func number(_ v: Double) -> String {
        guard v.isFinite else { return "0" }
        let scaled = (v * 1000).rounded()
        if scaled == 0 { return "0" }
        var s = String(format: "%.3f", scaled / 1000)
        while s.hasSuffix("0") { s.removeLast() }
        if s.hasSuffix(".") { s.removeLast() }
        return s
    }
}


/// Lets one holder through at a time: a thread waits for it blocked, a task suspended. Whoever
/// leaves hands it to a waiting task first, else frees it for a waiting thread.
final class SessionGate: @unchecked Sendable {
    private let condition = NSCondition()
    private var held = false
    private var tasks: [CheckedContinuation<Void, Never>] = []
    private var head = 0

    func enterBlocking() {
        condition.lock()
        while held { condition.wait() }
        held = true
        condition.unlock()
    }

    func enter() async {
        await withCheckedContinuation { (waiting: CheckedContinuation<Void, Never>) in
            if !wait(waiting) { waiting.resume() }
        }
    }

    /// Takes the gate, or queues `waiting` for it, which `leave` resumes, handing the gate over still held.
    private func wait(_ waiting: CheckedContinuation<Void, Never>) -> Bool {
        condition.lock(); defer { condition.unlock() }
        guard held else { held = true; return false }
        tasks.append(waiting)
        return true
    }

    func leave() {
        condition.lock()
        if head < tasks.count {
            let next = tasks[head]
            head += 1
            if head == tasks.count { tasks.removeAll(); head = 0 }
            condition.unlock()
            next.resume()
            return
        }
        held = false
        condition.signal()
        condition.unlock()
    }
}
