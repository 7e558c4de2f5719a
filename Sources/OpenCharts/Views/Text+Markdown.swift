import Foundation

/// The inline Markdown SwiftUI reads in a text's string literal: `**strong**` and `__strong__`,
/// `*emphasis*` and `_emphasis_` (underscores only at a word's edges, so `snake_case` stays),
/// `~~strikethrough~~`, `` `code` `` and `[links](url)`. Only the literal's own characters can
/// mark text up; interpolated values are shown as they are. Markers without a partner are text.
///
/// ```swift
/// Text("Sales are **up 12%** this week")
/// ```
struct InlineMarkdown {
    /// A stretch of text in one style.
    struct Span: Equatable {
        var text = ""
        var bold = false, italic = false, strike = false, code = false, link = false
        func sameStyle(_ o: Span) -> Bool {
            bold == o.bold && italic == o.italic && strike == o.strike && code == o.code && link == o.link
        }
    }

    enum Token {
        case char(Character)
        case value(String)
        var char: Character? { if case .char(let c) = self { return c } else { return nil } }
    }

    enum Kind { case bold, italic, strike, underscoreBold, underscoreItalic }

    static func tokens(_ key: LocalizedStringKey, _ setting: TextFormatting) -> [Token] {
        key.segments.flatMap { s -> [Token] in
            switch s {
            case .literal(let v): return v.map { Token.char($0) }
            case .formatted(let f): return [.value(f(setting))]
            }
        }
    }

    /// The styled spans of a key, in order.
    static func spans(_ key: LocalizedStringKey, _ setting: TextFormatting) -> [Span] {
        let t = tokens(key, setting)
        var hidden = [Bool](repeating: false, count: t.count)
        var styles = [Span](repeating: Span(), count: t.count)
        func mark(_ range: Range<Int>, _ change: (inout Span) -> Void) { for i in range { change(&styles[i]) } }
        func isChar(_ i: Int, _ c: Character) -> Bool { i >= 0 && i < t.count && t[i].char == c }
        func isSpace(_ i: Int) -> Bool { i < 0 || i >= t.count || t[i].char?.isWhitespace == true }
        // A word's edge for underscores: the text's ends, a space or punctuation.
        func isEdge(_ i: Int) -> Bool {
            guard i >= 0, i < t.count, let c = t[i].char else { return i < 0 || i >= t.count }
            return c.isWhitespace || c.isPunctuation || c.isSymbol
        }

        // Code spans first: nothing inside them is Markdown.
        var i = 0
        var inCode = [Bool](repeating: false, count: t.count)
        while i < t.count {
            if isChar(i, "`"), let j = (i + 1..<t.count).first(where: { isChar($0, "`") }) {
                hidden[i] = true; hidden[j] = true
                mark(i + 1..<j) { $0.code = true }
                for k in i...j { inCode[k] = true }
                i = j + 1
            } else { i += 1 }
        }
        // Links: [text](destination); the destination is not shown.
        i = 0
        while i < t.count {
            if !inCode[i], isChar(i, "["), let close = (i + 1..<t.count).first(where: { isChar($0, "]") && !inCode[$0] }),
               isChar(close + 1, "("), let end = (close + 2..<t.count).first(where: { isChar($0, ")") }) {
                hidden[i] = true
                for k in close...end { hidden[k] = true }
                mark(i + 1..<close) { $0.link = true }
                i = end + 1
            } else { i += 1 }
        }
        // Emphasis: markers pair in order, an opener before a non-space, a closer after one.
        var open: [Kind: Int] = [:]
        i = 0
        while i < t.count {
            guard !inCode[i], !hidden[i] else { i += 1; continue }
            let kind: Kind?, width: Int
            if isChar(i, "*") && isChar(i + 1, "*") { kind = .bold; width = 2 }
            else if isChar(i, "~") && isChar(i + 1, "~") { kind = .strike; width = 2 }
            else if isChar(i, "*") { kind = .italic; width = 1 }
            else if isChar(i, "_") && isChar(i + 1, "_") { kind = .underscoreBold; width = 2 }
            else if isChar(i, "_") { kind = .underscoreItalic; width = 1 }
            else { kind = nil; width = 1 }
            let underscore = kind == .underscoreBold || kind == .underscoreItalic
            if let kind {
                if let start = open[kind], !isSpace(i - 1), !underscore || isEdge(i + width) {
                    for k in start..<start + width { hidden[k] = true }
                    for k in i..<i + width { hidden[k] = true }
                    mark(start + width..<i) { s in
                        switch kind {
                        case .bold, .underscoreBold: s.bold = true
                        case .italic, .underscoreItalic: s.italic = true
                        case .strike: s.strike = true
                        }
                    }
                    open[kind] = nil
                } else if open[kind] == nil, !isSpace(i + width), !underscore || isEdge(i - 1) {
                    open[kind] = i
                }
            }
            i += width
        }
        var spans: [Span] = []
        for (k, token) in t.enumerated() where !hidden[k] {
            let piece: String
            switch token {
            case .char(let c): piece = String(c)
            case .value(let v): piece = v
            }
            if let last = spans.last, last.sameStyle(styles[k]) { spans[spans.count - 1].text += piece } else {
                var s = styles[k]; s.text = piece; spans.append(s)
            }
        }
        return spans
    }
}
