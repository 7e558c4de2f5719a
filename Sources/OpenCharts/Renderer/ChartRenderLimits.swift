/// Bounds on the work and output of one render, so that a server can render charts made from
/// data it does not control. When a limit is reached the chart is still drawn, as well as the
/// limit allows, and ``ChartRenderer/warnings`` says which limit was reached.
///
/// ```swift
/// var renderer = ChartRenderer(content: UploadedChart(rows: rows))
/// renderer.limits.maximumMarks = 50_000
/// renderer.limits.maximumOutputBytes = 4 << 20   // 4 MiB
/// let svg = renderer.svg()
/// ```
public struct ChartRenderLimits: Hashable, Sendable {
    /// The most marks drawn one by one (bars, points, rules, rectangles, sectors) and the most
    /// annotations; marks past it are left out. Lines and areas are one shape per series and do
    /// not count. A million by default.
    public var maximumMarks: Int
    /// The most characters of one text (a label, an annotation, an accessibility label, a
    /// category); longer ones are cut and end in "…". 1,000 by default.
    public var maximumTextLength: Int
    /// The most states an interactive page renders for its selections, scrolling and controls.
    /// 1,500 by default.
    public var maximumInteractiveStates: Int
    /// The most states an offline page's controls (buttons, toggles, pickers, steppers) lead to,
    /// within ``maximumInteractiveStates``: a control that leads past them, such as a counter
    /// without bound, does nothing offline and a warning says so. 256 by default.
    public var maximumControlStates: Int
    /// The most bytes of one output file; past it, the picture's last elements are left out.
    /// 64 MiB by default.
    public var maximumOutputBytes: Int

    /// The defaults, safe for a server.
    public init(maximumMarks: Int = 1_000_000, maximumTextLength: Int = 1_000, maximumInteractiveStates: Int = 1_500,
                maximumOutputBytes: Int = 64 << 20, maximumControlStates: Int = 256) {
        self.maximumMarks = maximumMarks
        self.maximumTextLength = maximumTextLength
        self.maximumInteractiveStates = maximumInteractiveStates
        self.maximumOutputBytes = maximumOutputBytes
        self.maximumControlStates = maximumControlStates
    }
}
