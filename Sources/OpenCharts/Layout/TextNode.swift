import ChartScene
import ChartText
import Foundation

/// A piece of text in one font and paint.
struct TextRun: Sendable {
    var string: String
    var font: SceneFont
    var paint: Paint
    /// The paint of a line under or through the run; `nil` draws none.
    var underline: Paint? = nil
    var strikethrough: Paint? = nil
}

/// How text lays out its lines: the environment's `lineLimit`, alignment, truncation, scaling
/// and line spacing.
struct TextLayoutOptions: Hashable, Sendable {
    var lineLimit: Int?
    /// 0 leading, 0.5 centre, 1 trailing.
    var alignment: Double = 0
    var truncation: Text.TruncationMode = .tail
    var minimumScaleFactor: Double = 1
    var lineSpacing: Double = 0

    init(lineLimit: Int? = nil) { self.lineLimit = lineLimit }

    init(_ env: EnvironmentValues) {
        lineLimit = env.lineLimit.map { max(1, $0) }
        alignment = env.multilineTextAlignment.fraction
        truncation = env.truncationMode
        let f = Double(env.minimumScaleFactor)
        minimumScaleFactor = f.isFinite ? min(1, max(0.01, f)) : 1
        let s = Double(env.lineSpacing)
        lineSpacing = s.isFinite ? max(0, s) : 0
    }
}

/// Text laid out by SwiftUI's rule: its ideal size is one line per paragraph; offered less width,
/// it wraps at word boundaries (breaking a word only when it alone is too wide), up to its line
/// limit and the lines its height holds, and the last line is cut with "…".
struct TextNode: LayoutNode {
    var runs: [TextRun]
    var measurer: any TextMeasurer
    var options: TextLayoutOptions

    init(runs: [TextRun], measurer: any TextMeasurer, options: TextLayoutOptions) {
        // Texts past the renderer's length limit are cut here, so no later stage measures them whole.
        self.runs = runs.map { run in
            var run = run
            run.string = RenderScope.cut(run.string)
            return run
        }
        self.measurer = measurer; self.options = options
    }

    init(string: String, font: SceneFont, paint: Paint, measurer: any TextMeasurer, lineLimit: Int? = nil) {
        self.init(runs: [TextRun(string: string, font: font, paint: paint)], measurer: measurer,
                  options: TextLayoutOptions(lineLimit: lineLimit))
    }

    /// The whole text as one string.
    var string: String { runs.map(\.string).joined() }

    func layout(width: CGFloat?, height: CGFloat?) -> TextLines {
        let w = width.map(Double.init).flatMap { $0.isNaN ? nil : max(0, $0) }
        let h = height.map(Double.init).flatMap { $0.isNaN ? nil : max(0, $0) }
        // A text is laid out when it is sized and again when it is drawn, and the rows of a chart
        // often share one annotation text: the render keeps what it laid out.
        guard let scope = RenderScope.current else { return fit(width: w, height: h) }
        let key = TextLayoutKey(runs: runs.map { TextLayoutKey.Run(string: $0.string, font: $0.font) }, width: w, height: h,
                                options: options, measurer: ObjectIdentifier(type(of: measurer)))
        // A live session keeps layouts between renders; only the built-in measurer's, which
        // depend on nothing but the key.
        if let shared = TextLayoutCache.current, type(of: measurer) == MetricsTableMeasurer.self {
            if let known = shared.lines(for: key) { return known }
            let lines = fit(width: w, height: h)
            shared.remember(lines, for: key)
            return lines
        }
        if let known = scope.textLayout(for: key) { return known }
        let lines = fit(width: w, height: h)
        scope.remember(lines, for: key)
        return lines
    }

    /// The lines of the text in `w` by `h`, shrunk as far as the minimum scale factor allows.
    private func fit(width w: Double?, height h: Double?) -> TextLines {
        var lines = TextLines.make(runs, measurer: measurer, width: w, height: h, options: options, scale: 1)
        // Shrink, no further than the minimum scale factor, until nothing is cut.
        if lines.isTruncated && options.minimumScaleFactor < 1 {
            var lo = options.minimumScaleFactor, hi = 1.0
            var best = TextLines.make(runs, measurer: measurer, width: w, height: h, options: options, scale: lo)
            if !best.isTruncated {
                for _ in 0..<10 {
                    let mid = (lo + hi) / 2
                    let attempt = TextLines.make(runs, measurer: measurer, width: w, height: h, options: options, scale: mid)
                    if attempt.isTruncated { hi = mid } else { lo = mid; best = attempt }
                }
            }
            lines = best
        }
        return lines
    }

    func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        let lines = layout(width: p.width, height: p.height)
        return CGSize(width: lines.width, height: lines.height)
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        guard rect.isFiniteRect else { return [] }
        if recorder.firstText == nil { recorder.firstText = string }
        // A hair of slack so that a text drawn in the size it asked for lays out the same lines.
        let lines = layout(width: rect.width + 0.01, height: rect.height + 0.01)
        var nodes: [SceneNode] = []
        var y = Double(rect.minY)
        for line in lines.lines {
            var x = Double(rect.minX) + (Double(rect.width) - line.width) * options.alignment
            for segment in line.segments where !segment.string.isEmpty {
                let run = runs[segment.run]
                let font = lines.font(run.font)
                let baseline = y + line.ascent
                nodes.append(.text(SceneText(string: segment.string, origin: ScenePoint(x, baseline), font: font, fill: run.paint)))
                // Decorations a twelfth of an em thick: under the baseline, or through the x-height.
                let thickness = max(0.5, font.size / 12)
                if let paint = run.underline {
                    nodes.append(.shape(SceneShape(path: .rect(SceneRect(x: x, y: baseline + font.size * 0.1, width: segment.width, height: thickness)), fill: paint)))
                }
                if let paint = run.strikethrough {
                    nodes.append(.shape(SceneShape(path: .rect(SceneRect(x: x, y: baseline - font.size * 0.3, width: segment.width, height: thickness)), fill: paint)))
                }
                x += segment.width
            }
            y += line.height + options.lineSpacing
        }
        return nodes
    }
}

/// What a text's layout depends on: its strings and fonts, the room it is offered, its options
/// and the measurer's kind (one render measures with one measurer).
struct TextLayoutKey: Hashable {
    struct Run: Hashable { var string: String; var font: SceneFont }
    var runs: [Run]
    var width: Double?
    var height: Double?
    var options: TextLayoutOptions
    var measurer: ObjectIdentifier
}
