import Foundation

/// How a change animates. A rendered picture shows one moment, the end of every animation, so
/// animations are accepted and kept for source compatibility but never drawn.
///
/// ```swift
/// withAnimation(.easeOut(duration: 3)) { rotation = target }
/// ```
public struct Animation: Hashable, Sendable, CustomStringConvertible {
    let name: String
    let duration: Double
    /// A spring's response in seconds (the period of its undamped oscillation) and its damping
    /// ratio (1 critically damped, less bounces); nil for a timing curve.
    let springParameters: SpringParameters?

    init(_ name: String, duration: Double) { self.name = name; self.duration = duration; springParameters = nil }

    init(_ name: String, response: Double, dampingRatio: Double) {
        let r = response.isFinite ? max(0, response) : 0.5
        let z = dampingRatio.isFinite ? max(0, dampingRatio) : 1
        self.name = name
        duration = r
        springParameters = SpringParameters(response: r, dampingRatio: z)
    }

    /// A spring of a perceptual duration and a bounce, as SwiftUI maps them: the duration is the
    /// response, the damping ratio 1 − bounce for a bounce from 0, 1 / (1 + bounce) below it.
    init(_ name: String, duration: Double, bounce: Double) {
        let b = bounce.isFinite ? min(max(bounce, -0.99), 1) : 0
        self.init(name, response: duration, dampingRatio: b >= 0 ? 1 - b : 1 / (1 + b))
    }

    /// A textual representation of the animation.
    public var description: String { "\(name)(duration: \(duration))" }

    /// The default animation: a spring of response 0.55 s with no bounce, as SwiftUI's since
    /// iOS 17. A picture shows its end.
    public static let `default` = Animation("default", duration: 0.55, bounce: 0)
    /// An animation at constant speed. A picture shows its end.
    public static let linear = Animation("linear", duration: 0.35)
    /// An animation that starts slowly. A picture shows its end.
    public static let easeIn = Animation("easeIn", duration: 0.35)
    /// An animation that ends slowly. A picture shows its end.
    public static let easeOut = Animation("easeOut", duration: 0.35)
    /// An animation that starts and ends slowly. A picture shows its end.
    public static let easeInOut = Animation("easeInOut", duration: 0.35)
    /// A spring animation. A picture shows its end.
    public static let spring = Animation.spring()
    /// A quick spring for interactive changes. A picture shows its end.
    public static let interactiveSpring = Animation.interactiveSpring()
    /// A spring with a clear bounce: duration 0.5 s, bounce 0.3. A picture shows its end.
    public static let bouncy = Animation("bouncy", duration: 0.5, bounce: 0.3)
    /// A spring with no bounce: duration 0.5 s. A picture shows its end.
    public static let smooth = Animation("smooth", duration: 0.5, bounce: 0)
    /// A quick spring with a little bounce: duration 0.5 s, bounce 0.15. A picture shows its end.
    public static let snappy = Animation("snappy", duration: 0.5, bounce: 0.15)
    /// A spring of a given stiffness and damping, of no bounce and 0.5 s. A picture shows its end.
    public static let interpolatingSpring = Animation("interpolatingSpring", duration: 0.5, bounce: 0)

