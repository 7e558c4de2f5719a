import ChartPNG
import ChartScene
import Foundation
@testable import OpenCharts
import Testing

/// Three defects of the 3D picture and its reading: tick labels piled up along an axis seen
/// nearly end-on, seams of background between a surface's cells in PNG, and "nan" in the data
/// table where 2D tables write a dash.
@Suite("3D charts: edge-on labels, surface seams, missing values")
struct Chart3DDefectTests {
    static func texts(in nodes: [SceneNode], classed: String) -> [SceneText] {
        var out: [SceneText] = []
        for node in nodes {
            guard case .group(let g) = node else { continue }
            if g.semantics.classes == classed {
                for child in g.children { if case .text(let t) = child { out.append(t) } }
            } else {
                out += texts(in: g.children, classed: classed)
            }
        }
        return out
    }

    struct Box: View {
        let pose: Chart3DPose
        var body: some View {
            Chart3D {
                SurfacePlot(x: "x", y: "y", z: "z") { x, z in x * z / 100 }
            }
            .chartXScale(domain: -10...10)
            .chartYScale(domain: -1...1)
            .chartZScale(domain: -10...10)
            .chart3DPose(pose)
        }
    }

    @Test("labels of an axis seen nearly edge-on are thinned, never piled on one another",
          arguments: [0.0, 5.0, 10.0, 20.0])
    func edgeOnLabels(inclination: Double) throws {
        let view = Box(pose: Chart3DPose(azimuth: .degrees(0), inclination: .degrees(inclination)))
        let scene = TestRender.renderer(view, width: 300, height: 300).scene()
        for axis in ["axis x", "axis y", "axis z"] {
            let labels = Self.texts(in: scene.nodes, classed: axis)
            // Consecutive labels lie a line apart, or side by side by more than two digits' width.
            for (a, b) in zip(labels, labels.dropFirst()) {
                let dx = abs(a.origin.x - b.origin.x), dy = abs(a.origin.y - b.origin.y)
                #expect(dy >= a.font.size || dx >= 1.5 * a.font.size,
                        "\(axis) at inclination \(inclination): \"\(a.string)\" and \"\(b.string)\" are \(dx) × \(dy) apart")
            }
        }
        // At 20° of inclination the z axis still has room for some of its five labels.
        if inclination == 20 { #expect(!Self.texts(in: scene.nodes, classed: "axis z").isEmpty) }
    }

    @Test("a flat surface of one colour is that colour from edge to edge in PNG, with no seams between its cells",
          arguments: [(30.0, 20.0), (0.0, 10.0), (60.0, 35.0), (-40.0, 8.0)])
    func noSeams(azimuth: Double, inclination: Double) throws {
        let view = Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { _, _ in 0 }
                .foregroundStyle(.blue)
        }
        .chartXScale(domain: -1...1)
        .chartYScale(domain: -1...1)
        .chartZScale(domain: -1...1)
        .chart3DSurfaceSamples(40)
        .chart3DPose(Chart3DPose(azimuth: .degrees(azimuth), inclination: .degrees(inclination)))
        let pixmap = SceneRasterizer().render(TestRender.renderer(view, width: 300, height: 300).scene(), scale: 2)
        if let dump = ProcessInfo.processInfo.environment["CHART3D_DUMP"] {
            try Data(PNGEncoder.encode(pixmap, pixelsPerPoint: 2)).write(to: URL(fileURLWithPath: dump).appendingPathComponent("seams-\(azimuth)-\(inclination).png"))
        }
        // Every cell has the same normal, so the same colour: the picture's commonest blue (the
        // box behind it is grey).
        func channels(_ c: UInt32) -> [Int] { [Int(c >> 24), Int((c >> 16) & 255), Int((c >> 8) & 255)] }
        var counts: [UInt32: Int] = [:]
        for y in 0..<pixmap.height {
            for x in 0..<pixmap.width {
                let c = pixmap.color(x: x, y: y), rgb = channels(c)
                if rgb[2] - rgb[0] > 100 { counts[c, default: 0] += 1 }
            }
        }
        let cell = try #require(counts.max { $0.value < $1.value }).key
        // The projected plane is convex: along each row, between its first and last pixels of the
        // cell colour (two pixels in from each, where its own edge is anti-aliased), every pixel
        // is the cell colour.
        var seams = 0, rows = 0
        for y in 0..<pixmap.height {
            let xs = (0..<pixmap.width).filter { pixmap.color(x: $0, y: y) == cell }
            guard let first = xs.first, let last = xs.last, last - first > 8 else { continue }
            rows += 1
            for x in (first + 2)...(last - 2) {
                let d = zip(channels(pixmap.color(x: x, y: y)), channels(cell)).map { abs($0 - $1) }.max() ?? 0
                if d > 2 { seams += 1 }
            }
        }
        #expect(rows > 20)
        #expect(seams == 0, "\(seams) pixels inside the surface show what lies behind it")
    }

    struct Point: Identifiable { let id: Int; let x: Double; let y: Double; let z: Double }

    @Test("a value that is not a number is a dash in the 3D data table, as in 2D")
    func dashInTable() throws {
        let points = [Point(id: 0, x: 1, y: 2, z: 3), Point(id: 1, x: 2, y: 4, z: .nan), Point(id: 2, x: .infinity, y: 5, z: 1)]
        let view = Chart3D(points) { p in
            PointMark(x: .value("A", p.x), y: .value("B", p.y), z: .value("C", p.z))
        }
        .chartXScale(domain: 0...5)
        .chartYScale(domain: 0...5)
        .chartZScale(domain: 0...5)
        let html = try TestRender.renderer(view, width: 300, height: 300).html()
        #expect(html.contains("<tr><th scope=\"row\">1</th><td>2</td><td>3</td></tr>"))
        #expect(html.contains("<tr><th scope=\"row\">2</th><td>4</td><td>–</td></tr>"))
        #expect(html.contains("<tr><th scope=\"row\">–</th><td>5</td><td>1</td></tr>"))
        #expect(!html.lowercased().contains(">nan<"))
        #expect(!html.contains(">inf<"))
    }
}
