import Foundation

/// An input a view responds to: a drag, a tap, a long press. In HTML, a chart's gestures are run
/// ahead of time for the places the pointer can reach, and the page shows what they drew.
///
/// ```swift
/// .chartGesture { proxy in
///     DragGesture(minimumDistance: 0)
///         .onChanged { proxy.selectXValue(at: $0.location.x) }
///         .onEnded { _ in selectedDate = nil }
/// }
/// ```
public protocol Gesture {
    /// What the gesture reports to its actions.
    associatedtype Value
}

/// What the pointer did, as a gesture hears it: locations are in the plot area's coordinates.
enum GestureEvent {
    case changed(location: CGPoint, start: CGPoint)
    case ended(location: CGPoint, start: CGPoint)
    case tap(location: CGPoint)
}

/// A gesture that can be played an event.
protocol RunnableGesture {
    func run(_ event: GestureEvent)
    /// Whether the gesture follows a moving pointer (a drag), rather than a tap.
    var tracksMovement: Bool { get }
    /// How far a drag's pointer moves before it begins; 0 for other gestures.
    var liveMinimumDistance: Double { get }
    /// How many taps end a tap gesture; 1 for other gestures.
    var liveTapCount: Int { get }
}

extension RunnableGesture {
    var liveMinimumDistance: Double { 0 }
    var liveTapCount: Int { 1 }
}

/// A gesture with actions added to it, run when its base gesture reports a value.
public struct GestureWithAction<Base: Gesture>: Gesture, RunnableGesture {
    /// The base gesture's value.
    public typealias Value = Base.Value
    let base: Base
    let changed: ((Base.Value) -> Void)?
    let ended: ((Base.Value) -> Void)?

    func run(_ event: GestureEvent) {
        (base as? any RunnableGesture)?.run(event)
        guard let reporter = base as? any GestureValueReporting else { return }
        switch event {
        case .changed:
            if let changed, let v = reporter.value(for: event) as? Base.Value { changed(v) }
        case .ended, .tap:
            if let ended, let v = reporter.value(for: event) as? Base.Value { ended(v) }
        }
    }

    var tracksMovement: Bool { (base as? any RunnableGesture)?.tracksMovement ?? false }
    var liveMinimumDistance: Double { (base as? any RunnableGesture)?.liveMinimumDistance ?? 0 }
    var liveTapCount: Int { (base as? any RunnableGesture)?.liveTapCount ?? 1 }
}

/// A gesture that turns a pointer event into its value.
protocol GestureValueReporting {
    func value(for event: GestureEvent) -> Any?
}

extension GestureWithAction: GestureValueReporting {
    func value(for event: GestureEvent) -> Any? { (base as? any GestureValueReporting)?.value(for: event) }
}

extension Gesture {
    /// Runs `action` each time the gesture's value changes, as a drag moves.
    public func onChanged(_ action: @escaping (Value) -> Void) -> GestureWithAction<Self> {
        GestureWithAction(base: self, changed: action, ended: nil)
    }

    /// Runs `action` when the gesture ends, with its last value.
    public func onEnded(_ action: @escaping (Value) -> Void) -> GestureWithAction<Self> {
        GestureWithAction(base: self, changed: nil, ended: action)
    }
}

/// Which gestures of a view and its subviews take part.
public struct GestureMask: OptionSet, Sendable {
    /// The mask's bits.
    public let rawValue: UInt8
    /// A mask of the given bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// No gestures.
    public static let none = GestureMask([])
    /// The gesture being added.
    public static let gesture = GestureMask(rawValue: 1)
    /// The gestures of subviews.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}
