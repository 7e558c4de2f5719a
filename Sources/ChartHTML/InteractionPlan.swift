import ChartScene

/// What a page needs to answer the pointer: for each chart, which state each place shows, and
/// every state as a difference from the base picture. State 0 is the base itself.
package struct InteractionPlan: Sendable {
    package var charts: [ChartPlan] = []
    package var states: [SVGMarkupDiff] = [SVGMarkupDiff(changes: [])]
    /// The states the page's controls reach (buttons, toggles, pickers, steppers), if any were precomputed.
    package var controls: Controls?

    package init() {}

    /// Stretches of one coordinate (x or y, in the base picture's points, or degrees) and the
    /// state each shows; outside the first start and `end`, the base.
    package struct Runs: Sendable, Equatable {
        package var starts: [Double] = []
        package var states: [Int] = []
        package var end: Double = 0
        package init() {}

        /// Adds a stretch from `start`, merged into the last when it shows the same state.
        package mutating func append(_ start: Double, _ state: Int) {
            if let last = states.last, last == state { return }
            starts.append(start); states.append(state)
        }

        /// The distinct states other than the base, in order along the coordinate.
        package var orderedStates: [Int] {
            var seen = Set<Int>(), out: [Int] = []
            for s in states where s != 0 && seen.insert(s).inserted { out.append(s) }
            return out
        }
    }

    /// A range selection: the edges of `n` buckets along one axis, and the state of the range
    /// from bucket i to bucket j at `states[i * n + j]` (i ≤ j).
    package struct RangeBuckets: Sendable, Equatable {
        package var edges: [Double]
        package var states: [Int]
        package init(edges: [Double], states: [Int]) { self.edges = edges; self.states = states }
    }

    /// A scrolling chart: how far its content may slide, where it is drawn, where it snaps, and
    /// the states of the scroll position binding along the way (by offset).
    package struct Scroll: Sendable, Equatable {
        /// Offsets are in points from the content's leading edge to the window's.
        package var lowest = 0.0
        package var highest = 0.0
        /// The offset the base picture is drawn at.
        package var drawnAt = 0.0
        package var snaps: [Double] = []
        package var majors: [Double] = []
        package var positions = Runs()
        /// How many `scroll-x` and `scroll-y` groups of the picture belong to this chart, in document order.
        package var groups = 3
        /// Whether the content slides up and down (offsets from its top edge to the window's).
        package var vertical = false
        package init() {}
    }

    /// One chart's answers.
    package struct ChartPlan: Sendable, Equatable {
        /// The visible plot area, in the picture's points.
        package var plot: SceneRect
        package var x: Runs?
        package var y: Runs?
        package var xRange: RangeBuckets?
        package var yRange: RangeBuckets?
        /// Angle selection: the pie's centre and its states by degrees clockwise from 12 o'clock.
        package var angleCenter: ScenePoint?
        package var angle: Runs?
        /// A `chartGesture` or drag gesture: its states by x while the pointer is down, and after it lifts.
        package var gesture: Runs?
        package var gestureEnd: Int?
        /// Whether the gesture is a tap: its state stays after the pointer lifts.
        package var gestureIsTap = false
        package var scroll: Scroll?
        /// The selection states in the order the arrow keys step through them.
        package var keys: [Int] = []
        package init(plot: SceneRect) { self.plot = plot }
    }

    /// The states a screen's controls reach, as a graph: each node is a state of the screen (an
    /// open menu is one too) with the places a click acts on and the node each click leads to.
    /// Node 0 is the base picture.
    package struct Controls: Sendable, Equatable {
        /// The places a click acts on, in the picture's points, each once.
        package var frames: [SceneRect] = []
        package var nodes: [Node] = []
        package init() {}

        package struct Node: Sendable, Equatable {
            /// The state the node draws.
            package var state: Int
            /// Whether the node is an open menu: its first move, over the whole picture, closes it.
            package var menu: Bool
            /// Whether the node is a picker's pushed page of options: its first move, the back button, closes it.
            package var page: Bool
            /// The places, in drawing order; a click goes to the last one holding the point.
            package var moves: [Move]
            package init(state: Int, menu: Bool, page: Bool = false, moves: [Move]) {
                self.state = state; self.menu = menu; self.page = page; self.moves = moves
            }
        }

        package struct Move: Sendable, Equatable {
            /// The place, in `frames`.
            package var frame: Int
            /// The node a click leads to.
            package var target: Int
            package init(frame: Int, target: Int) { self.frame = frame; self.target = target }
        }

        /// The node a click at `point` leads to from node `node`; `nil` when it is on no place.
        package func target(from node: Int, at point: ScenePoint) -> Int? {
            guard nodes.indices.contains(node) else { return nil }
            for m in nodes[node].moves.reversed() where frames.indices.contains(m.frame) {
                let r = frames[m.frame]
                if point.x >= r.x, point.x <= r.x + r.width, point.y >= r.y, point.y <= r.y + r.height { return m.target }
            }
            return nil
        }
    }
}
