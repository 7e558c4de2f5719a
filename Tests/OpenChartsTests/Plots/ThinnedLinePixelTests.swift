import ChartEngine
import ChartPNG
import ChartScene
import Testing

@Suite("Thinned lines look like full ones")
struct ThinnedLinePixelTests {
    /// A random walk (SplitMix64) of `n` steps, as a sensor log looks.
    func walk(_ n: Int) -> (x: [Double], y: [Double]) {
        var random = SplitMix64(seed: 42), y = 0.0
        var xs: [Double] = [], ys: [Double] = []
        for i in 0..<n {
            y += random.next() * 2 - 1
            xs.append(Double(i)); ys.append(y)
        }
        return (xs, ys)
    }

    func raster(_ rows: [Int], _ x: [Double], _ y: [Double], size: (w: Double, h: Double)) -> Pixmap {
        let (lo, hi) = (y.min()!, y.max()!)
        var path = ScenePath()
        for (k, r) in rows.enumerated() {
            let p = ScenePoint(10 + x[r] / x.last! * (size.w - 20), 10 + (hi - y[r]) / (hi - lo) * (size.h - 20))
            if k == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        let stroke = Stroke(paint: .color(RGBA(hex: 0x007AFF)), width: 2, cap: .round, join: .round)
        let scene = Scene(size: SceneSize(width: size.w, height: size.h), background: RGBA(hex: 0xFFFFFF), title: "Walk",
                          summary: "", nodes: [.shape(SceneShape(path: path, stroke: stroke))])
        return SceneRasterizer().render(scene, scale: 2)
    }

    /// Drawn at the renderer's default PNG scale (2). Where they differ it is mostly the full line's fault:
    /// a scanline rasterizer adds the coverage of overlapping edges, so a hundred segments through one
    /// edge pixel shade it darker than one segment would.
    @Test("the M4-thinned walk differs visibly from the full one in at most 0.5% of pixels")
    func thinnedMatchesFull() {
        let (x, y) = walk(60_000)
        let kept = ColumnThinner.thinnedRows(x: x, y: y, seriesKeys: nil)
        #expect(kept.count < x.count / 5)
        let size = (w: 600.0, h: 300.0)
        let full = raster(Array(x.indices), x, y, size: size), thin = raster(kept, x, y, size: size)
        var differing = 0
        for i in stride(from: 0, to: full.pixels.count, by: 4) {
            let d = (0..<3).map { abs(Int(full.pixels[i + $0]) - Int(thin.pixels[i + $0])) }.max()!
            if d > 32 { differing += 1 }
        }
        #expect(Double(differing) / Double(full.width * full.height) <= 0.005)
    }
}
