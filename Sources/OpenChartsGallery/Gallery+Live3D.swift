import Foundation
import OpenCharts

extension LiveGalleryScreens {
    /// A surface that turns under a drag: its pose is bound to state, and the line above the chart
    /// shows the angles the drag writes.
    package static func turning() -> some View { TurningSurface() }
}

struct TurningSurface: View {
    @State private var pose: Chart3DPose = .default

    /// "Azimuth 30°, inclination 20°": each angle to the nearest degree.
    static func caption(_ pose: Chart3DPose) -> String {
        func degrees(_ a: Angle2D) -> Int { Int(saturating: a.degrees.rounded()) }
        return "Azimuth \(degrees(pose.azimuth))°, inclination \(degrees(pose.inclination))°"
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(Self.caption(pose))
                .font(.headline)
            Chart3D {
                SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(x) * cos(z) }
                    .foregroundStyle(.heightBased)
            }
            .chartXScale(domain: -3...3)
            .chartYScale(domain: -1...1)
            .chartZScale(domain: -3...3)
            .chart3DPose($pose)
            .frame(height: 340)
        }
        .padding()
    }
}
