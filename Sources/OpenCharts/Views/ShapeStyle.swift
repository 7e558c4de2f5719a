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
    public init<S: ShapeStyle>(_ style: S) { base = style }
    func paint(in env: EnvironmentValues) -> Paint { base.resolvePaint(in: env) }
}

/// The levels of the foreground style: primary, secondary, tertiary, quaternary.
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle, Sendable {
    let level: Int
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
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
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

extension ShapeStyle where Self == Color {
    public static var blue: Color { Color.blue }
    public static var green: Color { Color.green }
    public static var orange: Color { Color.orange }
    public static var purple: Color { Color.purple }
    public static var red: Color { Color.red }
    public static var cyan: Color { Color.cyan }
    public static var yellow: Color { Color.yellow }
    public static var pink: Color { Color.pink }
    public static var teal: Color { Color.teal }
    public static var indigo: Color { Color.indigo }
    public static var mint: Color { Color.mint }
    public static var brown: Color { Color.brown }
    public static var gray: Color { Color.gray }
    public static var black: Color { Color.black }
    public static var white: Color { Color.white }
    public static var clear: Color { Color.clear }
}
