import Foundation

/// An angle, in radians or degrees.
///
/// ```swift
/// Chart(items) { … }.rotationEffect(.degrees(rotation))
/// ```
public struct Angle: Hashable, Comparable, Sendable {
    /// The angle in radians.
    public var radians: Double
    /// The angle in degrees.
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }

    /// A zero angle.
    public init() { radians = 0 }
    /// An angle of `radians`.
    public init(radians: Double) { self.radians = radians }
    /// An angle of `degrees`.
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }

    /// An angle of `radians`.
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    /// An angle of `degrees`.
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    /// No angle.
    public static let zero = Angle()

    /// Whether `a` is the smaller angle.
    public static func < (a: Angle, b: Angle) -> Bool { a.radians < b.radians }
    /// The sum of two angles.
    public static func + (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians + b.radians) }
    /// The difference of two angles.
    public static func - (a: Angle, b: Angle) -> Angle { Angle(radians: a.radians - b.radians) }
    /// The angle turned the other way.
    public static prefix func - (a: Angle) -> Angle { Angle(radians: -a.radians) }
    /// The angle multiplied by `k`.
    public static func * (a: Angle, k: Double) -> Angle { Angle(radians: a.radians * k) }
    /// The angle multiplied by `k`.
    public static func * (k: Double, a: Angle) -> Angle { Angle(radians: a.radians * k) }
    /// The angle divided by `k`.
    public static func / (a: Angle, k: Double) -> Angle { Angle(radians: a.radians / k) }
    /// Adds `b` to `a`.
    public static func += (a: inout Angle, b: Angle) { a.radians += b.radians }
    /// Subtracts `b` from `a`.
    public static func -= (a: inout Angle, b: Angle) { a.radians -= b.radians }
    /// Multiplies `a` by `k`.
    public static func *= (a: inout Angle, k: Double) { a.radians *= k }
    /// Divides `a` by `k`.
    public static func /= (a: inout Angle, k: Double) { a.radians /= k }
}
