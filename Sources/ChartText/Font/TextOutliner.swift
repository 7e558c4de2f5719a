import ChartScene

/// A line of text drawn as one filled path.
package struct TextOutline: Sendable {
    /// Every glyph's outline in points, y down, to be filled with the non-zero rule.
    package var path: ScenePath
    /// The advance width of the whole line in points.
    package var advance: Double
    /// Warnings met while shaping, one per script no font could draw.
    package var warnings: [String]
}

/// Turns text into outlines, for backends that draw glyphs as paths (the PNG rasterizer).
///
/// ```swift
/// let outline = TextOutliner.outline("Cachapa", font: SceneFont(size: 11), size: 22,
///                                    origin: ScenePoint(10, 30))
/// // outline.path: the glyphs, baseline at y = 30, pen starting at x = 10
/// // outline.advance: the line's width in points at 22 pt
/// ```
package enum TextOutliner {
    /// The outline of `string` set in `font` (its weight picks the face) at `size` points per
    /// em, starting at `origin` on the baseline and running to the right, y down.
    ///
    /// `size` is given apart from `font.size` so a caller can draw at a scale of its own; pass
    /// `font.size` to draw at the scene's size. Anchoring (middle, end) and rotation are the
    /// caller's: shift `origin` by the returned advance, or transform the path. A size that
    /// is not a positive number gives an empty path and no advance. Characters no font has
    /// are drawn as `.notdef` boxes and named in `warnings`.
    package static func outline(_ string: String, font: SceneFont, size: Double,
                                origin: ScenePoint = .zero) -> TextOutline {
        let line = TextShaper.shape(string, font: font, size: size)
        var elements: [PathElement] = []
        for glyph in line.glyphs {
            let at = ScenePoint(origin.x + glyph.x, origin.y)
            guard let path = try? glyph.face.face.path(of: glyph.glyph, size: size, origin: at) else { continue }
            elements.append(contentsOf: path.elements)
        }
        let valid = size.isFinite && size > 0 && origin.x.isFinite && origin.y.isFinite
        return TextOutline(path: valid ? ScenePath(elements) : ScenePath(), advance: valid ? line.width : 0,
                           warnings: line.warnings)
    }
}
