import ChartScene
import Foundation

// Modifiers that app screens around charts use and that a picture has little to show for: each
// compiles as in SwiftUI and does what a still picture or a page can do with it.

nonisolated extension View {
    /// Sets the Dynamic Type size of the text in this view, which `@ScaledMetric` reads.
    ///
    /// ```swift
    /// StepsScreen().dynamicTypeSize(.xxLarge)
    /// ```
    public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View {
        EnvironmentModifiedView(content: self) { $0.dynamicTypeSize = size }
    }

    /// Keeps the Dynamic Type size of this view within `range`.
    ///
    /// ```swift
    /// Text("Steps").dynamicTypeSize(...DynamicTypeSize.xxLarge)
    /// ```
    public func dynamicTypeSize<T: RangeExpression>(_ range: T) -> some View where T.Bound == DynamicTypeSize {
        EnvironmentModifiedView(content: self) { env in
            let all = DynamicTypeSize.allCases.filter { range.contains($0) }
            guard let lo = all.first, let hi = all.last else { return }
            env.dynamicTypeSize = Swift.min(Swift.max(env.dynamicTypeSize, lo), hi)
        }
    }

    /// Plays haptic feedback when `trigger` changes; a picture and a page have nothing to feel,
    /// so this only keeps the view's code compiling.
    ///
    /// ```swift
    /// Button("Spin") { spin() }.sensoryFeedback(.impact, trigger: rotation)
    /// ```
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View { self }

    /// Plays feedback when `trigger` changes and `condition` holds; nothing to feel here.
    public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T,
                                              condition: @escaping (T, T) -> Bool) -> some View { self }

    /// Plays the feedback `feedback` returns for a change of `trigger`; nothing to feel here.
    public func sensoryFeedback<T: Equatable>(trigger: T, _ feedback: @escaping (T, T) -> SensoryFeedback?) -> some View { self }

    /// Pads the view as a scene's content is padded on iOS: 16 points on the given edges.
    ///
    /// ```swift
    /// VStack { Chart(data) { … } }.scenePadding()
    /// ```
    public func scenePadding(_ edges: Edge.Set = .all) -> some View { padding(edges, 16) }

    /// Pads the view as a scene's content is padded for `padding`: 16 points on the given edges.
    public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View { self.padding(edges, 16) }

    /// Sets the role of the navigation bar's toolbar; the bar is drawn as for `.automatic`.
    public func toolbarRole(_ role: ToolbarRole) -> some View { self }

    /// Presents the alert `content` makes while `isPresented` is true.
    ///
    /// ```swift
    /// .alert(isPresented: $failed) { Alert(title: Text("Export failed")) }
    /// ```
    public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let alert = isPresented.wrappedValue ? content() : nil
        let dismiss = { isPresented.wrappedValue = false }
        return presenting(alert.map { _ in AnyHashable(true) }, scope: 10, dismiss: dismiss) { env in
            alert.map { PendingPresentation(kind: .alert, alert: $0.content(env, dismiss: dismiss), colorScheme: env.colorScheme) }
        }
    }

    /// Presents the alert `content` makes for `item` while it is not `nil`.
    public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let alert = item.wrappedValue.map(content)
        let dismiss = { item.wrappedValue = nil }
        return presenting(item.wrappedValue.map { AnyHashable($0.id) }, scope: 11, dismiss: dismiss) { env in
            alert.map { PendingPresentation(kind: .alert, alert: $0.content(env, dismiss: dismiss), colorScheme: env.colorScheme) }
        }
    }

    /// Tints controls and `.tint` fills with a style: a gradient tints with its first colour,
    /// as a control's solid parts take one colour.
    ///
    /// ```swift
    /// Toggle("Show average", isOn: $showAverage).tint(.linearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing))
    /// ```
    @_disfavoredOverload
    public func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        EnvironmentModifiedView(content: self) { env in
            guard let tint else { env.tint = nil; return }
            if let color = tint as? Color { env.tint = color; return }
            if let rgba = (tint as? any ResolvableShapeStyle)?.paint(in: env).representativeColor {
                env.tint = Color(red: rgba.red, green: rgba.green, blue: rgba.blue, opacity: rgba.alpha)
            }
        }
    }
}

/// The feedback `sensoryFeedback(_:trigger:)` plays.
public struct SensoryFeedback: Equatable, Sendable {
    let name: String

    /// The weight of an impact.
    public struct Weight: Equatable, Sendable {
        let name: String
        public static let light = Weight(name: "light")
        public static let medium = Weight(name: "medium")
        public static let heavy = Weight(name: "heavy")
    }

    /// How stiff what is hit feels.
    public struct Flexibility: Equatable, Sendable {
        let name: String
        public static let rigid = Flexibility(name: "rigid")
        public static let solid = Flexibility(name: "solid")
        public static let soft = Flexibility(name: "soft")
    }

    public static let success = SensoryFeedback(name: "success")
    public static let warning = SensoryFeedback(name: "warning")
    public static let error = SensoryFeedback(name: "error")
    public static let selection = SensoryFeedback(name: "selection")
    public static let increase = SensoryFeedback(name: "increase")
    public static let decrease = SensoryFeedback(name: "decrease")
    public static let start = SensoryFeedback(name: "start")
    public static let stop = SensoryFeedback(name: "stop")
    public static let alignment = SensoryFeedback(name: "alignment")
    public static let levelChange = SensoryFeedback(name: "levelChange")
    public static let pathComplete = SensoryFeedback(name: "pathComplete")
    public static let impact = SensoryFeedback(name: "impact")

