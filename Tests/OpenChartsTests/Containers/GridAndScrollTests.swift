import ChartScene
import Foundation
import Testing
@testable import OpenCharts

@Suite("Scroll views, lazy stacks and grids")
struct GridAndScrollTests {
    /// The frames of the blue rectangles a view draws, in order.
    func cells(_ view: DrawnView, _ color: UInt32 = 0x007AFF) -> [SceneRect] {
        view.shapes.filter { $0.shape.fill?.representativeColor == RGBA(hex: color) }.map(\.bounds)
    }

    @Test("fixed columns take their size; flexible ones share what is left")
    func fixedAndFlexible() {
        let columns = [GridItem(.fixed(100)), GridItem(.flexible()), GridItem(.flexible(maximum: 60))]
        let view = DrawnView(LazyVGrid(columns: columns, spacing: 10) {
            ForEach(0..<6) { _ in Color.blue.frame(height: 30) }
        }.frame(width: 400), width: 400)
        let c = cells(view)
        #expect(c.count == 6)
        // 400 - 100 - 2 × 8 = 284 left; the 60-point column takes 60 first, the other 224.
        #expect(close(c[0].x, 0) && close(c[0].width, 100))
        #expect(close(c[1].x, 108) && close(c[1].width, 224))
        #expect(close(c[2].x, 340) && close(c[2].width, 60))
        // Rows 30 high, 10 apart.
        #expect(close(c[3].y, 40))
    }

