import ChartScene
import Foundation

/// The background of the view's window: white in light mode, black in dark mode.
///
/// ```swift
/// Text("Total").padding(8).background(.background)
/// ```
public struct BackgroundStyle: ShapeStyle, ResolvableShapeStyle, Sendable {
    /// The window background style.
    public init() {}
    func paint(in env: EnvironmentValues) -> Paint { .color(UIColor.systemBackground.resolved(env.colorScheme)) }
}

/// The tint of controls: the accent colour, or what `tint(_:)` set.
///
/// ```swift
/// Image(systemName: "star.fill").foregroundStyle(.tint)
/// ```
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle, Sendable {
    /// The tint style.
    public init() {}
    func paint(in env: EnvironmentValues) -> Paint { .color((env.tint ?? .accentColor).resolved(env.colorScheme)) }
}

/// The colour of separators between rows: a translucent grey.
public struct SeparatorShapeStyle: ShapeStyle, ResolvableShapeStyle, Sendable {
    /// The separator style.
    public init() {}
    func paint(in env: EnvironmentValues) -> Paint { .color(UIColor.separator.resolved(env.colorScheme)) }
}

/// A style drawn with its opacity multiplied, as `ShapeStyle.opacity(_:)` makes it.
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let opacity: Double

    func paint(in env: EnvironmentValues) -> Paint {
        let o = Color.unit(opacity)
        switch base.resolvePaint(in: env) {
        case .color(let c):
            return .color(c.multiplyingAlpha(o))
        case .linearGradient(var g):
            g.stops = g.stops.map { GradientStop(color: $0.color.multiplyingAlpha(o), location: $0.location) }
            return .linearGradient(g)
        }
    }
}

extension ShapeStyle {
    /// This style, partly transparent: 0 is invisible, 1 unchanged.
    ///
    /// ```swift
    /// RoundedRectangle(cornerRadius: 8).fill(.quaternary.opacity(0.5))
    /// ```
    public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: self, opacity: opacity) }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The window background: white in light mode, black in dark mode.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint of controls.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The colour of separators.
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The fifth level of the foreground: fainter than quaternary.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension HierarchicalShapeStyle {
    /// The fifth level of the foreground: fainter than quaternary.
    public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension UIColor {
    func resolved(_ scheme: ColorScheme) -> RGBA { scheme == .dark ? dark : light }
}
