/// A render that one of ``ChartRenderer/limits`` would have cut short.
///
/// A limit never removes part of a chart silently: a chart that fits only in part is not drawn,
/// and the throwing outputs (`png(scale:)`, `pdf()`, `html()`, `checkedSVG()`, `write(to:)`)
/// throw this error, whose message names the limit and how to raise it.
///
/// ```swift
/// do {
///     try renderer.write(to: URL(fileURLWithPath: "upload.svg"))
/// } catch let error as ChartRenderLimitError {
///     print(error)          // names the limit, e.g. limits.maximumOutputBytes
/// }
/// ```
public struct ChartRenderLimitError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The limits a render can reach.
    public enum Limit: String, Sendable {
        /// ``ChartRenderLimits/maximumMarks``: marks drawn one by one, and annotations.
        case maximumMarks
        /// ``ChartRenderLimits/maximumOutputBytes``: the bytes of one output.
        case maximumOutputBytes
    }

    /// The limit the render reached.
    public let limit: Limit
    /// The limit's value when the render ran.
    public let allowed: Int
    /// What the whole chart needed: marks or annotations, or bytes.
    public let needed: Int
    /// What was counted: "marks drawn one by one", "annotations" or "bytes".
    public let counted: String

    /// A limit error: `needed` of what `counted` names, past `allowed`.
    public init(limit: Limit, allowed: Int, needed: Int, counted: String) {
        self.limit = limit
        self.allowed = allowed
        self.needed = needed
        self.counted = counted
    }

    /// What went wrong and what to do.
    public var description: String {
        "The chart needs \(needed.groupedDigits) \(counted), more than limits.\(limit.rawValue) "
            + "(\(allowed.groupedDigits)) allows, so nothing was drawn. Raise renderer.limits.\(limit.rawValue)"
            + (limit == .maximumMarks ? ", or draw the data as a vectorized plot (LinePlot, PointPlot, BarPlot)." : ", or draw fewer rows.")
    }
}

extension Int {
    /// The number with its thousands grouped by commas, the same in every locale so that logs and
    /// messages read alike: 1234567 is "1,234,567", -1234 is "-1,234".
    package var groupedDigits: String {
        let digits = String(magnitude)
        var out = ""
        for (i, c) in digits.enumerated() {
            if i > 0 && (digits.count - i) % 3 == 0 { out.append(",") }
            out.append(c)
        }
        return (self < 0 ? "-" : "") + out
    }
}
