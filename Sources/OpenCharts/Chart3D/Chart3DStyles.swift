import Foundation

/// A way to colour a surface in a 3D chart.
///
/// ```swift
/// SurfacePlot(x: "x", y: "y", z: "z") { x, z in sin(x) * cos(z) }
///     .foregroundStyle(.heightBased)
/// ```
public protocol Chart3DSurfaceStyle: Hashable {}

/// A surface colouring: by height through a gradient, or by the direction the surface faces.
public struct BasicChart3DSurfaceStyle: Chart3DSurfaceStyle, Sendable {
    enum Kind: Hashable, Sendable {
        case height(Gradient?, yRange: ClosedRange<CGFloat>?)
        case normal
    }
    let kind: Kind
}

extension Chart3DSurfaceStyle where Self == BasicChart3DSurfaceStyle {
    /// Colours by height (y), through the default gradient over the chart's y domain.
    public static var heightBased: BasicChart3DSurfaceStyle { BasicChart3DSurfaceStyle(kind: .height(nil, yRange: nil)) }
    /// Colours by the direction each part of the surface faces.
    public static var normalBased: BasicChart3DSurfaceStyle { BasicChart3DSurfaceStyle(kind: .normal) }
    /// Colours by height (y) through `gradient`, spread over `yRange` (the y domain when `nil`).
    public static func heightBased(_ gradient: Gradient, yRange: ClosedRange<CGFloat>? = nil) -> BasicChart3DSurfaceStyle {
        BasicChart3DSurfaceStyle(kind: .height(gradient, yRange: yRange))
    }
    /// Colours by height (y) through the default gradient, spread over `yRange`.
    public static func heightBased(yRange: ClosedRange<CGFloat>) -> BasicChart3DSurfaceStyle {
        BasicChart3DSurfaceStyle(kind: .height(nil, yRange: yRange))
    }
}

/// The shape of a point in a 3D chart.
///
/// ```swift
/// PointMark(x: .value("x", x), y: .value("y", y), z: .value("z", z))
///     .symbol(.cube)
/// ```
public protocol Chart3DSymbolShape: Hashable {}

/// A built-in 3D symbol: a sphere, cube, cylinder or cone.
public struct BasicChart3DSymbolShape: Chart3DSymbolShape, Sendable {
    enum Kind: Hashable, Sendable { case sphere, cube, cylinder, cone }
    let kind: Kind
}

extension Chart3DSymbolShape where Self == BasicChart3DSymbolShape {
    /// A ball: the default symbol.
    public static var sphere: BasicChart3DSymbolShape { BasicChart3DSymbolShape(kind: .sphere) }
    /// A cube.
    public static var cube: BasicChart3DSymbolShape { BasicChart3DSymbolShape(kind: .cube) }
    /// An upright cylinder.
    public static var cylinder: BasicChart3DSymbolShape { BasicChart3DSymbolShape(kind: .cylinder) }
    /// An upright cone.
    public static var cone: BasicChart3DSymbolShape { BasicChart3DSymbolShape(kind: .cone) }
}
