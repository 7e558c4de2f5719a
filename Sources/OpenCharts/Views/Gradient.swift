import ChartScene
import Foundation

/// Colour stops along a line from 0 to 1.
public struct Gradient: Hashable, Sendable, ShapeStyle {
    /// One colour at a location.
    public struct Stop: Hashable, Sendable {
        /// The colour at this stop.
        public var color: Color
        /// Where the stop lies, from 0 to 1.
        public var location: CGFloat
        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) { self.color = color; self.location = location }
    }

    /// The stops, in order of location.
    public var stops: [Stop]

    /// A gradient of the given stops.
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
    /// The colours of the gradient.
    public var gradient: Gradient
    /// Where the gradient starts, in the painted shape's unit square.
    public var startPoint: UnitPoint
    /// Where the gradient ends, in the painted shape's unit square.
    public var endPoint: UnitPoint

    /// A gradient from `startPoint` to `endPoint`.
    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }
    /// Colours spread evenly from `startPoint` to `endPoint`.
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    /// Colour stops from `startPoint` to `endPoint`.
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
