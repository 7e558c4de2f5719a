import ChartHTML
import Foundation
@testable import OpenCharts
import Testing

private let utc: Calendar = {
    var c = Calendar(identifier: .gregorian)
    c.timeZone = TimeZone(identifier: "UTC")!
    return c
}()
private let newYear = utc.date(from: DateComponents(year: 2022, month: 1, day: 1))!
private let year = (0..<120).map { i in (day: utc.date(byAdding: .day, value: i, to: newYear)!, sales: 100 + (i * 37) % 50) }

/// The talk's daily sales chart over January to April: a month at a time, snapping to days,
/// paging to months.
private struct YearChart: View {
    @State var scrollPosition = utc.date(from: DateComponents(year: 2022, month: 2, day: 1))!
    var inView: Int {
        let end = utc.date(byAdding: .day, value: 30, to: scrollPosition)!
        return year.filter { $0.day >= scrollPosition && $0.day < end }.map(\.sales).reduce(0, +)
    }
    var body: some View {
        VStack {
            Text("\(inView) pancakes from \(scrollPosition.formatted(.dateTime.month().day()))")
            Chart {
                ForEach(year, id: \.day) { BarMark(x: .value("Day", $0.day, unit: .day), y: .value("Sales", $0.sales)) }
            }
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 3600 * 24 * 30)
            .chartScrollPosition(x: $scrollPosition)
            .chartScrollTargetBehavior(.valueAligned(matching: DateComponents(hour: 0), majorAlignment: .matching(DateComponents(day: 1))))
        }
    }
}

private func renderer<V: View>(_ view: V) -> ChartRenderer<V> {
    var r = ChartRenderer(content: view)
    r.proposedSize = ProposedViewSize(width: 400, height: 300)
    r.locale = Locale(identifier: "en_US")
    r.calendar = utc
    r.timeZone = utc.timeZone
    return r
}

@Suite("Interactive scrolling")
struct InteractiveScrollTests {
    @Test("120 days through a 30-day window scroll over 4 widths and snap to each midnight up to the last window")
    func snaps() throws {
        let (_, plan, _) = try renderer(YearChart()).interactive(idPrefix: "oc")
        let chart = try #require(plan.charts.first)
        let s = try #require(chart.scroll)
        let w = chart.plot.width
        #expect(abs(s.highest - w * 3) < 0.05)
        // Midnights from 1 January to 1 April (the last window's start): 91 of them.
        #expect(s.snaps.count == 91)
        #expect(abs(s.snaps[1] - w / 30) < 0.01)
        // Swipes go to the 1st of January, February, March and April, the last also the end.
        #expect(s.majors.count == 4)
        #expect(abs(s.majors[1] - w * 31 / 30) < 0.01)
        #expect(abs(s.majors[3] - s.highest) < 0.01)
        // The base picture shows 1 February, day 31.
        #expect(abs(s.drawnAt - w * 31 / 30) < 0.01)
    }

    @Test("the views that read the scroll position follow it: one state per day the window can start on")
    func positions() throws {
        let (_, plan, _) = try renderer(YearChart()).interactive(idPrefix: "oc")
        let s = try #require(plan.charts.first?.scroll)
        #expect(Set(s.positions.states).count == 91)
        let state = plan.states[s.positions.states[0]]
        let markup = state.changes.flatMap(\.items).compactMap { if case .markup(let m) = $0 { return m } else { return nil } }.joined()
        let january = year.prefix(30).map(\.sales).reduce(0, +)
        #expect(markup.contains("\(january) pancakes from "))
    }

    @Test("the static picture shows the window at the scroll position, clipped, with the y axis of all the data")
    func staticWindow() {
        let svg = renderer(YearChart()).svg()
        #expect(svg.contains("class=\"scroll-window\""))
        #expect(svg.contains("clip-path"))
        // The tallest bar of the four months (149) sets the y axis, whatever the window shows.
        #expect(svg.contains(">150</text>") || svg.contains(">160</text>"))
    }

    /// The texts of the x axis group in `markup` (its first), with their x positions.
    private func xLabels(_ markup: String) throws -> [(text: String, x: Double)] {
        let start = try #require(markup.range(of: "<g class=\"axis x\""))
        let end = try #require(markup.range(of: "<g class=\"axis y\"", range: start.upperBound..<markup.endIndex))
        let group = String(markup[start.lowerBound..<end.lowerBound])
        let pattern = try NSRegularExpression(pattern: "<text x=\"([-0-9.]+)\"[^>]*>([^<]*)</text>")
        let ns = group as NSString
        return pattern.matches(in: group, range: NSRange(location: 0, length: ns.length)).map { m in
            (ns.substring(with: m.range(at: 2)), Double(ns.substring(with: m.range(at: 1))) ?? .nan)
        }
    }

