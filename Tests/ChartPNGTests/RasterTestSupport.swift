@testable import ChartPNG
import ChartScene

/// Helpers for scenes drawn at 1 pixel per point, so coordinates are pixels.
enum Raster {
    static let black = Paint.color(.black)

    static func render(_ nodes: [SceneNode], width: Double = 40, height: Double = 30, background: RGBA? = nil,
                       scale: Double = 1, options: RasterOptions = RasterOptions()) -> Pixmap {
        let scene = Scene(size: SceneSize(width: width, height: height), background: background,
                          title: "Test", summary: "A test scene.", nodes: nodes)
        return SceneRasterizer(options: options).render(scene, scale: scale)
    }

    static func alpha(_ p: Pixmap, _ x: Int, _ y: Int) -> Int { Int(p.pixels[(y * p.width + x) * 4 + 3]) }

    /// The covered area in pixels: every alpha summed, over 255.
    static func area(_ p: Pixmap) -> Double {
        var total = 0
        for i in stride(from: 3, to: p.pixels.count, by: 4) { total += Int(p.pixels[i]) }
        return Double(total) / 255
    }

    static func rect(_ x: Double, _ y: Double, _ w: Double, _ h: Double, _ paint: Paint = black) -> SceneNode {
        .shape(SceneShape(path: .rect(SceneRect(x: x, y: y, width: w, height: h)), fill: paint))
    }
}
