import Foundation
import OpenCharts

// begin source
/// A penguin's measurements, as in WWDC25's "Bring Swift Charts to the third dimension".
struct Penguin: Identifiable {
    let id: Int
    let species: String
    let flipperLength: Double
    let weight: Double
    let beakLength: Double
}

/// Three species whose clusters separate only in three dimensions.
let penguins: [Penguin] = {
    // Species means (flipper mm, weight kg, beak mm), and a fixed, repeatable spread around them.
    let species: [(String, Double, Double, Double)] = [("Adelie", 190, 3.7, 38.8), ("Chinstrap", 196, 3.7, 48.8), ("Gentoo", 217, 5.1, 47.5)]
    var result: [Penguin] = []
    for (s, (name, f, w, b)) in species.enumerated() {
        for i in 0..<24 {
            let u = Double((i * 37 + s * 11) % 24) / 23 - 0.5, v = Double((i * 53 + s * 7) % 24) / 23 - 0.5
            let t = Double((i * 19 + s * 5) % 24) / 23 - 0.5
            result.append(Penguin(id: result.count, species: name, flipperLength: f + 14 * u, weight: w + 0.9 * v + 0.3 * u,
                                  beakLength: b + 5 * t))
        }
    }
    return result
}()

struct PenguinPointsChart: View {
    var body: some View {
        Chart3D(penguins) { penguin in
            PointMark(
                x: .value("Flipper Length", penguin.flipperLength),
                y: .value("Weight", penguin.weight),
                z: .value("Beak Length", penguin.beakLength)
            )
            .foregroundStyle(by: .value("Species", penguin.species))
        }
        .chartXAxisLabel("Flipper Length (mm)")
        .chartYAxisLabel("Weight (kg)")
        .chartZAxisLabel("Beak Length (mm)")
    }
}

/// The same penguins from the front: the 2D chart of flipper length and weight.
struct PenguinFrontChart: View {
    var body: some View {
        PenguinPointsChart()
            .chart3DPose(.front)
    }
}

/// Cubes, cylinders and cones on stems: each symbol lit like the surfaces.
struct SymbolShapesChart: View {
    let shapes: [(String, BasicChart3DSymbolShape)] = [("Sphere", .sphere), ("Cube", .cube), ("Cylinder", .cylinder), ("Cone", .cone)]

    var body: some View {
        Chart3D {
            ForEach(0..<4) { i in
                RuleMark(x: .value("x", Double(i)), y: .value("y", Double(i + 1)), z: .value("z", 0.5))
                    .foregroundStyle(.gray)
                PointMark(x: .value("x", Double(i)), y: .value("y", Double(i + 1)), z: .value("z", 0.5))
                    .symbol(shapes[i].1)
                    .symbolSize(0.12)
                    .foregroundStyle(by: .value("Shape", shapes[i].0))
            }
        }
        .chartXScale(domain: -1...4)
        .chartYScale(domain: 0...5)
        .chartZScale(domain: -1...2)
    }
}
// end source
