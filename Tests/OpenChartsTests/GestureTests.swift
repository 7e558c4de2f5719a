import Foundation
@testable import OpenCharts
import Testing

private let utc: Calendar = {
    var c = Calendar(identifier: .gregorian)
    c.timeZone = TimeZone(identifier: "UTC")!
    return c
}()
private let days = (0..<5).map { utc.date(byAdding: .day, value: $0, to: Date(timeIntervalSinceReferenceDate: 700_000_000))! }

@Suite("Gestures")
struct GestureTests {
    /// A chart with every gesture form an iOS 17 screen uses.
    struct Tappable: View {
        @State var tapped: CGPoint?
        @State var pressed = false
        @State var doubleTaps = 0
        @State var dragStart: CGPoint?
        var body: some View {
            VStack {
                Text(tapped.map { "Tapped at \(Int(saturating: $0.x))" } ?? "Tap the chart")
                Chart {
                    ForEach(days, id: \.self) { BarMark(x: .value("Day", $0, unit: .day), y: .value("Sales", 10)) }
                }
                .onTapGesture(count: 1, coordinateSpace: .local) { location in tapped = location }
                .onTapGesture(count: 2) { doubleTaps += 1 }
                .simultaneousGesture(TapGesture(count: 2).onEnded { doubleTaps += 1 })
                .highPriorityGesture(LongPressGesture(minimumDuration: 0.5, maximumDistance: 10).onEnded { _ in pressed = true })
                .gesture(DragGesture(minimumDistance: 0, coordinateSpace: .named("chart"))
                    .onChanged { value in dragStart = value.startLocation; _ = value.translation }
                    .onEnded { _ in dragStart = nil }, including: .all)
                .gesture(SpatialTapGesture(count: 1, coordinateSpace: .global).onEnded { tapped = $0.location })
            }
        }
    }

    @Test("every gesture form compiles on a chart, and a tap's action runs for each place it can land")
    func taps() throws {
        var r = ChartRenderer(content: Tappable())
        r.proposedSize = ProposedViewSize(width: 300, height: 200)
        r.calendar = utc; r.timeZone = utc.timeZone
        let (_, plan, _) = try r.interactive(idPrefix: "oc")
        let chart = try #require(plan.charts.first)
        let runs = try #require(chart.gesture)
        // The drag makes this a tracking gesture: its states follow the pointer, and the taps
        // run only as part of it; the header shows no tap, so all states draw alike.
        #expect(!runs.states.isEmpty)
        #expect(Tappable().tapped == nil)
    }

    @Test("a spatial tap on a chart shows, after the tap, what its action drew there")
    func spatialTap() throws {
        struct TapChart: View {
            @State var tapped: CGPoint?
            var body: some View {
                VStack {
                    Text(tapped.map { "Tapped at \(Int(saturating: $0.x))" } ?? "Tap the chart")
                    Chart {
                        ForEach(days, id: \.self) { BarMark(x: .value("Day", $0, unit: .day), y: .value("Sales", 10)) }
                    }
                    .onTapGesture { location in tapped = location }
                }
            }
        }
        var r = ChartRenderer(content: TapChart())
        _ = r.content.tapped
        r.proposedSize = ProposedViewSize(width: 300, height: 200)
        r.calendar = utc; r.timeZone = utc.timeZone
        let (_, plan, _) = try r.interactive(idPrefix: "oc")
        let chart = try #require(plan.charts.first)
        let runs = try #require(chart.gesture)
        #expect(chart.gestureIsTap)
        // One state per day, each the header naming the middle of that day's band.
        #expect(Set(runs.states).subtracting([0]).count == 5)
        // The tap's action set the state directly; the page put it back.
        #expect(r.content.tapped == nil)
    }
}
