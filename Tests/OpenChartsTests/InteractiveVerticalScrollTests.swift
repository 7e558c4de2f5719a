import ChartHTML
import Foundation
@testable import OpenCharts
@testable import OpenChartsGallery
import Testing

/// The gallery's forty most populous countries, as the screen under test charts them.
private let countries = countryPopulations.map { (name: $0.country, people: $0.millions) }

/// A population screen: a header that reads the scroll position, and forty countries as
/// horizontal bars, eight at a time.
private struct PopulationScreen: View {
    @State var topCountry = "India"
    var startsAt: String?
    var body: some View {
        VStack(alignment: .leading) {
            Text("From \(topCountry) down").font(.headline)
            if let startsAt {
                Chart(countries, id: \.name) { BarMark(x: .value("Population", $0.people), y: .value("Country", $0.name)) }
                    .chartScrollableAxes(.vertical)
                    .chartYVisibleDomain(length: 8)
                    .chartScrollPosition(initialY: startsAt)
            } else {
                Chart(countries, id: \.name) { BarMark(x: .value("Population", $0.people), y: .value("Country", $0.name)) }
                    .chartScrollableAxes(.vertical)
                    .chartYVisibleDomain(length: 8)
                    .chartScrollPosition(y: $topCountry)
                    .chartScrollTargetBehavior(.valueAligned(unit: 1))
            }
        }
    }
}

private func render(_ view: some View) -> String {
    var r = ChartRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: 400, height: 360)
    r.locale = Locale(identifier: "en_US")
    return r.svg()
}

private func numbers(_ s: Substring) -> [Double] {
    s.split(whereSeparator: { !"0123456789.-".contains($0) }).compactMap { Double($0) }
}

/// What a static picture shows: the plot window (the first scrolling clip), the middles of the
/// bars, and the y axis labels with their baselines, in document order.
private struct Picture {
    var window: (top: Double, bottom: Double)
    var bars: [Double] = []
    var yLabels: [(text: String, y: Double)] = []

    init(_ svg: String) throws {
        let clip = try #require(svg.firstMatch(of: /<clipPath id="[^"]+"><rect x="[^"]+" y="([^"]+)" width="[^"]+" height="([^"]+)"/))
        let top = try #require(Double(clip.1)), height = try #require(Double(clip.2))
        window = (top, top + height)
        for m in svg.matches(of: /<path class="mark bar"[^>]* d="([^"]+)"/) {
            let ys = numbers(m.1).enumerated().filter { $0.offset % 2 == 1 }.map(\.element)
            if let lo = ys.min(), let hi = ys.max() { bars.append((lo + hi) / 2) }
        }
        if let start = svg.range(of: "<g class=\"axis y\">"), let end = svg[start.upperBound...].range(of: "</g>") {
            for m in svg[start.upperBound..<end.lowerBound].matches(of: /<text x="[^"]+" y="([^"]+)"[^>]*>([^<]*)<\/text>/) {
                if let y = Double(m.1) { yLabels.append((String(m.2), y)) }
            }
        }
    }

    /// Labels whose middle (a third of the 11-point font above the baseline) is inside the window.
    var visibleLabels: [String] {
        yLabels.filter { $0.y - 4 > window.top && $0.y - 4 < window.bottom }.map(\.text)
    }
}

@Suite("Vertical scrolling")
struct InteractiveVerticalScrollTests {
    @Test("forty countries eight at a time: the picture shows the first eight rows, the rest clipped, and their labels")
    func staticRows() throws {
        let svg = render(PopulationScreen())
        let p = try Picture(svg)
        #expect(p.bars.count == 40)
        #expect(p.bars.filter { $0 > p.window.top && $0 < p.window.bottom }.count == 8)
        // Each row is an eighth of the window: the 9th bar sits a row below the window's bottom edge.
        let row = (p.window.bottom - p.window.top) / 8
        #expect(abs(p.bars[8] - (p.window.bottom + row / 2)) < 0.5)
        #expect(p.visibleLabels == countries.prefix(8).map(\.name))
        #expect(svg.contains("class=\"scroll-y\"") && !svg.contains("class=\"scroll-x\""))
    }

    @Test("the x axis stays outside the sliding groups, below the window")
    func fixedXAxis() throws {
        let svg = render(PopulationScreen())
        let p = try Picture(svg)
        let xAxis = try #require(svg.range(of: "<g class=\"axis x\">"))
        let lastSliding = try #require(svg.range(of: "class=\"scroll-y\"", options: .backwards))
        let firstSliding = try #require(svg.range(of: "class=\"scroll-y\""))
        // The x axis is drawn between the plot's sliding group and the y axis's, not inside one.
        #expect(xAxis.lowerBound > firstSliding.lowerBound && xAxis.lowerBound < lastSliding.lowerBound)
        let labels = svg[xAxis.upperBound...].matches(of: /<text x="[^"]+" y="([^"]+)"[^>]*>([^<]*)<\/text>/).prefix(1)
        let baseline = try #require(labels.first.flatMap { Double($0.1) })
        #expect(baseline > p.window.bottom)
    }

    @Test("chartScrollPosition(initialY:) starts the window at Brazil, the 7th country")
    func initialRow() throws {
        let p = try Picture(render(PopulationScreen(startsAt: "Brazil")))
        #expect(p.visibleLabels == Array(countries[6..<14].map(\.name)))
    }

    @Test("the page slides up and down a row at a time, and the header follows the top row")
    func plan() throws {
        var r = ChartRenderer(content: PopulationScreen())
        r.proposedSize = ProposedViewSize(width: 400, height: 360)
        let (_, plan, _) = try r.interactive(idPrefix: "oc")
        let chart = try #require(plan.charts.first)
        let s = try #require(chart.scroll)
        let h = chart.plot.height
        #expect(s.vertical)
        // Five windows of eight rows: four heights to slide, a row (h / 8) per snap, 33 tops.
        #expect(abs(s.highest - 4 * h) < 0.05)
        #expect(s.snaps.count == 33)
        #expect(abs(s.snaps[1] - h / 8) < 0.05)
        #expect(s.drawnAt == 0)
        #expect(Set(s.positions.states).count == 33)
        let markup = { (state: Int) in
            plan.states[state].changes.flatMap(\.items).compactMap { if case .markup(let m) = $0 { m } else { nil } }.joined()
        }
        #expect(markup(s.positions.states[1]).contains("From China down"))
        // The last window starts at the 33rd country, eight from the end.
        #expect(markup(s.positions.states[32]).contains("From Argentina down"))
    }

    @Test("numbers along y: a quarter of 0 to 100 at a time, starting at 50, shows 50 to 75")
    func numericWindow() throws {
        struct Depths: View {
            let readings = (0...100).map { (depth: Double($0), temperature: 20 - Double($0) * 0.15) }
            var body: some View {
                Chart(readings, id: \.depth) {
                    PointMark(x: .value("Temperature", $0.temperature), y: .value("Depth", $0.depth))
                }
                .chartYScale(domain: 0...100)
                .chartScrollableAxes(.vertical)
                .chartYVisibleDomain(length: 25)
                .chartScrollPosition(initialY: 50)
            }
        }
        let p = try Picture(render(Depths()))
        let shown = Set(p.visibleLabels)
        #expect(shown.contains("60") && shown.contains("70"))
        #expect(!shown.contains("40") && !shown.contains("80") && !shown.contains("0"))
    }
}
