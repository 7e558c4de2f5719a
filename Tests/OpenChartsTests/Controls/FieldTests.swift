import ChartScene
import Foundation
@testable import OpenCharts
import Testing

@Suite("Text fields, date and colour pickers, links and menus")
struct FieldTests {
    @Test("an empty text field shows its placeholder in grey; with .roundedBorder, in a 34 point rounded box")
    func textField() throws {
        let plain = DrawnView(TextField("Search cities", text: .constant("")), width: 300)
        #expect(try #require(plain.text("Search cities")).text.fill == .color(.hex(0x3C3C43, alpha: 0.3)))
        #expect(plain.shapes.isEmpty)
        #expect(plain.size.width == 300)
        let boxed = DrawnView(TextField("Search cities", text: .constant("")).textFieldStyle(.roundedBorder), width: 300)
        #expect(boxed.size == SceneSize(width: 300, height: 34))
        #expect(close(try #require(boxed.text("Search cities")).origin.x, 7))
        #expect(boxed.shapes.contains { $0.shape.stroke?.paint == .color(.hex(0xC6C6C8)) })
    }

    @Test("a text field with text shows it; a secure field shows a dot per character")
    func fieldText() {
        #expect(DrawnView(TextField("City", text: .constant("Lisbon")), width: 200).texts.map(\.text.string) == ["Lisbon"])
        #expect(DrawnView(SecureField("API key", text: .constant("abc")), width: 200).texts.map(\.text.string) == ["•••"])
        #expect(DrawnView(SecureField("API key", text: .constant("")), width: 200).texts.map(\.text.string) == ["API key"])
        #expect(DrawnView(TextField("Goal", value: .constant(10_000), format: .number), width: 200).texts.map(\.text.string) == ["10,000"])
    }

    @Test("a compact date picker shows the date and time in grey capsules, in the renderer's locale and time zone")
    func datePicker() throws {
        // 1,790,000,000 seconds after 1970 is 21 September 2026, 14:13:20 UTC.
        let date = Date(timeIntervalSince1970: 1_790_000_000)
        let d = DrawnView(DatePicker("Start", selection: .constant(date)), width: 390)
        let strings = d.texts.map { $0.text.string.replacingOccurrences(of: "\u{202F}", with: " ") }
        #expect(strings == ["Start", "Sep 21, 2026", "2:13 PM"])
        #expect(d.shapes(filled: .hex(0x767680, alpha: 0.12)).count == 2)
        let dateOnly = DrawnView(DatePicker("Start", selection: .constant(date), in: ...date, displayedComponents: .date)
            .datePickerStyle(.compact), width: 390)
        #expect(dateOnly.texts.map(\.text.string) == ["Start", "Sep 21, 2026"])
        // In Tokyo it is 23:13, shown the French way.
        var r = TestRender.renderer(DatePicker("Début", selection: .constant(date)), width: 390, height: 44)
        r.locale = Locale(identifier: "fr_FR")
        r.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        let svg = r.svg()
        #expect(svg.contains(">21 sept. 2026<") && svg.contains(">23:13<"))
    }

    @Test("a graphical date picker draws the month of the selected day, the day circled in the tint")
    func graphicalDatePicker() throws {
        let date = Date(timeIntervalSince1970: 1_790_000_000)
        let d = DrawnView(DatePicker("Day", selection: .constant(date), displayedComponents: .date).datePickerStyle(.graphical), width: 320)
        #expect(d.texts.first?.text.string == "September 2026")
        #expect(Array(d.texts.dropFirst().prefix(7)).map(\.text.string) == ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"])
        // 1 September 2026 is a Tuesday: the third of seven columns, each (320 - 24) / 7 wide.
        let column = (320.0 - 24) / 7
        let first = try #require(d.text("1"))
        let width = Measure.size("1", .system(size: 20)).width
        #expect(close(first.origin.x, 12 + 2.5 * column - width / 2))
        let selected = try #require(d.text("21"))
        #expect(selected.text.fill == .color(.hex(0x007AFF)) && selected.text.font.weight == .semibold)
        #expect(d.shapes(filled: .hex(0x007AFF, alpha: 0.12)).count == 1)
        // Five weeks of 44 points under a 44 point header and a 20 point weekday row.
        #expect(d.size.height == 44 + 20 + 5 * 44)
    }

    @Test("a colour picker is its label and a 28 point well of the selected colour in a ring of hues")
    func colorPicker() throws {
        let d = DrawnView(ColorPicker("Bar colour", selection: .constant(.orange)), width: 300)
        #expect(d.text("Bar colour") != nil)
        let well = try #require(d.shapes(filled: .hex(0xFF9500)).first)
        #expect(close(well.bounds.midX, 300 - 14))
        #expect(d.shapes.filter { $0.shape.stroke != nil }.count == 12)
    }

    @Test("a link and a menu are their labels in the tint colour")
    func linkAndMenu() throws {
        let link = DrawnView(Link("Data source", destination: URL(string: "https://example.com")!))
        #expect(try #require(link.text("Data source")).text.fill == .color(.hex(0x007AFF)))
        let menu = DrawnView(Menu("Export") { Button("PNG") {}; Button("CSV") {} }.tint(.green))
        #expect(menu.texts.map(\.text.string) == ["Export"])
        #expect(try #require(menu.text("Export")).text.fill == .color(.hex(0x34C759)))
        let labelled = DrawnView(Menu { Button("PNG") {} } label: { Label("Share", systemImage: "square.and.arrow.up") })
        #expect(labelled.shapes(classed: "symbol").allSatisfy { $0.shape.stroke?.paint == .color(.hex(0x007AFF)) })
    }
}

@Suite("Wheel date picker")
struct DateWheelTests {
    @Test("a wheel date picker has a wheel per part in the locale's order, the selection in the band")
    func wheels() throws {
        let date = Date(timeIntervalSince1970: 1_790_000_000)
        let d = DrawnView(DatePicker("Day", selection: .constant(date), displayedComponents: .date).datePickerStyle(.wheel), width: 390)
        #expect(d.size.height == 216)
        // The middle row of each wheel is the selected month, day and year, on the band's centre line.
        let middle = d.texts.filter { abs($0.origin.y - (108 + Measure.size("X", .system(size: 21)).ascent / 2)) < 6 }
        #expect(middle.map(\.text.string) == ["September", "21", "2026"])
        var r = TestRender.renderer(DatePicker("Tag", selection: .constant(date), displayedComponents: .date).datePickerStyle(.wheel),
                                    width: 390, height: 216)
        r.locale = Locale(identifier: "de_DE")
        let texts = ParsedSVG(r.svg())?.elements.filter { $0.name == "text" }.map(\.text) ?? []
        // German writes the day first: the wheels run day, month, year.
        #expect(texts.firstIndex(of: "21") ?? 99 < texts.firstIndex(of: "September") ?? 0)
        let time = DrawnView(DatePicker("At", selection: .constant(date), displayedComponents: .hourAndMinute).datePickerStyle(.wheel), width: 390)
        let strings = time.texts.map(\.text.string)
        #expect(strings.contains("2") && strings.contains("13") && strings.contains("PM"))
    }
}
