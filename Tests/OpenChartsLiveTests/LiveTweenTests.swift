import Foundation
@testable import OpenCharts
@testable import OpenChartsLive
import Testing

/// A note that comes and goes with a transition, and a count whose digits roll.
private struct NoteScreen: View {
    var show = true
    var transition: AnyTransition = .scale
    var count = 3
    var animated = true

    var body: some View {
        VStack(spacing: 10) {
            if animated {
                Text("Count: \(count)").contentTransition(.numericText())
            } else {
                Text("Count: \(count)")
            }
            if show {
                if animated { Text("Note").transition(transition) } else { Text("Note") }
            }
        }
        .frame(width: 200)
    }
}

/// Bars whose heights and colour follow a flag a button flips under an animation of one second.
private struct GrowingBars: View {
    @State private var tall = false
    var body: some View {
        VStack {
            Button("Grow") { withAnimation(.easeInOut(duration: 1)) { tall.toggle() } }
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Steps", tall ? 8 : 2))
                BarMark(x: .value("Day", "Tue"), y: .value("Steps", tall ? 6 : 4))
            }
            .foregroundStyle(tall ? Color.orange : Color.blue)
            .chartYScale(domain: 0...10)
            .frame(width: 300, height: 200)
        }
    }
}

/// A stepper whose binding animates its writes.
private struct AnimatedStepper: View {
    @State private var days = 3
    var body: some View {
        Stepper("Days: \(days)", value: $days.animation(.linear(duration: 2)), in: 1...7).frame(width: 300)
    }
}

/// Two series of lines over numbers, and points of two numbers.
private struct KeyedLines: View {
    var body: some View {
        Chart {
            ForEach([1.0, 2, 3], id: \.self) { x in
                LineMark(x: .value("x", x), y: .value("y", x * 2)).foregroundStyle(by: .value("Pet", "Cats"))
                LineMark(x: .value("x", x), y: .value("y", x * 3)).foregroundStyle(by: .value("Pet", "Dogs"))
                PointMark(x: .value("x", x), y: .value("y", x))
            }
        }
        .frame(width: 300, height: 200)
    }
}

@Suite struct LiveTweenTests {
    @Test func aBindingsAnimationCarriesItsWritesMotion() throws {
        let session = ScreenSession { AnimatedStepper() }
        let first = session.render(width: 300)
        let plus = try #require(first.targets.first { $0.kind == "stepper-increment" })
        #expect(session.handle(.activate(id: plus.id)))
        let next = session.render(width: 300)
        #expect(next.svg.contains("Days: 4"))
        #expect(next.motion == ScreenSession.Motion(curve: "linear", duration: 2))
    }

    @Test func transitionsAndContentTransitionsMarkTheLiveRenderOnly() {
        let live = ScreenSession { NoteScreen() }.render(width: 300).svg
        #expect(live.contains(#"<g class="oc-tr oc-in-scale-0 oc-out-scale-0">"#))
        #expect(live.contains(#"<g class="oc-ct oc-ct-numeric">"#))
        // A picture is the same bytes with or without the modifiers: they say how a change moves.
        let picture = ChartRenderer(content: NoteScreen()).svg()
        let plain = ChartRenderer(content: NoteScreen(animated: false)).svg()
        #expect(picture == plain)
        #expect(!picture.contains("oc-tr") && !picture.contains("oc-ct"))
    }

