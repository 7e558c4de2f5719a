import Foundation

/// Two gestures where only one succeeds: the first has priority for the events it recognises
/// (a tap for a tap gesture, a moving pointer for a drag), and the second takes the rest.
///
/// ```swift
/// SpatialTapGesture()
///     .onEnded { selectedDay = proxy.value(atX: $0.location.x) }
///     .exclusively(before: DragGesture().onChanged { selectedDay = proxy.value(atX: $0.location.x) })
/// ```
public struct ExclusiveGesture<First: Gesture, Second: Gesture>: Gesture, RunnableGesture, GestureValueReporting {
    /// Which of the two gestures reported, with its value.
    public enum Value {
        /// The first gesture's value.
        case first(First.Value)
        /// The second gesture's value.
        case second(Second.Value)
    }

    /// The gesture tried first.
    public var first: First
    /// The gesture tried when the first one does not recognise the event.
    public var second: Second

    /// Two gestures where `first` has priority over `second`.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }

    /// Whether the first gesture recognises the event: taps go to gestures that do not track a
    /// moving pointer, drags to those that do.
    private func firstTakes(_ event: GestureEvent) -> Bool {
        let tracks = GestureRouting.tracks(first)
        if case .tap = event { return !tracks || !GestureRouting.tracks(second) }
        return tracks || !GestureRouting.tracks(second)
    }

    func run(_ event: GestureEvent) {
        if firstTakes(event) { GestureRouting.run(first, event) } else { GestureRouting.run(second, event) }
    }

    var tracksMovement: Bool { GestureRouting.tracks(first) || GestureRouting.tracks(second) }

    func value(for event: GestureEvent) -> Any? {
        if firstTakes(event) {
            return (GestureRouting.value(first, event) as? First.Value).map { Value.first($0) }
        }
        return (GestureRouting.value(second, event) as? Second.Value).map { Value.second($0) }
    }
}

/// Two gestures recognised at the same time: both hear every event.
///
/// ```swift
/// DragGesture(minimumDistance: 0)
///     .onChanged { selectedDay = proxy.value(atX: $0.location.x) }
///     .simultaneously(with: TapGesture().onEnded { isPinned.toggle() })
/// ```
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture, RunnableGesture, GestureValueReporting {
    /// The values of both gestures; either is `nil` when that gesture did not report.
    public struct Value {
        /// The first gesture's value, if it reported one.
        public var first: First.Value?
        /// The second gesture's value, if it reported one.
        public var second: Second.Value?
    }

    /// The first gesture.
    public var first: First
    /// The second gesture.
    public var second: Second

    /// Two gestures recognised together.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }

    func run(_ event: GestureEvent) {
        GestureRouting.run(first, event)
        GestureRouting.run(second, event)
    }

    var tracksMovement: Bool { GestureRouting.tracks(first) || GestureRouting.tracks(second) }

    func value(for event: GestureEvent) -> Any? {
        let a = GestureRouting.value(first, event) as? First.Value
        let b = GestureRouting.value(second, event) as? Second.Value
        if a == nil && b == nil { return nil }
        return Value(first: a, second: b)
    }
}

/// A gesture that must succeed before a second one starts, like a long press before a drag.
/// A picture is drawn after the first gesture succeeded: taps reach the first gesture, and a
/// moving pointer reaches the second.
///
/// ```swift
/// LongPressGesture(minimumDuration: 0.3)
///     .sequenced(before: DragGesture(minimumDistance: 0))
///     .onChanged { value in
///         if case .second(true, let drag?) = value { selectedDay = proxy.value(atX: drag.location.x) }
///     }
/// ```
public struct SequenceGesture<First: Gesture, Second: Gesture>: Gesture, RunnableGesture, GestureValueReporting {
    /// How far the sequence got.
    public enum Value {
        /// The first gesture is under way, with its value.
        case first(First.Value)
        /// The first gesture succeeded with the given value; the second has its value once it starts.
        case second(First.Value, Second.Value?)
    }

    /// The gesture that must succeed first.
    public var first: First
    /// The gesture that follows it.
    public var second: Second

    /// `first`, then `second`.
    public init(_ first: First, _ second: Second) { self.first = first; self.second = second }

    func run(_ event: GestureEvent) {
        if case .tap = event { GestureRouting.run(first, event) } else { GestureRouting.run(second, event) }
    }

    var tracksMovement: Bool { GestureRouting.tracks(first) || GestureRouting.tracks(second) }

    func value(for event: GestureEvent) -> Any? {
        let start = GestureEvent.tap(location: GestureRouting.location(of: event))
        guard let a = (GestureRouting.value(first, event) ?? GestureRouting.value(first, start)) as? First.Value else {
            return nil
        }
        if case .tap = event { return Value.first(a) }
        return Value.second(a, GestureRouting.value(second, event) as? Second.Value)
    }
}

/// How a composed gesture plays an event to one of its parts.
enum GestureRouting {
    static func run(_ g: some Gesture, _ event: GestureEvent) { (g as? any RunnableGesture)?.run(event) }
    static func tracks(_ g: some Gesture) -> Bool { (g as? any RunnableGesture)?.tracksMovement ?? false }
    static func value(_ g: some Gesture, _ event: GestureEvent) -> Any? {
        (g as? any GestureValueReporting)?.value(for: event)
    }
    static func location(of event: GestureEvent) -> CGPoint {
        switch event {
        case .changed(let l, _), .ended(let l, _), .tap(let l): return l
        }
    }
}

extension Gesture {
    /// Combines this gesture with `other` so that only one succeeds, this one first.
    public func exclusively<Other: Gesture>(before other: Other) -> ExclusiveGesture<Self, Other> {
        ExclusiveGesture(self, other)
    }

    /// Combines this gesture with `other` so that both are recognised together.
    public func simultaneously<Other: Gesture>(with other: Other) -> SimultaneousGesture<Self, Other> {
        SimultaneousGesture(self, other)
    }

    /// Combines this gesture with `other` so that `other` starts only after this one succeeds.
    public func sequenced<Other: Gesture>(before other: Other) -> SequenceGesture<Self, Other> {
        SequenceGesture(self, other)
    }
}
