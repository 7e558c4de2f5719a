import Foundation
@testable import OpenCharts
import Testing

/// A 3D chart read without sight: Describe Chart names its three axes and their ranges, the
/// page's data table lists x, y and z, and the audio graph plays y over x.
@Suite("3D charts: description, data table and audio graph")
struct Chart3DReadingTests {
    struct Penguin: Identifiable {
        let id: Int
        let flipper: Double
        let weight: Double
        let beak: Double
    }

    static let penguins = [Penguin(id: 0, flipper: 190, weight: 3700, beak: 18.5),
                           Penguin(id: 1, flipper: 210, weight: 4600, beak: 16),
                           Penguin(id: 2, flipper: 180, weight: 3200, beak: 17.5)]

    struct Penguins: View {
        var body: some View {
            Chart3D(Chart3DReadingTests.penguins) { p in
                PointMark(x: .value("Flipper", p.flipper), y: .value("Weight", p.weight), z: .value("Beak", p.beak))
            }
            .chartXScale(domain: 170...220)
            .chartYScale(domain: 3000...5000)
            .chartZScale(domain: 15...20)
        }
    }

    @Test("the description names the kind, the count and the three axes with their ranges")
    func description() throws {
        let svg = TestRender.renderer(Penguins(), width: 360, height: 360).svg()
        #expect(svg.contains("A 3D chart of 3 points."))
        #expect(svg.contains("X axis (Flipper): 170 to 220."))
        #expect(svg.contains("Y axis (Weight): 3000 to 5000."))
        #expect(svg.contains("Z axis (Beak): 15 to 20."))
    }

    @Test("the data table lists each point's x, y and z in x order under the .value labels")
    func table() throws {
        let html = try TestRender.renderer(Penguins(), width: 360, height: 360).html()
        #expect(html.contains("<thead><tr><th scope=\"col\">Flipper</th><th scope=\"col\">Weight</th><th scope=\"col\">Beak</th></tr></thead>"))
        let rows = ["<tr><th scope=\"row\">180</th><td>3200</td><td>17.5</td></tr>",
                    "<tr><th scope=\"row\">190</th><td>3700</td><td>18.5</td></tr>",
                    "<tr><th scope=\"row\">210</th><td>4600</td><td>16</td></tr>"]
        let places = try rows.map { try #require(html.range(of: $0)).lowerBound }
        #expect(places == places.sorted())
        // Three points make one passage of the 2-second floor, with a button to play it.
        #expect(html.contains("id=\"oc-play\">Play audio graph</button>"))
        #expect(html.contains("\"d\":2000"))
    }

    @Test("a surface is listed as its function on an 11 × 11 grid, one series per depth")
    func surface() throws {
        let view = Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in x * z }
        }
        .chartXScale(domain: -1...1)
        .chartYScale(domain: -1...1)
        .chartZScale(domain: -1...1)
        let html = try TestRender.renderer(view, width: 360, height: 360).html()
        #expect(html.contains("<thead><tr><th scope=\"col\">x</th><th scope=\"col\">Series</th><th scope=\"col\">y</th><th scope=\"col\">z</th></tr></thead>"))
        // At x = 1 and z = 1, y = x·z = 1; at x = -1 and z = 0.2, y = -0.2.
        #expect(html.contains("<tr><th scope=\"row\">1</th><td>Surface, z 1</td><td>1</td><td>1</td></tr>"))
        #expect(html.contains("<tr><th scope=\"row\">-1</th><td>Surface, z 0.2</td><td>-0.2</td><td>0.2</td></tr>"))
        #expect(html.components(separatedBy: "<td>Surface, z ").count - 1 == 121)
    }
}
