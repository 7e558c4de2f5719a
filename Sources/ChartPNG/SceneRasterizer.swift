import ChartScene

/// Turns a string in a font at a size (in points) into glyph outlines: a path in points with
/// the run's start on the baseline at the origin, y pointing down as in the scene, and the
/// run's advance width. Nil when the string cannot be outlined.
package typealias GlyphOutliner = @Sendable (String, SceneFont, Double) -> (path: ScenePath, advance: Double)?

/// How a scene is rasterized.
package struct RasterOptions: Sendable {
    /// Outlines text; without one, text nodes draw nothing.
    package var glyphOutliner: GlyphOutliner?
    /// Whether italic text in a font leans as a synthetic oblique (no italic face draws it);
    /// without one, all italic text leans.
    package var needsOblique: (@Sendable (SceneFont) -> Bool)?
    /// How far a flattened curve may stray from the true one, in pixels.
    package var tolerance: Double = 0.1

    package init(glyphOutliner: GlyphOutliner? = nil) { self.glyphOutliner = glyphOutliner }
}

/// The PNG backend's front: a ``Scene`` drawn into a ``Pixmap`` and written as PNG bytes.
///
/// The stages, each in its own file, are named for what they do, as tiny-skia names its own:
/// ``PathFlattener`` (curves to polylines), ``Dasher`` and ``Stroker`` (strokes to outlines),
/// ``CoverageAccumulator`` (edges to exact-area coverage per pixel), ``Shader`` and
/// ``Blitter`` (paint and source-over compositing), ``Mask`` (clips), ``PNGEncoder`` and
/// ``Deflate`` (the file). The picture is the one the SVG writer describes: the same pen rules
/// for non-finite points, the same gradient boxes, group opacity through a layer.
///
/// ```swift
/// let png = try SceneRasterizer().png(for: scene, scale: 2)
/// ```
package struct SceneRasterizer: Sendable {
    package var options: RasterOptions

    /// The most pixels one picture may have (about 8,000 by 8,000): 256 MB of pixels.
    package static let maximumPixelCount = 64_000_000
    /// The longest side one picture may have, in pixels.
    package static let maximumSide = 32_768

    package init(options: RasterOptions = RasterOptions()) { self.options = options }

    /// The size in pixels of `scene` drawn at `scale` pixels per point: each side rounded up,
    /// at least 1 pixel (PNG has no empty pictures). Nil when the scale or size is not finite.
    package static func pixelSize(of scene: Scene, scale: Double) -> (width: Int, height: Int)? {
        func side(_ points: Double) -> Int? {
            let v = (points.isFinite ? max(0, points) : 0) * scale
            guard v.isFinite, v < 1e9 else { return nil }
            return max(1, Int(saturating: (v - 1e-9).rounded(.up)))
        }
        guard scale.isFinite, scale > 0, let w = side(scene.size.width), let h = side(scene.size.height) else { return nil }
        return (w, h)
    }

    /// Draws `scene` at `scale` pixels per point; the caller checks the size first.
    package func render(_ scene: Scene, scale: Double) -> Pixmap {
        let size = Self.pixelSize(of: scene, scale: scale) ?? (1, 1)
        var canvas = Canvas(width: size.width, height: size.height, background: Self.background(of: scene), options: options)
        let root = SceneTransform(a: scale, b: 0, c: 0, d: scale, tx: 0, ty: 0)
        canvas.draw(scene.nodes, ctm: root, mask: nil)
        return canvas.target
    }

    /// The scene as PNG bytes, with `scale` recorded as the resolution (72 points per inch).
    package func png(for scene: Scene, scale: Double) -> [UInt8] {
        // Source-over onto an opaque pixel leaves it opaque, so an opaque background makes
        // an opaque picture without looking at its pixels.
        let opaque = Self.background(of: scene).a == 255
        return PNGEncoder.encode(render(scene, scale: scale), pixelsPerPoint: scale, opaque: opaque ? true : nil)
    }

    /// The colour every pixel starts with: the scene's background, or transparent.
    static func background(of scene: Scene) -> PremultipliedColor {
        guard let color = scene.background, case .solid(let c)? = Shader.solid(color, opacity: 1) else { return .clear }
        return c
    }
}
