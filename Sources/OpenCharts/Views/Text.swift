import ChartScene
import ChartText
import Foundation

/// Text that wraps onto as many lines as its room and `lineLimit` allow, as SwiftUI's does.
///
/// ```swift
/// Text("Most Sold Style").font(.callout).foregroundStyle(.secondary)
/// ```
nonisolated public struct Text: View, PrimitiveView {
    public typealias Body = Never

    enum Content {
        case verbatim(String)
        case key(LocalizedStringKey)
        case joined([Content])
        func resolve(_ setting: TextFormatting) -> String {
            switch self {
            case .verbatim(let s): return s
            case .key(let k): return k.resolve(setting)
            case .joined(let parts): return parts.map { $0.resolve(setting) }.joined()
            }
        }
    }

    /// Date display styles for `Text(date, style:)`.
    public enum DateStyle: Hashable, Sendable {
        /// A style that displays only the time.
        case time
        /// A style that displays a date.
        case date
        /// A style that displays a date relative to now.
        case relative
        /// A style that displays a date as an offset from now.
        case offset
        /// A style that displays a date as a timer counting from now.
        case timer
    }

    /// Where a line too long for its room loses characters, replaced by "…".
    public enum TruncationMode: Hashable, Sendable {
        /// Truncate at the beginning of the line.
        case head
        /// Truncate at the end of the line.
        case tail
        /// Truncate in the middle of the line.
        case middle
    }

    /// A case that text is shown in, whatever case it was written in.
    public enum Case: Hashable, Sendable {
        /// Displays text in all uppercase characters.
        case uppercase
        /// Displays text in all lowercase characters.
        case lowercase
    }

    let content: Content
    /// The pieces of a concatenation (`Text + Text`), each with its own style; empty otherwise.
    var parts: [Text] = []
    var font: Font?
    var weight: Font.Weight?
    var color: Color?
    var style: AnyShapeStyle?
    var italicFlag = false
    /// Lines drawn under or through the text, in their colour (`nil`: the text's).
    var underline: Color?? = nil
    var strikethrough: Color?? = nil

    init(content: Content) { self.content = content }

    /// Text shown as written, never looked up.
    public init(verbatim content: String) { self.content = .verbatim(content) }
    /// Text from any string, shown as it is; a string literal is read as a key instead, as SwiftUI
    /// reads it.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ content: S) { self.content = .verbatim(String(content)) }
    /// Text from a string literal, with interpolations formatted for the renderer's locale.
    public init(_ key: LocalizedStringKey, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self.content = .key(key)
    }
    /// A date in a display style.
    public init(_ date: Date, style: DateStyle) {
        var i = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: 1)
        i.appendInterpolation(date, style: style)
        self.content = .key(LocalizedStringKey(stringInterpolation: i))
    }
    /// A value formatted by a format style.
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        var i = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: 1)
        i.appendInterpolation(input, format: format)
        self.content = .key(LocalizedStringKey(stringInterpolation: i))
    }
    /// A value formatted by a `Formatter`.
    public init<Subject: ReferenceConvertible>(_ subject: Subject, formatter: Formatter) {
        self.content = .verbatim(formatter.string(for: subject) ?? "")
    }

    /// The text in a font; a concatenation's pieces keep fonts of their own.
    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    /// The text in bold.
    public func bold() -> Text { fontWeight(.bold) }
    /// The text in bold when `isActive` is true.
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    /// The text in italics.
    public func italic() -> Text { var t = self; t.italicFlag = true; return t }
    /// The text in italics when `isActive` is true.
    public func italic(_ isActive: Bool) -> Text { isActive ? italic() : self }
    /// The text at a weight.
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.weight = weight; return t }
    /// The text in a colour.
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; return t }
    /// The text in a style: a colour or a level such as `.secondary`.
    ///
    /// ```swift
    /// Text("Updated hourly").foregroundStyle(.secondary)
    /// ```
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text {
        var t = self; t.style = AnyShapeStyle(style); t.color = nil; return t
    }
    /// Digits of equal width; the built-in metrics already give every digit one width.
    public func monospacedDigit() -> Text { self }
    /// A monospaced font; accepted for source compatibility with the `isActive` flag.
    public func monospaced(_ isActive: Bool = true) -> Text {
        guard isActive else { return self }
        var t = self; t.font = (font ?? .body).monospaced(); return t
    }

    /// The text underlined, in its own colour or the one given.
    ///
    /// ```swift
    /// Text("See all stores").underline()
    /// ```
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        var t = self; t.underline = isActive ? .some(color) : nil; return t
    }
    /// The text struck through, in its own colour or the one given.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        var t = self; t.strikethrough = isActive ? .some(color) : nil; return t
    }
    /// Room between characters; accepted, text keeps its font's spacing.
    public func kerning(_ kerning: CGFloat) -> Text { self }
    /// Room added after each character; accepted, text keeps its font's spacing.
    public func tracking(_ tracking: CGFloat) -> Text { self }
    /// A shift of the baseline; accepted, text stays on its line.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }

    /// Two texts set one after the other, each keeping its own style.
    ///
    /// ```swift
    /// Text("Total: ").bold() + Text(total, format: .number)
    /// ```
    public static func + (lhs: Text, rhs: Text) -> Text {
        var t = Text(content: .joined([lhs.content, rhs.content]))
        t.parts = lhs.pieces + rhs.pieces
        return t
    }

    /// The pieces this text is made of, each with its own style.
    var pieces: [Text] {
        guard !parts.isEmpty else { return [self] }
        if font == nil && weight == nil && color == nil && style == nil && !italicFlag && underline == nil && strikethrough == nil {
            return parts
        }
        return [self]
    }

    /// The plain string for a locale, used where a label must be a string.
    func plainString(_ setting: TextFormatting = .posix) -> String { content.resolve(setting) }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        TextNode(runs: runs(env, inherited: nil), measurer: env.measurer, options: TextLayoutOptions(env))
    }

    /// The styled runs of this text: its pieces, each styled by itself, then by the text around
    /// it, then by the environment.
    func runs(_ env: EnvironmentValues, inherited outer: Text?) -> [TextRun] {
        if !parts.isEmpty { return parts.flatMap { $0.runs(env, inherited: self.merged(over: outer)) } }
        let me = merged(over: outer)
        var f = me.font ?? env.font ?? .body
        if let w = me.weight ?? env.fontWeight { f = f.weight(w) }
        if me.italicFlag { f = f.italic() }
        let paint = me.color.map { Paint.color($0.resolved(env.colorScheme)) }
            ?? me.style?.paint(in: env) ?? env.foregroundStyle?.paint(in: env) ?? .color(env.primaryColor)
        func cased(_ string: String) -> String {
            switch env.textCase {
            case .uppercase?: return string.uppercased(with: env.locale)
            case .lowercase?: return string.lowercased(with: env.locale)
            case nil: return string
            }
        }
        func line(_ c: Color??) -> Paint? { c.map { $0.map { .color($0.resolved(env.colorScheme)) } ?? paint } }
        guard case .key(let key) = content else {
            return [TextRun(string: cased(content.resolve(env.textFormatting)), font: f.sceneFont, paint: paint,
                            underline: line(me.underline), strikethrough: line(me.strikethrough))]
        }
        // A string literal's Markdown styles its spans, over the text's own style.
        let link = Paint.color((env.tint ?? .accentColor).resolved(env.colorScheme))
        let spans = InlineMarkdown.spans(key, env.textFormatting)
        return (spans.isEmpty ? [InlineMarkdown.Span()] : spans).map { span in
            var font = f
            if span.bold && f.weight.scene.rawValue < SceneFontWeight.bold.rawValue { font = font.weight(.bold) }
            if span.italic { font = font.italic() }
            if span.code { font = font.monospaced() }
            let fill = span.link ? link : paint
            return TextRun(string: cased(span.text), font: font.sceneFont, paint: fill, underline: line(me.underline),
                           strikethrough: span.strike ? fill : line(me.strikethrough))
        }
    }

    /// This text's style, with what it leaves unset taken from `outer`.
    private func merged(over outer: Text?) -> Text {
        guard let outer else { return self }
        var t = self
        t.font = font ?? outer.font
        t.weight = weight ?? outer.weight
        if color == nil && style == nil { t.color = outer.color; t.style = outer.style }
        t.italicFlag = italicFlag || outer.italicFlag
        t.underline = underline ?? outer.underline
        t.strikethrough = strikethrough ?? outer.strikethrough
        return t
    }
}
