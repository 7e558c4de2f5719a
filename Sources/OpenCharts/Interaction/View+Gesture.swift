import Foundation

nonisolated extension View {
    /// Replaces the chart's built-in selection gesture with one made from its proxy.
    ///
    /// ```swift
    /// .chartGesture { proxy in
    ///     DragGesture(minimumDistance: 0)
    ///         .onChanged { proxy.selectXValue(at: $0.location.x) }
    /// }
    /// ```
    public func chartGesture(_ gesture: @escaping (ChartProxy) -> some Gesture) -> some View {
        EnvironmentModifiedView(content: self) { env in
            env.chartInteraction.gestures.append { proxy in AnyRunnableGesture(gesture(proxy)) }
        }
    }

    /// Attaches a gesture. On a chart, an HTML page runs it for the places the pointer reaches.
    ///
    /// ```swift
    /// Chart { … }.gesture(DragGesture().onEnded { _ in isDragging = false })
    /// ```
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        GestureModifiedView(content: self, gesture: mask.contains(.gesture) ? AnyRunnableGesture(gesture) : nil)
    }

    /// Attaches a gesture that runs beside the view's others.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        self.gesture(gesture, including: mask)
    }

    /// Attaches a gesture that runs before the view's others.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        self.gesture(gesture, including: mask)
    }

    /// Runs `action` when the view is tapped `count` times.
    ///
    /// ```swift
    /// Chart { … }.onTapGesture { showsDetails.toggle() }
    /// ```
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { action() })
    }

    /// Runs `action` with the tap's location when the view is tapped `count` times.
    ///
    /// ```swift
    /// Chart { … }.onTapGesture { location in proxyLocation = location }
    /// ```
    public func onTapGesture(count: Int = 1, coordinateSpace: CoordinateSpace = .local,
                             perform action: @escaping (CGPoint) -> Void) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }
}

/// A gesture erased to what a page needs: play it an event.
struct AnyRunnableGesture: RunnableGesture {
    let base: Any
    init<G: Gesture>(_ gesture: G) { base = gesture }
    func run(_ event: GestureEvent) { (base as? any RunnableGesture)?.run(event) }
    var tracksMovement: Bool { (base as? any RunnableGesture)?.tracksMovement ?? false }
    var liveMinimumDistance: Double { (base as? any RunnableGesture)?.liveMinimumDistance ?? 0 }
    var liveTapCount: Int { (base as? any RunnableGesture)?.liveTapCount ?? 1 }
}

/// A view with a gesture: on a chart, the chart runs it (offline, for each place the pointer can
/// reach); in a live render, taps and drags anywhere on the view run it.
nonisolated struct GestureModifiedView<Content: View>: View, PrimitiveView {
    typealias Body = Never
    let content: Content
    let gesture: AnyRunnableGesture?

    func makeNode(_ env: EnvironmentValues) -> any LayoutNode {
        guard let gesture else { return makeLayoutNode(content, env) }
        guard LiveRecorder.current != nil else {
            var env = env
            env.chartInteraction.gestures.append { _ in gesture }
            return makeLayoutNode(content, env)
        }
        return GestureTargetNode(child: makeLayoutNode(content, env), gesture: gesture)
    }
}
