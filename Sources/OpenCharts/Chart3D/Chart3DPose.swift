import Foundation

/// An angle in the plane, as the Spatial framework spells it: the type of a 3D chart's pose angles.
///
/// ```swift
/// Chart3DPose(azimuth: .degrees(20), inclination: .degrees(7))
/// ```
public struct Angle2D: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    /// An angle of `radians`.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees`.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    /// A zero angle.
    public init() { radians = 0 }
    /// An angle of `radians`.
    public static func radians(_ radians: Double) -> Angle2D { Angle2D(radians: radians) }
    /// An angle of `degrees`.
    public static func degrees(_ degrees: Double) -> Angle2D { Angle2D(degrees: degrees) }
    /// A zero angle.
    public static var zero: Angle2D { Angle2D() }

    public static func < (a: Angle2D, b: Angle2D) -> Bool { a.radians < b.radians }
    public static func + (a: Angle2D, b: Angle2D) -> Angle2D { Angle2D(radians: a.radians + b.radians) }
    public static func - (a: Angle2D, b: Angle2D) -> Angle2D { Angle2D(radians: a.radians - b.radians) }
    public static prefix func - (a: Angle2D) -> Angle2D { Angle2D(radians: -a.radians) }
}

/// The direction a 3D chart is seen from: an azimuth around the vertical y axis and an
/// inclination above the horizontal plane.
///
/// ```swift
/// @State var pose: Chart3DPose = .default
///
/// Chart3D { … }
///     .chart3DPose($pose)
/// ```
///
/// An azimuth of zero looks at the chart's front (the x–y plane, from positive z); a positive
/// azimuth moves the viewer towards positive x. A positive inclination looks down from above.
public struct Chart3DPose: Hashable, Sendable {
    /// The horizontal angle of the pose, around the vertical y axis.
    public var azimuth: Angle2D
    /// The vertical angle of the pose, above the horizontal x–z plane.
    public var inclination: Angle2D

    /// A pose of the given azimuth and inclination.
    public init(azimuth: Angle2D, inclination: Angle2D) {
        self.azimuth = azimuth; self.inclination = inclination
    }

    /// The pose a chart takes when none is given: a little from the right and from above.
    public static var `default`: Chart3DPose { Chart3DPose(azimuth: .degrees(30), inclination: .degrees(20)) }
    /// Straight at the front: the x–y plane, x to the right.
    public static var front: Chart3DPose { Chart3DPose(azimuth: .degrees(0), inclination: .degrees(0)) }
    /// Straight at the back.
    public static var back: Chart3DPose { Chart3DPose(azimuth: .degrees(180), inclination: .degrees(0)) }
    /// From the left: the z–y plane seen from negative x.
    public static var left: Chart3DPose { Chart3DPose(azimuth: .degrees(-90), inclination: .degrees(0)) }
    /// From the right: the z–y plane seen from positive x.
    public static var right: Chart3DPose { Chart3DPose(azimuth: .degrees(90), inclination: .degrees(0)) }
    /// From above: the x–z plane.
    public static var top: Chart3DPose { Chart3DPose(azimuth: .degrees(0), inclination: .degrees(90)) }
    /// From below.
    public static var bottom: Chart3DPose { Chart3DPose(azimuth: .degrees(0), inclination: .degrees(-90)) }
}

/// How a 3D chart is projected onto the screen.
///
/// ```swift
/// Chart3D { … }
///     .chart3DCameraProjection(.perspective)
/// ```
public struct Chart3DCameraProjection: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, orthographic, perspective }
    let kind: Kind
    /// The platform's choice: orthographic, as on iPhone and Mac.
    public static var automatic: Chart3DCameraProjection { Chart3DCameraProjection(kind: .automatic) }
    /// Parallel lines stay parallel; sizes do not change with depth.
    public static var orthographic: Chart3DCameraProjection { Chart3DCameraProjection(kind: .orthographic) }
    /// Nearer things are larger, as a camera sees them.
    public static var perspective: Chart3DCameraProjection { Chart3DCameraProjection(kind: .perspective) }
}

/// Whether a 3D chart is drawn flat in its view or as a volume (visionOS).
public struct Chart3DRenderingStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case automatic, flat, volumetric }
    let kind: Kind
    /// The platform's choice: flat in a picture.
    public static var automatic: Chart3DRenderingStyle { Chart3DRenderingStyle(kind: .automatic) }
    /// Drawn in the plane of the view.
    public static var flat: Chart3DRenderingStyle { Chart3DRenderingStyle(kind: .flat) }
    /// Drawn as a volume where the platform can; a picture draws it flat.
    public static var volumetric: Chart3DRenderingStyle { Chart3DRenderingStyle(kind: .volumetric) }
}

/// A rotation in 3D space, as the Spatial framework spells it: the type of `symbolRotation(_:)`.
public struct Rotation3D: Hashable, Sendable {
    /// The rotation angle.
    public var angle: Angle2D
    /// The axis the rotation turns about, not necessarily of unit length.
    public var axis: RotationAxis3D
    /// A rotation of `angle` about `axis`.
    public init(angle: Angle2D, axis: RotationAxis3D) { self.angle = angle; self.axis = axis }
    /// No rotation.
    public static var identity: Rotation3D { Rotation3D(angle: .zero, axis: .y) }
}

/// The axis of a ``Rotation3D``.
public struct RotationAxis3D: Hashable, Sendable {
    public var x: Double
    public var y: Double
    public var z: Double
    /// An axis in the direction of `(x, y, z)`.
    public init(x: Double, y: Double, z: Double) { self.x = x; self.y = y; self.z = z }
    /// The x axis.
    public static var x: RotationAxis3D { RotationAxis3D(x: 1, y: 0, z: 0) }
    /// The y axis.
    public static var y: RotationAxis3D { RotationAxis3D(x: 0, y: 1, z: 0) }
    /// The z axis.
    public static var z: RotationAxis3D { RotationAxis3D(x: 0, y: 0, z: 1) }
}

extension Chart3DPose {
    /// Degrees turned per point dragged, in a live screen and in an offline page alike.
    static let degreesPerPoint = 0.5

    /// The pose after a drag of `dx` points right and `dy` points down: dragging right turns the
    /// chart's front to the right (the azimuth falls), dragging down tips it towards the viewer
    /// (the inclination rises, up to straight above). Non-finite drags leave the pose.
    func turned(dx: Double, dy: Double) -> Chart3DPose {
        guard dx.isFinite, dy.isFinite else { return self }
        let azimuth = self.azimuth.degrees - dx * Self.degreesPerPoint
        let inclination = min(90, max(-90, self.inclination.degrees + dy * Self.degreesPerPoint))
        return Chart3DPose(azimuth: .degrees(azimuth), inclination: .degrees(inclination))
    }
}
