import ChartScene
import Testing
@testable import ChartSVG

@Suite("SVG circles of dense scatters")
struct SVGCirclePathTests {
    /// The elements of circles of radius `r` about each centre, as one merged path holds them.
    func circles(_ centres: [(Double, Double)], r: Double) -> [PathElement] {
        centres.flatMap { c in ScenePath.ellipse(in: SceneRect(x: c.0 - r, y: c.1 - r, width: 2 * r, height: 2 * r)).elements }
    }

    @Test("circles of one path are written as two half-circle arcs each, from their rightmost point")
    func arcs() {
        let d = TestSupport.pathData(circles([(10, 20), (30.5, 40)], r: 2))
        #expect(d == "M12 20a2 2 0 1 1-4 0a2 2 0 1 1 4 0ZM32.5 40a2 2 0 1 1-4 0a2 2 0 1 1 4 0Z")
    }

    @Test("a radius on either side of a rounding boundary prints its own digits")
    func radiusNearRoundingBoundary() {
        // 0.12499999999 prints as 0.12 and 0.12500000001 as 0.13, though they differ by 2e-11.
        let low = circles([(10, 10)], r: 0.12499999999), high = circles([(20, 10)], r: 0.12500000001)
        let d = TestSupport.pathData(low + high)
        #expect(d == "M10.12 10a0.12 0.12 0 1 1-0.25 0a0.12 0.12 0 1 1 0.25 0Z"
                   + "M20.13 10a0.13 0.13 0 1 1-0.25 0a0.13 0.13 0 1 1 0.25 0Z")
    }

    @Test("forty thousand circles are written whole, across the writer's chunks")
    func manyCircles() {
        let centres: [(Double, Double)] = (0..<40_000).map { (i: Int) -> (Double, Double) in
            (Double(i % 200) + 0.25, Double(i / 200) + 0.5)
        }
        let d = TestSupport.pathData(circles(centres, r: 4))
        #expect(d.components(separatedBy: "a4 4 0 1 1-8 0a4 4 0 1 1 8 0Z").count - 1 == 40_000)
        #expect(d.hasPrefix("M4.25 0.5a4"))
        #expect(d.hasSuffix("M203.25 199.5a4 4 0 1 1-8 0a4 4 0 1 1 8 0Z"))
    }

    @Test("a single circle keeps its Béziers")
    func singleCircle() {
        #expect(TestSupport.pathData(circles([(10, 20)], r: 2)).contains("C"))
    }

    @Test("a single circle is two arcs when the document asks for it, from its rightmost point")
    func singleCircleAsArcs() {
        var out = SVGOutput(capacity: 64)
        SVGPathData.write(ScenePath(circles([(10, -20.5)], r: 1.25)), to: &out, singleCircleAsArcs: true)
        // Rightmost point (11.25, -20.5); the radius 1.25 and the diameter 2.5.
        #expect(out.string == "M11.25-20.5a1.25 1.25 0 1 1-2.5 0a1.25 1.25 0 1 1 2.5 0Z")
        // Six elements that are not a circle: a pentagon keeps its lines.
        var pentagon = SVGOutput(capacity: 64)
        let points = [(0.0, 0.0), (2, 0), (3, 1), (1, 3), (-1, 1)].map { ScenePoint($0.0, $0.1) }
        SVGPathData.write(ScenePath.polygon(points), to: &pentagon, singleCircleAsArcs: true)
        #expect(pentagon.string == "M0 0 2 0 3 1 1 3-1 1Z")
    }

    @Test("a document of thousands of separate discs writes each as arcs; one of a few keeps Béziers")
    func denseDocuments() {
        func document(_ count: Int) -> String {
            let nodes = (0..<count).map { i in
                TestSupport.shape(ScenePath(circles([(Double(i % 50) * 2 + 1, Double(i / 50) + 1)], r: 1)))
            }
            return SVGWriter().document(for: Scene(size: SceneSize(width: 100, height: 100), title: "T", summary: "S", nodes: nodes))
        }
        let few = document(3), many = document(SVGWriter.denseCircleCount)
        #expect(few.contains("C") && !few.contains("a1 1 0 1 1-2 0"))
        #expect(!many.contains("C"))
        #expect(many.components(separatedBy: "a1 1 0 1 1-2 0a1 1 0 1 1 2 0Z").count - 1 == SVGWriter.denseCircleCount)
        #expect(many.contains("d=\"M2 1a1 1 0 1 1-2 0a1 1 0 1 1 2 0Z\""))
    }

    @Test("centres round as every other number does: half away from zero on the exact binary value, no minus zero")
    func centreRounding() {
        // 1.005 and 2.675 are stored just below their ties, 99.995 just above; 0.125 is a tie and rounds
        // away from zero.
        let ys = [0.125, 1.005, 2.675, -0.001, -3.5, 0.1, 99.995, 999_999.996, 12.3456]
        let d = TestSupport.pathData(circles(ys.map { (10, $0) }, r: 2))
        let written = d.split(separator: "M").map { $0.prefix { $0 != "a" } }
        #expect(written == ["12 0.13", "12 1", "12 2.67", "12 0", "12-3.5", "12 0.1", "12 100", "12 1000000", "12 12.35"])
    }

    @Test("centres print exactly as the shared number printer prints them")
    func centresMatchNumberPrinter() {
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        var ys: [Double] = []
        for _ in 0..<5_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(state >> 11) / Double(1 << 53)
            // Values on a grid of thousandths hit the ties; the rest are arbitrary.
            ys.append(ys.count.isMultiple(of: 2) ? ((unit * 2_000_000 - 1_000_000) * 1_000).rounded() / 1_000 : unit * 1_200 - 600)
        }
        let d = TestSupport.pathData(circles(ys.map { (10, $0) }, r: 2))
        let written = d.split(separator: "M").map { String($0.prefix { $0 != "a" }) }
        let expected = ys.map { y in
            let number = SVGNumber.string(y)
            return "12" + (number.hasPrefix("-") ? "" : " ") + number
        }
        #expect(written == expected)
    }
}
