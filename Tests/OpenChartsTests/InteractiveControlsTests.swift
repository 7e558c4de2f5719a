import ChartHTML
import ChartScene
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

/// Two buttons: one flips a Bool, one steps through three periods and back to the first.
private struct ButtonsScreen: View {
    @State var showAverage = false
    @State var period = 0
    let periods = ["Week", "Month", "Year"]
    var body: some View {
        VStack(spacing: 12) {
            HStack {
                Button(showAverage ? "Hide average" : "Show average") { showAverage.toggle() }
                    .buttonStyle(.bordered)
                Button("Next period") { period = (period + 1) % 3 }
                    .buttonStyle(.borderedProminent)
            }
            Text("Showing \(periods[period]) \(showAverage ? "with" : "without") average")
        }
        .padding()
    }
}

/// A counter with no bound: each press draws a new number.
private struct CounterScreen: View {
    @State var count = 0
    var body: some View {
        VStack {
            Button("Add one") { count += 1 }
            Text("Count: \(count)")
        }
        .padding()
    }
}

/// A button in a navigation bar's toolbar and one in a list row.
private struct ToolbarScreen: View {
    @State var starred = false
    @State var taps = 0
    var body: some View {
        NavigationStack {
            List {
                Button("Tapped \(taps) of 2") { taps = min(2, taps + 1) }
                Text(starred ? "Starred" : "Not starred")
            }
            .navigationTitle("Report")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Button(starred ? "Unstar" : "Star") { starred.toggle() }
                }
            }
        }
    }
}

/// A menu picker (the default style) of three fruits, its choice written under it.
private struct MenuFruitScreen: View {
    @State var fruit = "Apple"
    var body: some View {
        VStack(spacing: 16) {
            Picker("Fruit", selection: $fruit) {
                Text("Apple").tag("Apple")
                Text("Banana").tag("Banana")
                Text("Cherry").tag("Cherry")
            }
            Text("Chosen: \(fruit)")
            Spacer()
        }
        .padding()
    }
}

/// A navigation-link picker of three fruits in a form, its choice in a row under it.
private struct LinkFruitScreen: View {
    @State var fruit = "Apple"
    var body: some View {
        Form {
            Picker("Fruit", selection: $fruit) {
                Text("Apple").tag("Apple")
                Text("Banana").tag("Banana")
                Text("Cherry").tag("Cherry")
            }
            .pickerStyle(.navigationLink)
            Text("Chosen: \(fruit)")
        }
    }
}

