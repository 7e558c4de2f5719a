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

    @Test("presentations are accepted and not drawn")
    func presentations() {
        struct Item: Identifiable { let id: Int }
        let shown = Binding.constant(true)
        let item = Binding<Item?>.constant(Item(id: 1))
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
