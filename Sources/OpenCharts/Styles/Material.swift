import ChartScene
import Foundation

/// A translucent background that would blur what lies behind it. A picture has nothing live
/// behind it to blur, so a material is drawn as a translucent fill: white at rising opacity in
/// light mode, dark grey in dark mode.
///
/// ```swift
/// Text("Updated hourly").padding(8).background(.ultraThinMaterial, in: Capsule())
/// ```
public struct Material: ShapeStyle, ResolvableShapeStyle, Hashable, Sendable {
    /// The opacity of the fill, from ultra-thin to ultra-thick.
    let thickness: Double

    /// The most see-through material: 35% white, or dark grey in dark mode.
    public static let ultraThinMaterial = Material(thickness: 0.35)
    /// A see-through material: 55% white, or dark grey in dark mode.
    public static let thinMaterial = Material(thickness: 0.55)
    /// The usual material: 72% white, or dark grey in dark mode.
    public static let regularMaterial = Material(thickness: 0.72)
    /// A mostly opaque material: 85% white, or dark grey in dark mode.
    public static let thickMaterial = Material(thickness: 0.85)
    /// The least see-through material: 93% white, or dark grey in dark mode.
    public static let ultraThickMaterial = Material(thickness: 0.93)
    /// The material of toolbars and tab bars.
    public static let bar = Material(thickness: 0.8)

    /// Light mode lightens what is behind towards white; dark mode darkens it towards the grey
    /// of iOS's dark materials.
    func paint(in env: EnvironmentValues) -> Paint {
        env.colorScheme == .dark
            ? .color(RGBA(hex: 0x1E1E1E, alpha: thickness))
            : .color(RGBA(hex: 0xFFFFFF, alpha: thickness))
    }
}

extension ShapeStyle where Self == Material {
    /// The most see-through material.
    public static var ultraThinMaterial: Material { Material.ultraThinMaterial }
    /// A see-through material.
    public static var thinMaterial: Material { Material.thinMaterial }
    /// The usual material.
    public static var regularMaterial: Material { Material.regularMaterial }
    /// A mostly opaque material.
    public static var thickMaterial: Material { Material.thickMaterial }
    /// The least see-through material.
    public static var ultraThickMaterial: Material { Material.ultraThickMaterial }
    /// The material of bars.
    public static var bar: Material { Material.bar }
}