    @Test("an adaptive column holds as many columns of its minimum as fit")
    func adaptive() {
        let view = DrawnView(LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
            ForEach(0..<5) { _ in Color.blue.frame(height: 20) }
        }.frame(width: 350), width: 350)
        let c = cells(view)
        // (350 + 8) / (80 + 8) = 4.07: four columns of (350 - 3 × 8) / 4 = 81.5 points.
        #expect(c.count == 5)
        #expect(close(c[0].width, 81.5) && close(c[1].x, 89.5) && close(c[3].x, 268.5))
        #expect(close(c[4].x, 0) && close(c[4].y, 28))
    }

    @Test("cells align in their column as the grid item says")
    func cellAlignment() {
        let view = DrawnView(LazyVGrid(columns: [GridItem(.fixed(100), alignment: .leading), GridItem(.fixed(100))]) {
            Color.blue.frame(width: 40, height: 20)
            Color.blue.frame(width: 40, height: 40)
        }, width: 300)
        let c = cells(view)
        #expect(close(c[0].x, 0) && close(c[0].y, 10))
        #expect(close(c[1].x, 108 + 30) && close(c[1].y, 0))
    }

    @Test("a horizontal grid fills rows column by column")
    func horizontalGrid() {
        let view = DrawnView(ScrollView(.horizontal) {
            LazyHGrid(rows: [GridItem(.fixed(40)), GridItem(.fixed(40))], spacing: 12) {
                ForEach(0..<8) { _ in Color.blue.frame(width: 50) }
            }
        }, width: 200, height: 100)
        let c = cells(view)
        #expect(c.count == 8)
        #expect(close(c[0].x, 0) && close(c[1].x, 0) && close(c[1].y, c[0].y + 48))
        #expect(close(c[2].x, 62))
        // The grid is wider than the scroll view, which cuts it off.
        #expect(close(c[7].x + c[7].width, 4 * 50 + 3 * 12))
        #expect(view.shapes.first { $0.shape.fill?.representativeColor == RGBA(hex: 0x007AFF) }?.clipPath != nil)
    }

    @Test("section headers in a lazy grid span every column")
    func gridSections() throws {
        let view = DrawnView(LazyVGrid(columns: [GridItem(.flexible()), GridItem(.flexible())], pinnedViews: [.sectionHeaders]) {
            Section { ForEach(0..<2) { _ in Color.blue.frame(height: 20) } } header: { Text("Morning") }
            Section { ForEach(0..<2) { _ in Color.blue.frame(height: 20) } } header: { Text("Evening") }
        }.frame(width: 300), width: 300)
        let morning = try #require(view.text("Morning"))
        let c = cells(view)
        #expect(c.count == 4)
        #expect(c[0].y > morning.origin.y)
        #expect(close(morning.origin.x, (300 - Measure.size("Morning").width) / 2))
        #expect(try #require(view.text("Evening")).origin.y > c[1].y)
    }

    @Test("a vertical scroll view offers its content unlimited height and shows its top")
    func verticalScroll() {
        let view = DrawnView(ScrollView {
            VStack(spacing: 0) { ForEach(0..<10) { _ in Color.blue.frame(height: 100) } }
        }, width: 393, height: 300)
        let c = cells(view)
        #expect(c.count == 10)
        #expect(close(c[0].y, 0) && close(c[0].width, 393))
        #expect(close(view.size.height, 300))
        let clipped = view.shapes.first { $0.shape.fill?.representativeColor == RGBA(hex: 0x007AFF) }
        #expect(clipped?.clipPath?.controlPointBounds == SceneRect(x: 0, y: 0, width: 393, height: 300))
    }

    @Test("narrow content is centred across a vertical scroll view")
    func centredAcross() {
        let view = DrawnView(ScrollView(.vertical, showsIndicators: false) { Color.blue.frame(width: 100, height: 50) }, width: 300, height: 200)
        let c = cells(view)
        #expect(close(c[0].x, 100) && close(c[0].y, 0))
        let both = DrawnView(ScrollView([.horizontal, .vertical]) { Color.blue.frame(width: 500, height: 500) }, width: 300, height: 200)
        #expect(close(cells(both)[0].x, 0) && close(cells(both)[0].y, 0))
    }

    @Test("a scroll view reader hands its content a proxy")
    func reader() {
        let view = DrawnView(ScrollViewReader { proxy in
            ScrollView { Text("Today").id("today") }
                .onAppearProxy { proxy.scrollTo("today", anchor: .center) }
        }, width: 200, height: 100)
        #expect(view.text("Today") != nil)
    }

    @Test("lazy stacks are as wide or tall as their room")
    func lazyStacks() {
        let v = DrawnView(LazyVStack(alignment: .leading, spacing: 4) {
            Color.blue.frame(width: 50, height: 10)
            Color.blue.frame(width: 80, height: 10)
        }.border(Color.red), width: 300)
        #expect(close(v.size.width, 300))
        #expect(close(cells(v)[0].x, 0) && close(cells(v)[1].y, 14))
        let h = DrawnView(LazyHStack(pinnedViews: [.sectionHeaders]) { Color.blue.frame(width: 20, height: 20) }, width: 100, height: 80)
        #expect(close(h.size.height, 80))
    }

    @Test("a grid sizes columns by their widest cell and spans cells across columns")
    func grid() {
        let view = DrawnView(Grid(alignment: .leading, horizontalSpacing: 10, verticalSpacing: 6) {
            GridRow {
                Color.blue.frame(width: 40, height: 20)
                Color.blue.frame(width: 70, height: 20)
            }
            GridRow {
                Color.blue.frame(width: 90, height: 30)
                Color.blue.frame(width: 30, height: 10)
            }
            GridRow {
                Color.blue.frame(width: 150, height: 10).gridCellColumns(2)
            }
        }, width: 400)
        let c = cells(view)
        #expect(c.count == 5)
        // Columns 90 and 70 wide, 10 apart: 170 in all.
        #expect(close(view.size.width, 170))
        #expect(close(c[1].x, 100) && close(c[3].x, 100))
        // Rows 20 and 30 tall; the short cell is centred in its row by the grid's alignment.
        #expect(close(c[2].y, 26) && close(c[3].y, 26 + 10))
        #expect(close(c[4].y, 62) && close(c[4].x, 0))
    }

    @Test("a grid row's alignment and a column's alignment place cells")
    func gridAlignment() {
        let view = DrawnView(Grid {
            GridRow(alignment: .top) {
                Color.blue.frame(width: 20, height: 40)
                Color.blue.frame(width: 20, height: 10).gridColumnAlignment(.trailing)
            }
            GridRow {
                Color.blue.frame(width: 60, height: 10)
                Color.blue.frame(width: 60, height: 10)
            }
            Divider()
        })
        let c = cells(view)
        #expect(close(c[1].y, 0))
        #expect(close(c[1].x, 68 + 40))
        #expect(close(c[0].x, 20))
    }

    @Test("view that fits picks the first view whose ideal width fits")
    func viewThatFits() {
        let wide = DrawnView(ViewThatFits(in: .horizontal) {
            Text("Revenue this week: $12,480")
            Text("$12,480")
        }.frame(width: 300), width: 300)
        #expect(wide.texts.map(\.text.string) == ["Revenue this week: $12,480"])
        let narrow = DrawnView(ViewThatFits(in: .horizontal) {
            Text("Revenue this week: $12,480")
            Text("$12,480")
        }.frame(width: 100), width: 100)
        #expect(narrow.texts.map(\.text.string) == ["$12,480"])
    }
}

nonisolated extension View {
    /// Runs nothing: stands in for an `onAppear` in a test of the reader's proxy.
    func onAppearProxy(_ action: () -> Void) -> some View { self }
}
