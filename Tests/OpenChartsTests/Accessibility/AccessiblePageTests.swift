import Foundation
@testable import OpenCharts
import Testing

/// The pancake sales of a food-truck app, each bar spoken as "Cachapa, 916 sold".
struct SoldStylesScreen: View {
    struct Style: Identifiable { let name: String; let sold: Int; var id: String { name } }
    let styles = [Style(name: "Cachapa", sold: 916), Style(name: "Injera", sold: 850), Style(name: "Crêpe", sold: 802),
                  Style(name: "Jian Bing", sold: 753), Style(name: "Dosa", sold: 654), Style(name: "American", sold: 618)]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Most sold styles").font(.headline)
            Chart(styles) { style in
                BarMark(x: .value("Style", style.name), y: .value("Sold", style.sold))
                    .accessibilityLabel(style.name)
                    .accessibilityValue("\(style.sold) sold")
            }
        }
        .padding()
    }
}

/// Monthly sales in yen, as the Japanese seed apps chart them.
struct MonthlyYenScreen: View {
    let months = [("1月", 2_340), ("2月", 2_610), ("3月", 3_050), ("4月", 3_480), ("5月", 3_920), ("6月", 4_530)]

    var body: some View {
        Chart(months, id: \.0) { m in
            LineMark(x: .value("月", m.0), y: .value("売上", m.1))
        }
        .navigationTitle("売上")
    }
}

@Suite("Accessibility: the interactive page reads the chart aloud, as a table and as sound")
struct AccessiblePageTests {
    func page<V: View>(_ view: V, locale: String = "en_US", name: String) throws -> String {
        var r = TestRender.renderer(view, width: 420, height: 300)
        r.locale = Locale(identifier: locale)
        let page = try r.html()
        if let folder = ProcessInfo.processInfo.environment["OPENCHARTS_HTML_FIXTURES"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try page.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }
        return page
    }

    @Test("the page holds the data as a table with the .value labels as headers and every value as the axis writes it")
    func table() throws {
        let html = try page(SoldStylesScreen(), name: "a11y-sales.html")
        #expect(html.contains("<thead><tr><th scope=\"col\">Style</th><th scope=\"col\">Sold</th></tr></thead>"))
        for (name, sold) in [("Cachapa", "916"), ("Injera", "850"), ("Crêpe", "802"), ("Jian Bing", "753"), ("Dosa", "654"), ("American", "618")] {
            #expect(html.contains("<tr><th scope=\"row\">\(name)</th><td>\(sold)</td></tr>"))
        }
        // The table is hidden from sight until its button asks for it, never from screen readers.
        #expect(html.contains("<button type=\"button\" id=\"oc-show\" aria-expanded=\"false\" aria-controls=\"oc-tables\">Show data table</button>"))
        #expect(!html.contains("display:none"))
    }

    @Test("the keyboard's points are spoken as VoiceOver speaks the marks, and the audio graph has a play button")
    func keysAndSound() throws {
        let html = try page(SoldStylesScreen(), name: "a11y-sales.html")
        #expect(html.contains("\"Cachapa, 916 sold\""))
        #expect(html.contains("id=\"oc-play\">Play audio graph</button>"))
        #expect(html.contains("aria-describedby=\"oc-keys\""))
        // Six bars: a passage of the 2 s floor, so the graph lasts 2,000 ms.
        #expect(html.contains("\"d\":2000"))
    }

    @Test("a Japanese page is in Japanese: its language, its description and its controls")
    func japanese() throws {
        let html = try page(MonthlyYenScreen(), locale: "ja_JP", name: "a11y-japanese.html")
        #expect(html.contains("<html lang=\"ja\">"))
        #expect(html.contains("折れ線グラフ(データ 6個)。"))
        #expect(html.contains(">データ表を表示</button>"))
        #expect(html.contains("<tr><th scope=\"row\">6月</th><td>4,530</td></tr>"))
    }

    @Test("a dark page writes its controls and table in light text, and its focus ring in white")
    func dark() throws {
        var r = TestRender.renderer(SoldStylesScreen(), width: 420, height: 300)
        r.colorScheme = .dark
        let html = try r.html()
        if let folder = ProcessInfo.processInfo.environment["OPENCHARTS_HTML_FIXTURES"] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try html.write(toFile: folder + "/a11y-dark.html", atomically: true, encoding: .utf8)
        }
        #expect(html.contains("border:1px solid #8888;background:transparent;color:#fff"))
        #expect(html.contains(",\"c\":\"#fff\"}"))
    }

    @Test("hostile names stay text in the table, the spoken labels and the audio graph's data")
    func hostile() throws {
        let names = ["</script><script>window.__pwned=1</script>", "<img src=x onerror=alert(1)>", "Crêpe & \"Dosa\""]
        let view = Chart(Array(names.enumerated()), id: \.offset) { i, n in
            BarMark(x: .value("</th>Name", n), y: .value("Sales", 10 + i)).foregroundStyle(by: .value("<b>Series", n))
        }
        let html = try page(view, name: "a11y-hostile.html")
        #expect(!html.contains("<script>window"))
        #expect(!html.contains("<img"))
        #expect(!html.contains("<b>"))
        #expect(html.contains("<th scope=\"col\">&lt;/th&gt;Name</th>"))
        #expect(html.contains("\\u003c/script\\u003e\\u003cscript\\u003ewindow.__pwned=1"))
    }

    @Test("a range's table cell holds both its ends")
    func rangeTable() throws {
        struct HeartRange: View {
            let week = [(52, 128), (55, 142), (50, 119)].enumerated().map { (day: ["Mon", "Tue", "Wed"][$0], low: $1.0, high: $1.1) }
            var body: some View {
                Chart(week, id: \.day) { d in
                    BarMark(x: .value("Day", d.day), yStart: .value("Low", d.low), yEnd: .value("High", d.high))
                }
            }
        }
        let html = try page(HeartRange(), name: "a11y-range.html")
        #expect(html.contains("<th scope=\"col\">Day</th><th scope=\"col\">Low – High</th>"))
        #expect(html.contains("<tr><th scope=\"row\">Tue</th><td>55 – 142</td></tr>"))
    }

    @Test("two series described by the app's own descriptor are two passages and one table with a series column")
    func describedTwoSeries() throws {
        let chart = DescribedTemperatureChart(series: [("Cupertino", [20, 40, 60, 80]), ("Tokyo", [90, 70, 50, 30])], hours: 0...3)
        let html = try page(chart, name: "a11y-two-series.html")
        #expect(html.contains("<th scope=\"col\">Hour</th><th scope=\"col\">Series</th><th scope=\"col\">Temperature</th>"))
        #expect(html.contains("<tr><th scope=\"row\">3:00</th><td>Tokyo</td><td>30°</td></tr>"))
        // 2 s, half a second of silence, 2 s.
        #expect(html.contains("\"d\":4500"))
        #expect(html.contains("{\"n\":\"Tokyo\",\"s\":2500,"))
    }
}
