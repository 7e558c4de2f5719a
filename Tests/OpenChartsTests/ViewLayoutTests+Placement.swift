import ChartScene
import Foundation
@testable import OpenCharts
// The roulette's pointer, `Triangle`, as the article writes it.
@testable import OpenChartsGallery
import Testing


@Suite("View layout: position, offset, rotation, scale and opacity")
struct PlacementLayoutTests {
    @Test("a 30-point triangle offset 160 up in a 300-point ZStack, turned over, points down at y 5")
    func rouletteTriangle() {
        let d = DrawnView(ZStack {
            Color.gray.frame(width: 300, height: 300)
            Triangle()
                .fill(.black)
                .frame(width: 30, height: 30)
                .rotationEffect(.degrees(180))
                .offset(y: -160)
        }, width: 300, height: 300)
        #expect(d.size == SceneSize(width: 300, height: 300))
        // Centred at (150, 150), moved to (150, −10); turning about that centre puts the tip below it.
        let triangle = d.shapes[1]
        #expect(close(triangle.bounds, 135, -25, 30, 30))
        let points = endPoints(triangle.path)
        #expect(close(points[0], 150, 5))
        #expect(close(points[1], 135, -25))
        #expect(close(points[2], 165, -25))
    }

    @Test("position centres the view on the point and takes all the room offered")
    func position() {
        let d = DrawnView(Color.red.frame(width: 20, height: 10).position(x: 50, y: 40), width: 200, height: 100)
        #expect(d.size == SceneSize(width: 200, height: 100))
        #expect(close(d.shapes[0].bounds, 40, 35, 20, 10))
        let p = DrawnView(Color.red.frame(width: 20, height: 10).position(CGPoint(x: 0, y: 0)), width: 200, height: 100)
        #expect(close(p.shapes[0].bounds, -10, -5, 20, 10))
    }

    @Test("offset moves the view but not its neighbours")
    func offset() {
        let d = DrawnView(VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).offset(x: 5, y: 100)
            Color.blue.frame(width: 10, height: 10)
        })
        #expect(d.size == SceneSize(width: 10, height: 20))
        #expect(close(d.shapes[0].bounds, 5, 100, 10, 10))
        #expect(close(d.shapes[1].bounds, 0, 10, 10, 10))
        let s = DrawnView(Color.red.frame(width: 10, height: 10).offset(CGSize(width: -3, height: 4)))
        #expect(close(s.shapes[0].bounds, -3, 4, 10, 10))
    }

    @Test("a quarter turn spins a view clockwise about its centre or about a chosen anchor")
    func rotation() {
        let centre = DrawnView(Color.red.frame(width: 40, height: 20).rotationEffect(.degrees(90)))
        #expect(centre.size == SceneSize(width: 40, height: 20))
        #expect(close(centre.shapes[0].bounds, 10, -10, 20, 40))
        // About the top-leading corner, (x, y) goes to (−y, x): the top-trailing corner lands at (0, 40).
        let corner = DrawnView(Color.red.frame(width: 40, height: 20).rotationEffect(.degrees(90), anchor: .topLeading))
        #expect(close(corner.shapes[0].bounds, -20, 0, 20, 40))
        #expect(endPoints(corner.shapes[0].path).contains { close($0, 0, 40) })
    }

    @Test("scaleEffect grows a view about its centre without changing its layout")
    func scale() {
        let d = DrawnView(Color.red.frame(width: 10, height: 10).scaleEffect(2))
        #expect(d.size == SceneSize(width: 10, height: 10))
        #expect(close(d.shapes[0].bounds, -5, -5, 20, 20))
    }

    @Test("opacity groups the view at that opacity")
    func opacity() {
        let svg = TestRender.renderer(Color.red.frame(width: 10, height: 10).opacity(0.5)).svg()
        #expect(svg.contains("<g opacity=\"0.5\">"))
    }

    @Test("non-finite offsets, positions, angles and sizes draw no NaN and do not crash")
    func nonFinite() {
        let views: [AnyView] = [
            AnyView(Color.red.frame(width: 10, height: 10).offset(x: .nan, y: .infinity)),
            AnyView(Color.red.frame(width: 10, height: 10).position(x: .nan, y: 3)),
            AnyView(Color.red.frame(width: 10, height: 10).rotationEffect(.degrees(.nan))),
            AnyView(Color.red.frame(width: 10, height: 10).scaleEffect(.infinity)),
            AnyView(Triangle().frame(width: .nan, height: 10)),
            AnyView(Path { p in p.move(to: .zero); p.addLine(to: CGPoint(x: CGFloat.nan, y: 1)) }.stroke(.red)),
            AnyView(Circle().fill(.red).frame(width: 10, height: 10).clipShape(Circle()).offset(x: .nan)),
            AnyView(Color.red.opacity(.nan).frame(width: 1, height: 1).opacity(.nan)),
        ]
        for view in views {
            let svg = TestRender.renderer(view).svg()
            #expect(SVGContract.problems(svg) == [])
        }
    }
}
