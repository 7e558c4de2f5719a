import ChartScene
import Foundation
import Testing
@testable import OpenCharts

@Suite("Text wraps, limits and cuts its lines")
struct TextWrappingTests {
    static let note = "Sales include every truck and refunds are subtracted on the day they are made."

    /// Greedy lines of `text` in the body font within `width`, worked out word by word with the
    /// measurer's widths of single words and spaces.
    static func expectedLines(_ text: String, width: Double, font: Font = .body) -> [String] {
        let space = Measure.size(" ", font).width
        var lines: [String] = [], line = "", lineWidth = 0.0
        for word in text.split(separator: " ") {
            let w = Measure.size(String(word), font).width
            if line.isEmpty { line = String(word); lineWidth = w } else if lineWidth + space + w <= width {
                line += " " + word; lineWidth += space + w
            } else { lines.append(line); line = String(word); lineWidth = w }
        }
        lines.append(line)
        return lines
    }

    @Test("text in a 200-point frame wraps at word boundaries, each line within 200 points")
    func wrapsInFrame() throws {
        let view = DrawnView(Text(Self.note).frame(width: 200), width: 393)
        let lines = view.texts.map(\.text.string)
        #expect(lines == Self.expectedLines(Self.note, width: 200))
        #expect(lines.count > 2)
        // The lines are leading-aligned in a block as wide as the widest, centred in the frame.
        let widest = lines.map { Measure.size($0).width }.max() ?? 0
        for line in view.texts {
            #expect(Measure.size(line.text.string).width <= 200.001)
            #expect(close(line.origin.x, (200 - widest) / 2))
        }
        // One line box apart: the body font's 1.2 em.
        let ys = view.texts.map(\.origin.y)
        for (a, b) in zip(ys, ys.dropFirst()) { #expect(close(b - a, 17 * 1.2)) }
    }

    @Test("the ideal size of text is one line, however long")
    func idealIsOneLine() {
        let view = DrawnView(Text(Self.note))
        #expect(view.texts.count == 1)
        #expect(close(view.size.width, Measure.size(Self.note).width))
    }

    @Test("a line limit cuts the last line with an ellipsis within the width")
    func lineLimit() throws {
        let view = DrawnView(Text(Self.note).lineLimit(2).frame(width: 200), width: 200)
        #expect(view.texts.count == 2)
        let last = try #require(view.texts.last).text.string
        #expect(last.hasSuffix("…"))
        #expect(Measure.size(last).width <= 200.001)
        #expect(view.texts[0].text.string == Self.expectedLines(Self.note, width: 200)[0])
    }

    @Test("the SVG draws one text element per line")
    func svgLines() throws {
        let svg = Screen.svg("wrapped-note", Text(Self.note).padding().frame(width: 200), width: 200, height: nil)
        let doc = try #require(ParsedSVG(svg))
        let texts = doc.elements.filter { $0.name == "text" }
        #expect(texts.count == Self.expectedLines(Self.note, width: 200 - 32).count)
        _ = Screen.svg("wrapped-note", Text(Self.note).padding().frame(width: 200), width: 200, height: nil, scheme: .dark)
    }

    @Test("centred multiline text centres each line in its frame")
    func centred() {
        let view = DrawnView(Text(Self.note).multilineTextAlignment(.center).frame(width: 200), width: 200)
        let lines = view.texts
        let widest = lines.map { Measure.size($0.text.string).width }.max() ?? 0
        for line in lines {
            let w = Measure.size(line.text.string).width
            #expect(close(line.origin.x, (widest - w) / 2 + (200 - widest) / 2))
        }
    }

    @Test("a word wider than the line is broken between characters")
    func longWord() {
        let view = DrawnView(Text("Supercalifragilisticexpialidocious").frame(width: 80), width: 80)
        #expect(view.texts.count > 1)
        #expect(view.texts.map(\.text.string).joined() == "Supercalifragilisticexpialidocious")
        for t in view.texts { #expect(Measure.size(t.text.string).width <= 80.001) }
    }

    @Test("fixedSize keeps text on one line in a narrow frame")
    func fixedSize() {
        let view = DrawnView(Text("Revenue by region").fixedSize().frame(width: 60), width: 60)
        #expect(view.texts.map(\.text.string) == ["Revenue by region"])
        let vertical = DrawnView(Text(Self.note).fixedSize(horizontal: false, vertical: true).frame(width: 200, height: 20), width: 200)
        #expect(vertical.texts.count == Self.expectedLines(Self.note, width: 200).count)
    }

    @Test("text offered less height than its lines shows the lines that fit")
    func heightLimits() throws {
        let view = DrawnView(Text(Self.note).frame(width: 200, height: 45), width: 200)
        #expect(view.texts.count == 2)
        #expect(try #require(view.texts.last).text.string.hasSuffix("…"))
    }

    @Test("head and middle truncation keep the end and both ends")
    func truncationModes() throws {
        let name = "quarterly-revenue-report-2024.pdf"
        let head = DrawnView(Text(name).lineLimit(1).truncationMode(.head).frame(width: 120), width: 120)
        let h = try #require(head.texts.first).text.string
        #expect(h.hasPrefix("…") && h.hasSuffix(".pdf"))
        let middle = DrawnView(Text(name).lineLimit(1).truncationMode(.middle).frame(width: 120), width: 120)
        let m = try #require(middle.texts.first).text.string
        #expect(m.hasPrefix("quar") && m.hasSuffix("pdf") && m.contains("…"))
        #expect(Measure.size(m).width <= 120.001)
    }

    @Test("a minimum scale factor shrinks one line to fit before cutting it")
    func minimumScale() throws {
        let view = DrawnView(Text("$12,480.00").font(.largeTitle).lineLimit(1).minimumScaleFactor(0.5).frame(width: 120), width: 120)
        let t = try #require(view.texts.first)
        #expect(t.text.string == "$12,480.00")
        #expect(t.text.font.size < 34 && t.text.font.size >= 17)
        #expect(Measure.size("$12,480.00", .system(size: CGFloat(t.text.font.size))).width <= 120.01)
    }

    @Test("textCase shows text in capitals")
    func textCase() {
        let view = DrawnView(Text("Weekly sales").textCase(.uppercase))
        #expect(view.texts.map(\.text.string) == ["WEEKLY SALES"])
    }

    @Test("printf specifiers, date styles and concatenated texts read as on iOS")
    func formatting() throws {
        let average = 4.256
        let cups = 12
        let day = TestRender.date(2024, 3, 5)
        let view = DrawnView(VStack {
            Text("Average: \(average, specifier: "%.1f") cups")
            Text("\(cups, specifier: "%03d") sold")
            Text("\(day, style: .date)")
            Text("Total: ").bold() + Text("42").foregroundColor(.red)
            Text("\(average, specifier: "%s")")
        })
        let strings = view.texts.map(\.text.string)
        #expect(strings.contains("Average: 4.3 cups"))
        #expect(strings.contains("012 sold"))
        // `.date` is the long form, as Apple writes it ("June 3, 2019").
        #expect(strings.contains("March 5, 2024"))
        // A specifier that does not fit the value prints the value instead of reading garbage.
        #expect(strings.contains("4.256"))
        let total = try #require(view.text("Total: "))
        let value = try #require(view.text("42"))
        #expect(total.text.font.weight == .bold)
        #expect(value.text.fill.representativeColor == RGBA(hex: 0xFF3B30))
        #expect(close(value.origin.x - total.origin.x, Measure.size("Total: ", Font.body.bold()).width))
    }

    @Test("a specifier reads in the renderer's locale")
    func localizedSpecifier() {
        var r = TestRender.renderer(Text("\(3.5, specifier: "%.2f") km"))
        r.locale = Locale(identifier: "de_DE")
        #expect(r.svg().contains("3,50 km"))
    }

    @Test("a label beside a spacer keeps its one line when it fits, and wraps only when it must")
    func besideSpacer() throws {
        let row = HStack { Text("Sales include every truck"); Spacer(); Text("916") }
        let fits = DrawnView(row.frame(width: 321), width: 321)
        #expect(fits.texts.map(\.text.string) == ["Sales include every truck", "916"])
        let value = try #require(fits.text("916"))
        #expect(close(value.origin.x, 321 - Measure.size("916").width))
        // At 200 points the label gets what the value and spacing leave: 200 - 28 - 16 = 156.
        let narrow = DrawnView(row.frame(width: 200), width: 200)
        #expect(narrow.texts.count == 3)
        for t in narrow.texts where t.text.string != "916" { #expect(Measure.size(t.text.string).width <= 200 - 16 - Measure.size("916").width) }
    }
}
