import ChartScene
import Foundation
@testable import OpenCharts
import Testing

@Suite("3D chart projection")
struct Chart3DProjectionTests {
    static func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance }

    @Test("from the front, x runs to the right, y up and z towards the viewer")
    func front() {
        let p = Chart3DProjection(pose: .front, projection: .orthographic)
        let s = p.project(Vector3(x: 0.5, y: 0.25, z: -0.5))
        #expect(Self.close(s.x, 0.5) && Self.close(s.y, 0.25) && Self.close(s.depth, -0.5))
    }

    @Test("at azimuth 90° a point at x = 1 is straight ahead, nearest the viewer, and z = 1 is on the left")
    func azimuth90() {
        let p = Chart3DProjection(pose: Chart3DPose(azimuth: .degrees(90), inclination: .degrees(0)), projection: .orthographic)
        // The viewer stands at +x looking back at the centre: screen right is -z (cos 90° x − sin 90° z).
        let a = p.project(Vector3(x: 1, y: 0, z: 0))
        #expect(Self.close(a.x, 0) && Self.close(a.y, 0) && Self.close(a.depth, 1))
        let b = p.project(Vector3(x: 0, y: 0, z: 1))
        #expect(Self.close(b.x, -1) && Self.close(b.y, 0) && Self.close(b.depth, 0))
    }

    @Test("at azimuth 30° and inclination 20° a corner lands where the rotation puts it")
    func defaultPose() {
        let p = Chart3DProjection(pose: Chart3DPose(azimuth: .degrees(30), inclination: .degrees(20)), projection: .orthographic)
        // Corner (0.5, -0.5, 0.5): x' = 0.5·cos30 − 0.5·sin30 = 0.18301;
        // y' = −0.5·(−sin30·sin20) − 0.5·cos20 − 0.5·cos30·sin20... written out term by term:
        // up = (−sin30·sin20, cos20, −cos30·sin20) = (−0.17101, 0.93969, −0.29620)
        // y' = 0.5·(−0.17101) + (−0.5)·0.93969 + 0.5·(−0.29620) = −0.70345
        // toward = (sin30·cos20, sin20, cos30·cos20) = (0.46985, 0.34202, 0.81380)
        // depth = 0.5·0.46985 − 0.5·0.34202 + 0.5·0.81380 = 0.47082
        let s = p.project(Vector3(x: 0.5, y: -0.5, z: 0.5))
        #expect(Self.close(s.x, 0.18301, 1e-5))
        #expect(Self.close(s.y, -0.70345, 1e-5))
        #expect(Self.close(s.depth, 0.47082, 1e-5))
    }

    @Test("from the top, the front of the box is at the bottom of the picture")
    func top() {
        let p = Chart3DProjection(pose: .top, projection: .orthographic)
        let s = p.project(Vector3(x: 0, y: 0, z: 0.5))
        #expect(Self.close(s.y, -0.5, 1e-6))
        #expect(Self.close(p.project(Vector3(x: 0, y: 0.5, z: 0)).depth, 0.5, 1e-6))
    }

    @Test("a perspective camera three box widths away enlarges the near side by 3 / (3 − depth)")
    func perspective() {
        let p = Chart3DProjection(pose: .front, projection: .perspective)
        let near = p.project(Vector3(x: 0.5, y: 0, z: 0.5))
        #expect(Self.close(near.x, 0.5 * 3 / 2.5))
        let far = p.project(Vector3(x: 0.5, y: 0, z: -0.5))
        #expect(Self.close(far.x, 0.5 * 3 / 3.5))
        let ortho = Chart3DProjection(pose: .front, projection: .automatic).project(Vector3(x: 0.5, y: 0, z: 0.5))
        #expect(Self.close(ortho.x, 0.5))
    }

    @Test("the presets look from the front, back, left, right, top and bottom")
    func presets() {
        #expect(Chart3DPose.front == Chart3DPose(azimuth: .degrees(0), inclination: .degrees(0)))
        #expect(Chart3DPose.back.azimuth.degrees == 180 && Chart3DPose.right.azimuth.degrees == 90)
        #expect(Chart3DPose.left.azimuth.degrees == -90 && Chart3DPose.top.inclination.degrees == 90)
        #expect(Chart3DPose.bottom.inclination.degrees == -90)
    }
}

/// The first disc of a point's symbol: its centre in the picture.
func pointCenters(_ nodes: [SceneNode]) -> [ScenePoint] {
    var out: [ScenePoint] = []
    func visit(_ n: SceneNode) {
        guard case .group(let g) = n else { return }
        if g.semantics.classes == "mark point", case .shape(let s)? = g.children.first {
            let b = s.path.controlPointBounds
            out.append(ScenePoint(b.midX, b.midY))
            return
        }
        g.children.forEach(visit)
    }
    nodes.forEach(visit)
    return out
}

@Suite("3D charts drawn")
struct Chart3DRenderTests {
    struct P: Identifiable { let id: Int; let x: Double; let y: Double; let z: Double }

    static func chart(_ pose: Chart3DPose) -> some View {
        Chart3D([P(id: 0, x: 1, y: 0, z: 0)]) { p in
            PointMark(x: .value("x", p.x), y: .value("y", p.y), z: .value("z", p.z))
        }
        .chartXScale(domain: -1...1)
        .chartYScale(domain: -1...1)
        .chartZScale(domain: -1...1)
        .chart3DPose(pose)
    }

    static func scene(_ view: some View) -> [SceneNode] {
        var r = ChartRenderer(content: view)
        r.proposedSize = ProposedViewSize(width: 400, height: 400)
        return r.scene().nodes
    }

    @Test("one chart at two poses puts the point at x = 1 where each pose projects it")
    func twoPoses() throws {
        // 400 × 400 with no legend: centre (200, 200) and (200 − 34) / 0.8 = 207.5 points per box
        // unit. x = 1 of −1…1 is the box's right side, 0.5.
        let front = try #require(pointCenters(Self.scene(Self.chart(.front))).first)
        #expect(Chart3DProjectionTests.close(front.x, 200 + 0.5 * 207.5, 1e-6))
        #expect(Chart3DProjectionTests.close(front.y, 200, 1e-6))
        // At azimuth 90° the same point is straight ahead: the centre of the picture.
        let side = try #require(pointCenters(Self.scene(Self.chart(Chart3DPose(azimuth: .degrees(90), inclination: .degrees(0))))).first)
        #expect(Chart3DProjectionTests.close(side.x, 200, 1e-6))
        #expect(Chart3DProjectionTests.close(side.y, 200, 1e-6))
    }
}
