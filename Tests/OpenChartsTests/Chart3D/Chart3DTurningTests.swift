import ChartScene
import Foundation
@testable import OpenCharts
import Testing

/// A 3D chart whose pose is bound, under a line that shows the pose's angles.
private struct TurnableChart: View {
    @State private var pose: Chart3DPose = .default
    var body: some View {
        VStack {
            Text("Pose \(Int(saturating: pose.azimuth.degrees.rounded())) \(Int(saturating: pose.inclination.degrees.rounded()))")
            Chart3D {
                PointMark(x: .value("x", 1.0), y: .value("y", 2.0), z: .value("z", 3.0))
            }
            .chart3DPose($pose)
            .frame(width: 300, height: 300)
        }
    }
}

@Suite("Turning 3D charts by dragging")
struct Chart3DTurningTests {
    @Test("a drag turns half a degree a point: right lowers the azimuth, down raises the inclination up to 90°")
    func turnedPose() {
        let pose = Chart3DPose(azimuth: .degrees(30), inclination: .degrees(20))
        let t = pose.turned(dx: 60, dy: 20)
        // 30 − 60 × 0.5 and 20 + 20 × 0.5.
        #expect(abs(t.azimuth.degrees - 0) < 1e-9 && abs(t.inclination.degrees - 30) < 1e-9)
        let up = pose.turned(dx: -10, dy: 400)
        #expect(abs(up.azimuth.degrees - 35) < 1e-9 && up.inclination.degrees == 90)
        #expect(pose.turned(dx: 0, dy: -400).inclination.degrees == -90)
        #expect(pose.turned(dx: .nan, dy: 3) == pose)
        #expect(pose.turned(dx: 1, dy: .infinity) == pose)
    }

    @Test("in a live screen a drag on a chart with a pose binding writes the pose, and the view showing it follows")
    func liveDragWritesTheBinding() throws {
        let session = ScreenSession { TurnableChart() }
        let first = session.render(width: 390)
        #expect(first.svg.contains("Pose 30 20"))
        let chart = try #require(first.targets.first { $0.kind == "chart3d" })
        #expect(chart.flags == 2)
        let x = chart.x + 150, y = chart.y + 150
        #expect(session.handle(.pointer(.down, x: x, y: y)))
        // 40 right and 20 down: azimuth 30 − 20 = 10, inclination 20 + 10 = 30.
        #expect(session.handle(.pointer(.move, x: x + 40, y: y + 20)))
        #expect(session.render(width: 390).svg.contains("Pose 10 30"))
        // Moves count from the press: 60 right in all is azimuth 0.
        #expect(session.handle(.pointer(.move, x: x + 60, y: y + 20)))
        #expect(session.render(width: 390).svg.contains("Pose 0 30"))
        _ = session.handle(.pointer(.up, x: x + 60, y: y + 20))
        // A second drag turns on from where the first left the pose: 20 left is azimuth 10.
        let again = try #require(session.render(width: 390).targets.first { $0.kind == "chart3d" })
        _ = session.handle(.pointer(.down, x: again.x + 100, y: again.y + 100))
        #expect(session.handle(.pointer(.move, x: again.x + 80, y: again.y + 100)))
        #expect(session.render(width: 390).svg.contains("Pose 10 30"))
    }

    @Test("a chart with a fixed pose, or drawn outside a live screen, records no turning target")
    func noTargetWithoutBinding() {
        let session = ScreenSession {
            Chart3D { PointMark(x: .value("x", 1.0), y: .value("y", 2.0), z: .value("z", 3.0)) }
                .chart3DPose(.front)
                .frame(width: 300, height: 300)
        }
        #expect(!session.render(width: 390).targets.contains { $0.kind == "chart3d" })
    }
}
