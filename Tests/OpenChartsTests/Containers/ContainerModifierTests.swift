import ChartScene
import Foundation
import Testing
@testable import OpenCharts

@Suite("iOS 17 spacing, margins and bar modifiers")
struct ContainerModifierTests {
    func sections(_ view: DrawnView) -> [SceneRect] {
        view.shapes.filter { $0.shape.semantics.classes == "list-section" }.map(\.bounds)
    }

    @Test("row spacing sets rows apart as cells of their own, without separators")
    func rowSpacing() {
        let view = DrawnView(List { Text("Cupertino"); Text("Seattle") }.listRowSpacing(8), width: 393, height: 300)
        let cells = sections(view)
        #expect(cells.count == 2)
        #expect(close(cells[1].y - cells[0].y, 44 + 8))
        #expect(!view.shapes.contains { $0.shape.semantics.classes == "separator" })
    }

    @Test("section spacing sets the room between sections")
    func sectionSpacing() {
        let list = List { Section { Text("Cupertino") }; Section { Text("Seattle") } }
        let normal = sections(DrawnView(list, width: 393, height: 400))
        let compact = sections(DrawnView(list.listSectionSpacing(.compact), width: 393, height: 400))
        let custom = sections(DrawnView(list.listSectionSpacing(50), width: 393, height: 400))
        #expect(close(normal[1].y - normal[0].maxY, 35))
        #expect(close(compact[1].y - compact[0].maxY, 20))
        #expect(close(custom[1].y - custom[0].maxY, 50))
    }

    @Test("content margins pad a scroll view's content")
    func contentMargins() throws {
        let view = DrawnView(ScrollView { Color.blue.frame(height: 40) }.contentMargins(.horizontal, 20, for: .scrollContent),
                             width: 300, height: 200)
        let blue = try #require(view.shapes.first { $0.shape.fill?.representativeColor == RGBA(hex: 0x007AFF) })
        #expect(close(blue.bounds.x, 20) && close(blue.bounds.width, 260))
    }

    @Test("older bar items and the iOS 17 title mode reach the bar")
    func barItems() throws {
        let view = DrawnView(NavigationView {
            Text("Body")
                .navigationBarTitle("Reports")
                .toolbarTitleDisplayMode(.inline)
                .navigationBarItems(leading: Button("Close") {}, trailing: Button("Save") {})
        }, width: 393, height: 400)
        #expect(view.text("Reports")?.text.font.size == 17)
        #expect(close(try #require(view.text("Close")).origin.x, 16))
        #expect(close(try #require(view.text("Save")).origin.x + Measure.size("Save").width, 377))
    }

    @Test("the navigation title names the SVG document")
    func documentTitle() throws {
        let svg = Screen.svg("titled", NavigationStack { List { Text("Cupertino") }.navigationTitle("Sales") })
        #expect(svg.contains(">Sales</title>"))
    }

    @Test("underlined and struck-through text draws a line in its colour")
    func decorations() throws {
        let view = DrawnView(VStack {
            Text("See all stores").underline()
            Text("$12").strikethrough(color: .red)
        })
        let lines = view.shapes.map(\.bounds)
        #expect(lines.count == 2)
        let see = try #require(view.text("See all stores"))
        #expect(close(lines[0].width, Measure.size("See all stores").width))
        #expect(lines[0].y > see.origin.y)
        #expect(view.shapes[1].shape.fill?.representativeColor == RGBA(hex: 0xFF3B30))
    }

    @Test("the environment's minimum row height sets how short rows may be")
    func minRowHeight() {
        let view = DrawnView(List { Text("Cupertino"); Text("Seattle") }.environment(\.defaultMinListRowHeight, 60), width: 393, height: 300)
        #expect(close(sections(view).first?.height ?? 0, 120))
    }

    @Test("views framed relative to a scroll view take its width, or parts of it")
    func containerRelative() {
        let pages = DrawnView(ScrollView(.horizontal) {
            LazyHStack(spacing: 0) {
                ForEach(0..<3) { _ in Color.blue.frame(height: 40).containerRelativeFrame(.horizontal) }
            }
        }.scrollTargetBehavior(.paging), width: 300, height: 100)
        let blue = pages.shapes.filter { $0.shape.fill?.representativeColor == RGBA(hex: 0x007AFF) }.map(\.bounds)
        #expect(blue.count == 3)
        #expect(close(blue[0].width, 300) && close(blue[1].x, 300))
        let halves = DrawnView(ScrollView(.horizontal) {
            HStack(spacing: 12) {
                ForEach(0..<4) { _ in Color.blue.frame(height: 40).containerRelativeFrame(.horizontal, count: 2, spacing: 12) }
            }
        }, width: 300, height: 100)
        let cards = halves.shapes.filter { $0.shape.fill?.representativeColor == RGBA(hex: 0x007AFF) }.map(\.bounds)
        // (300 - 12) / 2 = 144 points each.
        #expect(close(cards[0].width, 144) && close(cards[1].x, 156))
    }

    @Test("a badge puts a grey count at the trailing end of a row, before a link's chevron")
    func badges() throws {
        let view = DrawnView(List {
            Text("Open orders").badge(12)
            NavigationLink("Late orders") { Text("Late") }.badge("3 late")
            Text("Refunds").badge(0)
        }, width: 393, height: 300)
        let twelve = try #require(view.text("12"))
        #expect(close(twelve.origin.x + Measure.size("12").width, 393 - 16 - 20))
        #expect(twelve.text.fill.representativeColor.alpha == 0.6)
        let late = try #require(view.text("3 late"))
        #expect(late.origin.x + Measure.size("3 late").width < 393 - 16 - 20 - 7)
        #expect(view.texts.count == 5)
        let outside = DrawnView(Text("Inbox").badge(4))
        #expect(outside.texts.map(\.text.string) == ["Inbox"])
    }
}
