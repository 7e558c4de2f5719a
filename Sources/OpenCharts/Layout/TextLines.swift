import ChartScene
import ChartText
import Foundation

/// Text broken into lines: greedy filling at word boundaries (a word alone too wide for a line is
/// broken between characters), explicit newlines kept, and the last line allowed cut with "…"
/// at its tail, head or middle.
struct TextLines {
    /// Consecutive characters of one run on one line.
    struct Segment { var run: Int; var string: String; var width: Double }
    struct Line {
        var segments: [Segment]
        var width: Double
        var ascent: Double
        var height: Double
    }

    var lines: [Line]
    var isTruncated: Bool
    var scale: Double
    var lineSpacing: Double

    var width: Double { lines.map(\.width).max() ?? 0 }
    var height: Double {
        lines.reduce(0) { $0 + $1.height } + lineSpacing * Double(max(0, lines.count - 1))
    }

    /// A run's font at this layout's scale.
    func font(_ f: SceneFont) -> SceneFont { Self.scaled(f, scale) }

    static func scaled(_ f: SceneFont, _ scale: Double) -> SceneFont {
        var g = f; g.size *= scale; return g
    }

    /// A character and the run it belongs to.
    typealias Glyph = (run: Int, char: Character)

    static func make(_ runs: [TextRun], measurer: any TextMeasurer, width: Double?, height: Double?,
                     options: TextLayoutOptions, scale: Double) -> TextLines {
        let fonts = runs.map { scaled($0.font, scale) }
        let breaker = LineBreaker(fonts: fonts, measurer: measurer, width: width.map { $0.isFinite ? $0 : .infinity } ?? .infinity)
        var raw: [[Glyph]] = []
        var brokeWord = false
        var limit = options.lineLimit ?? Int.max
        if let height, height.isFinite {
            let lh = fonts.map { m in let x = measurer.measure("", font: m); return x.ascent + x.descent }.max() ?? 0
            let fits = lh > 0 ? Int(saturating: ((height + options.lineSpacing + 1e-6) / (lh + options.lineSpacing)).rounded(.down)) : Int.max
            limit = min(limit, max(1, fits))
        }
        // Cut at the tail, lines past the limit need not be broken: the rest of the text is kept
        // whole (its start is all the last line can show).
        let stopAfter = options.truncation == .tail ? limit : Int.max
        for paragraph in paragraphs(runs) {
            if raw.count > stopAfter { break }
            let (lines, broke) = breaker.lines(of: paragraph, stopAfter: stopAfter - raw.count)
            raw += lines
            brokeWord = brokeWord || broke
        }
        if raw.isEmpty { raw = [[]] }
        var truncated = false
        if raw.count > limit {
            truncated = true
            var last = raw[limit - 1]
            for more in raw[limit...] {
                last.append((last.last?.run ?? 0, " ")); last += more
                // A line never shows more than a few hundred characters: keep both ends of the rest.
                if last.count > 2_000 { last = Array(last.prefix(1_000)) + Array(last.suffix(1_000)) }
            }
            raw = Array(raw[..<(limit - 1)]) + [breaker.truncate(last, mode: options.truncation, always: true)]
        } else if let i = raw.indices.last, breaker.measure(raw[i]) > breaker.width + 1e-9 {
            truncated = true
            raw[i] = breaker.truncate(raw[i], mode: options.truncation, always: false)
        }
        let defaultRun = runs.isEmpty ? nil : 0
        let lines = raw.map { breaker.line($0, defaultRun: defaultRun) }
        return TextLines(lines: lines, isTruncated: truncated || brokeWord, scale: scale,
                         lineSpacing: options.lineSpacing)
    }

    /// The text split at newlines, each paragraph as glyphs.
    static func paragraphs(_ runs: [TextRun]) -> [[Glyph]] {
        var result: [[Glyph]] = [[]]
        for (i, run) in runs.enumerated() {
            for c in run.string {
                if c.isNewline { result.append([]) } else { result[result.count - 1].append((i, c)) }
            }
        }
        return result
    }
}

/// Fills lines greedily with the words of a paragraph.
struct LineBreaker {
    var fonts: [SceneFont]
    var measurer: any TextMeasurer
    var width: Double

    /// The width of glyphs, measured a run at a time.
    func measure(_ glyphs: some Collection<TextLines.Glyph>) -> Double {
        segments(glyphs).reduce(0) { $0 + $1.width }
    }

    func segments(_ glyphs: some Collection<TextLines.Glyph>) -> [TextLines.Segment] {
        var out: [TextLines.Segment] = []
        for g in glyphs {
            if let last = out.last, last.run == g.run { out[out.count - 1].string.append(g.char) } else {
                out.append(TextLines.Segment(run: g.run, string: String(g.char), width: 0))
            }
        }
        for i in out.indices { out[i].width = measurer.measure(out[i].string, font: fonts[out[i].run]).width }
        return out
    }

