import Foundation
import OpenCharts
import Testing

/// One ride of a bike-share app: distance and duration.
struct Ride {
    var kilometres: Double
    var minutes: Double
    var electric: Bool
    var kind: String { electric ? "E-bike" : "Classic" }
}

@Suite("Dense scatters")
struct DenseScatterTests {
    func rides(_ n: Int) -> [Ride] {
        (0..<n).map { i in
            let k = Double((i * 7_919) % 1_000) / 100
            return Ride(kilometres: k, minutes: k * 4 + Double((i * 104_729) % 700) / 100, electric: i % 3 == 0)
        }
    }
    func count(_ needle: String, in svg: String) -> Int { svg.components(separatedBy: needle).count - 1 }

    @Test("a 5,000-point PointPlot writes one shape per colour and a summary instead of labels")
    func denseScatter() {
        let svg = TestRender.renderer(Chart {
            PointPlot(rides(5_000), x: .value("Distance", \.kilometres), y: .value("Duration", \.minutes))
                .foregroundStyle(by: .value("Bike", \.kind))
        }).svg()
        #expect(count("class=\"mark point\"", in: svg) == 2)
        #expect(!svg.contains("Distance:") && !svg.contains("Distance,"))
        #expect(svg.contains("5000 points") || svg.contains("5,000 points"))
        // Circles are written as arcs, not Béziers.
        #expect(svg.contains(" 0 1 1"))
    }

    @Test("ForEach with PointMark shares the dense path, and a small scatter keeps a label per point")
    func smallScatterKeepsLabels() {
        let dense = TestRender.renderer(Chart {
            ForEach(Array(rides(3_000).enumerated()), id: \.offset) { _, r in
                PointMark(x: .value("Distance", r.kilometres), y: .value("Duration", r.minutes))
            }
        }).svg()
        #expect(count("class=\"mark point\"", in: dense) == 1)
        let small = TestRender.renderer(Chart {
            PointPlot(rides(12), x: .value("Distance", \.kilometres), y: .value("Duration", \.minutes))
        }).svg()
        #expect(count("class=\"mark point\"", in: small) == 12)
        #expect(count("aria-label=", in: small) >= 12)
    }

    /// A visit logged at a café: where, and what for.
    struct CheckIn {
        var latitude: Double
        var longitude: Double
        var meal: String
    }

    @Test("3,000 check-ins at two cafés draw each café once per meal: one path per colour, two circles each")
    func samePixelCollapses() {
        let cafes = [(52.5200, 13.4050), (52.5070, 13.4500)], meals = ["Breakfast", "Lunch", "Dinner"]
        let checkIns = (0..<3_000).map { i in
            CheckIn(latitude: cafes[i % 2].0, longitude: cafes[i % 2].1, meal: meals[i % 3])
        }
        let svg = TestRender.renderer(Chart {
            PointPlot(checkIns, x: .value("Longitude", \.longitude), y: .value("Latitude", \.latitude))
                .foregroundStyle(by: .value("Meal", \.meal))
        }).svg()
        let paths = svg.components(separatedBy: "<path class=\"mark point\"").dropFirst()
        #expect(paths.count == 3)
        for path in paths {
            let d = path.prefix { $0 != ">" }
            // Every meal is logged at both cafés (i % 2 and i % 3 meet in all six ways).
            #expect(d.filter { $0 == "Z" }.count == 2)
        }
        #expect(!svg.contains("aria-label=\"Longitude"))
    }

    /// A reading of a weather station: where, and how warm.
    struct Reading {
        var day: Double
        var hour: Double
        var celsius: Double
    }

    @Test("a scatter coloured by a continuous value draws one shape per distinct colour, at once")
    func continuousColours() {
        // 2,400 readings: 100 days by 24 hours, each a different temperature.
        let readings = (0..<2_400).map { i in Reading(day: Double(i / 24), hour: Double(i % 24), celsius: Double(i) / 100) }
        let svg = TestRender.renderer(Chart {
            PointPlot(readings, x: .value("Day", \.day), y: .value("Hour", \.hour))
                .foregroundStyle(by: .value("Temperature", \.celsius))
        }).svg()
        let points = count("class=\"mark point\"", in: svg)
        // Colours are printed in 256 levels a channel, so neighbouring readings may share one; there are
        // many shapes, and never more than readings.
        #expect(points > 100 && points <= 2_400)
        #expect(!svg.contains("aria-label=\"Day"))
    }

    @Test("the longest of 2,500 rides keeps its annotation in a dense scatter, and a rule between rides still draws")
    func annotatedPointInDenseScatter() {
        let all = rides(2_500)
        let longest = all.indices.max { all[$0].kilometres < all[$1].kilometres } ?? 0
        let svg = TestRender.renderer(Chart {
            ForEach(Array(all.enumerated()), id: \.offset) { i, r in
                if i == longest {
                    PointMark(x: .value("Distance", r.kilometres), y: .value("Duration", r.minutes))
                        .annotation(position: .top) { Text("Longest") }
                } else {
                    PointMark(x: .value("Distance", r.kilometres), y: .value("Duration", r.minutes))
                }
            }
            RuleMark(y: .value("Goal", 20))
        }).svg()
        #expect(svg.contains(">Longest</text>"))
        #expect(count("class=\"mark rule\"", in: svg) == 1)
        // The annotated ride looks like the others, so it is drawn in their one shape.
        #expect(count("class=\"mark point\"", in: svg) == 1)
    }
}
