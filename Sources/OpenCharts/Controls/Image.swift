import ChartScene
import Foundation

/// A picture: one of the built-in SF Symbols, drawn as vector paths at the size of the font,
/// or a placeholder for an asset image, which a render cannot load.
///
/// ```swift
/// Label("Steps", systemImage: "figure.walk")
/// Image(systemName: "chart.bar.fill").font(.title).foregroundStyle(.blue)
/// ```
nonisolated public struct Image: View, PrimitiveView, Hashable, Sendable {
    public typealias Body = Never

    enum Source: Hashable, Sendable {
        case system(String)
        case asset(String)
    }

    /// How big a symbol is beside text of the same font.
    public enum Scale: Hashable, Sendable, CaseIterable {
        /// A scale that produces small images.
        case small
        /// A scale that produces medium-sized images.
        case medium
        /// A scale that produces large images.
        case large

        /// The symbol's size relative to medium, as SF Symbols scales.
        var factor: Double {
            switch self {
            case .small: return 0.78
            case .medium: return 1
            case .large: return 1.29
            }
        }
    }

    /// Whether an image is drawn in its own colours or as a template in the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        /// A mode that renders all non-transparent pixels as the foreground color.
        case template
        /// A mode that renders pixels of bitmap images as-is.
        case original
    }

    /// How a resizable image fills its frame.
    public enum ResizingMode: Hashable, Sendable {
        /// A mode to repeat the image at its original size.
        case tile
        /// A mode to enlarge or reduce the image.
        case stretch
    }

    /// How an image is smoothed when scaled.
    public enum Interpolation: Hashable, Sendable {
        /// No interpolation.
        case none
        /// A low level of interpolation quality.
        case low
        /// A medium level of interpolation quality.
        case medium
        /// A high level of interpolation quality.
        case high
    }

    let source: Source
    var isResizable = false
    var renderingMode: TemplateRenderingMode?
    var symbolMode: SymbolRenderingMode?

    /// A built-in SF Symbol; names outside the built-in set draw a placeholder and a warning.
    public init(systemName: String) { source = .system(systemName) }

    /// A symbol with a variable value, which the built-in symbols draw whole.
    public init(systemName: String, variableValue: Double?) { self.init(systemName: systemName) }

    /// An image from the app's asset catalogue, drawn as a placeholder with a warning.
    public init(_ name: String, bundle: Bundle? = nil) { source = .asset(name) }

    /// An asset image that is decoration only, drawn as a placeholder with a warning.
    public init(decorative name: String, bundle: Bundle? = nil) { self.init(name, bundle: bundle) }

    /// An asset image with an accessibility label, drawn as a placeholder with a warning.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) { self.init(name, bundle: bundle) }

    /// The image stretched to fill its frame instead of keeping its natural size.
    ///
    /// ```swift
    /// Image(systemName: "star.fill").resizable().frame(width: 40, height: 40)
    /// ```
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var i = self; i.isResizable = true; return i
    }

    /// Draws the image as a template in the foreground style, or in its own colours.
    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var i = self; i.renderingMode = renderingMode; return i
    }

    /// Sets how a symbol's layers are coloured.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image {
        var i = self; i.symbolMode = mode; return i
    }

    /// Accepted; scaled images are drawn as vectors here.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }

    /// Accepted; every image is antialiased.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        var font = env.font ?? .body
        if let w = env.fontWeight { font = font.weight(w) }
        let style = SymbolStyle(font: font, scale: env.controls.imageScale,
                                paint: env.foregroundStyle?.paint(in: env) ?? .color(env.primaryColor),
                                knockout: .color(UIColor.systemBackground.resolved(env.colorScheme)))
        switch source {
        case .system(let name):
            let resolved = SymbolNames.resolve(name, variants: env.controls.symbolVariants)
            if let glyph = SymbolGlyph.all[resolved] {
                return SymbolNode(glyph: glyph, style: style, resizable: isResizable, missing: nil)
            }
            return SymbolNode(glyph: SymbolNames.placeholder, style: style, resizable: isResizable,
                              missing: "Image(systemName: \"\(name)\") is not among the built-in symbols; a placeholder is drawn.")
        case .asset(let name):
            return SymbolNode(glyph: SymbolNames.placeholder, style: style, resizable: isResizable,
                              missing: "Image(\"\(name)\") needs an asset catalogue, which a render cannot load; a placeholder is drawn.")
        }
    }
}

/// How a symbol is drawn: its font, scale and paints.
struct SymbolStyle: Sendable {
    var font: Font
    var scale: Image.Scale
    var paint: Paint
    /// The paint of knocked-out details: the window background.
    var knockout: Paint

    /// Points per grid unit: the 24-unit grid is 1.2 times the font size high.
    var unit: Double { font.size * scale.factor / 20 }

    /// The stroke width in grid units for the font's weight: regular is 1.75.
    var strokeUnits: Double {
        switch font.weight.scene {
        case .ultraLight: return 0.8
        case .thin: return 1.05
        case .light: return 1.4
        case .regular: return 1.75
        case .medium: return 2
        case .semibold: return 2.25
        case .bold: return 2.5
        case .heavy: return 2.85
        case .black: return 3.2
        }
    }
}
