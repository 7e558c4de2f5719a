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
        // A critically damped spring of response r is 1 − (1 + ωt)e^(−ωt), ω = 2π/r; it is within
        // a thousandth of 1 from ωt = 9.2334 (solved by bisection by hand): t = 9.2334 × 0.55 / 2π.
        let d = ScreenSession.motion(.default)
        #expect(d.curve == "default" && d.response == 0.55 && d.damping == 1)
        #expect(abs(d.duration - 0.808_249) < 0.002)
        #expect(abs(ScreenSession.motion(.smooth).duration - 0.734_772) < 0.002)
        // An underdamped spring stays within its envelope e^(−ζωt)/√(1−ζ²): bouncy (0.5 s, ζ 0.7)
        // is inside a thousandth from ln(1000/√0.51)/(0.7 × 4π) = 0.82356 s.
        let bouncy = ScreenSession.motion(.bouncy)
        #expect(bouncy.response == 0.5 && abs((bouncy.damping ?? 0) - 0.7) < 1e-12)
        #expect(abs(bouncy.duration - 0.823_562) < 1e-5)
        #expect(abs(ScreenSession.motion(.spring(duration: 1, bounce: 0.5)).duration - 2.244_593) < 1e-5)
        #expect(ScreenSession.motion(.easeInOut(duration: 1)) == ScreenSession.Motion(curve: "easeInOut", duration: 1))
        #expect(ScreenSession.motion(.linear(duration: .infinity)).duration == 0.35)
    }

    private func near(_ p: SpringParameters?, _ response: Double, _ damping: Double) -> Bool {
        guard let p else { return false }
        return abs(p.response - response) < 1e-12 && abs(p.dampingRatio - damping) < 1e-12
    }

    @Test func springsTakeSwiftUIsParameters() {
        // bounce b ≥ 0 is damping ratio 1 − b; below 0, 1 / (1 + b).
        #expect(near(Animation.bouncy.springParameters, 0.5, 0.7))
        #expect(near(Animation.snappy.springParameters, 0.5, 0.85))
        #expect(near(Animation.smooth.springParameters, 0.5, 1))
        #expect(near(Animation.spring.springParameters, 0.5, 0.825))
        #expect(near(Animation.spring(duration: 1, bounce: -0.5).springParameters, 1, 2))
        #expect(near(Animation.spring(response: 0.3, dampingFraction: 0.6).springParameters, 0.3, 0.6))
        #expect(Animation.bouncy(duration: 0.4, extraBounce: 0.1).springParameters?.response == 0.4)
        #expect(abs((Animation.bouncy(duration: 0.4, extraBounce: 0.1).springParameters?.dampingRatio ?? 0) - 0.6) < 1e-12)
        // Stiffness 100 and damping 10 on a mass of 1: ω = 10, ζ = 10 / (2 × 10) = 0.5, response 2π/10.
        let k = Animation.interpolatingSpring(stiffness: 100, damping: 10).springParameters
        #expect(abs((k?.response ?? 0) - 0.628_319) < 1e-6 && abs((k?.dampingRatio ?? 0) - 0.5) < 1e-12)
        // Bad numbers never make a spring that moves forever or not at all.
        #expect(near(Animation.spring(duration: .nan, bounce: .infinity).springParameters, 0.5, 1))
    }

    @Test func aBouncySpringOvershootsAndComesBack() {
        // Underdamped: the first peak is at t = π/ω_d and overshoots by e^(−ζπ/√(1−ζ²)).
        // bouncy: ω = 4π, ζ = 0.7, ω_d = 4π√0.51: the peak at 0.35007 s is 1.045988.
        let bouncy = Animation.bouncy.springParameters!
        #expect(abs(bouncy.value(at: 0.350_070) - 1.045_988) < 1e-5)
        #expect(bouncy.value(at: 0.3) < bouncy.value(at: 0.350_070) && bouncy.value(at: 0.4) < bouncy.value(at: 0.350_070))
        // spring(duration: 1, bounce: 0.5): ζ = 0.5, peak 1.163034 at 1/√3 s.
        let half = Animation.spring(duration: 1, bounce: 0.5).springParameters!
        #expect(abs(half.value(at: 0.577_350) - 1.163_034) < 1e-5)
        // Critically damped, response 0.5, at t = 0.5: 1 − (1 + 2π)e^(−2π) = 0.986399.
        #expect(abs(Animation.smooth.springParameters!.value(at: 0.5) - 0.986_399) < 1e-6)
        // Overdamped, ζ = 2, ω = 2π: roots −ω(2 ∓ √3); at 0.5 s, 0.535728, and never past 1.
        let slow = Animation.spring(duration: 1, bounce: -0.5).springParameters!
        #expect(abs(slow.value(at: 0.5) - 0.535_728) < 1e-6)
        #expect(stride(from: 0.0, through: 5, by: 0.05).allSatisfy { slow.value(at: $0) <= 1 })
        #expect(bouncy.value(at: 0) == 0)
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
