import ChartHTML
import Foundation
@testable import OpenCharts
import Testing

/// Three letters, B the tallest.
private let letters = [("A", 3), ("B", 5), ("C", 2)]

/// A chart whose selection starts at B, set when the chart appears; the selected bar is opaque
/// and the others faint.
private struct PickedLetters: View {
    @State var selected: String?
    var body: some View {
        Chart(letters, id: \.0) { letter in
            BarMark(x: .value("Letter", letter.0), y: .value("Count", letter.1))
                .opacity(selected == nil || selected == letter.0 ? 1 : 0.3)
        }
        .chartXSelection(value: $selected)
        .onAppear { selected = "B" }
    }
}

/// The same chart inside a screen, so that its state lives in a child view made by the
/// screen's body.
private struct LettersScreen: View {
    var body: some View {
        VStack {
            Text("Letters")
            PickedLetters()
        }
    }
}

/// A chart whose selection starts empty, in a child view's state.
private struct PlainLetters: View {
    @State var selected: String?
    var body: some View {
        Chart(letters, id: \.0) { letter in
            BarMark(x: .value("Letter", letter.0), y: .value("Count", letter.1))
                .opacity(selected == nil || selected == letter.0 ? 1 : 0.3)
        }
        .chartXSelection(value: $selected)
    }
}

private struct PlainLettersScreen: View {
    var body: some View {
        VStack {
            Text("Letters")
            PlainLetters()
        }
    }
}

/// A chart whose rows and starting selection are both set by a `task`, as data loaded when the
/// screen opens.
private struct LoadedLetters: View {
    @State var rows: [String] = []
    @State var selected: String?
    var body: some View {
        Chart(rows, id: \.self) { row in
            BarMark(x: .value("Letter", row), y: .value("Count", 1))
                .opacity(selected == row ? 1 : 0.3)
        }
        .chartXSelection(value: $selected)
        .task {
            rows = ["A", "B", "C"]
            selected = "B"
        }
    }
}

private func renderer<V: View>(_ view: V) -> ChartRenderer<V> {
    var r = ChartRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: 300, height: 200)
    return r
}

@Suite("Interactive pages of charts whose selection is set when they appear")
struct AppearSelectionTests {
    /// The x runs of the page's one chart, one per letter. B is the starting picture (state 0);
    /// A and C each make a picture of their own, different from each other.
    func expectStartingAtB(_ plan: InteractionPlan, _ what: String) throws {
        let runs = try #require(plan.charts.first?.x, "\(what): the chart has no x selection runs")
        #expect(runs.states.count == 3, "\(what): \(runs.states)")
        guard runs.states.count == 3 else { return }
        #expect(runs.states[1] == 0, "\(what): B is the picture the page starts with")
        #expect(runs.states[0] != 0 && runs.states[2] != 0, "\(what): A and C answer the pointer: \(runs.states)")
        #expect(runs.states[0] != runs.states[2], "\(what): A and C draw different pictures")
        #expect(plan.states.count == 3, "\(what): the base and one state each for A and C")
    }

    @Test("a selection set in onAppear is where the page starts, and the pointer still moves it")
    func onAppear() throws {
        let (_, plan, _) = try renderer(PickedLetters()).interactive(idPrefix: "oc")
        try expectStartingAtB(plan, "onAppear")
    }

    @Test("the same, for a chart in a child view of the screen")
    func childView() throws {
        let (_, plan, _) = try renderer(LettersScreen()).interactive(idPrefix: "oc")
        try expectStartingAtB(plan, "child view")
    }

    @Test("a selection in a child view's state, with no starting value, answers the pointer too")
    func childState() throws {
        let (_, plan, _) = try renderer(PlainLettersScreen()).interactive(idPrefix: "oc")
        let runs = try #require(plan.charts.first?.x)
        // The page starts with every bar opaque; each letter makes a picture of its own.
        #expect(runs.states == [1, 2, 3])
    }

    @Test("rows and a selection set by a task: the page keeps the rows in every state")
    func task() throws {
        let (base, plan, _) = try renderer(LoadedLetters()).interactive(idPrefix: "oc")
        #expect(base.components(separatedBy: "class=\"mark bar\"").count - 1 == 3, "the base picture draws the three loaded bars")
        try expectStartingAtB(plan, "task")
    }

    @Test("the page's data has the states: A, then B as the page starts, then C; no warning")
    func page() throws {
        let r = renderer(PickedLetters())
        let html = try r.html()
        #expect(r.warnings.isEmpty, "\(r.warnings)")
        let open = try #require(html.range(of: "<script type=\"application/json\" id=\"oc-data\">"))
        let close = try #require(html.range(of: "</script>", range: open.upperBound..<html.endIndex))
        let data = try #require(try JSONSerialization.jsonObject(with: Data(html[open.upperBound..<close.lowerBound].utf8)) as? [String: Any])
        let charts = try #require(data["c"] as? [[String: Any]])
        let x = try #require(charts.first?["x"] as? [String: Any])
        // Hovering A finds the first new picture, B the starting one, C the second new one.
        #expect(x["s"] as? [Int] == [1, 0, 2])
        #expect((data["s"] as? [Any])?.count == 3)
        // Kept for the browser checks in Tests/Browser, which hover the bars in Chromium.
        if let folder = ProcessInfo.processInfo.environment["OPENCHARTS_HTML_FIXTURES"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try html.write(toFile: folder + "/appear-selection.html", atomically: true, encoding: .utf8)
        }
    }
}
