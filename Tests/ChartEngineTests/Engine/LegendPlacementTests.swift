import ChartEngine
import ChartScene
import Testing

/// The fixture draws legends in 11-point text: a line box of 10.45 + 2.75 = 13.2 points, and the
/// labels "A" and "B" 667/1000 em = 7.337 points wide. Each entry is an 8-point dot, a 4-point
/// gap and its label (19.337 points), entries 12 points apart: a row is 50.674 × 13.2.
@Suite("Legend placement")
struct LegendPlacementTests {
    typealias F = EngineFixture
    let bars = [F.bar("Mon", 40, color: "A"), F.bar("Mon", 20, color: "B")]
    let row = (width: 50.674, height: 13.2)

    func render(_ position: AnnotationPlacement, alignment: (x: Double, y: Double)? = nil, spacing: Double? = nil) -> Drawn {
        var options = ChartOptions()
        options.legendOptions.position = position
        options.legendOptions.alignment = alignment
        options.legendOptions.spacing = spacing
        return F.render(bars, options: options)
    }

    /// The legend's top-leading corner, from its first dot (8 points across, centred on the row).
    func corner(_ d: Drawn) throws -> ScenePoint {
        let dot = try #require(d.boxes("legend-entry").first)
        return ScenePoint(dot.minX, dot.minY - (row.height - 8) / 2)
    }

    func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-6 }

    @Test("automatic: below the chart at the frame's leading edge, the plot 10 points above it and the x labels")
    func automatic() throws {
        let d = render(.automatic)
        let c = try corner(d)
        #expect(close(c.x, 20) && close(c.y, 310 - row.height))
        // Plot bottom: 310 − (13.2 + 10) for the legend − (4 + 13.2) for the x labels.
        #expect(close(d.plot.maxY, 310 - 23.2 - 17.2))
    }

    @Test("top: above the chart; the plot starts below it, half a label line lower for the top y label")
    func top() throws {
        let d = render(.top)
        let c = try corner(d)
        #expect(close(c.x, 20) && close(c.y, 10))
        #expect(close(d.plot.minY, 10 + 23.2 + 6.6))
        #expect(close(d.plot.maxY, 310 - 17.2))
    }

    @Test("top trailing: the row ends at the frame's trailing edge")
    func topTrailing() throws {
        let c = try corner(render(.topTrailing))
        #expect(close(c.x, 420 - row.width) && close(c.y, 10))
    }

    @Test("bottom with centre alignment and 20 points of spacing")
    func bottomCentred() throws {
        let d = render(.bottom, alignment: (0.5, 0.5), spacing: 20)
        let c = try corner(d)
        #expect(close(c.x, 20 + (400 - row.width) / 2))
        #expect(close(c.y, 310 - row.height))
        #expect(close(d.plot.maxY, 310 - 33.2 - 17.2))
    }

    @Test("trailing: a column at the frame's trailing edge, centred on the plot; the plot gives up its width and 10 points")
    func trailing() throws {
        let d = render(.trailing)
        let c = try corner(d)
        let column = (width: 19.337, height: 13.2 + 4 + 13.2)
        // The plot runs from 10 + 6.6 to 310 − 17.2.
        #expect(close(d.plot.minY, 16.6) && close(d.plot.maxY, 292.8))
        #expect(close(c.x, 420 - column.width))
        #expect(close(c.y, 16.6 + (276.2 - column.height) / 2))
        let texts = d.texts("legend")
        #expect(texts.count == 2 && texts[0].origin.x == texts[1].origin.x && texts[1].origin.y > texts[0].origin.y)
        // The y labels now end before the legend's room.
        for t in d.texts("axis y") { #expect(d.box(of: t).maxX <= 420 - column.width - 10 + 1e-9) }
    }

    @Test("leading: a column at the frame's leading edge; the plot starts after it and 10 points")
    func leading() throws {
        let d = render(.leading, alignment: (0, 0))
        let c = try corner(d)
        #expect(close(c.x, 20) && close(c.y, 16.6))
        #expect(close(d.plot.minX, 20 + 19.337 + 10))
    }

    @Test("overlay: inside the plot, 8 points from its top-leading corner, taking no room")
    func overlay() throws {
        let d = render(.overlay)
        let plain = F.render(bars, options: { var o = ChartOptions(); o.legend = .hidden; return o }())
        #expect(d.plot == plain.plot)
        let c = try corner(d)
        #expect(close(c.x, d.plot.minX + 8) && close(c.y, d.plot.minY + 8))
    }

    @Test("overlay aligned bottom-trailing with 4 points of spacing")
    func overlayCorner() throws {
        let d = render(.overlay, alignment: (1, 1), spacing: 4)
        let c = try corner(d)
        #expect(close(c.x, d.plot.maxX - 4 - row.width) && close(c.y, d.plot.maxY - 4 - row.height))
    }

    @Test("a hidden legend takes no room, wherever it is placed")
    func hidden() {
        var options = ChartOptions()
        options.legend = .hidden
        options.legendOptions.position = .top
        let d = F.render(bars, options: options)
        #expect(d.texts("legend").isEmpty)
        #expect(close(d.plot.minY, 16.6) && close(d.plot.maxY, 292.8))
    }
}
