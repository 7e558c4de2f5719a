import ChartScene
import Foundation

/// Colour stops along a line from 0 to 1.
public struct Gradient: Hashable, Sendable, ShapeStyle {
    /// One colour at a location.
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    /// Colours spread evenly from 0 to 1.
    public init(colors: [Color]) {
        let n = colors.count
        stops = colors.enumerated().map { i, c in Stop(color: c, location: n > 1 ? CGFloat(i) / CGFloat(n - 1) : 0) }
    }

    func sceneStops(_ scheme: ColorScheme) -> [GradientStop] {
        stops.map { GradientStop(color: $0.color.resolved(scheme), location: Color.unit(Double($0.location))) }
    }
}

extension Gradient: ResolvableShapeStyle {
    // A bare gradient runs top to bottom, as SwiftUI draws it.
    func paint(in env: EnvironmentValues) -> Paint {
        .linearGradient(LinearGradientPaint(stops: sceneStops(env.colorScheme), start: ScenePoint(0.5, 0), end: ScenePoint(0.5, 1)))
    }
}

/// A linear gradient between two unit points of the painted shape.
///
/// ```swift
/// AreaMark(x: .value("Day", day), y: .value("Sales", sales))
///     .foregroundStyle(LinearGradient(colors: [.blue, .blue.opacity(0.1)], startPoint: .top, endPoint: .bottom))
/// ```
public struct LinearGradient: Hashable, Sendable, ShapeStyle, ResolvableShapeStyle {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    func paint(in env: EnvironmentValues) -> Paint {
        .linearGradient(LinearGradientPaint(stops: gradient.sceneStops(env.colorScheme),
                                            start: ScenePoint(Double(startPoint.x), Double(startPoint.y)),
                                            end: ScenePoint(Double(endPoint.x), Double(endPoint.y))))
    }
}

/// The gradient of `Color.gradient`: the colour, a little lighter at the top.
public struct AnyGradient: Hashable, Sendable, ShapeStyle, ResolvableShapeStyle {
    let color: Color
    func paint(in env: EnvironmentValues) -> Paint {
        let c = color.resolved(env.colorScheme)
        let lighter = RGBA(red: c.red + (1 - c.red) * 0.2, green: c.green + (1 - c.green) * 0.2,
                           blue: c.blue + (1 - c.blue) * 0.2, alpha: c.alpha)
        return .linearGradient(LinearGradientPaint(stops: [GradientStop(color: lighter, location: 0), GradientStop(color: c, location: 1)],
                                                   start: ScenePoint(0.5, 0), end: ScenePoint(0.5, 1)))
    }
}
