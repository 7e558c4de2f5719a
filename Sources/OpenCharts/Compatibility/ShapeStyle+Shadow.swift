import ChartScene
import Foundation

/// A shadow a shape style can carry: a drop shadow behind the shape, or an inner one.
///
/// ```swift
/// RoundedRectangle(cornerRadius: 6, style: .continuous)
///     .fill(.white.shadow(.drop(radius: 2)))
/// ```
public struct ShadowStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case drop, inner }
    let kind: Kind
    let color: Color
    let radius: CGFloat
    let x: CGFloat
    let y: CGFloat

    /// The colour Apple's shadows default to: black at a third of full opacity.
    public static let defaultColor = Color.black.opacity(0.33)

    /// A shadow drawn behind and around the shape, blurred by `radius` and moved by `x` and `y`.
    public static func drop(color: Color = defaultColor, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .drop, color: color, radius: radius, x: x, y: y)
    }

    /// A shadow drawn inside the shape's edges.
    public static func inner(color: Color = defaultColor, radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> ShadowStyle {
        ShadowStyle(kind: .inner, color: color, radius: radius, x: x, y: y)
    }
}

/// A shape style with a shadow. The picture is drawn with the base style's paint; the shadow
/// itself is not drawn (see Docs/Differences.md).
public struct _ShadowShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let shadow: ShadowStyle

    func paint(in env: EnvironmentValues) -> Paint { base.resolvePaint(in: env) }
}

extension ShapeStyle {
    /// This style with a shadow, such as `.drop(radius: 2)`.
    ///
    /// ```swift
    /// Circle().fill(.blue.shadow(.drop(color: .black.opacity(0.2), radius: 3, y: 1)))
    /// ```
    public func shadow(_ style: ShadowStyle) -> some ShapeStyle { _ShadowShapeStyle(base: self, shadow: style) }
}
