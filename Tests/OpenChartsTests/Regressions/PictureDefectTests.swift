import ChartPNG
import Foundation
@testable import OpenCharts
import Testing

/// Defects found by looking at pictures of app screens: each checked on the picture's pixels or geometry.
@Suite("Pictures: annotation shapes, stacked seams, plot style sizes")
struct PictureDefectTests {
    struct Candle: Identifiable { let id: Int; let open: Double; let close: Double }
    static let candles = [Candle(id: 0, open: 10, close: 30), Candle(id: 1, open: 30, close: 20), Candle(id: 2, open: 20, close: 40)]

    @Test("a shape without a frame over its mark fills the mark, as a candle's outline does; text keeps its size")
    func overlayShapeFillsMark() throws {
        let chart = Chart(Self.candles) { c in
            RectangleMark(x: .value("Day", "\(c.id)"), yStart: .value("Open", c.open), yEnd: .value("Close", c.close), width: 20)
                .foregroundStyle(.clear)
                .annotation(position: .overlay) { Rectangle().stroke(Color.red, lineWidth: 1) }
        }
        let doc = try #require(ParsedSVG(TestRender.renderer(chart).svg()))
        let marks = doc.elements(classed: "mark rectangle").compactMap { PathDataReader.box($0.attributes["d"] ?? "") }
        let outlines = doc.elements.filter { $0.attributes["stroke"] == "#ff3b30" }.compactMap { PathDataReader.box($0.attributes["d"] ?? "") }
        #expect(marks.count == 3 && outlines.count == 3)
        for (m, o) in zip(marks, outlines) {
            // The outline is the mark's rectangle: 20 points wide, as high as open to close.
            #expect(abs(o.width - m.width) < 0.01 && abs(o.height - m.height) < 0.01 && abs(o.minY - m.minY) < 0.01)
            #expect(abs(o.width - 20) < 0.01)
        }
        let labelled = Chart(Self.candles) { c in
            BarMark(x: .value("Day", "\(c.id)"), y: .value("Close", c.close), width: 8)
                .annotation(position: .overlay) { Text("Long label") }
        }
        let texts = try #require(ParsedSVG(TestRender.renderer(labelled).svg())).elements.filter { $0.name == "text" && $0.text.hasPrefix("Long") }
        #expect(texts.map(\.text) == ["Long label", "Long label", "Long label"])
    }

    @Test("stacked bars in PNG meet without a line of background between their segments")
    func stackedSeams() throws {
        let chart = Chart {
            ForEach(["Mon", "Tue", "Wed"], id: \.self) { d in
                BarMark(x: .value("Day", d), y: .value("Cups", 3)).foregroundStyle(by: .value("Kind", "a"))
                BarMark(x: .value("Day", d), y: .value("Cups", 2)).foregroundStyle(by: .value("Kind", "b"))
                BarMark(x: .value("Day", d), y: .value("Cups", 4)).foregroundStyle(by: .value("Kind", "c"))
            }
        }
        let r = TestRender.renderer(chart, width: 300, height: 200)
        let doc = try #require(ParsedSVG(r.svg()))
        let boxes = doc.elements(classed: "mark bar").compactMap { PathDataReader.box($0.attributes["d"] ?? "") }
        let first = boxes.filter { abs($0.minX - boxes[0].minX) < 0.01 }
        #expect(first.count == 3)
        // The segments' shared edges fall inside pixels at scale 2 (112.86 × 2 = 225.72): where the
        // segments were anti-aliased alone, their colours mixed with the white behind them.
        let top = first.map(\.minY).min()!, bottom = first.map(\.maxY).max()!
        let p = SceneRasterizer(options: r.rasterOptions()).render(r.scene(), scale: 2)
        let x = Int(saturating: (first[0].midX * 2).rounded())
        let colours = Set(first.map { b in p.color(x: x, y: Int(saturating: ((b.minY + b.maxY)).rounded())) })
        #expect(colours.count == 3)
        for y in Int(saturating: (top * 2).rounded())..<Int(saturating: (bottom * 2).rounded()) {
            #expect(colours.contains(p.color(x: x, y: y)), "row \(y)")
        }
    }

    @Test("a 100 by 100 plot style frame makes a chart of the plot and its axes around it")
    func plotStyleFrame() throws {
        struct P: Identifiable { let id: Int; let x: Double; let y: Double }
        let points = (1...5).map { P(id: $0, x: Double($0), y: Double(6 - $0)) }
        var r = ChartRenderer(content: Chart(points) { PointMark(x: .value("x", $0.x), y: .value("y", $0.y)) }
            .chartPlotStyle { $0.frame(width: 100, height: 100) })
        r.locale = Locale(identifier: "en_US")
        let size = r.scene().size
        let doc = try #require(ParsedSVG(r.svg()))
        let grid = doc.elements(classed: "grid y").first.map { _ in doc.elements.filter { $0.attributes["stroke"] == "#d1d1d6" } } ?? []
        #expect(!grid.isEmpty)
        // Wider than the plot by the y labels' column, taller by the x labels' row.
        #expect(size.width > 100 && size.width < 140)
        #expect(size.height > 110 && size.height < 140)
    }
}

extension Pixmap {
    /// The straight colour of a pixel as one number, for comparing.
    func color(x: Int, y: Int) -> UInt32 {
        let i = (y * width + x) * 4
        return UInt32(pixels[i]) << 24 | UInt32(pixels[i + 1]) << 16 | UInt32(pixels[i + 2]) << 8 | UInt32(pixels[i + 3])
    }
}
