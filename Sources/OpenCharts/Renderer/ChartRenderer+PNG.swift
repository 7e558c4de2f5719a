import ChartPNG
import ChartScene
import ChartText
import Foundation

extension ChartRenderer {
    /// The view as a PNG image, `scale` pixels per point (2 gives a Retina-sharp picture).
    ///
    /// The picture is the SVG's, anti-aliased, drawn in pure Swift with no system library.
    /// Fully opaque pictures are written without an alpha channel; the resolution is
    /// recorded as `72 × scale` dots per inch. The same view gives the same bytes.
    ///
    /// ```swift
    /// var renderer = ChartRenderer(content: SalesChart())
    /// renderer.proposedSize = ProposedViewSize(width: 640, height: 400)
    /// let png = try renderer.png(scale: 2)   // 1280 × 800 pixels
    /// try png.write(to: URL(fileURLWithPath: "sales.png"))
    /// ```
    ///
    /// - Throws: ``ImageRenderingError`` when the scale is not a positive number or the
    ///   picture would pass ``ImageRenderingError/maximumPixelCount`` pixels;
    ///   ``ChartRenderLimitError`` when one of ``limits`` would cut a chart short.
    public func png(scale: Double = 2) throws -> Data {
        try png(scale: scale, options: rasterOptions())
    }

    /// The PNG with explicit rasterizer options, such as a glyph outliner or none.
    package func png(scale: Double, options: RasterOptions) throws -> Data {
        // A PNG carries no text description: the scene's summary is not worked out.
        let scene = try checkedScene(summarized: false)
        try Self.checkImageSize(scene, scale: scale)
        let png = SceneRasterizer(options: options).png(for: scene, scale: scale)
        try checkOutputSize(png.count)
        return Data(png)
    }

    /// The rasterizer options every PNG render uses: text drawn as outlines of the bundled font,
    /// with the machine's fonts for glyphs it lacks, as the PDF embeds them.
    package func rasterOptions() -> RasterOptions {
        var options = RasterOptions(glyphOutliner: { string, font, size in
            let outline = TextOutliner.outline(string, font: font, size: size)
            return (outline.path, outline.advance)
        })
        options.needsOblique = { TextShaper.needsOblique($0) }
        return options
    }

    /// Throws unless `scene` at `scale` makes a picture of a sane size.
    static func checkImageSize(_ scene: Scene, scale: Double) throws {
        guard scale.isFinite, scale > 0 else { throw ImageRenderingError.invalidScale(scale) }
        guard let size = SceneRasterizer.pixelSize(of: scene, scale: scale),
              size.width <= SceneRasterizer.maximumSide, size.height <= SceneRasterizer.maximumSide,
              size.width * size.height <= SceneRasterizer.maximumPixelCount else {
            let w = scene.size.width * scale, h = scene.size.height * scale
            throw ImageRenderingError.imageTooLarge(width: w.isFinite ? w : .infinity, height: h.isFinite ? h : .infinity)
        }
    }
}

/// Why a view could not be drawn as an image.
public enum ImageRenderingError: Error, CustomStringConvertible, Equatable {
    /// The scale was zero, negative or not a number.
    case invalidScale(Double)
    /// The picture would be larger than ``maximumPixelCount`` pixels or
    /// ``maximumSide`` pixels on a side; the sizes are in pixels.
    case imageTooLarge(width: Double, height: Double)

    /// The most pixels a picture may have (64 million, about 8,000 × 8,000).
    public static let maximumPixelCount = SceneRasterizer.maximumPixelCount
    /// The longest side a picture may have, in pixels.
    public static let maximumSide = SceneRasterizer.maximumSide

    /// A sentence that says what went wrong.
    public var description: String {
        switch self {
        case .invalidScale(let s):
            return "Cannot draw at scale \(s): use a positive number of pixels per point, such as 2."
        case .imageTooLarge(let w, let h):
            return "A \(Int(saturating: min(w, 1e12)))×\(Int(saturating: min(h, 1e12)))-pixel image is too large (at most "
                + "\(Self.maximumSide) pixels a side and \(Self.maximumPixelCount) in all): use a smaller size or scale."
        }
    }
}