/// A wheel of five sizes, the middle one chosen.
private struct WheelScreen: View {
    @State var size = "M"
    var body: some View {
        VStack {
            Picker("Size", selection: $size) {
                ForEach(["XS", "S", "M", "L", "XL"], id: \.self) { Text($0).tag($0) }
            }
            .pickerStyle(.wheel)
            Text("Size: \(size)")
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

/// The centre of a place.
private func centre(_ r: SceneRect) -> ScenePoint { ScenePoint(r.x + r.width / 2, r.y + r.height / 2) }

/// The nodes a click on each place of node `n` leads to, in drawing order.
private func targets(_ u: InteractionPlan.Controls, _ n: Int) -> [Int] { u.nodes[n].moves.map(\.target) }

/// The node a click on the `k`th place of node `n` leads to.
private func click(_ u: InteractionPlan.Controls, _ n: Int, _ k: Int) -> Int {
    u.target(from: n, at: centre(u.frames[u.nodes[n].moves[k].frame])) ?? -1
}

/// The new markup node `n` draws.
private func drawn(_ plan: InteractionPlan, _ n: Int) -> String {
    guard let u = plan.controls, u.nodes.indices.contains(n) else { return "" }
    return markup(plan.states[u.nodes[n].state])
}

@Suite("Interactive controls")
struct InteractiveControlsTests {
    @Test("a toggle and a three-segment picker reach 2 × 3 states, each its own picture")
    func toggleAndPicker() throws {
        let (svg, plan, _) = try renderer(RangeScreen()).interactive(idPrefix: "oc")
        let u = try #require(plan.controls)
        #expect(u.nodes.count == 6)
        #expect(plan.states.count == 6)
        #expect(Set(u.nodes.map(\.state)).count == 6)
        #expect(svg.contains("Showing Week without average"))
        // The toggle's row, then one place for each segment, side by side.
        #expect(u.nodes[0].moves.count == 4)
        let segments = u.nodes[0].moves.dropFirst().map { u.frames[$0.frame] }
        for (a, b) in zip(segments, segments.dropFirst()) { #expect(abs(a.x + a.width - b.x) < 0.01) }
        // The Week segment is chosen already: a click on it stays.
        #expect(click(u, 0, 1) == 0)
        let on = click(u, 0, 0)
        #expect(drawn(plan, on).contains("Showing Week with average"))
        let month = click(u, on, 2)
        #expect(drawn(plan, month).contains("Showing Month with average"))
        #expect(drawn(plan, click(u, month, 0)).contains("Showing Month without average"))
        // The toggle twice is the base again.
        #expect(click(u, on, 0) == 0)
    }

    @Test("a stepper within 1...3 from 2 reaches three states; past a bound a click stays")
    func stepper() throws {
        let (svg, plan, _) = try renderer(DaysScreen()).interactive(idPrefix: "oc")
        let u = try #require(plan.controls)
        #expect(u.nodes.count == 3)
        #expect(svg.contains("Days: 2"))
        // The − half then the + half, each half of the 94-point pill.
        #expect(u.nodes[0].moves.allSatisfy { u.frames[$0.frame].width == 47 && u.frames[$0.frame].height == 32 })
        let one = click(u, 0, 0), three = click(u, 0, 1)
        #expect(drawn(plan, one).contains("Days: 1"))
        #expect(drawn(plan, three).contains("Days: 3"))
        #expect(click(u, one, 0) == one)
        #expect(click(u, three, 1) == three)
        #expect(click(u, three, 0) == 0)
    }

    @Test("an inline picker's three rows each choose their option")
    func inlinePicker() throws {
        let (svg, plan, _) = try renderer(FruitScreen()).interactive(idPrefix: "oc")
        let u = try #require(plan.controls)
        #expect(u.nodes.count == 3)
        #expect(svg.contains("Chosen: Apple"))
        let rows = u.nodes[0].moves.map { u.frames[$0.frame] }
        #expect(rows.count == 3 && rows.allSatisfy { $0.height == 44 })
        #expect(rows[0].y < rows[1].y && rows[1].y < rows[2].y)
        #expect(drawn(plan, click(u, 0, 2)).contains("Chosen: Cherry"))
        #expect(click(u, 0, 0) == 0)
    }

    @Test("the gallery's activity screen: 3 periods × average on or off × 7 days, each its own picture")
    func activity() throws {
        var r = ChartRenderer(content: LiveGalleryScreens.activity())
        r.proposedSize = ProposedViewSize(width: 390, height: 580)
        r.locale = Locale(identifier: "en_US")
        let (svg, plan, _) = try r.interactive(idPrefix: "oc")
        let u = try #require(plan.controls)
        #expect(u.nodes.count == 42)
        #expect(plan.states.count == 42)
        #expect(svg.contains("Days: 5"))
        // Drawn in order: three segments, the toggle, the stepper's − and +.
        #expect(u.nodes[0].moves.count == 6)
        var n = 0
        for _ in 0..<4 { n = click(u, n, 4) }
        #expect(drawn(plan, n).contains("Days: 1"))
        #expect(click(u, n, 4) == n)
        if let folder = ProcessInfo.processInfo.environment["OPENCHARTS_HTML_FIXTURES"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try r.html().write(toFile: folder + "/offline-activity.html", atomically: true, encoding: .utf8)
        }
    }

    @Test("the gallery's controls screen: 3 fruits × target on or off, each with its menu open, beside 5 selected days")
    func galleryControls() throws {
        var r = ChartRenderer(content: LiveGalleryScreens.controls())
        r.proposedSize = ProposedViewSize(width: 390, height: 700)
        r.locale = Locale(identifier: "en_US")
        let (svg, plan, _) = try r.interactive(idPrefix: "oc")
        let u = try #require(plan.controls)
        #expect(svg.contains("Apples sold"))
        // Six closed states and six open menus; the slider and the text field are not precomputed.
        #expect(u.nodes.count == 12)
        #expect(u.nodes.filter(\.menu).count == 6)
        // The base, five selected days, and eleven states of the controls.
        #expect(plan.states.count == 17)
        #expect(!r.warnings.contains { $0.contains("OpenChartsLive") })
        if let folder = ProcessInfo.processInfo.environment["OPENCHARTS_HTML_FIXTURES"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try r.html().write(toFile: folder + "/offline-fruit.html", atomically: true, encoding: .utf8)
        }
    }

    @Test("a button flipping a Bool and a button stepping through 3 periods reach 2 × 3 = 6 states")
    func buttons() throws {
        let (svg, plan, _) = try renderer(ButtonsScreen()).interactive(idPrefix: "oc")
        let u = try #require(plan.controls)
        #expect(u.nodes.count == 6)
        #expect(plan.states.count == 6)
        #expect(svg.contains("Showing Week without average"))
        #expect(u.nodes[0].moves.count == 2)
        let shown = click(u, 0, 0)
        #expect(drawn(plan, shown).contains("Showing Week with average"))
        #expect(drawn(plan, shown).contains("Hide average"))
        var n = shown
        for name in ["Month", "Year"] {
            n = click(u, n, 1)
            #expect(drawn(plan, n).contains("Showing \(name) with average"))
        }
        // A third press comes back to the week; the first button back to the base.
        #expect(click(u, n, 1) == shown)
        #expect(click(u, shown, 0) == 0)
    }

    @Test("buttons in a toolbar and a list row: star on or off × 0, 1 or 2 taps")
    func toolbarButtons() throws {
        var r = renderer(ToolbarScreen())
        r.proposedSize = ProposedViewSize(width: 390, height: 400)
        let (svg, plan, _) = try r.interactive(idPrefix: "oc")
        let u = try #require(plan.controls)
        #expect(svg.contains("Not starred"))
        #expect(u.nodes.count == 6)
        let texts = (0..<u.nodes.count).map { drawn(plan, $0) }
        #expect(texts.contains { $0.contains("Unstar") })
        #expect(texts.contains { $0.contains("Tapped 2 of 2") })
    }

    @Test("a counter without bound fills the budget, warns, and its last state stays")
    func unboundedCounter() throws {
        var r = renderer(CounterScreen())
        r.limits.maximumInteractiveStates = 10
        let (_, plan, _) = try r.interactive(idPrefix: "oc")
        let u = try #require(plan.controls)
        // The base and nine more: Count 0 to Count 9.
        #expect(plan.states.count == 10)
        #expect(u.nodes.count == 10)
        var n = 0
        for k in 1...9 {
            n = click(u, n, 0)
            #expect(drawn(plan, n).contains("Count: \(k)"))
        }
        #expect(click(u, n, 0) == n)
        #expect(r.warnings.contains { $0.contains("OpenChartsLive") })
    }

    @Test("a counter stops at the controls' own budget, far below the page's")
    func counterStopsAtControlBudget() throws {
        var r = renderer(CounterScreen())
        r.limits.maximumControlStates = 6
        let (_, plan, _) = try r.interactive(idPrefix: "oc")
        let u = try #require(plan.controls)
        // Count 0 to Count 5: six states, though the page's budget (1,500) has room for more.
        #expect(u.nodes.count == 6)
        #expect(plan.states.count == 6)
        #expect(r.warnings.contains { $0.contains("maximumControlStates") })
    }

    @Test("a menu picker opens its menu as a state; a row chooses, outside closes")
    func menuPicker() throws {
        let (svg, plan, _) = try renderer(MenuFruitScreen()).interactive(idPrefix: "oc")
        let u = try #require(plan.controls)
        #expect(svg.contains("Chosen: Apple"))
        // Three choices, each with its menu open: six states.
        #expect(u.nodes.count == 6)
        #expect(plan.states.count == 6)
        let open = click(u, 0, 0)
        #expect(u.nodes[open].menu)
        #expect(drawn(plan, open).contains("control menu"))
        // Outside closes; Apple, chosen already, closes; Banana chooses.
        #expect(u.nodes[open].moves.count == 4)
        #expect(u.target(from: open, at: ScenePoint(2, 2)) == 0)
        #expect(click(u, open, 1) == 0)
        let banana = click(u, open, 2)
        #expect(!u.nodes[banana].menu)
        #expect(drawn(plan, banana).contains("Chosen: Banana"))
        let reopened = click(u, banana, 0)
        #expect(u.nodes[reopened].menu && reopened != open)
        #expect(drawn(plan, click(u, reopened, 3)).contains("Chosen: Cherry"))
        // The rows, 44 points high, stand under the picker; the picker under the open menu is out of reach.
        let rows = u.nodes[open].moves.dropFirst().map { u.frames[$0.frame] }
        let picker = u.frames[u.nodes[0].moves[0].frame]
        #expect(rows.allSatisfy { $0.height == 44 && $0.y >= picker.y + picker.height })
        #expect(u.target(from: open, at: centre(picker)) == 0)
    }

    @Test("a navigation-link picker pushes its page of options as a state; a row chooses and goes back")
    func navigationLinkPicker() throws {
        let (svg, plan, _) = try renderer(LinkFruitScreen()).interactive(idPrefix: "oc")
        let u = try #require(plan.controls)
        #expect(svg.contains("Chosen: Apple"))
        #expect(u.nodes.count == 6)
        let page = click(u, 0, 0)
        #expect(u.nodes[page].page && !u.nodes[page].menu)
        #expect(drawn(plan, page).contains("picker-page"))
        #expect(drawn(plan, page).contains("Back"))
        // Back, then the three rows.
        #expect(u.nodes[page].moves.count == 4)
        #expect(click(u, page, 0) == 0)
        #expect(click(u, page, 1) == 0)
        let banana = click(u, page, 2)
        #expect(!u.nodes[banana].page)
        #expect(drawn(plan, banana).contains("Chosen: Banana"))
    }

    @Test("a wheel's five rows, all seen on the drum, each choose their option")
    func wheelPicker() throws {
        var r = renderer(WheelScreen())
        r.proposedSize = ProposedViewSize(width: 390, height: 320)
        let (svg, plan, _) = try r.interactive(idPrefix: "oc")
        let u = try #require(plan.controls)
        #expect(svg.contains("Size: M"))
        #expect(u.nodes.count == 5)
        #expect(u.nodes[0].moves.count == 5)
        #expect(click(u, 0, 2) == 0)
        #expect(drawn(plan, click(u, 0, 0)).contains("Size: XS"))
        #expect(drawn(plan, click(u, 0, 4)).contains("Size: XL"))
    }

    @Test("the page carries the controls, and past the state budget it says to serve the screen live")
    func budget() throws {
        let page = try renderer(RangeScreen()).html()
        #expect(page.contains("\"u\":{\"h\":["))
        if let folder = ProcessInfo.processInfo.environment["OPENCHARTS_HTML_FIXTURES"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try page.write(toFile: folder + "/offline-controls.html", atomically: true, encoding: .utf8)
            try renderer(DaysScreen()).html().write(toFile: folder + "/offline-stepper.html", atomically: true, encoding: .utf8)
            try renderer(FruitScreen()).html().write(toFile: folder + "/offline-inline.html", atomically: true, encoding: .utf8)
            try renderer(ButtonsScreen()).html().write(toFile: folder + "/offline-buttons.html", atomically: true, encoding: .utf8)
            try renderer(MenuFruitScreen()).html().write(toFile: folder + "/offline-menu.html", atomically: true, encoding: .utf8)
            try renderer(LinkFruitScreen()).html().write(toFile: folder + "/offline-link.html", atomically: true, encoding: .utf8)
            var wheel = renderer(WheelScreen())
            wheel.proposedSize = ProposedViewSize(width: 390, height: 320)
            try wheel.html().write(toFile: folder + "/offline-wheel.html", atomically: true, encoding: .utf8)
            var counter = renderer(CounterScreen())
            counter.limits.maximumInteractiveStates = 5
            try counter.html().write(toFile: folder + "/offline-counter.html", atomically: true, encoding: .utf8)
        }
        // Base, toggle on, Month, Year; the fifth state (Month with average) is past the budget.
        var small = renderer(RangeScreen())
        small.limits.maximumInteractiveStates = 4
        let (_, plan, _) = try small.interactive(idPrefix: "oc")
        let u = try #require(plan.controls)
        #expect(plan.states.count == 4)
        #expect(u.nodes.count == 4)
        #expect(small.warnings.contains { $0.contains("OpenChartsLive") })
        // From the toggle's state, the Month segment leads past the budget: the click stays.
        let on = click(u, 0, 0)
        #expect(click(u, on, 2) == on)
    }

    @Test("a plain SVG render of the screen is the base picture of its page")
    func unchangedSVG() throws {
        let r = renderer(RangeScreen())
        let (base, _, _) = try r.interactive(idPrefix: "oc")
        let plain = renderer(RangeScreen()).svg()
        #expect(plain.count == base.count)
    }
}
