import ChartScene
import Foundation
@testable import OpenCharts
import Testing

@Suite("Path and shapes")
struct PathTests {
    func ends(_ path: Path) -> Lenient<ScenePoint> { endPoints(path.scenePath()) }

    func arc(_ start: Double, _ end: Double, clockwise: Bool) -> Lenient<ScenePoint> {
        var p = Path()
        p.addArc(center: .zero, radius: 10, startAngle: .degrees(start), endAngle: .degrees(end), clockwise: clockwise)
        return ends(p)
    }

    @Test("clockwise: false sweeps with increasing angle, clockwise on screen: 0° to 90° is a quarter turn down")
    func counterclockwiseQuarter() {
        let e = arc(0, 90, clockwise: false)
        #expect(e.count == 2)
        #expect(close(e[0], 10, 0))
        #expect(close(e[1], 0, 10))
    }

    @Test("clockwise: true sweeps with decreasing angle: 0° to 90° goes three quarters round through the top")
    func clockwiseThreeQuarters() {
        let e = arc(0, 90, clockwise: true)
        #expect(e.count == 4)
        #expect(close(e[1], 0, -10))
        #expect(close(e[2], -10, 0))
        #expect(close(e[3], 0, 10))
    }

    @Test("an end angle behind the start is reached by going round in the asked direction")
    func wrapsAround() {
        let up = arc(0, -90, clockwise: false)
        #expect(up.count == 4)
        #expect(close(up[1], 0, 10)); #expect(close(up[2], -10, 0)); #expect(close(up[3], 0, -10))
        let back = arc(90, 0, clockwise: true)
        #expect(back.count == 2)
        #expect(close(back[1], 10, 0))
    }

    @Test("a sweep of a whole turn or more draws the circle once")
    func fullTurn() {
        let e = arc(-90, 270, clockwise: false)
        #expect(e.count == 5)
        #expect(close(e[1], 10, 0)); #expect(close(e[4], 0, -10))
        #expect(arc(0, 720, clockwise: false).count == 5)
    }

    @Test("an arc after a point joins it with a line; the seed's pie slice from −90° to 0° has the usual Bézier handles")
    func pieSlice() {
        var path = Path()
        let center = CGPoint(x: 50, y: 50)
        path.move(to: center)
        path.addLine(to: CGPoint(x: 50, y: 0))
        path.addArc(center: center, radius: 50, startAngle: .radians(-.pi / 2), endAngle: .radians(0), clockwise: false)
        path.closeSubpath()
        let s = path.scenePath().elements
        #expect(s.first == .move(to: ScenePoint(50, 50)))
        guard s.count > 2, case .curve(let to, let c1, let c2) = s[s.count - 2] else { Issue.record("no curve before the close"); return }
        // Handle length 4/3·tan(π/8)·50 = 27.614.
        #expect(close(to, 100, 50))
        #expect(close(c1, 77.61, 0))
        #expect(close(c2, 100, 22.39))
        #expect(s.last == .closeSubpath)
    }

    @Test("addRelativeArc turns by its delta: positive increases the angle")
    func relativeArc() {
        var p = Path()
        p.addRelativeArc(center: CGPoint(x: 5, y: 5), radius: 5, startAngle: .degrees(180), delta: .degrees(90))
        let e = ends(p)
        #expect(close(e[0], 0, 5)); #expect(close(e[e.count - 1], 5, 0))
    }

