import Foundation
@testable import OpenCharts
import Testing

/// Chart screens that pick a day with a tap, and keep picking while the finger drags.
@Suite("Sample shapes: composed gestures")
struct SampleShapesGestureTests {
    /// A lollipop screen's overlay: a tap picks a day, a drag moves the pick.
    final class Picks { var tapped: [CGFloat] = []; var dragged: [CGFloat] = [] }

    func lollipop(_ picks: Picks) -> ExclusiveGesture<GestureWithAction<SpatialTapGesture>, GestureWithAction<DragGesture>> {
        SpatialTapGesture()
            .onEnded { value in picks.tapped.append(value.location.x) }
            .exclusively(before: DragGesture()
                .onChanged { value in picks.dragged.append(value.location.x) })
    }

    @Test("exclusively(before:) sends a tap to the tap gesture and a drag to the drag gesture")
    func exclusiveTapThenDrag() {
        let picks = Picks()
        let gesture = lollipop(picks)
        let runnable: any RunnableGesture = gesture
        runnable.run(GestureEvent.tap(location: CGPoint(x: 40, y: 10)))
        runnable.run(GestureEvent.changed(location: CGPoint(x: 90, y: 12), start: CGPoint(x: 40, y: 10)))
        #expect(picks.tapped == [40])
        #expect(picks.dragged == [90])
        #expect(runnable.tracksMovement)
    }

    @Test("an exclusive gesture's own value says which gesture reported")
    func exclusiveValue() {
        var seen: [String] = []
        let gesture = SpatialTapGesture().exclusively(before: DragGesture())
            .onEnded { value in
                switch value {
                case .first(let tap): seen.append("tap \(Int(saturating: tap.location.x))")
                case .second(let drag): seen.append("drag \(Int(saturating: drag.location.x))")
                }
            }
        gesture.run(.tap(location: CGPoint(x: 12, y: 0)))
        gesture.run(.ended(location: CGPoint(x: 70, y: 0), start: CGPoint(x: 20, y: 0)))
        #expect(seen == ["tap 12", "drag 70"])
    }

    @Test("simultaneously(with:) runs both gestures for the same drag")
    func simultaneous() {
        var scrubbed: [CGFloat] = []
        var lastPair: (CGFloat?, CGFloat?) = (nil, nil)
        let gesture = DragGesture(minimumDistance: 0)
            .onChanged { scrubbed.append($0.location.x) }
            .simultaneously(with: DragGesture().onChanged { scrubbed.append($0.location.x + 1000) })
            .onChanged { value in lastPair = (value.first?.location.x, value.second?.location.x) }
        gesture.run(.changed(location: CGPoint(x: 5, y: 0), start: .zero))
        #expect(scrubbed == [5, 1005])
        #expect(lastPair.0 == 5 && lastPair.1 == 5)
    }

    @Test("sequenced(before:) gives the long press the tap and the drag the movement, in order")
    func sequenced() {
        var states: [String] = []
        let gesture = LongPressGesture(minimumDuration: 0.3)
            .sequenced(before: DragGesture(minimumDistance: 0))
            .onChanged { value in
                switch value {
                case .first(let pressed): states.append("pressing \(pressed)")
                case .second(let pressed, let drag): states.append("dragging \(pressed) \(drag.map { Int(saturating: $0.location.x) } ?? -1)")
                }
            }
            .onEnded { _ in states.append("ended") }
        gesture.run(.changed(location: CGPoint(x: 30, y: 0), start: CGPoint(x: 10, y: 0)))
        #expect(states == ["dragging true 30"])
    }
}
