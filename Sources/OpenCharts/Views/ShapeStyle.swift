import ChartScene
import Foundation

/// A colour, gradient or other paint for shapes, text and marks.
public protocol ShapeStyle {}

/// Styles that know how to become scene paint for an appearance.
protocol ResolvableShapeStyle {
    func paint(in env: EnvironmentValues) -> Paint
}

extension ShapeStyle {
    func resolvePaint(in env: EnvironmentValues) -> Paint {
        (self as? any ResolvableShapeStyle)?.paint(in: env) ?? .color(env.primaryColor)
    }
}

extension Color: ResolvableShapeStyle {
    func paint(in env: EnvironmentValues) -> Paint { .color(resolved(env.colorScheme)) }
}

/// A type-erased shape style.
public struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle, @unchecked Sendable {
    let base: any ShapeStyle
    /// A style wrapping `style`.
    public init<S: ShapeStyle>(_ style: S) { base = style }
    func paint(in env: EnvironmentValues) -> Paint { base.resolvePaint(in: env) }
}

/// The levels of the foreground style: primary, secondary, tertiary, quaternary.
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle, Sendable {
    let level: Int
    /// The first level: the foreground itself.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// The second level: a fainter foreground.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// The third level: fainter still.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level: the faintest.
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    func paint(in env: EnvironmentValues) -> Paint {
        // iOS label colours: primary, then secondary/tertiary/quaternary labels at 60/30/18% opacity.
        let base = Color.labelGrey.resolved(env.colorScheme)
        switch level {
        case 0: return .color(env.primaryColor)
        case 1: return .color(base.multiplyingAlpha(0.6))
        case 2: return .color(base.multiplyingAlpha(0.3))
        case 3: return .color(base.multiplyingAlpha(0.18))
        default: return .color(base.multiplyingAlpha(0.1))
        }
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The first level of the foreground.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// The second level of the foreground.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// The third level of the foreground.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of the foreground.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
    /// iOS's system blue.
    public static var blue: Color { Color.blue }
    /// iOS's system green.
    public static var green: Color { Color.green }
    /// iOS's system orange.
    public static var orange: Color { Color.orange }
    /// iOS's system purple.
    public static var purple: Color { Color.purple }
    /// iOS's system red.
    public static var red: Color { Color.red }
    /// iOS's system cyan.
    public static var cyan: Color { Color.cyan }
    /// iOS's system yellow.
    public static var yellow: Color { Color.yellow }
    /// iOS's system pink.
    public static var pink: Color { Color.pink }
    /// iOS's system teal.
    public static var teal: Color { Color.teal }
    /// iOS's system indigo.
    public static var indigo: Color { Color.indigo }
    /// iOS's system mint.
    public static var mint: Color { Color.mint }
    /// iOS's system brown.
    public static var brown: Color { Color.brown }
    /// iOS's system gray.
    public static var gray: Color { Color.gray }
    /// Black.
    public static var black: Color { Color.black }
    /// White.
    public static var white: Color { Color.white }
    /// No colour: fully transparent.
    public static var clear: Color { Color.clear }
}
