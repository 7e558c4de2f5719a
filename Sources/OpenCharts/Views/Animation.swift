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

    init(_ name: String, duration: Double) { self.name = name; self.duration = duration }

    /// A textual representation of the animation.
    public var description: String { "\(name)(duration: \(duration))" }

    /// The default animation: a spring of response 0.55 s with no bounce, as SwiftUI's since
    /// iOS 17. A picture shows its end.
    public static let `default` = Animation("default", duration: 0.55)
    /// An animation at constant speed. A picture shows its end.
    public static let linear = Animation("linear", duration: 0.35)
    /// An animation that starts slowly. A picture shows its end.
    public static let easeIn = Animation("easeIn", duration: 0.35)
    /// An animation that ends slowly. A picture shows its end.
    public static let easeOut = Animation("easeOut", duration: 0.35)
    /// An animation that starts and ends slowly. A picture shows its end.
    public static let easeInOut = Animation("easeInOut", duration: 0.35)
    /// A spring animation. A picture shows its end.
    public static let spring = Animation("spring", duration: 0.5)
    /// A quick spring for interactive changes. A picture shows its end.
    public static let interactiveSpring = Animation("interactiveSpring", duration: 0.15)
    /// A spring with a little bounce. A picture shows its end.
    public static let bouncy = Animation("bouncy", duration: 0.5)
    /// A spring with no bounce. A picture shows its end.
    public static let smooth = Animation("smooth", duration: 0.5)
    /// A quick spring with no bounce. A picture shows its end.
    public static let snappy = Animation("snappy", duration: 0.5)

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
        Animation("spring", duration: response)
    }
    /// A spring of a given duration and bounce.
    public static func spring(duration: Double, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        Animation("spring", duration: duration)
    }
    /// A quick spring for interactive changes, of a given response and damping.
    public static func interactiveSpring(response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25) -> Animation {
        Animation("interactiveSpring", duration: response)
    }
    /// A spring of a given stiffness and damping.
    public static func interpolatingSpring(stiffness: Double, damping: Double, initialVelocity: Double = 0) -> Animation {
        Animation("interpolatingSpring", duration: 0.5)
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

extension View {
    /// Animates this view when `value` changes; a rendered picture shows the final state.
    public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
        // A live screen animates the change when `value` differs from the last render's.
        LayoutModifiedView(content: self) { liveImplicitAnimation($0, animation, EquatableBox(value)) }
    }

    /// Animates every change of this view; a rendered picture shows the final state.
    public func animation(_ animation: Animation?) -> some View { self }
}
