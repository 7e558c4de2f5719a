import ChartEngine
import Foundation

/// The scrolling and gesture settings of charts in a view, gathered from their modifiers.
struct ChartInteractionSettings {
    var scrollAxes: Axis.Set = []
    var xVisibleLength: Double?
    var yVisibleLength: Double?
    /// `chartScrollPosition(x:)`: reads and writes the value at the window's leading edge.
    var xPosition: ScrollPositionBinding?
    var initialX: DataValue?
    /// `chartScrollPosition(y:)`: reads and writes the value at the window's top (categories) or
    /// its bottom (numbers).
    var yPosition: ScrollPositionBinding?
    var initialY: DataValue?
    var targetBehavior: ScrollSnapRule?
    /// The target behavior of a chart that scrolls vertically, when it differs from x's.
    var yTargetBehavior: ScrollSnapRule?
    /// `chartGesture` and the gestures attached to the chart, in the order they were attached.
    var gestures: [(ChartProxy) -> any RunnableGesture] = []
    /// Closures that remember a binding's current value and hand back one that puts it back.
    var savers: [() -> () -> Void] = []
    /// In a live render, the chart's place among the scrolling charts drawn, by which the session
    /// keeps where the user scrolled a chart that has no `chartScrollPosition` binding.
    var liveScrollKey: Int?
}

/// A scroll position binding, erased to engine values.
struct ScrollPositionBinding {
    var get: () -> DataValue?
    var set: (DataValue) -> Void
}

/// Scroll positions fixed while a page's states are drawn: every state shows the chart where the
/// base picture has it, and the page slides it; the binding still changes for the views that read it.
final class FrozenScrollPositions: @unchecked Sendable {
    @TaskLocal static var current: FrozenScrollPositions?
    private let lock = NSLock()
    private var positions: [DataValue?] = []
    private var next = 0
    private let recording: Bool

    init(recording: Bool) { self.recording = recording }

    /// The position of the next chart in drawing order: recorded, or replayed.
    func position(_ live: DataValue?) -> DataValue? {
        lock.lock(); defer { lock.unlock() }
        if recording { positions.append(live); return live }
        defer { next += 1 }
        return next < positions.count ? positions[next] : live
    }

    /// A replaying copy of what this one recorded.
    func replay() -> FrozenScrollPositions {
        let r = FrozenScrollPositions(recording: false)
        r.positions = positions
        return r
    }
}

extension EnvironmentValues {
    /// In a live render, the environment of a chart that scrolls with its place among
    /// such charts, so that a drag on it is kept between renders.
    func numberingLiveScroll() -> EnvironmentValues {
        guard !chartInteraction.scrollAxes.isEmpty, let live = LiveRecorder.current else { return self }
        var env = self
        env.chartInteraction.liveScrollKey = live.nextScrollKey()
        return env
    }

    /// The environment with the scroll modifiers turned into chart options, for a chart's spec.
    func resolvingChartScroll() -> EnvironmentValues {
        let i = chartInteraction
        guard i.scrollAxes.contains(.horizontal) else {
            guard i.scrollAxes.contains(.vertical) else { return self }
            var env = self
            let scrolled = i.liveScrollKey.flatMap { LiveRecorder.current?.ui?.scrollPosition(of: $0) }
            let live = i.yPosition?.get() ?? scrolled ?? i.initialY
            let position = FrozenScrollPositions.current?.position(live) ?? live
            env.chartOptions.yAxis.scroll = AxisScrollOptions(visibleLength: i.yVisibleLength, position: position)
            return env
        }
        var env = self
        let scrolled = i.liveScrollKey.flatMap { LiveRecorder.current?.ui?.scrollPosition(of: $0) }
        let live = i.xPosition?.get() ?? scrolled ?? i.initialX
        let position = FrozenScrollPositions.current?.position(live) ?? live
        env.chartOptions.xAxis.scroll = AxisScrollOptions(visibleLength: i.xVisibleLength, position: position)
        return env
    }
}
