import Foundation
@testable import OpenCharts
import Testing

/// A screen's mode, switched over in a body as iOS code does.
private enum Period: String, CaseIterable { case week, month, year }

/// A body with an `if` beside siblings, an `if let`, a `switch` and a `for`-driven `ForEach`.
private struct BranchingScreen: View {
    var showTitle: Bool
    var subtitle: String?
    var period: Period

    var body: some View {
        VStack(alignment: .leading) {
            if showTitle {
                Text("Daily Sales")
            }
            if let subtitle {
                Text(subtitle)
            } else {
                Text("No subtitle")
            }
            switch period {
            case .week: Text("This week")
            case .month: Text("This month")
            case .year:
                HStack {
                    Text("This year")
                    if showTitle { Text("(so far)") }
                }
            }
            Chart {
                BarMark(x: .value("Day", "Mon"), y: .value("Sales", 3))
            }
            .chartBackground { proxy in
                GeometryReader { geometry in
                    if let frame = proxy.plotFrame {
                        Text("\(Int(saturating: geometry[frame].width))")
                    }
                }
            }
        }
    }
}

@Suite("The view builder: control flow beside siblings, as real screens branch")
struct ViewBuilderControlFlowTests {
    private func texts(_ view: some View) -> [String] {
        var renderer = ChartRenderer(content: view)
        renderer.proposedSize = ProposedViewSize(width: 320, height: 400)
        guard let parsed = ParsedSVG(renderer.svg()) else { return ["<unparsable>"] }
        return parsed.elements.filter { $0.name == "text" }.map(\.text)
    }

    @Test("an if beside siblings draws its view only when true")
    func ifBesideSiblings() {
        let shown = texts(BranchingScreen(showTitle: true, subtitle: nil, period: .week))
        let hidden = texts(BranchingScreen(showTitle: false, subtitle: nil, period: .week))
        #expect(shown.contains("Daily Sales"))
        #expect(!hidden.contains("Daily Sales"))
    }

    @Test("if let and else pick one branch")
    func ifLetElse() {
        #expect(texts(BranchingScreen(showTitle: false, subtitle: "Cupertino", period: .week)).contains("Cupertino"))
        let none = texts(BranchingScreen(showTitle: false, subtitle: nil, period: .week))
        #expect(none.contains("No subtitle"))
        #expect(!none.contains("Cupertino"))
    }

    @Test("switch draws the case that matches, nested branches included")
    func switchCases() {
        let month = texts(BranchingScreen(showTitle: false, subtitle: nil, period: .month))
        #expect(month.contains("This month") && !month.contains("This week"))
        let year = texts(BranchingScreen(showTitle: true, subtitle: nil, period: .year))
        #expect(year.contains("This year") && year.contains("(so far)"))
    }

    @Test("if let inside the GeometryReader of chartBackground reads the plot frame")
    func geometryReaderIfLet() {
        let drawn = texts(BranchingScreen(showTitle: false, subtitle: nil, period: .week))
        // The only all-digit text other than axis labels is the plot width, which is positive.
        #expect(drawn.contains { Int($0).map { $0 > 100 } ?? false })
    }

    @Test("for loops and #available build views too")
    func loopsAndAvailability() {
        struct Loop: View {
            var body: some View {
                VStack {
                    for name in ["Cupertino", "San Francisco"] { Text(name) }
                    if #available(iOS 17, macOS 14, *) { Text("new") } else { Text("old") }
                }
            }
        }
        let drawn = texts(Loop())
        #expect(drawn.contains("Cupertino") && drawn.contains("San Francisco"))
        #expect(drawn.contains("new") || drawn.contains("old"))
    }

    @Test("an empty branch takes no room in a stack")
    func emptyBranchTakesNoRoom() {
        struct Pair: View {
            var flag: Bool
            var body: some View {
                VStack(spacing: 10) {
                    Text("A")
                    if flag { Text("B") }
                    Text("C")
                }
            }
        }
        var with = ChartRenderer(content: Pair(flag: false))
        with.proposedSize = .unspecified
        var plain = ChartRenderer(content: VStack(spacing: 10) { Text("A"); Text("C") })
        plain.proposedSize = .unspecified
        #expect(with.svg() == plain.svg())
    }
}

@Suite("Group boxes and previews, as chart screens end")
struct PreviewProviderTests {
    struct Card: View {
        var body: some View {
            GroupBox("Monthly averages") {
                Text("Tokyo")
            }
        }
    }

    struct Card_Previews: PreviewProvider {
        static var previews: some View {
            Card().previewDisplayName("Card")
            Card().previewLayout(.sizeThatFits)
        }
    }

    @Test("a group box pads its label and content by 16 points on a rounded grey box")
    func groupBox() throws {
        var renderer = ChartRenderer(content: Card_Previews.previews)
        renderer.proposedSize = ProposedViewSize(width: 300, height: nil)
        let doc = try #require(ParsedSVG(renderer.svg()))
        let texts = doc.elements.filter { $0.name == "text" }.map(\.text)
        #expect(texts.filter { $0 == "Monthly averages" }.count == 2)
        let box = try #require(doc.elements.first { $0.attributes["fill"] == "#f2f2f7" })
        // A rounded rectangle of radius 8 starts 8 points along its top edge and turns in curves.
        #expect((box.attributes["d"] ?? "").hasPrefix("M8 0 "))
        #expect((box.attributes["d"] ?? "").contains("C"))
        // The label's baseline sits 16 points of padding plus one headline line-height's ascent down.
        let label = try #require(doc.elements.first { $0.name == "text" && $0.text == "Monthly averages" })
        #expect(label.attributes["x"] == "16")
    }
}
