import Foundation
@testable import OpenCharts
import OpenChartsGallery
import Testing

@Suite("3D charts in every output")
struct Chart3DOutputTests {
    static var items: [GalleryItem] { Gallery.items.filter { $0.id.hasPrefix("7") } }

    @Test("the 3D gallery draws as SVG, PNG and PDF; set CHART3D_DUMP to a folder to keep the PNGs")
    func outputs() throws {
        let dump = ProcessInfo.processInfo.environment["CHART3D_DUMP"]
        #expect(Self.items.count == 7)
        for item in Self.items {
            let r = item.renderer()
            let svg = r.svg()
            #expect(svg.contains("class=\"mark "), "\(item.id) draws no marks")
            let png = try r.png(scale: 2)
            #expect(png.count > 1000)
            let pdf = try r.pdf()
            #expect(pdf.starts(with: Data("%PDF".utf8)))
            if let dump {
                try png.write(to: URL(fileURLWithPath: dump).appendingPathComponent("\(item.id).png"))
                try Data(svg.utf8).write(to: URL(fileURLWithPath: dump).appendingPathComponent("\(item.id).svg"))
            }
        }
    }

    @Test("an offline page carries each 3D chart's geometry and the script that turns it")
    func turningPage() throws {
        let dump = ProcessInfo.processInfo.environment["CHART3D_DUMP"]
        for id in ["74-penguin-points", "70-surface-height-based"] {
            let item = try #require(Gallery.items.first { $0.id == id })
            let html = try item.renderer().html()
            #expect(html.contains("<script type=\"application/json\" id=\"oc-3d-0\">{\"cx\":"))
            #expect(html.contains("querySelectorAll('g.chart3d')"))
            if let dump { try Data(html.utf8).write(to: URL(fileURLWithPath: dump).appendingPathComponent("\(id).html")) }
        }
        // Labels in the geometry cannot end the script element they sit in.
        #expect(Chart3DRenderer.jsonString("</script><b>\"") == "\"\\u003c/script\\u003e\\u003cb\\u003e\\\"\"")
    }

    @Test("the same chart draws the same bytes twice")
    func deterministic() throws {
        let item = try #require(Self.items.first)
        #expect(item.renderer().svg() == item.renderer().svg())
    }

    @Test("the description names the three axes and their ranges")
    func description() throws {
        let item = try #require(Gallery.items.first { $0.id == "70-surface-height-based" })
        let svg = item.renderer().svg()
        #expect(svg.contains("X axis x from -2 to 2; Y axis y from -1 to 1; Z axis z from -2 to 2."))
    }

    @Test("points are labelled with their three values and series")
    func pointLabels() throws {
        struct P: Identifiable { let id: Int; let x: Double; let y: Double; let z: Double }
        let view = Chart3D([P(id: 0, x: 1, y: 2, z: 3)]) { p in
            PointMark(x: .value("Width", p.x), y: .value("Height", p.y), z: .value("Depth", p.z))
                .foregroundStyle(by: .value("Kind", "A <b>"))
        }
        let svg = ChartRenderer(content: view).svg()
        #expect(svg.contains("A &lt;b&gt;, Width 1, Height 2, Depth 3"))
        #expect(!svg.contains("<b>"))
    }

    @Test("if, else and for build 3D content")
    func builders() {
        var collector = Mark3DCollector()
        let flag = false
        @Chart3DContentBuilder var content: some Chart3DContent {
            if flag {
                PointMark(x: .value("x", 1), y: .value("y", 1), z: .value("z", 1))
            } else {
                RuleMark(x: .value("x", 1), y: .value("y", 1), z: .value("z", 1))
                RectangleMark(x: .value("x", 0..<1), y: .value("y", 1), z: .value("z", 0..<1))
            }
            for i in 0..<3 { PointMark(x: .value("x", i), y: .value("y", i), z: .value("z", i)).metalness(1) }
        }
        collectMarks3D(content, into: &collector)
        #expect(collector.marks.map(\.kind) == [.rule, .rectangle, .point, .point, .point])
        #expect(collector.marks.last?.metalness == 1)
    }

    @Test("NaN and infinite values draw nothing and do not crash")
    func badValues() {
        let view = Chart3D {
            PointMark(x: .value("x", Double.nan), y: .value("y", 1), z: .value("z", 1))
            SurfacePlot(x: "x", y: "y", z: "z") { x, _ in x > 0 ? .infinity : x }
        }
        let svg = ChartRenderer(content: view).svg()
        #expect(!svg.contains("NaN") && !svg.contains("nan") && !svg.contains("inf"))
    }
}
