import ChartPNG
import ChartScene
import Foundation
import OpenCharts

// `openchart-bench --png-stages [RUNS] [--only TEXT]`: where a PNG's time goes. For the 12-bar chart
// at 2×, the 1,000,000-point line at 1× and 2× and the 100 × 100 surface of --surface3d at 2×, the
// scene is built, rasterized and encoded RUNS times; prints the median milliseconds of each stage
// and the file size.

func runPNGStages(runs: Int, only: String?) {
    struct Case { let name: String; let scale: Double; let scene: () -> (Scene, RasterOptions) }
    func make<V: View>(_ view: V, width: Double, height: Double) -> (Scene, RasterOptions) {
        var r = ChartRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: width, height: height)
        r.locale = Locale(identifier: "en_US")
        r.timeZone = TimeZone(identifier: "UTC")!
        return (r.scene(), r.rasterOptions())
    }
    let cases = [
        Case(name: "12 bars 2x", scale: 2) { make(TwelveBarChart(), width: 400, height: 280) },
        Case(name: "line 1,000,000 1x", scale: 1) {
            let line = walk(1_000_000)
            return make(Chart { ForEach(line, id: \.x) { p in LineMark(x: .value("X", p.x), y: .value("Y", p.y)) } }, width: 640, height: 400)
        },
        Case(name: "line 1,000,000 2x", scale: 2) {
            let line = walk(1_000_000)
            return make(Chart { ForEach(line, id: \.x) { p in LineMark(x: .value("X", p.x), y: .value("Y", p.y)) } }, width: 640, height: 400)
        },
        Case(name: "surface 100 x 100 2x", scale: 2) { make(Surface3DBenchmarkChart(), width: 400, height: 400) },
    ]
    func ms(_ d: Duration) -> Double { Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15 }
    for c in cases where only.map({ c.name.contains($0) }) ?? true {
        var sceneTimes: [Double] = []
        var made = c.scene()
        for _ in 0..<max(1, runs) {
            let t0 = clock.now
            made = c.scene()
            sceneTimes.append(ms(clock.now - t0))
        }
        let (scene, options) = made
        let sceneTime = median(sceneTimes)
        let rasterizer = SceneRasterizer(options: options)
        var render: [Double] = [], encode: [Double] = [], bytes = 0
        for _ in 0..<max(1, runs) {
            let a = clock.now
            let pixmap = rasterizer.render(scene, scale: c.scale)
            let b = clock.now
            // The charts have an opaque background, as SceneRasterizer.png(for:scale:) knows.
            bytes = PNGEncoder.encode(pixmap, pixelsPerPoint: c.scale, opaque: true).count
            render.append(ms(b - a)); encode.append(ms(clock.now - b))
        }
        print(String(format: "%@: scene %.1f ms, rasterize %.2f ms, encode %.2f ms, %d bytes",
                     c.name, sceneTime, median(render), median(encode), bytes))
    }
}
