import ChartScene
import Foundation

/// A style that draws a gauge from its configuration.
public protocol GaugeStyle {
    /// A view representing the body of a gauge.
    associatedtype Body: View
    /// What the style is given to draw: the control's label and state.
    typealias Configuration = GaugeStyleConfiguration
    /// The gauge, drawn from its configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``GaugeStyle`` is given: the value as a fraction of the range, and the labels.
public struct GaugeStyleConfiguration {
    /// The gauge's label.
    nonisolated public struct Label: View, ErasedContentView {
        public typealias Body = Never
        let view: AnyView
    }
    /// The label of the current value.
    nonisolated public struct CurrentValueLabel: View, ErasedContentView {
        public typealias Body = Never
        let view: AnyView
    }
    /// The label of the minimum.
    nonisolated public struct MinimumValueLabel: View, ErasedContentView {
        public typealias Body = Never
        let view: AnyView
    }
    /// The label of the maximum.
    nonisolated public struct MaximumValueLabel: View, ErasedContentView {
        public typealias Body = Never
        let view: AnyView
    }

    /// Where the value lies in the range, from 0 to 1.
    public var value: Double
    /// What the gauge measures.
    public var label: Label
    /// The current value as a view, if given.
    public var currentValueLabel: CurrentValueLabel?
    /// The lower bound as a view, if given.
    public var minimumValueLabel: MinimumValueLabel?
    /// The upper bound as a view, if given.
    public var maximumValueLabel: MaximumValueLabel?
}

/// The platform's gauge: a capacity bar on iOS.
public struct DefaultGaugeStyle: GaugeStyle {
    /// The default style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View { LinearCapacityGaugeStyle().makeBody(configuration: configuration) }
}

/// The label and current value above a bar filled to the value, the bounds at its ends.
public struct LinearCapacityGaugeStyle: GaugeStyle {
    /// The linear capacity style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                configuration.label
                Spacer(minLength: 8)
                if let current = configuration.currentValueLabel { current.foregroundStyle(.secondary) }
            }
            HStack {
                if let minimum = configuration.minimumValueLabel { minimum.font(.caption).foregroundStyle(.secondary) }
                ProgressBar(fraction: configuration.value)
                if let maximum = configuration.maximumValueLabel { maximum.font(.caption).foregroundStyle(.secondary) }
            }
        }
    }
}

/// A ring filled clockwise from the top to the value, the current value inside (58 points).
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
    /// The accessory circular capacity style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GaugeRing(fraction: configuration.value, open: false).overlay {
            if let current = configuration.currentValueLabel { current.font(.system(size: 17, weight: .semibold)) }
        }
    }
}

/// An open ring with a marker at the value, the current value inside and the bounds at the
/// ends of the gap (58 points).
public struct AccessoryCircularGaugeStyle: GaugeStyle {
    /// The accessory circular style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        GaugeRing(fraction: configuration.value, open: true)
            .overlay {
                if let current = configuration.currentValueLabel { current.font(.system(size: 17, weight: .semibold)) }
            }
            .overlay(alignment: .bottomLeading) {
                if let minimum = configuration.minimumValueLabel { minimum.font(.system(size: 10)).offset(x: 9) }
            }
            .overlay(alignment: .bottomTrailing) {
                if let maximum = configuration.maximumValueLabel { maximum.font(.system(size: 10)).offset(x: -9) }
            }
    }
}

/// A thin bar with a marker at the value.
public struct AccessoryLinearGaugeStyle: GaugeStyle {
    /// The accessory linear style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        LinearCapacityGaugeStyle().makeBody(configuration: configuration)
    }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The DefaultGaugeStyle, by its short name.
    public static var automatic: DefaultGaugeStyle { .init() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// The LinearCapacityGaugeStyle, by its short name.
    public static var linearCapacity: LinearCapacityGaugeStyle { .init() }
    /// The capacity bar of accessories, drawn as `.linearCapacity`.
    public static var accessoryLinearCapacity: LinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// The AccessoryLinearGaugeStyle, by its short name.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// The AccessoryCircularGaugeStyle, by its short name.
    public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    /// The AccessoryCircularCapacityGaugeStyle, by its short name.
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}

/// A gauge style as the environment keeps it.
struct AnyGaugeStyle {
    let makeBody: (GaugeStyleConfiguration) -> AnyView
    init<S: GaugeStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

nonisolated extension View {
    /// Sets how gauges in this view are drawn.
    ///
    /// ```swift
    /// Gauge(value: 0.7) { Text("Goal") }.gaugeStyle(.accessoryCircularCapacity)
    /// ```
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { $0.controls.gaugeStyle = AnyGaugeStyle(style) }
    }
}

/// A 58 point ring, 6 points wide: a grey track and the tint up to the value; open at the
/// bottom (a quarter turn) with a marker, or closed and filled from the top.
nonisolated struct GaugeRing: View, PrimitiveView {
    typealias Body = Never
    static let size = 58.0
    static let width = 6.0
    let fraction: Double
    let open: Bool

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        let tint = env.tintColor.resolved(env.colorScheme), track = UIColor.systemFill.resolved(env.colorScheme)
        let background = UIColor.systemBackground.resolved(env.colorScheme)
        let f = fraction.isFinite ? min(1, max(0, fraction)) : 0
        let open = self.open
        return DrawingNode(size: CGSize(width: Self.size, height: Self.size), classes: "control gauge") { rect in
            let c = ScenePoint(Double(rect.midX), Double(rect.midY)), r = (Self.size - Self.width) / 2
            func arc(_ a0: Double, _ a1: Double, _ color: RGBA) -> SceneNode {
                var p = ScenePath()
                p.addArc(center: c, radius: r, startAngle: a0, endAngle: a1)
                return .shape(SceneShape(path: p, stroke: Stroke(paint: .color(color), width: Self.width, cap: .round)))
            }
            if open {
                // From the lower left, clockwise over the top, to the lower right: 270 degrees.
                let start = 0.75 * .pi, sweep = 1.5 * .pi
                let a = start + sweep * f
                let marker = ScenePoint(c.x + r * cos(a), c.y + r * sin(a))
                // The marker: a ring in the background colour, cut into the track at the value.
                return [arc(start, start + sweep, tint),
                        .shape(SceneShape(path: ControlPaint.circle(marker.x, marker.y, Self.width / 2 - 0.5),
                                          stroke: Stroke(paint: .color(background), width: 2)))]
            }
            var nodes = [arc(-.pi / 2, 1.5 * .pi, track)]
            if f > 0 { nodes.append(arc(-.pi / 2, -.pi / 2 + 2 * .pi * f, tint)) }
            return nodes
        }
    }
}
