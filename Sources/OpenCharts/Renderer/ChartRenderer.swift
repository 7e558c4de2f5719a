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
    public var locale: Locale = .current
    /// The calendar of date ticks and units.
    public var calendar: Calendar = .current
    /// The time zone of date ticks and labels.
    public var timeZone: TimeZone = .current
    /// The most states an interactive page keeps (`html()`); more are dropped with a warning.
    public var maximumInteractiveStates: Int = 1500

    let report = RenderReport()

    public init(content: Content) { self.content = content }

    /// Problems met by the last render: a chart is drawn as well as it can be and these say why not better.
    public var warnings: [String] { report.warnings }

    /// The rendered scene: the view laid out at its size and drawn into a tree of nodes.
    func scene() -> Scene { sceneAndCharts().0 }

    /// The rendered scene, and the charts drawn in it with what an interactive page needs of them.
    func sceneAndCharts() -> (Scene, [ChartCapture]) {
        var env = EnvironmentValues()
        env.colorScheme = colorScheme
        env.locale = locale
        env.timeZone = timeZone
        var cal = calendar
        cal.timeZone = timeZone
        env.calendar = cal
        let root = makeLayoutNode(content, env)
        let size = root.sizeThatFits(proposedSize)
        let w = size.width.isFinite ? max(0, size.width) : ChartNode.idealSize.width
        let h = size.height.isFinite ? max(0, size.height) : ChartNode.idealSize.height
        let recorder = RenderRecorder()
        let nodes = root.render(in: CGRect(x: 0, y: 0, width: w, height: h), recorder)
        report.warnings = recorder.warnings
        let title = recorder.firstText ?? (recorder.summaries.isEmpty ? "View" : "Chart")
        let summary = recorder.summaries.isEmpty ? "A view with no chart." : recorder.summaries.joined(separator: " ")
        let scene = Scene(size: SceneSize(width: Double(w), height: Double(h)), background: ChartThemes.background(for: colorScheme),
                          title: title, summary: summary, nodes: nodes)
        return (scene, recorder.charts)
    }

    /// The view as a standalone SVG document.
    public func svg() -> String {
        SVGWriter().document(for: scene())
    }

    /// Writes the view to a file; the format comes from the extension (`.svg`).
    /// The file is written whole or not at all.
    public func write(to url: URL) throws {
        let ext = url.pathExtension.lowercased()
        guard ext == "svg" else { throw ChartRendererError.unsupportedFormat(ext) }
        let data = Data(svg().utf8)
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw ChartRendererError.cannotWrite(url.path, underlying: error.localizedDescription)
        }
    }
}

/// Why a render could not be written.
public enum ChartRendererError: Error, CustomStringConvertible, Equatable {
    case unsupportedFormat(String)
    case cannotWrite(String, underlying: String)

    public var description: String {
        switch self {
        case .unsupportedFormat(let ext):
            return "Cannot write '.\(ext)' files: use a file name ending in .svg."
        case .cannotWrite(let path, let why):
            return "Cannot write \(path): \(why). Check that the folder exists and is writable."
        }
    }
}

/// Holds what a render reports, so that `svg()` can stay non-mutating.
final class RenderReport: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []
    var warnings: [String] {
        get { lock.lock(); defer { lock.unlock() }; return stored }
        set { lock.lock(); stored = newValue; lock.unlock() }
    }
}
