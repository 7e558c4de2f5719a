import ChartEngine
import ChartScene
import Testing

/// A fixed-size box standing in for a user's legend view.
struct BoxContent: SceneContent {
    var width = 30.0, height = 12.0
    func size(proposal: SceneSize?) -> SceneSize { SceneSize(width: width, height: height) }
    func render(in rect: SceneRect) -> [SceneNode] {
        [.shape(SceneShape(path: .rect(rect), fill: .color(.black), semantics: SceneSemantics(classes: "custom")))]
    }
}

@Suite("Legend: a view of the user's")
struct LegendContentTests {
    typealias F = EngineFixture
    let bars = [F.bar("Mon", 40, color: "A"), F.bar("Mon", 20, color: "B")]

    func render(_ position: AnnotationPlacement, alignment: (x: Double, y: Double)? = nil, content: BoxContent = BoxContent()) -> Drawn {
        var options = ChartOptions()
        options.legendOptions.position = position
        options.legendOptions.alignment = alignment
        options.legendOptions.content = content
        return F.render(bars, options: options)
    }

    @Test("at the top, trailing: the view's 30 × 12 box at the frame's top-trailing corner, the plot 10 points below")
    func topTrailing() throws {
        let d = render(.top, alignment: (1, 0))
        let box = try #require(d.boxes("legend custom").first)
        #expect(box == SceneRect(x: 420 - 30, y: 10, width: 30, height: 12))
        #expect(abs(d.plot.minY - (10 + 12 + 10 + 6.6)) < 1e-9)
        #expect(d.texts("legend").isEmpty, "the automatic entries are not drawn")
    }

    @Test("below the chart by default, at the leading edge")
    func automatic() throws {
        let box = try #require(render(.automatic).boxes("legend custom").first)
        #expect(box == SceneRect(x: 20, y: 310 - 12, width: 30, height: 12))
    }

    @Test("a custom legend shows even when no scale makes an automatic one")
    func withoutScales() throws {
        var options = ChartOptions()
        options.legendOptions.content = BoxContent()
        let d = F.render([F.bar("Mon", 40)], options: options)
        #expect(d.boxes("legend custom").count == 1)
    }

    @Test("a view wanting more than the frame, or NaN, is kept within it")
    func oversized() throws {
        let huge = render(.bottom, content: BoxContent(width: 1e9, height: .nan))
        let box = try #require(huge.boxes("legend custom").first)
        #expect(box.width == 400 && box.height == 0)
    }
}
