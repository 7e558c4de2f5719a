import ChartEngine
import ChartScene
import ChartSVG
import ChartText
import Foundation

/// Renders a view holding charts to SVG, the one way out of OpenCharts.
///
/// ```swift
/// var renderer = ChartRenderer(content: SalesChart())
/// renderer.proposedSize = ProposedViewSize(width: 640, height: 400)
/// try renderer.write(to: URL(fileURLWithPath: "sales.svg"))
/// ```
public struct ChartRenderer<Content: View> {
    /// The view to render.
    public var content: Content
    /// The size offered to the view; `nil` dimensions take the view's ideal size.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Light or dark appearance.
    public var colorScheme: ColorScheme = .light
    /// The locale that formats numbers, dates and interpolated text.
    public var locale: Locale {
        get { chosenLocale ?? RenderSettings.defaultLocale }
        set { chosenLocale = newValue }
    }
    /// The calendar of date ticks and units.
    public var calendar: Calendar {
        get { chosenCalendar ?? .current }
        set { chosenCalendar = newValue }
    }
    /// The time zone of date ticks and labels.
    public var timeZone: TimeZone {
        get { chosenTimeZone ?? .current }
        set { chosenTimeZone = newValue }
    }
    // The settings given to this renderer; the machine's are read only for those left unset, when a
    // render needs them (the current calendar alone costs more than drawing a small chart).
    private var chosenLocale: Locale?
    private var chosenCalendar: Calendar?
    private var chosenTimeZone: TimeZone?
    /// The moment `Text(date, style: .relative)`, `.offset` and `.timer` count from; `nil`, the
    /// default, is the moment the render starts. Set it for the same picture on every run.
    ///
    /// ```swift
    /// renderer.now = Date(timeIntervalSince1970: 1_700_000_000)
    /// ```
    public var now: Date?
    /// Seconds the `task { }` actions of a render may take together before the picture is taken
    /// without their results.
    public var taskTimeLimit: Double = 3
    /// Bounds on the work and output of a render, for servers; safe by default.
    public var limits = ChartRenderLimits()

    let report = RenderReport()

    /// A renderer of `content`, in light mode, at the view's ideal size until you propose one.
    public init(content: Content) { self.content = content }

    /// Problems met by the last render: a chart is drawn as well as it can be and these say why not better.
    public var warnings: [String] { report.warnings }

    /// The audio-graph descriptors of the charts the last render drew, in drawing order.
    var chartDescriptors: [AXChartDescriptor] { report.chartDescriptors }

    /// The rendered scene: the view laid out at its size and drawn into a tree of nodes. Sizes,
    /// texts, the locale and the time zone are made sane on the way (`RenderScope`); lifecycle
    /// actions (onAppear, task, onChange) run while the view is built and drawn.
    package func scene() -> Scene { sceneAndCharts().0 }

    /// The rendered scene, and the charts drawn in it with what an interactive page needs of them.
    ///
    /// Without `summarized` the scene's summary is left empty, for outputs that have no place for it
    /// (a PNG): a chart of millions of points then skips the statistics its description needs.
    func sceneAndCharts(summarized: Bool = true) -> (Scene, [ChartCapture]) {
        var renderer = self
        var session = LifecycleSession(taskTimeLimit: taskTimeLimit)
        var passes = 0
        // Whether a `preferredColorScheme` in the view may still change the scheme of the render.
        var followsPreference = true
        while true {
            // Views are built on the main actor, as SwiftUI builds them (see `MainQueue`). A render
            // called from another thread builds them there and runs their tasks here, between
            // builds, so that a task that works on the main actor is not kept waiting by the
            // build that waits for it.
            session.defersTasks = !MainQueue.isCurrent && MainQueue.buildsOnMainActor
            let pass = MainQueue.build { [renderer, session] in MainQueueCarrier(value: renderer.build(in: session, summarized: summarized, followsPreference: followsPreference)) }.value
            switch pass {
            case .preferring(let scheme):
                OfflineControls.current?.reset()
                // A `preferredColorScheme` in the view sets the whole picture's appearance, once.
                renderer.colorScheme = scheme
                followsPreference = false
                session = LifecycleSession(taskTimeLimit: taskTimeLimit)
                passes = 0
            case .drawn(let scene, let charts):
                passes += 1
                guard session.hasDeferredTasks else { return (scene, charts) }
                session.runDeferredTasks()
                if passes == LifecycleSession.maxPasses {
                    report.warnings.append("\(Content.self) kept changing its state in task after \(passes) passes; the picture shows the last one.")
                    return (scene, charts)
                }
            }
        }
    }

