import ChartPNG
import Foundation

/// An object that creates images from views, as SwiftUI's `ImageRenderer` does; here the
/// image comes out as PNG data, since there is no `CGImage`, `UIImage` or `NSImage` on a server.
///
/// The view is drawn in its own environment: write `.environment(\.colorScheme, .dark)` on
/// the content for dark mode, as in SwiftUI.
///
/// ```swift
/// let renderer = ImageRenderer(content: SalesChart().frame(width: 400, height: 280))
/// renderer.scale = 2
/// if let png = renderer.pngData() {
///     try png.write(to: URL(fileURLWithPath: "sales.png"))
/// }
/// ```
public final class ImageRenderer<Content: View> {
    /// The root view rendered by this image renderer.
    public var content: Content
    /// The size proposed to the root view; `.unspecified` takes the view's ideal size.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Pixels per point: 2 draws a 100-point-wide view 200 pixels wide. Defaults to 1, as in SwiftUI.
    public var scale: CGFloat = 1
    /// Whether the image is fully opaque: the light or dark background is painted behind the
    /// view. When false (the default, as in SwiftUI), what the view leaves empty is transparent.
    public var isOpaque: Bool = false

    /// Creates a renderer object with a source content view.
    public init(content view: Content) { self.content = view }

    /// The current contents of the view, rasterized as PNG data; nil when the image cannot
    /// be made (a scale that is not positive, or a picture too large to hold).
    public func pngData() -> Data? {
        var renderer = ChartRenderer(content: content)
        renderer.proposedSize = proposedSize
        var scene = renderer.scene()
        if !isOpaque { scene.background = nil }
        let scale = Double(scale)
        guard (try? ChartRenderer<Content>.checkImageSize(scene, scale: scale)) != nil else { return nil }
        return Data(SceneRasterizer(options: renderer.rasterOptions()).png(for: scene, scale: scale))
    }
}
