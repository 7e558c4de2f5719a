import Foundation

/// A point or direction in a 3D chart's box, whose sides run from -0.5 to 0.5 on each axis:
/// x to the right, y up, z towards the front.
struct Vector3: Hashable, Sendable {
    var x: Double
    var y: Double
    var z: Double

    static func + (a: Vector3, b: Vector3) -> Vector3 { Vector3(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z) }
    static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(x: a.x - b.x, y: a.y - b.y, z: a.z - b.z) }
    static func * (a: Vector3, k: Double) -> Vector3 { Vector3(x: a.x * k, y: a.y * k, z: a.z * k) }
    func dot(_ b: Vector3) -> Double { x * b.x + y * b.y + z * b.z }
    func cross(_ b: Vector3) -> Vector3 { Vector3(x: y * b.z - z * b.y, y: z * b.x - x * b.z, z: x * b.y - y * b.x) }
    var length: Double { dot(self).squareRoot() }
    /// The vector scaled to length 1; zero stays zero.
    var normalized: Vector3 {
        let l = length
        return l > 0 && l.isFinite ? self * (1 / l) : Vector3(x: 0, y: 0, z: 0)
    }
}

/// How a pose and a camera turn the chart's box into the plane of the picture.
///
/// The viewer sits on the sphere around the box at the pose's azimuth (around y, from the front
/// towards positive x) and inclination (up from the x–z plane), looking at the centre with y up.
/// Screen coordinates are in box units with y up; a perspective camera also scales each point by
/// how near it is.
struct Chart3DProjection: Sendable {
    /// The screen's right, up and towards-the-viewer directions, in the box's coordinates.
    let right: Vector3
    let up: Vector3
    let toward: Vector3
    let perspective: Bool

    /// The perspective camera's distance from the centre, in box widths.
    static let cameraDistance = 3.0

    init(pose: Chart3DPose, projection: Chart3DCameraProjection) {
        let a = pose.azimuth.radians.isFinite ? pose.azimuth.radians : 0
        // Straight up or down the up vector would be undefined; a hair less than 90° keeps it.
        let limit = Double.pi / 2 - 1e-9
        let e = pose.inclination.radians.isFinite ? min(max(pose.inclination.radians, -limit), limit) : 0
        let (sa, ca, se, ce) = (sin(a), cos(a), sin(e), cos(e))
        toward = Vector3(x: sa * ce, y: se, z: ca * ce)
        right = Vector3(x: ca, y: 0, z: -sa)
        up = Vector3(x: -sa * se, y: ce, z: -ca * se)
        perspective = projection.kind == .perspective
    }

    /// `p` in view coordinates: x right, y up, z towards the viewer.
    func view(_ p: Vector3) -> Vector3 { Vector3(x: p.dot(right), y: p.dot(up), z: p.dot(toward)) }

    /// Where `p` lands on the screen, in box units with y up, and its depth (greater is nearer).
    func project(_ p: Vector3) -> (x: Double, y: Double, depth: Double) {
        let v = view(p)
        let k = scale(atDepth: v.z)
        return (v.x * k, v.y * k, v.z)
    }

    /// How much a perspective camera enlarges things at `depth`; 1 at the centre and always for
    /// an orthographic one.
    func scale(atDepth depth: Double) -> Double {
        guard perspective else { return 1 }
        let d = Self.cameraDistance
        return d / max(d - depth, 0.25)
    }
}

/// The box placed in the picture: its centre and the points per box unit.
struct Chart3DViewport: Sendable {
    let projection: Chart3DProjection
    let centerX: Double
    let centerY: Double
    let unit: Double

    /// Screen point (y down) and depth of a point in the box.
    func point(_ p: Vector3) -> (x: Double, y: Double, depth: Double) {
        let s = projection.project(p)
        return (centerX + s.x * unit, centerY - s.y * unit, s.depth)
    }
}
