import ChartScene
import Foundation
import Testing
@testable import OpenCharts

@Suite("Lists, sections and their styles")
struct ListStyleTests {
    /// The list's section blocks, in drawing order.
    func sections(_ view: DrawnView) -> [(shape: SceneShape, path: ScenePath, bounds: SceneRect, clipPath: ScenePath?)] {
        view.shapes.filter { $0.shape.semantics.classes == "list-section" }
    }

    func separators(_ view: DrawnView) -> [SceneRect] {
        view.shapes.filter { $0.shape.semantics.classes == "separator" }.map(\.bounds)
    }

    struct Styles: View {
        var body: some View {
            List {
                Section("Stores") {
                    Text("Cupertino")
                    Text("San Francisco")
                    Text("Seattle")
                }
            }
        }
    }

    @Test("inset grouped sections are rounded blocks 16 points in, rows 44 points high")
    func insetGrouped() throws {
        let view = DrawnView(Styles(), width: 393, height: 400)
        let block = try #require(sections(view).first)
        #expect(close(block.bounds.x, 16) && close(block.bounds.width, 361))
        #expect(close(block.bounds.height, 3 * 44))
        // Rounded with 10-point corners: the outline has curves and starts 10 points along.
        #expect(block.path.elements.contains { if case .curve = $0 { return true } else { return false } })
        #expect(block.shape.fill?.representativeColor == RGBA(hex: 0xFFFFFF))
        // The grouped background behind: systemGroupedBackground.
        #expect(view.fills.first == RGBA(hex: 0xF2F2F7))
        // The row's text sits 20 points into the cell, centred in its 44-point row.
        let cupertino = try #require(view.text("Cupertino"))
        #expect(close(cupertino.origin.x, 36))
        let body = Measure.size("Cupertino")
        #expect(close(cupertino.origin.y, block.bounds.y + (44 - body.height) / 2 + body.ascent))
        // Two hairlines between three rows, inset to the text, running to the cell's edge.
        let lines = separators(view)
        #expect(lines.count == 2)
        for l in lines { #expect(close(l.x, 36) && close(l.x + l.width, 377) && close(l.height, 0.5)) }
        // The header: small grey capitals, aligned with the rows' text.
        let header = try #require(view.text("STORES"))
        #expect(header.text.font.size == 13)
        #expect(close(header.origin.x, 36))
        #expect(header.origin.y < block.bounds.y)
    }

    @Test("dark inset grouped lists are black with #1C1C1E cells")
    func dark() throws {
        let view = DrawnView(Styles(), width: 393, height: 400, colorScheme: .dark)
        #expect(view.fills.first == RGBA(hex: 0x000000))
        #expect(try #require(sections(view).first).shape.fill?.representativeColor == RGBA(hex: 0x1C1C1E))
        #expect(view.text("Cupertino")?.text.fill.representativeColor == RGBA(hex: 0xFFFFFF))
    }

    @Test("plain lists run rows edge to edge with separators after every row")
    func plain() throws {
        let view = DrawnView(Styles().listStyle(.plain), width: 393, height: 400)
        let block = try #require(sections(view).first)
        #expect(close(block.bounds.x, 0) && close(block.bounds.width, 393))
        #expect(view.fills.first == RGBA(hex: 0xFFFFFF))
        #expect(view.text("Stores") != nil)
        let lines = separators(view)
        #expect(lines.count == 3)
        for l in lines { #expect(close(l.x, 16) && close(l.x + l.width, 393)) }
        #expect(close(try #require(view.text("Cupertino")).origin.x, 16))
    }

    @Test("grouped lists run sections edge to edge with hairlines along their edges")
    func grouped() throws {
        let view = DrawnView(Styles().listStyle(.grouped), width: 393, height: 400)
        let block = try #require(sections(view).first)
        #expect(close(block.bounds.x, 0) && close(block.bounds.width, 393))
        let lines = separators(view)
        #expect(lines.count == 4)
        #expect(lines.contains { close($0.x, 0) && close($0.width, 393) && close($0.y, block.bounds.y) })
    }

    @Test("inset lists are rounded blocks on the plain background")
    func inset() throws {
        let view = DrawnView(Styles().listStyle(.inset), width: 393, height: 400)
        #expect(close(try #require(sections(view).first).bounds.x, 16))
        #expect(view.fills.first == RGBA(hex: 0xFFFFFF))
        let sidebar = DrawnView(Styles().listStyle(.sidebar), width: 393, height: 400)
        #expect(sidebar.text("Stores")?.text.font.size == 17)
        let automatic = DrawnView(Styles().listStyle(.automatic), width: 393, height: 400)
        #expect(close(try #require(sections(automatic).first).bounds.x, 16))
    }

    @Test("row modifiers hide separators, move content, and paint row backgrounds")
    func rowModifiers() throws {
        let view = DrawnView(List {
            Text("Cupertino").listRowSeparator(.hidden)
            Text("San Francisco").listRowInsets(EdgeInsets(top: 0, leading: 40, bottom: 0, trailing: 0))
            Text("Seattle").listRowBackground(Color.yellow)
        }, width: 393, height: 300)
        // The first row hides its bottom separator, so only the one under the second row shows.
        let lines = separators(view)
        #expect(lines.count == 1)
        #expect(close(lines.first?.x ?? 0, 16 + 40))
        #expect(close(try #require(view.text("San Francisco")).origin.x, 16 + 40))
        #expect(view.fills.contains(RGBA(hex: 0xFFCC00)))
        // The row background is clipped to the rounded section.
        let yellow = try #require(view.shapes.first { $0.shape.fill?.representativeColor == RGBA(hex: 0xFFCC00) })
        #expect(yellow.clipPath != nil)
    }

    @Test("rows taller than 44 points keep their content's height plus 11-point insets")
    func tallRows() throws {
        let view = DrawnView(List { Rectangle().fill(Color.blue).frame(height: 120) }, width: 393, height: 300)
        #expect(close(try #require(sections(view).first).bounds.height, 142))
    }

    @Test("a hidden scroll content background lets what is behind show through")
    func hiddenBackground() throws {
        let view = DrawnView(List { Text("Cupertino") }.scrollContentBackground(.hidden).background(Color.indigo), width: 393, height: 200)
        #expect(view.fills.first == RGBA(hex: 0x5856D6))
        #expect(!view.fills.contains(RGBA(hex: 0xF2F2F7)))
    }

    @Test("lists from data make a row per element, with or without a key path or selection")
    func dataLists() {
        let selection = Binding<String?>.constant(nil)
        let a = DrawnView(List(PancakeStyle.all) { Text($0.name) }, width: 393, height: 600)
        let b = DrawnView(List(PancakeStyle.all, id: \.name) { Text($0.name) }, width: 393, height: 600)
        let c = DrawnView(List(0..<3) { Text("Row \($0)") }, width: 393, height: 600)
        let d = DrawnView(List(PancakeStyle.all, selection: selection) { Text($0.name) }, width: 393, height: 600)
        let e = DrawnView(List(selection: Binding<Set<String>>.constant([])) { Text("Cupertino") }, width: 393, height: 600)
        #expect(a.texts.count == 6 && b.texts.count == 6 && d.texts.count == 6)
        #expect(c.texts.map(\.text.string) == ["Row 0", "Row 1", "Row 2"])
        #expect(e.texts.count == 1)
    }

    @Test("a long list is cut off at the list's bottom")
    func clipped() throws {
        let svg = Screen.svg("long-list", List(0..<40) { Text("Order \($0)") }, height: 400)
        #expect(svg.contains("clipPath"))
        let view = DrawnView(List(0..<40) { Text("Order \($0)") }, width: 393, height: 400)
        #expect(close(view.size.height, 400))
    }

    @Test("a section outside a list is its header, rows and footer in a column")
    func sectionInStack() {
        let view = DrawnView(VStack(alignment: .leading) {
            Section { Text("Cupertino"); Text("Seattle") } header: { Text("Stores") } footer: { Text("Two stores") }
        })
        #expect(view.texts.map(\.text.string) == ["Stores", "Cupertino", "Seattle", "Two stores"])
        let ys = view.texts.map(\.origin.y)
        #expect(ys == ys.sorted())
        #expect(view.texts.allSatisfy { close($0.origin.x, 0) })
    }

    @Test("every Section form compiles and lays out in a list")
    func sectionForms() {
        let expanded = Binding.constant(false)
        let view = DrawnView(List {
            Section { Text("A") }
            Section("Key") { Text("B") }
            Section(String("Title")) { Text("C") }
            Section(header: Text("H")) { Text("D") }
            Section(footer: Text("F")) { Text("E") }
            Section(header: Text("H2"), footer: Text("F2")) { Text("G") }
            Section { Text("I") } footer: { Text("F3") }
            Section("Hidden", isExpanded: expanded) { Text("J") }
            Section(String("Shown"), isExpanded: .constant(true)) { Text("K") }
            Section(isExpanded: expanded) { Text("L") } header: { Text("Collapsed") }
        }, width: 393, height: 900)
        let strings = view.texts.map(\.text.string)
        for s in ["A", "KEY", "TITLE", "B", "C", "H", "D", "E", "F", "H2", "F2", "G", "I", "F3", "HIDDEN", "SHOWN", "K", "COLLAPSED"] {
            #expect(strings.contains(s), "missing \(s)")
        }
        #expect(!strings.contains("J") && !strings.contains("L"))
    }

    @Test("list styles render light and dark")
    func previews() {
        struct Screenful: View {
            var body: some View {
                List {
                    Section { Text("Cupertino"); Text("San Francisco") } header: { Text("Stores") } footer: { Text("Stores open at 8 AM.") }
                    Section("Reports") { NavigationLink("Weekly") { Text("Weekly") }; Text("Monthly") }
                }
            }
        }
        for scheme in [ColorScheme.light, .dark] {
            _ = Screen.svg("list-plain", Screenful().listStyle(.plain), height: 500, scheme: scheme)
            _ = Screen.svg("list-grouped", Screenful().listStyle(.grouped), height: 500, scheme: scheme)
            _ = Screen.svg("list-inset", Screenful().listStyle(.inset), height: 500, scheme: scheme)
        }
    }

    @Test("a clear row background lets the list's grey through")
    func clearRow() {
        let view = DrawnView(List {
            Text("Cupertino")
            Text("Summary").listRowBackground(Color.clear)
        }, width: 393, height: 300)
        let white = view.shapes.filter { $0.shape.fill?.representativeColor == RGBA(hex: 0xFFFFFF) }.map(\.bounds)
        // Only the first row is painted in the cell colour.
        #expect(white.count == 1)
        #expect(close(white.first?.height ?? 0, 44))
    }
}
