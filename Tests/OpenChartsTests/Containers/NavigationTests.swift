import ChartScene
import Foundation
import Testing
@testable import OpenCharts

@Suite("Navigation containers, titles and toolbars")
struct NavigationTests {
    struct Detail: View {
        var body: some View { Rectangle().fill(Color.blue).frame(height: 100) }
    }

    @Test("a large title is 34-point bold at the leading margin, under a 44-point bar")
    func largeTitle() throws {
        let view = DrawnView(NavigationStack { Detail().navigationTitle("Sales") }, width: 393, height: 852)
        let title = try #require(view.text("Sales"))
        #expect(title.text.font.size == 34 && title.text.font.weight == .bold)
        #expect(close(title.origin.x, 16))
        let m = Measure.size("Sales", Font.largeTitle.bold())
        // The title's line sits 4 points above the bottom of the 96-point bar.
        #expect(close(title.origin.y, 96 - 4 - m.height + m.ascent))
        #expect(title.origin.y > 44)
    }

    @Test("an inline title is 17-point semibold, centred in the bar")
    func inlineTitle() throws {
        for view in [
            DrawnView(NavigationStack { Detail().navigationTitle("Week 12").navigationBarTitleDisplayMode(.inline) }, width: 393, height: 600),
            DrawnView(NavigationView { Detail().navigationBarTitle(Text("Week 12"), displayMode: .inline) }, width: 393, height: 600),
        ] {
            let title = try #require(view.text("Week 12"))
            let m = Measure.size("Week 12", .headline)
            #expect(title.text.font.size == 17 && title.text.font.weight == .semibold)
            #expect(close(title.origin.x, (393 - m.width) / 2))
            #expect(close(title.origin.y, 22 - m.height / 2 + m.ascent))
        }
    }

