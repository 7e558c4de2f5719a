import ChartScene
import Foundation

/// Empty room that grows along the axis of its stack, pushing its neighbours apart.
///
/// ```swift
/// HStack {
///     Text(item.name)
///     Spacer()
///     Text("rate: \(item.rate)")
/// }
/// ```
nonisolated public struct Spacer: View, PrimitiveView {
    public typealias Body = Never
    /// The least room the spacer takes; `nil` is the system spacing, 8 points.
    public var minLength: CGFloat?

    /// A spacer of at least `minLength` points (8 when `nil`).
    public init(minLength: CGFloat? = nil) { self.minLength = minLength }

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        let m = minLength.flatMap { $0.isFinite ? max(0, $0) : nil } ?? SpacerNode.systemSpacing
        return SpacerNode(minLength: m)
    }
}

/// A thin line between views: across a `VStack`, or down an `HStack`.
///
/// ```swift
/// VStack {
///     Text("Sales")
///     Divider()
///     Chart(sales) { … }
/// }
/// ```
nonisolated public struct Divider: View, PrimitiveView {
    public typealias Body = Never
    /// A divider.
    public init() {}

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        DividerNode(paint: .color(Color.separator.resolved(env.colorScheme)))
    }
}

extension Color {
    /// iOS's separator colour: grey at 29% opacity in light mode, 60% in dark.
    static let separator = Color(light: RGBA(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.29),
                                 dark: RGBA(red: 84 / 255, green: 84 / 255, blue: 88 / 255, alpha: 0.6))
}
