/// The weight of a font, as SwiftUI names them, with their CSS numeric weights.
public enum SceneFontWeight: Int, Hashable, Sendable, CaseIterable {
    case ultraLight = 100, thin = 200, light = 300, regular = 400, medium = 500
    case semibold = 600, bold = 700, heavy = 800, black = 900
}

/// A font request: a size in points, a weight, and an optional family; `design` picks the
/// generic family when no family is named.
public struct SceneFont: Hashable, Sendable {
    public enum Design: String, Hashable, Sendable { case `default`, serif, rounded, monospaced }

    public var size: Double
    public var weight: SceneFontWeight
    public var design: Design
    public var family: String?
    public var italic: Bool

    public init(size: Double, weight: SceneFontWeight = .regular, design: Design = .default,
                family: String? = nil, italic: Bool = false) {
        self.size = size; self.weight = weight; self.design = design; self.family = family; self.italic = italic
    }
}

/// The slant of italic text drawn from upright outlines: the tangent of 12°, the lean of a
/// typical oblique face.
public enum TextOblique {
    public static let slant = 0.21255656167002213
}