    @Test("titles from keys, strings and texts read the same, and the automatic mode is large at the root")
    func titleForms() {
        let name = "Sales"
        let views = [
            DrawnView(NavigationStack { Detail().navigationTitle(Text("Sales")) }, width: 393, height: 600),
            DrawnView(NavigationStack { Detail().navigationTitle(name) }, width: 393, height: 600),
            DrawnView(NavigationStack { Detail().navigationBarTitle("Sales") }, width: 393, height: 600),
            DrawnView(NavigationStack { Detail().navigationTitle("Sales").navigationBarTitleDisplayMode(.automatic) }, width: 393, height: 600),
            DrawnView(NavigationStack { Detail().navigationBarTitle("Sales", displayMode: .large) }, width: 393, height: 600),
        ]
        for v in views { #expect(v.text("Sales")?.text.font.size == 34) }
    }

    @Test("the root view is centred in the room under the bar")
    func contentPlacement() throws {
        let view = DrawnView(NavigationStack { Detail().frame(width: 200).navigationTitle("Sales") }, width: 393, height: 600)
        let blue = try #require(view.shapes.first { $0.shape.fill?.representativeColor == RGBA(hex: 0x007AFF) })
        #expect(close(blue.bounds.x, (393 - 200) / 2))
        #expect(close(blue.bounds.y, 96 + (600 - 96 - 100) / 2))
    }

    @Test("toolbar items sit at the ends of the bar; bottom-bar items are not drawn")
    func toolbar() throws {
        let view = DrawnView(NavigationStack {
            Detail()
                .navigationTitle("Sales")
                .toolbar {
                    ToolbarItem(placement: .topBarLeading) { Button("Close") {} }
                    ToolbarItemGroup(placement: .primaryAction) {
                        Button("Filter") {}
                        Button("Share") {}
                    }
                    ToolbarItem(placement: .bottomBar) { Text("Updated now") }
                }
        }, width: 393, height: 600)
        let close_ = try #require(view.text("Close"))
        let share = try #require(view.text("Share"))
        let filter = try #require(view.text("Filter"))
        #expect(close(close_.origin.x, 16))
        #expect(close(share.origin.x + Measure.size("Share").width, 393 - 16))
        #expect(filter.origin.x < share.origin.x)
        #expect(close_.text.fill.representativeColor == RGBA(hex: 0x007AFF))
        #expect(view.text("Updated now") == nil)
        let plain = DrawnView(NavigationStack { Detail().toolbar { Button("Add") {} } }, width: 393, height: 600)
        #expect(close(try #require(plain.text("Add")).origin.x + Measure.size("Add").width, 393 - 16))
    }

    @Test("a split view shows its detail column under its own title")
    func splitView() {
        let two = DrawnView(NavigationSplitView {
            List { Text("Cupertino") }.navigationTitle("Stores")
        } detail: {
            Detail().navigationTitle("Cupertino sales")
        }, width: 393, height: 600)
        #expect(two.text("Cupertino sales")?.text.font.size == 34)
        #expect(two.text("Stores") == nil)
        let three = DrawnView(NavigationSplitView(columnVisibility: .constant(.all)) {
            Text("Regions")
        } content: {
            Text("Stores")
        } detail: {
            Text("Detail")
        }, width: 393, height: 600)
        #expect(three.texts.map(\.text.string) == ["Detail"])
    }

    @Test("navigation links in a list are rows with a grey chevron; elsewhere they are blue")
    func links() throws {
        struct Store: Hashable { let name: String }
        let view = DrawnView(NavigationStack {
            List {
                NavigationLink("Cupertino") { Text("Detail") }
                NavigationLink(String("Seattle"), destination: Text("Detail"))
                NavigationLink(value: Store(name: "Austin")) { Text("Austin") }
                NavigationLink("Denver", value: Store(name: "Denver"))
                NavigationLink { Text("Detail") } label: { Text("Boston") }
                NavigationLink(destination: Text("Detail")) { Text("Miami") }
            }
            .navigationDestination(for: Store.self) { Text($0.name) }
            .navigationTitle("Stores")
        }, width: 393, height: 852)
        for name in ["Cupertino", "Seattle", "Austin", "Denver", "Boston", "Miami"] {
            #expect(view.text(name)?.text.fill.representativeColor == RGBA(hex: 0x000000), "\(name)")
        }
        let chevrons = view.shapes.filter { $0.shape.stroke != nil && $0.shape.fill == nil }
        #expect(chevrons.count == 6)
        for c in chevrons {
            #expect(close(c.bounds.x + c.bounds.width, 393 - 16 - 20 - 1, 1.5))
            #expect(c.shape.stroke?.paint.representativeColor.alpha == 0.3)
        }
        let outside = DrawnView(VStack { NavigationLink("Details") { Text("Detail") } })
        #expect(outside.text("Details")?.text.fill.representativeColor == RGBA(hex: 0x007AFF))
    }

    @Test("presentations whose bindings are off draw nothing over the screen")
    func presentationsOff() {
        struct Item: Identifiable { let id: Int }
        let shown = Binding.constant(false)
        let item = Binding<Item?>.constant(nil)
        let view = DrawnView(NavigationStack {
            Detail()
                .sheet(isPresented: shown) { Text("Sheet").presentationDetents([.medium, .large]) }
                .sheet(item: item) { Text("Sheet \($0.id)") }
                .popover(isPresented: shown) { Text("Popover") }
                .alert("Export failed", isPresented: shown) { Button("OK") {} } message: { Text("Try again.") }
                .confirmationDialog("Delete report?", isPresented: shown, titleVisibility: .visible) {
                    Button("Delete", role: .destructive) {}
                }
                .fullScreenCover(isPresented: shown) { Text("Cover") }
                .navigationDestination(isPresented: shown) { Text("Pushed") }
                .searchable(text: .constant(""), prompt: "Stores")
                .navigationTitle("Reports")
        }, width: 393, height: 600)
        #expect(view.texts.map(\.text.string) == ["Reports"])
        #expect(view.size.height == 600)
    }

    @Test("a sheet presented in a picture is a card from 10 points down over the screen dimmed to 35%")
    func presentedSheet() throws {
        let view = DrawnView(NavigationStack {
            Detail()
                .sheet(isPresented: .constant(true)) { Text("Filters").frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top) }
                .navigationTitle("Reports")
        }, width: 393, height: 600)
        #expect(view.text("Reports") != nil)
        let dim = try #require(view.shapes.first { $0.shape.semantics.classes == "dim" })
        #expect(close(dim.bounds, 0, 0, 393, 600))
        #expect(dim.shape.fill?.representativeColor == RGBA(red: 0, green: 0, blue: 0, alpha: 0.35))
        let card = try #require(view.shapes.first { $0.shape.semantics.classes == "sheet" })
        #expect(close(card.bounds, 0, 10, 393, 590))
        #expect(card.shape.fill?.representativeColor == RGBA.white)
        // The content fills the card, so its text sits at the card's top.
        let text = try #require(view.text("Filters"))
        #expect(text.origin.y > 10 && text.origin.y < 10 + 22)
    }

