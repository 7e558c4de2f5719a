import Foundation
import OpenCharts

// begin source
/// The surface of Apple's `SurfacePlot` page: y = sin(2x)·cos(2z), coloured by height.
struct HeightBasedSurfaceChart: View {
    var body: some View {
        Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in
                sin(2 * x) * cos(2 * z)
            }
            .foregroundStyle(.heightBased)
        }
        .chartXScale(domain: -2...2)
        .chartYScale(domain: -1...1)
        .chartZScale(domain: -2...2)
    }
}

/// The WWDC25 surface, y = sin(x)·cos(z), in the default pose and colour.
struct WaveSurfaceChart: View {
    var body: some View {
        Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in
                sin(x) * cos(z)
            }
        }
        .chartXScale(domain: -5...5)
        .chartYScale(domain: -1.5...1.5)
        .chartZScale(domain: -5...5)
    }
}

/// A ripple coloured by the direction each part faces, shiny and seen in perspective.
struct NormalBasedSurfaceChart: View {
    @State var pose = Chart3DPose(azimuth: .degrees(20), inclination: .degrees(30))

    var body: some View {
        Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in
                let h = hypot(x, z)
                return h == 0 ? 1 : sin(h) / h
            }
            .foregroundStyle(.normalBased)
            .roughness(0.2)
        }
        .chart3DPose($pose)
        .chart3DCameraProjection(.perspective)
        .chartXScale(domain: -10...10)
        .chartYScale(domain: -0.3...1)
        .chartZScale(domain: -10...10)
    }
}

/// Two surfaces with their own gradients and materials: a metal bowl under a matte sheet.
struct MaterialSurfacesChart: View {
    var body: some View {
        Chart3D {
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in
                (x * x + z * z) / 4 - 1
            }
            .foregroundStyle(LinearGradient(colors: [.orange, .red], startPoint: .top, endPoint: .bottom))
            .metalness(0.9)
            .roughness(0.25)
            SurfacePlot(x: "x", y: "y", z: "z") { x, z in
                0.3 * sin(x + z)
            }
            .foregroundStyle(.heightBased(Gradient(colors: [.blue, .teal]), yRange: -0.3...0.3))
            .roughness(1)
        }
        .chartXScale(domain: -2...2)
        .chartYScale(domain: -1...1)
        .chartZScale(domain: -2...2)
        .chart3DPose(.default)
    }
}
// end source