    /// What one build of the view gave: its picture, or the colour scheme it asks to be drawn in.
    private enum BuildResult {
        case drawn(Scene, [ChartCapture])
        case preferring(ColorScheme)
    }

    private func build(in session: LifecycleSession, summarized: Bool, followsPreference: Bool) -> BuildResult {
        let scope = RenderScope(limits: limits)
        let recorder = RenderRecorder()
        let (nodes, w, h) = RenderScope.$current.withValue(scope) { () -> ([SceneNode], CGFloat, CGFloat) in
            var env = EnvironmentValues()
            env.colorScheme = colorScheme
            env.renderDate = now ?? Date()
            env.locale = RenderSettings.locale(locale)
            env.timeZone = RenderSettings.timeZone(timeZone)
            var cal = calendar
            cal.timeZone = env.timeZone
            env.calendar = cal
            env.applySystemValues(proposal: proposedSize, locale: env.locale)
            let root = session.root(Content.self) { makeLayoutNode(content, env) }
            let size = root.sizeThatFits(proposedSize)
            let w = size.width.isFinite ? max(0, size.width) : ChartNode.idealSize.width
            var h = size.height.isFinite ? max(0, size.height) : ChartNode.idealSize.height
            var nodes = root.render(in: CGRect(x: 0, y: 0, width: w, height: h), recorder)
            // A live session frees the laid-out tree on its own thread, not on the main actor.
            RenderLeftovers.current?.keep(root)
            if !recorder.presentations.isEmpty {
                // What the screen presents is drawn over it, as iOS shows a presented sheet or alert.
                nodes += session.run { PresentationOverlay.drawAll(recorder, width: w, height: &h) }
            }
            return (nodes, w, h)
        }
        if followsPreference, let preferred = recorder.preferredColorScheme, preferred != colorScheme { return .preferring(preferred) }
        report.warnings = scope.warnings + session.warnings + recorder.warnings
        report.limitError = scope.overrun
        report.chartDescriptors = recorder.chartDescriptors
        report.descriptions = recorder.descriptions
        report.turning3D = recorder.turning3D
        let described = recorder.chartDescriptors.first
        let title = described?.title ?? recorder.firstText ?? (recorder.summaries.isEmpty && recorder.descriptions.isEmpty ? "View" : "Chart")
        let summary = !summarized ? "" : recorder.descriptions.isEmpty
            ? (described?.summary ?? (recorder.summaries.isEmpty ? "A view with no chart." : recorder.summaries.joined(separator: " ")))
            : Self.describe(recorder.descriptions, locale: RenderSettings.locale(locale))
        let scene = Scene(size: SceneSize(width: Double(w), height: Double(h)), background: ChartThemes.background(for: colorScheme),
                          title: title, summary: summary, nodes: nodes)
        return .drawn(scene, recorder.charts)
    }

    /// The view as a standalone SVG document.
    ///
    /// A chart that one of ``limits`` would cut short is not drawn cut: the document then says,
    /// at the view's size, which limit it needed more of and how to raise it, and ``warnings``
    /// says so too. ``checkedSVG()`` throws that error instead.
    public func svg() -> String {
        let scene = self.scene()
        do {
            return try checkedDocument(scene)
        } catch {
            report.warnings.append(error.description)
            return SVGWriter().document(for: Self.refusal(error, size: scene.size, dark: colorScheme == .dark))
        }
    }

    /// The view as a standalone SVG document, or the error of the limit that would have cut it short.
    ///
    /// ```swift
    /// let svg = try renderer.checkedSVG()   // throws ChartRenderLimitError
    /// ```
    public func checkedSVG() throws -> String { try checkedDocument(scene()) }

