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
    }

    /// How a change animates on the page: a curve name (`linear`, `easeIn`, `easeOut`,
    /// `easeInOut`, `spring`, …) and seconds.
    package struct Motion: Sendable, Equatable {
        package let curve: String
        package let duration: Double
    }

    /// A control of a render, for the page: its id and its bounding box on the page.
    package struct TargetInfo: Sendable, Equatable {
        package let id: Int
        package let kind: String
        package let x: Double, y: Double, width: Double, height: Double
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
    }

    private let lock = NSLock()
    private let renderScene: (ProposedViewSize) -> Scene
    private let sink = LiveWriteSink()
    private let tasks: LiveTaskGroup
    private var lifecycle: LifecycleSession?
    private var lastTargets: LiveRecorder?
    private var revision = 0
    private var closed = false

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

    /// Renders the screen laid out for a page `width` points wide, at the height it wants.
    package func render(width: Double) -> Frame {
        lock.lock(); defer { lock.unlock() }
        let w = width.isFinite ? min(max(width, Self.widths.lowerBound), Self.widths.upperBound) : 390
        let recorder = LiveRecorder()
        recorder.tasks = tasks
        let sink = self.sink
        let previous = lifecycle
        let render = renderScene
        // Reads of @Observable models during the render are followed: a later change pushes.
        let scene = withObservationTracking {
            LiveRecorder.$current.withValue(recorder) {
                LifecycleSession.$continuing.withValue(previous) { render(ProposedViewSize(width: CGFloat(w), height: nil)) }
            }
        } onChange: {
            sink.noteWrite(animation: nil)
        }
        if let next = recorder.lifecycle { lifecycle = next }
        let implicit = recorder.implicitAnimation(since: lastTargets)
        lastTargets = recorder
        revision += 1
        var pending = sink.take()
        // The transaction's animation wins; else a value an `animation(_:value:)` follows changed.
        if pending.animation == nil { pending.animation = implicit }
        let svg = Self.markRotations(SVGWriter().document(for: scene), recorder.rotations)
        let targets = recorder.targets.map { t -> TargetInfo in
            let box = Self.pageBox(t.frame, t.toPage)
            return TargetInfo(id: t.id, kind: t.kind, x: box.x, y: box.y, width: box.width, height: box.height)
        }
        return Frame(svg: svg, width: scene.size.width, height: scene.size.height, targets: targets,
                     motion: pending.animation.map(Self.motion), revision: revision, title: scene.title)
    }

    /// Runs what the event reaches in the last render; whether it reached a control. Render
    /// again afterwards: the render carries the animation of the change.
    @discardableResult
    package func handle(_ event: Event) -> Bool {
        lock.lock()
        guard !closed, let recorder = lastTargets else { lock.unlock(); return false }
        let target: LiveRecorder.Target?
        switch event {
        case .tap(let x, let y):
            target = x.isFinite && y.isFinite ? recorder.target(at: ScenePoint(x, y)) : nil
        case .activate(let id):
            target = recorder.targets.first { $0.id == id }
        }
        lock.unlock()
        guard let target else { return false }
        // Actions run outside the lock, so that a write's callback may ask for a render at once.
        LiveWriteSink.$current.withValue(sink) { target.action() }
        return true
    }

    /// Whether state changed since the last render.
    package var isDirty: Bool { sink.isDirty }

    /// The `task { }` actions running for this page.
    package var runningTaskCount: Int { tasks.count }

    /// Ends the session: its tasks are cancelled and later writes are ignored.
    package func close() {
        lock.lock()
        closed = true
        lastTargets = nil
        lock.unlock()
        sink.close()
        tasks.cancelAll()
    }

    // MARK: Output

    static func motion(_ animation: Animation) -> Motion {
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
    /// its angle in `data-rotation`, so the page can tween a turn by its angle.
    static func markRotations(_ svg: String, _ rotations: [LiveRecorder.Rotation]) -> String {
        guard !rotations.isEmpty else { return svg }
        let marker = "<g class=\"\(LiveRecorder.rotationClass)\""
        var out = ""
        out.reserveCapacity(svg.utf8.count + rotations.count * 64)
        var rest = svg[...]
        var index = 0
        while let start = rest.range(of: marker) {
            out += rest[..<start.lowerBound]
            // The tag's other attributes: everything up to its end, less the transform.
            let afterMarker = rest[start.upperBound...]
            guard let end = afterMarker.firstIndex(of: ">") else { break }
            var attributes = String(afterMarker[..<end])
            let selfClosing = attributes.hasSuffix("/")
            if selfClosing { attributes.removeLast() }
            if let t = attributes.range(of: " transform=\""), let close = attributes[t.upperBound...].firstIndex(of: "\"") {
                attributes.removeSubrange(t.lowerBound...close)
            }
            out += marker
            if index < rotations.count {
                let r = rotations[index]
                let a = number(r.degrees), cx = number(r.cx), cy = number(r.cy)
                out += " data-rotation=\"\(a)\" data-cx=\"\(cx)\" data-cy=\"\(cy)\" transform=\"rotate(\(a) \(cx) \(cy))\""
            }
            out += attributes
            out += selfClosing ? "/>" : ">"
            index += 1
            rest = afterMarker[afterMarker.index(after: end)...]
        }
        out += rest
        return out
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

