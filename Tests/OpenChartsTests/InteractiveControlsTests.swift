import ChartHTML
import Foundation
@testable import OpenCharts
import OpenChartsGallery
import Testing

/// A screen of two discrete controls and a line of text that says what they hold.
private struct RangeScreen: View {
    @State var showAverage = false
    @State var range = "Week"
    var counts: [Int] { range == "Week" ? [3, 7] : range == "Month" ? [2, 6, 4, 8] : [5, 9, 1, 6, 7, 2] }
    var body: some View {
        VStack(spacing: 12) {
            Toggle("Show average", isOn: $showAverage)
            Picker("Range", selection: $range) {
                Text("Week").tag("Week")
                Text("Month").tag("Month")
                Text("Year").tag("Year")
            }
            .pickerStyle(.segmented)
            Text("Showing \(range) \(showAverage ? "with" : "without") average")
            Chart {
                ForEach(Array(counts.enumerated()), id: \.offset) { i, n in
                    BarMark(x: .value("Period", "P\(i + 1)"), y: .value("Count", n))
                }
                if showAverage {
                    RuleMark(y: .value("Average", 5)).foregroundStyle(.red)
                }
            }
            .frame(height: 140)
        }
        .padding()
    }
}

/// A stepper within 1...3, starting at 2.
private struct DaysScreen: View {
    @State var days = 2
    var body: some View {
        VStack {
            Stepper("Days: \(days)", value: $days, in: 1...3)
        }
        .padding()
    }
}

/// An inline picker of three fruits, its choice written under it.
private struct FruitScreen: View {
    @State var fruit = "Apple"
    var body: some View {
        VStack {
            Picker("Fruit", selection: $fruit) {
                Text("Apple").tag("Apple")
                Text("Banana").tag("Banana")
                Text("Cherry").tag("Cherry")
            }
            .pickerStyle(.inline)
            Text("Chosen: \(fruit)")
        }
        .padding()
    }
}

private func renderer<V: View>(_ view: V) -> ChartRenderer<V> {
    var r = ChartRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: 390, height: 300)
    r.locale = Locale(identifier: "en_US")
    return r
}

/// Every piece of new markup a state brings, joined.
private func markup(_ diff: SVGMarkupDiff) -> String {
    var out = ""
    for c in diff.changes { for case .markup(let m) in c.items { out += m } }
    return out
}

@Suite("Interactive controls")
struct InteractiveControlsTests {
    @Test("a toggle and a three-segment picker make 2 × 3 combinations, five of them new states")
    func toggleAndPicker() throws {
        let (svg, plan, _) = try renderer(RangeScreen()).interactive(idPrefix: "oc")
        let u = try #require(plan.controls)
        #expect(u.counts == [2, 3])
        #expect(u.initial == [0, 0])
        #expect(u.states.count == 6)
        #expect(u.state([0, 0]) == 0)
        // The base picture and the five other combinations, each a different picture.
        #expect(plan.states.count == 6)
        #expect(Set(u.states).count == 6)
        #expect(svg.contains("Showing Week without average"))
        let state = try #require(u.state([1, 1]))
        #expect(markup(plan.states[state]).contains("Showing Month with average"))
        #expect(markup(plan.states[try #require(u.state([0, 2]))]).contains("Showing Year without average"))
        // One place for the toggle's row and one for each segment, side by side.
        #expect(u.regions.filter { $0.control == 0 }.count == 1)
        let segments = u.regions.filter { $0.control == 1 }
        #expect(segments.map(\.argument) == [0, 1, 2])
        #expect(segments.map(\.operation) == [1, 1, 1])
        for (a, b) in zip(segments, segments.dropFirst()) {
            #expect(abs(a.frame.x + a.frame.width - b.frame.x) < 0.01)
        }
    }

    @Test("a stepper within 1...3 from 2 takes three values, its base the middle one")
    func stepper() throws {
        let (svg, plan, _) = try renderer(DaysScreen()).interactive(idPrefix: "oc")
        let u = try #require(plan.controls)
        #expect(u.counts == [3])
        #expect(u.initial == [1])
        #expect(svg.contains("Days: 2"))
        #expect(markup(plan.states[try #require(u.state([0]))]).contains("Days: 1"))
        #expect(markup(plan.states[try #require(u.state([2]))]).contains("Days: 3"))
        // The − half then the + half, each half of the 94-point pill.
        #expect(u.regions.map(\.argument) == [-1, 1])
        #expect(u.regions.allSatisfy { $0.frame.width == 47 && $0.frame.height == 32 })
    }

    @Test("an inline picker's three rows each choose their option")
    func inlinePicker() throws {
        let (svg, plan, _) = try renderer(FruitScreen()).interactive(idPrefix: "oc")
        let u = try #require(plan.controls)
        #expect(u.counts == [3])
        #expect(u.initial == [0])
        #expect(svg.contains("Chosen: Apple"))
        #expect(markup(plan.states[try #require(u.state([2]))]).contains("Chosen: Cherry"))
        #expect(u.regions.map(\.argument) == [0, 1, 2])
        #expect(u.regions.allSatisfy { $0.frame.height == 44 })
        // The rows stand one under the other.
        #expect(u.regions[0].frame.y < u.regions[1].frame.y && u.regions[1].frame.y < u.regions[2].frame.y)
    }

    @Test("the gallery's activity screen: 3 periods × average on or off × 7 days, each its own picture")
    func activity() throws {
        var r = ChartRenderer(content: LiveGalleryScreens.activity())
        r.proposedSize = ProposedViewSize(width: 390, height: 580)
        r.locale = Locale(identifier: "en_US")
        let (svg, plan, _) = try r.interactive(idPrefix: "oc")
        let u = try #require(plan.controls)
        // Drawn in order: the picker (Week of three), the toggle, the stepper (5 of 1...7).
        #expect(u.counts == [3, 2, 7])
        #expect(u.initial == [0, 0, 4])
        #expect(plan.states.count == 42)
        #expect(svg.contains("Days: 5"))
        #expect(markup(plan.states[try #require(u.state([2, 1, 0]))]).contains("Days: 1"))
        if let folder = ProcessInfo.processInfo.environment["OPENCHARTS_HTML_FIXTURES"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try r.html().write(toFile: folder + "/offline-activity.html", atomically: true, encoding: .utf8)
        }
    }

    @Test("the page carries the controls, and past the state budget it says to serve the screen live")
    func budget() throws {
        let page = try renderer(RangeScreen()).html()
        #expect(page.contains("\"u\":{\"n\":[2,3],\"v\":[0,0]"))
        if let folder = ProcessInfo.processInfo.environment["OPENCHARTS_HTML_FIXTURES"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try page.write(toFile: folder + "/offline-controls.html", atomically: true, encoding: .utf8)
            try renderer(DaysScreen()).html().write(toFile: folder + "/offline-stepper.html", atomically: true, encoding: .utf8)
            try renderer(FruitScreen()).html().write(toFile: folder + "/offline-inline.html", atomically: true, encoding: .utf8)
        }
        var small = renderer(RangeScreen())
        small.limits.maximumInteractiveStates = 4
        let (_, plan, _) = try small.interactive(idPrefix: "oc")
        #expect(plan.controls == nil)
        #expect(small.warnings.contains { $0.contains("OpenChartsLive") })
    }

    @Test("a plain SVG render of the screen is the base picture of its page")
    func unchangedSVG() throws {
        let r = renderer(RangeScreen())
        let (base, _, _) = try r.interactive(idPrefix: "oc")
        let plain = renderer(RangeScreen()).svg()
        #expect(plain.count == base.count)
    }
}
