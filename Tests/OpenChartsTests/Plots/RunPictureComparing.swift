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

/// SplitMix64 (Steele, Lea and Flood), the tests' source of repeatable random data: each call
/// gives a number in 0..<1 from the top 53 bits of the next output.
struct SplitMix64 {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> Double {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return Double(z >> 11) / Double(1 << 53)
    }
}
