import ChartScene
import Foundation

/// A gradient that spreads out from a centre in circles, from `startRadius` to `endRadius` points.
///
/// Used as a view (a background, say) it is drawn as 48 concentric bands; used to fill a shape
/// it is drawn in the average of its colours (see Differences.md).
///
/// ```swift
/// RadialGradient(colors: [.orange, .red], center: .center, startRadius: 0, endRadius: 120)
/// ```
public struct RadialGradient: ShapeStyle, ResolvableShapeStyle, Hashable, Sendable {
    /// The colour stops.
    public var gradient: Gradient
    /// The centre, as a unit point of the painted rectangle.
    public var center: UnitPoint
    /// The radius, in points, where the first colour ends.
    public var startRadius: CGFloat
    /// The radius, in points, where the last colour begins.
    public var endRadius: CGFloat

    /// A gradient of colour stops.
    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient; self.center = center; self.startRadius = startRadius; self.endRadius = endRadius
    }
    /// A gradient of colours spread evenly.
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    /// A gradient of colour stops at given locations.
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    func paint(in env: EnvironmentValues) -> Paint { .color(GradientField.average(gradient, env.colorScheme)) }
}

/// A gradient that spreads out from a centre in ellipses fitted to the painted rectangle; the
/// radii are fractions of the rectangle (0.5 reaches its edges).
///
/// ```swift
/// EllipticalGradient(colors: [.white, .blue], center: .center)
/// ```
public struct EllipticalGradient: ShapeStyle, ResolvableShapeStyle, Hashable, Sendable {
    /// The colour stops.
    public var gradient: Gradient
    /// The centre, as a unit point of the painted rectangle.
    public var center: UnitPoint
    /// The start radius as a fraction of the rectangle.
    public var startRadiusFraction: CGFloat
    /// The end radius as a fraction of the rectangle.
    public var endRadiusFraction: CGFloat

    /// A gradient of colour stops.
    public init(gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.gradient = gradient; self.center = center
        self.startRadiusFraction = startRadiusFraction; self.endRadiusFraction = endRadiusFraction
    }
    /// A gradient of colours spread evenly.
    public init(colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }
    /// A gradient of colour stops at given locations.
    public init(stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
    }

    func paint(in env: EnvironmentValues) -> Paint { .color(GradientField.average(gradient, env.colorScheme)) }
}

/// A gradient swept around a centre, from `startAngle` to `endAngle` (0 points right, angles
/// turn clockwise). As a view it is approximated by 90 wedges; as a fill by its average colour.
///
/// ```swift
/// Circle().strokeBorder(AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center), lineWidth: 4)
/// ```
public struct AngularGradient: ShapeStyle, ResolvableShapeStyle, Hashable, Sendable {
    /// The colour stops.
    public var gradient: Gradient
    /// The centre, as a unit point of the painted rectangle.
    public var center: UnitPoint
    /// The angle of the first colour.
    public var startAngle: Angle
    /// The angle of the last colour.
    public var endAngle: Angle

    /// A gradient of colour stops.
    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient; self.center = center; self.startAngle = startAngle; self.endAngle = endAngle
    }
    /// A gradient of colours spread evenly.
    public init(colors: [Color], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A gradient of colour stops at given locations.
    public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    /// A full turn starting at `angle`.
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    /// A full turn of colours starting at `angle`.
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }
    /// A full turn of colour stops starting at `angle`.
    public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
    }

    func paint(in env: EnvironmentValues) -> Paint { .color(GradientField.average(gradient, env.colorScheme)) }
}

nonisolated extension RadialGradient: View {
    /// A radial gradient used as a view fills the room it is offered.
    public var body: GradientFieldView { return GradientField(kind: .radial(center, startRadius, endRadius), gradient: gradient).view }
}

nonisolated extension EllipticalGradient: View {
    /// An elliptical gradient used as a view fills the room it is offered.
    public var body: GradientFieldView {
        return GradientField(kind: .elliptical(center, startRadiusFraction, endRadiusFraction), gradient: gradient).view
    }
}

nonisolated extension AngularGradient: View {
    /// An angular gradient used as a view fills the room it is offered.
    public var body: GradientFieldView {
        return GradientField(kind: .angular(center, startAngle.radians, endAngle.radians), gradient: gradient).view
    }
}