    @Test func transitionsNameWhatComesInAndWhatGoesOut() {
        #expect(AnyTransition.opacity.liveClasses == "oc-tr oc-in-opacity oc-out-opacity")
        #expect(AnyTransition.slide.liveClasses == "oc-tr oc-in-move-leading oc-out-move-trailing")
        #expect(AnyTransition.move(edge: .bottom).combined(with: .opacity).liveClasses
                == "oc-tr oc-in-move-bottom oc-in-opacity oc-out-move-bottom oc-out-opacity")
        #expect(AnyTransition.asymmetric(insertion: .scale, removal: .opacity).liveClasses == "oc-tr oc-in-scale-0 oc-out-opacity")
        #expect(AnyTransition.scale(scale: 0.5).liveClasses == "oc-tr oc-in-scale-50 oc-out-scale-50")
        #expect(AnyTransition.scale(scale: .nan).liveClasses == "oc-tr oc-in-scale-0 oc-out-scale-0")
        #expect(AnyTransition.identity.liveClasses == "oc-tr oc-in-none oc-out-none")
        #expect(AnyTransition.push(from: .top).liveClasses == "oc-tr oc-in-move-top oc-in-opacity oc-out-move-bottom oc-out-opacity")
        #expect(ContentTransition.numericText(countsDown: true).name == "numeric-down")
    }

    @Test func springsLastUntilTheySettle() {
        // 1 − (1 + ωt)e^(−ωt) with ω = 2π/r is within a thousandth of 1 at ωt = 9: t = 9r/2π.
        let d = ScreenSession.motion(.default)
        #expect(d.curve == "default")
        #expect(abs(d.duration - 9 * 0.55 / (2 * Double.pi)) < 1e-9)
        #expect(abs(ScreenSession.motion(.spring(response: 0.5)).duration - 0.716_197) < 1e-6)
        #expect(ScreenSession.motion(.easeInOut(duration: 1)) == ScreenSession.Motion(curve: "easeInOut", duration: 1))
        #expect(ScreenSession.motion(.linear(duration: .infinity)).duration == 0.35)
    }

    @Test func barsKeepTheirShapeSoThePageCanTweenThem() throws {
        let session = ScreenSession { GrowingBars() }
        let first = session.render(width: 300)
        let button = try #require(first.targets.first { $0.kind == "button" })
        #expect(session.handle(.activate(id: button.id)))
        let next = session.render(width: 300)
        #expect(next.motion == ScreenSession.Motion(curve: "easeInOut", duration: 1))
        let before = bars(first.svg), after = bars(next.svg)
        #expect(before.count == 2 && after.count == 2)
        // The same path commands, other numbers: the page tweens them number by number.
        #expect(zip(before, after).allSatisfy { skeleton($0) == skeleton($1) && $0 != $1 })
        // Heights on a 0–10 scale: Mon grows from 2 to 8, four times as tall.
        let h0 = height(before[0]), h1 = height(after[0])
        #expect(abs(h1 / h0 - 4) < 0.01)
        // The patch of the change keeps the root's children, so the page tweens part by part.
        let a = try #require(SVGParts(first.svg)), b = try #require(SVGParts(next.svg))
        #expect(b.changes(since: a) != nil)
    }

    @Test func liveMarksCarryTheirIdentityAndPicturesDoNot() throws {
        let live = ScreenSession { GrowingBars() }.render(width: 300).svg
        // A bar stands for its category, not its height: the same key in every render.
        #expect(live.components(separatedBy: #"data-key="Mon""#).count == 2)
        #expect(live.components(separatedBy: #"data-key="Tue""#).count == 2)
        let lines = ScreenSession { KeyedLines() }.render(width: 300).svg
        #expect(lines.contains(#"class="mark line" aria-label="#) && lines.contains(#"data-key="series|Cats""#))
        #expect(lines.contains(#"data-key="series|Dogs""#))
        // Points of two numbers have no category: they are matched by place.
        #expect(lines.contains(#"class="mark point""#))
        #expect(lines.components(separatedBy: "<path class=\"mark point\"").dropFirst().allSatisfy { !$0.prefix(while: { $0 != ">" }).contains("data-key") })
        #expect(!ChartRenderer(content: GrowingBars()).svg().contains("data-key"))
        #expect(!ChartRenderer(content: KeyedLines()).svg().contains("data-key"))
    }

    @Test func thePageRunsNothingItIsSent() {
        let script = LivePage.script
        #expect(!script.contains("eval("))
        #expect(!script.contains("Function("))
        #expect(!script.contains("setTimeout(\""))
        // Curves are looked up in a table, never run by name.
        #expect(script.contains("curves.hasOwnProperty(name)"))
    }
}

/// The `d` of each bar mark, in drawing order.
private func bars(_ svg: String) -> [String] {
    svg.components(separatedBy: "<path class=\"mark bar\"").dropFirst().compactMap { tag in
        guard let d = tag.range(of: " d=\"") else { return nil }
        return String(tag[d.upperBound...].prefix { $0 != "\"" })
    }
}

private func skeleton(_ d: String) -> String { String(d.filter { $0.isLetter }) }

private func numbers(_ d: String) -> [Double] {
    d.split(whereSeparator: { $0.isLetter || $0 == " " || $0 == "," }).compactMap { Double($0) }
}

/// A bar drawn as a four-corner path: its height is its ys' spread.
private func height(_ d: String) -> Double {
    let ys = numbers(d).enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
    return (ys.max() ?? 0) - (ys.min() ?? 0)
}
