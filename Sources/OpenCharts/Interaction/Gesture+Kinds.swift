import Foundation

/// A drag: reports where the pointer is, where it started and how far it went.
///
/// ```swift
/// DragGesture(minimumDistance: 0)
///     .onChanged { proxy.selectXValue(at: $0.location.x) }
/// ```
public struct DragGesture: Gesture, RunnableGesture, GestureValueReporting {
    /// A drag's state.
    public struct Value: Equatable, Sendable {
        /// When the event happened.
        public var time: Date
        /// Where the pointer is.
        public var location: CGPoint
        /// Where the drag began.
        public var startLocation: CGPoint
        /// How far the pointer moved from the start.
        public var translation: CGSize { CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y) }
        /// The pointer's speed, in points per second; zero in a rendered picture.
        public var velocity: CGSize { .zero }
        /// Where the drag would end if the pointer stopped now.
        public var predictedEndLocation: CGPoint { location }
        /// The translation at the predicted end.
        public var predictedEndTranslation: CGSize { translation }
    }

    /// How far the pointer moves before the drag begins.
    public var minimumDistance: CGFloat
    /// The coordinate space of the locations.
    public var coordinateSpace: CoordinateSpace

    /// A drag that begins after `minimumDistance` points.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance; self.coordinateSpace = coordinateSpace
    }

    func run(_ event: GestureEvent) {}
    var tracksMovement: Bool { true }
    var liveMinimumDistance: Double { Double(minimumDistance) }
    func value(for event: GestureEvent) -> Any? {
        // Times are fixed so that the same drag draws the same bytes.
        let t = Date(timeIntervalSinceReferenceDate: 0)
        switch event {
        case .changed(let l, let s), .ended(let l, let s): return Value(time: t, location: l, startLocation: s)
        case .tap(let l): return Value(time: t, location: l, startLocation: l)
        }
    }
}

/// A tap that reports where it landed.
///
/// ```swift
/// SpatialTapGesture().onEnded { value in proxy.selectXValue(at: value.location.x) }
/// ```
public struct SpatialTapGesture: Gesture, RunnableGesture, GestureValueReporting {
    /// Where a tap landed.
    public struct Value: Equatable, Sendable {
        /// The tap's location.
        public var location: CGPoint
    }
    /// How many taps end the gesture.
    public var count: Int
    /// The coordinate space of the location.
    public var coordinateSpace: CoordinateSpace

    /// A gesture of `count` taps.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = count; self.coordinateSpace = coordinateSpace
    }

    func run(_ event: GestureEvent) {}
    var tracksMovement: Bool { false }
    var liveTapCount: Int { count }
    func value(for event: GestureEvent) -> Any? {
        if case .tap(let l) = event { return Value(location: l) }
        return nil
    }
}

/// A tap, with no location.
///
/// ```swift
/// TapGesture(count: 2).onEnded { showDetails.toggle() }
/// ```
public struct TapGesture: Gesture, RunnableGesture, GestureValueReporting {
    /// A tap reports nothing but that it happened.
    public typealias Value = Void
    /// How many taps end the gesture.
    public var count: Int
    /// A gesture of `count` taps.
    public init(count: Int = 1) { self.count = count }

    func run(_ event: GestureEvent) {}
    var tracksMovement: Bool { false }
    var liveTapCount: Int { count }
    func value(for event: GestureEvent) -> Any? {
        if case .tap = event { return () }
        return nil
    }
}

/// A press held for a while.
///
/// ```swift
/// LongPressGesture(minimumDuration: 0.5).onEnded { _ in isEditing = true }
/// ```
public struct LongPressGesture: Gesture, RunnableGesture, GestureValueReporting {
    /// Whether the press lasted long enough.
    public typealias Value = Bool
    /// How long the press lasts, in seconds.
    public var minimumDuration: Double
    /// How far the pointer may wander, in points.
    public var maximumDistance: CGFloat

    /// A press of at least `minimumDuration` seconds.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration; self.maximumDistance = maximumDistance
    }

    func run(_ event: GestureEvent) {}
    var tracksMovement: Bool { false }
    func value(for event: GestureEvent) -> Any? {
        if case .tap = event { return true }
        return nil
    }
}
