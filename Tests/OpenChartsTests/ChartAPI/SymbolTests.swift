import Foundation
@testable import OpenCharts
import Testing

/// A bow tie of the app's own, filling its frame; its middle 80% looks as big as a unit square.
struct BowTie: ChartSymbolShape {
    var perceptualUnitRect: CGRect { CGRect(x: 0.1, y: 0.1, width: 0.8, height: 0.8) }
    func path(in rect: CGRect) -> Path {
        var p = Path()
        p.move(to: CGPoint(x: rect.minX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        p.addLine(to: CGPoint(x: rect.maxX, y: rect.minY))
        p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
        p.closeSubpath()
        return p
    }
}

/// The rounded square of a tennis-stats app, insettable so that it can be stroked inside its edge.
struct RoundedSquare: ChartSymbolShape, InsettableShape {
    var inset: CGFloat = 0
    func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height) - 2 * inset
        guard side > 0 else { return Path() }
        return Path(roundedRect: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side), cornerRadius: 1)
    }
    func inset(by amount: CGFloat) -> RoundedSquare { RoundedSquare(inset: inset + amount) }
    var perceptualUnitRect: CGRect { CGRect(x: 0.125, y: 0.125, width: 0.75, height: 0.75) }
}

@Suite("Chart symbols") struct SymbolTests {
    /// One point of area `area` with `symbol`, and its element.
    static func point(_ content: some ChartContent) throws -> SVGElement {
        try #require(Rendered(Chart { content }).doc.elements(classed: "mark point").first)
    }

    static func box(_ e: SVGElement) -> PathBox { PathDataReader.box(e.attributes["d"] ?? "")! }

    @Test("each built-in symbol keeps its area: a square of 100 pt² is 10 wide, a diamond's half-diagonal √50, a triangle's side √(400/√3)")
    func builtInSizes() throws {
        func size(_ s: BasicChartSymbolShape) throws -> PathBox {
            Self.box(try Self.point(PointMark(x: .value("X", 1), y: .value("Y", 1)).symbol(s).symbolSize(100)))
        }
        #expect(abs(try size(.square).width - 10) < 0.02)
        #expect(abs(try size(.circle).width - 2 * (100 / Double.pi).squareRoot()) < 0.02)
        #expect(abs(try size(.diamond).width - 2 * 50.0.squareRoot()) < 0.02)
        #expect(abs(try size(.triangle).width - (400 / 3.0.squareRoot()).squareRoot()) < 0.02)
        // Plus: five squares of side √20, three across.
        #expect(abs(try size(.plus).width - 3 * 20.0.squareRoot()) < 0.02)
        let asterisk = try Self.point(PointMark(x: .value("X", 1), y: .value("Y", 1)).symbol(.asterisk).symbolSize(100))
        #expect(PathDataReader.numbers(asterisk.attributes["d"] ?? "").count == 36, "six arms of three corners each")
    }

    @Test(".symbol(.circle.strokeBorder(lineWidth: 2)) draws a hollow circle whose stroke stays inside the symbol")
    func hollowBuiltIn() throws {
        let e = try Self.point(PointMark(x: .value("Day", 1), y: .value("kg", 70)).symbol(.circle.strokeBorder(lineWidth: 2)))
        #expect(e.attributes["fill"] == "none")
        #expect(e.attributes["stroke-width"] == "2")
        // The default point area is 50: radius √(50/π), less half the stroke.
        #expect(abs(Self.box(e).width - 2 * ((50 / Double.pi).squareRoot() - 1)) < 0.02)
    }

    @Test(".symbol(Circle().strokeBorder(lineWidth: 2)) on a line draws a hollow circle at every point, as big as the line's built-in circle")
    func hollowSwiftUICircle() throws {
        let r = try Rendered(Chart(weekOfSteps) {
            LineMark(x: .value("Day", $0.day, unit: .day), y: .value("Steps", $0.steps))
                .symbol(Circle().strokeBorder(lineWidth: 2))
        })
        let points = r.doc.elements(classed: "mark point")
        #expect(points.count == 7)
        #expect(points.allSatisfy { $0.attributes["fill"] == "none" && $0.attributes["stroke-width"] == "2" })
        // A line's symbols are 36 pt²: radius √(36/π), less half the stroke.
        #expect(abs(Self.box(points[0]).width - 2 * ((36 / Double.pi).squareRoot() - 1)) < 0.02)
    }