    /// An impact of a weight and intensity.
    public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact \(weight.name)")
    }

    /// An impact on something of a flexibility, at an intensity.
    public static func impact(flexibility: Flexibility, intensity: Double = 1) -> SensoryFeedback {
        SensoryFeedback(name: "impact \(flexibility.name)")
    }
}

/// The kind of padding `scenePadding(_:edges:)` applies.
public struct ScenePadding: Equatable, Sendable {
    let name: String
    /// The padding of a scene's content.
    public static let minimum = ScenePadding(name: "minimum")
    /// The padding of a navigation bar's content.
    public static let navigationBar = ScenePadding(name: "navigationBar")
}

/// The role of a toolbar, which sets how the navigation bar lays out its title and items.
public struct ToolbarRole: Equatable, Sendable {
    let name: String
    public static let automatic = ToolbarRole(name: "automatic")
    public static let navigationStack = ToolbarRole(name: "navigationStack")
    public static let browser = ToolbarRole(name: "browser")
    public static let editor = ToolbarRole(name: "editor")
}

/// An alert, in the form of iOS 13's `alert(isPresented:content:)`: a title, a message and
/// up to two buttons. A picture of the screen does not show the system window it opens.
///
/// ```swift
/// Alert(title: Text("Delete the report?"), primaryButton: .destructive(Text("Delete")) { delete() },
///       secondaryButton: .cancel())
/// ```
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// A button of an alert.
    public struct Button {
        let label: Text?
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button of the default style.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: nil, action: action)
        }

        /// A button that cancels, labelled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .cancel, action: action)
        }

        /// A button that cancels, labelled "Cancel".
        public static func cancel(_ action: (() -> Void)? = {}) -> Button {
            Button(label: nil, role: .cancel, action: action)
        }

        /// A button that destroys something, drawn in red on iOS.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button {
            Button(label: label, role: .destructive, action: action)
        }
    }

    /// An alert with one button, "OK" unless `dismissButton` says otherwise.
    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title; self.message = message; buttons = dismissButton.map { [$0] } ?? []
    }

    /// An alert with two buttons.
    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title; self.message = message; buttons = [primaryButton, secondaryButton]
    }

    /// The alert made ready to draw; a button without a label says Cancel or OK.
    func content(_ env: EnvironmentValues, dismiss: @escaping () -> Void) -> AlertContent {
        let buttons = self.buttons.map { b in
            (label: AnyView(b.label ?? Text(b.role == .cancel ? "Cancel" : "OK")), role: b.role, action: b.action)
        }
        return AlertContent(title: title, message: message.map { AnyView($0) }, buttons: buttons, dialog: false, env: env,
                            dismiss: dismiss)
    }
}

/// A length that grows and shrinks with the Dynamic Type size, as text does: 17 points at the
/// default size (`.large`) are 23 at `.xxxLarge`.
///
/// ```swift
/// @ScaledMetric(relativeTo: .body) var barHeight: CGFloat = 20
/// ```
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty, ViewInput {
    private let base: Value
    private let size = Environment(\.dynamicTypeSize)

    /// A metric of `wrappedValue` at the default size, scaled as body text scales.
    public init(wrappedValue: Value) { base = wrappedValue }

    /// A metric of `wrappedValue` at the default size, scaled as text of `textStyle` scales.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) { base = wrappedValue }

    /// The value at the environment's Dynamic Type size.
    public var wrappedValue: Value { base * Value(Self.scale(size.wrappedValue)) }

    /// How much body text grows at `size` (Apple's body sizes, 14 to 53 points, over 17).
    static func scale(_ size: DynamicTypeSize) -> Double {
        let points: Double
        switch size {
        case .xSmall: points = 14
        case .small: points = 15
        case .medium: points = 16
        case .large: points = 17
        case .xLarge: points = 19
        case .xxLarge: points = 21
        case .xxxLarge: points = 23
        case .accessibility1: points = 28
        case .accessibility2: points = 33
        case .accessibility3: points = 40
        case .accessibility4: points = 47
        case .accessibility5: points = 53
        }
        return points / 17
    }

    func inject(_ env: EnvironmentValues) -> String? { size.inject(env) }
}

extension BackgroundStyle {
    /// The second level of the background: iOS's secondary system background.
    ///
    /// ```swift
    /// .background(.background.secondary, in: RoundedRectangle(cornerRadius: 12))
    /// ```
    public var secondary: SecondaryBackgroundStyle { SecondaryBackgroundStyle(level: 1) }
    /// The third level of the background: iOS's tertiary system background.
    public var tertiary: SecondaryBackgroundStyle { SecondaryBackgroundStyle(level: 2) }
}

/// A deeper level of the background, as `.background.secondary` names it.
public struct SecondaryBackgroundStyle: ShapeStyle, ResolvableShapeStyle, Sendable {
    let level: Int
    func paint(in env: EnvironmentValues) -> Paint {
        let color = level == 1 ? UIColor.secondarySystemBackground : UIColor.tertiarySystemBackground
        return .color(color.resolved(env.colorScheme))
    }
}

nonisolated extension View {
    /// A Gaussian blur: accepted so that screens and `compositingLayer { $0.blur(radius:) }`
    /// compile, and not drawn, since the picture has no blur filter (see Docs/Differences.md).
    ///
    /// ```swift
    /// Image(systemName: "cloud").blur(radius: 2)
    /// ```
    public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }
}
