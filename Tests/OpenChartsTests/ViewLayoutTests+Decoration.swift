import ChartScene
import Foundation
@testable import OpenCharts
import Testing

@Suite("View layout: background, overlay, border and clipping")
struct DecorationLayoutTests {
    @Test("a background fills the padded frame behind the view")
    func background() {
        let d = DrawnView(Color.blue.frame(width: 40, height: 20).padding(8).background(.yellow))
        #expect(d.size == SceneSize(width: 56, height: 36))
        #expect(d.fills == [.hex(0xFFCC00), .hex(0x007AFF)])
        #expect(close(d.shapes[0].bounds, 0, 0, 56, 36))
        #expect(close(d.shapes[1].bounds, 8, 8, 40, 20))
    }

    @Test("an overlay is offered the view's size, placed by its alignment and drawn in front")
    func overlay() {
        let d = DrawnView(Color.blue.frame(width: 40, height: 20).overlay(alignment: .topTrailing) {
            Color.red.frame(width: 10, height: 10)
        })
        #expect(d.size == SceneSize(width: 40, height: 20))
        #expect(d.fills == [.hex(0x007AFF), .hex(0xFF3B30)])
        #expect(close(d.shapes[1].bounds, 30, 0, 10, 10))
        let behind = DrawnView(Color.blue.frame(width: 40, height: 20).background(alignment: .bottomLeading) {
            Color.red.frame(width: 10, height: 10)
        })
        #expect(behind.fills == [.hex(0xFF3B30), .hex(0x007AFF)])
        #expect(close(behind.shapes[0].bounds, 0, 10, 10, 10))
    }

    @Test("a border is stroked inside the frame")
    func border() {
        let d = DrawnView(Color.blue.frame(width: 40, height: 20).border(.red, width: 4))
        #expect(close(d.shapes[1].bounds, 2, 2, 36, 16))
        #expect(d.shapes[1].shape.stroke?.width == 4)
    }

    @Test("clipShape clips to the shape drawn in the view's frame, written as an SVG clip path")
    func clipShape() throws {
        let view = Color.blue.frame(width: 100, height: 50).clipShape(Circle())
        let d = DrawnView(view)
        let clip = try #require(d.shapes[0].clipPath)
        #expect(close(clip.controlPointBounds, 25, 0, 50, 50))
        let doc = try #require(ParsedSVG(TestRender.renderer(view).svg()))
        let clipPath = try #require(doc.elements.firstIndex { $0.name == "clipPath" })
        #expect(doc.elements[clipPath].attributes["id"] == "oc-clip-1")
        let path = try #require(doc.elements.first { $0.parent == clipPath && $0.name == "path" })
        #expect(PathDataReader.box(path.attributes["d"] ?? "") == PathBox(minX: 25, minY: 0, maxX: 75, maxY: 50))
        #expect(doc.elements.contains { $0.name == "g" && $0.attributes["clip-path"] == "url(#oc-clip-1)" })
    }

    @Test("cornerRadius clips to a rounded rectangle; clipped clips to the frame")
    func cornerRadiusAndClipped() throws {
        let rounded = DrawnView(Color.blue.frame(width: 100, height: 50).cornerRadius(10))
        let path = try #require(rounded.shapes[0].clipPath)
        #expect(close(path.controlPointBounds, 0, 0, 100, 50))
        #expect(endPoints(path).first.map { close($0, 10, 0) } == true)
        let svg = TestRender.renderer(Color.blue.frame(width: 30, height: 20).offset(x: 5).clipped()).svg()
        #expect(svg.contains("<clipPath id=\"oc-clip-1\"><rect x=\"0\" y=\"0\" width=\"30\" height=\"20\"/>"))
    }

    @Test("the same view gives the same bytes every time")
    func deterministic() {
        let view = ZStack {
            Circle().fill(.blue).clipShape(RoundedRectangle(cornerRadius: 4))
            Button("Go") {}.buttonStyle(.borderedProminent)
        }
        #expect(TestRender.renderer(view).svg() == TestRender.renderer(view).svg())
    }
}
