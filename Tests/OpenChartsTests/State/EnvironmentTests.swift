import ChartScene
import Foundation
@testable import OpenCharts
import Testing

/// A chart that picks its bar colour from the colour scheme in a `switch`.
struct SchemeChart: View {
    @Environment(\.colorScheme) var colorScheme

    var barColor: Color {
        switch colorScheme {
        case .dark: return .orange
        case .light: return .blue
        @unknown default: return .gray
        }
    }

    var body: some View {
        Chart(Sale.week) {
            BarMark(x: .value("Day", $0.day), y: .value("Sales", $0.count))
                .foregroundStyle(barColor)
        }
    }
}

private struct GoalKey: EnvironmentKey {
    static let defaultValue = 50
}

extension EnvironmentValues {
    var salesGoal: Int {
        get { self[GoalKey.self] }
        set { self[GoalKey.self] = newValue }
    }
}

/// Reads a value of the app's own, and the system's values, into text.
struct GoalLabel: View {
    @Environment(\.salesGoal) private var goal
    @Environment(\.horizontalSizeClass) private var sizeClass
    @Environment(\.layoutDirection) private var direction
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack {
            Text("Goal \(goal)")
            if sizeClass == .compact { Text("compact") } else { Text("regular") }
            Text(direction == .rightToLeft ? "rtl" : "ltr")
            Text(isEnabled ? "enabled" : "disabled")
        }
    }
}

/// A dynamic property of the app's own that reads the environment, as SwiftUI allows, and
/// works out a value of its own in `update()`.
struct GoalReader: DynamicProperty {
    @Environment(\.salesGoal) var goal
    @State private var doubled = 0
    var doubledGoal: Int { doubled }
    func update() { doubled = goal * 2 }
}

struct NestedGoalLabel: View {
    let reader = GoalReader()
    var body: some View { Text("Nested \(reader.goal), \(reader.doubledGoal)") }
}

/// A card style that reads the colour scheme, applied with `.modifier`.
struct CardStyle: ViewModifier {
    @Environment(\.colorScheme) private var colorScheme
    func body(content: Content) -> some View {
        content
            .padding(12)
            .background(colorScheme == .dark ? Color.gray : Color.yellow)
    }
}

@Suite("@Environment reads the values the renderer and parent views set")
struct EnvironmentTests {
    @Test("a chart choosing its colour from @Environment(\\.colorScheme) in a switch draws blue in light mode and orange in dark")
    func colorScheme() throws {
        let light = try #require(ParsedSVG(TestRender.renderer(SchemeChart()).svg()))
        var r = TestRender.renderer(SchemeChart())
        r.colorScheme = .dark
        let dark = try #require(ParsedSVG(r.svg()))
        // Apple's system blue in light mode (#007AFF) and system orange in dark mode (#FF9F0A).
        #expect(light.elements(classed: "mark bar").allSatisfy { $0.attributes["fill"] == "#007aff" })
        #expect(dark.elements(classed: "mark bar").allSatisfy { $0.attributes["fill"] == "#ff9f0a" })
        #expect(light.elements(classed: "mark bar").count == 7)
    }

    @Test("a key of the app's own has its default, and .environment(\\.key, value) sets it for the views below")
    func userKey() {
        #expect(DrawnView(GoalLabel()).text("Goal 50") != nil)
        #expect(DrawnView(GoalLabel().environment(\.salesGoal, 120)).text("Goal 120") != nil)
        #expect(DrawnView(NestedGoalLabel().environment(\.salesGoal, 75)).text("Nested 75, 150") != nil)
    }

    @Test("the size class is compact under 600 points wide and regular from 600")
    func sizeClass() {
        #expect(DrawnView(GoalLabel(), width: 390, height: 844).text("compact") != nil)
        #expect(DrawnView(GoalLabel(), width: 820, height: 1180).text("regular") != nil)
    }

    @Test("an Arabic locale gives right-to-left; disabled(true) turns isEnabled off below it")
    func directionAndEnabled() {
        var r = TestRender.renderer(GoalLabel().disabled(true))
        r.locale = Locale(identifier: "ar_EG")
        let svg = r.svg()
        #expect(svg.contains(">rtl<"))
        #expect(svg.contains(">disabled<"))
        #expect(TestRender.renderer(GoalLabel().disabled(false)).svg().contains(">enabled<"))
    }

    @Test("a plain struct view is looked at once and then costs no reflection")
    func plainViewsAreCheap() {
        struct Plain: View { let title: String; var body: some View { Text(title) } }
        #expect(ViewInputs.of(Plain(title: "a")).isEmpty)
        #expect(ViewInputs.of(GoalLabel()).count == 5)
        // A struct's inputs are found at their offsets, here inside a property of the app's own:
        // its @Environment and @State, then its update().
        guard case .fields(let fields) = ViewInputs.layout(of: NestedGoalLabel.self) else {
            Issue.record("a struct view is read by offsets"); return
        }
        #expect(fields.count == 3)
        if case .user = fields[2] {} else { Issue.record("the property's own update() comes last") }
    }

    @Test("a view whose only property is a dynamic property with no stored values has its update() called")
    func zeroSizedView() {
        final class Calls: @unchecked Sendable { nonisolated(unsafe) static var count = 0 }
        struct Tracker: DynamicProperty { func update() { Calls.count += 1 } }
        struct Tracked: View {
            let tracker = Tracker()
            var body: some View { Text("tracked") }
        }
        let before = Calls.count
        #expect(DrawnView(Tracked()).text("tracked") != nil)
        #expect(Calls.count - before == 1)
    }

    @Test("read outside a body, an environment property gives the default value")
    func outsideBody() {
        #expect(SchemeChart().colorScheme == .light)
    }

    @Test("a ViewModifier's @Environment is filled before its body, so a card is yellow in light mode and grey in dark")
    func modifierEnvironment() {
        let light = DrawnView(Text("Sales").modifier(CardStyle()))
        let dark = DrawnView(Text("Sales").modifier(CardStyle()), colorScheme: .dark)
        #expect(light.fills.first == Color.yellow.resolved(.light))
        #expect(dark.fills.first == Color.gray.resolved(.dark))
        #expect(light.text("Sales") != nil)
        // The text sits inside the 12-point padding.
        #expect(close(light.size.width, Measure.size("Sales").width + 24))
    }
}

@Suite("One view value rendered on several threads at once")
struct ConcurrentEnvironmentTests {
    @Test("renders of the same view value in light and dark mode at once each read their own colour scheme")
    func concurrentSchemes() async {
        let chart = SchemeChart()
        let results = await withTaskGroup(of: (Bool, Bool).self) { group in
            for i in 0..<16 {
                group.addTask {
                    var r = TestRender.renderer(chart)
                    r.colorScheme = i.isMultiple(of: 2) ? .dark : .light
                    let fills = ParsedSVG(r.svg())?.elements(classed: "mark bar").compactMap { $0.attributes["fill"] } ?? []
                    let expected = i.isMultiple(of: 2) ? "#ff9f0a" : "#007aff"
                    return (i.isMultiple(of: 2), fills.count == 7 && fills.allSatisfy { $0 == expected })
                }
            }
            var all: [(Bool, Bool)] = []
            for await r in group { all.append(r) }
            return all
        }
        #expect(results.count == 16)
        #expect(results.allSatisfy { $0.1 })
    }
}
