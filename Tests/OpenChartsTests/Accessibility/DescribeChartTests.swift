import Foundation
@testable import OpenCharts
import OpenChartsGallery
import Testing

@Suite("Accessibility: Describe Chart says what a sighted reader sees")
struct DescribeChartTests {
    func desc(_ id: String) throws -> String {
        let item = try #require(Gallery.items.first { $0.id == id })
        let doc = try #require(ParsedSVG(item.renderer().svg()))
        return try #require(doc.elements.first { $0.name == "desc" }?.text)
    }

    @Test("a gradient area under a line, from a constant yStart, is described by its line's values, not the constant")
    func gradientAreaBaseline() throws {
        let sales: [(month: Int, value: Double)] = [(1, 120), (2, 180), (3, 150), (4, 210)]
        let chart = Chart(sales, id: \.month) { s in
            LineMark(x: .value("Month", s.month), y: .value("Sales", s.value))
            AreaMark(x: .value("Month", s.month), yStart: .value("Base", 0), yEnd: .value("Sales", s.value))
                .foregroundStyle(LinearGradient(colors: [.blue, .clear], startPoint: .top, endPoint: .bottom))
        }
        let doc = try #require(ParsedSVG(TestRender.renderer(chart).svg()))
        let d = try #require(doc.elements.first { $0.name == "desc" }?.text)
        #expect(!d.contains("minimum 0"), "\(d)")
        #expect(!d.contains("0 – "), "\(d)")
        #expect(d.contains("minimum 120"), "\(d)")
    }

    @Test("the pancake bars: six categories in order, Cachapa the largest at 916, American the smallest at 618")
    func pancakeBars() throws {
        let d = try desc("02-sales-bars")
        #expect(d.hasPrefix("A bar chart of 6 bars."))
        #expect(d.contains("X axis (Name): 6 categories, Cachapa, Injera, Crêpe, Jian Bing, Dosa and American."))
        #expect(d.contains("minimum 618 at American, maximum 916 at Cachapa"))
        // Categories in no order have no trend to speak of.
        #expect(!d.contains("rising") && !d.contains("falling"))
    }

    @Test("horizontal bars keep their names on the y axis, as the picture shows them")
    func horizontalBars() throws {
        let d = try desc("10-horizontal-bars")
        #expect(d.contains("X axis (Sales): 0 to 1,000."))
        #expect(d.contains("Y axis (Name): 6 categories"))
    }

    @Test("two city lines: two series, each with its own lowest and highest day")
    func cityLines() throws {
        let d = try desc("05-city-lines")
        #expect(d.contains("2 series: Cupertino and San Francisco."))
        // San Francisco's week, read off the data: 81, 90, 52, 72, 84, 84, 137; lowest on May 4, highest on May 8.
        #expect(d.contains("San Francisco: rising overall, from 81 at May 2, 2022 to 137 at May 8, 2022; minimum 52 at May 4, 2022, maximum 137 at May 8, 2022"))
    }

    @Test("a band from daily minimum to maximum reads as a range: its lowest start and highest end, from the data")
    func range() throws {
        let d = try desc("08-min-max-area")
        // Daily minima run 49 (January) … 104 (July), maxima 112 … 196 (July); the band rises and falls back.
        #expect(d.contains("Daily Min – Daily Max: no clear trend, between 49 and 196; minimum 49 at Jan 1, 2022, maximum 196 at Jul 1, 2022."))
        #expect(d.contains("Daily Average: no clear trend, between 78 and 151"))
    }

    @Test("a pie names its slices and its largest and smallest")
    func pie() throws {
        let d = try desc("30-sales-pie")
        #expect(d.hasPrefix("A pie chart of 6 slices."))
        #expect(d.contains("maximum 916 at Cachapa"))
    }

    @Test("forty countries: the two that tower over the rest are named as outliers")
    func countries() throws {
        let d = try desc("54-scrolling-countries")
        #expect(d.contains("40 categories, India to Saudi Arabia"))
        #expect(d.contains("2 outliers: 1,428.60 at India, 1,425.70 at China"))
    }

    @Test("a Japanese chart is described in Japanese, with Japanese numbers and dates")
    func japanese() throws {
        let d = try desc("29-japanese")
        #expect(d.hasPrefix("折れ線グラフ(データ 12個)。"))
        #expect(d.contains("Y軸 売上: 0から6,000。"), "4,530 rounds out by a step of 2,000")
        #expect(d.contains("最大値 2022年7月1日の4,530"))
    }

    @Test("a mark hidden with accessibilityHidden is not described, and a chart with no data says so")
    func hiddenAndEmpty() throws {
        let view = Chart {
            BarMark(x: .value("Day", "Mon"), y: .value("Steps", 8_000))
            BarMark(x: .value("Day", "Tue"), y: .value("Steps", 12_000))
            RuleMark(y: .value("Goal", 10_000)).accessibilityHidden(true)
        }
        let doc = try #require(ParsedSVG(TestRender.renderer(view).svg()))
        let d = try #require(doc.elements.first { $0.name == "desc" }?.text)
        #expect(d.hasPrefix("A bar chart of 2 bars."))
        #expect(!d.contains("Goal"))
        let empty = try #require(ParsedSVG(TestRender.renderer(Chart { ForEach([Int](), id: \.self) { BarMark(x: .value("x", $0), y: .value("y", $0)) } }).svg()))
        #expect(empty.elements.first { $0.name == "desc" }?.text == "A chart. It has no data.")
    }
}
