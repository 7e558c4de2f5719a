import ChartScene
import Foundation

/// A style that draws a progress view from its configuration.
///
/// ```swift
/// struct RingStyle: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Circle().trim(from: 0, to: configuration.fractionCompleted ?? 0).stroke(.green, lineWidth: 6)
///     }
/// }
/// ```
public protocol ProgressViewStyle {
    /// A view representing the body of a progress view.
    associatedtype Body: View
    /// What the style is given to draw: the control's label and state.
    typealias Configuration = ProgressViewStyleConfiguration
    /// The progress view, drawn from its configuration.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// What a ``ProgressViewStyle`` is given: the progress and the labels.
public struct ProgressViewStyleConfiguration {
    /// A label of the progress view, as a view.
    nonisolated public struct Label: View, ErasedContentView {
        public typealias Body = Never
        let view: AnyView
    }

    /// A label for the current value, as a view.
    nonisolated public struct CurrentValueLabel: View, ErasedContentView {
        public typealias Body = Never
        let view: AnyView
    }

    /// How much is done, from 0 to 1; nil when unknown.
    public let fractionCompleted: Double?
    /// What the progress is of, if given.
    public var label: Label?
    /// The current value as a view, if given.
    public var currentValueLabel: CurrentValueLabel?
}

/// The platform's progress view: a bar when the progress is known, else a spinner.
public struct DefaultProgressViewStyle: ProgressViewStyle {
    /// The default style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        if configuration.fractionCompleted != nil {
            LinearProgressViewStyle().makeBody(configuration: configuration)
        } else {
            CircularProgressViewStyle().makeBody(configuration: configuration)
        }
    }
}

/// A bar 4 points high, its label above and its current value label below.
public struct LinearProgressViewStyle: ProgressViewStyle {
    /// The linear style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            if let label = configuration.label { label }
            ProgressBar(fraction: configuration.fractionCompleted ?? 0)
            if let current = configuration.currentValueLabel { current.font(.footnote).foregroundStyle(.secondary) }
        }
    }
}

/// iOS's spinner, as on iOS whatever the progress, its label below in grey.
public struct CircularProgressViewStyle: ProgressViewStyle {
    /// The circular style.
    public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        VStack(spacing: 8) {
            Spinner()
            if let label = configuration.label { label.foregroundStyle(.secondary) }
        }
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The DefaultProgressViewStyle, by its short name.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}

extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// The LinearProgressViewStyle, by its short name.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}

extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// The CircularProgressViewStyle, by its short name.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// A progress view style as the environment keeps it.
struct AnyProgressViewStyle {
    let makeBody: (ProgressViewStyleConfiguration) -> AnyView
    init<S: ProgressViewStyle>(_ style: S) { makeBody = { AnyView(style.makeBody(configuration: $0)) } }
}

nonisolated extension View {
    /// Sets how progress views in this view are drawn.
    ///
    /// ```swift
    /// ProgressView(value: 0.4).progressViewStyle(.linear)
    /// ```
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        EnvironmentModifiedView(content: self) { $0.controls.progressViewStyle = AnyProgressViewStyle(style) }
    }
}

/// A linear progress bar: as wide as it is offered, 4 points high, filled in the tint.
nonisolated struct ProgressBar: View, PrimitiveView {
    typealias Body = Never
    static let height = 4.0
    let fraction: Double

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        let tint = env.tintColor.resolved(env.colorScheme), rest = UIColor.systemFill.resolved(env.colorScheme)
        let f = fraction.isFinite ? min(1, max(0, fraction)) : 0
        return DrawingNode(size: CGSize(width: 0, height: Self.height), fillsWidth: true, classes: "control progress") { rect in
            let r = SceneRect(x: Double(rect.minX), y: Double(rect.midY) - Self.height / 2, width: Double(rect.width), height: Self.height)
            var nodes = [ControlPaint.fill(.rect(r, cornerRadius: Self.height / 2), rest)]
            if f > 0 {
                nodes.append(ControlPaint.fill(.rect(SceneRect(x: r.x, y: r.y, width: r.width * f, height: r.height), cornerRadius: Self.height / 2), tint))
            }
            return nodes
        }
    }
}

/// iOS's activity indicator at its medium size: eight grey spokes, fading round the circle.
nonisolated struct Spinner: View, PrimitiveView {
    typealias Body = Never
    static let size = 20.0

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        let grey = UIColor.systemGray.resolved(env.colorScheme)
        return DrawingNode(size: CGSize(width: Self.size, height: Self.size), classes: "control progress spinner") { rect in
            let cx = Double(rect.midX), cy = Double(rect.midY)
            return (0..<8).map { i in
                // The spoke at twelve o'clock is darkest; each one after it, clockwise, fainter.
                let a = -Double.pi / 2 - Double(i) * Double.pi / 4
                let c = cos(a), s = sin(a)
                return ControlPaint.line(ScenePoint(cx + 4.6 * c, cy + 4.6 * s), ScenePoint(cx + 8.8 * c, cy + 8.8 * s),
                                         grey.multiplyingAlpha(1 - Double(i) * 0.1), width: 2.3)
            }
        }
    }
}
