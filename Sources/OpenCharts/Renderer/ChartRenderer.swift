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
        get { chosenLocale ?? .current }
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
    func sceneAndCharts() -> (Scene, [ChartCapture]) {
        let scope = RenderScope(limits: limits)
        let recorder = RenderRecorder()
        let session = LifecycleSession(taskTimeLimit: taskTimeLimit)
        let (nodes, w, h) = RenderScope.$current.withValue(scope) { () -> ([SceneNode], CGFloat, CGFloat) in
            var env = EnvironmentValues()
            env.colorScheme = colorScheme
            env.locale = RenderSettings.locale(locale)
            env.timeZone = RenderSettings.timeZone(timeZone)
            var cal = calendar
            cal.timeZone = env.timeZone
            env.calendar = cal
            env.applySystemValues(proposal: proposedSize, locale: env.locale)
            let root = session.root(Content.self) { makeLayoutNode(content, env) }
            let size = root.sizeThatFits(proposedSize)
            let w = size.width.isFinite ? max(0, size.width) : ChartNode.idealSize.width
            let h = size.height.isFinite ? max(0, size.height) : ChartNode.idealSize.height
            return (root.render(in: CGRect(x: 0, y: 0, width: w, height: h), recorder), w, h)
        }
        if let preferred = recorder.preferredColorScheme, preferred != colorScheme {
            // A `preferredColorScheme` in the view sets the whole picture's appearance.
            var preferring = self
            preferring.colorScheme = preferred
            return preferring.sceneAndCharts()
        }
        report.warnings = scope.warnings + session.warnings + recorder.warnings
        report.chartDescriptors = recorder.chartDescriptors
        report.descriptions = recorder.descriptions
        let described = recorder.chartDescriptors.first
        let title = described?.title ?? recorder.firstText ?? (recorder.summaries.isEmpty && recorder.descriptions.isEmpty ? "View" : "Chart")
        let summary = recorder.descriptions.isEmpty
            ? (described?.summary ?? (recorder.summaries.isEmpty ? "A view with no chart." : recorder.summaries.joined(separator: " ")))
            : Self.describe(recorder.descriptions, locale: RenderSettings.locale(locale))
        let scene = Scene(size: SceneSize(width: Double(w), height: Double(h)), background: ChartThemes.background(for: colorScheme),
                          title: title, summary: summary, nodes: nodes)
        return (scene, recorder.charts)
    }

    /// The view as a standalone SVG document.
    public func svg() -> String {
        // The document is kept as the string it was written as: no copy through bytes and back.
        encodedWithinLimits(bytes: { $0.utf8.count }) { SVGWriter().document(for: $0) }
    }

    /// The scene encoded by `encode`, whose outputs are `bytes` long, with its last elements left out
    /// when the output would pass `limits.maximumOutputBytes`.
    func encodedWithinLimits<Output>(bytes: (Output) -> Int, _ encode: (Scene) throws -> Output) rethrows -> Output {
        let scene = self.scene()
        let data = try encode(scene)
        let limit = max(0, limits.maximumOutputBytes), count = bytes(data)
        guard count > limit else { return data }
        let total = scene.leafCount
        // Elements cost about the same on average: keep the share that fits, then halve until it does.
        var keep = Int(saturating: Double(total) * Double(limit) / Double(count) * 0.9)
        var smaller = try encode(scene.keepingFirst(keep))
        while bytes(smaller) > limit && keep > 0 {
            keep /= 2
            smaller = try encode(scene.keepingFirst(keep))
        }
        report.warnings.append("The output would have been \(count) bytes, more than limits.maximumOutputBytes (\(limit)); "
                               + "only the first \(keep) of its \(total) elements were drawn.")
        return smaller
    }
}

/// Holds what a render reports, so that `svg()` can stay non-mutating.
final class RenderReport: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    private var descriptors: [AXChartDescriptor] = []
    private var described: [ChartDescription] = []
    var warnings: [String] {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
    /// The audio-graph descriptors of the last render, in drawing order (see `RenderRecorder`).
    var chartDescriptors: [AXChartDescriptor] {
        get { lock.lock(); defer { lock.unlock() }; return descriptors }
        set { lock.lock(); descriptors = newValue; lock.unlock() }
    }
    /// What each chart of the last render shows, in drawing order.
    var descriptions: [ChartDescription] {
        get { lock.lock(); defer { lock.unlock() }; return described }
        set { lock.lock(); described = newValue; lock.unlock() }
    }
}