    /// A bouncy spring of a given duration, with `extraBounce` added to its 0.3.
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("bouncy", duration: duration, bounce: 0.3 + extraBounce)
    }
    /// A smooth spring of a given duration, with `extraBounce` added to its 0.
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("smooth", duration: duration, bounce: extraBounce)
    }
    /// A snappy spring of a given duration, with `extraBounce` added to its 0.15.
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
        Animation("snappy", duration: duration, bounce: 0.15 + extraBounce)
    }

    /// An animation at constant speed lasting `duration` seconds.
    public static func linear(duration: Double) -> Animation { Animation("linear", duration: duration) }
    /// An animation that starts slowly, lasting `duration` seconds.
    public static func easeIn(duration: Double) -> Animation { Animation("easeIn", duration: duration) }
    /// An animation that ends slowly, lasting `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { Animation("easeOut", duration: duration) }
    /// An animation that starts and ends slowly, lasting `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { Animation("easeInOut", duration: duration) }
    /// An animation along a cubic Bézier timing curve with control points (c0x, c0y) and (c1x, c1y).
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35) -> Animation {
        Animation("timingCurve", duration: duration)
    }
    /// A spring of a given response and damping.
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation {
        Animation("spring", response: response, dampingRatio: dampingFraction)
    }
    /// A spring of a given duration and bounce: 0 no bounce, up to 1 more and more.
    public static func spring(duration: Double, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring", duration: duration, bounce: bounce)
    }
    /// A quick spring for interactive changes, of a given response and damping.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation("interactiveSpring", response: response, dampingRatio: dampingFraction)
    }
    /// A spring of a given stiffness and damping, moving a mass of 1: its angular frequency is
    /// √stiffness and its damping ratio damping / (2√stiffness).
    public static func interpolatingSpring(mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        let m = mass.isFinite && mass > 0 ? mass : 1
        let k = stiffness.isFinite && stiffness > 0 ? stiffness : 1
        let omega = (k / m).squareRoot()
        return Animation("interpolatingSpring", response: 2 * Double.pi / omega,
                         dampingRatio: (damping.isFinite ? max(0, damping) : 0) / (2 * (k * m).squareRoot()))
    }
    /// An interpolating spring of a given duration and bounce.
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring", duration: duration, bounce: bounce)
    }

    /// The animation, started later.
    public func delay(_ delay: Double) -> Animation { self }
    /// The animation, played faster or slower.
    public func speed(_ speed: Double) -> Animation { self }
    /// The animation, played a number of times.
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// The animation, played again and again.
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// Runs `body`, whose state changes would animate in SwiftUI; here they simply happen.
///
/// ```swift
/// withAnimation(.easeOut(duration: 3)) { rotation = target }
/// ```
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    // A live screen sends the animation with the change it makes; a picture shows its end.
    try AnimationScope.$current.withValue(animation) { try body() }
}

nonisolated extension View {
    /// Animates this view when `value` changes; a rendered picture shows the final state.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        // A live screen animates the change when `value` differs from the last render's.
        LayoutModifiedView(content: self) { liveImplicitAnimation($0, animation, EquatableBox(value)) }
    }

    /// Animates every change of this view; a rendered picture shows the final state.
    public func animation(_ animation: Animation?) -> some View { self }
}

/// A spring's response and damping ratio, and how it moves: from 0 at rest to 1, the closed-form
/// motion of a damped harmonic oscillator of angular frequency ω = 2π / response.
struct SpringParameters: Hashable, Sendable {
    let response: Double
    let dampingRatio: Double

    /// ω, radians a second; a response of 0 is an infinitely stiff spring, here a very fast one.
    var omega: Double { 2 * Double.pi / max(response, 0.001) }

    /// Where the spring is `t` seconds after it started from 0 at rest towards 1.
    func value(at t: Double) -> Double {
        let w = omega, z = dampingRatio
        if t <= 0 { return 0 }
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            return 1 - exp(-z * w * t) * (cos(wd * t) + z * w / wd * sin(wd * t))
        }
        if z == 1 { return 1 - (1 + w * t) * exp(-w * t) }
        let s = (z * z - 1).squareRoot()
        let r1 = -w * (z - s), r2 = -w * (z + s)
        return 1 - (r2 * exp(r1 * t) - r1 * exp(r2 * t)) / (r2 - r1)
    }

    /// The seconds until the spring stays within `tolerance` of its end, at most `limit`.
    func settlingTime(tolerance: Double = 0.001, limit: Double = 20) -> Double {
        let w = omega, z = dampingRatio
        if z < 1 {
            // Within the envelope e^(−ζωt)/√(1−ζ²), which falls to the tolerance then.
            guard z > 0 else { return limit }
            return min(limit, log(1 / (tolerance * (1 - z * z).squareRoot())) / (z * w))
        }
        // No overshoot: the distance to 1 only falls; step until it is within the tolerance.
        var t = 0.0
        let step = 0.001
        while t < limit, 1 - value(at: t) > tolerance { t += step }
        return min(t, limit)
    }
}
