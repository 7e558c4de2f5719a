import ChartScene
import Foundation

/// A font: one of the text styles of iOS at their default sizes, or a system font of any size.
///
/// ```swift
/// Text("Cachapa").font(.title2.bold())
/// ```
public struct Font: Hashable, Sendable {
    var size: Double
    var weight: Weight
    var design: Design
    var isItalic: Bool = false
    /// The family a custom font names, written in SVG; nil for the system font.
    var family: String?

    /// The weight of a font.
    public struct Weight: Hashable, Sendable {
        let scene: SceneFontWeight
        /// The thinnest weight.
        public static let ultraLight = Weight(scene: .ultraLight)
        /// A thin weight.
        public static let thin = Weight(scene: .thin)
        /// A light weight.
        public static let light = Weight(scene: .light)
        /// The regular weight.
        public static let regular = Weight(scene: .regular)
        /// A medium weight.
        public static let medium = Weight(scene: .medium)
        /// A semibold weight.
        public static let semibold = Weight(scene: .semibold)
        /// The bold weight.
        public static let bold = Weight(scene: .bold)
        /// A heavy weight.
        public static let heavy = Weight(scene: .heavy)
        /// The heaviest weight.
        public static let black = Weight(scene: .black)
    }

    /// The design of a font.
    public enum Design: Hashable, Sendable {
        /// The default font design.
        case `default`
        /// The serif font design.
        case serif
        /// The rounded font design.
        case rounded
        /// The monospaced font design.
        case monospaced
    }

    /// The dynamic-type text styles.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        /// The font style for large titles.
        case largeTitle
        /// The font used for first level hierarchical headings.
        case title
        /// The font used for second level hierarchical headings.
        case title2
        /// The font used for third level hierarchical headings.
        case title3
        /// The font used for headings.
        case headline
        /// The font used for subheadings.
        case subheadline
        /// The font used for body text.
        case body
        /// The font used for callouts.
        case callout
        /// The font used in footnotes.
        case footnote
        /// The font used for standard captions.
        case caption
        /// The font used for alternate captions.
        case caption2
    }

    // Sizes and weights of the iOS text styles at the default ("Large") content size.
    /// The large title style: 34 points.
    public static let largeTitle = Font(size: 34, weight: .regular, design: .default)
    /// The title style: 28 points.
    public static let title = Font(size: 28, weight: .regular, design: .default)
    /// The second-level title style: 22 points.
    public static let title2 = Font(size: 22, weight: .regular, design: .default)
    /// The third-level title style: 20 points.
    public static let title3 = Font(size: 20, weight: .regular, design: .default)
    /// The headline style: 17-point semibold.
    public static let headline = Font(size: 17, weight: .semibold, design: .default)
    /// The subheadline style: 15 points.
    public static let subheadline = Font(size: 15, weight: .regular, design: .default)
    /// The body style: 17 points.
    public static let body = Font(size: 17, weight: .regular, design: .default)
    /// The callout style: 16 points.
    public static let callout = Font(size: 16, weight: .regular, design: .default)
    /// The footnote style: 13 points.
    public static let footnote = Font(size: 13, weight: .regular, design: .default)
    /// The caption style: 12 points.
    public static let caption = Font(size: 12, weight: .regular, design: .default)
    /// The second caption style: 11 points.
    public static let caption2 = Font(size: 11, weight: .regular, design: .default)

    /// A system font of a given size.
    /// A font named `name` (a family, full or PostScript name) at `size` points, as a brand font
    /// is named in an app. A font registered with `FontRegistry.register(url:)` under that name
    /// measures the text and draws it in PNG and PDF; SVG names the family, so a viewer that has
    /// it draws with it. Without a registered font of that name, text is drawn in the bundled font.
    ///
    /// ```swift
    /// try FontRegistry.register(url: URL(fileURLWithPath: "Fonts/AvenirNext-Regular.ttf"))
    /// Text("Weekly sales").font(.custom("Avenir Next", size: 20))
    /// ```
    public static func custom(_ name: String, size: CGFloat) -> Font {
        var f = Font(size: Double(size), weight: .regular, design: .default)
        f.family = name
        return f
    }

    /// A font of the family `name` at `size` points, scaled as text of `textStyle` is.
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        custom(name, size: size)
    }

    /// A font of the family `name` at a fixed `size`, which Dynamic Type does not scale.
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { custom(name, size: fixedSize) }

    public static func system(size: CGFloat, weight: Weight = .regular, design: Design = .default) -> Font {
        Font(size: Double(size), weight: weight, design: design)
    }

    /// A system font for a text style.
    public static func system(_ style: TextStyle, design: Design = .default, weight: Weight? = nil) -> Font {
        var f = Font.style(style)
        f.design = design
        if let weight { f.weight = weight }
        return f
    }

    static func style(_ s: TextStyle) -> Font {
        switch s {
        case .largeTitle: return .largeTitle
        case .title: return .title
        case .title2: return .title2
        case .title3: return .title3
        case .headline: return .headline
        case .subheadline: return .subheadline
        case .body: return .body
        case .callout: return .callout
        case .footnote: return .footnote
        case .caption: return .caption
        case .caption2: return .caption2
        }
    }

    /// The font in bold.
    public func bold() -> Font { weight(.bold) }
    /// The font in italics.
    public func italic() -> Font { var f = self; f.isItalic = true; return f }
    /// The font in the weight `w`.
    public func weight(_ w: Weight) -> Font { var f = self; f.weight = w; return f }
    /// The font in its monospaced design.
    public func monospaced() -> Font { var f = self; f.design = .monospaced; return f }
    /// The font with digits of one width; it has no effect here.
    public func monospacedDigit() -> Font { self }

    var sceneFont: SceneFont {
        let d: SceneFont.Design
        switch design {
        case .default: d = .default
        case .serif: d = .serif
        case .rounded: d = .rounded
        case .monospaced: d = .monospaced
        }
        return SceneFont(size: size, weight: weight.scene, design: d, family: family, italic: isItalic)
    }
}