    /// A laid-out line with its metrics.
    func line(_ glyphs: [TextLines.Glyph], defaultRun: Int?) -> TextLines.Line {
        let segs = segments(glyphs)
        let used = Set(segs.map(\.run)).sorted()
        let runs = used.isEmpty ? (defaultRun.map { [$0] } ?? []) : used
        var ascent = 0.0, descent = 0.0
        for r in runs {
            let m = measurer.measure("", font: fonts[r])
            ascent = max(ascent, m.ascent); descent = max(descent, m.descent)
        }
        return TextLines.Line(segments: segs, width: segs.reduce(0) { $0 + $1.width }, ascent: ascent, height: ascent + descent)
    }

    /// The lines of one paragraph, and whether a word had to be broken. Widths add up word by
    /// word, so a long paragraph is measured once.
    func lines(of paragraph: [TextLines.Glyph], stopAfter: Int = Int.max) -> ([[TextLines.Glyph]], Bool) {
        var broke = false
        var result: [[TextLines.Glyph]] = []
        var line: [TextLines.Glyph] = [], lineWidth = 0.0
        var pending: [TextLines.Glyph] = [], pendingWidth = 0.0
        var start = 0
        for word in words(paragraph) {
            defer { start += word.count }
            if result.count > stopAfter {
                // Past the lines that can show: the rest, a few hundred characters of it, is one line.
                result.append(line + pending + Array(paragraph[start...].prefix(1_000)))
                return (result, broke)
            }
            let w = measure(word)
            if word.first?.char.isWhitespace == true {
                if !line.isEmpty { pending += word; pendingWidth += w }
                continue
            }
            if !line.isEmpty && lineWidth + pendingWidth + w <= width + 1e-9 {
                line += pending + word
                lineWidth += pendingWidth + w
            } else {
                if !line.isEmpty { result.append(line) }
                // A word wider than a whole line is broken between characters.
                var rest = word[...]
                var restWidth = w
                while restWidth > width + 1e-9 && rest.count > 1 {
                    if result.count > stopAfter {
                        result.append(Array(rest.prefix(1_000)))
                        return (result, true)
                    }
                    var n = 1, used = measure(rest.prefix(1))
                    while n < rest.count {
                        let next = used + measure(rest.dropFirst(n).prefix(1))
                        if next > width + 1e-9 { break }
                        used = next; n += 1
                    }
                    result.append(Array(rest.prefix(n)))
                    broke = true
                    rest = rest.dropFirst(n)
                    restWidth -= used
                }
                line = Array(rest)
                lineWidth = measure(line)
            }
            pending = []; pendingWidth = 0
        }
        result.append(line)
        return (result, broke)
    }

    /// Words and the runs of spaces between them.
    func words(_ glyphs: [TextLines.Glyph]) -> [[TextLines.Glyph]] {
        var out: [[TextLines.Glyph]] = []
        for g in glyphs {
            if let last = out.last?.last, last.char.isWhitespace == g.char.isWhitespace {
                out[out.count - 1].append(g)
            } else {
                out.append([g])
            }
        }
        return out
    }

    /// The line cut to the width with "…" at its tail, head or middle; with `always`, the
    /// ellipsis is shown even when the line fits, because text follows it.
    func truncate(_ glyphs: [TextLines.Glyph], mode: Text.TruncationMode, always: Bool) -> [TextLines.Glyph] {
        var glyphs = glyphs
        while glyphs.last?.char.isWhitespace == true { glyphs.removeLast() }
        if !always && measure(glyphs) <= width + 1e-9 { return glyphs }
        let ellipsisRun = glyphs.last?.run ?? 0
        let ellipsis: TextLines.Glyph = (ellipsisRun, "\u{2026}")
        func candidate(_ k: Int) -> [TextLines.Glyph] {
            switch mode {
            case .tail:
                var head = Array(glyphs.prefix(k))
                while head.last?.char.isWhitespace == true { head.removeLast() }
                return head + [ellipsis]
            case .head:
                var tail = Array(glyphs.suffix(k))
                while tail.first?.char.isWhitespace == true { tail.removeFirst() }
                return [ellipsis] + tail
            case .middle:
                return Array(glyphs.prefix((k + 1) / 2)) + [ellipsis] + Array(glyphs.suffix(k / 2))
            }
        }
        guard !fonts.isEmpty, measure([ellipsis]) <= width + 1e-9 else { return [] }
        if always && width.isInfinite { return candidate(glyphs.count) }
        // The longest cut that fits: a candidate's width grows with the glyphs it keeps.
        var fits = 0, fails = glyphs.count + (always ? 1 : 0)
        while fails - fits > 1 {
            let mid = (fits + fails) / 2
            if measure(candidate(mid)) <= width + 1e-9 { fits = mid } else { fails = mid }
        }
        return candidate(min(fits, glyphs.count))
    }
}