    @Test("a symbol shape of the user's draws with its own outline, in the frame that makes its perceptual rectangle the symbol's size")
    func customShape() throws {
        let e = try Self.point(PointMark(x: .value("X", 1), y: .value("Y", 1)).symbol(BowTie()).symbolSize(64))
        // The unit rectangle is 80% of the frame, so a square of 8 points needs a frame of 10.
        let b = Self.box(e)
        #expect(abs(b.width - 10) < 0.02 && abs(b.height - 10) < 0.02, "\(b)")
        #expect(PathDataReader.numbers(e.attributes["d"] ?? "").count == 8, "the bow tie's four corners, not a circle")
    }

    @Test("an insettable symbol of the user's strokes inside its edge through its own inset(by:), in a stroke style")
    func customHollow() throws {
        let style = StrokeStyle(lineWidth: 3, dash: [2, 1])
        let e = try Self.point(PointMark(x: .value("X", 1), y: .value("Y", 1)).symbol(RoundedSquare().strokeBorder(style: style)).symbolSize(36))
        #expect(e.attributes["fill"] == "none" && e.attributes["stroke-dasharray"] == "2,1")
        // A square of 6 points is 75% of an 8-point frame; inset by 1.5 it is 5 wide.
        #expect(abs(Self.box(e).width - 5) < 0.02, "\(Self.box(e))")
    }

    @Test("symbol { view } draws the view at each point at its own size; shapes without a style take the mark's colour")
    func viewSymbols() throws {
        let r = try Rendered(Chart(weekOfSteps) {
            LineMark(x: .value("Day", $0.day, unit: .day), y: .value("Steps", $0.steps))
                .foregroundStyle(.red)
                .symbol { Circle().frame(width: 10) }
            PointMark(x: .value("Day", $0.day, unit: .day), y: .value("Steps", $0.steps / 2))
                .symbol { Text("★") }
        })
        let groups = r.doc.elements.indices.filter { r.doc.elements[$0].name == "g" && r.doc.elements[$0].has("point") }
        #expect(groups.count == 14)
        let circles = r.doc.elements.indices.filter { i in r.doc.elements[i].name == "path" && (r.doc.elements[i].parent.map { groups.contains($0) } ?? false) }
        #expect(circles.count == 7)
        let circle = r.doc.elements[circles[0]]
        #expect(circle.attributes["fill"] == "#ff3b30")
        #expect(abs(Self.box(circle).width - 10) < 0.02)
        let line = try #require(r.boxes("mark line").first)
        #expect(abs(Self.box(circle).midX - line.minX) < 0.02, "the first circle is centred on the line's first point")
        #expect(r.doc.elements.filter { $0.name == "text" && $0.text == "★" }.count == 7)
    }

    @Test("a mark's own symbol shows in its legend swatch: a triangle for triangles, a hollow circle for hollow circles")
    func legendSwatches() throws {
        let r = try Rendered(Chart(weekOfSteps) {
            PointMark(x: .value("Day", $0.day, unit: .day), y: .value("Steps", $0.steps))
                .symbol(.triangle)
                .foregroundStyle(by: .value("Who", "Me"))
            LineMark(x: .value("Day", $0.day, unit: .day), y: .value("Steps", $0.steps / 2))
                .symbol(Circle().strokeBorder(lineWidth: 1.5))
                .foregroundStyle(by: .value("Who", "Partner"))
        })
        let swatches = r.doc.elements.indices.filter { r.doc.elements[$0].name == "path" && r.doc.isInside($0, class: "legend-entry") }
        try #require(swatches.count == 2)
        #expect(PathDataReader.numbers(r.doc.elements[swatches[0]].attributes["d"] ?? "").count == 6, "three corners")
        #expect(r.doc.elements[swatches[1]].attributes["fill"] == "none")
    }

