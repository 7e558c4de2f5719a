import ChartPNG
import Foundation
@testable import OpenCharts
import Testing

/// `Text(date, style:)` counts from the renderer's `now`; Markdown in a literal styles its spans.
@Suite("Text: date styles and Markdown emphasis")
struct TextDateStyleTests {
    /// 14 March 2024, 15:00 UTC: the renderer's now in these tests.
    static let now = TestRender.date(2024, 3, 14).addingTimeInterval(15 * 3600)

    func texts(_ view: some View) -> [String] {
        var r = TestRender.renderer(view, width: 320, height: 240)
        r.now = Self.now
        guard let doc = ParsedSVG(r.svg()) else { return [] }
        return doc.elements.filter { $0.name == "text" }.map(\.text)
    }

    @Test("relative, offset and timer count from the renderer's now; date is the long form, time the short one")
    func styles() {
        let event = Self.now.addingTimeInterval(-(2 * 3600 + 23 * 60 + 10))
        let start = Self.now.addingTimeInterval(2 * 3600)
        let past = Calendar(identifier: .gregorian).date(byAdding: .month, value: -3, to: Self.now)!
        let out = texts(VStack {
            Text(event, style: .relative)
            Text(start, style: .offset)
            Text(past, style: .offset)
            Text(Self.now.addingTimeInterval(-332), style: .timer)
            Text(Self.now.addingTimeInterval(3 * 3600 + 5 * 60 + 9), style: .timer)
            Text(TestRender.date(2019, 6, 3), style: .date)
            Text(TestRender.date(2019, 6, 3).addingTimeInterval(15.5 * 3600), style: .time)
        })
        // Apple's examples: "2 hours, 23 minutes", "+2 hours", "-3 months"; timers read m:ss, then h:mm:ss;
        // times put a narrow no-break space before PM, as iOS 17 does.
        #expect(out == ["2 hours, 23 minutes", "+2 hours", "-3 months", "5:32", "3:05:09", "June 3, 2019", "3:30\u{202F}PM"])
    }

    @Test("a year and a month ago reads \"1 year, 1 month\"; a whole day reads \"1 day\"")
    func relativeUnits() {
        let cal = TestRender.calendar
        let yearAndMonth = cal.date(byAdding: DateComponents(year: -1, month: -1), to: Self.now)!
        #expect(TextClock.units(yearAndMonth, Self.now, cal, count: 2) == "1 year, 1 month")
        #expect(TextClock.units(Self.now.addingTimeInterval(86_400 + 120), Self.now, cal, count: 2) == "1 day")
        #expect(TextClock.units(Self.now, Self.now, cal, count: 2) == "0 seconds")
        #expect(TextClock.timer(.infinity) == "0:00")
    }

    @Test("the same now gives the same bytes; a different now changes only the relative text")
    func deterministic() {
        let view = Text(Self.now.addingTimeInterval(-90), style: .relative)
        var a = TestRender.renderer(view, width: 200, height: 40), b = a
        a.now = Self.now; b.now = Self.now
        #expect(a.svg() == b.svg())
        b.now = Self.now.addingTimeInterval(60)
        #expect(a.svg().contains("1 minute, 30 seconds") && b.svg().contains("2 minutes, 30 seconds"))
    }

    @Test("_italic_ and *italic* are italic, __bold__ and **bold** bold; snake_case stays as written")
    func markdownEmphasis() throws {
        var r = TestRender.renderer(Text("Some _italic_, *more*, __strong__ and **bold** for snake_case_name"), width: 600, height: 40)
        r.now = Self.now
        let doc = try #require(ParsedSVG(r.svg()))
        let runs = doc.elements.filter { $0.name == "text" || $0.name == "tspan" }
        let italic = runs.filter { $0.attributes["font-style"] == "italic" }.map(\.text)
        let bold = runs.filter { ["bold", "700", "600"].contains($0.attributes["font-weight"] ?? "") }.map(\.text)
        #expect(italic == ["italic", "more"])
        #expect(bold == ["strong", "bold"])
        let all = runs.map(\.text).joined()
        #expect(all.contains("snake_case_name") && !all.contains("_italic_") && !all.contains("**"))
    }

    @Test("LocalizedStringResource does not take string literals from Text's Markdown")
    func literalStaysAKey() throws {
        let doc = try #require(ParsedSVG(TestRender.renderer(Text("a *b*"), width: 200, height: 40).svg()))
        #expect(doc.elements.contains { $0.attributes["font-style"] == "italic" && $0.text == "b" })
        #expect(TestRender.renderer(Text(LocalizedStringResource("a *b*")), width: 200, height: 40).svg().contains("a *b*"))
    }

    @Test("italic text leans forward in PNG: the top of an italic l is right of its foot")
    func italicPixels() {
        /// The mean x of the dark pixels in the top and the bottom quarter of the ink.
        func lean(_ text: Text) -> Double {
            let r = TestRender.renderer(text.font(.system(size: 40)), width: 60, height: 60)
            let p = SceneRasterizer(options: r.rasterOptions()).render(r.scene(), scale: 1)
            var rows: [(y: Int, x: Double)] = []
            for y in 0..<p.height {
                let xs = (0..<p.width).filter { x in p.pixels[(y * p.width + x) * 4] < 128 }
                if !xs.isEmpty { rows.append((y, Double(xs.reduce(0, +)) / Double(xs.count))) }
            }
            guard rows.count >= 8 else { return .nan }
            let q = rows.count / 4
            let top = rows.prefix(q).map(\.x).reduce(0, +) / Double(q), bottom = rows.suffix(q).map(\.x).reduce(0, +) / Double(q)
            return top - bottom
        }
        let upright = lean(Text("l")), italic = lean(Text("*l*"))
        #expect(abs(upright) < 1)
        // A 40-point l is about 29 points tall: its top quarter leans some 0.21 × 22 ≈ 4.6 points right of its foot.
        #expect(italic > 3)
    }
}