    @Test("a pushed screen's bar has a back chevron and the root's title in the accent colour")
    func pushedScreen() throws {
        let view = DrawnView(NavigationStack {
            Detail()
                .navigationDestination(isPresented: .constant(true)) {
                    Text("Body").navigationTitle("Week").navigationBarTitleDisplayMode(.inline)
                }
                .navigationTitle("Sales")
        }, width: 393, height: 600)
        let back = try #require(view.text("Sales"))
        #expect(back.text.font.size == 17 && back.text.font.weight == .regular)
        #expect(back.text.fill.representativeColor == RGBA(hex: 0x007AFF))
        // After the chevron: 8 points in, 12 wide, then 5 points.
        #expect(close(back.origin.x, 25))
        let title = try #require(view.text("Week"))
        #expect(title.text.font.weight == .semibold && close(title.origin.x, (393 - Measure.size("Week", .headline).width) / 2))
        #expect(view.text("Body") != nil)
        let chevron = try #require(view.shapes.first { $0.shape.stroke?.width == 3 })
        // Its box is 12 by 21 at x 8, centred on the bar's middle (22); the strokes stop 1.5 inside.
        let x: Double = 8 + 1.5, y: Double = 22 - 10.5 + 1.5, w: Double = 12 - 3, h: Double = 21 - 3
        #expect(close(chevron.bounds, x, y, w, h))
        // No blue rectangle of the root under it.
        #expect(!view.fills.contains(RGBA(hex: 0x007AFF)))
    }

    @Test("an alert in a picture is a 270-point box centred on the screen, its two buttons side by side")
    func presentedAlert() throws {
        let view = DrawnView(Detail().frame(width: 390, height: 500)
            .alert("Export failed", isPresented: .constant(true)) {
                Button("Retry") {}
                Button("Cancel", role: .cancel) {}
            } message: { Text("Try again.") }, width: 390, height: 500)
        let box = try #require(view.shapes.first { $0.shape.semantics.classes == "alert" })
        let titleHeight = Measure.size("Export failed", .headline).height, messageHeight = Measure.size("Try again.", .footnote).height
        let height = 20 + titleHeight + 4 + messageHeight + 20 + 44
        #expect(close(box.bounds, 60, (500 - height) / 2, 270, height))
        let cancel = try #require(view.text("Cancel")), retry = try #require(view.text("Retry"))
        // Cancel on the left, in semibold.
        #expect(cancel.origin.x < 195 && retry.origin.x > 195)
        #expect(cancel.text.font.weight == .semibold && retry.text.font.weight == .regular)
        let title = try #require(view.text("Export failed"))
        #expect(title.text.font.weight == .semibold && close(title.origin.x, 195 - Measure.size("Export failed", .headline).width / 2))
    }

    @Test("a navigation stack bound to a path shows its root")
    func path() {
        let path = Binding.constant(NavigationPath())
        let ids = Binding.constant([1, 2])
        let a = DrawnView(NavigationStack(path: path) { Text("Root") }, width: 393, height: 300)
        let b = DrawnView(NavigationStack(path: ids) { Text("Root") }, width: 393, height: 300)
        #expect(a.text("Root") != nil && b.text("Root") != nil)
    }

    @Test("a hidden navigation bar gives its room to the content")
    func hiddenBar() throws {
        let view = DrawnView(NavigationStack {
            Detail().frame(maxHeight: .infinity, alignment: .top).navigationTitle("Sales").toolbar(.hidden, for: .navigationBar)
        }, width: 393, height: 600)
        #expect(view.text("Sales") == nil)
        let blue = try #require(view.shapes.first { $0.shape.fill?.representativeColor == RGBA(hex: 0x007AFF) })
        #expect(close(blue.bounds.y, 0))
    }

    @Test("a root list's grey runs up under the bar; any other root has the system background")
    func barBackground() {
        let list = DrawnView(NavigationStack { List { Text("Cupertino") }.navigationTitle("Stores") }, width: 393, height: 400)
        #expect(list.fills.first == RGBA(hex: 0xF2F2F7))
        let mixed = DrawnView(NavigationStack {
            VStack { Text("Summary"); List { Text("Cupertino") } }.navigationTitle("Stores")
        }, width: 393, height: 400)
        #expect(mixed.fills.first == RGBA(hex: 0xFFFFFF))
        let dark = DrawnView(NavigationStack { ScrollView { Text("Summary") }.navigationTitle("Stores") }, width: 393, height: 400,
                             colorScheme: .dark)
        #expect(dark.fills.first == RGBA(hex: 0x000000))
    }
}
