import Foundation

/// A value that can be interpolated: the data of an animation, as in SwiftUI.
public protocol VectorArithmetic: AdditiveArithmetic {
    /// Multiplies every component by `rhs`.
    mutating func scale(by rhs: Double)
    /// The sum of the squares of the components.
    var magnitudeSquared: Double { get }
}

extension VectorArithmetic {
    /// The value scaled by `rhs`.
    public func scaled(by rhs: Double) -> Self { var v = self; v.scale(by: rhs); return v }
}

extension Double: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= rhs }
    /// The value squared.
    public var magnitudeSquared: Double { self * self }
}

extension Float: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= Float(rhs) }
    /// The value squared.
    public var magnitudeSquared: Double { Double(self * self) }
}

extension CGFloat: VectorArithmetic {
    /// Multiplies the value by `rhs`.
    public mutating func scale(by rhs: Double) { self *= CGFloat(rhs) }
    /// The value squared.
    public var magnitudeSquared: Double { Double(self * self) }
}

/// No animatable data: the default of views and shapes that do not animate.
public struct EmptyAnimatableData: VectorArithmetic, Hashable, Sendable {
    /// Empty data.
    public init() {}
    /// Empty data, the only value there is.
    public static var zero: EmptyAnimatableData { EmptyAnimatableData() }
    /// Empty data: there is nothing to add.
    public static func + (a: EmptyAnimatableData, b: EmptyAnimatableData) -> EmptyAnimatableData { a }
    /// Empty data: there is nothing to subtract.
    public static func - (a: EmptyAnimatableData, b: EmptyAnimatableData) -> EmptyAnimatableData { a }
    /// Does nothing: there is nothing to scale.
    public mutating func scale(by rhs: Double) {}
    /// Zero.
    public var magnitudeSquared: Double { 0 }
}

/// Two animatable values animated together.
///
/// ```swift
/// var animatableData: AnimatablePair<Double, Double> {
///     get { AnimatablePair(startAngle, endAngle) }
///     set { startAngle = newValue.first; endAngle = newValue.second }
/// }
/// ```
public struct AnimatablePair<First: VectorArithmetic, Second: VectorArithmetic>: VectorArithmetic {
    /// The first value.
    public var first: First
    /// The second value.
    public var second: Second

    /// A pair of values.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }

    /// Both values at zero.
    public static var zero: AnimatablePair { AnimatablePair(.zero, .zero) }
    /// The pairs added value by value.
    public static func + (a: AnimatablePair, b: AnimatablePair) -> AnimatablePair { AnimatablePair(a.first + b.first, a.second + b.second) }
    /// The pairs subtracted value by value.
    public static func - (a: AnimatablePair, b: AnimatablePair) -> AnimatablePair { AnimatablePair(a.first - b.first, a.second - b.second) }
    /// Multiplies both values by `rhs`.
    public mutating func scale(by rhs: Double) { first.scale(by: rhs); second.scale(by: rhs) }
    /// The sum of both values' squared magnitudes.
    public var magnitudeSquared: Double { first.magnitudeSquared + second.magnitudeSquared }
}

extension AnimatablePair: Equatable where First: Equatable, Second: Equatable {}
extension AnimatablePair: Sendable where First: Sendable, Second: Sendable {}

/// A type whose data SwiftUI interpolates during an animation. A picture shows the end of each
/// animation, so the data is drawn at its final value.
///
/// ```swift
/// struct Wedge: Shape, Animatable {
///     var fraction: Double
///     var animatableData: Double {
///         get { fraction }
///         set { fraction = newValue }
///     }
///     func path(in rect: CGRect) -> Path { … }
/// }
/// ```
public protocol Animatable {
    /// The type of the animated data.
    associatedtype AnimatableData: VectorArithmetic
    /// The animated data.
    var animatableData: AnimatableData { get set }
}

extension Animatable where AnimatableData == EmptyAnimatableData {
    /// No animated data.
    public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }
}