    @Test("rectangles, ellipses and lines build closed and open subpaths with the right bounds")
    func builders() {
        let rect = Path(CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(ends(rect).count == 4)
        #expect(rect.boundingRect == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: 20, height: 10)).boundingRect == CGRect(x: 0, y: 0, width: 20, height: 10))
        var lines = Path()
        lines.addLines([CGPoint(x: 0, y: 0), CGPoint(x: 5, y: 0), CGPoint(x: 5, y: 5)])
        #expect(lines.scenePath().elements.first == .move(to: .zero))
        #expect(lines.currentPoint == CGPoint(x: 5, y: 5))
        #expect(Path().boundingRect.isNull)
        #expect(Path().isEmpty)
        let moved = Path { $0.addRect(CGRect(x: 0, y: 0, width: 2, height: 2)) }.offsetBy(dx: 3, dy: 4)
        #expect(moved.boundingRect == CGRect(x: 3, y: 4, width: 2, height: 2))
        let turned = Path { $0.move(to: CGPoint(x: 1, y: 0)) }.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(close(endPoints(turned.scenePath())[0], 0, 1))
    }

    @Test("built-in shapes fit their frames: the circle is the largest centred one, the capsule's ends are half circles")
    func builtInShapes() {
        let r = CGRect(x: 0, y: 0, width: 100, height: 50)
        #expect(Circle().path(in: r).boundingRect == CGRect(x: 25, y: 0, width: 50, height: 50))
        #expect(Ellipse().path(in: r).boundingRect == r)
        #expect(Rectangle().path(in: r).boundingRect == r)
        #expect(ends(RoundedRectangle(cornerRadius: 10).path(in: r)).first.map { close($0, 10, 0) } == true)
        #expect(ends(Capsule().path(in: r)).first.map { close($0, 25, 0) } == true)
        #expect(Rectangle().inset(by: 5).path(in: r).boundingRect == CGRect(x: 5, y: 5, width: 90, height: 40))
        #expect(Circle().inset(by: 5).path(in: r).boundingRect == CGRect(x: 30, y: 5, width: 40, height: 40))
    }
}

@Suite("Shape views")
struct ShapeViewTests {
    @Test("a shape takes the size it is offered; in a frame it fills the frame")
    func sizing() {
        #expect(DrawnView(Rectangle(), width: 120, height: 80).size == SceneSize(width: 120, height: 80))
        #expect(DrawnView(Rectangle()).size == SceneSize(width: 10, height: 10))
        let d = DrawnView(VStack(spacing: 0) {
            Circle().frame(width: 16, height: 16)
            Text("x")
        })
        #expect(close(d.shapes[0].bounds, (d.size.width - 16) / 2, 0, 16, 16))
    }

    @Test("a bare shape fills with the foreground style: primary by default, or what foregroundStyle sets")
    func foregroundFill() {
        #expect(DrawnView(Circle()).fills == [.black])
        #expect(DrawnView(Circle(), colorScheme: .dark).fills == [.white])
        #expect(DrawnView(Circle().foregroundStyle(.red)).fills == [.hex(0xFF3B30)])
        #expect(DrawnView(Circle().foregroundColor(.green)).fills == [.hex(0x34C759)])
        #expect(DrawnView(Circle().fill(.foreground).foregroundStyle(.foreground)).fills == [.black])
    }

    @Test("fill paints the inside; stroke paints the outline centred on the path")
    func fillAndStroke() {
        let filled = DrawnView(Rectangle().fill(.blue), width: 10, height: 10).shapes[0].shape
        #expect(filled.fill == .color(.hex(0x007AFF)))
        #expect(filled.stroke == nil)
        let stroked = DrawnView(Rectangle().stroke(Color.white, lineWidth: 1), width: 10, height: 10).shapes[0]
        #expect(stroked.shape.fill == nil)
        #expect(stroked.shape.stroke == Stroke(paint: .color(.white), width: 1))
        #expect(close(stroked.bounds, 0, 0, 10, 10))
        let dashed = DrawnView(Circle().stroke(.red, style: StrokeStyle(lineWidth: 2, lineCap: .round, dash: [4, 2]))).shapes[0].shape
        #expect(dashed.stroke == Stroke(paint: .color(.hex(0xFF3B30)), width: 2, cap: .round, dash: [4, 2]))
    }

    @Test("strokeBorder keeps the outline inside the frame")
    func strokeBorder() {
        let d = DrawnView(RoundedRectangle(cornerRadius: 8).strokeBorder(.blue, lineWidth: 4), width: 40, height: 20)
        #expect(close(d.shapes[0].bounds, 2, 2, 36, 16))
        #expect(d.shapes[0].shape.stroke?.width == 4)
    }

    @Test("a colour used as a view fills its frame")
    func colorView() {
        let d = DrawnView(Color.orange.frame(width: 30, height: 20))
        #expect(close(d.shapes[0].bounds, 0, 0, 30, 20))
        #expect(d.fills == [.hex(0xFF9500)])
    }
}