    @Test("symbol shapes are shapes: a built-in symbol fills its frame as a view, and AnyChartSymbolShape draws what it erases")
    func symbolsAsShapes() {
        let frame = CGRect(x: 0, y: 0, width: 20, height: 20)
        let diamond = BasicChartSymbolShape.diamond.path(in: frame).scenePath().controlPointBounds
        #expect(abs(diamond.width - 20) < 0.01 && abs(diamond.height - 20) < 0.01)
        let circle = BasicChartSymbolShape.circle.path(in: frame).scenePath().controlPointBounds
        #expect(abs(circle.width - 20) < 0.01)
        #expect(AnyChartSymbolShape(BowTie()).path(in: frame) == BowTie().path(in: frame))
        #expect(AnyChartSymbolShape(BasicChartSymbolShape.square).perceptualUnitRect == CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(BasicChartSymbolShape.circle.perceptualUnitRect == Circle().perceptualUnitRect)
    }

    @Test("chartSymbolScale takes shapes of the user's and hollow symbols, and ChartProxy hands them back")
    func scaleOfCustomSymbols() throws {
        let box = ProxyBox()
        let r = try Rendered(Chart(weekOfSteps) {
            PointMark(x: .value("Day", $0.day, unit: .day), y: .value("Steps", $0.steps))
                .symbol(by: .value("Kind", $0.steps > 9_000 ? "Active" : "Rest"))
        }
        .chartSymbolScale(range: [BowTie(), BasicChartSymbolShape.square.strokeBorder(lineWidth: 1)])
        .chartOverlay { box.keep($0) })
        let points = r.doc.elements(classed: "mark point")
        // Monday rests first, so rest days take the first symbol; the three active days are hollow squares.
        #expect(points.filter { $0.attributes["fill"] == "none" }.count == 3)
        #expect(points.filter { $0.attributes["fill"] != "none" && PathDataReader.numbers($0.attributes["d"] ?? "").count == 8 }.count == 4, "four bow ties")
        let proxy = try #require(box.proxy)
        let rest = try #require(proxy.symbol(for: "Rest"))
        #expect(rest.path(in: CGRect(x: 0, y: 0, width: 10, height: 10)) == BowTie().path(in: CGRect(x: 0, y: 0, width: 10, height: 10)))
    }

    @Test("outside a chart, Circle().strokeBorder(lineWidth:) is still a view: a ring inside its frame")
    func ringView() throws {
        let r = try Rendered(HollowLegendRow(), width: 100, height: 20)
        let ring = try #require(r.doc.elements.first { $0.name == "path" && $0.attributes["stroke-width"] == "2" })
        let b = try #require(PathDataReader.box(ring.attributes["d"] ?? ""))
        #expect(abs(b.width - 8) < 0.01 && ring.attributes["fill"] == "none")
    }

    @Test("chartSymbolScale pairs categories with symbols of different types, and of one stroked type as sample code writes")
    func pairedSymbols() throws {
        func chart(_ scaled: (Chart<AnyChartContent>) -> some View) throws -> [SVGElement] {
            let chart = Chart {
                ForEach(weekOfSteps) { d in
                    PointMark(x: .value("Day", d.day, unit: .day), y: .value("Steps", d.steps))
                        .symbol(by: .value("Kind", d.steps > 9_000 ? "Active" : "Rest"))
                }
            }
            return try Rendered(scaled(chart)).doc.elements(classed: "mark point")
        }
        let mixed = try chart { $0.chartSymbolScale(["Active": BowTie(), "Rest": BasicChartSymbolShape.square.strokeBorder(lineWidth: 1)]) }
        #expect(mixed.filter { $0.attributes["fill"] == "none" }.count == 4)
        let same = try chart { $0.chartSymbolScale(["Active": Circle().strokeBorder(lineWidth: 5), "Rest": Circle().strokeBorder(lineWidth: 5)]) }
        #expect(same.allSatisfy { $0.attributes["stroke-width"] == "5" })
    }
}

/// A legend row of the app's own, where a hollow circle is a plain SwiftUI view.
struct HollowLegendRow: View {
    var body: some View {
        HStack {
            Circle().strokeBorder(lineWidth: 2).frame(width: 10, height: 10)
            Text("Resting")
        }
    }
}