    @Test("every window of the scrolled content is labelled: the Sundays of January to April, a month name where the month changes")
    func labelsAcrossContent() throws {
        // 1 January to 30 April 2022, a 30-day window: weekly ticks on Sundays (2 January is one),
        // as the first window shows them; the month under the first tick and where it changes.
        let expected = ["2", "Jan", "9", "16", "23", "30", "6", "Feb", "13", "20", "27", "6", "Mar", "13", "20", "27",
                        "3", "Apr", "10", "17", "24"]
        let r = renderer(YearChart())
        let (page, plan, _) = try r.interactive(idPrefix: "oc")
        let window = try #require(plan.charts.first).plot
        for markup in [r.svg(), page, try r.html()] {
            let labels = try xLabels(markup)
            #expect(labels.map(\.text) == expected)
            // Laid out over the whole content: the window shows 1 to 30 February, so January's
            // labels stand before it and March's and April's after it, evenly a week apart.
            let xs = labels.filter { Int($0.text) != nil }.map(\.x)
            #expect(xs.first.map { $0 < window.minX } == true)
            #expect(xs.last.map { $0 > window.maxX } == true)
            let week = window.width * 7 / 30
            #expect(zip(xs, xs.dropFirst()).allSatisfy { abs($1 - $0 - week) < 0.05 })
        }
    }

    @Test("numbers scrolled 20 at a time over 0 to 100 are labelled every 5 all the way, as one window of 20 would be")
    func numberLabelsAcrossContent() throws {
        struct Numbers: View {
            var body: some View {
                Chart { ForEach(0...100, id: \.self) { PointMark(x: .value("X", $0), y: .value("Y", $0 % 7)) } }
                    .chartScrollableAxes(.horizontal)
                    .chartXVisibleDomain(length: 20)
                    .chartScrollPosition(initialX: 40)
            }
        }
        let r = renderer(Numbers())
        let labels = try xLabels(r.svg()).map(\.text)
        // The last value's label would run past the content's end, where the window clips it.
        #expect(labels == (0..<20).map { String($0 * 5) })
    }
}

@Suite("Interactive scrolling by categories")
struct InteractiveCategoryScrollTests {
    private struct Months: View {
        let names = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
        var body: some View {
            Chart {
                ForEach(Array(names.enumerated()), id: \.offset) { i, name in
                    BarMark(x: .value("Month", name), y: .value("Sales", 10 + i))
                }
            }
            .chartScrollableAxes(.horizontal)
            .chartXVisibleDomain(length: 4)
            .chartScrollPosition(initialX: "May")
            .chartScrollTargetBehavior(.paging)
        }
    }

    @Test("four of twelve months at a time: three pages, starting at May, paging by whole windows")
    func paging() throws {
        var r = ChartRenderer(content: Months())
        r.proposedSize = ProposedViewSize(width: 400, height: 300)
        let (_, plan, _) = try r.interactive(idPrefix: "oc")
        let chart = try #require(plan.charts.first)
        let s = try #require(chart.scroll)
        let w = chart.plot.width
        #expect(abs(s.highest - 2 * w) < 0.05)
        #expect(abs(s.drawnAt - w) < 0.05)
        #expect(s.snaps.count == 3)
        #expect(abs(s.snaps[1] - w) < 0.05 && abs(s.snaps[2] - 2 * w) < 0.05)
        #expect(s.majors == s.snaps)
    }

    @Test("the static picture of a scrolled category chart draws the window's months only, clipped")
    func staticMonths() {
        var r = ChartRenderer(content: Months())
        r.proposedSize = ProposedViewSize(width: 400, height: 300)
        let svg = r.svg()
        #expect(svg.contains(">May</text>") && svg.contains(">Aug</text>"))
        #expect(svg.contains("class=\"scroll-window\""))
    }
}

@Suite("Scrolling chart proxy")
struct ScrollingProxyTests {
    @Test("a scrolling chart's plotFrame is the whole scrolled plot, its plotContainerFrame the window")
    func frames() {
        struct Framed: View {
            let names = (1...12).map { "M\($0)" }
            var body: some View {
                Chart { ForEach(names, id: \.self) { BarMark(x: .value("Month", $0), y: .value("Sales", 10)) } }
                    .chartScrollableAxes(.horizontal)
                    .chartXVisibleDomain(length: 3)
                    .chartOverlay { proxy in
                        GeometryReader { g in
                            let whole = g[proxy.plotFrame!], window = g[proxy.plotContainerFrame!]
                            Text("\(Int(saturating: (whole.width / window.width).rounded()))×")
                        }
                    }
            }
        }
        var r = ChartRenderer(content: Framed())
        r.proposedSize = ProposedViewSize(width: 400, height: 300)
        #expect(r.svg().contains(">4×</text>"))
    }
}
