import ChartScene
import Foundation
import Testing
@testable import OpenCharts

@Suite("Containers and text with bad input")
struct ContainerInputTests {
    @Test("a long text without spaces in a narrow frame wraps without stalling")
    func longText() {
        let text = String(repeating: "x", count: 20_000)
        let view = DrawnView(Text(text).frame(width: 200), width: 200)
        // The renderer cuts texts at 1,000 characters (limits.maximumTextLength); about 23 "x"s
        // of 17 points fit in 200 points, so the rest wraps onto more than 40 lines.
        #expect(view.texts.count > 40)
        let words = String(repeating: "lorem ipsum ", count: 5_000)
        #expect(DrawnView(Text(words).lineLimit(3).frame(width: 200), width: 200).texts.count == 3)
    }

    @Test("sizes that are not numbers or are negative give empty or default layouts, never a crash")
    func badSizes() {
        let nan = CGFloat.nan
        _ = DrawnView(List { Text("Cupertino") }.frame(width: nan, height: -5), width: 393)
        _ = DrawnView(Text("Revenue").frame(width: -20), width: 100)
        _ = DrawnView(LazyVGrid(columns: [GridItem(.adaptive(minimum: nan)), GridItem(.fixed(-4), spacing: nan)]) {
            Text("A"); Text("B")
        }, width: 300)
        _ = DrawnView(LazyVGrid(columns: [GridItem(.adaptive(minimum: 0.001))]) { Text("A") }.frame(width: 1e9), width: 300)
        _ = DrawnView(Grid(horizontalSpacing: nan, verticalSpacing: -1) { GridRow { Text("A") } }, width: 300)
        _ = DrawnView(Grid { GridRow { Text("A").gridCellColumns(Int.max); Text("B").gridCellColumns(-2) } }, width: 300)
        _ = DrawnView(ScrollView { Text("A") }.frame(width: .infinity, height: .infinity), width: 300, height: 300)
        _ = DrawnView(Text("Revenue").lineLimit(-3).minimumScaleFactor(nan).lineSpacing(nan), width: 300)
        _ = DrawnView(LazyVGrid(columns: []) { Text("A") }, width: 300)
        _ = DrawnView(List {}, width: 300, height: 200)
        _ = DrawnView(NavigationStack { EmptyView() }, width: 300, height: 200)
    }

    @Test("hostile strings in titles, headers and rows are escaped in the SVG")
    func escaping() throws {
        let evil = "<script>alert('x')</script> & \"quotes\""
        let svg = Screen.svg("escaping", NavigationStack {
            List { Section { Text(evil) } header: { Text(evil) } footer: { Text(evil) } }.navigationTitle(evil)
        })
        #expect(!svg.contains("<script>"))
        #expect(ParsedSVG(svg) != nil)
    }

    @Test("the same screen renders to the same bytes")
    func deterministic() {
        #expect(Screen.svg("sales-screen", SalesScreen()) == Screen.svg("sales-screen", SalesScreen()))
    }
}