    /// The SVG document of `scene`, unless the render that made it overran a limit.
    private func checkedDocument(_ scene: Scene) throws(ChartRenderLimitError) -> String {
        if let error = report.limitError { throw error }
        let document = SVGWriter().document(for: scene)
        try checkOutputSize(document.utf8.count)
        return document
    }

    /// The rendered scene, or the error of the limit a chart in it needed more than.
    func checkedScene(summarized: Bool = true) throws(ChartRenderLimitError) -> Scene {
        let scene = sceneAndCharts(summarized: summarized).0
        if let error = report.limitError { throw error }
        return scene
    }

    /// Throws when an output of `count` bytes would pass `limits.maximumOutputBytes`.
    func checkOutputSize(_ count: Int) throws(ChartRenderLimitError) {
        let limit = max(0, limits.maximumOutputBytes)
        guard count > limit else { return }
        throw ChartRenderLimitError(limit: .maximumOutputBytes, allowed: limit, needed: count, counted: "bytes")
    }

    /// A picture of `size` that says, instead of the chart, which limit refused it.
    static func refusal(_ error: ChartRenderLimitError, size: SceneSize, dark: Bool) -> Scene {
        // About 6.5 points a character at 13 points: lines of whole words that fit the width.
        let perLine = max(16, Int(saturating: (size.width - 24) / 6.5))
        var lines: [String] = [], line = ""
        for word in error.description.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > perLine { lines.append(line); line = "" }
            line += (line.isEmpty ? "" : " ") + word
        }
        lines.append(line)
        let ink = dark ? RGBA.white : RGBA.black
        let nodes = lines.enumerated().map { i, text in
            SceneNode.text(SceneText(string: text, origin: ScenePoint(12, 24 + 18 * Double(i)), font: SceneFont(size: 13),
                                     fill: .color(ink)))
        }
        return Scene(size: size, background: dark ? .black : .white, title: "Chart not drawn", summary: error.description, nodes: nodes)
    }
}

/// Holds what a render reports, so that `svg()` can stay non-mutating.
final class RenderReport: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    private var descriptors: [AXChartDescriptor] = []
    private var described: [ChartDescription] = []
    private var overrun: ChartRenderLimitError?
    var warnings: [String] {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
    /// The audio-graph descriptors of the last render, in drawing order (see `RenderRecorder`).
    var chartDescriptors: [AXChartDescriptor] {
        get { lock.lock(); defer { lock.unlock() }; return descriptors }
        set { lock.lock(); descriptors = newValue; lock.unlock() }
    }
    /// The first limit the last render needed more than, which its outputs refuse to draw past.
    var limitError: ChartRenderLimitError? {
        get { lock.lock(); defer { lock.unlock() }; return overrun }
        set { lock.lock(); overrun = newValue; lock.unlock() }
    }
    /// What each chart of the last render shows, in drawing order.
    var descriptions: [ChartDescription] {
        get { lock.lock(); defer { lock.unlock() }; return described }
        set { lock.lock(); described = newValue; lock.unlock() }
    }
    private var turnable: [@Sendable () -> String] = []
    /// The geometry of each 3D chart of the last render, as an offline page turns it (see `RenderRecorder`).
    var turning3D: [@Sendable () -> String] {
        get { lock.lock(); defer { lock.unlock() }; return turnable }
        set { lock.lock(); turnable = newValue; lock.unlock() }
    }
}

/// What a render made and no longer needs, kept to be freed later on another thread: a live
/// session's laid-out view tree is freed by the session's own task, not on the main actor, where
/// every session's views are built in turn.
final class RenderLeftovers: @unchecked Sendable {
    /// The leftovers of the render being made, if its caller takes them.
    @TaskLocal static var current: RenderLeftovers?

    private let lock = NSLock()
    private var items: [Any] = []

    func keep(_ item: Any) { lock.lock(); items.append(item); lock.unlock() }

    /// How many are kept.
    var count: Int { lock.lock(); defer { lock.unlock() }; return items.count }

    /// Frees what was kept, on the calling thread.
    func free() {
        lock.lock()
        let dropped = items
        items = []
        lock.unlock()
        _ = dropped
    }
}
