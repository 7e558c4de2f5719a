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
}
