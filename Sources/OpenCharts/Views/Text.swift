import ChartScene
import ChartText
import Foundation

/// A single line of text.
///
/// ```swift
/// Text("Most Sold Style").font(.callout).foregroundStyle(.secondary)
/// ```
public struct Text: View, PrimitiveView {
    public typealias Body = Never

    enum Content {
        case verbatim(String)
        case key(LocalizedStringKey)
        func resolve(_ setting: TextFormatting) -> String {
            switch self {
            case .verbatim(let s): return s
            case .key(let k): return k.resolve(setting)
            }
        }
    }

    /// Date display styles for `Text(date, style:)`.
    public enum DateStyle: Hashable, Sendable { case time, date, relative, offset, timer }

    let content: Content
    var font: Font?
    var weight: Font.Weight?
    var color: Color?
    var italicFlag = false

    /// Text shown as written, never looked up.
    public init(verbatim content: String) { self.content = .verbatim(content) }
    /// Text from any string.
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

    public func font(_ font: Font?) -> Text { var t = self; t.font = font; return t }
    public func bold() -> Text { fontWeight(.bold) }
    public func bold(_ isActive: Bool) -> Text { isActive ? bold() : self }
    public func italic() -> Text { var t = self; t.italicFlag = true; return t }
    public func fontWeight(_ weight: Font.Weight?) -> Text { var t = self; t.weight = weight; return t }
    public func foregroundColor(_ color: Color?) -> Text { var t = self; t.color = color; return t }

    /// The plain string for a locale, used where a label must be a string.
    func plainString(_ setting: TextFormatting = .posix) -> String { content.resolve(setting) }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        var f = font ?? env.font ?? .body
        if let w = weight ?? env.fontWeight { f = f.weight(w) }
        if italicFlag { f = f.italic() }
        let paint = color.map { Paint.color($0.resolved(env.colorScheme)) }
            ?? env.foregroundStyle?.paint(in: env) ?? .color(env.primaryColor)
        return TextNode(string: content.resolve(env.textFormatting), font: f.sceneFont, paint: paint, measurer: env.measurer)
    }
}

/// A measured line of text.
struct TextNode: LayoutNode {
    var string: String
    var font: SceneFont
    var paint: Paint
    var measurer: any TextMeasurer

    /// The measured size, once: layout asks for it several times per text.
    let metrics: (width: Double, ascent: Double, descent: Double)

    init(string: String, font: SceneFont, paint: Paint, measurer: any TextMeasurer) {
        self.string = RenderScope.cut(string); self.font = font; self.paint = paint; self.measurer = measurer
        let m = measurer.measure(self.string, font: font)
        metrics = (m.width, m.ascent, m.descent)
    }

    func sizeThatFits(_ p: ProposedViewSize) -> CGSize {
        let m = metrics
        let w = min(m.width, Double(p.width ?? .infinity))
        return CGSize(width: max(0, w), height: m.ascent + m.descent)
    }

    func render(in rect: CGRect, _ recorder: RenderRecorder) -> [SceneNode] {
        let m = metrics
        if recorder.firstText == nil { recorder.firstText = string }
        let shown = m.width > Double(rect.width) + 0.5 ? measurer.truncate(string, toWidth: Double(rect.width), font: font) : string
        guard !shown.isEmpty else { return [] }
        return [.text(SceneText(string: shown, origin: ScenePoint(Double(rect.minX), Double(rect.minY) + m.ascent),
                                font: font, fill: paint))]
    }
}
