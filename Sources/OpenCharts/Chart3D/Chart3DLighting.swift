import ChartScene
import Foundation

/// The light of a 3D chart: an ambient part, a key light from the upper left in front, and a
/// Blinn–Phong highlight whose size follows roughness and whose colour follows metalness.
struct Chart3DLighting: Sendable {
    /// The direction towards the light, in view coordinates (x right, y up, z towards the viewer).
    static let light = Vector3(x: -0.35, y: 0.75, z: 0.55).normalized
    /// Halfway between the light and the viewer, for the highlight (Blinn 1977).
    static let halfway = (light + Vector3(x: 0, y: 0, z: 1)).normalized

    var metalness: Double
    var roughness: Double

    init(metalness: Double?, roughness: Double?) {
        self.metalness = metalness ?? 0
        self.roughness = roughness ?? 0.5
    }

    /// The colour of `base` on a face whose normal is `n` in view coordinates. Faces are lit on
    /// both sides: a normal that points away from the viewer is turned round.
    func shade(_ base: RGBA, normal n: Vector3) -> RGBA {
        var n = n.normalized
        if n.z < 0 { n = n * -1 }
        let diffuse = max(0, n.dot(Self.light))
        // A metal reflects little diffuse light and tints its highlight with its own colour.
        let diffuseWeight = 0.72 * (1 - 0.55 * metalness)
        let ambient = 0.38 - 0.08 * metalness
        let smooth = 1 - roughness
        let shininess = 6 + smooth * smooth * 140
        let strength = (0.06 + 0.55 * smooth * smooth) * (0.7 + 0.6 * metalness)
        let highlight = strength * pow(max(0, n.dot(Self.halfway)), shininess)
        func channel(_ c: Double) -> Double {
            let specular = (1 - metalness) + metalness * c
            return min(1, max(0, c * (ambient + diffuseWeight * diffuse) + highlight * specular))
        }
        return RGBA(red: channel(base.red), green: channel(base.green), blue: channel(base.blue), alpha: base.alpha)
    }
}
