import ChartPNG
import ChartScene
import Foundation
import OpenCharts
import Testing

/// How the tests of runs (bars, spans, styled scatters, heat maps) compare a run's picture with
/// the picture of one mark per row: both drawn at 600 × 300 points at the PNG scale of 2, and the
/// share of pixels that differ by more than 32 levels in a channel, the line-thinning test's
/// tolerance.
protocol RunPictureComparing {}

extension RunPictureComparing {
    /// The chart drawn at the renderer's default PNG scale (2).
    func raster<V: View>(_ view: V) -> Pixmap {
        SceneRasterizer().render(TestRender.renderer(view, width: 600, height: 300).scene(), scale: 2)
    }

    /// The share of pixels whose colour differs by more than 32 in a channel; all of them when the
    /// pictures are not the same size.
    func differing(_ a: Pixmap, _ b: Pixmap) -> Double {
        guard a.width == b.width, a.height == b.height else {
            Issue.record("the pictures are \(a.width)×\(a.height) and \(b.width)×\(b.height) pixels")
            return 1
        }
        var n = 0
        for i in stride(from: 0, to: a.pixels.count, by: 4) {
            let d = (0..<3).map { abs(Int(a.pixels[i + $0]) - Int(b.pixels[i + $0])) }.max() ?? 0
            if d > 32 { n += 1 }
        }
        return Double(n) / Double(a.width * a.height)
    }

    /// How often `needle` occurs in `text`.
    func count(_ needle: String, in text: String) -> Int { text.components(separatedBy: needle).count - 1 }
}
